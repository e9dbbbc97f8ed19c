/**
 * The card payment rules (docs/business-rules.md#card-payments): when a card is charged, the one step that finishes
 * a checkout whoever reports it first, what accept, cancel and a refund do, and the words the customer reads.
 */
import { describe, expect, it } from 'vitest';
import { cancelPaymentWords } from '../../../functions/src/orders/contract/card-payment.ts';
import type { BalancePayment } from '../../../functions/src/orders/contract/order.ts';
import {
  acceptPlan,
  balanceCancelPlan,
  balanceRefunded,
  balanceRefundPlan,
  cancelPlan,
  captureTimingFor,
  finishCheckout,
  holdSafeDays,
  idempotencyKeyFor,
  lapsedPlaces,
  newCardPayment,
  paymentAfter,
  paymentWords,
  placeLapsed,
  refundedFromWords,
  refundedInFull,
  refundPlan,
  slotTakenPlan,
  totalRefundedCents,
  withoutLapsedPlaces,
  type CardPayment,
  type ProviderPayment,
} from '../../../functions/src/payments/rules/card-payment.ts';

const orderId = '01JXKQ7Z8M3N4P5R6S7T8V9W0A';
const now = new Date('2026-11-26T18:00:00Z');
const visa = { brand: 'visa', last4: '4242' };

/** The provider's payment for this order, held for the whole amount unless told otherwise. */
function provider(overrides: Partial<ProviderPayment> = {}): ProviderPayment {
  return {
    orderId,
    amountCents: 4127,
    currency: 'usd',
    status: 'requires_capture',
    capturableCents: 4127,
    capturedCents: 0,
    refundedCents: 0,
    card: visa,
    ...overrides,
  };
}

const awaiting = newCardPayment(4127, 'on-accept');
const held: CardPayment = { ...awaiting, state: 'held', card: visa };
const charged: CardPayment = { ...held, state: 'charged', capturedCents: 4127 };
const refundOf = (amountCents: number) => ({ amountCents, at: now.toISOString(), reason: 'A dish was missing' });

describe('when the card is charged', () => {
  it('holds the card for orders due within the days a hold safely lasts, and charges at checkout beyond', () => {
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(captureTimingFor(inDays(0.1), now)).toBe('on-accept');
    expect(captureTimingFor(inDays(holdSafeDays), now)).toBe('on-accept');
    expect(captureTimingFor(new Date(inDays(holdSafeDays).getTime() + 60_000), now)).toBe('at-checkout');
    expect(captureTimingFor(inDays(21), now)).toBe('at-checkout');
  });

  it('starts awaiting the customer, with whole positive cents only', () => {
    expect(awaiting).toMatchObject({ state: 'awaiting', amountCents: 4127, capturedCents: 0, refundedCents: 0, refunds: [] });
    for (const bad of [0, -5, 12.5, Number.NaN]) expect(() => newCardPayment(bad, 'on-accept')).toThrow(RangeError);
  });
});

