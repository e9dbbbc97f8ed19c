/**
 * Offer codes at checkout over HTTP against the local host (docs/business-rules.md#offers-and-loyalty): the quote says
 * what a code takes off (before tax, to the cent) or exactly why not; the order keeps it and the card is held for the
 * discounted total (read back from the local Stripe with the real client); a code's limits hold whatever the
 * concurrency (50 checkouts of a one-use code, 20 of one customer with a once-per-customer code, a total cap); a
 * cancelled order gives its use back, once however often the cancellation is delivered; codes that are not codes are
 * limited per customer.
 *
 * Only code offers here: they apply only when typed, so the suite's other checkouts are never touched (automatic
 * offers apply to every order: tests/integration/automatic-offers.test.ts runs alone).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { ownerOfferAnswerSchema, type StoredOffer } from '@functions/offers/contract/offers';
import { orderSchema, quoteAnswerSchema, scheduleAnswerSchema, type Order, type QuoteAnswer } from '@functions/orders/contract/order';
import { ordering } from '../../functions/src/platform/config/ordering.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { usesOf } from '../../functions/src/offers/store/redemptions.ts';
import { failureWindow, retryAfterSeconds } from '../../functions/src/platform/rules/rate-limit.ts';
import { settleCancelledOrder } from '../../functions/src/offers/use-cases/checkout-offers.ts';
import { getOrder, orderToItem } from '../../functions/src/orders/store/order.ts';
import type { Customer } from '../fixtures/api.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { registeredCustomer, signedInCustomer } from '../fixtures/signed-in.ts';
import { stripeUrl } from '../fixtures/stripe-control.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const noTip = { kind: 'percent', percent: 0 } as const;
const phone = '(414) 555-0142';
const stripe = new Stripe('sk_test_local', { host: new URL(stripeUrl).hostname, port: Number(new URL(stripeUrl).port), protocol: 'http' });

/** A code no earlier run used, as a customer might type it (lower-case: codes are case-insensitive). */
const newCode = (word: string) => `${word}-${randomBytes(4).toString('hex')}`;

let owner: Customer;
beforeAll(async () => {
  ({ owner } = await signedInOwner('Ama Codes'));
});

