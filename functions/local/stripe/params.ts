/**
 * What each endpoint accepts, as strict zod schemas over the decoded form (./form-params.ts: every value a
 * string), and a parse that refuses as Stripe does: `parameter_unknown` for a name Stripe (or this subset)
 * does not take, `parameter_missing`, `parameter_invalid_integer`, `parameter_invalid_empty` (Stripe reads an
 * empty value as "unset"), `url_invalid`, each naming the parameter in bracket notation.
 */
import * as z from 'zod';
import { invalidParam, type StripeErrorCode } from './errors.ts';
import { paramName, type FormObject } from './form-params.ts';

type Refusal = { message: string; code?: StripeErrorCode };

function refuse(ctx: z.core.$RefinementCtx, refusal: Refusal) {
  ctx.addIssue({ code: 'custom', message: refusal.message, params: { stripeCode: refusal.code } });
}

/** A whole number sent as text, within bounds. */
const integer = (bounds: { min?: number; max?: number } = {}) =>
  z.string().transform((text, ctx) => {
    if (!/^-?\d+$/.test(text)) {
      refuse(ctx, { message: `Invalid integer: ${text}`, code: 'parameter_invalid_integer' });
      return z.NEVER;
    }
    const value = Number(text);
    if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)) {
      const range = bounds.max === undefined ? `greater than or equal to ${bounds.min}` : `between ${bounds.min ?? 0} and ${bounds.max}`;
      refuse(ctx, { message: `This value must be ${range}.`, code: 'parameter_invalid_integer' });
      return z.NEVER;
    }
    return value;
  });

/** Text that may not be empty: an empty value means "unset", which a new object's field cannot be. */
const text = (max: number) =>
  z.string().transform((value, ctx) => {
    if (value === '') {
      refuse(ctx, { message: 'You passed an empty string for this parameter; it cannot be unset.', code: 'parameter_invalid_empty' });
      return z.NEVER;
    }
    if (value.length > max) {
      refuse(ctx, { message: `This value must be at most ${max} characters.` });
      return z.NEVER;
    }
    return value;
  });

const url = text(5000).refine(
  (value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'Not a valid URL', params: { stripeCode: 'url_invalid' } },
);

const email = text(800).refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
  message: 'Invalid email address',
  params: { stripeCode: 'email_invalid' },
});

const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, 'Invalid currency')
  .transform((value) => value.toLowerCase());

/** Metadata as Stripe limits it (50 keys, keys of 40 and values of 500 characters); an empty value drops its key. */
const metadata = z
  .preprocess((value) => (value === '' ? {} : value), z.record(z.string().max(40, 'Metadata keys can be at most 40 characters'), z.string().max(500)))
  .refine((map) => Object.keys(map).length <= 50, 'Metadata can have at most 50 keys')
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== '')));

const expand = z.array(z.string()).max(20).optional();

export const retrieveParams = z.strictObject({ expand });

const lineItem = z.strictObject({
  price_data: z.strictObject({
    currency,
    unit_amount: integer({ min: 0, max: 99_999_999 }),
    product_data: z.strictObject({ name: text(250), description: text(1000).optional(), metadata: metadata.optional() }),
  }),
  quantity: integer({ min: 1, max: 999_999 }),
});

export const createSessionParams = z.strictObject({
  mode: z.enum(['payment'], 'The local Stripe makes Checkout Sessions in mode payment only'),
  line_items: z.array(lineItem).min(1).max(100),
  success_url: url,
  cancel_url: url.optional(),
  client_reference_id: text(200).optional(),
  metadata: metadata.optional(),
  customer_email: email.optional(),
  locale: z.string().optional(),
  payment_method_types: z.array(z.enum(['card'], 'The local Stripe takes cards only')).optional(),
  payment_intent_data: z
    .strictObject({
      capture_method: z.enum(['automatic', 'automatic_async', 'manual']).optional(),
      description: text(1000).optional(),
      metadata: metadata.optional(),
    })
    .optional(),
  expires_at: integer().optional(),
  expand,
});

/** `GET /v1/checkout/sessions/:id/line_items`: the lines in the order given, `limit` at a time. */
export const listLineItemsParams = z.strictObject({
  limit: integer({ min: 1, max: 100 }).optional(),
  starting_after: text(255).optional(),
  expand,
});

export const captureParams = z.strictObject({ amount_to_capture: integer({ min: 1 }).optional(), metadata: metadata.optional(), expand });

export const cancelParams = z.strictObject({
  cancellation_reason: z.enum(['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  expand,
});

export const createRefundParams = z.strictObject({
  payment_intent: text(255).optional(),
  charge: text(255).optional(),
  amount: integer({ min: 1 }).optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: metadata.optional(),
  expand,
});

/** `created=…` or `created[gte]=…`: a number is an exact match. */
const created = z.preprocess(
  (value) => (typeof value === 'string' ? { eq: value } : value),
  z.strictObject({ eq: integer().optional(), gt: integer().optional(), gte: integer().optional(), lt: integer().optional(), lte: integer().optional() }),
);

const listCommon = {
  limit: integer({ min: 1, max: 100 }).optional(),
  starting_after: text(255).optional(),
  ending_before: text(255).optional(),
  created: created.optional(),
  expand,
};

export type ListParams = { limit?: number; starting_after?: string; ending_before?: string; created?: z.output<typeof created>; expand?: string[] };

export const listIntentsParams = z.strictObject(listCommon);
export const listSessionsParams = z.strictObject({ ...listCommon, payment_intent: text(255).optional() });
export const listRefundsParams = z.strictObject({ ...listCommon, payment_intent: text(255).optional(), charge: text(255).optional() });
export const listEventsParams = z.strictObject({ ...listCommon, type: text(255).optional(), types: z.array(z.string()).max(20).optional() });

export type CreateSessionParams = z.output<typeof createSessionParams>;

function refusalOf(issue: z.core.$ZodIssue): { message: string; param: string; code?: StripeErrorCode } {
  const param = paramName(issue.path);
  const stripeCode = (issue as { params?: { stripeCode?: StripeErrorCode } }).params?.stripeCode;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const unknown = paramName([...issue.path, issue.keys[0] ?? '']);
      return { message: `Received unknown parameter: ${unknown}`, param: unknown, code: 'parameter_unknown' };
    }
    case 'invalid_type':
      if (issue.input === undefined) return { message: `Missing required param: ${param}.`, param, code: 'parameter_missing' };
      return { message: `Invalid ${issue.expected === 'object' || issue.expected === 'record' ? 'object' : issue.expected}`, param };
    case 'invalid_value':
      return { message: `Invalid ${param}: must be one of ${issue.values.map(String).join(', ')}`, param };
    default:
      return { message: issue.message, param, ...(stripeCode ? { code: stripeCode } : {}) };
  }
}

/** Parses an endpoint's parameters, or throws the 400 Stripe would answer for the first problem. */
export function parseParams<S extends z.ZodType>(schema: S, raw: FormObject): z.output<S> {
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const refusal = refusalOf(result.error.issues[0]!);
  throw invalidParam(refusal.message, refusal.param, refusal.code);
}
