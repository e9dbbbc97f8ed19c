/**
 * A scheduled order's reminder (docs/business-rules.md#customer-updates), over HTTP on the test stack: the kitchen's
 * accept sets a timer an hour before the order's time (the local scheduler), held to 8 a.m. out of the quiet hours (9
 * p.m. to 8 a.m., the kitchen's clock), none when that comes too close to the time; when the timer runs, the reminder
 * goes to the customer's number once however often it runs, and not at all to an order made ready since. Quiet hours
 * hold only the reminder: an update ("ready") goes at any hour.
 *
 * And a new ready time (docs/business-rules.md#the-order-board): the kitchen changes an accepted order's ready time,
 * the customer is told (text, e-mail, inbox), and a change from an older read, before the customer's time or of an
 * order no longer accepted is refused.
 *
 * It changes the days' hours for a moment (one day at the end of the ordering window opens 8 a.m. to 11 p.m.; today and
 * tomorrow all day, so the kitchen is open whatever the hour the suite runs at), so it runs with the shop-wide tests,
 * alone (vitest.config.ts), and gives the hours back at the end.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleAnswerSchema, type Order } from '@functions/orders/contract/order';
import { ownerShopSettingsSchema, type OwnerShopSettings } from '@functions/shop/contract/shop-settings';
import { addDays, localTime, localToInstant, slotTimeFrom } from '@functions/platform/contract/business-clock';
import { localOriginationNumber } from '../../functions/local/alert-services.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { messageToItem } from '../../functions/src/orders/store/message.ts';
import { deleteShopSettings } from '../../functions/src/shop/store/shop-settings.ts';
import { type Customer } from '../fixtures/api.ts';
import { addJollof, placeInPerson } from '../fixtures/card-orders.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { textsTo, waitForText } from '../fixtures/messaging.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { advanceClock, fireAgain, pendingSchedules, schedulerClock } from '../fixtures/scheduler.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let hoursBefore: Pick<OwnerShopSettings, 'specialHours' | 'closures' | 'version'>;
/** The day whose hours the test sets: the last of the ordering window. */
let day: string;

/** A number of the test's own (555 numbers reach nobody). */
function phoneFor(label: string): string {
  return `+1414555${String(2000 + Math.floor(seededRandom(`reminder phone ${label}`) * 7000)).padStart(4, '0')}`;
}

