/**
 * The table's stream → the owner's per-day sales totals (docs/business-rules.md#the-owners-reports). The event
 * source mapping (and the local poller) pass only order items, new or changed. Each record's order is tallied from
 * its new image; the sequence number makes a record delivered twice, or after a newer one, add nothing. A record
 * that fails is reported in batchItemFailures, so it and the ones after it are delivered again, in order.
 */
import { streamHandler } from '../../platform/stream/stream.ts';
import { tallyOrderItem } from '../use-cases/sales-report.ts';

export const handler = streamHandler(
  { takes: (record) => record.dynamodb?.SequenceNumber !== undefined, failure: 'Adding an order to the sales totals failed' },
  (item, record) => tallyOrderItem(item, record.sequence),
);
