/**
 * How an order is paid, behind one small interface. Today the shop takes payment in person (card or
 * cash at pickup or at the door); an online provider would implement the same `PaymentProvider` and
 * add its own methods, without checkout changing.
 */
import type { FulfilmentMode, PaymentMethodId } from '../contracts/ordering.ts';

export type PaymentMethod = PaymentMethodId;

/** What a provider needs to know about an order to take its payment. */
export type PaymentOrder = {
  orderId: string;
  userId: string;
  mode: FulfilmentMode;
  method: PaymentMethod;
  /** The order's total in cents, as computed by order-totals.ts. */
  totalCents: number;
};

export type PaymentAuthorization =
  /** Nothing is charged now: the customer pays this amount on handover. */
  | { status: 'pay-on-handover'; method: PaymentMethod; amountCents: number }
  /** An online provider holds the amount (for later capture). */
  | { status: 'authorized'; method: PaymentMethod; amountCents: number; reference: string }
  | { status: 'declined'; message: string };

export interface PaymentProvider {
  /** Shown nowhere; identifies the provider in logs and stored orders. */
  readonly id: string;
  /** The methods this provider takes. */
  readonly methods: readonly PaymentMethod[];
  /** Called once when an order is placed; the order is kept only when this is not 'declined'. */
  authorize(order: PaymentOrder): Promise<PaymentAuthorization>;
}
