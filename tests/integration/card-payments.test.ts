/**
 * Card payments end to end on the test stack (docs/business-rules.md#card-payments): the real API, DynamoDB Local,
 * the SES emulator and the local Stripe, whose webhooks reach the API signed. Each test places a card order through
 * POST /orders, pays (or not) on the hosted page, and checks what the customer, the board and the e-mails say.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { boardAnswerSchema, kitchenOrderSchema, type KitchenOrder } from '@functions/orders/contract/kitchen';
import { messagesSchema, orderSchema, quoteAnswerSchema, scheduleAnswerSchema, verifyToPayInPersonMessage, type Order } from '@functions/orders/contract/order';
import { ordering } from '../../functions/src/platform/config/ordering.ts';
import { orderKey, salesPeriodKey, slotCounterKey } from '../../functions/src/platform/table/keys.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { parse } from 'csv-parse/sync';
import { localTime } from '../../functions/src/platform/contract/business-clock.ts';
import { basisPointsOf } from '../../functions/src/orders/contract/order-totals.ts';
import { counterNames } from '../../functions/src/reports/rules/sales-report.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { call, type Customer } from '../fixtures/api.ts';
import { emailsTo, linkIn, waitForEmail } from '../fixtures/mailbox.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { registeredCustomer, signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { eventFor, payOnHostedPage, stripeControl, stripeUrl, testCards } from '../fixtures/stripe-control.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const noTip = { kind: 'percent', percent: 0 } as const;

let owner: Customer;

beforeAll(async () => {
  owner = (await signedInOwner('Abena Owner')).owner;
});
// A test that paused the webhooks and failed before resuming them leaves none waiting for the next.
afterEach(async () => {
  await stripeControl.resume();
});

/**
 * A customer with Jollof Rice in the cart and a slot picked (seeded and logged) three to four days out, so the card
 * is held (within the hold's safe days); `far` picks one ten or more days out, charged at checkout instead.
 */
async function customerWithCart(quantity = 2, far = false, who?: SignedInCustomer): Promise<{ who: SignedInCustomer; slotId: string; totalCents: number }> {
  who ??= await signedInCustomer();
  const option = jollof.prices[0]!;
  const added = await who.customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const schedule = scheduleAnswerSchema.parse((await who.customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const slots = (far ? schedule.days.slice(10) : schedule.days.slice(3, 5)).flatMap((day) => day.slots);
  const slotId = seededPick(slots, `card payments: ${expect.getState().currentTestName ?? ''}`, (slot) => slot.id).id;
  const quote = quoteAnswerSchema.parse((await who.customer.call('POST', '/orders/quote', { json: { mode: 'pickup', tip: noTip } })).body);
  expect(quote.paymentMethods).toEqual(['card-online', 'in-person-card', 'in-person-cash']);
  return { who, slotId, totalCents: quote.totals.totalCents };
}

function placeByCard(customer: Customer, slotId: string, totalCents: number, key: string = randomUUID(), paymentMethod = 'card-online') {
  return customer.call<Order>('POST', '/orders', {
    json: {
      notes: '',
      paymentMethod,
      tip: noTip,
      mode: 'pickup',
      phone: '(414) 555-0142',
      when: { kind: 'slot', slotId },
      expectedTotalCents: totalCents,
    },
    headers: { 'idempotency-key': key },
  });
}

/** A card order placed and awaiting its card: the answer's order, with the hosted page's address. */
async function awaitingCardOrder(quantity = 2) {
  const setup = await customerWithCart(quantity);
  const placed = await placeByCard(setup.who.customer, setup.slotId, setup.totalCents);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = orderSchema.parse(placed.body);
  expect(order.status).toBe('awaiting-payment');
  expect(order.cardPayment).toMatchObject({ state: 'awaiting', amountCents: setup.totalCents, capture: 'on-accept' });
  expect(order.cardPayment?.checkoutUrl).toMatch(/\/pay\/cs_/);
  return { ...setup, order, checkoutUrl: order.cardPayment!.checkoutUrl! };
}

async function board(): Promise<KitchenOrder[]> {
  const answer = await owner.call('GET', '/owner/orders');
  expect(answer.status).toBe(200);
  return boardAnswerSchema.parse(answer.body).orders;
}

async function orderOf(customer: Customer, orderId: string): Promise<Order> {
  const answer = await customer.call('GET', `/orders/${orderId}`);
  expect(answer.status).toBe(200);
  return orderSchema.parse(answer.body);
}

/** The customer back from the card page, as the order page's first call says it. */
function returnFromPage(customer: Customer, orderId: string, outcome: 'paid' | 'cancelled') {
  return customer.call('POST', `/orders/${orderId}/payment`, { json: { outcome } });
}

/** A card order whose card is held (paid on the page, finished by the customer's return). */
async function heldCardOrder(quantity = 2) {
  const setup = await awaitingCardOrder(quantity);
  await payOnHostedPage(setup.checkoutUrl);
  const back = await returnFromPage(setup.who.customer, setup.order.orderId, 'paid');
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  const order = orderSchema.parse(back.body);
  expect(order.status).toBe('placed');
  expect(order.cardPayment).toMatchObject({ state: 'held', card: { brand: 'visa', last4: '4242' } });
  return { ...setup, order };
}

function boardAction(order: Order, customerId: string, action: string, extra: Record<string, unknown> = {}) {
  return owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId, action, ...extra } });
}

