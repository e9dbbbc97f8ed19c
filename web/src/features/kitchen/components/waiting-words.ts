/**
 * How long a new order has waited for the kitchen (docs/business-rules.md#the-order-board), from when it was placed:
 * "Waiting under a minute", "Waiting 4 min", "Waiting 1 h 5 min". The board says it on each new order and keeps it
 * current (../hooks/use-clock.ts). Pure.
 */

/** Whole minutes from `placedAt` to `now`; never below 0 (a device's clock a little behind the server's). */
export function minutesWaiting(placedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(placedAt)) / 60_000));
}

export function waitingWords(placedAt: string, now: number): string {
  const minutes = minutesWaiting(placedAt, now);
  if (minutes < 1) return 'Waiting under a minute';
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Waiting ${hours} h` : `Waiting ${hours} h ${rest} min`;
}
