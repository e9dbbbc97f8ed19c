/**
 * The table's stream → e-mails (the owner's, the customers'). Failures are logged with the item's key
 * and counted (EmailsFailed). The event source mapping (and the local poller) pass
 * only new items of the notified types. A record that fails is reported in batchItemFailures, so
 * it and the records after it are delivered again; the ones already sent are skipped then.
 */
import { metricNames } from '../../platform/config/telemetry.ts';
import { streamHandler } from '../../platform/stream/stream.ts';
import { notifyOwner } from '../use-cases/notifications.ts';

export const handler = streamHandler(
  { takes: (record) => record.eventName === 'INSERT', failure: 'Sending the e-mail failed', failureMetric: metricNames.emailsFailed },
  (item) => notifyOwner(item),
);
