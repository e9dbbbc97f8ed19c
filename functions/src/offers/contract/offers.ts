/**
 * The owner's offers (docs/business-rules.md#offers-and-loyalty): an offer code a customer types at checkout, or an
 * automatic offer the checkout takes by itself, and what each takes off. Shared with the web (the owner's Offers
 * page and the checkout's "Have a code?" field), so the owner is told at once what the server would refuse.
 *
 * Money is integer cents, times are ISO instants (UTC), clock times are the kitchen's ('hh:mm', its time zone).
 */
import * as z from 'zod';
import { categorySchema } from '../../catalogue/contract/dish-parts.ts';
import { dishIdSchema } from '../../catalogue/contract/dish-request.ts';
import { fulfilmentModes } from '../../platform/config/ordering.ts';

/** The bounds of an offer, so no offer takes 150 % or $5,000 off, and no list grows without end. */
export const offerLimits = {
  code: { min: 4, max: 24 },
  percent: { min: 1, max: 100 },
  amountOffCents: { min: 1, max: 50_000 },
  minimumFoodCents: { max: 1_000_000 },
  maxDiscountCents: { min: 1, max: 100_000 },
  scopeDishes: { max: 50 },
  dishNameMax: 120,
  usesPerCustomer: { max: 100 },
  totalUses: { max: 100_000 },
  offerIdMax: 64,
} as const;

/** The characters a code may have, before it is upper-cased (so 'ß' or a dotless 'ı' cannot turn into letters). */
export const codeCharacters = /^[A-Za-z0-9-]*$/;

/** An offer code as the owner types it and as it is stored: 4–24 of A–Z, 0–9 and '-', upper-cased (codes are case-insensitive). */
export const offerCodeSchema = z
  .string()
  .trim()
  .regex(codeCharacters, 'A code has only letters A–Z, digits and hyphens')
  .min(offerLimits.code.min, `A code has at least ${offerLimits.code.min} characters`)
  .max(offerLimits.code.max, `A code has at most ${offerLimits.code.max} characters`)
  .toUpperCase();

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time, e.g. 11:00');
const instantSchema = z.iso.datetime({ message: 'Use a date and time, e.g. 2026-12-11T06:00:00Z' });
const cents = (max: number, message: string, min = 0) =>
  z
    .number()
    .int('Use whole cents')
    .min(min, min > 0 ? `At least ${min} cent` : 'No negative amounts')
    .max(max, message);

/** What the offer takes off: a whole percent of the food in scope, an amount of it, or the delivery fee. */
export const offerDiscountSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('percent'),
    percent: z.number().int('Use a whole percent').min(offerLimits.percent.min, 'At least 1 %').max(offerLimits.percent.max, 'At most 100 %'),
  }),
  z.strictObject({
    kind: z.literal('amount'),
    cents: cents(offerLimits.amountOffCents.max, 'At most $500 off', offerLimits.amountOffCents.min),
  }),
  z.strictObject({ kind: z.literal('free-delivery') }),
]);
export type OfferDiscount = z.infer<typeof offerDiscountSchema>;

/** A dish the offer is for, with its name as the owner picked it (the customer's sentences name it). */
const scopeDishSchema = z.strictObject({
  dishId: dishIdSchema,
  name: z.string().trim().min(1, 'Name the dish').max(offerLimits.dishNameMax, `At most ${offerLimits.dishNameMax} characters`),
});

/** Which food the discount is of: all of it, only some dishes, or only some categories. */
export const offerScopeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('food') }),
  z.strictObject({
    kind: z.literal('dishes'),
    dishes: z
      .array(scopeDishSchema)
      .min(1, 'Choose at least one dish')
      .max(offerLimits.scopeDishes.max, `At most ${offerLimits.scopeDishes.max} dishes`)
      .refine((dishes) => new Set(dishes.map((dish) => dish.dishId)).size === dishes.length, 'Each dish once'),
  }),
  z.strictObject({
    kind: z.literal('categories'),
    categories: z
      .array(categorySchema)
      .min(1, 'Choose at least one category')
      .max(categorySchema.options.length)
      .refine((categories) => new Set(categories).size === categories.length, 'Each category once'),
  }),
]);
export type OfferScope = z.infer<typeof offerScopeSchema>;

