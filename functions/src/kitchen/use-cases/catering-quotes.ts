/**
 * Catering quotes (docs/business-rules.md#catering-quotes): the owner drafts a quote from an enquiry or from a phone
 * call, priced from the live menu by checkout's rules; sends it (the stream e-mails the customer a link whose secret
 * is kept only as a digest); revises it until the customer pays (the next version goes out, the old link says it
 * was replaced); or cancels it. The customer opens the link without an account. Every owner write is conditional on
 * the revision the owner read.
 */
import { ulid } from 'ulid';
import { shopUrl } from '../../platform/config/env.ts';
import type { OwnerQuote, QuoteDraft, QuoteTotals, QuoteUpdate } from '../../quotes/contract/catering-quote.ts';
import { ownerQuoteSchema } from '../../quotes/contract/catering-quote.ts';
import {
  getQuote,
  keepQuoteLink,
  listQuotes,
  writeQuote,
  type QuoteLinkRequest,
  type StoredQuote,
  draftProblems,
  effectiveState,
  quoteLineOf,
  quoteNumberOf,
  quoteSteps,
  quoteLinkMessage,
  customerQuoteOf,
} from '../../quotes/index.ts';
import { readPriceBook } from '../../catalogue/index.ts';
import { getEnquiry, setEnquiryStatus, statusChange } from '../../enquiries/index.ts';
import { priceLines, type StoredLine } from '../../cart/index.ts';
import { quoteTotalsOf } from '../../quotes/contract/quote-totals.ts';
import { priceCart } from '../../orders/index.ts';
import type { EmailMessage } from '../../platform/mail/email-message.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';
import { newLinkToken, tokenDigest } from '../../platform/rules/one-time-token.ts';
import { quoteWithoutOpenPayment } from '../../payments/index.ts';

type Owner = { name: string };

/** The kitchen's list shows the newest this many. */
const listLimit = 100;

const quoteNotFound = () => notFound('That quote was not found.');
const movedOn = () => conflict('This quote was changed meanwhile (on another screen or device). Load it again to see the latest, then make your change.');

/** The draft's dishes priced as checkout prices a cart (the same lines, the same prices, the same rules). */
async function pricedLinesOf(draft: QuoteDraft, now: Date) {
  const book = await readPriceBook();
  const priced = priceLines(
    draft.lines.map((line, index) => ({
      dishId: line.dishId,
      sizeId: line.sizeId,
      spiceLevel: line.spiceLevel as StoredLine['spiceLevel'],
      optionalIngredientIds: line.optionalIngredientIds,
      removedIngredients: line.removedIngredients,
      quantity: line.quantity,
      path: `body.lines.${index}`,
    })),
    book,
  );
  // One line per dish as made (size, spice, extras, ingredients left out): a second is a quantity the owner meant to add.
  const seen = new Set<string>();
  priced.forEach((line, index) => {
    if (seen.has(line.lineId)) {
      throw validationError(`Dish ${index + 1} is the same as one above it: change that line’s quantity instead.`, [
        { path: `body.lines.${index}`, message: 'The same dish, size and choices as a line above' },
      ]);
    }
    seen.add(line.lineId);
  });
  const at = now.toISOString();
  const stored: StoredLine[] = priced.map((line, index) => ({ ...line, status: 'cart', addedAt: at, addPosition: index, updatedAt: at }));
  return priceCart(stored, book);
}

/** The stored quote `draft` makes, over `base` (a new quote's id and stamps, or the quote saved before). */
async function quoteFromDraft(
  draft: QuoteDraft,
  base: Pick<StoredQuote, 'quoteId' | 'createdAt'>,
  now: Date,
): Promise<
  Omit<StoredQuote, 'number' | 'version' | 'revision' | 'state' | 'sentAt' | 'orderId' | 'orderUserId' | 'balancePaidAt' | 'history' | 'links' | 'checkout'>
> {
  const cart = await pricedLinesOf(draft, now);
  const problems = draftProblems(draft, { itemsCents: cart.subtotalCents, ruleLines: cart.ruleLines }, now);
  if (problems.length > 0) throw validationError(problems[0]!.message, problems);
  return {
    quoteId: base.quoteId,
    createdAt: base.createdAt,
    updatedAt: now.toISOString(),
    enquiryId: draft.enquiryId ?? null,
    customer: { name: draft.customer.name, email: draft.customer.email, phone: draft.customer.phone, company: draft.customer.company },
    eventAt: new Date(Date.parse(draft.eventAt)).toISOString(),
    mode: draft.mode,
    address: draft.mode === 'delivery' && draft.address ? draft.address : null,
    headcount: draft.headcount,
    reference: draft.reference,
    notes: draft.notes,
    lines: cart.orderLines,
    discount: draft.discount ?? null,
    deposit: draft.deposit,
    validUntil: draft.validUntil,
    balanceDueOn: draft.balanceDueOn,
    overCapacity: draft.overCapacity,
    totals: quoteTotalsOf({ lines: cart.orderLines, discountCents: draft.discount?.cents ?? 0, mode: draft.mode, deposit: draft.deposit }),
  };
}

