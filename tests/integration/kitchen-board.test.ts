/**
 * The order board over HTTP against the local host: an order shows on GET /owner/orders; the board
 * accepts it with a ready time the customer reads in their messages and e-mail; each step records
 * who took it (the owner's name, or "e-mail link"); cancel tells the customer why; the search finds
 * orders by code, name, e-mail and phone. The 401/403 checks are in owner-access.test.ts.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { boardActionAnswerSchema, boardAnswerSchema, orderSearchAnswerSchema, type KitchenOrder } from '@functions/orders/contract/kitchen';
import { messagesSchema, orderSchema } from '@functions/orders/contract/order';
import { slotTimeFrom } from '@functions/platform/contract/business-clock';
import { ownerShopSettingsSchema } from '@functions/shop/contract/shop-settings';
import type { StoredOrder } from '../../functions/src/orders/store/order.ts';
import { readyTimeFor } from '../../functions/src/kitchen/rules/kitchen-board.ts';
import { rulesWithSettings } from '../../functions/src/shop/rules/schedule.ts';
import { call, type ApiAnswer, type Customer } from '../fixtures/api.ts';
import { emailsTo, waitForEmail } from '../fixtures/mailbox.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { placeOrderDirectly, tomorrowSlot } from '../fixtures/orders.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let ownerName: string;
let ada: SignedInCustomer;

beforeAll(async () => {
  const signedIn = await signedInOwner('Kofi Mensah');
  owner = signedIn.owner;
  ownerName = signedIn.name;
  ada = await signedInCustomer({ name: 'Adéwálé Ọlá' });
});

async function board(): Promise<KitchenOrder[]> {
  const answer = await owner.call('GET', '/owner/orders');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return boardAnswerSchema.parse(answer.body).orders;
}

/** One full stop at the end, also after 'p.m.', as the messages write it. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const onBoard = async (order: StoredOrder) => (await board()).find((entry) => entry.orderId === order.orderId);

const act = (order: StoredOrder, body: Record<string, unknown>, who: Customer = owner) =>
  who.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: order.userId, ...body } });

/** The error's message, or for a validation error one of its field messages, matches. */
function expectError(answer: ApiAnswer, status: number, message?: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const { error } = errorBodySchema.parse(answer.body);
  if (message)
    expect(
      [error.message, ...(error.details ?? []).map((detail) => detail.message)].some((text) => message.test(text)),
      JSON.stringify(error),
    ).toBe(true);
}

