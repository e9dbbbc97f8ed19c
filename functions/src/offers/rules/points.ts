/**
 * Loyalty points as plain arithmetic (docs/business-rules.md#offers-and-loyalty): what an order earns, what a refund
 * takes back, and which lots of the ledger expire or pay for a reward, oldest first. No AWS: the store writes what
 * these decide, in one transaction with its conditions.
 *
 * Points are kept in lots, one per order that earned them (or per grant), each with the points it brought and
 * how many of them were spent, taken back or expired since; a lot's remaining points are never below zero.
 */

/** One lot of the ledger: points earned at one time, and how many of them are gone (spent, taken back, expired). */
export type PointsLot = { lotId: string; points: number; earnedAt: string; usedPoints: number };

/** Points taken from one lot. */
export type LotPoints = { lotId: string; points: number };

function wholeNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number.`);
}

/** What an order earns: whole dollars of its food subtotal (after any discount, never the tip, fee or tax) × the rate. */
export function pointsEarned(foodSubtotalCents: number, perDollar: number): number {
  wholeNonNegative(foodSubtotalCents, 'The food subtotal');
  wholeNonNegative(perDollar, 'The points per dollar');
  return Math.floor(foodSubtotalCents / 100) * perDollar;
}

/** ⌊a × b ÷ c⌋ in integers: the remainder is taken off before dividing, so no float rounding can tip it up. */
function floorOfProduct(a: number, b: number, c: number): number {
  const product = a * b;
  return (product - (product % c)) / c;
}

/**
 * The points a refund takes back, in proportion to the food refunded: ⌊earned × refunded ÷ food⌋. Rounded down, so
 * the take-backs never add up to more than was earned. `refundedFoodCents` is all the food refunded so far (this
 * refund included) and `alreadyTakenBack` what the earlier refunds took: a refund in pieces then takes back exactly
 * what one refund of the same food would, and the whole food refunded takes back all that was earned.
 */
export function pointsToTakeBack(earned: number, refundedFoodCents: number, foodCents: number, alreadyTakenBack = 0): number {
  wholeNonNegative(earned, 'The points earned');
  wholeNonNegative(refundedFoodCents, 'The food refunded');
  wholeNonNegative(foodCents, 'The food');
  wholeNonNegative(alreadyTakenBack, 'The points taken back');
  if (foodCents === 0 || earned === 0) return 0;
  const due = floorOfProduct(earned, Math.min(refundedFoodCents, foodCents), foodCents);
  return Math.max(0, Math.min(due, earned) - alreadyTakenBack);
}

/** A lot's points not yet spent, taken back or expired: never below zero. */
export function remainingPoints(lot: PointsLot): number {
  return Math.max(0, lot.points - lot.usedPoints);
}

/** Oldest first; lots of the same instant by id, so every reader takes them in one order. */
function oldestFirst(lots: readonly PointsLot[]): PointsLot[] {
  return [...lots].sort((a, b) => Date.parse(a.earnedAt) - Date.parse(b.earnedAt) || (a.lotId < b.lotId ? -1 : a.lotId > b.lotId ? 1 : 0));
}

/** `months` calendar months after an instant (UTC), on the same day or the month's last: 31 January + 1 → 28 or 29 February. */
export function monthsAfter(instant: number, months: number): number {
  const date = new Date(instant);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
}

/** When a lot's points expire: `months` after the later of when it was earned and the customer's last order (ISO). */
export function expiresAt(lot: PointsLot, months: number, lastOrderAt?: string): number {
  const lastOrder = lastOrderAt === undefined ? Number.NEGATIVE_INFINITY : Date.parse(lastOrderAt);
  return monthsAfter(Math.max(Date.parse(lot.earnedAt), lastOrder), months);
}

/**
 * The lots whose points have expired at `now`, oldest first, each with the points it still had, and their sum. Points
 * expire after the owner's period without an order (issue 40): a lot lives `months` after the later of when it was
 * earned and the customer's last order (`lastOrderAt`, ISO; none: from when it was earned), so any order keeps every
 * lot alive, and after a quiet period the oldest go first. Never when months is null; a lot used up expires nothing.
 */
export function expireOldestFirst(lots: readonly PointsLot[], now: number, months: number | null, lastOrderAt?: string): { lots: LotPoints[]; points: number } {
  if (months === null) return { lots: [], points: 0 };
  const expired = oldestFirst(lots)
    .filter((lot) => now >= expiresAt(lot, months, lastOrderAt))
    .map((lot) => ({ lotId: lot.lotId, points: remainingPoints(lot) }))
    .filter((lot) => lot.points > 0);
  return { lots: expired, points: expired.reduce((sum, lot) => sum + lot.points, 0) };
}

/**
 * The points to spend (a reward) taken from the oldest lots first, so the points nearest to expiring go first; undefined
 * when the lots hold fewer than asked (a balance never goes below zero). Pass only lots not expired.
 */
export function spendOldestFirst(lots: readonly PointsLot[], points: number): LotPoints[] | undefined {
  if (!Number.isSafeInteger(points) || points < 1) throw new RangeError('Spend at least one whole point.');
  const taken: LotPoints[] = [];
  let left = points;
  for (const lot of oldestFirst(lots)) {
    if (left === 0) break;
    const take = Math.min(remainingPoints(lot), left);
    if (take > 0) taken.push({ lotId: lot.lotId, points: take });
    left -= take;
  }
  return left === 0 ? taken : undefined;
}
