/** When an order is ready (pickup) or at the door (delivery), in the customer's words. */
import type { Order } from '@functions/orders/contract/order';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { isEstimate, promisedTime } from '@functions/orders/contract/order-promise.ts';

export const modeLabels = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/** 'Tue, Nov 24 · 5:15 p.m.' for a chosen slot; 'ASAP, about …' when the kitchen starts at once. */
export function whenText(order: Pick<Order, 'asap' | 'slotId'>): string {
  const time = formatOrderTime(order.slotId);
  return order.asap ? `ASAP, about ${time}` : time;
}

/** The time the kitchen promised an accepted order: 'About Tue, Nov 24 · 5:40 p.m.', or its own time. */
export function promisedText(order: Pick<Order, 'asap' | 'slotId' | 'readyAt'>): string {
  const time = formatOrderTime(promisedTime(order));
  return isEstimate(order) ? `About ${time}` : time;
}

/** Whether the kitchen has accepted the order and not finished or cancelled it: its promised time stands. */
export function hasPromise(order: Pick<Order, 'status'>): boolean {
  return order.status === 'accepted' || order.status === 'ready' || order.status === 'out-for-delivery';
}
