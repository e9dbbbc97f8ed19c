/** How the board groups orders: its columns, the next step of each order, and today against upcoming. */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import type { OwnerAction } from '@functions/orders/contract/order';
import { orderLocalDate } from '@functions/platform/contract/business-clock.ts';

export type ColumnId = 'new' | 'cooking' | 'ready' | 'done';

export const boardColumns: { id: ColumnId; title: string; empty: string }[] = [
  { id: 'new', title: 'New', empty: 'No new orders. They appear here within seconds, whatever their day.' },
  { id: 'cooking', title: 'In the kitchen', empty: 'Nothing cooking.' },
  { id: 'ready', title: 'Ready & on the way', empty: 'Nothing waiting for pickup or on the road.' },
  { id: 'done', title: 'Done today', empty: 'Completed and cancelled orders of today show here.' },
];

export function columnOf(order: Pick<KitchenOrder, 'status'>): ColumnId {
  switch (order.status) {
    case 'placed':
      return 'new';
    case 'accepted':
      return 'cooking';
    case 'ready':
    case 'out-for-delivery':
      return 'ready';
    default:
      return 'done';
  }
}

/** The one step the card offers (accept and cancel open the order for a ready time or a reason). */
export function nextStep(order: Pick<KitchenOrder, 'status' | 'mode'>): OwnerAction | undefined {
  switch (order.status) {
    case 'placed':
      return 'accept';
    case 'accepted':
      return order.mode === 'pickup' ? 'ready' : 'out-for-delivery';
    case 'ready':
    case 'out-for-delivery':
      return 'complete';
    default:
      return undefined;
  }
}

/** A later day's order: the upcoming list holds them all; today's columns only the new ones (they want accepting now). */
export function isUpcoming(order: Pick<KitchenOrder, 'slotId'>, today: string): boolean {
  return orderLocalDate(order.slotId) > today;
}

/** Today's columns: every new order whatever its day, and today's (or older, still open) others. */
export function onTodaysBoard(order: Pick<KitchenOrder, 'slotId' | 'status'>, today: string): boolean {
  return order.status === 'placed' || !isUpcoming(order, today);
}

/**
 * What the Today tab counts: today's (and older, still open) orders not yet done. A later day's new
 * order waits in the New column for accepting, but it is counted under Upcoming, not twice.
 */
export function todayCount(orders: readonly Pick<KitchenOrder, 'slotId' | 'status'>[], today: string): number {
  return orders.filter((order) => !isUpcoming(order, today) && columnOf(order) !== 'done').length;
}

/** The orders of one day, by day, for the upcoming list. */
export function byDay(orders: readonly KitchenOrder[]): [string, KitchenOrder[]][] {
  const days = new Map<string, KitchenOrder[]>();
  for (const order of orders) {
    const day = orderLocalDate(order.slotId);
    days.set(day, [...(days.get(day) ?? []), order]);
  }
  return [...days.entries()];
}

/** The ready-time choices an accept offers, in minutes from now. */
export const readyInChoices = [10, 15, 20, 30, 45, 60, 90] as const;

/**
 * The choices an accept may give (docs/business-rules.md#the-order-board): for a scheduled order only
 * those at or after its time (the customer chose it), for an ASAP order all of them.
 */
export function readyChoicesFor(order: Pick<KitchenOrder, 'slotId' | 'asap'>, now: number): number[] {
  if (order.asap) return [...readyInChoices];
  // The server rounds a ready time up to the next whole minute: a choice that lands on the slot's minute is at its time.
  return readyInChoices.filter((minutes) => Math.ceil((now + minutes * 60_000) / 60_000) * 60_000 >= Date.parse(order.slotId));
}

/** The choice an accept starts with: a scheduled order's own time; for an ASAP order the nearest choice at or after its time. */
export function defaultReadyChoice(order: Pick<KitchenOrder, 'slotId' | 'asap'>, now: number): number | 'slot' {
  if (!order.asap) return 'slot';
  const minutes = Math.round((Date.parse(order.slotId) - now) / 60_000);
  if (minutes > 60) return 'slot';
  return readyInChoices.find((choice) => choice >= minutes) ?? 20;
}

/** Reasons the owner can pick when cancelling (or write their own). */
export const cancelReasons = [
  'We’ve sold out of a dish in this order.',
  'The kitchen has to close early today.',
  'We can’t deliver to this address right now.',
] as const;
