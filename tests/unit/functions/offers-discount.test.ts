import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../../functions/src/orders/contract/order-totals.ts';
import { bestAutomaticOffer, discountCents, type Offer, type OfferLine, type OrderFacts } from '../../../functions/src/offers/index.ts';
import { anAutomaticOffer, anOffer } from '../../fixtures/offers.ts';

const jollof: OfferLine = { dishId: 'jollof-rice', category: 'entrée', cents: 2400 };
const puffPuff: OfferLine = { dishId: 'puff-puff', category: 'appetizer', cents: 800 };
const chinChin: OfferLine = { dishId: 'chin-chin', category: 'dessert', cents: 650 };
const order = [jollof, puffPuff, chinChin]; // $38.50 of food

const percent = (value: number, changes: Record<string, unknown> = {}) => anOffer({ discount: { kind: 'percent', percent: value }, ...changes });
const amount = (cents: number, changes: Record<string, unknown> = {}) => anOffer({ discount: { kind: 'amount', cents }, ...changes });
const freeDelivery = (changes: Record<string, unknown> = {}) => anOffer({ discount: { kind: 'free-delivery' }, modes: ['delivery'], ...changes });

describe('discountCents', () => {
  it('takes a percent of the food, rounded half up to the cent', () => {
    expect(discountCents(percent(10), order, 0)).toBe(385);
    expect(discountCents(percent(10), [{ ...jollof, cents: 1995 }], 0)).toBe(200); // 199.5 → 200
    expect(discountCents(percent(15), [{ ...jollof, cents: 1230 }], 0)).toBe(185); // 184.5 → 185
    expect(discountCents(percent(33), [{ ...jollof, cents: 1001 }], 0)).toBe(330); // 330.33 → 330
    expect(discountCents(percent(1), [{ ...jollof, cents: 49 }], 0)).toBe(0); // 0.49 → 0
    expect(discountCents(percent(100), order, 499)).toBe(3850);
  });

  it('takes a percent of the food in scope only', () => {
    const desserts = { scope: { kind: 'categories', categories: ['dessert', 'appetizer'] } };
    expect(discountCents(percent(50, desserts), order, 0)).toBe(725); // half of $8 + $6.50
    const puffOnly = { scope: { kind: 'dishes', dishes: [{ dishId: 'puff-puff', name: 'Puff Puff' }] } };
    expect(discountCents(percent(25, puffOnly), order, 0)).toBe(200);
    expect(discountCents(percent(25, puffOnly), [jollof], 0)).toBe(0);
  });

  it('takes an amount, never more than the food in scope', () => {
    expect(discountCents(amount(500), order, 0)).toBe(500);
    const puffOnly = { scope: { kind: 'dishes', dishes: [{ dishId: 'puff-puff', name: 'Puff Puff' }] } };
    expect(discountCents(amount(1000, puffOnly), order, 0)).toBe(800);
    expect(discountCents(amount(50_000), order, 0)).toBe(3850);
  });

  it('caps any discount at the maximum', () => {
    expect(discountCents(percent(20, { maxDiscountCents: 500 }), order, 0)).toBe(500); // 20 % would be $7.70
    expect(discountCents(percent(20, { maxDiscountCents: 1000 }), order, 0)).toBe(770);
    expect(discountCents(amount(2000, { maxDiscountCents: 1500 }), order, 0)).toBe(1500);
    expect(discountCents(freeDelivery({ maxDiscountCents: 300 }), order, 499)).toBe(300);
  });

  it('makes free delivery the delivery fee, whatever the food', () => {
    expect(discountCents(freeDelivery(), order, 499)).toBe(499);
    expect(discountCents(freeDelivery(), order, 0)).toBe(0);
    expect(discountCents(freeDelivery(), [{ ...puffPuff, cents: 100 }], 3850)).toBe(3850);
  });

  it('is never negative and never more than the food, even for an offer the schema would refuse', () => {
    // Stored data is read through the schema, but the arithmetic holds on its own too.
    const forced = (discount: unknown) => ({ ...anOffer(), discount }) as Offer;
    expect(discountCents(forced({ kind: 'percent', percent: 150 }), order, 0)).toBe(3850);
    expect(discountCents(forced({ kind: 'amount', cents: -500 }), order, 0)).toBe(0);
    expect(discountCents(forced({ kind: 'percent', percent: -10 }), order, 0)).toBe(0);
    expect(discountCents(percent(50), [], 499)).toBe(0);
  });

  it('refuses lines and fees that are not whole, non-negative cents', () => {
    expect(() => discountCents(percent(10), [{ ...jollof, cents: 12.5 }], 0)).toThrow(RangeError);
    expect(() => discountCents(percent(10), [{ ...jollof, cents: -1 }], 0)).toThrow(RangeError);
    expect(() => discountCents(freeDelivery(), order, -499)).toThrow(RangeError);
  });

  it('comes off before tax: the tax is on the discounted food, the tip of the food as ordered', () => {
    // docs/business-rules.md#offers-and-loyalty: a retailer's discount lowers Wisconsin's taxable amount.
    const off = discountCents(amount(500), order, 0);
    const totals = orderTotals({
      subtotalCents: 3850,
      mode: 'pickup',
      catering: false,
      tip: { kind: 'percent', percent: 10 },
      discount: { cents: off, on: 'food' },
    });
    expect(totals).toEqual({
      subtotalCents: 3850,
      deliveryFeeCents: 0,
      discountCents: 500,
      taxCents: 265, // 7.9 % of $33.50 = 264.65
      tipCents: 385, // 10 % of $38.50, the food as ordered
      totalCents: 3850 - 500 + 265 + 385,
      taxRateBasisPoints: 790,
    });
  });

  it('takes free delivery off the fee, taxing the food alone; never more than what it is of, never a negative total', () => {
    const free = orderTotals({
      subtotalCents: 3850,
      mode: 'delivery',
      catering: false,
      tip: { kind: 'percent', percent: 0 },
      discount: { cents: 499, on: 'delivery' },
    });
    expect(free).toMatchObject({ deliveryFeeCents: 499, discountCents: 499, taxCents: 304, totalCents: 3850 + 304 }); // 7.9 % of $38.50 = 304.15
    const tooMuch = orderTotals({
      subtotalCents: 1200,
      mode: 'pickup',
      catering: false,
      tip: { kind: 'percent', percent: 0 },
      discount: { cents: 5000, on: 'food' },
    });
    expect(tooMuch).toMatchObject({ discountCents: 1200, taxCents: 0, totalCents: 0 });
    const feeOnly = orderTotals({
      subtotalCents: 1200,
      mode: 'pickup',
      catering: false,
      tip: { kind: 'percent', percent: 0 },
      discount: { cents: 499, on: 'delivery' },
    });
    expect(feeOnly.discountCents).toBeUndefined();
    expect(feeOnly.totalCents).toBe(1200 + 95);
  });
});

