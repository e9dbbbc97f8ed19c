/**
 * Catering quotes (docs/business-rules.md#catering-quotes): what the owner's quote editor sends, the quote as the
 * owner and as the customer read it, and the words of its states. Shared by functions/ and web/. Every price is
 * integer cents computed by the server from the live menu and checkout's rules; the editor sends only what was
 * chosen (dishes, sizes, extras, spice, quantities, a discount and a deposit), never a price.
 */
import * as z from 'zod';
import { sizeSchema } from '../../catalogue/contract/catalogue.ts';
import { hasControlCharacter } from '../../catalogue/contract/dish-name.ts';
import { menuIdSchema } from '../../catalogue/contract/dish-request.ts';
import { emailMaxLength } from '../../platform/contract/email.ts';
import { spiceLevels } from '../../catalogue/contract/pricing.ts';
import { deliveryStateSchema, isInServiceArea, normaliseZip, outsideServiceAreaMessage, zipFormatMessage } from '../../shop/contract/service-area.ts';

/** A quote's life: a draft the owner edits; sent (its link e-mailed); accepted (the deposit paid); expired; cancelled. */
export const quoteStates = ['draft', 'sent', 'accepted', 'expired', 'cancelled'] as const;
export type QuoteState = (typeof quoteStates)[number];

export const quoteStateWords: Record<QuoteState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The most of each list and text a quote holds. */
export const quoteLimits = {
  lines: 30,
  headcount: 2000,
  reference: 60,
  notes: 1000,
  discountReason: 120,
  /** Days from today that a quote may stay open for. */
  validDays: 60,
} as const;

/** Quote ids are ULIDs, like orders'. */
export const quoteIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a quote id');
export const quotePathSchema = z.strictObject({ quoteId: quoteIdSchema });

const slug = (what: string) => menuIdSchema(96, `Must be ${what}`);

/** One dish of the quote as the editor chose it: the catering size is a price option of the dish. */
export const quoteLineRequestSchema = z.strictObject({
  dishId: slug('a dish id'),
  sizeId: slug('a size of the dish'),
  spiceLevel: z
    .number()
    .int()
    .refine((level) => (spiceLevels as readonly number[]).includes(level), 'Spiciness must be 0 to 3'),
  optionalIngredientIds: z.array(slug('an extra of the dish')).max(30).default([]),
  removedIngredients: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
  quantity: z.number().int('Whole trays or meals').min(1, 'At least 1').max(99, 'At most 99'),
});
export type QuoteLineRequest = z.input<typeof quoteLineRequestSchema>;

/** The deposit asked to accept the quote: none (the whole total is paid), a percentage of the total, or an amount. */
export const depositChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('percent'), percent: z.number().int('A whole percentage').min(1, 'At least 1 %').max(100, 'At most 100 %') }),
  z.strictObject({ kind: z.literal('amount'), cents: z.number().int('Whole cents').min(100, 'At least $1.00').max(10_000_000) }),
]);
export type DepositChoice = z.infer<typeof depositChoiceSchema>;

/** One line of text: control characters (a NUL, a line break, a tab) are refused, not tidied away. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), `${label} cannot contain control characters`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} is required`);
/** Paragraphs: line breaks are kept, other control characters refused. */
const paragraphs = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value.replace(/\r?\n/g, '')), `${label} cannot contain control characters`);

/** Where a catering delivery goes (the service area's ZIPs, as for every delivery). */
export const quoteAddressSchema = z.strictObject({
  line1: required(100, 'Street address'),
  line2: text(100, 'This line').default(''),
  city: required(60, 'City'),
  state: deliveryStateSchema,
  zip: z
    .string()
    .trim()
    .refine((value) => normaliseZip(value) !== undefined, zipFormatMessage)
    .transform((value) => normaliseZip(value)!)
    .refine((zip) => isInServiceArea(zip), { error: (issue) => outsideServiceAreaMessage(String(issue.input)) }),
  instructions: paragraphs(300, 'Delivery instructions').default(''),
});
export type QuoteAddress = z.output<typeof quoteAddressSchema>;

