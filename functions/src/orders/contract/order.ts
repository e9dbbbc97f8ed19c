/**
 * Checkout, orders and the customer's order messages. Shared by functions/ and web/.
 * Money is integer cents, computed by the server alone; slot ids are ISO instants in UTC.
 */
import * as z from 'zod';
import { addressSchema } from '../../accounts/contract/address.ts';
import { cardPaymentSchema, cardRefundSchema } from './card-payment.ts';
import { appliedOfferSchema, codeRefusalSchema, rewardIdSchema, typedCodeSchema } from './checkout-offer.ts';
import { sizeSchema } from '../../catalogue/contract/catalogue.ts';
import {
  asapSchema,
  fulfilmentModeSchema,
  orderRefusalSchema,
  orderTotalsSchema,
  paymentMethodSchema,
  slotDaySchema,
  slotIdSchema,
  slotRefusalReasonSchema,
  tipChoiceSchema,
} from '../../shop/contract/ordering.ts';

export const orderNotesMax = 500;
/** An order id is a ULID. */
export const orderIdPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const orderIdSchema = z.string().regex(orderIdPattern, 'Must be an order id');
const addressIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Choose one of your addresses');

/** The Idempotency-Key header of POST /orders: one per trip to checkout (the web uses a UUID). */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency-Key must be 16–64 letters, digits, - or _');

/** GET /orders/schedule?mode= */
export const scheduleQuerySchema = z.strictObject({ mode: fulfilmentModeSchema });
export const scheduleAnswerSchema = z.object({
  mode: fulfilmentModeSchema,
  /** Whether the cart holds catering trays, so the catering terms apply. */
  catering: z.boolean(),
  asap: asapSchema,
  days: z.array(slotDaySchema),
  /** Present while the owner has paused online ordering: until when, and why nothing is offered. */
  paused: z.object({ until: z.iso.datetime(), message: z.string() }).optional(),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

export const orderTimeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('asap') }),
  z.strictObject({ kind: z.literal('slot'), slotId: slotIdSchema }),
]);
export type OrderTime = z.infer<typeof orderTimeSchema>;

export const checkoutFields = {
  mode: fulfilmentModeSchema,
  /** Required for delivery: one of the customer's saved addresses. */
  addressId: addressIdSchema.optional(),
  tip: tipChoiceSchema,
};

export function requireAddressForDelivery(body: { mode: string; addressId?: string | undefined }) {
  return body.mode !== 'delivery' || body.addressId !== undefined;
}
export const addressRequired = { message: 'Choose a delivery address', path: ['addressId'] };

/** One offer an order: a code or a reward, never both. */
export function oneOfCodeOrReward(body: { code?: string | undefined; rewardId?: string | undefined }) {
  return body.code === undefined || body.rewardId === undefined;
}
export const codeOrReward = { message: 'Use a code or a reward, not both', path: ['rewardId'] };

