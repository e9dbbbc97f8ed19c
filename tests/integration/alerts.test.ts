/**
 * Never miss an order (docs/business-rules.md#never-miss-an-order), over HTTP on the test stack with its stand-ins:
 * the local push service (the kitchen's device), the local texts and calls, and the local scheduler, whose clock a
 * test moves for its own order alone (tests/fixtures/scheduler.ts: no test waits minutes). A new order is pushed at
 * once and climbs its ladder (text, call, the customer told, given up) until the first accept; each step once,
 * whatever the timers repeat or race; bursts grouped; auto-accept; the texted accept link.
 *
 * Shop-wide (vitest.config.ts): it changes the alert settings and the day's hours for a moment.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertsAnswerSchema, defaultAlertSettings, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { orderSearchAnswerSchema, type KitchenOrder } from '@functions/orders/contract/kitchen';
import { scheduleAnswerSchema, type Order } from '@functions/orders/contract/order';
import { ownerShopSettingsSchema } from '@functions/shop/contract/shop-settings';
import { addDays, localTime } from '@functions/platform/contract/business-clock';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { signOwnerActionToken } from '../../functions/src/kitchen/rules/owner-action-token.ts';
import { textedLinkLifetimeSeconds } from '../../functions/src/alerts/use-cases/ladder-steps.ts';
import { orderKey, slotCounterKey } from '../../functions/src/platform/table/keys.ts';
import { deleteShopSettings } from '../../functions/src/shop/store/shop-settings.ts';
import { Customer } from '../fixtures/api.ts';
import { addJollof, cartForCardOrder, heldCardOrder, placeCardOrder, placeInPerson } from '../fixtures/card-orders.ts';
import { emailsTo, waitForEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { callsTo, textsTo, waitForText } from '../fixtures/messaging.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { newLocalSubscription, pushesTo, waitForPush } from '../fixtures/push.ts';
import { advanceClock, fireAgain, pendingSchedules } from '../fixtures/scheduler.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { payOnHostedPage, stripeUrl } from '../fixtures/stripe-control.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const ownerEmail = 'owner@spices-kitchen.example';
const kitchenPhone = '+14145550123';
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const stripe = new Stripe('sk_test_local', { host: new URL(stripeUrl).hostname, port: Number(new URL(stripeUrl).port), protocol: 'http' });

let owner: Customer;
let device: { id: string; deviceId: string };

async function alerts(): Promise<AlertsAnswer> {
  const answer = await owner.call('GET', '/owner/alerts');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return alertsAnswerSchema.parse(answer.body);
}

async function saveAlerts(change: Partial<AlertsAnswer['settings']>): Promise<AlertsAnswer> {
  const { settings, version } = await alerts();
  const answer = await owner.call('PUT', '/owner/alerts', { json: { ...settings, ...change, version } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return alertsAnswerSchema.parse(answer.body);
}

/** The day's settings changed for a moment (hours, closures, the pause), over the version read. */
async function changeShopSettings(change: Record<string, unknown>): Promise<void> {
  const current = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
  const { pausedUntil, ...rest } = current;
  void pausedUntil;
  const answer = await owner.call('PUT', '/owner/settings', { json: { ...rest, ...change } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Every alert window gone: a test's first alert of a minute goes by itself, whatever an earlier test sent in it. */
async function freshAlertMinutes(): Promise<void> {
  for (const channel of ['push', 'text', 'call']) {
    const { Items } = await table.send(
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ALERTWINDOW#${channel}` } }),
    );
    for (const item of Items ?? []) await table.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
}

beforeAll(async () => {
  owner = (await signedInOwner('Abena Kitchen')).owner;
  const answer = await alerts();
  expect(answer.channels).toEqual({ push: true, phone: true });
  // This machine's stand-in plays the browser's push service: the test's device subscribes there.
  const subscribed = await newLocalSubscription(answer.applicationServerKey);
  const added = await owner.call('POST', '/owner/alerts/devices', { json: { subscription: subscribed.subscription, label: 'Kitchen tablet' } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const listed = alertsAnswerSchema.parse(added.body).devices.find((each) => each.label === 'Kitchen tablet');
  device = { id: subscribed.id, deviceId: listed!.deviceId };
  await saveAlerts({ kitchenPhones: [kitchenPhone] });
});

afterAll(async () => {
  await owner.call('DELETE', `/owner/alerts/devices/${device.deviceId}`);
  const { version } = await alerts();
  await owner.call('PUT', '/owner/alerts', { json: { ...defaultAlertSettings, version } });
});

beforeEach(freshAlertMinutes);

/** A slot (seeded, logged) five to six days out, as the schedule offers it. */
async function pickSlot(customer: Customer, label: string): Promise<string> {
  const schedule = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const slots = schedule.days.slice(5, 7).flatMap((day) => day.slots.map((slot) => slot.id));
  return seededPick(slots, `alerts: ${label}`);
}

/** An order paid in person through checkout; `slotId` or a picked slot. */
async function inPersonOrder(
  label: string,
  options: { slotId?: string; quantity?: number; sizeIndex?: number } = {},
): Promise<{ who: SignedInCustomer; order: Order }> {
  return inPersonOrderFor(await signedInCustomer(), label, options);
}

/** An order paid in person through checkout, by this customer. */
async function inPersonOrderFor(
  who: SignedInCustomer,
  label: string,
  options: { slotId?: string; quantity?: number; sizeIndex?: number } = {},
): Promise<{ who: SignedInCustomer; order: Order }> {
  await addJollof(who.customer, { quantity: options.quantity ?? 1, sizeIndex: options.sizeIndex });
  const slotId = options.slotId ?? (await pickSlot(who.customer, label));
  return { who, order: await placeInPerson(who.customer, slotId) };
}

/** Polls `read` until `done` holds (10 s at most): the stream and the stand-ins are asynchronous. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Waited 10 s for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Ladder = Record<'text' | 'call' | 'tell_customer' | 'give_up', { name: string; group: string; at: number }>;

/** The order's four timers, once the stream has set them. */
async function ladderOf(orderId: string): Promise<Ladder> {
  const pending = await until(
    () => pendingSchedules(`ladder-${orderId}-`),
    (found) => found.length === 4,
    `the ladder of ${orderId}`,
  );
  const step = (name: string) => {
    const schedule = pending.find((each) => each.name === `ladder-${orderId}-${name}`)!;
    return { name: schedule.name, group: schedule.group, at: Date.parse(schedule.at) };
  };
  return { text: step('text'), call: step('call'), tell_customer: step('tell_customer'), give_up: step('give_up') };
}

/** Moves the clock for this order's timers to just past `at`; answers what ran. */
async function moveTo(orderId: string, at: number) {
  return (await advanceClock(Math.max(0, Math.ceil((at - Date.now()) / 1000) + 1), `ladder-${orderId}-`)).fired;
}

async function kitchenOrder(order: Order): Promise<KitchenOrder> {
  const answer = await owner.call('GET', `/owner/orders/search?q=${order.number}`);
  expect(answer.status).toBe(200);
  return orderSearchAnswerSchema.parse(answer.body).orders.find((each) => each.orderId === order.orderId)!;
}

const accept = (order: Order, customerId: string) => owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId, action: 'accept' } });
const textsAbout = async (orderId: string) => (await textsTo(kitchenPhone)).filter((text) => text.context?.orderId === orderId);
const callsAbout = async (orderId: string) => (await callsTo(kitchenPhone)).filter((call) => call.context?.orderId === orderId);
const notConfirmedTo = async (email: string) => (await emailsTo(email)).filter((mail) => mail.subject.startsWith('Not confirmed yet'));

async function slotCount(slotId: string): Promise<number> {
  const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: slotCounterKey(slotId), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
}

describe('a new order', () => {
  it('is pushed to the kitchen’s devices at once, and climbs no further once accepted after the text', async () => {
    const { who, order } = await inPersonOrder('accepted after the text');
    const push = await waitForPush(device.id, (each) => (each.text ?? '').includes(order.number), `the push of ${order.number}`);
    expect(JSON.parse(push.text!)).toMatchObject({ title: `New order ${order.number}`, url: '/spices/kitchen', tag: 'spices-new-orders', orders: 1 });
    expect(push.urgency).toBe('high');

    const ladder = await ladderOf(order.orderId);
    expect(ladder.call.at - ladder.text.at).toBe(3 * 60_000);
    expect(ladder.tell_customer.at - ladder.call.at).toBe(5 * 60_000);

    await moveTo(order.orderId, ladder.text.at);
    const text = await waitForText(kitchenPhone, (each) => each.context?.orderId === order.orderId, `about ${order.number}`);
    expect(text.body).toMatch(
      new RegExp(
        `^${business.name}: new order ${order.number} \\(pickup \\w{3}, \\w{3} \\d+, .+ [ap]\\.m\\., \\$[\\d.]+\\) is waiting\\. Accept: http\\S+/spices/kitchen/orders/${order.orderId}/accept\\?token=\\S+$`,
      ),
    );
    expect(text.from).toBe('+14145550188');

    // Accepted at +3: the call, the customer's message and the give-up find the order answered.
    expect((await accept(order, who.userId)).status).toBe(200);
    const fired = await moveTo(order.orderId, ladder.give_up.at);
    expect(fired.map((each) => each.name).sort()).toEqual([ladder.call.name, ladder.give_up.name, ladder.tell_customer.name].sort());
    expect(fired.every((each) => each.ok)).toBe(true);
    await streamBarrier();
    expect(await callsAbout(order.orderId)).toHaveLength(0);
    expect(await notConfirmedTo(who.email)).toHaveLength(0);
    const seen = await kitchenOrder(order);
    expect(seen.status).toBe('accepted');
    expect(seen.alerts?.map((line) => line.what)).toEqual(['Alert sent to 1 device', 'Texted the kitchen (1 number)']);
  }, 60_000);

  it('never accepted: texted, called, the customer told, then given up with the card released and the slot freed; each step once, however often its timer fires', async () => {
    const who = await signedInCustomer();
    const order = await heldCardOrder(who.customer, (slots) => seededPick(slots, 'alerts: never accepted'));
    const ladder = await ladderOf(order.orderId);
    const taken = await slotCount(order.slotId);

    await moveTo(order.orderId, ladder.text.at);
    await waitForText(kitchenPhone, (each) => each.context?.orderId === order.orderId, `about ${order.number}`);
    await moveTo(order.orderId, ladder.call.at);
    const call = (await callsAbout(order.orderId))[0]!;
    expect(call.body).toMatch(/new orders? (is|are) waiting to be accepted\. Please open the order board\./);
    await moveTo(order.orderId, ladder.tell_customer.at);
    const told = await waitForEmail(who.email, /^Not confirmed yet/);
    expect(told.body.text).toContain(`The kitchen hasn’t confirmed your order ${order.number} yet`);
    expect(told.body.text).toContain('Your Visa ending 4242 is only held, not charged, until they do.');

    // EventBridge delivers at least once: every timer again, twice at once; nothing is sent or written twice.
    await Promise.all([ladder.text, ladder.call, ladder.tell_customer].flatMap((step) => [fireAgain(step.group, step.name), fireAgain(step.group, step.name)]));
    await streamBarrier();
    expect(await textsAbout(order.orderId)).toHaveLength(1);
    expect(await callsAbout(order.orderId)).toHaveLength(1);
    expect(await notConfirmedTo(who.email)).toHaveLength(1);

    await moveTo(order.orderId, ladder.give_up.at);
    const given = await kitchenOrder(order);
    expect(given).toMatchObject({ status: 'cancelled', cardPayment: { state: 'released' } });
    expect(given.history.at(-1)?.by).toBe('the shop (nobody accepted it)');
    expect(await slotCount(order.slotId)).toBe(taken - 1);
    const sessions = await stripe.checkout.sessions.list({ limit: 100 });
    const intentId = sessions.data.find((each) => each.metadata?.orderId === order.orderId)?.payment_intent;
    expect((await stripe.paymentIntents.retrieve(String(intentId))).status).toBe('canceled');
    const toCustomer = await waitForEmail(who.email, new RegExp(`^Order cancelled — order ${order.number}`));
    expect(toCustomer.body.text).toContain('The kitchen could not confirm your order in time');
    expect(toCustomer.body.text).toContain('The hold on your Visa ending 4242 was released: nothing was charged.');
    await waitForEmail(ownerEmail, new RegExp(`^Order ${order.number} given up: nobody accepted it`));

    // The deadline's timer again: still one cancel, one e-mail each, the slot freed once.
    await Promise.all([fireAgain(ladder.give_up.group, ladder.give_up.name), fireAgain(ladder.give_up.group, ladder.give_up.name)]);
    await streamBarrier();
    expect((await emailsTo(who.email)).filter((mail) => mail.subject.startsWith('Order cancelled'))).toHaveLength(1);
    expect((await emailsTo(ownerEmail)).filter((mail) => mail.subject.startsWith(`Order ${order.number} given up`))).toHaveLength(1);
    expect(await slotCount(order.slotId)).toBe(taken - 1);
    expect((await kitchenOrder(order)).alerts?.map((line) => line.what)).toEqual([
      'Alert sent to 1 device',
      'Texted the kitchen (1 number)',
      'Called the kitchen',
      'Customer told the kitchen has not confirmed yet',
      'Given up: nobody accepted it in time',
    ]);
  }, 90_000);

  it('an accept racing the deadline has one outcome', async () => {
    const { who, order } = await inPersonOrder('race at the deadline');
    const ladder = await ladderOf(order.orderId);
    await moveTo(order.orderId, ladder.tell_customer.at);
    const [accepted] = await Promise.all([accept(order, who.userId), moveTo(order.orderId, ladder.give_up.at)]);
    const now = await kitchenOrder(order);
    if (accepted.status === 200) expect(now.status).toBe('accepted');
    else {
      expect(accepted.status).toBe(409);
      expect(now.status).toBe('cancelled');
    }
    expect(now.history).toHaveLength(2);
  }, 60_000);
});

describe('the stream delivering a new order again', () => {
  it('pushes nothing twice and sets no second ladder, however often and at once the record comes', async () => {
    const { who, order } = await inPersonOrder('stream replay');
    await waitForPush(device.id, (each) => (each.text ?? '').includes(order.number), `the push of ${order.number}`);
    const ladder = await ladderOf(order.orderId);
    const pushesBefore = (await pushesTo(device.id)).length;
    // The stream's consumer, run here as the event source mapping runs it again: the order's own record, three times,
    // two of them at once, against the stack's table and scheduler.
    Object.assign(process.env, {
      SCHEDULER_ENDPOINT: process.env.SCHEDULER_URL,
      SCHEDULE_GROUP: ladder.text.group,
      SCHEDULE_TARGET_ARN: 'arn:aws:lambda:us-east-1:000000000000:function:spices-test-run-alert-timer',
      SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/spices-test-alert-scheduler',
    });
    const { handler } = await import('../../functions/src/alerts/handlers/alert-new-orders.ts');
    const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: orderKey(who.userId, order.orderId) }));
    const record = { eventName: 'INSERT', dynamodb: { NewImage: marshall(Item!, { removeUndefinedValues: true }), SequenceNumber: '1' } };
    const answers = await Promise.all([handler({ Records: [record] } as never), handler({ Records: [record] } as never)]);
    answers.push(await handler({ Records: [record] } as never));
    expect(answers.map((answer) => answer.batchItemFailures)).toEqual([[], [], []]);
    await streamBarrier();
    expect((await pushesTo(device.id)).length).toBe(pushesBefore);
    expect(await pendingSchedules(`ladder-${order.orderId}-`)).toHaveLength(4);
    expect((await kitchenOrder(order)).alerts?.map((line) => line.what)).toEqual(['Alert sent to 1 device']);
  });
});

