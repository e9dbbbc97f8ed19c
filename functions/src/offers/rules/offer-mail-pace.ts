/**
 * How fast offer e-mails go (docs/business-rules.md#offer-e-mails): within the stage's SES sending quota, and never
 * all of it. Order e-mails (confirmations, messages, sign-in codes) share the quota and must never wait behind a
 * marketing send, so offers take at most half the per-second rate (at least one a second) and stop for the day at 80 %
 * of the 24-hour quota, leaving the rest to order e-mails.
 */

/** SES's quota (GetAccount's SendQuota): Max24HourSend is -1 when unlimited. */
export type SendQuota = { maxSendRate: number; max24HourSend: number; sentLast24Hours: number };

export type OfferMailPace = {
  /** Offer e-mails a second. */
  perSecond: number;
  /** How many more may go in the rolling 24 hours; null: no daily limit. */
  dailyLeft: number | null;
};

/** The share of the per-second rate offers take. */
export const offerRateShare = 0.5;
/** The share of the 24-hour quota past which offers wait for the next day. */
export const offerDailyShare = 0.8;

/** The pace for a quota; with none known (SES did not answer), one a second and no daily count of our own. */
export function offerMailPace(quota: SendQuota | undefined): OfferMailPace {
  if (!quota) return { perSecond: 1, dailyLeft: null };
  const perSecond = Math.max(1, Math.floor(quota.maxSendRate * offerRateShare));
  const dailyLeft = quota.max24HourSend < 0 ? null : Math.max(0, Math.floor(quota.max24HourSend * offerDailyShare) - Math.ceil(quota.sentLast24Hours));
  return { perSecond, dailyLeft };
}
