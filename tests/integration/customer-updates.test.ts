/**
 * Customers hear the moment their order changes (docs/business-rules.md#customer-updates), over HTTP on the test stack
 * with its stand-ins: the local messaging service (texts, the customer's replies as SNS delivers them, delivery
 * events) and the local push service (the customer's devices). Texts only with the order's consent, whose record holds
 * the words shown; each change at most once per channel however often the stream delivers it; push first, a text when
 * no device takes it, a gone device removed; STOP, HELP and START; nothing for an order a day past its time; another
 * customer's device never reached.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsAnswerSchema, textConsentWords, type NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { orderSearchAnswerSchema } from '@functions/orders/contract/kitchen';
import { scheduleAnswerSchema, type Order } from '@functions/orders/contract/order';
import { localOriginationNumber } from '../../functions/local/alert-services.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { messageToItem } from '../../functions/src/orders/store/message.ts';
import { messageKey, orderKey } from '../../functions/src/platform/table/keys.ts';
import { Customer } from '../fixtures/api.ts';
import { addJollof, placeInPerson } from '../fixtures/card-orders.ts';
import { emailsTo, waitForEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { replyFrom, textsTo, waitForText } from '../fixtures/messaging.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { newLocalSubscription, pushesTo, unsubscribeLocal, waitForPush } from '../fixtures/push.ts';
import { seededPick, seededRandom } from '../fixtures/seeded-random.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;

/** A number of the test's own (555 numbers reach nobody): no other test's texts are counted with its. */
function phoneFor(label: string): string {
  return `+1414555${String(2000 + Math.floor(seededRandom(`phone ${label}`) * 7000)).padStart(4, '0')}`;
}

async function notifications(who: SignedInCustomer): Promise<NotificationsAnswer> {
  const answer = await who.customer.call('GET', '/account/notifications');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationsAnswerSchema.parse(answer.body);
}

/** An in-person pickup order of one dish, two to three days out, with or without "Text me about this order". */
async function orderBy(who: SignedInCustomer, label: string, extras: { phone?: string; textUpdates?: boolean } = {}): Promise<Order> {
  await addJollof(who.customer, { quantity: 1 });
  const schedule = scheduleAnswerSchema.parse((await who.customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const slotId = seededPick(
    schedule.days.slice(2, 4).flatMap((day) => day.slots.map((slot) => slot.id)),
    `customer updates: ${label}`,
  );
  return placeInPerson(who.customer, slotId, extras);
}

const step = (order: Order, who: SignedInCustomer, action: 'accept' | 'ready' | 'complete') =>
  owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action } });

async function stepOk(order: Order, who: SignedInCustomer, action: 'accept' | 'ready' | 'complete'): Promise<void> {
  const answer = await step(order, who, action);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Turns on this (test) device for the customer's order updates: a subscription of the local push service. */
async function addDevice(who: SignedInCustomer, label: string): Promise<{ id: string; deviceId: string }> {
  const { applicationServerKey } = await notifications(who);
  const { id, subscription } = await newLocalSubscription(applicationServerKey);
  const added = await who.customer.call('POST', '/account/notifications/devices', { json: { subscription, label } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id, deviceId: (added.body as { device: { deviceId: string } }).device.deviceId };
}

/**
 * A barrier on the outbox's stream consumer (the stream-barrier fixture's twin for it): a message about a barrier
 * order of its own, whose push is awaited. The poller hands records over in order, so once it is out, every message
 * written before it has been handled: what those would have sent has been sent.
 */
let barrier: { who: SignedInCustomer; order: Order; device: { id: string } };
async function outboxBarrier(): Promise<void> {
  const messageId = ulid();
  await table.send(
    new PutCommand({
      TableName: tableName,
      Item: messageToItem({
        messageId,
        userId: barrier.who.userId,
        email: barrier.who.email,
        customerName: 'Outbox barrier',
        orderId: barrier.order.orderId,
        orderNumber: barrier.order.number,
        status: 'placed',
        title: 'Barrier',
        body: `barrier ${messageId}`,
        createdAt: new Date().toISOString(),
        read: false,
      }),
    }),
  );
  await waitForPush(barrier.device.id, (push) => (push.text ?? '').includes(messageId), 'the outbox barrier’s push');
}

async function storedOrder(who: SignedInCustomer, order: Order): Promise<Record<string, unknown>> {
  const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: orderKey(who.userId, order.orderId), ConsistentRead: true }));
  return Item!;
}

