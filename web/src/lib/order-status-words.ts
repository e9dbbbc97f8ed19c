/**
 * One word for each order status, the customer's (issue: "the kitchen page calls a new order 'New'
 * while the customer sees 'Received'"). The customer's orders and the kitchen's page both read
 * them from here.
 */
import type { OrderStatus } from '@functions/orders/contract/order';

// The words live in the contract, so the owner's exports say them too (docs/business-rules.md#the-owners-reports).
export { statusLabel, statusLabels } from '@functions/orders/contract/order-words';

/** Still on its way: neither completed nor cancelled (the orders' reads follow these). */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}