/** POST /orders/quote: what the order would cost now, and whether it can be placed. */
export const quoteRequestSchema = z
  .strictObject({
    ...checkoutFields,
    /** The time chosen so far (an offer's days and hours are judged at it); none: as soon as possible. */
    when: orderTimeSchema.optional(),
    /** What the customer typed in "Have a code?" (docs/business-rules.md#offers-and-loyalty). */
    code: typedCodeSchema.optional(),
    /** A loyalty reward to take with points, instead of a code. */
    rewardId: rewardIdSchema.optional(),
  })
  .refine(requireAddressForDelivery, addressRequired)
  .refine(oneOfCodeOrReward, codeOrReward);
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteAnswerSchema = z.object({
  totals: orderTotalsSchema,
  catering: z.boolean(),
  itemCount: z.number().int(),
  /** Reasons the order cannot be placed as it is (besides the time, checked on placing). */
  refusals: z.array(orderRefusalSchema),
  /** The ways to pay offered for this order (the owner's choice per mode and for catering; cards only where set up). */
  paymentMethods: z.array(paymentMethodSchema),
  /** The offer the order would take (a code, or the best automatic offer), with what it takes off. */
  offer: appliedOfferSchema.optional(),
  /** Why the code typed is not taken, in the customer's words. */
  codeRefusal: codeRefusalSchema.optional(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/**
 * The fields of POST /orders besides the phone; the request schema is `placeOrderRequestSchema` in
 * place-order.ts, which adds the phone (so only checkout carries libphonenumber's metadata).
 */
export const placeOrderFields = {
  ...checkoutFields,
  when: orderTimeSchema,
  notes: z.string().trim().max(orderNotesMax, `Notes can be at most ${orderNotesMax} characters`).default(''),
  paymentMethod: paymentMethodSchema,
  /** The total the customer saw; an order whose total the server computes differently is refused. */
  expectedTotalCents: z.number().int().nonnegative(),
  /** The code the quote took ("Have a code?"); a code the order would not take is refused with its reason. */
  code: typedCodeSchema.optional(),
  /** The loyalty reward the quote took; refused with its reason when the order would not take it. */
  rewardId: rewardIdSchema.optional(),
};

/** Why POST /orders refused, in `error.details` paths: body.when, body.addressId, body.expectedTotalCents, cart… */
export const checkoutRefusalCodes = [
  ...slotRefusalReasonSchema.options,
  'OUTSIDE_SERVICE_AREA',
  'BELOW_DELIVERY_MINIMUM',
  'CATERING_MINIMUM',
  /** The owner paused online ordering (docs/business-rules.md#the-days-settings). */
  'ORDERING_PAUSED',
  'TOTAL_CHANGED',
  'CART_EMPTY',
  'CART_NEEDS_REVIEW',
  'ASAP_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  /** The same checkout is being placed by another request right now: retry with the same key. */
  'IN_PROGRESS',
  /** The way to pay chosen is not offered for this order (docs/business-rules.md#card-payments). */
  'PAYMENT_NOT_OFFERED',
  /** Paying in person needs a verified e-mail address; a card pays before it (docs/business-rules.md#registration). */
  'EMAIL_NOT_VERIFIED',
  /** The code sent is not taken by this order (the message says why: docs/business-rules.md#offers-and-loyalty). */
  'OFFER_REFUSED',
] as const;

/** Why an account whose address is not verified cannot pay in person: the server's refusal and the checkout's sentence. */
export const verifyToPayInPersonMessage = 'Paying in person needs a verified e-mail address: use the link we e-mailed you (or resend it), or pay by card now.';
export type CheckoutRefusalCode = (typeof checkoutRefusalCodes)[number];

/**
 * 'awaiting-payment': placed by card, the customer still on the card page (not on the board; its slot held until the
 * page lapses). It becomes 'placed' once the card is held, or 'cancelled' when the payment is not completed.
 */
export const orderStatuses = ['awaiting-payment', 'placed', 'accepted', 'ready', 'out-for-delivery', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** What the owner can do to an order from the e-mail's links. */
export const ownerActions = ['accept', 'ready', 'out-for-delivery', 'complete', 'cancel'] as const;
export const ownerActionSchema = z.enum(ownerActions);
export type OwnerAction = z.infer<typeof ownerActionSchema>;

const ingredientAnswer = z.object({ id: z.string(), ingredient: z.string(), price: z.number().int() });

export const orderLineSchema = z.object({
  lineId: z.string(),
  dishId: z.string(),
  name: z.string(),
  image: z.string(),
  blurHash: z.string(),
  size: sizeSchema,
  sizeId: z.string(),
  amount: z.string(),
  catering: z.boolean(),
  spiciness: z.number().int(),
  /** Whether the dish could be made spicy when ordered (absent on orders placed before it was kept). */
  canBeSpicy: z.boolean().optional(),
  ingredients: z.array(ingredientAnswer),
  removedIngredients: z.array(z.string()),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A catering order made from a quote (docs/business-rules.md#catering-quotes): which quote, for how many, the
 * customer's reference, the discount it carried, and the deposit paid to accept it (the rest, the balance, is due by
 * `balanceDueOn`: paid by a second link, or in person on the day).
 */
export const orderQuoteSchema = z.object({
  quoteId: z.string(),
  number: z.string(),
  version: z.number().int(),
  headcount: z.number().int(),
  reference: z.string(),
  discount: z.object({ cents: z.number().int(), reason: z.string() }).nullable(),
  depositCents: z.number().int(),
  balanceDueOn: z.string(),
  /** The owner booked the event even though its time was full (shown on the board). */
  overCapacity: z.boolean(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/**
 * A catering order's balance paid by a second card link the owner sends (docs/business-rules.md#catering-quotes):
 * the amount left when it was made (never more), the link's page and when it lapses (Stripe's pages last a day at
 * most), which link it is, and once paid when and with which card.
 */
export const balancePaymentSchema = z.object({
  state: z.enum(['awaiting', 'charged']),
  amountCents: z.number().int().positive(),
  /** 1 for the first link, one more for each new link after one lapsed. */
  attempt: z.number().int().positive(),
  checkoutUrl: z.url().optional(),
  payBy: z.string(),
  /** When the link was last e-mailed (the owner's last press that sent it); absent on a link from before it was kept. */
  emailedAt: z.string().optional(),
  paidAt: z.string().optional(),
  card: z.object({ brand: z.string(), last4: z.string() }).optional(),
  /** Refunded so far of a paid balance (absent: nothing), and each refund, oldest first (docs/business-rules.md#card-payments). */
  refundedCents: z.number().int().nonnegative().optional(),
  refunds: z.array(cardRefundSchema).optional(),
});
export type BalancePayment = z.infer<typeof balancePaymentSchema>;

export const orderSchema = z.object({
  orderId: orderIdSchema,
  /** Short number the customer and the kitchen say aloud, e.g. "A7K3Q9". */
  number: z.string(),
  placedAt: z.string(),
  status: orderStatusSchema,
  history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  mode: fulfilmentModeSchema,
  asap: z.boolean(),
  /** When it is ready for pickup or at the door (the slot's start). */
  slotId: slotIdSchema,
  address: addressSchema.nullable(),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  /** The offer the order took (a code, or an automatic offer) and what it took off (`totals.discountCents`). */
  offer: appliedOfferSchema.optional(),
  notes: z.string(),
  paymentMethod: paymentMethodSchema,
  /** In person: 'pay-on-handover' until completed, then 'paid'. By card ('card-online'): 'online', the state in `cardPayment`. */
  paymentStatus: z.enum(['pay-on-handover', 'paid', 'refunded', 'online']),
  /** Card orders only: the card payment, its amounts and refunds (orders/contract/card-payment.ts). */
  cardPayment: cardPaymentSchema.optional(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** The customer asked at checkout to be texted about this order (its consent is kept on the order: docs/business-rules.md#customer-updates). */
  textUpdates: z.boolean().optional(),
  /** The kitchen's estimate when it accepted the order (ISO); absent until then, or when it kept the slot's time. */
  readyAt: z.string().optional(),
  /** Why the kitchen cancelled the order, as the customer was told. */
  cancelReason: z.string().optional(),
  /** A catering order made from a quote: the quote and its deposit. */
  quote: orderQuoteSchema.optional(),
  /** A catering order's balance link, once the owner sent one. */
  balancePayment: balancePaymentSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /orders: newest first. */
export const orderSummarySchema = orderSchema
  .pick({
    orderId: true,
    number: true,
    placedAt: true,
    status: true,
    mode: true,
    asap: true,
    slotId: true,
    totals: true,
    paymentMethod: true,
    cardPayment: true,
  })
  .extend({ itemCount: z.number().int(), dishNames: z.array(z.string()) });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSummariesSchema = z.array(orderSummarySchema);

export const orderPathSchema = z.strictObject({ orderId: orderIdSchema });

/** POST /orders/{orderId}/buyAgain: the order's lines back in the cart at today's prices. */
export const buyAgainAnswerSchema = z.object({
  added: z.number().int(),
  /** Dishes that are no longer on the menu as ordered. */
  skipped: z.array(z.string()),
  totalCount: z.number().int(),
  totalPrice: z.number().int(),
});
export type BuyAgainAnswer = z.infer<typeof buyAgainAnswerSchema>;

/** Messages from the business about the customer's orders (GET /messages, newest first). */
export const messageSchema = z.object({
  messageId: z.string(),
  orderId: orderIdSchema,
  orderNumber: z.string(),
  status: orderStatusSchema,
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagesSchema = z.array(messageSchema);
/** PUT /messages/{messageId}/read */
export const messagePathSchema = z.strictObject({ messageId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a message id') });

/** The owner's e-mail links: GET previews, POST performs (so a link scanner cannot act). */
export const ownerActionTokenSchema = z
  .string()
  .min(20)
  .max(2000)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Must be a link token');
export const ownerActionQuerySchema = z.strictObject({ token: ownerActionTokenSchema });
export const ownerActionRequestSchema = z.strictObject({ token: ownerActionTokenSchema });
export const ownerActionAnswerSchema = z.object({
  action: ownerActionSchema,
  order: orderSchema,
  /** Whether the action can still be taken (false once done, or when the order moved on). */
  available: z.boolean(),
  message: z.string(),
  /** Accept only: the ready time the customer is promised when the link accepts (the order's own time). */
  promisedAt: z.string().optional(),
});
export type OwnerActionAnswer = z.infer<typeof ownerActionAnswerSchema>;

export { asapSchema, orderRefusalSchema, slotIdSchema };
