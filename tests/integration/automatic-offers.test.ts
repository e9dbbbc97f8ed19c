/**
 * Automatic offers at checkout over HTTP against the local host (docs/business-rules.md#offers-and-loyalty): the best
 * one that applies is taken without a code, and the quote says which and why; a code that takes less is not taken
 * (one offer an order), a code that takes more is; the order keeps the offer and counts its use.
 *
 * Shop-wide (vitest.config.ts `shopWide`): an automatic offer applies to every order, so this file runs alone, and
 * ends its offers when it is done, whatever happened.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfferAnswerSchema, type StoredOffer } from '@functions/offers/contract/offers';
import { orderSchema, quoteAnswerSchema, scheduleAnswerSchema, type QuoteAnswer } from '@functions/orders/contract/order';
import { ordering } from '../../functions/src/platform/config/ordering.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { usesOf } from '../../functions/src/offers/store/redemptions.ts';
import type { Customer } from '../fixtures/api.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const noTip = { kind: 'percent', percent: 0 } as const;
const home = { label: 'Home', recipientName: 'Ama Mensah', line1: '2218 N Martin Luther King Jr Dr', city: 'Milwaukee', state: 'WI', zip: '53212' };
const taxOf = (cents: number) => Math.floor((cents * ordering.salesTax.rateBasisPoints + 5000) / 10_000);

let owner: Customer;
const made: StoredOffer[] = [];

beforeAll(async () => {
  ({ owner } = await signedInOwner('Ama Automatic'));
});

// Every offer made here ends, so no later test's order takes it.
afterAll(async () => {
  for (const offer of made) {
    const { offerId: _id, version, updatedAt: _at, ...definition } = offer;
    const ended = await owner.call('PUT', `/owner/offers/${offer.offerId}`, { json: { ...definition, state: 'ended', version } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  }
});

/** An offer valid from an hour ago for a month, with the changes given. */
async function createOffer(changes: Record<string, unknown>): Promise<StoredOffer> {
  const now = Date.now();
  const answer = await owner.call('POST', '/owner/offers', {
    json: offerFields({
      validFrom: new Date(now - 3600_000).toISOString(),
      validTo: new Date(now + 30 * 24 * 3600_000).toISOString(),
      usesPerCustomer: null,
      ...changes,
    }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const offer = ownerOfferAnswerSchema.parse(answer.body).offer;
  made.push(offer);
  return offer;
}

async function deliveryCustomer(jollofs: number) {
  const { customer, userId } = await signedInCustomer();
  const address = (await customer.call<{ id: string }>('POST', '/address', { json: home })).body;
  const option = jollof.prices[0]!;
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: jollofs }] },
  });
  expect(added.status).toBe(201);
  return { customer, userId, addressId: address.id, food: option.price * jollofs };
}

async function quote(customer: Customer, addressId: string, code?: string, slotId?: string): Promise<QuoteAnswer> {
  const answer = await customer.call('POST', '/orders/quote', {
    json: { mode: 'delivery', addressId, tip: noTip, ...(code ? { code } : {}), ...(slotId ? { when: { kind: 'slot', slotId } } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return quoteAnswerSchema.parse(answer.body);
}

describe('automatic offers', () => {
  it('takes the best one that applies without a code, says which, and the order keeps it and counts its use', async () => {
    const freeDelivery = await createOffer({ kind: 'automatic', discount: { kind: 'free-delivery' }, modes: ['delivery'], minimumFoodCents: 6000 });
    // Applies too, but takes less off (a dollar) than the fee.
    await createOffer({ kind: 'automatic', discount: { kind: 'amount', cents: 100 }, minimumFoodCents: 6000 });

    const { customer, userId, addressId, food } = await deliveryCustomer(5);
    expect(food).toBeGreaterThanOrEqual(6000);
    const { days } = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=delivery')).body);
    const slotId = days.at(-2)!.slots[0]!.id;
    const quoted = await quote(customer, addressId, undefined, slotId);
    expect(quoted.offer).toMatchObject({
      offerId: freeDelivery.offerId,
      kind: 'automatic',
      words: 'Free delivery over $60',
      on: 'delivery',
      discountCents: ordering.deliveryFeeCents,
    });
    expect(quoted.totals).toMatchObject({
      subtotalCents: food,
      deliveryFeeCents: ordering.deliveryFeeCents,
      discountCents: ordering.deliveryFeeCents,
      taxCents: taxOf(food),
    });
    expect(quoted.totals.totalCents).toBe(food + taxOf(food));

    // Below the minimum, no offer at all.
    const small = await deliveryCustomer(3);
    expect((await quote(small.customer, small.addressId)).offer).toBeUndefined();

    const placed = await customer.call('POST', '/orders', {
      json: {
        notes: '',
        paymentMethod: 'in-person-card',
        tip: noTip,
        mode: 'delivery',
        addressId,
        phone: '(414) 555-0142',
        when: { kind: 'slot', slotId },
        expectedTotalCents: quoted.totals.totalCents,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(orderSchema.parse(placed.body).offer?.offerId).toBe(freeDelivery.offerId);
    expect((await usesOf(userId, [freeDelivery.offerId]))[freeDelivery.offerId]).toEqual({ customerUses: 1, totalUses: 1 });
  });

  it('takes one offer an order: a code that takes less is not taken, and says why; one that takes more is', async () => {
    const less = await createOffer({ code: `less-${randomBytes(4).toString('hex')}`, discount: { kind: 'amount', cents: 200 }, minimumFoodCents: 0 });
    const more = await createOffer({ code: `more-${randomBytes(4).toString('hex')}`, discount: { kind: 'percent', percent: 20 }, minimumFoodCents: 0 });
    const { customer, addressId, food } = await deliveryCustomer(5);
    const code = (offer: StoredOffer) => (offer.kind === 'code' ? offer.code : '');

    const withLess = await quote(customer, addressId, code(less));
    expect(withLess.offer?.kind).toBe('automatic');
    expect(withLess.codeRefusal).toEqual({
      reason: 'BETTER_OFFER',
      message: `The offer “${withLess.offer!.words}” takes more off this order, so the order takes it instead of this code.`,
    });

    const withMore = await quote(customer, addressId, code(more));
    expect(withMore.codeRefusal).toBeUndefined();
    const off = Math.floor((food * 20 + 50) / 100);
    expect(withMore.offer).toMatchObject({ offerId: more.offerId, kind: 'code', discountCents: off, on: 'food' });
    expect(withMore.totals.taxCents).toBe(taxOf(food + ordering.deliveryFeeCents - off));
  });
});