describe('finishing a checkout (the return page and the webhook share it)', () => {
  it('takes a hold of the whole amount, and then changes nothing for the second reporter', () => {
    const first = finishCheckout(orderId, awaiting, provider());
    expect(first).toEqual({ kind: 'paid', payment: { ...awaiting, state: 'held', card: visa } });
    if (first.kind !== 'paid') throw new Error('expected paid');
    expect(finishCheckout(orderId, first.payment, provider())).toEqual({ kind: 'unchanged' });
  });

  it('takes a charge made at checkout for an order far ahead', () => {
    const farAhead = newCardPayment(4127, 'at-checkout');
    const answer = finishCheckout(orderId, farAhead, provider({ status: 'succeeded', capturableCents: 0, capturedCents: 4127 }));
    expect(answer).toMatchObject({ kind: 'paid', payment: { state: 'charged', capturedCents: 4127 } });
  });

  it('does not take a payment of another order, another amount or another currency', () => {
    expect(finishCheckout(orderId, awaiting, provider({ orderId: 'someone-else' }))).toMatchObject({ kind: 'mismatch' });
    expect(finishCheckout(orderId, awaiting, provider({ orderId: undefined }))).toMatchObject({ kind: 'mismatch' });
    expect(finishCheckout(orderId, awaiting, provider({ amountCents: 1, capturableCents: 1 }))).toMatchObject({ kind: 'mismatch' });
    expect(finishCheckout(orderId, awaiting, provider({ currency: 'eur' }))).toMatchObject({ kind: 'mismatch' });
  });

  it('does not take a hold of less than the amount, nor a charge when a hold was asked for', () => {
    expect(finishCheckout(orderId, awaiting, provider({ capturableCents: 4000 }))).toEqual({ kind: 'unchanged' });
    expect(finishCheckout(orderId, awaiting, provider({ status: 'succeeded', capturableCents: 0, capturedCents: 4127 }))).toEqual({ kind: 'unchanged' });
  });

  it('waits while the customer is still on the hosted page, and lets the order go when the session ended unpaid', () => {
    expect(finishCheckout(orderId, awaiting, provider({ status: 'requires_payment_method', capturableCents: 0 }))).toEqual({ kind: 'unchanged' });
    expect(finishCheckout(orderId, awaiting, provider({ status: 'canceled', capturableCents: 0 }))).toMatchObject({
      kind: 'abandoned',
      payment: { state: 'abandoned' },
    });
  });
});

describe('accept, cancel and refunds', () => {
  it('captures a hold on accept; an order charged at checkout needs nothing; no card held is refused', () => {
    expect(acceptPlan(held)).toEqual({ kind: 'capture', amountCents: 4127 });
    expect(acceptPlan(charged)).toEqual({ kind: 'none' });
    expect(acceptPlan(awaiting)).toMatchObject({ kind: 'refused' });
    expect(acceptPlan(paymentAfter.failed(held, 'hold-expired'))).toMatchObject({ kind: 'refused', message: /problem/ });
  });

  it('releases a hold, refunds what is left of a charge, and ends an open checkout', () => {
    expect(cancelPlan(held)).toEqual({ kind: 'release' });
    expect(cancelPlan(charged)).toEqual({ kind: 'refund', amountCents: 4127 });
    expect(cancelPlan(paymentAfter.refunded(charged, refundOf(1200)))).toEqual({ kind: 'refund', amountCents: 2927 });
    expect(cancelPlan(paymentAfter.refunded(charged, refundOf(4127)))).toEqual({ kind: 'none' });
    expect(cancelPlan(awaiting)).toEqual({ kind: 'expire-session' });
    expect(cancelPlan({ ...held, state: 'released' })).toEqual({ kind: 'none' });
  });

  it('refunds part or all of a charge, never more than is left, each refund with its own key', () => {
    const first = refundPlan(orderId, charged, 1200);
    expect(first).toEqual({ kind: 'refund', amountCents: 1200, idempotencyKey: idempotencyKeyFor(orderId, 'refund-1') });
    const after = paymentAfter.refunded(charged, refundOf(1200));
    expect(refundPlan(orderId, after, 2928)).toEqual({ kind: 'refused', message: 'At most $29.27 is left to refund.' });
    expect(refundPlan(orderId, after, 2927)).toMatchObject({ kind: 'refund', idempotencyKey: idempotencyKeyFor(orderId, 'refund-2') });
    expect(refundPlan(orderId, paymentAfter.refunded(after, refundOf(2927)), 1)).toEqual({ kind: 'refused', message: 'This order has been refunded in full.' });
    for (const bad of [0, -1, 1.5]) expect(refundPlan(orderId, charged, bad)).toMatchObject({ kind: 'refused' });
    expect(refundPlan(orderId, held, 100)).toMatchObject({ kind: 'refused' });
  });

  it('applies only what can follow: a capture of a hold, a release of a hold, a failure of a hold', () => {
    expect(paymentAfter.captured(held, 4127)).toMatchObject({ state: 'charged', capturedCents: 4127 });
    expect(paymentAfter.captured(awaiting, 4127)).toBe(awaiting);
    expect(paymentAfter.released(held)).toMatchObject({ state: 'released' });
    expect(paymentAfter.released(charged)).toBe(charged);
    expect(paymentAfter.failed(held, 'capture-failed')).toMatchObject({ state: 'problem', problem: 'capture-failed' });
    expect(paymentAfter.failed(charged, 'hold-expired')).toBe(charged);
    expect(paymentAfter.refunded(held, refundOf(100))).toBe(held);
  });
});

