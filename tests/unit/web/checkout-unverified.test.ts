/** Checkout's payment rule for an account whose address is not verified (docs/business-rules.md#registration). */
import { verifyToPayInPersonMessage } from '@functions/orders/contract/order';
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import { describe, expect, it } from 'vitest';
import { placeRefusal } from '../../../web/src/features/checkout/components/place-refusal.tsx';
import { paymentMethodFrom } from '../../../web/src/features/checkout/hooks/use-checkout-choices.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';

const method = (id: PaymentMethodsAnswer['methods'][number]['id']) => ({ id, title: id, description: id });
const all = [method('card-online'), method('in-person-card'), method('in-person-cash')];

describe('the way to pay at checkout', () => {
  it('starts in person for a verified account, and keeps what the customer picked', () => {
    expect(paymentMethodFrom(all, undefined, true)).toBe('in-person-card');
    expect(paymentMethodFrom(all, 'in-person-cash', true)).toBe('in-person-cash');
  });

  it('is the card for an unverified account, whatever was picked in person', () => {
    expect(paymentMethodFrom(all, undefined, false)).toBe('card-online');
    expect(paymentMethodFrom(all, 'in-person-cash', false)).toBe('card-online');
    // Nothing to choose where the card is not offered.
    expect(paymentMethodFrom([method('in-person-card')], undefined, false)).toBeUndefined();
  });

  it('shows the server’s EMAIL_NOT_VERIFIED refusal at the payment step, whatever path it names', () => {
    const refusal = (path: string) =>
      placeRefusal(new ApiError({ status: 409, code: 'CONFLICT', message: verifyToPayInPersonMessage, details: [{ path, message: 'EMAIL_NOT_VERIFIED' }] }));
    for (const path of ['body.paymentMethod', 'body']) {
      expect(refusal(path)).toMatchObject({ paymentMethod: verifyToPayInPersonMessage, notice: undefined });
    }
  });
});
