/**
 * Loyalty points and offer e-mails in the owner's reports (docs/business-rules.md#the-owners-reports): what a range's
 * report says of them, and their words, shared by the report's answer, its CSV and the screen. Every figure is a count
 * of points or e-mails over the range's business days, but the outstanding and pending points, which are as of now.
 */
import * as z from 'zod';

const count = z.number().int().nonnegative();

/** What a range's days count of points, each on the business day it happened. */
export const pointsFlowSchema = z.object({
  issued: count,
  granted: count,
  taken: count,
  redeemed: count,
  givenBack: count,
  takenBack: count,
  expired: count,
});
export type PointsFlow = z.infer<typeof pointsFlowSchema>;
export const pointsFlowFigures = [
  'issued',
  'granted',
  'taken',
  'redeemed',
  'givenBack',
  'takenBack',
  'expired',
] as const satisfies readonly (keyof PointsFlow)[];

/** Each flow in the owner's words, as the screen's table and the CSV's columns say it. */
export const pointsFlowWords: Record<keyof PointsFlow, string> = {
  issued: 'Issued (orders completed)',
  granted: 'Granted by the kitchen',
  taken: 'Taken by the kitchen',
  redeemed: 'Redeemed (rewards at checkout)',
  givenBack: 'Given back (cancelled orders’ rewards)',
  takenBack: 'Taken back (refunds)',
  expired: 'Expired',
};

export const pointsReportSchema = pointsFlowSchema.extend({
  /** Whether the shop runs points (the owner saved the loyalty settings). */
  enabled: z.boolean(),
  /** The points customers hold now, after what has expired by now: the liability. */
  outstanding: count,
  /** What orders placed and not yet completed will earn when they are, at today's rate. */
  pending: count,
  /**
   * The outstanding points' worth at the best reward's rate (the most cents a point), when every reward is an amount
   * off: no customer can get more for them. Null when a reward gives a dish (its worth is the dish's price that day)
   * or there is no reward.
   */
  worth: z.object({ cents: count, rewardName: z.string(), rewardPoints: count, rewardCents: count }).nullable(),
});
export type PointsReport = z.infer<typeof pointsReportSchema>;

/** Offer e-mails over a range: sent, opened (as far as SES reports opens), new subscribers and unsubscribes. */
export const offerMailReportSchema = z.object({ sent: count, opened: count, subscribed: count, unsubscribed: count });
export type OfferMailReport = z.infer<typeof offerMailReportSchema>;
export const offerMailFigures = ['sent', 'opened', 'subscribed', 'unsubscribed'] as const satisfies readonly (keyof OfferMailReport)[];
export const offerMailWords: Record<keyof OfferMailReport, string> = {
  sent: 'Offer e-mails sent',
  opened: 'Opened',
  subscribed: 'New subscribers',
  unsubscribed: 'Unsubscribes',
};

/** Why an open may go unknown: the screen says it beside the figure. */
export const openedCaveat =
  'Opens are known only as SES reports them: it sees an open when the reader’s mail loads the e-mail’s pictures, so some readers are never counted.';
