/**
 * The offer editor's draft (docs/business-rules.md#offer-definitions): every field as its input holds it (dollars and
 * counts as text, the start and end as a date and a time on the kitchen's clock), made from a saved offer or new, and
 * turned into the definition the server takes (cents, ISO instants, null for "none"). The draft checks only what it
 * cannot send (text that is no amount, a missing date); every bound is the server's, with the shared schema's words,
 * and its 400 (or its 409 on a taken code) lands on the field it names.
 */
import { clockMinutes, localTime, localToInstant } from '@functions/platform/contract/business-clock.ts';
import type { Category } from '@functions/catalogue/contract/dish-parts';
import type { CateringChoice, OfferDefinition, OfferState, OfferUpdateRequest, StoredOffer } from '@functions/offers/contract/offers';
import { addIssues, type FieldErrors } from '../../../components/form/draft-form.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';

export type OfferKind = OfferDefinition['kind'];
export type DiscountKind = OfferDefinition['discount']['kind'];
export type OrderMode = OfferDefinition['modes'][number];
export type ScopeKind = OfferDefinition['scope']['kind'];
/** A dish the offer is for, with the name the customer's sentences say. */
export type ScopeDish = { dishId: string; name: string };

export type OfferDraft = {
  kind: OfferKind;
  /** Upper-cased as typed; kept while the kind is automatic, so switching back finds it. */
  code: string;
  discountKind: DiscountKind;
  percent: string;
  /** Dollars off, as typed. */
  amount: string;
  /** Dollars; empty for no minimum. */
  minimum: string;
  /** Dollars; empty for no cap. */
  maxDiscount: string;
  /** The start, on the kitchen's clock: 'yyyy-mm-dd' and 'hh:mm'. */
  fromDate: string;
  fromTime: string;
  /** The end, likewise; an empty date for no end. */
  toDate: string;
  toTime: string;
  /** Weekdays, 0 = Sunday. */
  days: number[];
  /** Only between two clock times of the day. */
  hoursOn: boolean;
  hoursFrom: string;
  hoursTo: string;
  modes: OrderMode[];
  catering: CateringChoice;
  scopeKind: ScopeKind;
  categories: Category[];
  dishes: ScopeDish[];
  firstOrderOnly: boolean;
  /** Whole numbers; empty for no limit. */
  usesPerCustomer: string;
  totalUses: string;
  state: OfferState;
};

/** A clock time as a time input holds it: 'hh:mm'. */
function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The usual daily window offered when the owner first limits the hours: lunch. */
export const usualWindow = { from: '11:00', to: '14:00' } as const;

/** A new offer of `kind`: 10 % off nothing yet, from today's start on the kitchen's clock, every day, any order, no limits. */
export function newDraft(kind: OfferKind, now: number = Date.now()): OfferDraft {
  return {
    kind,
    code: '',
    discountKind: 'percent',
    percent: '',
    amount: '',
    minimum: '',
    maxDiscount: '',
    fromDate: localTime(now).date,
    fromTime: '00:00',
    toDate: '',
    toTime: '00:00',
    days: [1, 2, 3, 4, 5, 6, 0],
    hoursOn: false,
    hoursFrom: usualWindow.from,
    hoursTo: usualWindow.to,
    modes: ['pickup', 'delivery'],
    catering: 'any',
    scopeKind: 'food',
    categories: [],
    dishes: [],
    firstOrderOnly: false,
    usesPerCustomer: '',
    totalUses: '',
    state: 'active',
  };
}

/** A saved offer back in the editor, its instants on the kitchen's clock. */
export function draftOf(offer: StoredOffer | OfferDefinition): OfferDraft {
  const from = localTime(Date.parse(offer.validFrom));
  const to = offer.validTo === null ? null : localTime(Date.parse(offer.validTo));
  const { discount, scope } = offer;
  return {
    kind: offer.kind,
    code: offer.kind === 'code' ? offer.code : '',
    discountKind: discount.kind,
    percent: discount.kind === 'percent' ? String(discount.percent) : '',
    amount: discount.kind === 'amount' ? usdInputValue(discount.cents) : '',
    minimum: offer.minimumFoodCents > 0 ? usdInputValue(offer.minimumFoodCents) : '',
    maxDiscount: offer.maxDiscountCents === null ? '' : usdInputValue(offer.maxDiscountCents),
    fromDate: from.date,
    fromTime: clockText(from.minutes),
    toDate: to?.date ?? '',
    toTime: to ? clockText(to.minutes) : '00:00',
    days: [...offer.days],
    hoursOn: offer.hours !== null,
    hoursFrom: offer.hours?.from ?? usualWindow.from,
    hoursTo: offer.hours?.to ?? usualWindow.to,
    modes: [...offer.modes],
    catering: offer.catering,
    scopeKind: scope.kind,
    categories: scope.kind === 'categories' ? [...scope.categories] : [],
    dishes: scope.kind === 'dishes' ? scope.dishes.map((dish) => ({ ...dish })) : [],
    firstOrderOnly: offer.firstOrderOnly,
    usesPerCustomer: offer.usesPerCustomer === null ? '' : String(offer.usesPerCustomer),
    totalUses: offer.totalUses === null ? '' : String(offer.totalUses),
    state: offer.state,
  };
}