beforeAll(async () => {
  ({ owner } = await signedInOwner('Esi Updates'));
  const who = await signedInCustomer({ name: 'Barrier Customer' });
  const order = await orderBy(who, 'the barrier');
  barrier = { who, order, device: await addDevice(who, 'Barrier phone') };
}, 60_000);

describe('texts', () => {
  it('go only with the order’s consent, whose record holds the words shown, once per change however often the stream delivers it', async () => {
    const who = await signedInCustomer({ name: 'Adwoa Texts' });
    const phone = phoneFor('consented');
    const order = await orderBy(who, 'consented', { phone, textUpdates: true });
    expect(order.textUpdates).toBe(true);
    const consent = (await storedOrder(who, order)).textConsent as Record<string, string>;
    expect(consent).toMatchObject({ phone, words: textConsentWords, page: '/order/schedule' });
    expect(Date.parse(consent.at!)).not.toBeNaN();
    // The choice starts the next checkout.
    expect((await notifications(who)).texts).toMatchObject({ on: true, phone });

    await stepOk(order, who, 'accept');
    const text = await waitForText(phone, (each) => each.body.includes(order.number), `the accepted text of ${order.number}`);
    expect(text.body).toMatch(
      new RegExp(`^${business.name}: We’ve accepted your order ${order.number} .+ http\\S+/spices/account/order-details/${order.orderId}$`),
    );
    expect(text.from).toBe(localOriginationNumber);

    // The stream's consumer, run here as the event source mapping runs it again: the message's own record, three
    // times, two of them at once, against the stack's table and messaging service.
    Object.assign(process.env, { SMS_ORIGINATION_NUMBER: localOriginationNumber, SMS_VOICE_ENDPOINT: process.env.MESSAGING_URL });
    const { handler } = await import('../../functions/src/messaging/handlers/send-customer-updates.ts');
    const { messagesSchema } = await import('@functions/orders/contract/order');
    const messages = messagesSchema.parse((await who.customer.call('GET', '/messages')).body);
    const accepted = messages.find((message) => message.orderId === order.orderId && message.status === 'accepted')!;
    const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: messageKey(who.userId, accepted.messageId), ConsistentRead: true }));
    expect(Item, 'the accepted message item').toBeDefined();
    const record = { eventName: 'INSERT', dynamodb: { NewImage: marshall(Item!, { removeUndefinedValues: true }), SequenceNumber: '1' } };
    const answers = await Promise.all([handler({ Records: [record] } as never), handler({ Records: [record] } as never)]);
    answers.push(await handler({ Records: [record] } as never));
    expect(answers.map((answer) => answer.batchItemFailures)).toEqual([[], [], []]);
    await outboxBarrier();
    expect((await textsTo(phone)).filter((each) => each.body.includes('accepted'))).toHaveLength(1);

    // The owner sees it on the order, delivered (the stand-in's delivery event, as the configuration set sends it).
    const board = async () => orderSearchAnswerSchema.parse((await owner.call('GET', `/owner/orders/search?q=${order.number}`)).body).orders[0]!;
    await expect
      .poll(async () => Object.values((await board()).customerTexts ?? {}).map((each) => [each.what, each.status]), { timeout: 10_000 })
      .toEqual([['Order accepted', 'delivered']]);
  });

  it('never go without consent: the e-mail goes alone', async () => {
    const who = await signedInCustomer({ name: 'Kofi No Texts' });
    const phone = phoneFor('no consent');
    const order = await orderBy(who, 'no consent', { phone, textUpdates: false });
    expect(order.textUpdates).toBeUndefined();
    expect((await storedOrder(who, order)).textConsent).toBeUndefined();
    await stepOk(order, who, 'accept');
    await waitForEmail(who.email, /accepted/i);
    await outboxBarrier();
    expect(await textsTo(phone)).toEqual([]);
  });

  it('stop at STOP (confirmed once), the e-mail still goes; HELP answers; START texts again', async () => {
    const who = await signedInCustomer({ name: 'Ama Stop' });
    const phone = phoneFor('stop');
    const order = await orderBy(who, 'stop', { phone, textUpdates: true });
    await stepOk(order, who, 'accept');
    await waitForText(phone, (each) => each.body.includes('accepted'), 'the accepted text');

    await replyFrom(phone, localOriginationNumber, 'Stop');
    await replyFrom(phone, localOriginationNumber, 'STOP please');
    // The control endpoint answers once the shop handled the reply: whatever it sent is out.
    expect((await textsTo(phone)).filter((each) => /no more texts/.test(each.body))).toHaveLength(1);
    expect((await notifications(who)).texts.stopped).toBe(true);

    await stepOk(order, who, 'ready');
    await waitForEmail(who.email, /Ready for pickup/);
    await outboxBarrier();
    expect((await textsTo(phone)).filter((each) => each.body.includes('is ready'))).toEqual([]);

    // A stopped number gets nothing but START's answer, HELP's included.
    await replyFrom(phone, localOriginationNumber, 'help');
    expect((await textsTo(phone)).filter((each) => each.body.includes(`Call ${business.phone}`))).toEqual([]);

    await replyFrom(phone, localOriginationNumber, 'START');
    expect((await textsTo(phone)).filter((each) => /texts about your orders are on again/.test(each.body))).toHaveLength(1);
    await replyFrom(phone, localOriginationNumber, 'HELP');
    expect((await textsTo(phone)).filter((each) => each.body.includes(`Call ${business.phone}`))).toHaveLength(1);
    await stepOk(order, who, 'complete');
    await waitForText(phone, (each) => each.body.includes('Thank you for ordering'), 'the completed text after START');
  });

  it('stop for every order, open ones too, once the customer turns them off, until a newer consent', async () => {
    const who = await signedInCustomer({ name: 'Esi Off' });
    const phone = phoneFor('turned off');
    const order = await orderBy(who, 'turned off', { phone, textUpdates: true });
    await stepOk(order, who, 'accept');
    await waitForText(phone, (each) => each.body.includes('accepted'), 'the accepted text');
    const off = await who.customer.call('PUT', '/account/notifications', { json: { texts: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await stepOk(order, who, 'ready');
    await waitForEmail(who.email, /Ready for pickup/);
    await outboxBarrier();
    expect((await textsTo(phone)).filter((each) => each.body.includes('is ready'))).toEqual([]);

    // The box ticked again at a later checkout is a newer word: that order is texted.
    const next = await orderBy(who, 'ticked again', { phone, textUpdates: true });
    await stepOk(next, who, 'accept');
    await waitForText(phone, (each) => each.body.includes(next.number), 'the next order’s accepted text');
  });

  it('answer nothing to a number the shop never texted', async () => {
    const stranger = phoneFor('stranger');
    await replyFrom(stranger, localOriginationNumber, 'HELP');
    await replyFrom(stranger, localOriginationNumber, 'STOP');
    expect(await textsTo(stranger)).toEqual([]);
  });
});

describe('pushes', () => {
  it('go to the customer’s device instead of a text; a device that is gone is removed and the text goes', async () => {
    const who = await signedInCustomer({ name: 'Yaa Push' });
    const phone = phoneFor('push');
    const device = await addDevice(who, 'Yaa’s phone');
    const order = await orderBy(who, 'push', { phone, textUpdates: true });
    await stepOk(order, who, 'accept');
    const push = await waitForPush(device.id, (each) => (each.text ?? '').includes('Order accepted'), 'the accepted push');
    expect(JSON.parse(push.text!)).toMatchObject({ title: `Order accepted · ${order.number}`, tag: `order-${order.orderId}` });
    await outboxBarrier();
    expect(await textsTo(phone)).toEqual([]);

    await unsubscribeLocal(device.id);
    await stepOk(order, who, 'ready');
    await waitForText(phone, (each) => each.body.includes('is ready'), 'the ready text after the device was gone');
    expect((await notifications(who)).devices).toEqual([]);
  });

  it('never reach another customer’s device, which no other customer can remove', async () => {
    const mine = await signedInCustomer({ name: 'Efo Mine' });
    const theirs = await signedInCustomer({ name: 'Efo Theirs' });
    const device = await addDevice(mine, 'Efo’s tablet');
    const order = await orderBy(theirs, 'theirs');
    await stepOk(order, theirs, 'accept');
    await outboxBarrier();
    expect(await pushesTo(device.id)).toEqual([]);
    expect((await theirs.customer.call('DELETE', `/account/notifications/devices/${device.deviceId}`)).status).toBe(404);
    expect((await notifications(mine)).devices.map((each) => each.deviceId)).toEqual([device.deviceId]);
  });
});

describe('nothing', () => {
  it('is sent about an order more than a day past its time', async () => {
    const who = await signedInCustomer({ name: 'Old Order' });
    const phone = phoneFor('old');
    const device = await addDevice(who, 'Old phone');
    const order = await orderBy(who, 'old', { phone, textUpdates: true });
    // The order's time moved two days back, as an order long past would be; then a message about it.
    const item = await storedOrder(who, order);
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await table.send(new PutCommand({ TableName: tableName, Item: { ...item, slotId: past } }));
    const messageId = ulid();
    await table.send(
      new PutCommand({
        TableName: tableName,
        Item: messageToItem({
          messageId,
          userId: who.userId,
          email: who.email,
          customerName: who.name,
          orderId: order.orderId,
          orderNumber: order.number,
          status: 'ready',
          title: 'Ready for pickup',
          body: `Late news ${messageId}`,
          createdAt: new Date().toISOString(),
          read: false,
        }),
      }),
    );
    await outboxBarrier();
    await streamBarrier();
    expect(await pushesTo(device.id)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);
    expect((await emailsTo(who.email)).some((email) => email.body.text?.includes(`Late news ${messageId}`))).toBe(true);
  });
});

describe('the account’s notifications', () => {
  it('refuse a device the server must not post to, texts without a phone, and visitors', async () => {
    const who = await signedInCustomer({ name: 'Nana Settings' });
    const { subscription } = await newLocalSubscription();
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/x', 'https://169.254.169.254/latest', 'https://evil.example/push']) {
      const refused = await who.customer.call('POST', '/account/notifications/devices', {
        json: { subscription: { ...subscription, endpoint }, label: 'Mine' },
      });
      expect(refused.status, endpoint).toBe(400);
    }
    expect((await notifications(who)).devices).toEqual([]);
    const noPhone = await who.customer.call('PUT', '/account/notifications', { json: { texts: true } });
    expect(noPhone.status).toBe(409);
    const off = await who.customer.call('PUT', '/account/notifications', { json: { texts: false } });
    expect(off.status).toBe(200);
    const visitor = new Customer();
    expect((await visitor.call('GET', '/account/notifications')).status).toBe(401);
    expect((await visitor.call('PUT', '/account/notifications', { json: { texts: true } })).status).toBe(401);
    expect((await visitor.call('POST', '/account/notifications/devices', { json: { subscription, label: 'x' } })).status).toBe(401);
  });
});
