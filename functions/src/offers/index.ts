/**
 * The offers area's public entry (docs/architecture.md#areas): offer codes, automatic offers and loyalty points, as
 * the checkout and the account will use them (docs/business-rules.md#offers-and-loyalty). The pure rules, and the
 * owner's offers stored and served (routes in the area's handlers), and the offer an order takes at checkout with its
 * use counted in the order's transaction (given back when it is cancelled); points in the table; the points' and the offer
 * e-mails' figures for the owner's reports.
 */
export * from './contract/offers.ts';
export {
  bestAutomaticOffer,
  discountCents,
  normalizeCode,
  offerRefusal,
  type AutomaticOffer,
  type OfferContext,
  type OfferLine,
  type OfferRefusal,
  type OfferRefusalReason,
  type OfferUses,
  type OrderFacts,
} from './rules/offer-rules.ts';
export { offerWords } from './contract/offer-words.ts';
export {
  expireOldestFirst,
  monthsAfter,
  pointsEarned,
  pointsToTakeBack,
  remainingPoints,
  spendOldestFirst,
  type LotPoints,
  type PointsLot,
} from './rules/points.ts';
export { giveBackOfferUse, offerForCheckout, unknownCodeMessage, type CheckoutOffer, type CheckoutOfferInput } from './use-cases/checkout-offers.ts';
export * from './contract/offer-reports.ts';
export { offerReport, type OfferReportDay } from './use-cases/offer-reports.ts';