/** The definition of a stored offer, without what the table adds (its id, version and time of saving). */
export function definitionOf({ offerId: _offerId, version: _version, updatedAt: _updatedAt, ...definition }: StoredOffer): OfferDefinition {
  return definition;
}

/** The whole offer again with another state, over the version read: the list's Pause, Resume and End. */
export function withState(offer: StoredOffer, state: OfferState): OfferUpdateRequest {
  return { ...definitionOf(offer), state, version: offer.version };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const isClock = (text: string) => /^\d{2}:\d{2}$/.test(text);
const percentOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const centsOf = (text: string) => parseUsd(text) ?? Number.NaN;

/** The instant a kitchen date and clock time name, as the server takes it; '' when either is missing (never sent). */
function instantOf(date: string, time: string): string {
  return isDate(date) && isClock(time) ? new Date(localToInstant(date, clockMinutes(time))).toISOString() : '';
}

/** The definition the draft stands for (POST, or PUT with the version); text that is no number is NaN, never sent. */
export function requestOf(draft: OfferDraft): OfferDefinition {
  const discount: OfferDefinition['discount'] =
    draft.discountKind === 'percent'
      ? { kind: 'percent', percent: percentOf(draft.percent) }
      : draft.discountKind === 'amount'
        ? { kind: 'amount', cents: centsOf(draft.amount) }
        : { kind: 'free-delivery' };
  const scope: OfferDefinition['scope'] =
    draft.scopeKind === 'categories'
      ? { kind: 'categories', categories: draft.categories }
      : draft.scopeKind === 'dishes'
        ? { kind: 'dishes', dishes: draft.dishes }
        : { kind: 'food' };
  const parts = {
    discount,
    minimumFoodCents: draft.minimum.trim() === '' ? 0 : centsOf(draft.minimum),
    maxDiscountCents: draft.maxDiscount.trim() === '' ? null : centsOf(draft.maxDiscount),
    validFrom: instantOf(draft.fromDate, draft.fromTime),
    validTo: draft.toDate === '' ? null : instantOf(draft.toDate, draft.toTime),
    // In the week's order from Sunday, as the contract counts them, whatever order they were chosen in.
    days: [...draft.days].sort((a, b) => a - b),
    hours: draft.hoursOn ? { from: draft.hoursFrom, to: draft.hoursTo } : null,
    modes: draft.modes,
    catering: draft.catering,
    scope,
    firstOrderOnly: draft.firstOrderOnly,
    usesPerCustomer: draft.usesPerCustomer.trim() === '' ? null : wholeOf(draft.usesPerCustomer),
    totalUses: draft.totalUses.trim() === '' ? null : wholeOf(draft.totalUses),
    state: draft.state,
  };
  return draft.kind === 'code' ? { kind: 'code', code: draft.code.trim(), ...parts } : { kind: 'automatic', ...parts };
}

/** What the draft cannot send, by field path: amounts and counts that are not numbers, a start or an end without its time. */
export function draftErrors(draft: OfferDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.discountKind === 'percent' && Number.isNaN(percentOf(draft.percent))) errors['discount.percent'] = 'Enter a percent, e.g. 10';
  if (draft.discountKind === 'amount' && Number.isNaN(centsOf(draft.amount))) errors['discount.cents'] = 'Enter an amount in dollars, e.g. 5.00';
  const optionalDollars = 'Enter an amount in dollars, or leave it empty';
  if (draft.minimum.trim() !== '' && Number.isNaN(centsOf(draft.minimum))) errors.minimumFoodCents = optionalDollars;
  if (draft.maxDiscount.trim() !== '' && Number.isNaN(centsOf(draft.maxDiscount))) errors.maxDiscountCents = optionalDollars;
  if (!isDate(draft.fromDate)) errors.validFrom = 'Choose the day it starts';
  if (!isClock(draft.fromTime)) errors['validFrom.time'] = 'Choose the time it starts';
  if (draft.toDate !== '' && !isDate(draft.toDate)) errors.validTo = 'Choose the day it ends, or leave it empty';
  if (draft.toDate !== '' && !isClock(draft.toTime)) errors['validTo.time'] = 'Choose the time it ends';
  if (draft.hoursOn && !isClock(draft.hoursFrom)) errors['hours.from'] = 'Choose a time';
  if (draft.hoursOn && !isClock(draft.hoursTo)) errors['hours.to'] = 'Choose a time';
  const optionalCount = 'Enter a whole number, or leave it empty';
  if (draft.usesPerCustomer.trim() !== '' && Number.isNaN(wholeOf(draft.usesPerCustomer))) errors.usesPerCustomer = optionalCount;
  if (draft.totalUses.trim() !== '' && Number.isNaN(wholeOf(draft.totalUses))) errors.totalUses = optionalCount;
  return errors;
}

