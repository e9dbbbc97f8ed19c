/**
 * The Offers page's words: the offer in one line as the checkout will say it (the offers area's `offerWords`, the one
 * home of those sentences), its state, when it runs and how often it may be used, and the editor's choices as the owner
 * reads them.
 */
import type { Category } from '@functions/catalogue/contract/dish-parts';
import type { CateringChoice, OfferState, StoredOffer } from '@functions/offers/contract/offers';
import { formatOrderClock, formatOrderDate, localTime } from '@functions/platform/contract/business-clock.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import type { DiscountKind, OfferKind, OrderMode, ScopeKind } from './offer-draft.ts';

export { offerWords } from '@functions/offers/contract/offer-words';

export const stateWords: Record<OfferState, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

/** How the list names an offer: its code, or that it needs none. */
export function offerName(offer: Pick<StoredOffer, 'kind'> & { code?: string }): string {
  return offer.kind === 'code' && offer.code ? offer.code : 'Automatic offer';
}

/** 'Mar 1, 2027', with ', 6 a.m.' when the instant is not the kitchen's midnight. */
function momentWords(iso: string): string {
  const date = formatOrderDate(iso);
  return localTime(Date.parse(iso)).minutes === 0 ? date : `${date}, ${formatOrderClock(iso)}`;
}

/** When it runs, as of `now`: 'Starts Mar 1, 2027 · ends Apr 1, 2027', 'Since Dec 7, 2026 · no end date', 'Ran until Apr 1, 2027'. */
export function validityWords(offer: Pick<StoredOffer, 'validFrom' | 'validTo'>, now: number = Date.now()): string {
  const { validFrom, validTo } = offer;
  if (validTo !== null && Date.parse(validTo) <= now) return `Ran ${momentWords(validFrom)} until ${momentWords(validTo)}`;
  const start = Date.parse(validFrom) > now ? `Starts ${momentWords(validFrom)}` : `Since ${momentWords(validFrom)}`;
  return `${start} · ${validTo === null ? 'no end date' : `ends ${momentWords(validTo)}`}`;
}

/** How often it may be used: 'Once per customer · 500 uses in all', 'No limit on uses'. */
export function usesWords(offer: Pick<StoredOffer, 'usesPerCustomer' | 'totalUses'>): string {
  const { usesPerCustomer, totalUses } = offer;
  if (usesPerCustomer === null && totalUses === null) return 'No limit on uses';
  const perCustomer =
    usesPerCustomer === null ? 'No limit per customer' : usesPerCustomer === 1 ? 'Once per customer' : `${usesPerCustomer} times per customer`;
  const total = totalUses === null ? 'no limit in all' : `${countLabel(totalUses, 'use')} in all`;
  return `${perCustomer} · ${total}`;
}

export const kindOptions: readonly { value: OfferKind; label: string }[] = [
  { value: 'code', label: 'A code the customer types' },
  { value: 'automatic', label: 'Automatic: the checkout takes it by itself' },
];

export const stateOptions: readonly { value: OfferState; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'ended', label: 'Ended' },
];

export const discountOptions: readonly { value: DiscountKind; label: string }[] = [
  { value: 'percent', label: 'A percent off the food' },
  { value: 'amount', label: 'An amount off the food' },
  { value: 'free-delivery', label: 'Free delivery' },
];

export const modeOptions: readonly { value: OrderMode; label: string }[] = [
  { value: 'pickup', label: 'Pickup' },
  { value: 'delivery', label: 'Delivery' },
];

export const cateringOptions: readonly { value: CateringChoice; label: string }[] = [
  { value: 'any', label: 'Any order, catering or not' },
  { value: 'only', label: 'Catering orders only' },
  { value: 'never', label: 'Not catering orders' },
];

export const scopeOptions: readonly { value: ScopeKind; label: string }[] = [
  { value: 'food', label: 'All the food' },
  { value: 'categories', label: 'Some categories' },
  { value: 'dishes', label: 'Some dishes' },
];

/** The categories in the shop's order, as the category toggles read them. */
export const categoryOptions: readonly { value: Category; label: string }[] = [
  { value: 'appetizer', label: 'Appetizers' },
  { value: 'entrée', label: 'Entrées' },
  { value: 'dessert', label: 'Snacks and desserts' },
  { value: 'side', label: 'Sides' },
  { value: 'sauce', label: 'Sauces' },
];

/** The week Monday first, as the day toggles read it; `value` is the contract's weekday (0 = Sunday) as text. */
export const dayOptions: readonly { value: string; label: string }[] = [
  { value: '1', label: 'Mon' },
  { value: '2', label: 'Tue' },
  { value: '3', label: 'Wed' },
  { value: '4', label: 'Thu' },
  { value: '5', label: 'Fri' },
  { value: '6', label: 'Sat' },
  { value: '0', label: 'Sun' },
];
