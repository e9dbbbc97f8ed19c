import { describe, expect, it } from 'vitest';
import { canonicalForm, parseStripeForm } from '../../../functions/local/stripe/form-params.ts';
import { StripeLocalError } from '../../../functions/local/stripe/errors.ts';

describe("the local Stripe's form decoding", () => {
  it('reads bracket notation into maps and lists, as stripe-node encodes them', () => {
    const form =
      'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][price_data][product_data][name]=Jollof%20rice&line_items[0][quantity]=2' +
      '&line_items[1][quantity]=1&metadata[orderId]=order-1&expand[0]=payment_intent&expand[1]=line_items';
    expect(parseStripeForm(form)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', product_data: { name: 'Jollof rice' } }, quantity: '2' }, { quantity: '1' }],
      metadata: { orderId: 'order-1' },
      expand: ['payment_intent', 'line_items'],
    });
  });

  it('takes `expand[]=…` as a list, percent-encoded brackets as brackets, and keeps metadata with numeric keys a map', () => {
    expect(parseStripeForm('expand[]=a&expand[]=b&metadata%5B7%5D=seven&metadata[orderId]=')).toEqual({
      expand: ['a', 'b'],
      metadata: { '7': 'seven', orderId: '' },
    });
  });

  it('refuses a list with gaps, a key that is both a value and a parent, and prototype keys', () => {
    expect(() => parseStripeForm('line_items[1][quantity]=1')).toThrow(StripeLocalError);
    expect(() => parseStripeForm('metadata=x&metadata[a]=b')).toThrow(StripeLocalError);
    expect(() => parseStripeForm('metadata[__proto__][polluted]=yes')).toThrow(StripeLocalError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('compares parameters whatever their order, for idempotency', () => {
    expect(canonicalForm('a=1&b=2')).toBe(canonicalForm('b=2&a=1'));
    expect(canonicalForm('a=1&b=2')).not.toBe(canonicalForm('a=1&b=3'));
  });
});
