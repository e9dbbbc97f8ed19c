/**
 * Loyalty points and offer e-mails for the owner's reports (docs/business-rules.md#the-owners-reports), read a small
 * item per business day: the points' day counts (raised in the accounts' own transactions) and the offer e-mails'.
 * The outstanding points are every customer's points held in brief (one Query of one partition, an item per customer
 * with points), less what has expired by now and is not written down yet; that expiry is counted on the day it
 * happened too, so a day's expired points are the same whether or not the account was written since.
 */
import { pointsFlowFigures, type OfferMailReport, type PointsFlow, type PointsReport } from '../contract/offer-reports.ts';
import type { LoyaltySettings } from '../contract/offers.ts';
import { pointsEarned, remainingPoints } from '../rules/points.ts';
import { readOfferMailDays } from '../store/offer-mail-days.ts';
import { readPointsDays } from '../store/points-days.ts';
import { getLoyaltySettings, readPointsHeld, type PointsHeld } from '../store/points.ts';
import { earningFoodCents, expiryTallies, pendingStatuses } from './points.ts';
import { listOrdersByStatus } from '../../orders/index.ts';
import { orderLocalDate } from '../../platform/contract/business-clock.ts';

/** One business day's points and offer e-mails, as the CSV's rows say them. */
export type OfferReportDay = { day: string } & PointsFlow & OfferMailReport;

const noFlow = (): PointsFlow => ({ issued: 0, granted: 0, taken: 0, redeemed: 0, givenBack: 0, takenBack: 0, expired: 0 });
const noMail = (): OfferMailReport => ({ sent: 0, opened: 0, subscribed: 0, unsubscribed: 0 });

/**
 * The outstanding points' worth at the best reward's cents a point, when every reward is an amount off (then no
 * customer can get more for them); null when a reward gives a dish or there is none.
 */
export function outstandingWorth(outstanding: number, settings: LoyaltySettings | null): PointsReport['worth'] {
  const rewards = settings?.rewards ?? [];
  if (rewards.length === 0) return null;
  let best: { name: string; points: number; cents: number } | undefined;
  for (const reward of rewards) {
    if (reward.kind !== 'amount') return null;
    // cents ÷ points compared without division: a/b > c/d ⇔ a·d > c·b.
    if (!best || reward.cents * best.points > best.cents * reward.points) best = { name: reward.name, points: reward.points, cents: reward.cents };
  }
  const product = outstanding * best!.cents;
  return { cents: (product - (product % best!.points)) / best!.points, rewardName: best!.name, rewardPoints: best!.points, rewardCents: best!.cents };
}

/**
 * What the accounts hold at `now`, after expiry (the liability), and the expiry not yet written down by the business
 * day it happened (`expiresAt`), from the accounts' points held in brief.
 */
export function heldAt(held: readonly PointsHeld[], expiryMonths: number | null, now: Date): { outstanding: number; unwrittenExpiry: Map<string, number> } {
  let outstanding = 0;
  const unwrittenExpiry = new Map<string, number>();
  for (const account of held) {
    outstanding += account.lots.reduce((sum, lot) => sum + remainingPoints(lot), 0);
    for (const tally of expiryTallies(account.lots, expiryMonths, account.lastOrderAt, now)) {
      outstanding -= tally.points;
      const day = orderLocalDate(tally.at);
      unwrittenExpiry.set(day, (unwrittenExpiry.get(day) ?? 0) + tally.points);
    }
  }
  return { outstanding, unwrittenExpiry };
}

/** What orders placed and not yet completed will earn, at today's rate: the kitchen's status index, a Query a status. */
async function pendingPoints(settings: LoyaltySettings | null): Promise<number> {
  if (!settings) return 0;
  const lists = await Promise.all(pendingStatuses.map((status) => listOrdersByStatus(status, '', '~')));
  return lists.flat().reduce((sum, order) => sum + pointsEarned(earningFoodCents(order), settings.pointsPerDollar), 0);
}

/**
 * A range's points and offer e-mails: each business day's counts (the points' expired ones with the expiry not yet
 * written down), their sums, and the outstanding and pending points at `now`.
 */
export async function offerReport(
  range: { from: string; to: string },
  now = new Date(),
): Promise<{ days: OfferReportDay[]; points: PointsReport; offerMails: OfferMailReport }> {
  const [{ settings }, pointsDays, mailDays, held] = await Promise.all([
    getLoyaltySettings(),
    readPointsDays(range.from, range.to),
    readOfferMailDays(range.from, range.to),
    readPointsHeld(),
  ]);
  const pending = await pendingPoints(settings);
  const { outstanding, unwrittenExpiry } = heldAt(held, settings?.expiryMonths ?? null, now);

  const byDay = new Map<string, OfferReportDay>();
  const dayOf = (day: string) => byDay.get(day) ?? byDay.set(day, { day, ...noFlow(), ...noMail() }).get(day)!;
  for (const { day, ...counts } of pointsDays) Object.assign(dayOf(day), counts);
  for (const { day, ...counts } of mailDays) Object.assign(dayOf(day), counts);
  for (const [day, points] of unwrittenExpiry) if (day >= range.from && day <= range.to) dayOf(day).expired += points;
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));

  const flow = noFlow();
  const offerMails = noMail();
  for (const day of days) {
    for (const figure of pointsFlowFigures) flow[figure] += day[figure];
    offerMails.sent += day.sent;
    offerMails.opened += day.opened;
    offerMails.subscribed += day.subscribed;
    offerMails.unsubscribed += day.unsubscribed;
  }
  return {
    days,
    points: { ...flow, enabled: settings !== null, outstanding, pending, worth: outstandingWorth(outstanding, settings) },
    offerMails,
  };
}
