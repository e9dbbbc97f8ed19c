/**
 * The shop's payment providers: in person (card or cash on handover), and by card online (Stripe, where the stage
 * takes cards: card-stripe.ts). GET /payments/methods, the quote and checkout all read them from here.
 */
import { ordering } from '../../platform/config/ordering.ts';
import type { FulfilmentMode, PaymentMethodsAnswer } from '../../shop/contract/ordering.ts';
import type { ShopSettings } from '../../shop/contract/shop-settings.ts';
import {
  offeredPaymentMethods,
  paymentChoiceFor,
  type PaymentAuthorization,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentProvider,
} from '../rules/payment.ts';
import { cardsTaken } from './card-stripe.ts';

export const inPersonPayments: PaymentProvider = {
  id: 'in-person',
  methods: ['in-person-card', 'in-person-cash'],
  async authorize(order: PaymentOrder): Promise<PaymentAuthorization> {
    if (!this.methods.includes(order.method)) return { status: 'declined', message: 'Please choose card or cash, paid in person.' };
    if (!Number.isSafeInteger(order.totalCents) || order.totalCents < 0) return { status: 'declined', message: 'The order total is not valid.' };
    return { status: 'pay-on-handover', method: order.method, amountCents: order.totalCents };
  },
};

/** Stripe Checkout: the order awaits its card until Stripe says it is held (card-checkout.ts opens the page). */
export const onlineCardPayments: PaymentProvider = {
  id: 'stripe',
  methods: ['card-online'],
  async authorize(order: PaymentOrder): Promise<PaymentAuthorization> {
    if (!cardsTaken()) return { status: 'declined', message: 'Card payments are not offered here. Please pay in person.' };
    if (!Number.isSafeInteger(order.totalCents) || order.totalCents <= 0) return { status: 'declined', message: 'The order total is not valid.' };
    return { status: 'awaiting-card', method: order.method, amountCents: order.totalCents };
  },
};

export function paymentProviderFor(method: PaymentMethod): PaymentProvider {
  return onlineCardPayments.methods.includes(method) ? onlineCardPayments : inPersonPayments;
}

/** The methods offered for this order (the owner's choice for its kind; cards where the stage takes them). */
export function paymentMethodsFor(settings: Pick<ShopSettings, 'paymentChoices'>, mode: FulfilmentMode, catering: boolean): PaymentMethod[] {
  return offeredPaymentMethods(paymentChoiceFor(settings.paymentChoices, mode, catering), cardsTaken());
}

/** The accepted ways to pay, as the payments screen and checkout show them. */
export function acceptedPaymentMethods(): PaymentMethodsAnswer {
  const taken = cardsTaken();
  return {
    methods: ordering.paymentMethods.filter((method) => taken || method.id !== 'card-online').map((method) => ({ ...method })),
    onlinePayments: taken,
    tipPresetPercents: [...ordering.tipPresetPercents],
    customTipMaxCents: ordering.customTipMaxCents,
  };
}
