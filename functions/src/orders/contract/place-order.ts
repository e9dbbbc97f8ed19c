/**
 * POST /orders's body: the checkout's choices (orders/contract/order.ts `placeOrderFields`) and the phone
 * the kitchen calls about the order, required for pickup and delivery alike
 * (docs/business-rules.md#checkout). Its own module, so only checkout and the server carry the
 * phone schema's libphonenumber metadata, never a screen that only reads orders.
 */
import * as z from 'zod';
import { addressRequired, codeOrReward, oneOfCodeOrReward, placeOrderFields, requireAddressForDelivery } from './order.ts';
import { phoneSchema } from '../../platform/contract/phone.ts';

export const placeOrderRequestSchema = z
  .strictObject({
    ...placeOrderFields,
    /** Where the kitchen reaches the customer about this order; stored as E.164 on the order and kept on the account. */
    phone: phoneSchema,
    /** "Text me about this order", ticked beside the consent words (messaging/contract/customer-updates.ts). Off unless ticked. */
    textUpdates: z.boolean().default(false),
  })
  .refine(requireAddressForDelivery, addressRequired)
  .refine(oneOfCodeOrReward, codeOrReward);
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