describe('the words of a payment', () => {
  it('says how it was paid', () => {
    expect(paymentWords(held)).toBe('Visa ending 4242, $41.27 held, charged when the kitchen accepts');
    expect(paymentWords(charged)).toBe('Visa ending 4242, charged $41.27');
    expect(paymentWords(paymentAfter.refunded(charged, refundOf(1200)))).toBe('Visa ending 4242, charged $41.27, refunded $12.00');
    expect(paymentWords(paymentAfter.refunded(charged, refundOf(4127)))).toBe('Visa ending 4242, charged $41.27, refunded in full');
    expect(paymentWords(paymentAfter.released(held))).toBe('Visa ending 4242, hold of $41.27 released: nothing was charged');
    expect(paymentWords(paymentAfter.failed(held, 'hold-expired'))).toBe('Visa ending 4242: the hold of $41.27 expired before it was charged');
    expect(paymentWords(paymentAfter.failed(held, 'capture-failed'))).toBe('Visa ending 4242: the charge of $41.27 failed');
    expect(paymentWords({ ...held, card: { brand: 'unknown', last4: '0005' } })).toBe('Card ending 0005, $41.27 held, charged when the kitchen accepts');
    expect(paymentWords(awaiting)).toBe('Card payment not finished yet');
  });

  it('makes one idempotency key per order and step', () => {
    expect(idempotencyKeyFor(orderId, 'capture')).toBe(`spices-order-${orderId}-capture`);
    expect(idempotencyKeyFor(orderId, 'capture')).not.toBe(idempotencyKeyFor(orderId, 'release'));
  });
});

describe('a catering order’s balance paid by its link', () => {
  const deposit: CardPayment = { ...newCardPayment(7014, 'at-checkout'), state: 'charged', capturedCents: 7014, card: visa };
  const paid: BalancePayment = { state: 'charged', amountCents: 21040, attempt: 1, payBy: now.toISOString(), card: visa };
  const open: BalancePayment = { state: 'awaiting', amountCents: 21040, attempt: 2, payBy: now.toISOString() };

  it('is refunded on cancel (what is left of it), its open link ended, else nothing', () => {
    expect(balanceCancelPlan(paid)).toEqual({ kind: 'refund', amountCents: 21040 });
    expect(balanceCancelPlan({ ...paid, refundedCents: 1040 })).toEqual({ kind: 'refund', amountCents: 20000 });
    expect(balanceCancelPlan({ ...paid, refundedCents: 21040 })).toEqual({ kind: 'none' });
    expect(balanceCancelPlan(open)).toEqual({ kind: 'end-link' });
    expect(balanceCancelPlan(undefined)).toEqual({ kind: 'none' });
  });

  it('is refunded from the side sheet under its own numbered key, never more than is left of it', () => {
    expect(balanceRefundPlan(orderId, paid, 1000)).toEqual({
      kind: 'refund',
      amountCents: 1000,
      idempotencyKey: idempotencyKeyFor(orderId, 'balance-refund-1'),
    });
    const once = balanceRefunded(paid, { amountCents: 1000, at: now.toISOString(), reason: 'Fewer guests' });
    expect(once).toMatchObject({ refundedCents: 1000, refunds: [{ amountCents: 1000, reason: 'Fewer guests' }] });
    expect(balanceRefundPlan(orderId, once, 20041)).toEqual({ kind: 'refused', message: 'At most $200.40 is left to refund of the balance.' });
    expect(balanceRefundPlan(orderId, once, 500)).toMatchObject({ idempotencyKey: idempotencyKeyFor(orderId, 'balance-refund-2') });
    expect(balanceRefundPlan(orderId, open, 500)).toMatchObject({ kind: 'refused' });
  });

  it('makes the order refunded in full only once every payment is, and says what came from which', () => {
    const depositBack = { ...deposit, refundedCents: 7014 };
    const balanceBack = { ...paid, refundedCents: 21040 };
    expect(refundedInFull(depositBack, paid)).toBe(false);
    expect(refundedInFull(depositBack, balanceBack)).toBe(true);
    expect(refundedInFull(depositBack, open)).toBe(true);
    expect(totalRefundedCents({ cardPayment: depositBack, balancePayment: { ...paid, refundedCents: 1000 } })).toBe(8014);
    expect(refundedFromWords({ cardPayment: depositBack, balancePayment: { ...paid, refundedCents: 1000 }, quote: {} })).toBe('deposit $70.14; balance $10.00');
    expect(refundedFromWords({ cardPayment: { ...deposit, refundedCents: 500 } })).toBe('card $5.00');
  });
});