export function ownerQuoteOf(quote: StoredQuote, now = new Date()): OwnerQuote {
  return ownerQuoteSchema.parse({ ...quote, state: effectiveState(quote, now), lines: quote.lines.map(quoteLineOf) });
}

async function quoteOrThrow(quoteId: string): Promise<StoredQuote> {
  const quote = await getQuote(quoteId);
  if (!quote) throw quoteNotFound();
  return quote;
}

/** The catering enquiry a quote answers must exist (its status follows the quote). */
async function checkEnquiry(enquiryId: string | undefined): Promise<void> {
  if (enquiryId && !(await getEnquiry('catering', enquiryId))) {
    throw validationError('That catering enquiry was not found.', [{ path: 'body.enquiryId', message: 'No such catering enquiry' }]);
  }
}

/** POST /owner/quotes: a new draft. */
export async function createQuote(owner: Owner, draft: QuoteDraft, now = new Date()): Promise<OwnerQuote> {
  await checkEnquiry(draft.enquiryId);
  const quoteId = ulid(now.getTime());
  const fields = await quoteFromDraft(draft, { quoteId, createdAt: now.toISOString() }, now);
  const quote: StoredQuote = {
    ...fields,
    number: quoteNumberOf(quoteId),
    version: 1,
    revision: 1,
    state: 'draft',
    sentAt: null,
    orderId: null,
    orderUserId: null,
    balancePaidAt: null,
    history: [{ at: now.toISOString(), by: owner.name, what: 'Drafted', version: 1 }],
    links: [],
    checkout: null,
  };
  if ((await writeQuote(quote, undefined, { now })) === 'moved') throw conflict('A quote with this id exists already. Please try again.');
  return ownerQuoteOf(quote, now);
}

/** GET /owner/quotes: the newest first. */
export async function ownerQuotes(now = new Date()): Promise<OwnerQuote[]> {
  return (await listQuotes(listLimit)).map((quote) => ownerQuoteOf(quote, now));
}

/** GET /owner/quotes/{quoteId}. */
export async function ownerQuote(quoteId: string, now = new Date()): Promise<OwnerQuote> {
  return ownerQuoteOf(await quoteOrThrow(quoteId), now);
}

function refuseStep(quote: StoredQuote, now: Date, doing: string): never {
  const state = effectiveState(quote, now);
  throw conflict(`This quote is ${state === 'accepted' ? 'accepted: change it through its order' : state}; it cannot be ${doing}.`, [
    { path: 'state', message: state },
  ]);
}

/**
 * PUT /owner/quotes/{quoteId}: a draft is saved as it is; a sent quote is revised (its next version is e-mailed at
 * once, and every earlier link then says it was replaced).
 */
export async function updateQuote(owner: Owner, quoteId: string, update: QuoteUpdate, now = new Date()): Promise<OwnerQuote> {
  const read = await quoteOrThrow(quoteId);
  if (read.revision !== update.revision) throw movedOn();
  if (!quoteSteps.edit(effectiveState(read, now))) refuseStep(read, now, 'changed');
  const quote = await quoteWithoutOpenPayment(read, now);
  if (quote.revision !== read.revision) refuseStep(quote, now, 'changed');
  if ((update.draft.enquiryId ?? null) !== quote.enquiryId) await checkEnquiry(update.draft.enquiryId);
  const fields = await quoteFromDraft(update.draft, quote, now);
  const revising = quote.state === 'sent';
  const version = revising ? quote.version + 1 : quote.version;
  const next: StoredQuote = {
    ...quote,
    ...fields,
    version,
    revision: quote.revision + 1,
    ...(revising ? { sentAt: now.toISOString() } : {}),
    history: [...quote.history, { at: now.toISOString(), by: owner.name, what: revising ? `Revised and sent as version ${version}` : 'Saved', version }],
  };
  if ((await writeQuote(next, quote.revision, { now, emailLink: revising })) === 'moved') throw movedOn();
  return ownerQuoteOf(next, now);
}

