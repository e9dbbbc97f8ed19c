/**
 * The customer's points in words (Account › Points): counts with their thousands, signed history lines, the pending
 * and expiring sentences, and what a reward still needs. Pure, so the screen and its tests read the same words.
 */
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { formatOrderDate } from '@functions/platform/contract/business-clock.ts';
import { pointsLabel, signedPoints } from '../../../lib/points-label.ts';

export { pointsLabel, signedPoints };

/** '+410 pending: earned when your order is completed'; null when no order is waiting. */
export function pendingWords(pending: number): string | null {
  return pending > 0 ? `+${pending.toLocaleString('en-US')} pending: earned when your order is completed` : null;
}

/** '120 points expire on Jun 7, 2026'; null when nothing expires. */
export function expiringWords(expiring: PointsAnswer['expiring']): string | null {
  if (!expiring) return null;
  return `${pointsLabel(expiring.points)} ${expiring.points === 1 ? 'expires' : 'expire'} on ${formatOrderDate(expiring.at)}`;
}

/** How earning works, from the owner's rate: 'You earn 10 points for every dollar of food.'. */
export function earningWords(pointsPerDollar: number | null): string | null {
  return pointsPerDollar ? `You earn ${pointsLabel(pointsPerDollar)} for every dollar of food, once your order is completed.` : null;
}

/** What a reward still needs: 'You have enough points' or '40 points to go'. */
export function rewardProgressWords(reward: PointsAnswer['rewards'][number], available: number): string {
  return reward.reachable ? 'You have enough points' : `${pointsLabel(Math.max(reward.points - available, 0))} to go`;
}

/** The share of a reward the available points cover, 0 to 1, for its bar. */
export function rewardProgress(reward: PointsAnswer['rewards'][number], available: number): number {
  return reward.reachable ? 1 : Math.min(available / reward.points, 1);
}
