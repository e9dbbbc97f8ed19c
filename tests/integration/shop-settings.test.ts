/**
 * The day's settings over HTTP against the local host: an owner pauses online ordering (the schedule
 * offers nothing, the quote and POST /orders refuse, GET /shop/status says paused) and resumes it; a
 * closure removes that day's slots; bad settings are refused and nothing is saved.
 *
 * The table is shared with the rest of the suite, which places orders meanwhile: the tests here run
 * one after another, keep each pause as short as they need, and put the defaults back in `finally`
 * and after each test.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@contracts/error';
import { quoteAnswerSchema, scheduleAnswerSchema, type ScheduleAnswer } from '@contracts/order';
import { defaultShopSettings, shopSettingsSchema, shopStatusSchema, shopToday, type ShopSettings } from '@contracts/shop-settings';
import { deleteShopSettings } from '../../functions/src/data/shop-settings.ts';
import { setRole } from '../../functions/src/data/user.ts';
import { menu } from '../../functions/src/seed/menu.ts';
import { Customer } from '../fixtures/api.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (data/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const noTip = { kind: 'percent', percent: 0 } as const;

function updateOf({ hours, closures, maxOrdersPerSlot, leadMinutes }: ShopSettings) {
  return { hours, closures, maxOrdersPerSlot, leadMinutes };
}
const defaults = updateOf(defaultShopSettings);

function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A customer made an owner as `npm run owner -- add` does, signed in again with the e-mailed code. */
async function signedInOwner(): Promise<Customer> {
  const { userId, email, password } = await signedInCustomer({ name: 'Kofi Mensah' });
  await setRole(userId, 'owner');
  const owner = new Customer();
  const before = Date.now();
  const challenge = await owner.call<{ id: string; token: string }>('POST', '/auth/login', { json: { email, password } });
  expect(challenge.status).toBe(201);
  const code = (await waitForEmail(email, /sign-in code/, { after: before - 1000 })).subject.match(/(\d{6})$/)![1]!;
  expect((await owner.call('POST', '/auth/two-factor', { json: { ...challenge.body, code } })).status).toBe(200);
  return owner;
}

async function fillCart(customer: Customer) {
  const option = jollof.prices[0]!;
  const answer = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: option.price, spiciness: 0, size: option.id, quantity: 1 }] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function schedule(customer: Customer): Promise<ScheduleAnswer> {
  const answer = await customer.call('GET', '/orders/schedule?mode=pickup');
  expect(answer.status).toBe(200);
  return scheduleAnswerSchema.parse(answer.body);
}

async function quote(customer: Customer) {
  const answer = await customer.call('POST', '/orders/quote', { json: { mode: 'pickup', tip: noTip } });
  expect(answer.status).toBe(200);
  return quoteAnswerSchema.parse(answer.body);
}

function place(customer: Customer, slotId: string, expectedTotalCents: number) {
  return customer.call('POST', '/orders', {
    json: { notes: '', paymentMethod: 'in-person-card', tip: noTip, mode: 'pickup', when: { kind: 'slot', slotId }, expectedTotalCents },
    headers: { 'idempotency-key': randomUUID() },
  });
}

async function shopStatus() {
  const answer = await new Customer().call('GET', '/shop/status');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
  return shopStatusSchema.parse(answer.body);
}

const refusalCode = (body: unknown) => errorBodySchema.parse(body).error.details?.[0]?.message;