export const offerStates = ['active', 'paused', 'ended'] as const;
export type OfferState = (typeof offerStates)[number];
export const cateringChoices = ['any', 'only', 'never'] as const;
export type CateringChoice = (typeof cateringChoices)[number];

/** The parts both kinds share. */
const offerParts = {
  discount: offerDiscountSchema,
  /** The least food subtotal (cents, before any discount) the offer needs; 0 = none. */
  minimumFoodCents: cents(offerLimits.minimumFoodCents.max, 'At most $10,000'),
  /** The most the offer takes off one order (cents); null = no cap. */
  maxDiscountCents: cents(offerLimits.maxDiscountCents.max, 'At most $1,000', offerLimits.maxDiscountCents.min).nullable(),
  validFrom: instantSchema,
  /** null = no end. */
  validTo: instantSchema.nullable(),
  /** The weekdays of the order's time (0 = Sunday), on the kitchen's clock. */
  days: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once'),
  /** The daily window of the order's time on the kitchen's clock, from (included) to (excluded); null = all day. */
  hours: z
    .strictObject({ from: clockSchema, to: clockSchema })
    .refine((hours) => hours.from < hours.to, { message: 'The window must end after it starts', path: ['to'] })
    .nullable(),
  modes: z
    .array(z.enum(fulfilmentModes))
    .min(1, 'Choose pickup, delivery or both')
    .max(fulfilmentModes.length)
    .refine((modes) => new Set(modes).size === modes.length, 'Each mode once'),
  catering: z.enum(cateringChoices),
  scope: offerScopeSchema,
  firstOrderOnly: z.boolean(),
  /** How often one customer may use it; null = no limit. */
  usesPerCustomer: z.number().int().min(1, 'At least 1 use').max(offerLimits.usesPerCustomer.max, `At most ${offerLimits.usesPerCustomer.max} uses`).nullable(),
  /** How often it may be used in all; null = no limit. */
  totalUses: z
    .number()
    .int()
    .min(1, 'At least 1 use')
    .max(offerLimits.totalUses.max, `At most ${offerLimits.totalUses.max.toLocaleString('en-US')} uses`)
    .nullable(),
  state: z.enum(offerStates),
};

const offerIdSchema = z.string().min(1).max(offerLimits.offerIdMax);

type OfferFields = {
  discount: OfferDiscount;
  validFrom: string;
  validTo: string | null;
  modes: readonly string[];
  scope: OfferScope;
};

/** The rules across fields, one message each, on the field the owner changes. */
function checkAcrossFields<T extends OfferFields>(offer: T, ctx: z.core.$RefinementCtx<T>): void {
  if (offer.validTo !== null && Date.parse(offer.validFrom) >= Date.parse(offer.validTo)) {
    ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['validTo'] });
  }
  if (offer.discount.kind === 'free-delivery') {
    // Free delivery is worth nothing on a pickup order, and is never of some dishes only.
    if (offer.modes.includes('pickup')) ctx.addIssue({ code: 'custom', message: 'Free delivery is for delivery orders only', path: ['modes'] });
    if (offer.scope.kind !== 'food') ctx.addIssue({ code: 'custom', message: 'Free delivery is for the whole order', path: ['scope'] });
  }
}

const codeOffer = { kind: z.literal('code'), code: offerCodeSchema, ...offerParts };
const automaticOffer = { kind: z.literal('automatic'), ...offerParts };