/** Every field path the form shows a message under, in the order of its fields (the first refused one takes the keyboard). */
export function fieldPaths(draft: OfferDraft): string[] {
  return [
    'kind',
    ...(draft.kind === 'code' ? ['code'] : []),
    'state',
    'discount',
    ...(draft.discountKind === 'percent' ? ['discount.percent'] : draft.discountKind === 'amount' ? ['discount.cents'] : []),
    'minimumFoodCents',
    'maxDiscountCents',
    'usesPerCustomer',
    'totalUses',
    'validFrom',
    'validFrom.time',
    'validTo',
    'validTo.time',
    'days',
    ...(draft.hoursOn ? ['hours.from', 'hours.to'] : []),
    'modes',
    'catering',
    'firstOrderOnly',
    'scope',
    ...(draft.scopeKind === 'categories' ? ['scope.categories'] : draft.scopeKind === 'dishes' ? ['scope.dishes'] : []),
  ];
}

/** The fields a server path can name; a deeper path ('scope.dishes.2.name', 'days.0') shows on the field above it. */
const serverFields = new Set([
  'kind',
  'code',
  'state',
  'discount',
  'discount.percent',
  'discount.cents',
  'minimumFoodCents',
  'maxDiscountCents',
  'validFrom',
  'validTo',
  'days',
  'hours.from',
  'hours.to',
  'modes',
  'catering',
  'firstOrderOnly',
  'scope',
  'scope.categories',
  'scope.dishes',
  'usesPerCustomer',
  'totalUses',
]);

/** The draft's field for a path the server named ('body.discount.percent' → 'discount.percent'); '' for none (the version). */
export function fieldPathOf(detailPath: string): string {
  const segments = detailPath.replace(/^body\.?/, '').split('.');
  if (segments.join('.') === 'hours') return 'hours.from';
  for (let length = segments.length; length > 0; length -= 1) {
    const path = segments.slice(0, length).join('.');
    if (serverFields.has(path)) return path;
  }
  return '';
}

/** The server's refusal by field: a 400's details, and the 409 of a code another offer has (on `body.code`). */
export function serverErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return {};
  return addIssues({}, error.details, fieldPathOf);
}

/** Whether two definitions ask for the same offer (the order of the days aside, as the request sorts them). */
function sameDefinition(one: OfferDefinition, other: OfferDefinition): boolean {
  return JSON.stringify(requestOf(draftOf(one))) === JSON.stringify(requestOf(draftOf(other)));
}

/**
 * The version a save goes over (docs/decisions.md#owner-writes-carry-the-version-they-read): that of `base`, the offer
 * the draft was made from; or of `saved`, as read since, when it is newer with the same definition (the list read
 * again after this save). A newer read that differs is another owner's save: a 409, never a loss.
 */
export function saveVersionOf(saved: StoredOffer, base: StoredOffer): number {
  return saved.version > base.version && sameDefinition(definitionOf(saved), definitionOf(base)) ? saved.version : base.version;
}

/** Whether the draft asks for anything other than the saved offer (always, for a new one). */
export function isChanged(draft: OfferDraft, saved: StoredOffer | undefined): boolean {
  return !saved || JSON.stringify(requestOf(draft)) !== JSON.stringify(requestOf(draftOf(saved)));
}
