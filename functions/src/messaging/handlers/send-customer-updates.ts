/**
 * The table's stream → the customers' pushes and texts (docs/business-rules.md#customer-updates): each new message
 * about an order (`orderMessage`) goes once per channel (the outbox). The event source mapping (and the local poller)
 * pass only those items (`customerUpdateStreamFilter`). A record that fails is retried; what went out does not again.
 */
import { metricNames } from '../../platform/config/telemetry.ts';
import { streamHandler } from '../../platform/stream/stream.ts';
import { sendCustomerUpdate } from '../use-cases/customer-updates.ts';

export const handler = streamHandler(
  { takes: (record) => record.eventName === 'INSERT', failure: 'Telling the customer failed', failureMetric: metricNames.customerUpdatesFailed },
  (item) => sendCustomerUpdate(item),
);
