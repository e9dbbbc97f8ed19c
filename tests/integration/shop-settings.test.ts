/**
 * The day's settings over HTTP against the local host: an owner pauses online ordering (the schedule
 * offers nothing, the quote and POST /orders refuse, GET /shop/status says paused) and resumes it; a
 * closure removes that day's slots; bad settings are refused and nothing is saved. Two owners at once
 * never lose a change: a save and a pause at once keep both, a save from an older read is a 409 that
 * changes nothing, and a pause on no saved settings leaves whole settings (real concurrent requests).
 *
 * The table is shared with the rest of the suite, which places orders meanwhile: the tests here run
 * one after another, keep each pause as short as they need, and put the defaults back in `finally`
 * and after each test.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderLocalDate } from '@functions/platform/contract/business-clock';
import { errorBodySchema } from '@functions/platform/contract/error';
import { quoteAnswerSchema, scheduleAnswerSchema, type ScheduleAnswer } from '@functions/orders/contract/order';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  defaultShopSettings,
  ownerShopSettingsSchema,
  shopSettingsSchema,
  shopStatusSchema,
  shopToday,
  type OwnerShopSettings,
  type ShopSettings,
} from '@functions/shop/contract/shop-settings';
import { db, tableName } from '../../functions/src/platform/table/client.ts';
import { shopSettingsKey } from '../../functions/src/platform/table/keys.ts';
import { deleteShopSettings } from '../../functions/src/shop/store/shop-settings.ts';
import { setRole } from '../../functions/src/accounts/store/user.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { Customer, shopOrigin } from '../fixtures/api.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
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

function updateOf({ hours, closures, maxOrdersPerSlot, leadMinutes, paymentChoices }: ShopSettings) {
  return { hours, closures, maxOrdersPerSlot, leadMinutes, paymentChoices };
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
    json: {
      notes: '',
      paymentMethod: 'in-person-card',
      tip: noTip,
      mode: 'pickup',
      when: { kind: 'slot', slotId },
      expectedTotalCents,
      phone: '(414) 555-0142',
    },
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

  it('are the defaults while the owner has changed nothing, at version 0', async () => {
    const answer = await owner.call('GET', '/owner/settings');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(ownerShopSettingsSchema.parse(answer.body)).toEqual({ ...defaultShopSettings, version: 0 });
  });

  it('offers at checkout only the ways to pay the owner chose for the kind of order, refuses another, and keeps the choice through a save that leaves it out', async () => {
    const read = async () => ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
    const { version } = await read();
    const cardOnly = { ...defaults, paymentChoices: { pickup: 'card-only', delivery: 'in-person-only', catering: 'card-or-in-person' }, version };
    expect((await owner.call('PUT', '/owner/settings', { json: cardOnly })).status).toBe(200);
    const { customer } = await signedInCustomer();
    await fillCart(customer);
    const offered = await quote(customer);
    expect(offered.paymentMethods).toEqual(['card-online']);
    const slotId = (await schedule(customer)).days.at(-1)!.slots.at(-1)!.id;
    const inPerson = await place(customer, slotId, offered.totals.totalCents);
    expect(inPerson.status).toBe(409);
    expect(refusalCode(inPerson.body)).toBe('PAYMENT_NOT_OFFERED');
    // A save from a screen that does not show the choice (no paymentChoices in it) leaves it as stored.
    const { paymentChoices: _left, ...withoutChoices } = defaults;
    const saved = await owner.call('PUT', '/owner/settings', { json: { ...withoutChoices, maxOrdersPerSlot: 7, version: version + 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await read()).paymentChoices).toEqual(cardOnly.paymentChoices);
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
      // Worded with the hours in mind (docs/business-rules.md#the-shops-status): a pause past closing is for the rest of today.
      expect(status.message).toMatch(
        /^Online ordering is paused (until .+ Please call us at \(414\) 555-0173 or try again then|for the rest of today\. Please call us at \(414\) 555-0173 or order again .+)\.$/,
      );

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
      const saved = await owner.call('PUT', '/owner/settings', {
        json: { ...defaults, closures: [{ date: closed.date, note: 'Family wedding' }], version: 0 },
      });
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

  it('with special hours for a date, that date’s slots follow them, a slot outside them is refused, and a save without them keeps them', async () => {
    const { customer } = await signedInCustomer();
    const today = shopToday();
    const before = await schedule(customer);
    // The furthest open day, which the rest of the suite is least likely to be booking, and a Sunday (closed weekday).
    const shortDay = before.days.filter((day) => day.date >= addDays(today, 3)).at(-1)!;
    const sunday = Array.from({ length: 14 }, (_, i) => addDays(today, i + 1)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0)!;
    expect(before.days.map((day) => day.date)).not.toContain(sunday);
    const lateSlot = shortDay.slots.find((slot) => slot.time >= '15:00')!;
    const specialHours = [
      { date: shortDay.date, open: '12:00', close: '14:00', note: 'Staff party' },
      { date: sunday, open: '10:00', close: '13:00' },
    ].sort((a, b) => a.date.localeCompare(b.date));
    try {
      const saved = await owner.call('PUT', '/owner/settings', { json: { ...defaults, specialHours: [...specialHours].reverse(), version: 0 } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(ownerShopSettingsSchema.parse(saved.body).specialHours).toEqual(specialHours);

      const after = await schedule(customer);
      const times = (date: string) => after.days.find((day) => day.date === date)?.slots.map((slot) => slot.time);
      // Pickup: opening plus the 30-minute lead time, to 15 minutes before closing.
      expect(times(shortDay.date)).toEqual(['12:30', '12:45', '13:00', '13:15', '13:30', '13:45']);
      expect(times(sunday)).toEqual(['10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45']);
      // The other days keep their weekday’s hours.
      const otherDay = after.days.find((day) => day.date !== shortDay.date && day.date !== sunday && day.date > today)!;
      expect(otherDay.slots.map((slot) => slot.time)).toEqual(before.days.find((day) => day.date === otherDay.date)!.slots.map((slot) => slot.time));

      await fillCart(customer);
      const refused = await place(customer, lateSlot.id, 0);
      expect(refused.status).toBe(409);
      expect(refusalCode(refused.body)).toBe('OUTSIDE_HOURS');

      const status = await shopStatus();
      expect(status.specialHours).toEqual(specialHours);

      // A save from a screen that does not send them (no specialHours) leaves them as stored.
      const again = await owner.call('PUT', '/owner/settings', { json: { ...defaults, maxOrdersPerSlot: 7, version: 1 } });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(ownerShopSettingsSchema.parse(again.body).specialHours).toEqual(specialHours);
    } finally {
      await deleteShopSettings();
    }
    expect((await schedule(customer)).days.map((day) => day.date)).not.toContain(sunday);
  });

  it('refuses bad special hours with 400 and saves nothing: past, too far, backwards, twice, also a closure, too many', async () => {
    const before = (await owner.call('GET', '/owner/settings')).body;
    const tomorrow = addDays(shopToday(), 1);
    const day = (date: string, open = '11:00', close = '15:00') => ({ date, open, close });
    const bad: { specialHours: unknown[]; closures?: { date: string }[]; path: string }[] = [
      { specialHours: [day(addDays(shopToday(), -1))], path: 'body.specialHours.0.date' },
      { specialHours: [day(addDays(shopToday(), 400))], path: 'body.specialHours.0.date' },
      { specialHours: [day(tomorrow, '15:00', '11:00')], path: 'body.specialHours.0.close' },
      { specialHours: [day(tomorrow, '11:00', '25:00')], path: 'body.specialHours.0.close' },
      { specialHours: [day(tomorrow), day(tomorrow, '12:00')], path: 'body.specialHours.1.date' },
      { specialHours: [day(tomorrow)], closures: [{ date: tomorrow }], path: 'body.specialHours.0.date' },
      { specialHours: Array.from({ length: 31 }, (_, i) => day(addDays(shopToday(), i + 1))), path: 'body.specialHours' },
    ];
    for (const { path, ...change } of bad) {
      const refused = await owner.call('PUT', '/owner/settings', { json: { ...defaults, ...change, version: 0 } });
      expect(refused.status, path).toBe(400);
      const { error } = errorBodySchema.parse(refused.body);
      expect(error.code).toBe('VALIDATION');
      expect(error.details?.map((detail) => detail.path)).toContain(path);
    }
    expect((await owner.call('GET', '/owner/settings')).body).toEqual(before);
  });

  it('refuses bad settings with 400 and saves nothing', async () => {
    const before = (await owner.call('GET', '/owner/settings')).body;
    const mondayBackwards = defaults.hours.map((hours, day) => (day === 1 ? { open: '20:00', close: '11:00' } : hours));
    const bad = [
      { ...defaults },
      { ...defaults, version: -1 },
      ...[
        { ...defaults, maxOrdersPerSlot: 0 },
        { ...defaults, maxOrdersPerSlot: 51 },
        { ...defaults, hours: mondayBackwards },
        { ...defaults, hours: defaults.hours.slice(0, 6) },
        { ...defaults, leadMinutes: { pickup: 241, delivery: 60 } },
        { ...defaults, closures: [{ date: addDays(shopToday(), -1) }] },
        { ...defaults, closures: [{ date: addDays(shopToday(), 400) }] },
        { ...defaults, closures: Array.from({ length: 61 }, (_, i) => ({ date: addDays(shopToday(), i + 1) })) },
        { ...defaults, pausedUntil: null },
      ].map((json) => ({ ...json, version: 0 })),
    ];
    for (const json of bad) {
      const refused = await owner.call('PUT', '/owner/settings', { json });
      expect(refused.status, JSON.stringify(json).slice(0, 200)).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.code).toBe('VALIDATION');
    }
    expect((await owner.call('POST', '/owner/settings/pause', { json: { minutes: 0 } })).status).toBe(400);
    expect((await owner.call('GET', '/owner/settings')).body).toEqual(before);
  });

  describe('two owners at once', () => {
    const rounds = 10;
    let other: Customer;

    beforeAll(async () => {
      other = await signedInOwner();
    });

    async function ownerSettings(who: Customer = owner): Promise<OwnerShopSettings> {
      const answer = await who.call('GET', '/owner/settings');
      expect(answer.status).toBe(200);
      return ownerShopSettingsSchema.parse(answer.body);
    }

    it(`a save and a pause at once keep both: the closure saved and the pause as pressed (${rounds} rounds)`, async () => {
      try {
        for (let round = 0; round < rounds; round++) {
          const { version } = await ownerSettings();
          const closure = { date: addDays(shopToday(), 300 + round), note: `Closure ${round}` };
          const pausing = round % 2 === 0;
          const answers = await Promise.all([
            owner.call('PUT', '/owner/settings', { json: { ...defaults, closures: [closure], maxOrdersPerSlot: 10 + round, version } }),
            pausing ? other.call('POST', '/owner/settings/pause', { json: { minutes: 30 } }) : other.call('DELETE', '/owner/settings/pause'),
          ]);
          expect(
            answers.map((answer) => answer.status),
            JSON.stringify(answers.map((answer) => answer.body)),
          ).toEqual([200, 200]);
          const after = await ownerSettings();
          expect(after).toMatchObject({ closures: [closure], maxOrdersPerSlot: 10 + round, version: version + 1 });
          if (pausing) expect(Date.parse(after.pausedUntil ?? '')).toBeGreaterThan(Date.now());
          else expect(after.pausedUntil).toBeNull();
        }
      } finally {
        await owner.call('DELETE', '/owner/settings/pause');
      }
    });

    it('a save from an older read answers 409 with a clear message and changes nothing', async () => {
      const read = await ownerSettings();
      const first = await owner.call('PUT', '/owner/settings', { json: { ...defaults, maxOrdersPerSlot: 12, version: read.version } });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const saved = ownerShopSettingsSchema.parse(first.body);
      expect(saved.version).toBe(read.version + 1);

      const stale = await other.call('PUT', '/owner/settings', {
        json: { ...defaults, closures: [{ date: addDays(shopToday(), 30), note: 'Their holiday' }], version: read.version },
      });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(errorBodySchema.parse(stale.body).error).toMatchObject({
        code: 'CONFLICT',
        message: 'Someone else changed the settings since you opened them. Reload to see their change.',
      });
      expect(await ownerSettings(other)).toEqual(saved);
    });

    it(`two saves from the same read at once: one 200, one 409, and the settings are exactly the winner’s (${rounds} rounds)`, async () => {
      for (let round = 0; round < rounds; round++) {
        const { version } = await ownerSettings();
        const mine = { ...defaults, maxOrdersPerSlot: 20 + round, leadMinutes: { pickup: 15, delivery: 45 }, version };
        const theirs = { ...defaults, maxOrdersPerSlot: 40 + round, closures: [{ date: addDays(shopToday(), 200 + round) }], version };
        const answers = await Promise.all([owner.call('PUT', '/owner/settings', { json: mine }), other.call('PUT', '/owner/settings', { json: theirs })]);
        expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
        const { version: _version, ...winner } = answers[0]!.status === 200 ? mine : theirs;
        expect(await ownerSettings()).toEqual({ ...winner, specialHours: [], pausedUntil: null, version: version + 1 });
      }
    });

    it('a pause with no settings saved leaves whole settings (the defaults and the pause), and a save over version 0 still works', async () => {
      await deleteShopSettings();
      try {
        const paused = await other.call('POST', '/owner/settings/pause', { json: { minutes: 20 } });
        expect(paused.status, JSON.stringify(paused.body)).toBe(200);
        const { pausedUntil } = ownerShopSettingsSchema.parse(paused.body);
        expect(pausedUntil).not.toBeNull();
        // The stored item is whole: every field of the settings, the defaults where nothing was saved.
        const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: shopSettingsKey, ConsistentRead: true }));
        expect(shopSettingsSchema.parse(Item)).toEqual({ ...defaultShopSettings, pausedUntil });
        expect(await ownerSettings()).toEqual({ ...defaultShopSettings, pausedUntil, version: 0 });
        expect((await shopStatus()).ordering).toBe('paused');

        const saved = await owner.call('PUT', '/owner/settings', { json: { ...defaults, maxOrdersPerSlot: 7, version: 0 } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(ownerShopSettingsSchema.parse(saved.body)).toEqual({ ...defaultShopSettings, maxOrdersPerSlot: 7, pausedUntil, version: 1 });

        await deleteShopSettings();
        const resumed = await other.call('DELETE', '/owner/settings/pause');
        expect(resumed.status).toBe(200);
        expect(ownerShopSettingsSchema.parse(resumed.body)).toEqual({ ...defaultShopSettings, version: 0 });
      } finally {
        await owner.call('DELETE', '/owner/settings/pause');
      }
    });
  });
});

describe('GET /shop/status: open now or when the kitchen opens, from the owner’s saved hours, closures and pause', { sequential: true }, () => {
  let owner: Customer;

  beforeAll(async () => {
    owner = await signedInOwner();
  });

  afterEach(async () => {
    await deleteShopSettings();
  });

  async function save(change: Partial<ShopSettings>) {
    const { version } = ownerShopSettingsSchema.parse((await owner.call('GET', '/owner/settings')).body);
    const saved = await owner.call('PUT', '/owner/settings', { json: { ...defaults, ...change, version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  it('is public and cacheable, the same answer for everyone, with the hours and when the kitchen closes or opens', async () => {
    const visitor = await new Customer().call('GET', '/shop/status');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=30');
    expect(visitor.headers.get('set-cookie')).toBeNull();
    const status = shopStatusSchema.parse(visitor.body);
    expect(status.hours).toEqual(defaultShopSettings.hours);
    expect(status.closures).toEqual([]);
    if (status.openNow) {
      expect(status).toMatchObject({ ordering: 'open' });
      expect(status.label).toMatch(/^Open now · until \d{1,2}(:\d\d)? p\.m\.$/);
      expect(Date.parse(status.until!)).toBeGreaterThan(Date.now() - 60_000);
    } else {
      expect(status.ordering).not.toBe('unavailable');
      expect(status.label).toMatch(/^(Closed|Closed today|No more orders today) · opens /);
      expect(Date.parse(status.opensAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('the pre-rendered pages carry no hours of their own: the saved ones fill in from this answer', async () => {
    for (const path of ['/spices/', '/spices/menu', '/spices/about']) {
      const html = await (await fetch(`${shopOrigin}${path}`)).text();
      expect(html, path).toContain('data-open-status="loading"');
      expect(html, path).not.toMatch(/\d{1,2}(:\d\d)? [ap]\.m\. – \d/);
    }
  });

  it('a closure today: closed today with its note, when the kitchen opens, and no time offered today', async () => {
    const today = shopToday();
    const thursday = { open: '11:00', close: '15:30' };
    await save({
      hours: defaults.hours.map((hours, day) => (day === 4 ? thursday : hours)),
      closures: [
        { date: today, note: 'Staff training' },
        { date: addDays(today, 20), note: 'Too far to order for' },
      ],
    });
    const status = await shopStatus();
    expect(status).toMatchObject({ ordering: 'closed-today', openNow: false, closures: [{ date: today, note: 'Staff training' }] });
    expect(status.hours[4]).toEqual(thursday);
    expect(status.label).toMatch(/^Closed today · opens (tomorrow|[A-Z][a-z]+day) \d{1,2}(:\d\d)? [ap]\.m\.$/);
    expect(status.message).toMatch(/^We’re closed today \(Staff training\)\. You can still order for .+ or another day\.$/);
    expect(Date.parse(status.opensAt!)).toBeGreaterThan(Date.now());

    const { customer } = await signedInCustomer();
    await fillCart(customer);
    const offered = await schedule(customer);
    expect(offered.days[0]!.date > today).toBe(true);
    // The kitchen opens on the first day offered.
    expect(orderLocalDate(status.opensAt!)).toBe(offered.days[0]!.date);
  });

  it('special hours today that are over: closed today, listed in the status, and no time offered today', async () => {
    const today = shopToday();
    await save({ specialHours: [{ date: today, open: '00:00', close: '00:15' }] });
    const status = await shopStatus();
    expect(status).toMatchObject({ ordering: 'closed-today', openNow: false, specialHours: [{ date: today, open: '00:00', close: '00:15' }] });
    expect(status.label).toMatch(/^Closed today · opens (tomorrow|[A-Z][a-z]+day) \d{1,2}(:\d\d)? [ap]\.m\.$/);
    const { customer } = await signedInCustomer();
    await fillCart(customer);
    expect((await schedule(customer)).days[0]!.date > today).toBe(true);
  });

  it('no day offered (every weekday closed): unavailable, never "order for another day"', async () => {
    await save({ hours: [null, null, null, null, null, null, null] });
    const status = await shopStatus();
    expect(status).toMatchObject({
      ordering: 'unavailable',
      openNow: false,
      message: 'We’re not taking online orders right now. Please call us at (414) 555-0173.',
    });
    expect(status.opensAt).toBeUndefined();
    expect(status.label).toMatch(/· not taking online orders$/);
    const { customer } = await signedInCustomer();
    await fillCart(customer);
    expect((await schedule(customer)).days).toEqual([]);
  });

  it('paused: the status line says when ordering is back, and the schedule’s words are the banner’s', async () => {
    try {
      expect((await owner.call('POST', '/owner/settings/pause', { json: { minutes: 30 } })).status).toBe(200);
      const status = await shopStatus();
      expect(status).toMatchObject({ ordering: 'paused', openNow: false });
      expect(status.label).toMatch(/^(Paused · back at |Paused for today · back |Closed( today)? · opens )/);
      expect(Date.parse(status.opensAt!)).toBeGreaterThanOrEqual(Date.parse(status.pausedUntil!));
      const { customer } = await signedInCustomer();
      await fillCart(customer);
      expect((await schedule(customer)).paused?.message).toBe(status.message);
    } finally {
      await owner.call('DELETE', '/owner/settings/pause');
    }
  });
});