describe('bestAutomaticOffer', () => {
  const facts: OrderFacts & { usesByOffer: Record<string, { customerUses: number; totalUses: number }> } = {
    now: Date.parse('2026-12-15T16:00:00.000Z'),
    orderTime: '2026-12-15T18:00:00.000Z',
    mode: 'delivery',
    catering: false,
    lines: order,
    firstOrder: false,
    usesByOffer: {},
  };

  it('takes the offer that takes the most off, with its words', () => {
    const offers = [
      anAutomaticOffer({ offerId: 'five-off', discount: { kind: 'amount', cents: 500 } }),
      anAutomaticOffer({ offerId: 'ten-percent', discount: { kind: 'percent', percent: 10 }, minimumFoodCents: 0 }),
      anAutomaticOffer({ offerId: 'free-delivery', discount: { kind: 'free-delivery' }, modes: ['delivery'], minimumFoodCents: 0 }),
    ];
    expect(bestAutomaticOffer(offers, facts, 499)).toMatchObject({ discountCents: 500, words: '$5 off orders over $30', offer: { offerId: 'five-off' } });
    expect(bestAutomaticOffer(offers, facts, 599)).toMatchObject({ discountCents: 599, words: 'Free delivery', offer: { offerId: 'free-delivery' } });
    expect(bestAutomaticOffer(offers, { ...facts, mode: 'pickup' }, 0)).toMatchObject({ discountCents: 500, offer: { offerId: 'five-off' } });
  });

  it('passes over codes, offers that do not apply, and offers that take nothing off', () => {
    const catering = anAutomaticOffer({ offerId: 'catering', discount: { kind: 'percent', percent: 10 }, catering: 'only' });
    const code = anOffer({ offerId: 'a-code', discount: { kind: 'amount', cents: 2000 } });
    const free = anAutomaticOffer({ offerId: 'free', discount: { kind: 'free-delivery' }, modes: ['delivery'] });
    expect(bestAutomaticOffer([catering, code, free], facts, 0)).toBeUndefined();
    expect(bestAutomaticOffer([catering, code, free], { ...facts, catering: true }, 0)).toMatchObject({ discountCents: 385 });
    expect(bestAutomaticOffer([], facts, 499)).toBeUndefined();
  });

  it("counts each offer's own uses", () => {
    const limited = anAutomaticOffer({ offerId: 'first-fifty', discount: { kind: 'amount', cents: 800 }, totalUses: 50 });
    const plain = anAutomaticOffer({ offerId: 'plain', discount: { kind: 'amount', cents: 300 } });
    expect(bestAutomaticOffer([limited, plain], facts, 0)?.offer.offerId).toBe('first-fifty');
    const runOut = { ...facts, usesByOffer: { 'first-fifty': { customerUses: 0, totalUses: 50 } } };
    expect(bestAutomaticOffer([limited, plain], runOut, 0)?.offer.offerId).toBe('plain');
  });

  it('breaks a tie by the earliest end, then by the id, in any order given', () => {
    const five = (offerId: string, validTo: string | null) => anAutomaticOffer({ offerId, validTo, discount: { kind: 'amount', cents: 500 } });
    const endless = five('a-endless', null);
    const january = five('z-january', '2027-01-01T06:00:00.000Z');
    const december = five('y-december', '2026-12-31T06:00:00.000Z');
    const decemberToo = five('x-december', '2026-12-31T06:00:00.000Z');
    for (const offers of [
      [endless, january, december, decemberToo],
      [decemberToo, december, january, endless],
      [january, decemberToo, endless, december],
    ]) {
      expect(bestAutomaticOffer(offers, facts, 0)?.offer.offerId).toBe('x-december');
    }
    expect(bestAutomaticOffer([endless, january], facts, 0)?.offer.offerId).toBe('z-january');
  });
});
