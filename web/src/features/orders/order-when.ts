/** When an order is ready (pickup) or at the door (delivery), in the customer's words. */
import type { Order } from '@contracts/order';
import { formatOrderTime } from '@contracts/business-clock.ts';

export const modeLabels = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/** 'Tue, Nov 24 · 5:15 p.m.' for a chosen slot; 'ASAP, about …' when the kitchen starts at once. */
export function whenText(order: Pick<Order, 'asap' | 'slotId'>): string {
  const time = formatOrderTime(order.slotId);
  return order.asap ? `ASAP, about ${time}` : time;
}
