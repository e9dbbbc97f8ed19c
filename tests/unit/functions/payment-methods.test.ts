/**
 * Which ways to pay checkout offers (docs/business-rules.md#payments): the owner's choice for the kind of order,
 * with cards only where the stage takes them; a stage without Stripe's keys offers and lists pay in person only.
 */
import { describe, expect, it } from 'vitest';
import { defaultPaymentChoices } from '../../../functions/src/shop/contract/shop-settings.ts';
import { offeredPaymentMethods, paymentChoiceFor } from '../../../functions/src/payments/rules/payment.ts';
import { acceptedPaymentMethods, paymentMethodsFor } from '../../../functions/src/payments/use-cases/payments.ts';

const inPerson = ['in-person-card', 'in-person-cash'];

describe('the ways to pay offered', () => {
  it('follows the owner’s choice where the stage takes cards, and is in person only where it does not', () => {
    expect(offeredPaymentMethods('card-or-in-person', true)).toEqual(['card-online', ...inPerson]);
    expect(offeredPaymentMethods('card-only', true)).toEqual(['card-online']);
    expect(offeredPaymentMethods('in-person-only', true)).toEqual(inPerson);
    for (const choice of ['card-or-in-person', 'card-only', 'in-person-only'] as const) expect(offeredPaymentMethods(choice, false)).toEqual(inPerson);
  });

  it('takes catering’s choice for a cart with catering trays, whatever the mode, else the mode’s', () => {
    const choices = { pickup: 'in-person-only', delivery: 'card-or-in-person', catering: 'card-only' } as const;
    expect(paymentChoiceFor(choices, 'pickup', false)).toBe('in-person-only');
    expect(paymentChoiceFor(choices, 'delivery', false)).toBe('card-or-in-person');
    expect(paymentChoiceFor(choices, 'pickup', true)).toBe('card-only');
    expect(paymentChoiceFor(choices, 'delivery', true)).toBe('card-only');
  });

  it('says nothing of cards on a stage without Stripe’s keys', () => {
    // `npm test` gives every process the local Stripe's key: this stage is made without it (read once, at first use).
    const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'STRIPE_SECRET_KEY_PARAMETER', 'STRIPE_WEBHOOK_SECRET_PARAMETER'];
    const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
    names.forEach((name) => delete process.env[name]);
    process.env.TABLE_NAME ??= 'spices-unit-tests';
    try {
      const answer = acceptedPaymentMethods();
      expect(answer.methods.map((method) => method.id)).toEqual(inPerson);
      expect(answer.onlinePayments).toBe(false);
      expect(paymentMethodsFor({ paymentChoices: { ...defaultPaymentChoices, pickup: 'card-only' } }, 'pickup', false)).toEqual(inPerson);
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    }
  });
});