const localDate = z.iso.date({ message: 'Use a date like 2026-12-12' });

/** PUT /owner/quotes/{quoteId} and POST /owner/quotes: the quote as the editor holds it. */
export const quoteDraftSchema = z
  .strictObject({
    /** The catering enquiry it answers, if any (the enquiry's status follows the quote). */
    enquiryId: z
      .string()
      .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an enquiry id')
      .optional(),
    customer: z.strictObject({
      name: required(100, 'Name'),
      email: z.email('Enter an e-mail address like name@example.com').max(emailMaxLength),
      phone: text(40, 'Phone').default(''),
      company: text(150, 'Company').default(''),
    }),
    /** When the food is ready for pickup or arrives: a quarter hour, as an instant. */
    eventAt: z.iso.datetime({ message: 'Choose the event’s date and time' }),
    mode: z.enum(['pickup', 'delivery']),
    address: quoteAddressSchema.optional(),
    headcount: z.number().int('Whole guests').min(1, 'At least 1 guest').max(quoteLimits.headcount, `At most ${quoteLimits.headcount} guests`),
    reference: text(quoteLimits.reference, 'The reference'),
    notes: paragraphs(quoteLimits.notes, 'Notes'),
    lines: z.array(quoteLineRequestSchema).min(1, 'Add at least one dish').max(quoteLimits.lines, `At most ${quoteLimits.lines} dishes`),
    discount: z
      .strictObject({
        cents: z.number().int('Whole cents').min(1, 'Above $0.00').max(10_000_000),
        reason: required(quoteLimits.discountReason, 'The discount’s reason'),
      })
      .optional(),
    deposit: depositChoiceSchema,
    /** The last day the customer can accept (pay): on or before the event's day. */
    validUntil: localDate,
    /** The day the balance is due: on or before the event's day. */
    balanceDueOn: localDate,
    /** Book the event even if its time is full when the customer pays (the board shows it was the owner's choice). */
    overCapacity: z.boolean().default(false),
  })
  .refine((draft) => draft.mode === 'pickup' || draft.address !== undefined, { message: 'Enter the delivery address', path: ['address'] });
export type QuoteDraft = z.output<typeof quoteDraftSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

/**
 * PUT /owner/quotes/{quoteId}: the draft, and the revision the editor read (a save from an older read is refused).
 * A draft is saved as it is; a sent quote is revised: its next version is e-mailed at once and the old link says it
 * was replaced.
 */
export const quoteUpdateSchema = z.strictObject({ revision: z.number().int().min(1), draft: quoteDraftSchema });
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

/** POST /owner/quotes/{quoteId}/send and …/cancel: the revision the owner read. */
export const quoteStepSchema = z.strictObject({ revision: z.number().int().min(1) });

const cents = z.number().int();

