/**
 * What an order's status means to the customer: the words for each status, which ones are still on
 * their way, and the steps of the tracker for pickup and for delivery.
 */
import type { FulfilmentMode } from '@functions/shop/contract/ordering';
import type { Order, OrderStatus } from '@functions/orders/contract/order';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { isEstimate, promisedTime } from '@functions/orders/contract/order-promise.ts';

/** The words are shared with the kitchen's page, and which orders are open with the orders' reads (lib/order-status-words.ts). */
export { isOpenStatus, statusLabel, statusLabels } from '../../lib/order-status-words.ts';

/** The happy path in the order it happens. */
const progressOrder: readonly Exclude<OrderStatus, 'cancelled' | 'awaiting-payment'>[] = ['placed', 'accepted', 'ready', 'out-for-delivery', 'completed'];

export type ProgressStep = { status: Exclude<OrderStatus, 'cancelled' | 'awaiting-payment'>; state: 'done' | 'current' | 'upcoming'; at?: string };

/**
 * The tracker's steps: received → accepted → ready for pickup (or out for delivery) → completed,
 * plus any step the order actually went through (a delivery order that was marked ready).
 */
export function progressSteps(order: { status: OrderStatus; mode: FulfilmentMode; history: { status: OrderStatus; at: string }[] }): ProgressStep[] {
  const reachedAt = new Map(order.history.map((entry) => [entry.status, entry.at]));
  const shown = progressOrder.filter((status) => {
    if (status === 'ready') return order.mode === 'pickup' || reachedAt.has(status) || order.status === status;
    if (status === 'out-for-delivery') return order.mode === 'delivery' || reachedAt.has(status) || order.status === status;
    return true;
  });
  if (order.status === 'cancelled') {
    // A cancelled order keeps the steps it went through; nothing is current any more.
    return shown.map((status) => ({ status, state: reachedAt.has(status) ? 'done' : 'upcoming', at: reachedAt.get(status) }));
  }
  const current = order.status === 'awaiting-payment' ? -1 : shown.indexOf(order.status);
  return shown.map((status, index) => ({
    status,
    // A completed order has nothing left to wait for: its last step is done, not current.
    state: index < current || order.status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming',
    at: reachedAt.get(status),
  }));
}

/**
 * Where the order is now, in one sentence the page keeps current (it follows the kitchen every few
 * seconds): waiting to be accepted, accepted with the promised time, ready, on its way, done.
 */
export function statusSentence(order: Pick<Order, 'status' | 'mode' | 'asap' | 'slotId' | 'readyAt'>): string {
  const pickup = order.mode === 'pickup';
  switch (order.status) {
    case 'awaiting-payment':
      return 'Waiting for your card payment. If you leave Stripe’s page without paying, nothing is charged.';
    case 'placed':
      return 'Received: waiting for the kitchen to accept it. This page updates by itself.';
    case 'accepted':
      // The time ends in 'a.m.' or 'p.m.': that full stop ends the sentence too.
      return `Accepted: ${pickup ? 'ready for pickup' : 'at your door'} at ${isEstimate(order) ? 'about ' : ''}${formatOrderTime(promisedTime(order))}`;
    case 'ready':
      return pickup ? 'Ready for pickup now. See you soon!' : 'Ready: the driver is about to leave.';
    case 'out-for-delivery':
      return 'Out for delivery: on its way to you.';
    case 'completed':
      return 'Completed. Enjoy your meal!';
    case 'cancelled':
      return 'Cancelled.';
  }
}