describe('the day’s settings', { sequential: true }, () => {
  let owner: Customer;

  beforeAll(async () => {
    owner = await signedInOwner();
  });

  afterEach(async () => {
    await deleteShopSettings();
  });

  it('are the defaults while the owner has changed nothing', async () => {
    const answer = await owner.call('GET', '/owner/settings');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(shopSettingsSchema.parse(answer.body)).toEqual(defaultShopSettings);
  });

  it('paused, the schedule offers nothing, the quote and POST /orders refuse; resumed, ordering works again', async () => {
    const { customer } = await signedInCustomer();
    await fillCart(customer);
    const { days } = await schedule(customer);
    const slots = days.slice(3).flatMap((day) => day.slots);
    const slotId = seededPick(slots, `shop-settings: ${expect.getState().currentTestName ?? ''}`, (slot) => slot.id).id;
    const { totals } = await quote(customer);

    const startedAt = Date.now();
    try {
      const paused = await owner.call('POST', '/owner/settings/pause', { json: { minutes: 30 } });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      const pausedUntil = Date.parse(shopSettingsSchema.parse(paused.body).pausedUntil!);
      expect(pausedUntil).toBeGreaterThanOrEqual(startedAt + 30 * 60_000 - 1000);
      expect(pausedUntil).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

      const status = await shopStatus();
      expect(status).toMatchObject({ ordering: 'paused', pausedUntil: new Date(pausedUntil).toISOString() });
      expect(status.message).toMatch(/^Online ordering is paused until .+ Please call us at \(414\) 555-0173 or try again then\.$/);

      const offered = await schedule(customer);
      expect(offered.days).toEqual([]);
      expect(offered.asap).toEqual({ available: false, message: status.message });
      expect(offered.paused).toEqual({ until: status.pausedUntil, message: status.message });

      expect((await quote(customer)).refusals).toContainEqual({ reason: 'ORDERING_PAUSED', message: status.message });

      const refused = await place(customer, slotId, totals.totalCents);
      expect(refused.status).toBe(409);
      expect(refusalCode(refused.body)).toBe('ORDERING_PAUSED');
      expect(errorBodySchema.parse(refused.body).error.message).toBe(status.message);
    } finally {
      const resumed = await owner.call('DELETE', '/owner/settings/pause');
      expect(resumed.status).toBe(200);
      expect(shopSettingsSchema.parse(resumed.body).pausedUntil).toBeNull();
    }

    expect((await shopStatus()).ordering).not.toBe('paused');
    expect((await schedule(customer)).days.length).toBeGreaterThan(0);
    const placed = await place(customer, slotId, totals.totalCents);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it('paused for the rest of the day, until closing time or midnight', async () => {
    try {
      const paused = await owner.call('POST', '/owner/settings/pause', { json: { until: 'end-of-day' } });
      expect(paused.status).toBe(200);
      const pausedUntil = Date.parse(shopSettingsSchema.parse(paused.body).pausedUntil!);
      expect(pausedUntil).toBeGreaterThan(Date.now());
      expect(pausedUntil).toBeLessThanOrEqual(Date.now() + 25 * 3600_000);
    } finally {
      expect((await owner.call('DELETE', '/owner/settings/pause')).status).toBe(200);
    }
  });

  it('with a closure, the schedule offers nothing on that day', async () => {
    const { customer } = await signedInCustomer();
    const before = await schedule(customer);
    const firstDate = addDays(shopToday(), 3);
    // The furthest day, which the rest of the suite is least likely to be booking.
    const closed = before.days.filter((day) => day.date >= firstDate).at(-1)!;
    expect(closed).toBeDefined();
    try {
      const saved = await owner.call('PUT', '/owner/settings', { json: { ...defaults, closures: [{ date: closed.date, note: 'Family wedding' }] } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(shopSettingsSchema.parse(saved.body).closures).toEqual([{ date: closed.date, note: 'Family wedding' }]);

      const after = await schedule(customer);
      expect(after.days.map((day) => day.date)).not.toContain(closed.date);
      expect(after.days.length).toBeGreaterThan(0);

      await fillCart(customer);
      const refused = await place(customer, closed.slots[0]!.id, 0);
      expect(refused.status).toBe(409);
      expect(refusalCode(refused.body)).toBe('OUTSIDE_HOURS');
    } finally {
      await deleteShopSettings();
    }
    expect((await schedule(customer)).days.map((day) => day.date)).toContain(closed.date);
  });

  it('refuses bad settings with 400 and saves nothing', async () => {
    const before = (await owner.call('GET', '/owner/settings')).body;
    const mondayBackwards = defaults.hours.map((hours, day) => (day === 1 ? { open: '20:00', close: '11:00' } : hours));
    const bad = [
      { ...defaults, maxOrdersPerSlot: 0 },
      { ...defaults, maxOrdersPerSlot: 51 },
      { ...defaults, hours: mondayBackwards },
      { ...defaults, hours: defaults.hours.slice(0, 6) },
      { ...defaults, leadMinutes: { pickup: 241, delivery: 60 } },
      { ...defaults, closures: [{ date: addDays(shopToday(), -1) }] },
      { ...defaults, closures: [{ date: addDays(shopToday(), 400) }] },
      { ...defaults, closures: Array.from({ length: 61 }, (_, i) => ({ date: addDays(shopToday(), i + 1) })) },
      { ...defaults, pausedUntil: null },
    ];
    for (const json of bad) {
      const refused = await owner.call('PUT', '/owner/settings', { json });
      expect(refused.status, JSON.stringify(json).slice(0, 200)).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.code).toBe('VALIDATION');
    }
    expect((await owner.call('POST', '/owner/settings/pause', { json: { minutes: 0 } })).status).toBe(400);
    expect((await owner.call('GET', '/owner/settings')).body).toEqual(before);
  });
});