describe('the board', () => {
  it('shows a new order with whose it is, its lines and choices, by time', async () => {
    const order = await placeOrderDirectly(ada);
    const shown = await onBoard(order);
    expect(shown).toMatchObject({ status: 'placed', number: order.number, customerId: ada.userId, customer: { name: ada.name, email: ada.email } });
    expect(shown?.lines[0]).toMatchObject({ name: 'Jollof Rice', removedIngredients: ['Onion'], quantity: 2 });
    expect(shown).not.toHaveProperty('cartLines');
    const orders = await board();
    const times = orders.map((entry) => entry.slotId);
    expect(times).toEqual([...times].sort());
  });

  it('accepts a scheduled order at its own time: the history says who, the customer is told that time in messages and by e-mail', async () => {
    const order = await placeOrderDirectly(ada);
    const answer = await act(order, { action: 'accept' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { order: accepted, message } = boardActionAnswerSchema.parse(answer.body);
    expect(message).toBe(`Order ${order.number} is accepted. We’ve e-mailed ${ada.name}.`);
    expect(accepted.status).toBe('accepted');
    // No estimate: the promise is the order's own time.
    expect(accepted.readyAt).toBeUndefined();
    expect(accepted.history.at(-1)).toMatchObject({ status: 'accepted', by: ownerName });
    expect((await onBoard(order))?.status).toBe('accepted');

    const expected = sentence(`We’ve accepted your order ${order.number} and will have it ready for pickup at ${slotTimeFrom(order.slotId, Date.now())}`);
    const messages = messagesSchema.parse((await ada.customer.call('GET', '/messages')).body);
    expect(messages.find((entry) => entry.orderId === order.orderId && entry.status === 'accepted')?.body).toBe(expected);
    const email = await waitForEmail(ada.email, new RegExp(`^Order accepted — order ${order.number}$`));
    expect(email.body.text).toContain(expected);
    const mine = await ada.customer.call('GET', `/orders/${order.orderId}`);
    expect(JSON.stringify(mine.body)).not.toContain(ownerName);
  });

  it('refuses a ready time before a scheduled order’s own time with 409 and a reason, changing nothing and telling no one', async () => {
    const order = await placeOrderDirectly(ada);
    // Tomorrow's order: every ready time the board offers (at most 8 hours) is earlier than its time.
    for (const readyInMinutes of [5, 20, 480]) {
      expectError(await act(order, { action: 'accept', readyInMinutes }), 409, /the time the customer chose: .* would be earlier\. Keep the order’s time/);
    }
    const refused = errorBodySchema.parse((await act(order, { action: 'accept', readyInMinutes: 20 })).body).error;
    expect(refused.details?.[0]?.path).toBe('body.readyInMinutes');
    expect((await onBoard(order))?.status).toBe('placed');
    await streamBarrier();
    expect((await emailsTo(ada.email)).filter((email) => email.subject === `Order accepted — order ${order.number}`)).toEqual([]);
  });

  it('accepts an ASAP order with a ready time inside the day’s hours, which the customer reads; before opening or on a closed day it is a 409', async () => {
    const settings = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
    const rules = rulesWithSettings(settings);
    const slotId = new Date(Math.ceil(Date.now() / 900_000) * 900_000).toISOString();
    const order = await placeOrderDirectly(ada, 'pickup', slotId, { asap: true });
    // The server's clock decides; the rule's own function says what it must answer now (checked a moment on, so no minute turns between).
    const readyInMinutes = 25;
    const expected = readyTimeFor({ order, readyInMinutes, now: new Date(), rules });
    const later = readyTimeFor({ order, readyInMinutes, now: new Date(Date.now() + 10_000), rules });
    const before = Date.now();
    const answer = await act(order, { action: 'accept', readyInMinutes });
    if (!expected.ok || !later.ok) {
      expectError(answer, 409, /^The kitchen (opens at .* is before opening|is closed on .*)\. Keep the order’s time/);
      expect((await onBoard(order))?.status).toBe('placed');
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const accepted = boardActionAnswerSchema.parse(answer.body).order;
    const readyAt = Date.parse(accepted.readyAt!);
    expect(readyAt).toBeGreaterThanOrEqual(before + 25 * 60_000);
    expect(readyAt).toBeLessThanOrEqual(Date.now() + 26 * 60_000);
    const body = sentence(
      `We’ve accepted your order ${order.number} and will have it ready for pickup at about ${slotTimeFrom(accepted.readyAt!, Date.now())}`,
    );
    const email = await waitForEmail(ada.email, new RegExp(`^Order accepted — order ${order.number}$`));
    expect(email.body.text).toContain(body);
    expect(orderSchema.parse((await ada.customer.call('GET', `/orders/${order.orderId}`)).body).readyAt).toBe(accepted.readyAt);
  });

  it('takes each step once, in order: ready, completed (paid on handover); a step taken already is a 409', async () => {
    const order = await placeOrderDirectly(ada);
    expectError(await act(order, { action: 'ready' }), 409, /is new, so it cannot be ready for pickup now/);
    expect((await act(order, { action: 'accept' })).status).toBe(200);
    expectError(await act(order, { action: 'accept' }), 409, /was already accepted/);
    expectError(await act(order, { action: 'out-for-delivery' }), 409, /is for pickup/);
    expect((await act(order, { action: 'ready' })).status).toBe(200);
    const done = boardActionAnswerSchema.parse((await act(order, { action: 'complete' })).body).order;
    expect(done).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(done.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['placed', undefined],
      ['accepted', ownerName],
      ['ready', ownerName],
      ['completed', ownerName],
    ]);
  });

  it('cancels only with a reason, which the customer is told', async () => {
    const order = await placeOrderDirectly(ada, 'delivery');
    expectError(await act(order, { action: 'cancel' }), 400);
    expectError(await act(order, { action: 'cancel', reason: '  ' }), 400);
    expectError(await act(order, { action: 'accept', reason: 'Because' }), 400);
    expect((await onBoard(order))?.status).toBe('placed');
    const answer = await act(order, { action: 'cancel', reason: 'We ran out of egusi tonight, sorry!' });
    expect(answer.status).toBe(200);
    expect(boardActionAnswerSchema.parse(answer.body).order).toMatchObject({ status: 'cancelled', cancelReason: 'We ran out of egusi tonight, sorry!' });
    const email = await waitForEmail(ada.email, new RegExp(`^Order cancelled — order ${order.number}$`));
    expect(email.body.text).toContain('The kitchen’s note: We ran out of egusi tonight, sorry!');
  });

  it('refuses an order of another customer id (404), a bad order id (404) and a bad ready time (400), changing nothing', async () => {
    const order = await placeOrderDirectly(ada);
    expectError(await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: 'nobody1', action: 'accept' } }), 404);
    expectError(await owner.call('POST', '/owner/orders/not-an-order/status', { json: { customerId: ada.userId, action: 'accept' } }), 404);
    for (const readyInMinutes of [0, 4, 481, 12.5, '20']) expectError(await act(order, { action: 'accept', readyInMinutes }), 400);
    expect((await onBoard(order))?.status).toBe('placed');
  });

  it('records a step taken through the e-mailed link as "e-mail link"', async () => {
    const order = await placeOrderDirectly(ada);
    const email = await waitForEmail('owner@spices-kitchen.example', new RegExp(`^New order ${order.number} from `));
    const link = email.body.text?.match(/https?:\/\/\S+\/kitchen\/orders\/\S+\/accept\S*/)?.[0];
    const token = new URL(link!).searchParams.get('token');
    expect((await call('POST', '/owner/orders/action', { json: { token } })).status).toBe(200);
    expect((await onBoard(order))?.history.at(-1)).toMatchObject({ status: 'accepted', by: 'e-mail link' });
    // The board and the link are one path: the board cannot accept it again.
    expectError(await act(order, { action: 'accept' }), 409, /was already accepted/);
  });
});

