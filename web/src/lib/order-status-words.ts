/**
 * One word for each order status, the customer's (issue: "the kitchen page calls a new order 'New'
 * while the customer sees 'Received'"). The customer's orders and the kitchen's page both read
 * them from here.
 */
import type { OrderStatus } from '@contracts/order';
import type { FulfilmentMode } from '@contracts/ordering';

export const statusLabels: Record<OrderStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  placed: 'Received',
  accepted: 'Accepted',
  ready: 'Ready for pickup',
  'out-for-delivery': 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A delivery order can be 'ready' too (waiting for the driver); it reads differently there. */
export function statusLabel(status: OrderStatus, mode: FulfilmentMode): string {
  if (status === 'ready' && mode === 'delivery') return 'Ready';
  return statusLabels[status];
}

/** Still on its way: neither completed nor cancelled (the orders' reads follow these). */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}