/** A quote's money, integer cents: checkout's rules on the discounted food (no tip on a quote). */
export const quoteTotalsSchema = z.object({
  /** The lines' sum, extras included. */
  itemsCents: cents,
  discountCents: cents,
  /** Items less the discount: the food the fee and tax are computed on. */
  subtotalCents: cents,
  deliveryFeeCents: cents,
  taxCents: cents,
  totalCents: cents,
  taxRateBasisPoints: cents,
  /** Asked to accept: the deposit (the whole total when none was set). */
  depositCents: cents,
  /** What is left after the deposit, due by `balanceDueOn`. */
  balanceCents: cents,
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/** One priced line, as both the owner and the customer read it. */
export const quoteLineSchema = z.object({
  dishId: z.string(),
  name: z.string(),
  sizeId: z.string(),
  size: sizeSchema,
  amount: z.string(),
  spiceLevel: z.number().int(),
  extras: z.array(z.object({ id: z.string(), name: z.string(), priceCents: cents })),
  removedIngredients: z.array(z.string()),
  quantity: z.number().int(),
  unitPriceCents: cents,
  lineTotalCents: cents,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** What happened to a quote, by whom (an owner's name, or "Customer"), and which version it made. */
export const quoteEventSchema = z.object({ at: z.string(), by: z.string(), what: z.string(), version: z.number().int() });

/**
 * A quote's fields as the table keeps them and both readers see them, but its lines (kept as the order lines the
 * quote will become, shown as quote lines).
 */
export const quoteFields = {
  quoteId: z.string(),
  /** Short, said on the phone: "Q-7K3Q9A". */
  number: z.string(),
  /** The customer's version: 1, then one more each time a sent quote is revised. */
  version: z.number().int(),
  state: z.enum(quoteStates),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
  eventAt: z.string(),
  mode: z.enum(['pickup', 'delivery']),
  address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string(), instructions: z.string() }).nullable(),
  headcount: z.number().int(),
  reference: z.string(),
  notes: z.string(),
  discount: z.object({ cents, reason: z.string() }).nullable(),
  deposit: depositChoiceSchema,
  validUntil: z.string(),
  balanceDueOn: z.string(),
  totals: quoteTotalsSchema,
  sentAt: z.string().nullable(),
  /** The catering order made when the customer paid. */
  orderId: z.string().nullable(),
  /** When the customer paid the balance by its card link (null until then, and for a quote paid whole). */
  balancePaidAt: z.string().nullable().default(null),
  /** Book the event even if its time is full (the owner's choice, shown on the board). */
  overCapacity: z.boolean().default(false),
};

/** What the kitchen reads besides (the table keeps them too). */
export const quoteOwnerFields = {
  /** Moves on with every save: what the editor sends back as the revision it read. */
  revision: z.number().int(),
  enquiryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(quoteEventSchema),
};

const quoteShared = { ...quoteFields, lines: z.array(quoteLineSchema) };

/** The quote as the kitchen reads it. */
export const ownerQuoteSchema = z.object({ ...quoteShared, ...quoteOwnerFields });
export type OwnerQuote = z.infer<typeof ownerQuoteSchema>;

/** GET /owner/quotes: the newest first. */
export const ownerQuoteListSchema = z.object({ quotes: z.array(ownerQuoteSchema) });

/** The quote as its link shows it to the customer (no owner's notes, no history of who did what). */
export const customerQuoteSchema = z.object(quoteShared);
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/**
 * GET /quotes: the signed-in customer's quotes, the newest first: those sent to the account's e-mail once its holder
 * proved it (none before), never a draft. GET /quotes/{quoteId} answers one of them as `customerQuoteSchema`.
 */
export const customerQuoteListSchema = z.object({ quotes: z.array(customerQuoteSchema) });
export type CustomerQuoteList = z.infer<typeof customerQuoteListSchema>;

/** POST /quotes/{quoteId}/open: the link's secret, sent in the body (never in an address a log could keep). */
export const quoteLinkSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a quote link') });

/** POST /quotes/{quoteId}/pay: the link's secret; the answer is the card page to go to (the server's amount). */
export const quotePayAnswerSchema = z.object({ checkoutUrl: z.url() });
export type QuotePayAnswer = z.infer<typeof quotePayAnswerSchema>;

/** POST /quotes/{quoteId}/payment: back from the card page, having paid or gone back; the answer is the quote now. */
export const quotePaymentReturnSchema = z.strictObject({ token: quoteLinkSchema.shape.token, outcome: z.enum(['paid', 'cancelled']) });

/** Why a link no longer opens its quote: the answer's error details name one of these. */
export const quoteLinkRefusals = ['QUOTE_REPLACED', 'QUOTE_EXPIRED', 'QUOTE_CANCELLED', 'QUOTE_LINK_INVALID'] as const;
export type QuoteLinkRefusal = (typeof quoteLinkRefusals)[number];