async function changeShopSettings(change: Partial<OwnerShopSettings>): Promise<void> {
  const current = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
  const { pausedUntil, ...rest } = current;
  void pausedUntil;
  const answer = await owner.call('PUT', '/owner/settings', { json: { ...rest, ...change } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The slot of `day` that starts at `clock` ('8:30') on the kitchen's clock. */
async function slotAt(customer: Customer, clock: string): Promise<string> {
  const [hours, minutes] = clock.split(':').map(Number);
  const wanted = new Date(localToInstant(day, hours! * 60 + minutes!)).toISOString();
  const schedule = scheduleAnswerSchema.parse((await customer.call('GET', '/orders/schedule?mode=pickup')).body);
  const slot = schedule.days.find((each) => each.date === day)?.slots.find((each) => each.id === wanted);
  expect(slot, `a slot at ${clock} on ${day}`).toBeDefined();
  return slot!.id;
}

/** A customer's pickup order of one dish at `clock` on the day, with "Text me about this order", accepted by the kitchen. */
async function acceptedOrder(label: string, clock: string): Promise<{ who: SignedInCustomer; order: Order; phone: string }> {
  const who = await signedInCustomer({ name: `Reminder ${label}` });
  const phone = phoneFor(label);
  await addJollof(who.customer, { quantity: 1 });
  const order = await placeInPerson(who.customer, await slotAt(who.customer, clock), { phone, textUpdates: true });
  const accepted = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action: 'accept' } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  // The accepted text is out: the outbox has handled the accept, and set the reminder if one is due.
  await waitForText(phone, (text) => text.body.includes(`accepted your order ${order.number}`), `the accepted text of ${order.number}`);
  return { who, order, phone };
}

const reminders = async (phone: string) => (await textsTo(phone)).filter((text) => text.body.includes('Reminder:'));

/** Runs the order's reminder timer alone, as if the clock had reached its time; answers what ran. */
async function runReminder(orderId: string): Promise<{ name: string; group: string; ok: boolean }> {
  const [pending] = await pendingSchedules(`reminder-${orderId}`);
  expect(pending, `the reminder of ${orderId}`).toBeDefined();
  const { now } = await schedulerClock();
  const { fired } = await advanceClock(Math.ceil((Date.parse(pending!.at) - Date.parse(now)) / 1000) + 1, `reminder-${orderId}`);
  expect(fired.map((each) => each.name)).toEqual([pending!.name]);
  return fired[0]!;
}

beforeAll(async () => {
  ({ owner } = await signedInOwner('Esi Reminders'));
  const settings = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
  hoursBefore = { specialHours: settings.specialHours, closures: settings.closures, version: settings.version };
  const probe = await signedInCustomer({ name: 'Reminder Probe' });
  await addJollof(probe.customer, { quantity: 1 });
  const schedule = scheduleAnswerSchema.parse((await probe.customer.call('GET', '/orders/schedule?mode=pickup')).body);
  day = schedule.days.at(-1)!.date;
  const today = localTime(Date.now()).date;
  const allDay = [today, addDays(today, 1)].filter((each) => each !== day);
  const changed = new Set([day, ...allDay]);
  await changeShopSettings({
    specialHours: [
      ...settings.specialHours.filter((each) => !changed.has(each.date)),
      { date: day, open: '08:00', close: '23:00', note: 'Reminder test' },
      ...allDay.map((date) => ({ date, open: '00:00', close: '23:59', note: 'Ready time test' })),
    ],
    closures: settings.closures.filter((each) => !changed.has(each.date)),
  });
}, 60_000);

afterAll(async () => {
  if (!owner || !hoursBefore) return;
  // Back to no saved settings at all when there were none, as the other shop-wide files expect to find them.
  if (hoursBefore.version === 0) await deleteShopSettings();
  else await changeShopSettings({ specialHours: hoursBefore.specialHours, closures: hoursBefore.closures });
});

describe('a scheduled order’s reminder', () => {
  it('goes an hour before, held to 8 a.m. out of the quiet hours, once however often its timer runs', async () => {
    const { order, phone } = await acceptedOrder('8:30', '8:30');
    const [pending] = await pendingSchedules(`reminder-${order.orderId}`);
    // 7:30 a.m. is in the quiet hours: held to 8:00, still half an hour before the time.
    expect(localTime(Date.parse(pending!.at))).toEqual({ date: day, minutes: 8 * 60, seconds: 0 });
    expect(pending!.input).toEqual({ kind: 'reminder', orderId: order.orderId, userId: expect.any(String), promised: order.slotId, at: pending!.at });
    expect(await reminders(phone)).toEqual([]);

    const fired = await runReminder(order.orderId);
    expect(fired.ok).toBe(true);
    const [text] = await reminders(phone);
    expect(text!.from).toBe(localOriginationNumber);
    expect(text!.body).toMatch(
      new RegExp(
        `^${business.name}: Reminder: your order ${order.number} will be ready for pickup at \\w{3}, \\w{3} \\d+, 8:30 a\\.m\\., at ${business.address.street}, ${business.address.city}\\. See you soon! http\\S+/spices/account/order-details/${order.orderId}$`,
      ),
    );

    // Scheduler may deliver a timer again: the outbox has its claim, and nothing goes twice.
    expect((await fireAgain(fired.group, fired.name)).ok).toBe(true);
    expect(await reminders(phone)).toHaveLength(1);
  });

  it('is not set when the hour before and the morning after are both out of reach (10 p.m.: 9 p.m. is quiet)', async () => {
    const { order } = await acceptedOrder('10 pm', '22:00');
    expect(await pendingSchedules(`reminder-${order.orderId}`)).toEqual([]);
  });

  it('is not sent to an order made ready since', async () => {
    const { who, order, phone } = await acceptedOrder('5 pm', '17:00');
    const [pending] = await pendingSchedules(`reminder-${order.orderId}`);
    expect(localTime(Date.parse(pending!.at))).toEqual({ date: day, minutes: 16 * 60, seconds: 0 });
    const ready = await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action: 'ready' } });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    await waitForText(phone, (text) => text.body.includes(`order ${order.number} is ready`), `the ready text of ${order.number}`);

    // The timer ran to its end (the scheduler answers once it has): it found the order ready and sent nothing.
    expect((await runReminder(order.orderId)).ok).toBe(true);
    expect(await reminders(phone)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('never hold an update the customer is waiting for: “ready” at 10:30 p.m. goes at once', async () => {
    const { who, order, phone } = await acceptedOrder('late ready', '9:00');
    // The outbox's consumer, run here at 10:30 p.m. the night before (the kitchen's clock), with a "ready" message.
    Object.assign(process.env, { SMS_ORIGINATION_NUMBER: localOriginationNumber, SMS_VOICE_ENDPOINT: process.env.MESSAGING_URL });
    const { sendCustomerUpdate } = await import('../../functions/src/messaging/use-cases/customer-updates.ts');
    const night = new Date(localToInstant(day, -90));
    expect(localTime(night.getTime()).minutes).toBe(22 * 60 + 30);
    const item = messageToItem({
      messageId: ulid(),
      userId: who.userId,
      email: who.email,
      customerName: 'Reminder late ready',
      orderId: order.orderId,
      orderNumber: order.number,
      status: 'ready',
      title: 'Ready for pickup',
      body: `Your order ${order.number} is ready! Pick it up at ${business.address.street}, ${business.address.city}, and pay by card when you collect it.`,
      createdAt: night.toISOString(),
      read: false,
    });
    expect(await sendCustomerUpdate(item, night)).toBe('texted');
    expect((await textsTo(phone)).filter((text) => text.body.includes(`order ${order.number} is ready`))).toHaveLength(1);
  });
});

describe('a new ready time', () => {
  const retime = (order: Order, customerId: string, readyInMinutes: number, promised: string) =>
    owner.call('POST', `/owner/orders/${order.orderId}/ready-time`, { json: { customerId, readyInMinutes, promised } });

  it('is told to the customer, and refused from an older read, before their time, for another’s order, or once not accepted', async () => {
    const who = await signedInCustomer({ name: 'Reminder retimed' });
    const phone = phoneFor('retimed');
    await addJollof(who.customer, { quantity: 1 });
    const schedule = scheduleAnswerSchema.parse((await who.customer.call('GET', '/orders/schedule?mode=pickup')).body);
    const slotId = schedule.days[0]!.slots[0]!.id;
    const order = await placeInPerson(who.customer, slotId, { phone, textUpdates: true });
    const minutes = Math.ceil((Date.parse(slotId) - Date.now()) / 60_000) + 20;

    const notYet = await retime(order, who.userId, minutes, slotId);
    expect(notYet.status, JSON.stringify(notYet.body)).toBe(409);
    expect(await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action: 'accept' } })).toMatchObject({
      status: 200,
    });
    await waitForText(phone, (text) => text.body.includes(`accepted your order ${order.number}`), `the accepted text of ${order.number}`);

    // Two devices change it at once from the same read: one wins, the other is refused and writes nothing.
    const before = Date.now();
    const both = await Promise.all([retime(order, who.userId, minutes, slotId), retime(order, who.userId, minutes + 5, slotId)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const changed = both.find((answer) => answer.status === 200)!;
    const { order: retimed, message } = changed.body as { order: { readyAt: string; readyTimeChanges: unknown[] }; message: string };
    expect(Date.parse(retimed.readyAt)).toBeGreaterThanOrEqual(before + minutes * 60_000 - 60_000);
    expect(retimed.readyTimeChanges).toEqual([{ from: slotId, to: retimed.readyAt, at: expect.any(String), by: 'Esi Reminders' }]);
    expect(message).toBe(`Reminder retimed is told: order ${order.number} will now be ready at ${slotTimeFrom(retimed.readyAt, Date.now())}`);

    // The customer hears it: the text (by the order's consent), the e-mail and the inbox, in the same words.
    const words = `The kitchen changed the time of your order ${order.number}: it will now be ready for pickup at about ${slotTimeFrom(retimed.readyAt, Date.now())}`;
    const text = await waitForText(phone, (each) => each.body.includes('changed the time'), `the new ready time's text of ${order.number}`);
    expect(text.body).toContain(words);
    await waitForEmail(who.email, new RegExp(`^New ready time — order ${order.number}$`));
    const inbox = (await who.customer.call('GET', '/messages')).body as { orderId: string; title: string; body: string }[];
    expect(inbox.find((each) => each.orderId === order.orderId && each.title === 'New ready time')?.body).toBe(words);
    // The customer's page shows the new time.
    expect(((await who.customer.call('GET', `/orders/${order.orderId}`)).body as { readyAt?: string }).readyAt).toBe(retimed.readyAt);

    // A second device's change from the older read (the order's own time) is refused, and the time stays.
    const stale = await retime(order, who.userId, minutes + 10, slotId);
    expect(stale.status).toBe(409);
    expect((stale.body as { error: { message: string } }).error.message).toMatch(/was changed meanwhile: it is now/);
    // Before the time the customer chose: refused.
    const early = await retime(order, who.userId, 5, retimed.readyAt);
    expect(early.status).toBe(409);
    expect((early.body as { error: { message: string } }).error.message).toMatch(/the time the customer chose/);
    // Another customer's id, or no such order: 404.
    expect((await retime(order, (await signedInCustomer()).userId, minutes, retimed.readyAt)).status).toBe(404);
    // Made ready: its time can no longer change.
    expect(await owner.call('POST', `/owner/orders/${order.orderId}/status`, { json: { customerId: who.userId, action: 'ready' } })).toMatchObject({
      status: 200,
    });
    const done = await retime(order, who.userId, minutes + 10, retimed.readyAt);
    expect(done.status).toBe(409);
    expect((done.body as { error: { message: string } }).error.message).toMatch(/no longer waiting to be made/);
    const messages = (await who.customer.call('GET', '/messages')).body as { orderId: string; title: string }[];
    expect(messages.filter((each) => each.orderId === order.orderId && each.title === 'New ready time')).toHaveLength(1);
  });
});
