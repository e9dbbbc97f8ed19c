/**
 * The shop's payment provider: in person today (card or cash on handover). GET /payments/methods
 * and checkout both read it from here, so adding an online provider is a change in this one place.
 */
import { ordering } from '../config/ordering.ts';
import type { PaymentMethodsAnswer } from '../contracts/ordering.ts';
import type { PaymentAuthorization, PaymentOrder, PaymentProvider } from '../domain/payment.ts';

export const inPersonPayments: PaymentProvider = {
  id: 'in-person',
  methods: ['in-person-card', 'in-person-cash'],
  async authorize(order: PaymentOrder): Promise<PaymentAuthorization> {
    if (!this.methods.includes(order.method)) return { status: 'declined', message: 'Please choose card or cash, paid in person.' };
    if (!Number.isSafeInteger(order.totalCents) || order.totalCents < 0) return { status: 'declined', message: 'The order total is not valid.' };
    return { status: 'pay-on-handover', method: order.method, amountCents: order.totalCents };
  },
};

export function paymentProvider(): PaymentProvider {
  return inPersonPayments;
}

/** The accepted ways to pay, as the payments screen and checkout show them. */
export function acceptedPaymentMethods(provider: PaymentProvider = paymentProvider()): PaymentMethodsAnswer {
  return {
    methods: ordering.paymentMethods.filter((method) => provider.methods.includes(method.id)).map((method) => ({ ...method })),
    onlinePayments: provider.id !== 'in-person',
    tipPresetPercents: [...ordering.tipPresetPercents],
    customTipMaxCents: ordering.customTipMaxCents,
  };
}
