// @vitest-environment jsdom
/**
 * An offer's discount in an order's totals (docs/business-rules.md#offers-and-loyalty): its row named by the code or the
 * automatic offer's words, between the fee and the tax (it comes off before tax), none when nothing came off; and the
 * checkout's "Have a code?" helpers: what is sent for what was typed, and which offer counts as the code's.
 */
import type { AppliedOffer } from '@functions/orders/contract/checkout-offer';
import type { QuoteAnswer } from '@functions/orders/contract/order';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTotalsList, offerDiscountLabel, offerDiscountRows } from '../../../web/src/components/order-totals.tsx';
import { appliedCodeOffer, typedCode } from '../../../web/src/features/checkout/hooks/use-offer-code.ts';

const code: AppliedOffer = { offerId: 'offer-1', kind: 'code', code: 'SAVE5', words: '$5 off orders over $30', discountCents: 500, on: 'food' };
const automatic: AppliedOffer = { offerId: 'offer-2', kind: 'automatic', words: 'Free delivery over $60', discountCents: 499, on: 'delivery' };
const totals = { subtotalCents: 6500, deliveryFeeCents: 499, discountCents: 499, taxCents: 514, tipCents: 975, totalCents: 7989, taxRateBasisPoints: 790 };

afterEach(cleanup);

describe('the discount row of an offer', () => {
  it('is named by the code for a code, by its words for an automatic offer, and plainly without the offer', () => {
    expect(offerDiscountLabel(code)).toBe('Discount (SAVE5)');
    expect(offerDiscountLabel(automatic)).toBe('Offer: Free delivery over $60');
    expect(offerDiscountLabel(undefined)).toBe('Discount');
  });

  it('says what came off with a minus, and is not there when nothing came off', () => {
    expect(offerDiscountRows({ discountCents: 500 }, code)).toEqual([['Discount (SAVE5)', '−$5.00']]);
    expect(offerDiscountRows({ discountCents: 123_456 }, code)).toEqual([['Discount (SAVE5)', '−$1,234.56']]);
    expect(offerDiscountRows({ discountCents: 0 }, code)).toEqual([]);
    expect(offerDiscountRows({}, undefined)).toEqual([]);
  });

  it('sits between the delivery fee and the tax in the totals, marked as a discount', () => {
    const { container } = render(<OrderTotalsList totals={totals} showDeliveryFee offer={automatic} />);
    const rows = [...container.querySelectorAll('dl > div')];
    expect(rows.map((row) => row.textContent)).toEqual([
      'Subtotal$65.00',
      'Delivery fee$4.99',
      'Offer: Free delivery over $60−$4.99',
      'Tax (7.9%)$5.14',
      'Tip$9.75',
      'Total$79.89',
    ]);
    expect(rows.map((row) => row.hasAttribute('data-discount'))).toEqual([false, false, true, false, false, false]);
  });

  it('keeps a quote’s discount above the subtotal beside it', () => {
    const { container } = render(
      <OrderTotalsList
        totals={{ ...totals, deliveryFeeCents: 0, discountCents: undefined }}
        showDeliveryFee={false}
        discount={{ reason: 'Regular client', cents: 1000 }}
      />,
    );
    expect([...container.querySelectorAll('dl > div')].map((row) => row.textContent).slice(0, 3)).toEqual([
      'Dishes$75.00',
      'Discount (Regular client)−$10.00',
      'Subtotal$65.00',
    ]);
    expect(container.querySelector('[data-discount]')?.textContent).toBe('Discount (Regular client)−$10.00');
  });
});

describe('“Have a code?”', () => {
  it('sends the code as typed, trimmed (the server judges its case), and says why when there is nothing to send', () => {
    expect(typedCode('  save5 ')).toEqual({ code: 'save5' });
    expect(typedCode('   ')).toEqual({ error: 'Type a code' });
    expect(typedCode('X'.repeat(65))).toEqual({ error: 'That is not a code we know' });
  });

  it('counts the quote’s offer as the code’s only while a code is applied and the quote took a code', () => {
    const quote = (offer: AppliedOffer | undefined): QuoteAnswer => ({
      totals,
      catering: false,
      itemCount: 1,
      refusals: [],
      paymentMethods: ['in-person-card'],
      ...(offer ? { offer } : {}),
    });
    expect(appliedCodeOffer('save5', quote(code))).toBe(code);
    // Removed: the previous answer, still on screen, is no longer the code's.
    expect(appliedCodeOffer(undefined, quote(code))).toBeUndefined();
    expect(appliedCodeOffer('save5', quote(automatic))).toBeUndefined();
    expect(appliedCodeOffer('save5', undefined)).toBeUndefined();
  });
});
