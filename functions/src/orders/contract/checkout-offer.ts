/**
 * An offer at checkout, as the order keeps it (docs/business-rules.md#offers-and-loyalty): the code the customer types ("Have a code?"),
 * the offer the order takes (a code, or the best automatic offer) with what it takes off, and why a typed code was
 * not taken, in the customer's words. Shared with the web: the quote says it at once, the order keeps it.
 */
import * as z from 'zod';

/** A loyalty reward the customer takes at checkout instead of a code (the owner's reward ids). */
export const rewardIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Must be a reward id');

/** What the customer typed, as sent: a code is judged by normalizeCode, so this only bounds the input. */
export const typedCodeSchema = z.string().trim().min(1, 'Type a code').max(64, 'That is not a code we know');

/** Why a typed code (or a reward chosen) was not taken: the offer's own reasons, and the checkout's. */
export const codeRefusalReasons = [
  'PAUSED',
  'ENDED',
  'NOT_STARTED',
  'ENDS_BEFORE_ORDER',
  'USED',
  'RUN_OUT',
  'FIRST_ORDER',
  'MODE',
  'CATERING',
  'DAY_OR_TIME',
  'SCOPE',
  'MINIMUM',
  /** Not a code of the shop's (nothing more is said, so codes cannot be guessed from the answers). */
  'UNKNOWN',
  /** Too many codes that were not codes, from this customer or this address, in a quarter hour. */
  'TOO_MANY',
  /** The automatic offer takes more off this order, so the order takes it instead (one offer an order). */
  'BETTER_OFFER',
  /** The code applies but takes nothing off this order (e.g. free delivery on an order whose fee is nothing). */
  'NOTHING_OFF',
  /** A reward the shop does not offer (now). */
  'NO_SUCH_REWARD',
  /** Fewer points available than the reward needs. */
  'NOT_ENOUGH_POINTS',
  /** A free dish's reward on an order without that dish. */
  'REWARD_DISH',
] as const;
export const codeRefusalSchema = z.object({ reason: z.enum(codeRefusalReasons), message: z.string() });
export type CodeRefusal = z.infer<typeof codeRefusalSchema>;

/** The offer an order takes, as the order keeps it and the quote shows it. */
export const appliedOfferSchema = z.object({
  /** The offer's id; a reward's id for a reward. */
  offerId: z.string(),
  kind: z.enum(['code', 'automatic', 'reward']),
  /** The code as stored (upper-case); only for a code. */
  code: z.string().optional(),
  /** The points a reward spent; only for a reward. */
  points: z.number().int().positive().optional(),
  /** The offer in words ("10 % off catering orders over $500"), or the reward's name ("$5 off"). */
  words: z.string(),
  /** What it takes off this order, in cents (before tax). */
  discountCents: z.number().int().nonnegative(),
  /** What it takes off: the food, or the delivery fee (a free-delivery offer). */
  on: z.enum(['food', 'delivery']),
});
export type AppliedOffer = z.infer<typeof appliedOfferSchema>;

/** The quote's account of offers: the one taken (if any), and why a typed code was not. */
export const checkoutOfferAnswerSchema = z.object({
  offer: appliedOfferSchema.optional(),
  codeRefusal: codeRefusalSchema.optional(),
});
export type CheckoutOfferAnswer = z.infer<typeof checkoutOfferAnswerSchema>;

/**
 * The offer an order took, as its discount row names it on the site and in the e-mails: 'Discount (SAVE5)' for a code,
 * 'Offer: Free delivery over $60' for an automatic offer, 'Reward: $5 off' for a reward taken with points.
 */
export function offerDiscountLabel(offer: Pick<AppliedOffer, 'kind' | 'code' | 'words'> | undefined): string {
  if (offer?.kind === 'automatic') return `Offer: ${offer.words}`;
  if (offer?.kind === 'reward') return `Reward: ${offer.words}`;
  return offer?.code ? `Discount (${offer.code})` : 'Discount';
}
