/**
 * The table's stream → a cancelled order's offer use given back (docs/business-rules.md#offers-and-loyalty). The event
 * source mapping (and the local poller) pass only orders changed to cancelled; an order that took no offer is passed
 * over. The return is marked in its own transaction, so a record delivered twice gives back once.
 */
import { streamHandler } from '../../platform/stream/stream.ts';
import { settleCancelledOrder } from '../use-cases/checkout-offers.ts';

export const handler = streamHandler(
  { takes: (record) => record.eventName === 'MODIFY', failure: "Giving back a cancelled order's offer use failed" },
  (item) => settleCancelledOrder(item),
);