/** The owner's offer as the Offers page sends it (POST and PUT): a code, or an automatic offer (no code). */
export const offerDefinitionSchema = z.discriminatedUnion('kind', [z.strictObject(codeOffer), z.strictObject(automaticOffer)]).superRefine(checkAcrossFields);
export type OfferDefinition = z.infer<typeof offerDefinitionSchema>;

/** An offer as stored and as the rules read it: the definition with its id. */
export const offerSchema = z
  .discriminatedUnion('kind', [z.strictObject({ offerId: offerIdSchema, ...codeOffer }), z.strictObject({ offerId: offerIdSchema, ...automaticOffer })])
  .superRefine(checkAcrossFields);
export type Offer = z.infer<typeof offerSchema>;

/** What the table adds to each offer: the version an owner's save must carry back (1 when created), and when it was last saved. */
const storedParts = { version: z.number().int().min(1), updatedAt: instantSchema };

/** An offer as the owner's Offers page reads it: the offer with its version and when it was saved. */
export const storedOfferSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ offerId: offerIdSchema, ...codeOffer, ...storedParts }),
    z.strictObject({ offerId: offerIdSchema, ...automaticOffer, ...storedParts }),
  ])
  .superRefine(checkAcrossFields);
export type StoredOffer = z.infer<typeof storedOfferSchema>;

/** GET /owner/offers: every offer, the newest first. */
export const ownerOffersAnswerSchema = z.strictObject({ offers: z.array(storedOfferSchema) });
export type OwnerOffersAnswer = z.infer<typeof ownerOffersAnswerSchema>;

/** POST /owner/offers (201) and PUT /owner/offers/{offerId} (200): the offer as now stored. */
export const ownerOfferAnswerSchema = z.strictObject({ offer: storedOfferSchema });
export type OwnerOfferAnswer = z.infer<typeof ownerOfferAnswerSchema>;

/** POST /owner/offers: a new offer, as the definition. */
export const offerCreateRequestSchema = offerDefinitionSchema;
export type OfferCreateRequest = z.output<typeof offerCreateRequestSchema>;

/** The version the owner read, which a save must carry (docs/decisions.md#owner-writes-carry-the-version-they-read). */
const readVersion = { version: z.number().int().min(1, 'Must be the version you read') };

/** PUT /owner/offers/{offerId}: the whole definition, over the version the owner read. */
export const offerUpdateRequestSchema = z
  .discriminatedUnion('kind', [z.strictObject({ ...codeOffer, ...readVersion }), z.strictObject({ ...automaticOffer, ...readVersion })])
  .superRefine(checkAcrossFields);
export type OfferUpdateRequest = z.output<typeof offerUpdateRequestSchema>;

/** The offer's id in a path: a ULID, as the shop makes them. */
export const offerPathSchema = z.strictObject({ offerId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an offer id') });

// ——— Loyalty ———

export const loyaltyLimits = {
  pointsPerDollar: { min: 1, max: 100 },
  expiryMonths: { min: 1, max: 36 },
  rewards: { max: 10 },
  rewardPoints: { max: 1_000_000 },
  rewardNameMax: 80,
} as const;

const rewardParts = {
  rewardId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Must be a reward id'),
  name: z.string().trim().min(1, 'Name the reward').max(loyaltyLimits.rewardNameMax, `At most ${loyaltyLimits.rewardNameMax} characters`),
  points: z.number().int('Use whole points').min(1, 'At least 1 point').max(loyaltyLimits.rewardPoints.max, 'At most 1,000,000 points'),
};

/** A reward the owner defines: an amount off the food ("$5 off at 250 points") or one dish free ("a free Puff Puff at 400"). */
export const rewardSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...rewardParts,
    kind: z.literal('amount'),
    cents: cents(offerLimits.amountOffCents.max, 'At most $500 off', offerLimits.amountOffCents.min),
  }),
  z.strictObject({ ...rewardParts, kind: z.literal('dish'), dishId: dishIdSchema }),
]);
export type Reward = z.infer<typeof rewardSchema>;