async function messagesOf(customer: Customer, orderId: string) {
  return messagesSchema.parse((await customer.call('GET', '/messages')).body).filter((message) => message.orderId === orderId);
}

const errorOf = (body: unknown) => errorBodySchema.parse(body).error;

describe('checking out by card', () => {
  it('keeps the order off the board until the card is held; the return and the webhook racing finish it once', async () => {
    const { who, order, checkoutUrl } = await awaitingCardOrder();
    expect((await board()).map((each) => each.orderId)).not.toContain(order.orderId);
    // The cart stays as it was while the customer is on the card page.
    expect((await who.customer.call<{ cart: unknown[] }>('GET', '/cart')).body.cart).toHaveLength(1);

    // The webhooks wait, so the customer's return (twice: a reload) and Stripe's events reach the API at the same moment.
    await stripeControl.pause();
    const back = await payOnHostedPage(checkoutUrl);
    expect(back).toContain(`/spices/account/order-details/${order.orderId}?payment=paid`);
    expect((await stripeControl.queued()).length).toBeGreaterThanOrEqual(2);
    const [returned, again, delivered] = await Promise.all([
      returnFromPage(who.customer, order.orderId, 'paid'),
      returnFromPage(who.customer, order.orderId, 'paid'),
      stripeControl.resume(),
    ]);
    expect(delivered.every((delivery) => delivery.status === 200)).toBe(true);
    expect([returned.status, again.status]).toEqual([200, 200]);
    await stripeControl.settled();
    await streamBarrier();

    const finished = await orderOf(who.customer, order.orderId);
    expect(finished.status).toBe('placed');
    expect(finished.history.map((entry) => entry.status)).toEqual(['awaiting-payment', 'placed']);
    expect(finished.cardPayment).toMatchObject({ state: 'held', amountCents: order.totals.totalCents });
    expect(finished.cardPayment?.checkoutUrl).toBeUndefined();
    // Once: one receipt, one e-mail to the customer and one to the owner; the order is on the board as New.
    expect((await messagesOf(who.customer, order.orderId)).map((message) => message.title)).toEqual(['Order received']);
    const receipts = (await emailsTo(who.email)).filter((email) => email.subject.includes(order.number));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body.text).toContain('Visa ending 4242');
    const ownerMails = (await emailsTo('owner@spices-kitchen.example')).filter((email) => email.subject.startsWith(`New order ${order.number} `));
    expect(ownerMails).toHaveLength(1);
    const onBoard = (await board()).find((each) => each.orderId === order.orderId);
    expect(onBoard?.cardPayment?.state).toBe('held');
    // The cart lines the order was made from left the cart with the paid order.
    expect((await who.customer.call<{ cart: unknown[] }>('GET', '/cart')).body.cart).toHaveLength(0);
  });

  it('takes one event once, however often and however concurrently it is delivered', async () => {
    const { who, order } = await heldCardOrder();
    const completed = await eventFor('checkout.session.completed', (await stripeSessionOf(order)).id);
    const deliveries = await stripeControl.redeliver(completed.id, { times: 4, concurrent: true });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200]);
    await streamBarrier();
    expect(await messagesOf(who.customer, order.orderId)).toHaveLength(1);
    expect((await orderOf(who.customer, order.orderId)).history).toHaveLength(2);
  });

  it('refuses a tampered, re-serialised, unsigned, stale or wrongly signed event with a 400, and changes nothing', async () => {
    const { who, order, checkoutUrl } = await awaitingCardOrder();
    await stripeControl.pause();
    await payOnHostedPage(checkoutUrl);
    const completed = (await eventFor('checkout.session.completed', (await stripeSessionOf(order)).id)).id;
    for (const variant of ['tampered', 'reserialised', 'unsigned', 'stale', 'wrong-secret'] as const) {
      const [delivery] = await stripeControl.redeliver(completed, { variant });
      expect(delivery?.status, variant).toBe(400);
    }
    expect((await orderOf(who.customer, order.orderId)).status).toBe('awaiting-payment');
    // A body made up by anyone: refused before anything is read.
    const forged = await call('POST', '/payments/webhook', {
      rawBody: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_x' } } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(400);
    expect(errorOf(forged.body).code).toBe('VALIDATION');
    // The genuine events still finish it.
    await stripeControl.resume();
    await stripeControl.settled();
    expect((await orderOf(who.customer, order.orderId)).status).toBe('placed');
  });

  it('does not take a payment whose order or amount is not the order’s', async () => {
    const { who, order } = await awaitingCardOrder();
    const { order: other, checkoutUrl: otherPage } = await awaitingCardOrder(3);
    // The other order's payment names its own order and amount: paying it leaves the first order untouched.
    await payOnHostedPage(otherPage);
    await stripeControl.settled();
    expect((await orderOf(who.customer, order.orderId)).status).toBe('awaiting-payment');
    // A session made outside the shop for this order's id, at another amount, is not taken either.
    const forgedSession = await createForeignSession(order, who.userId, order.totals.totalCents - 100);
    await payOnHostedPage(forgedSession.url!);
    await stripeControl.settled();
    const still = await orderOf(who.customer, order.orderId);
    expect(still.status).toBe('awaiting-payment');
    expect(still.cardPayment?.state).toBe('awaiting');
    expect(other.orderId).not.toBe(order.orderId);
  });

  it('gives the order up when the customer goes back from the card page: the slot is free again and the cart as it was', async () => {
    const { who, order, slotId } = await awaitingCardOrder();
    const cancelled = await returnFromPage(who.customer, order.orderId, 'cancelled');
    expect(cancelled.status).toBe(200);
    const given = orderSchema.parse(cancelled.body);
    expect(given.status).toBe('cancelled');
    expect(given.cardPayment?.state).toBe('abandoned');
    expect(given.cancelReason).toContain('not completed');
    // The page can no longer be paid.
    const page = await fetch(order.cardPayment!.checkoutUrl!, {
      method: 'POST',
      body: new URLSearchParams({ card_number: testCards.approved }),
      redirect: 'manual',
    });
    expect(page.status).not.toBe(303);
    expect((await who.customer.call<{ cart: unknown[] }>('GET', '/cart')).body.cart).toHaveLength(1);
    // Placed again, by card, at the same time: it is taken (the slot's place was given back).
    const again = await placeByCard(who.customer, slotId, order.totals.totalCents);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('lets a session that lapses give the order up, as Stripe’s checkout.session.expired says', async () => {
    const { who, order } = await awaitingCardOrder();
    await stripeControl.expireSession((await stripeSessionOf(order)).id);
    await stripeControl.settled();
    const lapsed = await orderOf(who.customer, order.orderId);
    expect(lapsed.status).toBe('cancelled');
    expect(lapsed.cardPayment?.state).toBe('abandoned');
  });

  it('lists the order’s dishes, quantities and unit prices, and its tax, on the card page, summing to the server’s total', async () => {
    const { order, checkoutUrl } = await awaitingCardOrder(3);
    const session = await stripeSessionOf(order);
    const items = (await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 })).data;
    const [dish] = order.lines;
    expect(items.map((item) => [item.description, item.quantity, item.price?.unit_amount])).toEqual([
      [`${dish!.name}, ${dish!.amount}`, 3, dish!.unitPriceCents],
      [`Sales tax (${order.totals.taxRateBasisPoints / 100}%)`, 1, order.totals.taxCents],
    ]);
    expect(items.reduce((sum, item) => sum + item.amount_total, 0)).toBe(order.totals.totalCents);
    expect(session.amount_total).toBe(order.totals.totalCents);
    // The hosted page (the local stand-in's) shows them.
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain(dish!.name);
    expect(page).toContain('Sales tax');
  });

  it('answers a retried checkout (same key) with the same order and the same card page', async () => {
    const setup = await customerWithCart();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      placeByCard(setup.who.customer, setup.slotId, setup.totalCents, key),
      placeByCard(setup.who.customer, setup.slotId, setup.totalCents, key),
    ]);
    const orders = [first, second].map((answer) => orderSchema.parse(answer.body));
    expect(orders[0]!.orderId).toBe(orders[1]!.orderId);
    const again = orderSchema.parse((await placeByCard(setup.who.customer, setup.slotId, setup.totalCents, key)).body);
    expect(again.cardPayment?.checkoutUrl).toBe(orders[0]!.cardPayment?.checkoutUrl ?? orders[1]!.cardPayment?.checkoutUrl);
  });
});

