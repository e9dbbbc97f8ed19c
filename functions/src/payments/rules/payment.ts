/**
 * How an order is paid, behind one small interface: in person (card or cash on handover), or now by card on the
 * provider's hosted page (docs/business-rules.md#card-payments). Checkout asks the provider of the chosen method;
 * which methods are offered for an order is the owner's choice per kind of order, and cards only where the stage
 * takes them.
 */
import type { PaymentChoice } from '../../platform/config/ordering.ts';
import type { FulfilmentMode, PaymentMethodId } from '../../shop/contract/ordering.ts';
import type { PaymentChoices } from '../../shop/contract/shop-settings.ts';

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
  /** The customer pays this amount now on the provider's page; the order awaits the card until then. */
  | { status: 'awaiting-card'; method: PaymentMethod; amountCents: number }
  | { status: 'declined'; message: string };

export interface PaymentProvider {
  /** Shown nowhere; identifies the provider in logs. */
  readonly id: string;
  /** The methods this provider takes. */
  readonly methods: readonly PaymentMethod[];
  /** Called once when an order is placed; the order is kept only when this is not 'declined'. */
  authorize(order: PaymentOrder): Promise<PaymentAuthorization>;
}

const inPerson: PaymentMethod[] = ['in-person-card', 'in-person-cash'];

/** Which choice applies: catering's for a cart with catering trays (pickup or delivery), else the mode's. */
export function paymentChoiceFor(choices: PaymentChoices, mode: FulfilmentMode, catering: boolean): PaymentChoice {
  return catering ? choices.catering : choices[mode];
}

/** The methods offered for an order: the owner's choice, with cards only where the stage takes them. */
export function offeredPaymentMethods(choice: PaymentChoice, cardsTaken: boolean): PaymentMethod[] {
  if (!cardsTaken || choice === 'in-person-only') return [...inPerson];
  return choice === 'card-only' ? ['card-online'] : ['card-online', ...inPerson];
}
