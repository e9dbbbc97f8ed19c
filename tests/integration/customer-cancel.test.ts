/**
 * The customer's own cancel (docs/business-rules.md#the-customers-cancel), over HTTP on the test stack: until the
 * kitchen accepts, POST /orders/{orderId}/cancel cancels the order with the owner's own conditional step: the card's
 * hold released at the local Stripe, the slot's place given back, the board and the owner's e-mail told, the
 * customer's message saying what happened to the card. After the accept, or racing it, one outcome and a 409.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { boardAnswerSchema, orderSearchAnswerSchema } from '@functions/orders/contract/kitchen';
import { orderSchema, scheduleAnswerSchema, type Order } from '@functions/orders/contract/order';
import { slotCounterKey } from '../../functions/src/platform/table/keys.ts';
import type { Customer } from '../fixtures/api.ts';
import { addJollof, heldCardOrder, placeInPerson } from '../fixtures/card-orders.ts';
import { emailsTo, waitForEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { stripeUrl } from '../fixtures/stripe-control.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

/** The local stack's owner address (OWNER_EMAIL's default). */
const ownerEmail = 'owner@spices-kitchen.example';
const stripe = new Stripe('sk_test_local', { host: new URL(stripeUrl).hostname, port: Number(new URL(stripeUrl).port), protocol: 'http' });

let owner: Customer;

beforeAll(async () => {
  owner = (await signedInOwner('Kofi Owner')).owner;
});

/** A slot (seeded, logged) three to four days out, as the schedule offers it. */
async function pickSlot(customer: Customer, label: string): Promise<string> {
  const schedule = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const slots = schedule.days.slice(3, 5).flatMap((day) => day.slots.map((slot) => slot.id));
  return seededPick(slots, `customer cancel: ${label}`);
}

/** An order paid in person, placed through checkout (so it takes its slot's place). */
async function inPersonOrder(label: string): Promise<{ who: SignedInCustomer; order: Order }> {
  const who = await signedInCustomer();
  await addJollof(who.customer, { quantity: 1 });
  return { who, order: await placeInPerson(who.customer, await pickSlot(who.customer, label)) };
}

async function slotCount(slotId: string): Promise<number> {
  const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: slotCounterKey(slotId), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
}

const cancel = (customer: Customer, orderId: string) => customer.call('POST', `/orders/${orderId}/cancel`);
const accept = (order: Order, customerId: string) => owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId, action: 'accept' } });

async function orderOf(customer: Customer, orderId: string): Promise<Order> {
  const answer = await customer.call('GET', `/orders/${orderId}`);
  expect(answer.status).toBe(200);
  return orderSchema.parse(answer.body);
}

/** The order as the board lists it (a later day's cancelled order is not listed), or undefined. */
async function boardOrder(orderId: string) {
  const answer = await owner.call('GET', '/owner/orders');
  expect(answer.status).toBe(200);
  return boardAnswerSchema.parse(answer.body).orders.find((order) => order.orderId === orderId);
}

/** The order as the board's search finds it by its number, with who took each step. */
async function foundOnBoard(order: Order) {
  const answer = await owner.call('GET', `/owner/orders/search?q=${order.number}`);
  expect(answer.status).toBe(200);
  return orderSearchAnswerSchema.parse(answer.body).orders.find((each) => each.orderId === order.orderId);
}