describe('an order awaiting its card and its slot (docs/business-rules.md#unpaid-card-orders)', () => {
  /** How many orders the slot's counter holds. */
  async function takenAt(slotId: string): Promise<number> {
    const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: slotCounterKey(slotId), ConsistentRead: true }));
    return Number(Item?.count ?? 0);
  }

  /** Every other place of the slot taken: with the order awaiting its card, the slot is full. */
  async function fillSlot(slotId: string): Promise<void> {
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: slotCounterKey(slotId),
        UpdateExpression: 'SET #count = :max, #type = :type',
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':max': ordering.maxOrdersPerSlot, ':type': 'slotCapacity' },
      }),
    );
  }

  /** Stands for the order's minutes passing: its time to hold its slot's place (platform/config/ordering.ts unpaidHoldMinutes) is behind it. */
  async function holdTimePassed(userId: string, order: Order): Promise<void> {
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(userId, order.orderId),
        UpdateExpression: 'SET slotHeldUntil = :past',
        ConditionExpression: 'attribute_exists(slotHeldUntil)',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
  }

  /** Another customer with Jollof Rice in the cart, placing it at `slotId`, paid in person. */
  async function anotherCustomerAt(slotId: string) {
    const { who, totalCents } = await customerWithCart(1);
    const offered = scheduleAnswerSchema.parse((await who.customer.call('GET', '/orders/schedule?mode=pickup')).body);
    const place = () =>
      who.customer.call('POST', '/orders', {
        json: {
          notes: '',
          paymentMethod: 'in-person-card',
          tip: noTip,
          mode: 'pickup',
          phone: '(414) 555-0177',
          when: { kind: 'slot', slotId },
          expectedTotalCents: totalCents,
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    return { offered: offered.days.flatMap((day) => day.slots).some((slot) => slot.id === slotId), place };
  }

  it('ends the first card order when the customer places a second: its session expired at Stripe, its place freed', async () => {
    const { who, order, slotId, checkoutUrl } = await awaitingCardOrder();
    await fillSlot(slotId);
    // The same cart placed again by card at the same (full) time: the first order's place is what lets it in.
    const second = await placeByCard(who.customer, slotId, order.totals.totalCents);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(orderSchema.parse(second.body).status).toBe('awaiting-payment');
    expect(await takenAt(slotId)).toBe(ordering.maxOrdersPerSlot);

    const first = await orderOf(who.customer, order.orderId);
    expect(first.status).toBe('cancelled');
    expect(first.cardPayment?.state).toBe('abandoned');
    expect(first.cancelReason).toContain('newer order');
    expect((await stripeSessionOf(order)).status).toBe('expired');
    // Its page can no longer be paid.
    const page = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ card_number: testCards.approved }), redirect: 'manual' });
    expect(page.status).not.toBe(303);
  });

  it('stops counting an unpaid order toward its slot once its time to hold the place has passed', async () => {
    const { who, order, slotId } = await awaitingCardOrder();
    await fillSlot(slotId);
    const before = await anotherCustomerAt(slotId);
    expect(before.offered).toBe(false);

    await holdTimePassed(who.userId, order);
    const after = await anotherCustomerAt(slotId);
    expect(after.offered).toBe(true);
    const placed = await after.place();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The unpaid order gave its place back and the new one took it: never over capacity. Its page is still open.
    expect(await takenAt(slotId)).toBe(ordering.maxOrdersPerSlot);
    expect((await orderOf(who.customer, order.orderId)).status).toBe('awaiting-payment');
  });

  it('takes the place again when the card is held after its time, if the slot still has one', async () => {
    const { who, order, slotId, checkoutUrl } = await awaitingCardOrder();
    await holdTimePassed(who.userId, order);
    const taken = await takenAt(slotId);
    // Someone else's order at that time gives the lapsed place back first.
    expect((await (await anotherCustomerAt(slotId)).place()).status).toBe(201);
    expect(await takenAt(slotId)).toBe(taken);

    await payOnHostedPage(checkoutUrl);
    const back = await returnFromPage(who.customer, order.orderId, 'paid');
    expect(orderSchema.parse(back.body).status).toBe('placed');
    expect(await takenAt(slotId)).toBe(taken + 1);
  });

  it('releases a card held after the order’s time filled up, and refuses the order kindly', async () => {
    const { who, order, slotId, checkoutUrl } = await awaitingCardOrder();
    await fillSlot(slotId);
    await holdTimePassed(who.userId, order);
    // Another customer takes the place the unpaid order no longer held: the slot is full without it.
    expect((await (await anotherCustomerAt(slotId)).place()).status).toBe(201);
    expect(await takenAt(slotId)).toBe(ordering.maxOrdersPerSlot);

    await payOnHostedPage(checkoutUrl);
    const back = await returnFromPage(who.customer, order.orderId, 'paid');
    expect(back.status).toBe(200);
    const refused = orderSchema.parse(back.body);
    expect(refused.status).toBe('cancelled');
    expect(refused.cardPayment?.state).toBe('released');
    expect(refused.cancelReason).toContain('filled up');
    await stripeControl.settled();
    await streamBarrier();
    // At Stripe the hold is let go: nothing is charged.
    const intent = await stripe.paymentIntents.retrieve(await intentOf(order));
    expect(intent.status).toBe('canceled');
    expect(intent.amount_received).toBe(0);
    // The customer is told once, by message and e-mail; the kitchen never sees it; the slot is not over capacity; the cart is as it was.
    const messages = await messagesOf(who.customer, order.orderId);
    expect(messages.map((message) => message.title)).toEqual(['Order cancelled']);
    expect(messages[0]!.body).toContain('choose another time');
    expect((await emailsTo(who.email)).filter((email) => email.subject.includes(order.number))).toHaveLength(1);
    expect((await board()).map((each) => each.orderId)).not.toContain(order.orderId);
    expect(await takenAt(slotId)).toBe(ordering.maxOrdersPerSlot);
    expect((await who.customer.call<{ cart: unknown[] }>('GET', '/cart')).body.cart).toHaveLength(1);
  });
});

