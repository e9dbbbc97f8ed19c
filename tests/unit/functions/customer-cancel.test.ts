/** The customer's own cancel: when it is allowed, and what the page and the message say of the payment (docs/business-rules.md#the-customers-cancel). */
import { describe, expect, it } from 'vitest';
import { cancelPaymentWords } from '../../../functions/src/orders/contract/customer-cancel.ts';
import type { CardPayment } from '../../../functions/src/orders/contract/card-payment.ts';
import { customerCancelledMessageFor, customerCancelRefusal } from '../../../functions/src/orders/rules/order-status.ts';

const held: CardPayment = {
  state: 'held',
  amountCents: 4127,
  capturedCents: 0,
  refundedCents: 0,
  refunds: [],
  capture: 'on-accept',
  card: { brand: 'visa', last4: '4242' },
};

describe('the customer’s cancel', () => {
  it('is allowed only while the order is New', () => {
    expect(customerCancelRefusal({ number: 'A1B2C3', status: 'placed' })).toBeUndefined();
    for (const status of ['accepted', 'ready', 'out-for-delivery'] as const) {
      expect(customerCancelRefusal({ number: 'A1B2C3', status })).toBe(
        'The kitchen has already accepted order A1B2C3, so it can no longer be cancelled here. To change or cancel it, call us at (414) 555-0173.',
      );
    }
    expect(customerCancelRefusal({ number: 'A1B2C3', status: 'cancelled' })).toBe('Order A1B2C3 is already cancelled.');
    expect(customerCancelRefusal({ number: 'A1B2C3', status: 'completed' })).toMatch(/completed/);
    expect(customerCancelRefusal({ number: 'A1B2C3', status: 'awaiting-payment' })).toMatch(/waiting for its card payment/);
  });

  it('says before what happens to the payment, and after what happened', () => {
    expect(cancelPaymentWords(held)).toBe('The hold of $41.27 on your Visa ending 4242 is released: you pay nothing.');
    expect(cancelPaymentWords({ ...held, state: 'charged', capturedCents: 4127 })).toMatch(
      /^The \$41\.27 charged to your Visa ending 4242 is refunded in full/,
    );
    expect(cancelPaymentWords(undefined)).toBe('Nothing has been charged, so there is nothing to pay.');
    expect(customerCancelledMessageFor({ number: 'A1B2C3', cardPayment: { ...held, state: 'released' } }).body).toBe(
      'You cancelled your order A1B2C3 before the kitchen accepted it. The hold on your Visa ending 4242 was released: nothing was charged.',
    );
    expect(customerCancelledMessageFor({ number: 'A1B2C3' }).body).toBe(
      'You cancelled your order A1B2C3 before the kitchen accepted it. Nothing was charged, so there is nothing to pay.',
    );
  });
});