/** POST /owner/quotes/{quoteId}/send: the draft goes out (the stream e-mails its link); its enquiry is replied. */
export async function sendQuote(owner: Owner, quoteId: string, revision: number, now = new Date()): Promise<OwnerQuote> {
  const quote = await quoteOrThrow(quoteId);
  if (quote.revision !== revision) throw movedOn();
  if (!quoteSteps.send(effectiveState(quote, now))) refuseStep(quote, now, 'sent');
  // Checked again as it goes out: a draft saved last week may have a last day already past, or the menu new prices.
  const repriced = await quoteFromDraft(draftOf(quote), quote, now);
  if ((Object.keys(repriced.totals) as (keyof QuoteTotals)[]).some((figure) => repriced.totals[figure] !== quote.totals[figure])) {
    throw conflict('The menu’s prices changed since this draft was saved. Open it and save it again to see the new totals, then send it.', [
      { path: 'totals', message: 'PRICES_CHANGED' },
    ]);
  }
  const next: StoredQuote = {
    ...quote,
    state: 'sent',
    revision: quote.revision + 1,
    sentAt: now.toISOString(),
    updatedAt: now.toISOString(),
    history: [...quote.history, { at: now.toISOString(), by: owner.name, what: `Sent to ${quote.customer.email}`, version: quote.version }],
  };
  if ((await writeQuote(next, quote.revision, { now, emailLink: true })) === 'moved') throw movedOn();
  if (quote.enquiryId) await setEnquiryStatus('catering', quote.enquiryId, statusChange('replied', owner, now));
  return ownerQuoteOf(next, now);
}

/** POST /owner/quotes/{quoteId}/cancel: no link opens it any more; its enquiry is closed. */
export async function cancelQuote(owner: Owner, quoteId: string, revision: number, now = new Date()): Promise<OwnerQuote> {
  const read = await quoteOrThrow(quoteId);
  if (read.revision !== revision) throw movedOn();
  if (!quoteSteps.cancel(effectiveState(read, now))) refuseStep(read, now, 'cancelled');
  const quote = await quoteWithoutOpenPayment(read, now);
  if (quote.revision !== read.revision) refuseStep(quote, now, 'cancelled');
  const next: StoredQuote = {
    ...quote,
    state: 'cancelled',
    revision: quote.revision + 1,
    updatedAt: now.toISOString(),
    history: [...quote.history, { at: now.toISOString(), by: owner.name, what: 'Cancelled', version: quote.version }],
  };
  if ((await writeQuote(next, quote.revision, { now })) === 'moved') throw movedOn();
  if (quote.enquiryId) await setEnquiryStatus('catering', quote.enquiryId, statusChange('closed', owner, now));
  return ownerQuoteOf(next, now);
}

/** A stored quote back as the editor's draft (to check it again before it is sent). */
function draftOf(quote: StoredQuote): QuoteDraft {
  return {
    ...(quote.enquiryId ? { enquiryId: quote.enquiryId } : {}),
    customer: quote.customer,
    eventAt: quote.eventAt,
    mode: quote.mode,
    ...(quote.address ? { address: quote.address } : {}),
    headcount: quote.headcount,
    reference: quote.reference,
    notes: quote.notes,
    lines: quote.lines.map((line) => ({
      dishId: line.dishId,
      sizeId: line.sizeId,
      spiceLevel: line.spiciness,
      optionalIngredientIds: line.ingredients.map((extra) => extra.id),
      removedIngredients: line.removedIngredients,
      quantity: line.quantity,
    })),
    ...(quote.discount ? { discount: quote.discount } : {}),
    deposit: quote.deposit,
    validUntil: quote.validUntil,
    balanceDueOn: quote.balanceDueOn,
    overCapacity: quote.overCapacity,
  };
}

/** Where the customer's link points: the quote's page, the secret after the # (never sent to a server by a browser). */
export function quoteLinkUrl(quoteId: string, token: string): string {
  return shopUrl(`/quotes/${quoteId}#${token}`);
}

/**
 * The stream's half of sending: a fresh link for the version asked, kept as a digest on the quote, and the e-mail
 * that carries it; nothing when the quote moved on meanwhile (a newer version has its own request).
 */
export async function quoteLinkEmail(request: QuoteLinkRequest, now = new Date()): Promise<EmailMessage | undefined> {
  const quote = await getQuote(request.quoteId);
  if (!quote || quote.version !== request.version || quote.state !== 'sent') return undefined;
  const secret = newLinkToken();
  if (!(await keepQuoteLink(quote.quoteId, quote.version, tokenDigest(secret), now))) return undefined;
  return quoteLinkMessage(customerQuoteOf(quote, now), quoteLinkUrl(quote.quoteId, secret));
}