describe('the kitchen and a card order', () => {
  it('charges the hold when the kitchen accepts, and tells the customer', async () => {
    const { who, order } = await heldCardOrder();
    const accepted = await boardAction(order, who.userId, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const charged = await orderOf(who.customer, order.orderId);
    expect(charged.cardPayment).toMatchObject({ state: 'charged', capturedCents: order.totals.totalCents });
    await streamBarrier();
    const message = (await messagesOf(who.customer, order.orderId)).find((each) => each.title === 'Order accepted');
    expect(message?.body).toContain(`Visa ending 4242 was charged $`);
  });

  it('takes a payment’s events delivered newest first, and again late after the kitchen charged it, without going back', async () => {
    const { who, order, checkoutUrl } = await awaitingCardOrder();
    await stripeControl.pause();
    await payOnHostedPage(checkoutUrl);
    const sessionId = (await stripeSessionOf(order)).id;
    const intentId = await intentOf(order);
    const queued = new Set(await stripeControl.queued());
    // This payment's events only (another test's may wait in the same queue), newest first (the list is oldest first).
    const newestFirst = (await stripeControl.events())
      .filter((event) => queued.has(event.id))
      .filter((event) => {
        const object = event.data.object as { id?: string; payment_intent?: unknown };
        return object.id === sessionId || object.id === intentId || object.payment_intent === intentId;
      })
      .map((event) => event.id)
      .reverse();
    expect(newestFirst.length).toBeGreaterThanOrEqual(2);
    const first = await stripeControl.deliverInOrder(newestFirst);
    expect(first.map((delivery) => delivery.status)).toEqual(newestFirst.map(() => 200));
    await stripeControl.resume();
    await streamBarrier();
    const placed = await orderOf(who.customer, order.orderId);
    expect(placed.status).toBe('placed');
    expect(placed.history.map((entry) => entry.status)).toEqual(['awaiting-payment', 'placed']);
    expect(placed.cardPayment).toMatchObject({ state: 'held', amountCents: order.totals.totalCents });

    // The kitchen charges it; the same events, late and newest first again, leave it charged.
    expect((await boardAction(placed, who.userId, 'accept')).status).toBe(200);
    const late = await stripeControl.deliverInOrder(newestFirst);
    expect(late.map((delivery) => delivery.status)).toEqual(newestFirst.map(() => 200));
    await streamBarrier();
    const charged = await orderOf(who.customer, order.orderId);
    expect(charged.status).toBe('accepted');
    expect(charged.cardPayment).toMatchObject({ state: 'charged', capturedCents: order.totals.totalCents });
    expect((await messagesOf(who.customer, order.orderId)).map((message) => message.title).sort()).toEqual(['Order accepted', 'Order received']);
  });

  it('releases the hold when the kitchen cancels before accepting: nothing is charged', async () => {
    const { who, order } = await heldCardOrder();
    const cancelled = await boardAction(order, who.userId, 'cancel', { reason: 'We ran out of jollof' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const released = await orderOf(who.customer, order.orderId);
    expect(released.cardPayment).toMatchObject({ state: 'released', capturedCents: 0 });
    const email = await waitForEmail(who.email, new RegExp(`^Order cancelled — order ${order.number}`));
    expect(email.body.text).toContain('nothing was charged');
    expect(email.body.text).toContain('hold on your Visa ending 4242 was released');
  });

  it('refunds in full when the kitchen cancels after accepting', async () => {
    const { who, order } = await heldCardOrder();
    expect((await boardAction(order, who.userId, 'accept')).status).toBe(200);
    const cancelled = await boardAction(order, who.userId, 'cancel', { reason: 'The oven broke' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunded = await orderOf(who.customer, order.orderId);
    expect(refunded.cardPayment).toMatchObject({ state: 'charged', refundedCents: order.totals.totalCents });
    expect(refunded.paymentStatus).toBe('refunded');
  });

  it('refunds part of a charged order with a reason the customer reads, never more than is left, never twice from one read', async () => {
    const { who, order } = await heldCardOrder();
    expect((await boardAction(order, who.userId, 'accept')).status).toBe(200);
    const refund = (body: Record<string, unknown>) =>
      owner.call('POST', `/owner/orders/${order.orderId}/refunds`, { json: { customerId: who.userId, ...body } });

    const part = await refund({ amountCents: 500, reason: 'The puff-puff was missing', refundsSeen: 0 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const after = kitchenOrderSchema.parse((part.body as { order: unknown }).order);
    expect(after.cardPayment).toMatchObject({ refundedCents: 500, refunds: [{ amountCents: 500, reason: 'The puff-puff was missing' }] });
    const email = await waitForEmail(who.email, new RegExp(`^Refund of \\$5\\.00 — order ${order.number}`));
    expect(email.body.text).toContain('The puff-puff was missing');

    // The same screen sent again (it showed no refund yet): refused, not a second refund.
    const stale = await refund({ amountCents: 500, reason: 'The puff-puff was missing', refundsSeen: 0 });
    expect(stale.status).toBe(409);
    const tooMuch = await refund({ amountCents: order.totals.totalCents, reason: 'Everything', refundsSeen: 1 });
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch.body).message).toMatch(/^At most \$[\d.]+ is left to refund\.$/);
    const rest = await refund({ amountCents: order.totals.totalCents - 500, reason: 'Sorry for the wait', refundsSeen: 1 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await orderOf(who.customer, order.orderId)).paymentStatus).toBe('refunded');
  });

  it('shows a capture Stripe refuses as a payment problem and does not accept the order', async () => {
    const { who, order } = await heldCardOrder();
    await stripeControl.failNextCapture(await intentOf(order));
    const accepted = await boardAction(order, who.userId, 'accept');
    expect(accepted.status).toBe(409);
    expect(errorOf(accepted.body).message).toContain('The card could not be charged');
    const onBoard = (await board()).find((each) => each.orderId === order.orderId);
    expect(onBoard).toMatchObject({ status: 'placed', cardPayment: { state: 'problem', problem: 'capture-failed' } });
  });

  it('shows a hold that lapsed before the kitchen charged it as a payment problem', async () => {
    const { who, order } = await heldCardOrder();
    await stripeControl.expireHold(await intentOf(order));
    await stripeControl.settled();
    const lapsed = await orderOf(who.customer, order.orderId);
    expect(lapsed.cardPayment).toMatchObject({ state: 'problem', problem: 'hold-expired' });
    const accepted = await boardAction(order, who.userId, 'accept');
    expect(accepted.status).toBe(409);
  });
});

describe('an order due after a hold could last', () => {
  it('is charged at checkout, so no hold can lapse, and refunded in full when the kitchen cancels', async () => {
    const setup = await customerWithCart(2, true);
    const placed = orderSchema.parse((await placeByCard(setup.who.customer, setup.slotId, setup.totalCents)).body);
    expect(placed.cardPayment?.capture).toBe('at-checkout');
    await payOnHostedPage(placed.cardPayment!.checkoutUrl!);
    const back = orderSchema.parse((await returnFromPage(setup.who.customer, placed.orderId, 'paid')).body);
    expect(back.cardPayment).toMatchObject({ state: 'charged', capturedCents: setup.totalCents });
    expect((await boardAction(back, setup.who.userId, 'accept')).status).toBe(200);
    expect((await orderOf(setup.who.customer, placed.orderId)).cardPayment?.capturedCents).toBe(setup.totalCents);
    expect((await boardAction(back, setup.who.userId, 'cancel', { reason: 'The party was called off' })).status).toBe(200);
    expect((await orderOf(setup.who.customer, placed.orderId)).cardPayment).toMatchObject({ state: 'charged', refundedCents: setup.totalCents });
  });
});

describe('whose payment it is', () => {
  it('lets no one else finish, read or refund a customer’s card payment', async () => {
    const { order, checkoutUrl } = await awaitingCardOrder();
    await payOnHostedPage(checkoutUrl);
    const stranger = await signedInCustomer();
    expect((await returnFromPage(stranger.customer, order.orderId, 'paid')).status).toBe(404);
    expect((await stranger.customer.call('GET', `/orders/${order.orderId}`)).status).toBe(404);
    const refund = await stranger.customer.call('POST', `/owner/orders/${order.orderId}/refunds`, {
      json: { customerId: stranger.userId, amountCents: 100, reason: 'mine', refundsSeen: 0 },
    });
    expect(refund.status).toBe(403);
    const visitor = await call('POST', `/orders/${order.orderId}/payment`, { json: { outcome: 'paid' } });
    expect(visitor.status).toBe(401);
  });
});

// Stripe's own objects of an order, read from the local Stripe with the real client.
const stripe = new Stripe('sk_test_local', { host: new URL(stripeUrl).hostname, port: Number(new URL(stripeUrl).port), protocol: 'http' });

async function stripeSessionOf(order: Order): Promise<Stripe.Checkout.Session> {
  const sessions = await stripe.checkout.sessions.list({ limit: 100 });
  const session = sessions.data.find((each) => each.metadata?.orderId === order.orderId);
  if (!session) throw new Error(`No session for order ${order.orderId}`);
  return session;
}

async function intentOf(order: Order): Promise<string> {
  const session = await stripe.checkout.sessions.retrieve((await stripeSessionOf(order)).id);
  if (typeof session.payment_intent !== 'string') throw new Error('The session has no payment yet');
  return session.payment_intent;
}

/** A session made outside the shop, naming an order of the shop (its id and customer) at an amount of its own. */
function createForeignSession(order: Order, userId: string, amountCents: number) {
  const metadata = { orderId: order.orderId, userId, number: order.number };
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: 'Not the shop’s' } } }],
    success_url: 'http://localhost/spices/',
    cancel_url: 'http://localhost/spices/',
    metadata,
    payment_intent_data: { capture_method: 'manual', metadata },
  });
}

