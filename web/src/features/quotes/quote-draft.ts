/**
 * The quote editor's draft: every field as its input holds it (text), made from a catering enquiry, from a saved
 * quote or from nothing, and turned into the request the server prices (docs/business-rules.md#catering-quotes).
 * The server's 400 names body paths; `draftPathOf` maps each onto the field that shows it.
 */
import { addDays, clockLabel, clockMinutes, localTime, localToInstant } from '@functions/platform/contract/business-clock.ts';
import type { DepositChoice, OwnerQuote, QuoteDraftInput, QuoteTotals } from '@functions/quotes/contract/catering-quote';
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { linePriceCents } from '@functions/catalogue/contract/pricing';
import { quoteTotalsOf } from '@functions/quotes/contract/quote-totals.ts';

export type DraftLine = {
  /** The row's own key (rows move and go; the dish may repeat with another size). */
  key: string;
  dishId: string;
  sizeId: string;
  spiceLevel: number;
  extras: string[];
  removed: string[];
  quantity: string;
};

export type QuoteEditorDraft = {
  enquiryId: string | undefined;
  name: string;
  email: string;
  phone: string;
  company: string;
  eventDate: string;
  /** 'HH:MM', a quarter hour. */
  eventTime: string;
  mode: 'pickup' | 'delivery';
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  instructions: string;
  headcount: string;
  reference: string;
  notes: string;
  lines: DraftLine[];
  discountDollars: string;
  discountReason: string;
  depositKind: DepositChoice['kind'];
  depositPercent: string;
  depositDollars: string;
  validUntil: string;
  balanceDueOn: string;
  /** Book the event over its time's capacity. */
  overCapacity: boolean;
};

/** The catering enquiry's fields a quote starts from. */
export type EnquiryStart = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  eventDate: string;
  estimatedGuestCount: string;
  venue: string;
};

let rows = 0;
export const newLineKey = () => `line-${(rows += 1)}`;

export function emptyLine(dishId = '', sizeId = ''): DraftLine {
  return { key: newLineKey(), dishId, sizeId, spiceLevel: 0, extras: [], removed: [], quantity: '1' };
}

/** Every quarter hour from 7 a.m. to 10 p.m., as the time select offers them. */
export const quarterHours: { value: string; label: string }[] = Array.from({ length: (22 - 7) * 4 + 1 }, (_, index) => {
  const minutes = 7 * 60 + index * 15;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: clockLabel(minutes) };
});

/** A new quote: for an enquiry's customer and event when it answers one (its date, if in the future; else in a week). */
export function newDraft(now: number, enquiry?: EnquiryStart): QuoteEditorDraft {
  const today = localTime(now).date;
  const eventDate = enquiry?.eventDate && enquiry.eventDate > today ? enquiry.eventDate : addDays(today, 7);
  const guests = Number.parseInt(enquiry?.estimatedGuestCount ?? '', 10);
  const lastDay = addDays(today, 7) < eventDate ? addDays(today, 7) : eventDate;
  return {
    enquiryId: enquiry?.id,
    name: enquiry?.name ?? '',
    email: enquiry?.email ?? '',
    phone: enquiry?.phone ?? '',
    company: enquiry?.company ?? '',
    eventDate,
    eventTime: '12:00',
    mode: 'pickup',
    line1: '',
    line2: '',
    city: 'Milwaukee',
    state: 'WI',
    zip: '',
    instructions: enquiry?.venue ? `Venue: ${enquiry.venue}` : '',
    headcount: Number.isFinite(guests) && guests > 0 ? String(guests) : '',
    reference: '',
    notes: '',
    lines: [emptyLine()],
    discountDollars: '',
    discountReason: '',
    depositKind: 'percent',
    depositPercent: '25',
    depositDollars: '',
    validUntil: lastDay,
    balanceDueOn: addDays(eventDate, -2) >= lastDay ? addDays(eventDate, -2) : eventDate,
    overCapacity: false,
  };
}

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/** A saved quote back in the editor. */
export function draftOfQuote(quote: OwnerQuote): QuoteEditorDraft {
  const event = localTime(Date.parse(quote.eventAt));
  return {
    enquiryId: quote.enquiryId ?? undefined,
    name: quote.customer.name,
    email: quote.customer.email,
    phone: quote.customer.phone,
    company: quote.customer.company,
    eventDate: event.date,
    eventTime: `${String(Math.floor(event.minutes / 60)).padStart(2, '0')}:${String(event.minutes % 60).padStart(2, '0')}`,
    mode: quote.mode,
    line1: quote.address?.line1 ?? '',
    line2: quote.address?.line2 ?? '',
    city: quote.address?.city ?? 'Milwaukee',
    state: quote.address?.state ?? 'WI',
    zip: quote.address?.zip ?? '',
    instructions: quote.address?.instructions ?? '',
    headcount: String(quote.headcount),
    reference: quote.reference,
    notes: quote.notes,
    lines: quote.lines.map((line) => ({
      key: newLineKey(),
      dishId: line.dishId,
      sizeId: line.sizeId,
      spiceLevel: line.spiceLevel,
      extras: line.extras.map((extra) => extra.id),
      removed: line.removedIngredients,
      quantity: String(line.quantity),
    })),
    discountDollars: quote.discount ? dollarsOf(quote.discount.cents) : '',
    discountReason: quote.discount?.reason ?? '',
    depositKind: quote.deposit.kind,
    depositPercent: quote.deposit.kind === 'percent' ? String(quote.deposit.percent) : '25',
    depositDollars: quote.deposit.kind === 'amount' ? dollarsOf(quote.deposit.cents) : '',
    validUntil: quote.validUntil,
    balanceDueOn: quote.balanceDueOn,
    overCapacity: quote.overCapacity,
  };
}