describe('the texted accept link', () => {
  it('accepts its order once, never another, and expires', async () => {
    const { order } = await inPersonOrder('texted link');
    const other = await inPersonOrder('texted link, the other order');
    const ladder = await ladderOf(order.orderId);
    await moveTo(order.orderId, ladder.text.at);
    const text = await waitForText(kitchenPhone, (each) => each.context?.orderId === order.orderId, `about ${order.number}`);
    const token = new URL(text.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

    const preview = await new Customer().call('GET', `/owner/orders/action?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ action: 'accept', available: true, order: { orderId: order.orderId } });
    const first = await new Customer().call('POST', '/owner/orders/action', { json: { token } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await new Customer().call('POST', '/owner/orders/action', { json: { token } });
    expect(again.status).toBe(409);
    expect((await kitchenOrder(other.order)).status).toBe('placed');

    // Its claims name its order: changed to the other order's, the signature no longer holds.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, orderId: other.order.orderId, userId: other.who.userId })).toString('base64url'),
      signature,
    ].join('.');
    expect((await new Customer().call('POST', '/owner/orders/action', { json: { token: forged } })).status).toBe(403);
    expect((await kitchenOrder(other.order)).status).toBe('placed');

    // A texted link signed three hours and a second ago is dead.
    const secret = new TextEncoder().encode(process.env.SESSION_SECRET);
    const old = await signOwnerActionToken(
      { orderId: other.order.orderId, userId: other.who.userId, action: 'accept' },
      secret,
      Date.now() - (textedLinkLifetimeSeconds + 1) * 1000,
      undefined,
      {
        lifetimeSeconds: textedLinkLifetimeSeconds,
      },
    );
    const expired = await new Customer().call('POST', '/owner/orders/action', { json: { token: old } });
    expect(expired.status).toBe(403);
    expect((await kitchenOrder(other.order)).status).toBe('placed');
  }, 60_000);
});

describe('bursts', () => {
  it('fifty orders in a minute make one alert per channel per minute, each a count of what waits', async () => {
    // Earlier tests' orders all handled by the stream, and their minutes forgotten: only the rush's alerts are counted.
    await streamBarrier();
    await freshAlertMinutes();
    const before = (await pushesTo(device.id)).length;
    // Fifty customers ready, then their orders placed ten at a time: a lunch rush, within a minute or so.
    const customers: SignedInCustomer[] = [];
    for (let batch = 0; batch < 5; batch++) customers.push(...(await Promise.all(Array.from({ length: 10 }, () => signedInCustomer()))));
    const started = Date.now();
    const placed: { who: SignedInCustomer; order: Order }[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const group = customers.slice(batch * 10, batch * 10 + 10);
      placed.push(...(await Promise.all(group.map((who, index) => inPersonOrderFor(who, `burst ${batch * 10 + index}`)))));
    }
    // The stream hands every new order to the alerts by the barrier: the minutes the rush's pushes could fall in.
    await streamBarrier();
    const spannedMinutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    const ladders = await Promise.all(placed.map(({ order }) => ladderOf(order.orderId)));

    // Pushes: an order alone only as its minute's first; the rest in a follow-up's count of what waits.
    await advanceClock(600, 'follow_up-push');
    const pushes = await until(
      async () => (await pushesTo(device.id)).slice(before),
      (found) => found.some((each) => /new orders waiting/.test(each.text ?? '')),
      'the burst’s follow-up push',
    );
    const numbers = placed.map(({ order }) => order.number);
    const alone = pushes.filter((each) => numbers.some((number) => (each.text ?? '').includes(`New order ${number}`)));
    expect(new Set(alone.map((each) => Math.floor(each.at / 60_000))).size).toBe(alone.length);
    expect(alone.length).toBeLessThanOrEqual(spannedMinutes);
    expect(pushes.length).toBeLessThanOrEqual(spannedMinutes + 2);
    expect(Math.max(...pushes.map((each) => JSON.parse(each.text!).orders as number))).toBeGreaterThanOrEqual(2);

    // Texts: every order's text step comes due; a minute's first goes by itself, the rest fold into one count.
    const moved = Date.now();
    for (const [index, { order }] of placed.entries()) await moveTo(order.orderId, ladders[index]!.text.at);
    // At night the ladders start at the kitchen's opening: the clock moves past the last text's minute and its follow-up.
    const lastText = Math.max(...ladders.map((ladder) => ladder.text.at));
    await advanceClock(Math.ceil((lastText - Date.now()) / 1000) + 180, 'follow_up-text');
    const texts = await until(
      async () => (await textsTo(kitchenPhone)).filter((each) => Date.parse(each.at) >= moved),
      (found) => found.some((each) => /new orders waiting to be accepted/.test(each.body)),
      'the burst’s grouped text',
    );
    const textMinutes = new Set(ladders.map((ladder) => Math.floor(ladder.text.at / 60_000)));
    expect(texts.length).toBeLessThanOrEqual(textMinutes.size + 2);
    expect(texts.length).toBeLessThan(6);

    for (const { who, order } of placed) await accept(order, who.userId);
  }, 240_000);
});

describe('auto-accept', () => {
  const today = localTime(Date.now()).date;

  afterAll(async () => {
    await saveAlerts({ autoAccept: { enabled: false, upToCents: 5000 } });
    // Back to no saved settings at all, as the other shop-wide files expect to find them.
    await deleteShopSettings();
  });

  it('accepts an order up to the amount while open (a card captured), never a catering order, never while paused', async () => {
    // Open all day today, whatever the hour the suite runs at.
    await changeShopSettings({ specialHours: [{ date: today, open: '00:00', close: '23:59' }], closures: [] });
    await saveAlerts({ autoAccept: { enabled: true, upToCents: 100_000 } });

    const { order } = await inPersonOrder('auto-accepted');
    const accepted = await until(
      () => kitchenOrder(order),
      (seen) => seen.status === 'accepted' && (seen.alerts?.length ?? 0) > 0,
      `${order.number} accepted by itself`,
    );
    expect(accepted.history.at(-1)?.by).toBe('auto-accept');
    expect(accepted.alerts?.map((line) => line.what)).toEqual(['Accepted automatically']);
    expect(await pendingSchedules(`ladder-${order.orderId}-`)).toEqual([]);

    const who = await signedInCustomer();
    const card = await heldCardOrder(who.customer, (slots) => seededPick(slots, 'alerts: auto-accepted card'));
    const captured = await until(
      () => kitchenOrder(card),
      (seen) => seen.status === 'accepted',
      `${card.number} accepted by itself`,
    );
    expect(captured.cardPayment).toMatchObject({ state: 'charged' });

    // Catering: four entrée trays, on a catering day; it waits for the kitchen.
    const caterer = await signedInCustomer();
    await addJollof(caterer.customer, { quantity: 4, sizeIndex: jollof.prices.findIndex((option) => option.catering) });
    const days = scheduleAnswerSchema.parse((await caterer.customer.call('GET', '/orders/schedule?mode=pickup')).body).days;
    const slotId = seededPick(
      days.slice(2, 4).flatMap((day) => day.slots.map((slot) => slot.id)),
      'alerts: catering',
    );
    const cateringOrder = await placeInPerson(caterer.customer, slotId);
    await ladderOf(cateringOrder.orderId);
    expect((await kitchenOrder(cateringOrder)).status).toBe('placed');

    // Paused: a card paid for on Stripe's page after the owner paused waits for the kitchen too.
    const late = await signedInCustomer();
    const { slotId: lateSlot, totalCents } = await cartForCardOrder(late.customer, (slots) => seededPick(slots, 'alerts: paid while paused'));
    const awaiting = await placeCardOrder(late.customer, lateSlot, totalCents);
    expect((await owner.call('POST', '/owner/settings/pause', { json: { minutes: 30 } })).status).toBe(200);
    await payOnHostedPage(awaiting.cardPayment!.checkoutUrl!);
    expect((await late.customer.call('POST', `/orders/${awaiting.orderId}/payment`, { json: { outcome: 'paid' } })).status).toBe(200);
    await ladderOf(awaiting.orderId);
    expect((await kitchenOrder(awaiting)).status).toBe('placed');
  }, 90_000);
});

describe('an order placed while the kitchen is closed', () => {
  afterAll(async () => {
    await deleteShopSettings();
  });

  it('is pushed when placed, and its ladder starts at the next opening', async () => {
    const today = localTime(Date.now()).date;
    await changeShopSettings({ closures: [{ date: today }], specialHours: [] });
    const { order } = await inPersonOrder('next week');
    await waitForPush(
      device.id,
      (each) => (each.text ?? '').includes(order.number) || /new orders? waiting/.test(each.text ?? ''),
      `the push of ${order.number}`,
    );
    const ladder = await ladderOf(order.orderId);
    const settings = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
    // The first day after today with hours (the default weekdays': Sunday closed).
    let next = addDays(today, 1);
    while (!settings.hours[new Date(`${next}T12:00:00Z`).getUTCDay()]) next = addDays(next, 1);
    const opens = settings.hours[new Date(`${next}T12:00:00Z`).getUTCDay()]!.open;
    expect(localTime(ladder.text.at)).toEqual({ date: next, minutes: Number(opens.slice(0, 2)) * 60 + Number(opens.slice(3)) + 2, seconds: 0 });
  }, 60_000);
});

describe('a test alert', () => {
  it('reaches the one device it names, at most once a minute; a device not there is a 404', async () => {
    const testOf = (deviceId: string) => owner.call('POST', `/owner/alerts/devices/${deviceId}/test`);
    const sent = await testOf(device.deviceId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(alertsAnswerSchema.parse(sent.body).devices.find((each) => each.deviceId === device.deviceId)?.testedAt).toBeDefined();
    await waitForPush(device.id, (each) => (each.text ?? '').includes('Alerts work on Kitchen tablet.'), 'the test alert');

    const again = await testOf(device.deviceId);
    expect(again.status, JSON.stringify(again.body)).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    // A device never added (or since removed): its claim finds no item, and neither does the read after it.
    expect((await testOf('01JZ0000000000000000000009')).status).toBe(404);
  });
});