/** The owner's loyalty settings: points per whole dollar of food, how long points last, the rewards. */
export const loyaltySettingsSchema = z.strictObject({
  pointsPerDollar: z
    .number()
    .int('Use whole points')
    .min(loyaltyLimits.pointsPerDollar.min, 'At least 1 point per dollar')
    .max(loyaltyLimits.pointsPerDollar.max, 'At most 100 points per dollar'),
  /** Months after which points earned expire, oldest first; null = never. */
  expiryMonths: z
    .number()
    .int('Use whole months')
    .min(loyaltyLimits.expiryMonths.min, 'At least 1 month')
    .max(loyaltyLimits.expiryMonths.max, 'At most 36 months')
    .nullable(),
  rewards: z
    .array(rewardSchema)
    .max(loyaltyLimits.rewards.max, `At most ${loyaltyLimits.rewards.max} rewards`)
    .refine((rewards) => new Set(rewards.map((reward) => reward.rewardId)).size === rewards.length, 'Each reward id once'),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

/** GET /owner/loyalty and PUT's answer: the settings, or null before the owner first saves them (no points are earned until then), with their version (0: none yet). */
export const ownerLoyaltyAnswerSchema = z.strictObject({ settings: loyaltySettingsSchema.nullable(), version: z.number().int().min(0) });
export type OwnerLoyaltyAnswer = z.infer<typeof ownerLoyaltyAnswerSchema>;

/** PUT /owner/loyalty: the whole settings, over the version the owner read (0 for the first save). */
export const loyaltySaveRequestSchema = loyaltySettingsSchema.extend({ version: z.number().int().min(0, 'Must be the version you read') });
export type LoyaltySaveRequest = z.output<typeof loyaltySaveRequestSchema>;

export const pointsGrantLimits = { points: 100_000, reasonMax: 200 } as const;

/** POST /owner/points: the owner grants (positive) or takes (negative) a customer's points, with the reason the customer sees. */
export const pointsGrantRequestSchema = z.strictObject({
  customerId: z.string().min(1).max(64),
  points: z
    .number()
    .int('Use whole points')
    .min(-pointsGrantLimits.points, 'At most 100,000 points')
    .max(pointsGrantLimits.points, 'At most 100,000 points')
    .refine((points) => points !== 0, 'Grant or take at least one point'),
  reason: z.string().trim().min(1, 'Say why').max(pointsGrantLimits.reasonMax, `At most ${pointsGrantLimits.reasonMax} characters`),
});
export type PointsGrantRequest = z.output<typeof pointsGrantRequestSchema>;

/** One line of a customer's points history, newest first in the answer. */
export const pointsEventSchema = z.strictObject({
  at: instantSchema,
  /** Points added (positive) or gone (negative). */
  points: z.number().int(),
  kind: z.enum(['earned', 'taken-back', 'expired', 'granted', 'taken', 'spent', 'returned']),
  /** The customer's words: 'Order A7K3Q9', 'Refund of order A7K3Q9', the owner's reason. */
  words: z.string(),
});
export type PointsEvent = z.infer<typeof pointsEventSchema>;

/** GET /account/points: the customer's points, pending (orders not completed yet) and available, the rewards, the history. */
export const pointsAnswerSchema = z.strictObject({
  /** Whether the shop runs loyalty points at all (the owner saved its settings). */
  enabled: z.boolean(),
  pointsPerDollar: z.number().int().nullable(),
  available: z.number().int().min(0),
  /** What the customer's orders not yet completed will earn. */
  pending: z.number().int().min(0),
  /** The next points to expire and when, when the owner set a period. */
  expiring: z.strictObject({ points: z.number().int().min(1), at: instantSchema }).nullable(),
  rewards: z.array(z.strictObject({ rewardId: z.string(), name: z.string(), points: z.number().int(), reachable: z.boolean() })),
  history: z.array(pointsEventSchema),
});
export type PointsAnswer = z.infer<typeof pointsAnswerSchema>;
