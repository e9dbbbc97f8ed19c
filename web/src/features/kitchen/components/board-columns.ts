/** How the board groups orders: its columns, the next step of each order, and today against upcoming. */
import type { KitchenOrder } from '@contracts/kitchen';
import type { OwnerAction } from '@contracts/order';
import { orderLocalDate } from '@contracts/business-clock.ts';

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

/** The orders of one day, by day, for the upcoming list. */
export function byDay(orders: readonly KitchenOrder[]): [string, KitchenOrder[]][] {
  const days = new Map<string, KitchenOrder[]>();
  for (const order of orders) {
    const day = orderLocalDate(order.slotId);
    days.set(day, [...(days.get(day) ?? []), order]);
  }
  return [...days.entries()];
}

/** "2 × Jollof Rice, 1 × Suya": what the card shows of the lines. */
export function linesSummary(order: Pick<KitchenOrder, 'lines'>): string {
  return order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}

/** The ready-time choices an accept offers, in minutes from now. */
export const readyInChoices = [10, 15, 20, 30, 45, 60, 90] as const;

/** The choice an accept starts with: the order's own time when it is more than an hour away, else the nearest choice at or after it. */
export function defaultReadyChoice(order: Pick<KitchenOrder, 'slotId'>, now: number): number | 'slot' {
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