/** A code offer valid from an hour ago for a month: '$5 off orders over $30', once per customer, unless changed. */
async function codeOffer(changes: Record<string, unknown> = {}): Promise<StoredOffer> {
  const now = Date.now();
  const answer = await owner.call('POST', '/owner/offers', {
    json: offerFields({
      code: newCode('save'),
      validFrom: new Date(now - 3600_000).toISOString(),
      validTo: new Date(now + 30 * 24 * 3600_000).toISOString(),
      ...changes,
    }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ownerOfferAnswerSchema.parse(answer.body).offer;
}

async function addJollof(customer: Customer, quantity: number, sizeIndex = 0): Promise<number> {
  const option = jollof.prices[sizeIndex]!;
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return option.price * quantity;
}

/** The pickup slots of the last bookable days, where the suite's other tests rarely book. */
async function lateSlots(customer: Customer): Promise<string[]> {
  const answer = await customer.call('GET', '/orders/schedule?mode=pickup');
  expect(answer.status).toBe(200);
  const { days } = scheduleAnswerSchema.parse(answer.body);
  return days.slice(-4).flatMap((day) => day.slots.map((slot) => slot.id));
}

async function quoteWith(customer: Customer, code: string | undefined, extra: Record<string, unknown> = {}): Promise<QuoteAnswer> {
  const answer = await customer.call('POST', '/orders/quote', { json: { mode: 'pickup', tip: noTip, ...(code === undefined ? {} : { code }), ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return quoteAnswerSchema.parse(answer.body);
}

function place(customer: Customer, body: Record<string, unknown>, key: string = randomUUID()) {
  return customer.call('POST', '/orders', {
    json: { notes: '', paymentMethod: 'in-person-card', tip: noTip, mode: 'pickup', phone, ...body },
    headers: { 'idempotency-key': key },
  });
}

const refusalOf = (body: unknown) => {
  const { error } = errorBodySchema.parse(body);
  return { message: error.message, code: error.details?.[0]?.message, path: error.details?.[0]?.path };
};

const taxOf = (cents: number) => Math.floor((cents * ordering.salesTax.rateBasisPoints + 5000) / 10_000);

describe('a code at checkout', () => {
  it('takes its discount off the food before tax, to the cent, and the order keeps it', async () => {
    const offer = await codeOffer({ discount: { kind: 'percent', percent: 15 }, minimumFoodCents: 1000 });
    const { customer, userId } = await signedInCustomer();
    const food = await addJollof(customer, 3);
    const slotId = (await lateSlots(customer))[0]!;
    const typed = (offer.kind === 'code' ? offer.code : '').toLowerCase();

    const quoted = await quoteWith(customer, `  ${typed} `, { when: { kind: 'slot', slotId } });
    const off = Math.floor((food * 15 + 50) / 100);
    expect(quoted.codeRefusal).toBeUndefined();
    expect(quoted.offer).toMatchObject({
      offerId: offer.offerId,
      kind: 'code',
      code: typed.toUpperCase(),
      discountCents: off,
      on: 'food',
      words: '15 % off orders over $10',
    });
    expect(quoted.totals).toMatchObject({ subtotalCents: food, discountCents: off, taxCents: taxOf(food - off), totalCents: food - off + taxOf(food - off) });

    const placed = await place(customer, { when: { kind: 'slot', slotId }, expectedTotalCents: quoted.totals.totalCents, code: typed });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order.totals).toEqual(quoted.totals);
    expect(order.offer).toEqual(quoted.offer);
    expect((await usesOf(userId, [offer.offerId]))[offer.offerId]).toEqual({ customerUses: 1, totalUses: 1 });
  });

  it('holds the card for the discounted total, as the local Stripe has it', async () => {
    const offer = await codeOffer({ discount: { kind: 'amount', cents: 700 }, minimumFoodCents: 0 });
    const { customer } = await registeredCustomer();
    const food = await addJollof(customer, 2);
    const slotId = (await lateSlots(customer))[1]!;
    const code = offer.kind === 'code' ? offer.code : '';
    const quoted = await quoteWith(customer, code, { when: { kind: 'slot', slotId } });
    expect(quoted.totals.discountCents).toBe(700);
    expect(quoted.totals.totalCents).toBe(food - 700 + taxOf(food - 700));

    const placed = await place(customer, { when: { kind: 'slot', slotId }, expectedTotalCents: quoted.totals.totalCents, code, paymentMethod: 'card-online' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    const sessions = await stripe.checkout.sessions.list({ limit: 100 });
    const session = sessions.data.find((each) => each.metadata?.orderId === order.orderId);
    expect(session?.amount_total).toBe(quoted.totals.totalCents);
    expect(order.cardPayment?.amountCents).toBe(quoted.totals.totalCents);
  });

  it('says exactly why a code is not taken, and placing with it is refused with the same sentence', async () => {
    const { customer } = await signedInCustomer();
    await addJollof(customer, 1);
    const food = jollof.prices[0]!.price;
    const slotId = (await lateSlots(customer))[2]!;
    const when = { kind: 'slot', slotId } as const;
    const codeOf = (offer: StoredOffer) => (offer.kind === 'code' ? offer.code : '');

    const later = await codeOffer({ validFrom: '2027-03-05T06:00:00.000Z', validTo: '2027-04-01T05:00:00.000Z' });
    const minimum = await codeOffer({ minimumFoodCents: food + 100 });
    const delivery = await codeOffer({ discount: { kind: 'free-delivery' }, modes: ['delivery'] });
    const paused = await codeOffer({ state: 'paused' });
    const catering = await codeOffer({ catering: 'only' });

    const said = async (code: string) => (await quoteWith(customer, code, { when })).codeRefusal;
    expect(await said(codeOf(later))).toEqual({ reason: 'NOT_STARTED', message: 'This code starts on Friday, March 5.' });
    expect(await said(codeOf(minimum))).toEqual({ reason: 'MINIMUM', message: `This code is for orders over $${((food + 100) / 100).toFixed(2)}.` });
    expect(await said(codeOf(delivery))).toEqual({ reason: 'MODE', message: 'This code is for delivery orders.' });
    expect(await said(codeOf(paused))).toEqual({ reason: 'PAUSED', message: 'This code is paused.' });
    expect(await said(codeOf(catering))).toEqual({ reason: 'CATERING', message: 'This code is for catering orders.' });
    expect(await said('NO-SUCH-CODE-1')).toEqual({ reason: 'UNKNOWN', message: 'That is not a code we know.' });
    expect(await said('ß!')).toEqual({ reason: 'UNKNOWN', message: 'That is not a code we know.' });

    // The quote without a code is the full price; placing with a refused code is a 409 naming the code, and places nothing.
    const full = await quoteWith(customer, undefined, { when });
    expect(full.totals.discountCents).toBeUndefined();
    const refused = await place(customer, { when, expectedTotalCents: full.totals.totalCents, code: codeOf(minimum) });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused.body)).toEqual({
      message: `This code is for orders over $${((food + 100) / 100).toFixed(2)}.`,
      code: 'OFFER_REFUSED',
      path: 'body.code',
    });
    const orders = await customer.call<unknown[]>('GET', '/orders');
    expect(orders.body).toEqual([]);
  });

  it('is taken once per customer, then "has been used already"; a used-up code "has run out"', async () => {
    const once = await codeOffer({ usesPerCustomer: 1, minimumFoodCents: 0 });
    const capped = await codeOffer({ usesPerCustomer: null, totalUses: 1, minimumFoodCents: 0 });
    const { customer } = await signedInCustomer();
    const [first, second, third] = await lateSlots(customer);
    for (const [offer, slotId] of [
      [once, first],
      [capped, second],
    ] as const) {
      await addJollof(customer, 1);
      const code = offer.kind === 'code' ? offer.code : '';
      const quoted = await quoteWith(customer, code, { when: { kind: 'slot', slotId } });
      const placed = await place(customer, { when: { kind: 'slot', slotId }, expectedTotalCents: quoted.totals.totalCents, code });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
    await addJollof(customer, 1);
    const again = await quoteWith(customer, once.kind === 'code' ? once.code : '', { when: { kind: 'slot', slotId: third } });
    expect(again.codeRefusal).toEqual({ reason: 'USED', message: 'This code has been used already.' });
    const other = await signedInCustomer();
    await addJollof(other.customer, 1);
    const runOut = await quoteWith(other.customer, capped.kind === 'code' ? capped.code : '');
    expect(runOut.codeRefusal).toEqual({ reason: 'RUN_OUT', message: 'This code has run out.' });
  });
});

/** Places each customer's cart by card in its own slot, all at once, with the code; the answers in the same order. */
async function placeAllAtOnce(entries: { customer: Customer; slotId: string; totalCents: number }[], code: string) {
  return Promise.all(
    entries.map(({ customer, slotId, totalCents }) =>
      place(customer, { when: { kind: 'slot', slotId }, expectedTotalCents: totalCents, code, paymentMethod: 'card-online' }),
    ),
  );
}

/** `count` new customers, each with one Jollof Rice in the cart, a slot of their own and the total the code makes. */
async function customersReady(count: number, code: string) {
  // A few at a time: the local host hashes every password in one process (AWS gives each request its own Lambda).
  const customers: Awaited<ReturnType<typeof registeredCustomer>>[] = [];
  while (customers.length < count)
    customers.push(...(await Promise.all(Array.from({ length: Math.min(5, count - customers.length) }, () => registeredCustomer()))));
  const slots = await lateSlots(customers[0]!.customer);
  expect(slots.length).toBeGreaterThanOrEqual(count);
  return Promise.all(
    customers.map(async ({ customer, userId }, index) => {
      await addJollof(customer, 1);
      const quoted = await quoteWith(customer, code);
      expect(quoted.offer?.code).toBe(code);
      return { customer, userId, slotId: slots[index]!, totalCents: quoted.totals.totalCents };
    }),
  );
}

/**
 * The orders the answers placed, and that every other answer is a 409 (the code refused, or the moment's conflicts).
 * A 200 is an order placed and then replaced by a newer checkout of the same customer before its card page opened.
 */
function placedOf(answers: { status: number; body: unknown }[]): Order[] {
  for (const answer of answers.filter((each) => each.status !== 201 && each.status !== 200)) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(['OFFER_REFUSED', 'IN_PROGRESS', 'FULL']).toContain(refusalOf(answer.body).code);
  }
  return answers.filter((answer) => answer.status === 201 || answer.status === 200).map((answer) => orderSchema.parse(answer.body));
}

describe('a code’s limits under concurrent checkouts', () => {
  it('gives a one-use code to exactly one of 50 simultaneous checkouts', { timeout: 180_000 }, async () => {
    const offer = await codeOffer({ usesPerCustomer: null, totalUses: 1, minimumFoodCents: 0 });
    const code = offer.kind === 'code' ? offer.code : '';
    const ready = await customersReady(50, code);
    const placed = placedOf(await placeAllAtOnce(ready, code));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.offer?.offerId).toBe(offer.offerId);
    expect((await usesOf(ready[0]!.userId, [offer.offerId]))[offer.offerId]!.totalUses).toBe(1);
  });

  it('gives a once-per-customer code to exactly one of 20 simultaneous checkouts of one customer', { timeout: 120_000 }, async () => {
    const offer = await codeOffer({ usesPerCustomer: 1, minimumFoodCents: 0 });
    const code = offer.kind === 'code' ? offer.code : '';
    const [ready] = await customersReady(1, code);
    const { customer, userId, totalCents } = ready!;
    const slots = await lateSlots(customer);
    // By card the cart stays as it is until the card is held: without the code's limit, every one of these would be
    // placed. A customer has one card order awaiting its card at most, so a checkout that starts after another was
    // placed ends it (and its use comes back): at the end exactly one order holds the code.
    const placed = placedOf(
      await placeAllAtOnce(
        slots.slice(0, 20).map((slotId) => ({ customer, slotId, totalCents })),
        code,
      ),
    );
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const now = await Promise.all(placed.map((order) => getOrder(userId, order.orderId)));
    expect(now.filter((order) => order?.status !== 'cancelled')).toHaveLength(1);
    expect((await usesOf(userId, [offer.offerId]))[offer.offerId]).toEqual({ customerUses: 1, totalUses: 1 });
  });

  it('never passes a total of 3 uses under 25 simultaneous checkouts', { timeout: 180_000 }, async () => {
    const offer = await codeOffer({ usesPerCustomer: null, totalUses: 3, minimumFoodCents: 0 });
    const code = offer.kind === 'code' ? offer.code : '';
    const ready = await customersReady(25, code);
    const placed = placedOf(await placeAllAtOnce(ready, code));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(placed.length).toBeLessThanOrEqual(3);
    expect((await usesOf(ready[0]!.userId, [offer.offerId]))[offer.offerId]!.totalUses).toBe(placed.length);
  });
});

describe('a cancelled order’s code', () => {
  it('comes back once, however often the cancellation is delivered', async () => {
    const offer = await codeOffer({ usesPerCustomer: 1, totalUses: 5, minimumFoodCents: 0 });
    const code = offer.kind === 'code' ? offer.code : '';
    const { customer, userId } = await signedInCustomer();
    await addJollof(customer, 1);
    const slotId = (await lateSlots(customer))[3]!;
    const quoted = await quoteWith(customer, code, { when: { kind: 'slot', slotId } });
    const placed = await place(customer, { when: { kind: 'slot', slotId }, expectedTotalCents: quoted.totals.totalCents, code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect((await usesOf(userId, [offer.offerId]))[offer.offerId]).toEqual({ customerUses: 1, totalUses: 1 });

    const cancelled = await customer.call('POST', `/orders/${order.orderId}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // The stream's settling gives the use back.
    await expect.poll(async () => (await usesOf(userId, [offer.offerId]))[offer.offerId], { timeout: 20_000 }).toEqual({ customerUses: 0, totalUses: 0 });

    // The same cancellation delivered again (a replay, a retry): nothing more comes back.
    const stored = (await getOrder(userId, order.orderId))!;
    await settleCancelledOrder(orderToItem(stored));
    await settleCancelledOrder(orderToItem(stored));
    expect((await usesOf(userId, [offer.offerId]))[offer.offerId]).toEqual({ customerUses: 0, totalUses: 0 });
    // And the customer may use the code again.
    await addJollof(customer, 1);
    expect((await quoteWith(customer, code)).offer?.offerId).toBe(offer.offerId);
  });
});

describe('codes that are not codes', () => {
  it('are limited per customer: after 10 in a quarter hour, the checkout says to wait, even for a real code', async () => {
    const real = await codeOffer({ minimumFoodCents: 0 });
    const { customer } = await signedInCustomer();
    await addJollof(customer, 1);
    // The limit counts in fixed quarter hours: the ten tries are made within one (waiting for the next when this one ends within a minute).
    const left = retryAfterSeconds(failureWindow());
    if (left < 60) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await quoteWith(customer, `GUESS-${attempt}-${randomBytes(3).toString('hex')}`)).codeRefusal?.reason).toBe('UNKNOWN');
    }
    const limited = await quoteWith(customer, real.kind === 'code' ? real.code : '');
    expect(limited.codeRefusal?.reason).toBe('TOO_MANY');
    expect(limited.codeRefusal?.message).toMatch(/^Too many codes were tried\. Please try again in \d+ minutes?\.$/);
    expect(limited.offer).toBeUndefined();
    // The quote itself still answers, with the full price.
    expect(limited.totals.discountCents).toBeUndefined();
  });
});
