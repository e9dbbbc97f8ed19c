/**
 * The time the kitchen promises an accepted order, and its words, in one place for the owner's
 * e-mail and action page, the customer's messages, the order's page and the ticket
 * (docs/business-rules.md#the-order-board). Plain functions, no zod, so a screen imports them cheaply.
 */
import type { FulfilmentMode } from '../../platform/config/ordering.ts';
import { slotTimeFrom } from '../../platform/contract/business-clock.ts';

type PromiseOrder = { mode: FulfilmentMode; asap: boolean; slotId: string; readyAt?: string | undefined };

/** The kitchen's ready-time estimate when it gave one, else the order's own time. */
export function promisedTime(order: Pick<PromiseOrder, 'slotId' | 'readyAt'>): string {
  return order.readyAt ?? order.slotId;
}

/** Whether the promised time is an estimate ('about'): the kitchen's own, or an ASAP order's. */
export function isEstimate(order: Pick<PromiseOrder, 'asap' | 'readyAt'>): boolean {
  return order.readyAt !== undefined || order.asap;
}

/**
 * 'ready for pickup at 1 p.m.' (the same local day as `now`), 'at the door at about Tue, Nov 24,
 * 5:40 p.m.' (an estimate, another day).
 */
export function promiseWords(order: PromiseOrder, now = Date.now()): string {
  const at = `${isEstimate(order) ? 'about ' : ''}${slotTimeFrom(promisedTime(order), now)}`;
  return order.mode === 'pickup' ? `ready for pickup at ${at}` : `at the door at ${at}`;
}
