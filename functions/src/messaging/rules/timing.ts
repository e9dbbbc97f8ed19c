/**
 * When a customer's update may go (docs/business-rules.md#customer-updates). Pure.
 *
 * - Nothing is sent about an order more than a day past its time: a replayed or late change of an old order is news to
 *   nobody (Ownplate sent "ready" texts for orders days old).
 */
export const staleAfterHours = 24;

/** Whether the order's time (its slot, an ISO instant) is more than a day behind `now`. */
export function tooLateFor(slotId: string, now: Date): boolean {
  return now.getTime() - new Date(slotId).getTime() > staleAfterHours * 60 * 60 * 1000;
}