describe('two owners cancelling one charged order at once', () => {
  it('refunds it once at Stripe: one cancel is done (200), the other is the shop’s 409 carrying the order as it is now', async () => {
    const { who, order } = await heldCardOrder();
    expect((await boardAction(order, who.userId, 'accept')).status).toBe(200);
    const answers = await Promise.all([
      boardAction(order, who.userId, 'cancel', { reason: 'The oven broke' }),
      boardAction(order, who.userId, 'cancel', { reason: 'We ran out of jollof' }),
    ]);
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    const refusal = errorOf(lost.body);
    expect(refusal.code).toBe('CONFLICT');
    const current = kitchenOrderSchema.parse(refusal.current);
    expect(current.orderId).toBe(order.orderId);
    expect(current.customerId).toBe(who.userId);

    const refunds = await stripe.refunds.list({ payment_intent: await intentOf(order), limit: 100 });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([order.totals.totalCents]);
    const cancelled = await orderOf(who.customer, order.orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cardPayment: { refundedCents: order.totals.totalCents } });
    expect(cancelled.cardPayment?.refunds).toHaveLength(1);
    // One cancellation told, once.
    await streamBarrier();
    expect((await messagesOf(who.customer, order.orderId)).filter((message) => message.title === 'Order cancelled')).toHaveLength(1);
  });
});

