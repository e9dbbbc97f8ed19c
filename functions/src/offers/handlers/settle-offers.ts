/**
 * The table's stream → an order's offers settled (docs/business-rules.md#offers-and-loyalty): a cancelled order's offer
 * use given back; a completed order's points earned, and taken back in proportion to its refunds. The event source
 * mapping (and the local poller) pass only orders changed to cancelled or completed (or changed after, as a refund
 * does). Each step is keyed by the order, so a record delivered twice, late or out of order changes nothing more.
 */
import { streamHandler } from '../../platform/stream/stream.ts';
import { settleCancelledOrder } from '../use-cases/checkout-offers.ts';
import { settleCompletedOrder, settledOrderSchema } from '../use-cases/points.ts';

export const handler = streamHandler(
  { takes: (record) => record.eventName === 'MODIFY', failure: "Settling an order's offer or points failed" },
  async (item) => {
    if (item.status === 'cancelled') return settleCancelledOrder(item);
    if (item.status === 'completed') return settleCompletedOrder(settledOrderSchema.parse(item));
    return undefined;
  },
);