describe('what the owner’s cancel says of the card', () => {
  const held: CardPayment = { ...newCardPayment(1510, 'on-accept'), state: 'held', card: visa };
  const charged: CardPayment = { ...held, state: 'charged', capturedCents: 4200 };
  it('says the hold is released, what is refunded to which card, or that nothing is to refund', () => {
    expect(cancelPaymentWords({ cardPayment: held })).toEqual(['The $15.10 hold on the Visa ending 4242 is released: nothing is charged.']);
    expect(cancelPaymentWords({ cardPayment: charged })).toEqual(['$42.00 is refunded to the Visa ending 4242.']);
    expect(cancelPaymentWords({})).toEqual(['Payment is due in person: nothing to refund.']);
    expect(
      cancelPaymentWords({
        cardPayment: { ...charged, capturedCents: 7014 },
        quote: {},
        balancePayment: { state: 'charged', amountCents: 21040, refundedCents: 1040, card: { brand: 'mastercard', last4: '4444' } },
      }),
    ).toEqual(['The deposit: $70.14 is refunded to the Visa ending 4242.', 'The balance: $200.00 is refunded to the Mastercard ending 4444.']);
  });
});

describe('an unpaid order’s place in its slot (docs/business-rules.md#unpaid-card-orders)', () => {
  const slotId = '2026-11-28T18:00:00.000Z';
  const unpaid = (heldUntil: string | undefined, extra: { status?: string; slotReleasedAt?: string } = {}) => ({
    status: 'awaiting-payment',
    slotId,
    slotHeldUntil: heldUntil,
    ...extra,
  });
  const before = new Date(now.getTime() - 1000).toISOString();
  const after = new Date(now.getTime() + 1000).toISOString();

  it('counts the place until its time, then no longer', () => {
    expect(placeLapsed(unpaid(after), now)).toBe(false);
    expect(placeLapsed(unpaid(now.toISOString()), now)).toBe(true);
    expect(placeLapsed(unpaid(before), now)).toBe(true);
  });

  it('leaves alone a place given back already, an order paid or given up, and one without a time (a quote’s deposit)', () => {
    expect(placeLapsed(unpaid(before, { slotReleasedAt: before }), now)).toBe(false);
    expect(placeLapsed(unpaid(before, { status: 'placed' }), now)).toBe(false);
    expect(placeLapsed(unpaid(before, { status: 'cancelled' }), now)).toBe(false);
    expect(placeLapsed(unpaid(undefined), now)).toBe(false);
  });

  it('takes the lapsed places off the slots’ counts, never below none', () => {
    const lapsed = lapsedPlaces([unpaid(before), unpaid(before), unpaid(after), { ...unpaid(before), slotId: 'other' }], now);
    expect(lapsed).toEqual({ [slotId]: 2, other: 1 });
    expect(withoutLapsedPlaces({ [slotId]: 6, other: 0, third: 3 }, lapsed)).toEqual({ [slotId]: 4, other: 0, third: 3 });
  });

  it('lets a hold go, and refunds a charge in full, when the order’s time filled up meanwhile', () => {
    const held: CardPayment = { ...newCardPayment(4127, 'on-accept'), state: 'held' };
    expect(slotTakenPlan(held)).toEqual({ kind: 'release' });
    const charged: CardPayment = { ...newCardPayment(4127, 'at-checkout'), state: 'charged', capturedCents: 4127 };
    expect(slotTakenPlan(charged)).toEqual({ kind: 'refund', amountCents: 4127 });
  });
});
