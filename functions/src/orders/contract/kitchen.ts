/**
 * The order board of the kitchen (/kitchen): what GET /owner/orders and the search answer, and
 * what the board sends to move an order along. Shared by functions/ and web/. The board and the
 * e-mailed links take the same actions through one service; each step records who took it.
 */
import * as z from 'zod';
import { orderIdSchema, orderSchema, orderStatusSchema, ownerActionSchema } from './order.ts';

export const boardLimits = {
  /** The ready-time estimate a board accept may give, in minutes from now. */
  readyInMinutes: { min: 5, max: 480 },
  cancelReason: { min: 3, max: 300 },
  search: { min: 2, max: 80 },
  /** How far back the search looks, by the orders' times. */
  searchDaysBack: 90,
  /** Most orders a search answers. */
  searchResults: 50,
} as const;

/** One step of an order's history as the kitchen sees it: who took it ("Efua Owusu", "e-mail link"). */
export const kitchenHistoryEntrySchema = z.object({ status: orderStatusSchema, at: z.string(), by: z.string().optional() });
export type KitchenHistoryEntry = z.infer<typeof kitchenHistoryEntrySchema>;

/**
 * One step the kitchen's alerts took for an order ("Texted the kitchen (1 number)", at), kept on the order
 * (docs/business-rules.md#the-ladder); the board shows them with its history.
 */
export const kitchenAlertSchema = z.object({ what: z.string(), at: z.string() });
export type KitchenAlert = z.infer<typeof kitchenAlertSchema>;

/**
 * A text the shop sent the customer about the order (docs/business-rules.md#customer-updates), by its MessageId at AWS:
 * what it said (the message's title), when, and what the carrier reported (sent until a delivery receipt comes).
 */
export const customerTextSchema = z.object({
  what: z.string(),
  at: z.string(),
  status: z.enum(['sent', 'delivered', 'failed']),
  statusAt: z.string().optional(),
});
export type CustomerText = z.infer<typeof customerTextSchema>;

/** An order on the board: the customer's order plus whose it is, who moved it, what its alerts did and the texts it sent. */
/** A ready time the kitchen changed after the accept: from which promise to which, when and by whom. */
export const readyTimeChangeSchema = z.object({ from: z.string(), to: z.string(), at: z.string(), by: z.string() });
export type ReadyTimeChange = z.infer<typeof readyTimeChangeSchema>;

export const kitchenOrderSchema = orderSchema.extend({
  customerId: z.string(),
  history: z.array(kitchenHistoryEntrySchema),
  alerts: z.array(kitchenAlertSchema).optional(),
  customerTexts: z.record(z.string(), customerTextSchema).optional(),
  readyTimeChanges: z.array(readyTimeChangeSchema).optional(),
});
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;

/** GET /owner/orders: every open order (any day), and today's completed and cancelled ones. */
export const boardAnswerSchema = z.object({
  /** The server's clock when it read the board. */
  asOf: z.string(),
  /** Today's date in the business's time zone (yyyy-mm-dd): the board splits today from upcoming by it. */
  today: z.string(),
  orders: z.array(kitchenOrderSchema),
  /**
   * Orders whose customer is still on the card page (docs/business-rules.md#unpaid-card-orders): not the kitchen's
   * yet, shown apart in a quiet corner (no chime, not counted), by time.
   */
  awaitingPayment: z.array(kitchenOrderSchema).default([]),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;

export const boardQuerySchema = z.strictObject({});

/** GET /owner/orders/search?q=: an order's code, or part of the customer's name, e-mail or phone. */
export const orderSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(boardLimits.search.min, `Type at least ${boardLimits.search.min} characters`)
    .max(boardLimits.search.max, `At most ${boardLimits.search.max} characters`),
});
export const orderSearchAnswerSchema = z.object({ orders: z.array(kitchenOrderSchema), daysBack: z.number().int() });
export type OrderSearchAnswer = z.infer<typeof orderSearchAnswerSchema>;

export const kitchenOrderPathSchema = z.strictObject({ orderId: orderIdSchema });

const customerIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9]+$/, 'Must be a customer id');

/**
 * POST /owner/orders/{orderId}/status: an action on the order. Accept may give a ready-time estimate
 * (minutes from now; without it the order's own time stands); cancel needs the reason the customer is told.
 */
export const boardActionRequestSchema = z
  .strictObject({
    customerId: customerIdSchema,
    action: ownerActionSchema,
    readyInMinutes: z
      .number()
      .int('Whole minutes, please')
      .min(boardLimits.readyInMinutes.min, `At least ${boardLimits.readyInMinutes.min} minutes`)
      .max(boardLimits.readyInMinutes.max, `At most ${boardLimits.readyInMinutes.max} minutes`)
      .optional(),
    reason: z
      .string()
      .trim()
      .min(boardLimits.cancelReason.min, 'Tell the customer why, in a few words')
      .max(boardLimits.cancelReason.max, `At most ${boardLimits.cancelReason.max} characters`)
      .optional(),
  })
  .superRefine((request, context) => {
    if (request.readyInMinutes !== undefined && request.action !== 'accept') {
      context.addIssue({ code: 'custom', path: ['readyInMinutes'], message: 'A ready time is given when accepting' });
    }
    if (request.action === 'cancel' && request.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Tell the customer why the order is cancelled' });
    }
    if (request.reason !== undefined && request.action !== 'cancel') {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is given when cancelling' });
    }
  });
export type BoardActionRequest = z.infer<typeof boardActionRequestSchema>;

/** What the board reads after an action: the order as it is now and a sentence for the owner. */
/**
 * POST /owner/orders/{orderId}/ready-time: a new ready time for an accepted order (minutes from now), told to the
 * customer. `promised` is the ready time the owner's screen showed: a change made from an older read (another device
 * changed it meanwhile) is refused, never laid over the newer one.
 */
export const readyTimeRequestSchema = z.strictObject({
  customerId: customerIdSchema,
  readyInMinutes: z
    .number()
    .int('Whole minutes, please')
    .min(boardLimits.readyInMinutes.min, `At least ${boardLimits.readyInMinutes.min} minutes`)
    .max(boardLimits.readyInMinutes.max, `At most ${boardLimits.readyInMinutes.max} minutes`),
  promised: z.iso.datetime({ message: 'The ready time shown, as an ISO time' }),
});
export type ReadyTimeRequest = z.infer<typeof readyTimeRequestSchema>;

export const boardActionAnswerSchema = z.object({ order: kitchenOrderSchema, message: z.string() });
export type BoardActionAnswer = z.infer<typeof boardActionAnswerSchema>;
