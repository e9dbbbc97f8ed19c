/**
 * Shapes of ordering shared by the web and the API: fulfilment mode, schedule slots and
 * their refusal reasons, the tip choice, the order totals and the accepted ways to pay.
 */
import * as z from 'zod';
import { fulfilmentModes, ordering, paymentChoices, paymentMethodIds, type PaymentChoice } from '../../platform/config/ordering.ts';

/** The ordering numbers the screens show (lead times, fees, tips, catering terms): one source for web and API. */
export { ordering };

/** The ways to pay the owner can offer for a kind of order (the day's settings). */
export { paymentChoices, type PaymentChoice };

export const fulfilmentModeSchema = z.enum(fulfilmentModes);
export type FulfilmentMode = z.infer<typeof fulfilmentModeSchema>;

/** A slot id is the slot's start as an ISO instant in UTC, e.g. 2026-11-24T17:15:00.000Z. */
export const slotIdSchema = z.iso.datetime({ message: 'Choose a time from the list' });
export type SlotId = z.infer<typeof slotIdSchema>;

export const offeredSlotSchema = z.object({
  id: slotIdSchema,
  /** Local calendar date (yyyy-mm-dd) and clock time (HH:MM, 24-hour) in the business's time zone. */
  date: z.string(),
  time: z.string(),
  placesLeft: z.number().int().min(1),
});
export type OfferedSlot = z.infer<typeof offeredSlotSchema>;

/** One local day with its offered slots (days without a free slot are left out). */
export const slotDaySchema = z.object({ date: z.string(), slots: z.array(offeredSlotSchema) });
export type SlotDay = z.infer<typeof slotDaySchema>;

export const asapSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), readyAt: slotIdSchema }),
  z.object({ available: z.literal(false), message: z.string() }),
]);
export type Asap = z.infer<typeof asapSchema>;

export const slotRefusalReasons = ['PAST', 'OUTSIDE_HOURS', 'BEFORE_LEAD_TIME', 'TOO_FAR_AHEAD', 'FULL', 'NOT_ON_GRID', 'CATERING_NOTICE'] as const;
export const slotRefusalReasonSchema = z.enum(slotRefusalReasons);
export type SlotRefusalReason = z.infer<typeof slotRefusalReasonSchema>;
export const slotRefusalSchema = z.object({ reason: slotRefusalReasonSchema, message: z.string() });
export type SlotRefusal = z.infer<typeof slotRefusalSchema>;

/** Why an order cannot be placed as it is (besides its time slot). */
export const orderRefusalReasons = ['OUTSIDE_SERVICE_AREA', 'BELOW_DELIVERY_MINIMUM', 'CATERING_MINIMUM', 'ORDERING_PAUSED'] as const;
export const orderRefusalSchema = z.object({ reason: z.enum(orderRefusalReasons), message: z.string() });
export type OrderRefusal = z.infer<typeof orderRefusalSchema>;

const tipPresetSchema = z
  .number()
  .int()
  .refine((percent) => (ordering.tipPresetPercents as readonly number[]).includes(percent), {
    message: `Choose a tip of ${ordering.tipPresetPercents.join(', ')} %`,
  });

export const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), percent: tipPresetSchema }),
  z.strictObject({
    kind: z.literal('custom'),
    cents: z
      .number()
      .int('A tip is whole cents')
      .min(0, 'A tip cannot be negative')
      .max(ordering.customTipMaxCents, `A tip can be at most $${ordering.customTipMaxCents / 100}`),
  }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/** What an order costs, in cents, exactly as the server charges it. */
export const orderTotalsSchema = z.object({
  subtotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  /** What an offer took off, before tax (docs/business-rules.md#offers-and-loyalty); absent when none. */
  discountCents: z.number().int().nonnegative().optional(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const paymentMethodSchema = z.enum(paymentMethodIds);
export type PaymentMethodId = z.infer<typeof paymentMethodSchema>;

/** GET /payments/methods: how customers can pay, and the tips they can add. */
export const paymentMethodsAnswerSchema = z.object({
  methods: z.array(z.object({ id: paymentMethodSchema, title: z.string(), description: z.string() })).min(1),
  /** Whether an online provider is set up (then saved cards would be listed on /account/payments). */
  onlinePayments: z.boolean(),
  tipPresetPercents: z.array(z.number().int()),
  customTipMaxCents: z.number().int(),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;
