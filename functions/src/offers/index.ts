/**
 * The offers area's public entry (docs/architecture.md#areas): offer codes, automatic offers and loyalty points, as
 * the checkout and the account will use them (docs/business-rules.md#offers-and-loyalty). The pure rules, and the
 * owner's offers stored and served (routes in the area's handlers); redemptions and points in the table, the checkout's
 * use of them, the owner's page and the e-mails come later.
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
export { offerWords } from './rules/offer-words.ts';
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