describe('a refund by line', () => {
  it('takes back the lines and quantities ticked at the order’s prices with the tax on them, which the report’s tax gives back', async () => {
    const { who, order } = await heldCardOrder(3);
    expect((await boardAction(order, who.userId, 'accept')).status).toBe(200);
    const line = order.lines[0]!;
    expect(line.quantity).toBe(3);
    const refund = (body: Record<string, unknown>) =>
      owner.call('POST', `/owner/orders/${order.orderId}/refunds`, { json: { customerId: who.userId, reason: 'One bowl was cold', ...body } });

    // The server's amount, from the lines: a price or a tax the browser sends is no part of the request.
    const itemsCents = line.unitPriceCents * 2;
    const taxCents = basisPointsOf(itemsCents, order.totals.taxRateBasisPoints);
    // The day's refunded tax before: other tests refund orders on the same day, so the report is judged by what this refund adds.
    const day = localTime(Date.parse(order.slotId)).date;
    const refundTaxOfDay = async () => {
      await streamBarrier();
      const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: salesPeriodKey('fulfilled', day, 'totals'), ConsistentRead: true }));
      return Number(Item?.[counterNames.sale('pickup', 'card', 'refundTax')] ?? 0);
    };
    const refundTaxBefore = await refundTaxOfDay();
    const done = await refund({ lines: [{ lineId: line.lineId, quantity: 2 }], refundsSeen: 0 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = kitchenOrderSchema.parse((done.body as { order: unknown }).order);
    expect(after.cardPayment?.refunds).toEqual([
      {
        amountCents: itemsCents + taxCents,
        taxCents,
        lines: [{ lineId: line.lineId, name: line.name, quantity: 2, amountCents: itemsCents }],
        at: expect.any(String),
        reason: 'One bowl was cold',
      },
    ]);
    expect(after.cardPayment?.refundedCents).toBe(itemsCents + taxCents);
    expect((await stripe.refunds.list({ payment_intent: await intentOf(order), limit: 100 })).data.map((each) => each.amount)).toEqual([itemsCents + taxCents]);

    // More than is left of a line, a line not the order's, or an amount and lines at once: 400, nothing refunded.
    const tooMany = await refund({ lines: [{ lineId: line.lineId, quantity: 2 }], refundsSeen: 1 });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).message).toBe(`At most 1 of ${line.name} is left to refund.`);
    expect((await refund({ lines: [{ lineId: 'not-a-line', quantity: 1 }], refundsSeen: 1 })).status).toBe(400);
    expect((await refund({ amountCents: 100, lines: [{ lineId: line.lineId, quantity: 1 }], refundsSeen: 1 })).status).toBe(400);
    expect((await orderOf(who.customer, order.orderId)).cardPayment?.refunds).toHaveLength(1);

    // The report: the refund's tax comes off the day's tax (the per-day totals' refunded tax), the rest off net sales.
    // The per-day totals have a stream consumer of their own, which the barrier (the e-mails') does not wait for.
    await expect.poll(async () => (await refundTaxOfDay()) - refundTaxBefore, { timeout: 15_000 }).toBe(taxCents);
    const exported = await owner.call<string>('GET', `/owner/reports/export?kind=orders&from=${day}&to=${day}&basis=fulfilled`);
    const row = (parse(exported.body, { bom: true, columns: true }) as Record<string, string>[]).find((each) => each.Order === order.number);
    expect(row).toMatchObject({ Refunded: ((itemsCents + taxCents) / 100).toFixed(2), 'Refunded tax': (taxCents / 100).toFixed(2) });
  });
});