describe('the search', () => {
  const search = async (q: string) => {
    const answer = await owner.call('GET', `/owner/orders/search?q=${encodeURIComponent(q)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return orderSearchAnswerSchema.parse(answer.body).orders.map((order) => order.orderId);
  };

  it('finds an order by its code, part of the name (without accents), the e-mail and the phone digits', async () => {
    const grace = await signedInCustomer({ name: 'Grace Mbeki' });
    const order = { ...(await placeOrderDirectly(grace)) };
    const other = await placeOrderDirectly(ada);
    expect(await search(order.number.toLowerCase())).toEqual([order.orderId]);
    expect(await search(`#${order.number}`)).toEqual([order.orderId]);
    expect(await search('mbek')).toContain(order.orderId);
    expect(await search('adewale')).toContain(other.orderId);
    expect(await search('adewale')).not.toContain(order.orderId);
    expect(await search(grace.email.toUpperCase())).toEqual([order.orderId]);
  });

  it('finds an order by part of its code (from 3 characters, any case) and by part of the phone (from 4 digits, however typed)', async () => {
    const kwame = await signedInCustomer({ name: 'Kwame Asante' });
    // A number no other test uses: 7 random digits after a Milwaukee area code.
    const local = String(randomInt(2_000_000, 9_999_999));
    const phone = `+1414${local}`;
    const order = await placeOrderDirectly(kwame, 'pickup', tomorrowSlot(), { phone });
    expect(await search(order.number.slice(1, 5).toLowerCase())).toContain(order.orderId);
    expect(await search(`#${order.number.slice(0, 3)}`)).toContain(order.orderId);
    expect(await search(`(414) ${local.slice(0, 3)}-${local.slice(3)}`)).toEqual([order.orderId]);
    expect(await search(`414${local}`)).toEqual([order.orderId]);
    expect(await search(local)).toEqual([order.orderId]);
    expect(await search(local.slice(-4))).toContain(order.orderId);
  });

  it('refuses a query too short or too long with 400', async () => {
    expectError(await owner.call('GET', '/owner/orders/search?q=a'), 400, /at least 2/);
    expectError(await owner.call('GET', `/owner/orders/search?q=${'x'.repeat(81)}`), 400, /At most 80/);
  });
});