/** '12.5' → 1250; text that is not an amount → NaN (the server names the field). */
function centsOf(dollars: string): number {
  const text = dollars.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

const numberOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request the server prices: numbers as numbers, the event's local day and time as an instant. */
export function requestOf(draft: QuoteEditorDraft): QuoteDraftInput {
  const deposit: DepositChoice =
    draft.depositKind === 'none'
      ? { kind: 'none' }
      : draft.depositKind === 'percent'
        ? { kind: 'percent', percent: numberOf(draft.depositPercent) }
        : { kind: 'amount', cents: centsOf(draft.depositDollars) };
  const discount = draft.discountDollars.trim() ? { cents: centsOf(draft.discountDollars), reason: draft.discountReason } : undefined;
  return {
    ...(draft.enquiryId ? { enquiryId: draft.enquiryId } : {}),
    customer: { name: draft.name, email: draft.email.trim(), phone: draft.phone, company: draft.company },
    eventAt: /^\d{4}-\d{2}-\d{2}$/.test(draft.eventDate)
      ? new Date(localToInstant(draft.eventDate, clockMinutes(draft.eventTime))).toISOString()
      : draft.eventDate,
    mode: draft.mode,
    ...(draft.mode === 'delivery'
      ? { address: { line1: draft.line1, line2: draft.line2, city: draft.city, state: draft.state, zip: draft.zip, instructions: draft.instructions } }
      : {}),
    headcount: numberOf(draft.headcount),
    reference: draft.reference,
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      dishId: line.dishId,
      sizeId: line.sizeId,
      spiceLevel: line.spiceLevel,
      optionalIngredientIds: line.extras,
      removedIngredients: line.removed,
      quantity: numberOf(line.quantity),
    })),
    ...(discount ? { discount } : {}),
    deposit,
    validUntil: draft.validUntil,
    balanceDueOn: draft.balanceDueOn,
    overCapacity: draft.overCapacity,
  };
}

const fieldOfPath: Record<string, string> = {
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.company': 'company',
  eventAt: 'eventDate',
  address: 'line1',
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip': 'zip',
  'address.instructions': 'instructions',
  'discount.cents': 'discountDollars',
  'discount.reason': 'discountReason',
  'deposit.percent': 'depositPercent',
  'deposit.cents': 'depositDollars',
  lines: 'lines',
};

/** The editor's field for a path the server named ('body.customer.email' → 'email'; 'body.lines.2.quantity' → 'lines.2.quantity'). */
export function draftPathOf(serverPath: string): string {
  const path = serverPath.replace(/^(body\.)?(draft\.)?/, '');
  if (path in fieldOfPath) return fieldOfPath[path]!;
  const line = /^lines\.(\d+)(?:\.(\w+))?/.exec(path);
  if (line) return line[2] === 'quantity' || line[2] === 'sizeId' || line[2] === 'dishId' ? `lines.${line[1]}.${line[2]}` : `lines.${line[1]}`;
  return path;
}

/** The running total while the owner edits: the lines priced so far and the figures the server will store for them. */
export type RunningTotal = { pricedLines: number; unpricedLines: number; totals: QuoteTotals };

/**
 * The quote's totals as the draft stands, by the server's own rules (quotes/contract/quote-totals.ts) on the live menu's
 * prices: a line without a dish, a size or a whole quantity is left out and counted, so the screen can say so; a
 * discount or deposit not yet readable counts as none. The saved quote's totals are the server's, from the same rules.
 */
export function runningTotalOf(draft: QuoteEditorDraft, dishes: readonly OwnerMenuDish[]): RunningTotal {
  const priced: { lineTotalCents: number; catering: boolean }[] = [];
  for (const line of draft.lines) {
    const dish = dishes.find((each) => each.id === line.dishId);
    const size = dish?.sizes.find((each) => each.id === line.sizeId);
    const quantity = numberOf(line.quantity);
    if (!dish || !size || !Number.isSafeInteger(quantity) || quantity < 1) continue;
    const unit = linePriceCents(
      { sizes: dish.sizes, optionalIngredients: dish.extras },
      { sizeId: size.id, optionalIngredientIds: line.extras.filter((id) => dish.extras.some((extra) => extra.id === id)) },
    );
    priced.push({ lineTotalCents: unit * quantity, catering: size.catering });
  }
  const { deposit, discount } = requestOf(draft);
  const discountCents = discount && Number.isSafeInteger(discount.cents) ? discount.cents : 0;
  const readable =
    deposit.kind === 'none' ||
    (deposit.kind === 'percent' && Number.isSafeInteger(deposit.percent) && deposit.percent >= 1 && deposit.percent <= 100) ||
    (deposit.kind === 'amount' && Number.isSafeInteger(deposit.cents));
  const totals = quoteTotalsOf({ lines: priced, discountCents, mode: draft.mode, deposit: readable ? deposit : { kind: 'none' } });
  return { pricedLines: priced.length, unpricedLines: draft.lines.length - priced.length, totals };
}