describe('the customer cancels their own order', () => {
  it('before the kitchen accepts: cancelled, its slot’s place given back, the owner e-mailed and the board told', async () => {
    const { who, order } = await inPersonOrder('in person');
    const taken = await slotCount(order.slotId);
    expect(taken).toBeGreaterThan(0);
    expect((await boardOrder(order.orderId))?.status).toBe('placed');

    const answer = await cancel(who.customer, order.orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cancelled = orderSchema.parse(answer.body);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((entry) => entry.status)).toEqual(['placed', 'cancelled']);
    expect(await slotCount(order.slotId)).toBe(taken - 1);

    // Gone from New at the board's next read; its search names who cancelled it, and why.
    expect(await boardOrder(order.orderId)).toBeUndefined();
    const found = await foundOnBoard(order);
    expect(found?.status).toBe('cancelled');
    expect(found?.history.at(-1)?.by).toBe('the customer');
    expect(found?.cancelReason).toBe('Cancelled by the customer before the kitchen accepted it.');

    const toOwner = await waitForEmail(ownerEmail, new RegExp(`^Order ${order.number} cancelled by `));
    expect(toOwner.body.text).toContain(`cancelled order ${order.number} from their account before the kitchen accepted it`);
    const toCustomer = await waitForEmail(who.email, new RegExp(`^Order cancelled — order ${order.number}`));
    expect(toCustomer.body.text).toContain(
      `You cancelled your order ${order.number} before the kitchen accepted it. Nothing was charged, so there is nothing to pay.`,
    );

    // Once is all: a second cancel, and the owner's accept, are refused and send nothing.
    const again = await cancel(who.customer, order.orderId);
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(again.body).error.message).toBe(`Order ${order.number} is already cancelled.`);
    expect((await accept(order, who.userId)).status).toBe(409);
    await streamBarrier();
    expect((await emailsTo(ownerEmail)).filter((email) => email.subject.startsWith(`Order ${order.number} cancelled`))).toHaveLength(1);
    expect((await emailsTo(who.email)).filter((email) => email.subject.startsWith('Order cancelled'))).toHaveLength(1);
  });

  it('a card order: the hold is released at Stripe and the customer told nothing was charged', async () => {
    const who = await signedInCustomer();
    const order = await heldCardOrder(who.customer, (slots) => seededPick(slots, 'customer cancel: card'));
    const answer = await cancel(who.customer, order.orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(orderSchema.parse(answer.body).cardPayment).toMatchObject({ state: 'released', capturedCents: 0 });
    const intent = await stripe.paymentIntents.retrieve((await intentIdOf(order))!);
    expect(intent.status).toBe('canceled');
    const email = await waitForEmail(who.email, new RegExp(`^Order cancelled — order ${order.number}`));
    expect(email.body.text).toContain('The hold on your Visa ending 4242 was released: nothing was charged.');
    const toOwner = await waitForEmail(ownerEmail, new RegExp(`^Order ${order.number} cancelled by `));
    expect(toOwner.body.text).toContain('released');
  });

  it('after the kitchen accepts: refused (409) with the kitchen’s number, nothing changed and nothing sent', async () => {
    const { who, order } = await inPersonOrder('accepted');
    expect((await accept(order, who.userId)).status).toBe(200);
    const taken = await slotCount(order.slotId);
    const refused = await cancel(who.customer, order.orderId);
    expect(refused.status).toBe(409);
    const body = errorBodySchema.parse(refused.body).error;
    expect(body.message).toBe(
      `The kitchen has already accepted order ${order.number}, so it can no longer be cancelled here. To change or cancel it, call us at (414) 555-0173.`,
    );
    expect(body.details).toEqual([{ path: 'status', message: 'accepted' }]);
    expect((await orderOf(who.customer, order.orderId)).status).toBe('accepted');
    expect(await slotCount(order.slotId)).toBe(taken);
    await streamBarrier();
    expect((await emailsTo(ownerEmail)).filter((email) => email.subject.startsWith(`Order ${order.number} cancelled`))).toHaveLength(0);
  });

  it('another customer’s order is not found (404) and stays as it was', async () => {
    const { who, order } = await inPersonOrder('someone else');
    const stranger = await signedInCustomer();
    expect((await cancel(stranger.customer, order.orderId)).status).toBe(404);
    expect((await cancel(stranger.customer, 'not-an-order-id')).status).toBe(404);
    expect((await orderOf(who.customer, order.orderId)).status).toBe('placed');
  });

  it('racing the kitchen’s accept, in person: one wins, the other is refused (409) with the order as it is', async () => {
    const { who, order } = await inPersonOrder('race in person');
    const [cancelled, accepted] = await Promise.all([cancel(who.customer, order.orderId), accept(order, who.userId)]);
    expectOneOutcome(cancelled.status, accepted.status);
    const now = await orderOf(who.customer, order.orderId);
    expect(now.status).toBe(cancelled.status === 200 ? 'cancelled' : 'accepted');
    expect(now.history).toHaveLength(2);
    if (cancelled.status === 409) expect(errorBodySchema.parse(cancelled.body).error.details).toEqual([{ path: 'status', message: 'accepted' }]);
    else expect(errorBodySchema.parse(accepted.body).error.message).toBe(`Order ${order.number} is cancelled, so it cannot be accepted now.`);
  });

  it('racing the kitchen’s accept, by card: one wins, and Stripe agrees (captured or released, never both nor neither)', async () => {
    const who = await signedInCustomer();
    const order = await heldCardOrder(who.customer, (slots) => seededPick(slots, 'customer cancel: card race'));
    const [cancelled, accepted] = await Promise.all([cancel(who.customer, order.orderId), accept(order, who.userId)]);
    expectOneOutcome(cancelled.status, accepted.status);
    const now = await orderOf(who.customer, order.orderId);
    const intent = await stripe.paymentIntents.retrieve((await intentIdOf(order))!);
    if (cancelled.status === 200) {
      expect(now).toMatchObject({ status: 'cancelled', cardPayment: { state: 'released' } });
      expect(intent.status).toBe('canceled');
    } else {
      expect(now).toMatchObject({ status: 'accepted', cardPayment: { state: 'charged' } });
      expect(intent.status).toBe('succeeded');
    }
  });
});

function expectOneOutcome(cancelStatus: number, acceptStatus: number) {
  expect([cancelStatus, acceptStatus].sort()).toEqual([200, 409]);
}

/** The order's payment intent at Stripe, as the table stores it (the customer's view does not carry it). */
async function intentIdOf(order: Order): Promise<string | undefined> {
  const sessions = await stripe.checkout.sessions.list({ limit: 100 });
  const session = sessions.data.find((each) => each.metadata?.orderId === order.orderId);
  return typeof session?.payment_intent === 'string' ? session.payment_intent : session?.payment_intent?.id;
}