describe('a new account whose address is not verified yet', () => {
  it('pays by card, not in person; the receipt carries a link that verifies the address with the password', async () => {
    const who = await registeredCustomer();
    const { slotId, totalCents } = await customerWithCart(2, false, who);

    // In person waits for a verified address: refused with the sentence checkout shows, nothing placed.
    const inPerson = await placeByCard(who.customer, slotId, totalCents, randomUUID(), 'in-person-cash');
    expect(inPerson.status).toBe(409);
    const refusal = errorOf(inPerson.body);
    expect(refusal.message).toBe(verifyToPayInPersonMessage);
    expect(refusal.details).toEqual([{ path: 'body.paymentMethod', message: 'EMAIL_NOT_VERIFIED' }]);
    expect((await who.customer.call<{ cart: unknown[] }>('GET', '/cart')).body.cart).toHaveLength(1);

    // By card it is placed once the card is held, like any card order.
    const placed = await placeByCard(who.customer, slotId, totalCents);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    await payOnHostedPage(order.cardPayment!.checkoutUrl!);
    expect((await returnFromPage(who.customer, order.orderId, 'paid')).status).toBe(200);
    expect((await orderOf(who.customer, order.orderId)).status).toBe('placed');

    // The receipt: the order, then the verification link, which asks for the password wherever it is opened.
    const receipt = await waitForEmail(who.email, /Order .* received|received/i);
    expect(receipt.body.text).toContain(order.number);
    expect(receipt.body.html).toContain('Verify your e-mail address');
    const [, userId, token] = linkIn(receipt, '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect(userId).toBe(who.userId);
    const asked = await who.customer.call('POST', '/auth/verify-email', { json: { userId, token } });
    expect(asked.status).toBe(403);
    const verified = await who.customer.call('POST', '/auth/verify-email', { json: { userId, token, password: who.password } });
    expect(verified.status).toBe(200);
    expect((await who.customer.call<{ user: { emailVerified: boolean } }>('GET', '/auth/isLoggdIn')).body.user.emailVerified).toBe(true);
  });
});
