/**
 * The enquiries inbox over HTTP against the local host: enquiries sent through the contact forms
 * reach the owner's inbox newest first, each new, with whom to reply to; the owner changes their
 * status and keeps private notes, which are read back; the enquiry's own fields never change; bad
 * input is a 400 that changes nothing, an unknown enquiry a 404, a customer a 403; and none of it
 * sends the owner a second e-mail. The inbox pages: a flood of enquiries never pushes one out of
 * reach, and a cursor that is not a page's `next` is a 400.
 *
 * The table is shared with the rest of the suite (other tests send enquiries meanwhile): each test
 * finds its own enquiries by unique texts, paging back when it must.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@functions/enquiries/contract/contact';
import {
  badCursorMessage,
  encodeEnquiryCursor,
  enquiryInboxSchema,
  inboxEnquirySchema,
  inboxLimits,
  notesFullMessage,
  type EnquiryInbox,
  type InboxEnquiry,
} from '@functions/enquiries/contract/enquiry-inbox';
import { encodeTime } from 'ulid';
import { errorBodySchema } from '@functions/platform/contract/error';
import { business } from '../../functions/src/platform/config/business.ts';
import { db, tableName } from '../../functions/src/platform/table/client.ts';
import { saveEnquiry } from '../../functions/src/enquiries/store/enquiry.ts';
import { enquiryKey } from '../../functions/src/platform/table/keys.ts';
import { call, Customer, type ApiAnswer } from '../fixtures/api.ts';
import { emailsTo } from '../fixtures/mailbox.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

/** The local stack's owner address (OWNER_EMAIL's default). */
const ownerEmail = 'owner@spices-kitchen.example';
const ownerName = 'Efua Owusu';

const unique = () => randomBytes(5).toString('hex');
const passToken = () => `local-pass-${unique()}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A well-formed enquiry id that no enquiry has. */
const unknownId = '01J0000000000000000000ZZZZ';

function daysFromToday(days: number): string {
  const [y, m, d] = todayIn(business.timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const catering = (overrides: Record<string, unknown> = {}) => ({
  name: `Ada Lovelace ${unique()}`,
  company: 'Analytical Engines',
  email: 'ada@example.com',
  phone: '(414) 555-0199',
  eventType: 'Office lunch',
  eventDate: daysFromToday(30),
  venue: 'Third Ward loft',
  estimatedGuestCount: '40',
  message: `Lunch for the whole team, please. ${unique()}`,
  token: passToken(),
  ...overrides,
});

async function sendCatering(overrides: Record<string, unknown> = {}) {
  const enquiry = catering(overrides);
  expect((await new Customer().call('POST', '/contact/catering', { json: enquiry })).status).toBe(201);
  return enquiry;
}

let owner: Customer;
let entree: { id: string; name: string };

beforeAll(async () => {
  ({ owner } = await signedInOwner(ownerName));
  const menu = await call<{ id: string; name: string; category: string }[]>('GET', '/dishes');
  entree = menu.body.find((dish) => dish.category === 'entrée')!;
});

async function inbox(query = ''): Promise<EnquiryInbox> {
  const answer = await owner.call('GET', `/owner/enquiries${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return enquiryInboxSchema.parse(answer.body);
}

/** The first enquiry that matches, paging back from the newest (other tests may have sent a page's worth since). */
async function findIn(query: string, matches: (enquiry: InboxEnquiry) => boolean): Promise<InboxEnquiry | undefined> {
  let page = await inbox(query);
  for (let pages = 1; ; pages += 1) {
    const found = page.enquiries.find(matches);
    if (found || page.next === null || pages >= 20) return found;
    page = await inbox(`${query}${query ? '&' : '?'}cursor=${encodeURIComponent(page.next)}`);
  }
}

const byCateringName = (name: string) => (enquiry: InboxEnquiry) => enquiry.kind === 'catering' && enquiry.name === name;

async function cateringInInbox(name: string): Promise<InboxEnquiry> {
  const found = await findIn('', byCateringName(name));
  expect(found, `${name} is not in the inbox`).toBeDefined();
  return found!;
}

const statusPath = (enquiry: { kind: string; id: string }) => `/owner/enquiries/${enquiry.kind}/${enquiry.id}/status`;
const notesPath = (enquiry: { kind: string; id: string }) => `/owner/enquiries/${enquiry.kind}/${enquiry.id}/notes`;

/** Expects a 400 in the one error shape, naming the field when given. */
function expectRefused(answer: ApiAnswer, path?: string, code = 'VALIDATION') {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const { error } = errorBodySchema.parse(answer.body);
  expect(error.code).toBe(code);
  if (path) expect(error.details?.map((detail) => detail.path)).toContain(path);
}

describe('GET /owner/enquiries', () => {
  it('lists the enquiries of every kind newest first, each new, with whom to reply to (nobody for a request sent signed out)', async () => {
    const cateringEnquiry = await sendCatering();
    const { customer, name: customerName, email: customerEmail } = await signedInCustomer({ name: 'Kwame Mensah' });
    const dishName = `Kenkey ${unique()}`;
    expect((await customer.call('POST', '/contact/dishRequest', { json: { dishName, token: passToken() } })).status).toBe(201);
    const ingredient = `Garden eggs ${unique()}`;
    const ingredientsRequest = { dishId: entree.id, ingredients: [ingredient, 'Smoked fish'], token: passToken() };
    expect((await new Customer().call('POST', '/contact/ingredientsRequest', { json: ingredientsRequest })).status).toBe(201);

    const { enquiries, counts } = await inbox();
    const times = enquiries.map((enquiry) => enquiry.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    expect(counts.all).toBe(enquiries.length);
    expect(counts.new + counts.replied + counts.closed).toBe(counts.all);

    const cateringIndex = enquiries.findIndex(byCateringName(cateringEnquiry.name));
    const dishIndex = enquiries.findIndex((enquiry) => enquiry.kind === 'dishRequest' && enquiry.dishName === dishName);
    const ingredientsIndex = enquiries.findIndex((enquiry) => enquiry.kind === 'ingredientsRequest' && enquiry.ingredients.includes(ingredient));
    expect([ingredientsIndex, dishIndex, cateringIndex].every((index) => index >= 0)).toBe(true);
    expect(ingredientsIndex).toBeLessThan(dishIndex);
    expect(dishIndex).toBeLessThan(cateringIndex);

    const inboxState = { status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] };
    expect(enquiries[cateringIndex]).toEqual({
      kind: 'catering',
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      createdAt: expect.any(String),
      ...inboxState,
      contact: { name: cateringEnquiry.name, email: 'ada@example.com', phone: '+14145550199', via: 'form' },
      name: cateringEnquiry.name,
      company: 'Analytical Engines',
      email: 'ada@example.com',
      phone: '+14145550199',
      eventType: 'Office lunch',
      eventDate: cateringEnquiry.eventDate,
      venue: 'Third Ward loft',
      estimatedGuestCount: '40',
      message: cateringEnquiry.message,
    });
    expect(enquiries[dishIndex]).toEqual({
      kind: 'dishRequest',
      id: expect.any(String),
      createdAt: expect.any(String),
      ...inboxState,
      contact: { name: customerName, email: customerEmail, phone: null, via: 'account' },
      dishName,
    });
    expect(enquiries[ingredientsIndex]).toEqual({
      kind: 'ingredientsRequest',
      id: expect.any(String),
      createdAt: expect.any(String),
      ...inboxState,
      contact: null,
      dishId: entree.id,
      dishName: entree.name,
      ingredients: [ingredient, 'Smoked fish'],
    });
  });

  it('filters by status, counting every status whatever the filter', async () => {
    const sent = await sendCatering();
    const enquiry = await cateringInInbox(sent.name);
    expect((await owner.call('PUT', statusPath(enquiry), { json: { status: 'closed' } })).status).toBe(200);

    const closed = await inbox('?status=closed');
    expect(closed.enquiries.every((each) => each.status === 'closed')).toBe(true);
    expect(closed.enquiries.map((each) => each.id)).toContain(enquiry.id);
    expect(closed.enquiries).toHaveLength(closed.counts.closed);
    const fresh = await inbox('?status=new');
    expect(fresh.enquiries.every((each) => each.status === 'new')).toBe(true);
    expect(fresh.enquiries.map((each) => each.id)).not.toContain(enquiry.id);
    expect(fresh.counts).toEqual(closed.counts);
    expect((await inbox('?status=replied')).enquiries.map((each) => each.id)).not.toContain(enquiry.id);
    expect(closed.counts.all).toBeLessThanOrEqual(inboxLimits.page);
  });

  it('shows the e-mail address a visitor signed out left with a request, to reply to', async () => {
    const dishName = `Ofada stew ${unique()}`;
    expect((await new Customer().call('POST', '/contact/dishRequest', { json: { dishName, email: 'team@studio.agency', token: passToken() } })).status).toBe(
      201,
    );
    const found = await findIn('', (enquiry) => enquiry.kind === 'dishRequest' && enquiry.dishName === dishName);
    expect(found?.contact).toEqual({ name: '', email: 'team@studio.agency', phone: null, via: 'visitor' });
    expect(found).not.toHaveProperty('visitorEmail');
  });
});

describe('the inbox’s pages', () => {
  /** Pages from the newest with each page's `next`, until `stop` says so or the last page. */
  async function pageThrough(stop: (seen: InboxEnquiry[]) => boolean, between?: () => Promise<void>) {
    const pages: EnquiryInbox[] = [];
    let next: string | null = null;
    do {
      pages.push(await inbox(next === null ? '' : `?cursor=${encodeURIComponent(next)}`));
      next = pages.at(-1)!.next;
      if (between) await between();
    } while (next !== null && !stop(pages.flatMap((page) => page.enquiries)));
    return pages;
  }

  it('a flood of 205 enquiries in two seconds never pushes a real one out of reach: `next` pages back to it, none skipped or repeated', async () => {
    // Written straight into the table, back in time (so the other tests' fresh enquiries stay on the first page): a real
    // enquiry, then 205 dish requests within the next two seconds.
    const start = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 300 * 86_400_000);
    const idAt = (ms: number, n: number) =>
      `${encodeTime(ms, 10)}${randomBytes(5)
        .toString('hex')
        .toUpperCase()
        .replace(/[ILOU]/g, 'Z')}${String(n).padStart(6, '0')}`;
    const real = { ...catering(), kind: 'catering' as const, id: idAt(start, 0), createdAt: new Date(start).toISOString(), phone: '+14145550199' };
    const { token: _token, ...realFields } = real;
    await saveEnquiry(realFields);
    const flood = Array.from({ length: 205 }, (_, n) => {
      const at = start + 1 + Math.floor((n * 2000) / 205);
      return { kind: 'dishRequest' as const, id: idAt(at, n + 1), createdAt: new Date(at).toISOString(), dishName: `Spam ${n}` };
    });
    for (let from = 0; from < flood.length; from += 25) await Promise.all(flood.slice(from, from + 25).map((enquiry) => saveEnquiry(enquiry)));
    expect(flood.length).toBeGreaterThan(inboxLimits.page * 4);

    // An enquiry arriving while the owner pages back goes on the first page, and moves nothing below it.
    let arrived: string | undefined;
    const pages = await pageThrough(
      (seen) => seen.some((enquiry) => enquiry.id === real.id),
      async () => {
        if (arrived) return;
        arrived = (await sendCatering()).name;
      },
    );
    const ids = pages.flatMap((page) => page.enquiries.map((enquiry) => enquiry.id));
    for (const page of pages) expect(page.enquiries.length).toBeLessThanOrEqual(inboxLimits.page);
    expect(new Set(ids).size, 'an enquiry came twice').toBe(ids.length);
    expect(ids).toEqual(ids.toSorted().reverse());
    const floodIds = new Set(flood.map((enquiry) => enquiry.id));
    expect(ids.filter((id) => floodIds.has(id))).toHaveLength(205);
    expect(ids.at(-1)).toBe(real.id);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages.flatMap((page) => page.enquiries).find((enquiry) => enquiry.id === real.id)).toMatchObject({
      kind: 'catering',
      name: real.name,
      status: 'new',
    });
    // The one that arrived meanwhile is on the first page now.
    expect((await inbox()).enquiries.some((enquiry) => enquiry.kind === 'catering' && enquiry.name === arrived)).toBe(true);
  });

  it('answers a cursor that is not a page’s `next` with a 400 naming it, never a 500', async () => {
    const { next } = await inbox();
    const made = next ?? encodeEnquiryCursor({ before: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ' });
    for (const cursor of [
      'garbage',
      made.slice(0, -2),
      `${made}A`,
      `${made.slice(0, 10)}!${made.slice(11)}`,
      '%00',
      '',
      'x'.repeat(5000),
      btoa('{"before":"01J0000000000000000000ZZZZ","limit":100000}'),
      btoa('{"before":{"S":"x"}}'),
      encodeEnquiryCursor({ before: "' OR 1=1 --" }),
    ]) {
      const answer = await owner.call('GET', `/owner/enquiries?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, `${cursor}: ${JSON.stringify(answer.body)}`).toBe(400);
      const { error } = errorBodySchema.parse(answer.body);
      expect(error.code).toBe('VALIDATION');
      expect(error.details).toContainEqual({ path: 'query.cursor', message: badCursorMessage });
    }
    // A well-made cursor below every enquiry is simply the end.
    const end = await inbox(`?cursor=${encodeEnquiryCursor({ before: '00000000000000000000000000' })}`);
    expect(end).toMatchObject({ enquiries: [], more: false, next: null });
  });
});

describe('the status and the notes', () => {
  it('keeps a status change and notes (trimmed, signed, oldest first), read back later; the enquiry itself stays as sent', async () => {
    const sent = await sendCatering();
    const before = await cateringInInbox(sent.name);

    const askedAt = Date.now();
    const replied = await owner.call('PUT', statusPath(before), { json: { status: 'replied' } });
    const answeredAt = Date.now();
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const afterStatus = inboxEnquirySchema.parse(replied.body);
    expect(afterStatus).toMatchObject({ id: before.id, status: 'replied', statusChangedBy: ownerName });
    // Stamped while the request was handled (the local host shares this machine's clock): no bound on how long that took.
    expect(Date.parse(afterStatus.statusChangedAt!)).toBeGreaterThanOrEqual(askedAt);
    expect(Date.parse(afterStatus.statusChangedAt!)).toBeLessThanOrEqual(answeredAt);

    const first = await owner.call('POST', notesPath(before), { json: { text: '  Called back: 40 guests, vegetarian options.  ' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(inboxEnquirySchema.parse(first.body).notes).toEqual([
      { noteId: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/), text: 'Called back: 40 guests, vegetarian options.', at: expect.any(String), by: ownerName },
    ]);
    expect((await owner.call('POST', notesPath(before), { json: { text: 'Quote sent.' } })).status).toBe(201);

    const after = await cateringInInbox(sent.name);
    expect(after.status).toBe('replied');
    expect(after.statusChangedAt).toBe(afterStatus.statusChangedAt);
    expect(after.notes.map((note) => note.text)).toEqual(['Called back: 40 guests, vegetarian options.', 'Quote sent.']);
    expect(new Set(after.notes.map((note) => note.noteId)).size).toBe(2);
    const { status: _s1, statusChangedAt: _a1, statusChangedBy: _b1, notes: _n1, ...ownFieldsBefore } = before;
    const { status: _s2, statusChangedAt: _a2, statusChangedBy: _b2, notes: _n2, ...ownFieldsAfter } = after;
    expect(ownFieldsAfter).toEqual(ownFieldsBefore);

    const reopened = await owner.call('PUT', statusPath(before), { json: { status: 'new' } });
    expect(inboxEnquirySchema.parse(reopened.body)).toMatchObject({ status: 'new', notes: after.notes });
  });

  it('refuses bad input with a 400 in the one error shape, and changes nothing', async () => {
    const sent = await sendCatering();
    const enquiry = await cateringInInbox(sent.name);

    expectRefused(await owner.call('PUT', statusPath(enquiry), { json: { status: 'archived' } }), 'body.status');
    expectRefused(await owner.call('PUT', statusPath(enquiry), { json: {} }), 'body.status');
    expectRefused(await owner.call('PUT', statusPath(enquiry), { json: { status: 'replied', name: 'Someone else' } }), 'body');
    expectRefused(
      await owner.call('PUT', statusPath(enquiry), { rawBody: '{"status": ', headers: { 'content-type': 'application/json' } }),
      undefined,
      'BAD_JSON',
    );
    expectRefused(await owner.call('POST', notesPath(enquiry), { json: { text: '   ' } }), 'body.text');
    expectRefused(await owner.call('POST', notesPath(enquiry), { json: { text: 'x'.repeat(inboxLimits.noteText + 1) } }), 'body.text');
    expectRefused(await owner.call('POST', notesPath(enquiry), { json: { text: 'Hello', by: 'Someone else' } }), 'body');
    expectRefused(await owner.call('POST', notesPath(enquiry), { json: { text: 42 } }), 'body.text');
    expectRefused(await owner.call('PUT', statusPath({ kind: 'party', id: enquiry.id }), { json: { status: 'replied' } }), 'path.kind');
    expectRefused(await owner.call('PUT', statusPath({ kind: 'catering', id: 'not-an-id' }), { json: { status: 'replied' } }), 'path.enquiryId');
    expectRefused(await owner.call('POST', notesPath({ kind: 'catering', id: enquiry.id.toLowerCase() }), { json: { text: 'Hello' } }), 'path.enquiryId');
    expectRefused(await owner.call('GET', '/owner/enquiries?status=archived'), 'query.status');
    expectRefused(await owner.call('GET', '/owner/enquiries?page=2'));

    expect(await cateringInInbox(sent.name)).toEqual(enquiry);
  });

  it('answers 404 for an enquiry that does not exist, or not under that kind', async () => {
    const sent = await sendCatering();
    const enquiry = await cateringInInbox(sent.name);
    for (const path of [statusPath({ kind: 'catering', id: unknownId }), statusPath({ kind: 'dishRequest', id: enquiry.id })]) {
      const answer = await owner.call('PUT', path, { json: { status: 'replied' } });
      expect(answer.status).toBe(404);
      expect(errorBodySchema.parse(answer.body).error).toMatchObject({ code: 'NOT_FOUND', message: 'That enquiry was not found.' });
    }
    for (const path of [notesPath({ kind: 'catering', id: unknownId }), notesPath({ kind: 'ingredientsRequest', id: enquiry.id })]) {
      expect((await owner.call('POST', path, { json: { text: 'Hello' } })).status).toBe(404);
    }
    expect(await cateringInInbox(sent.name)).toEqual(enquiry);
  });

  it(`keeps at most ${inboxLimits.notes} notes, then answers 409 with a clear message`, async () => {
    const sent = await sendCatering();
    const enquiry = await cateringInInbox(sent.name);
    const earlier = Array.from({ length: inboxLimits.notes - 1 }, (_, n) => ({
      noteId: `01J00000000000000000000${String(n).padStart(3, '0')}`,
      text: `Note ${n + 1}`,
      at: new Date().toISOString(),
      by: ownerName,
    }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: enquiryKey('catering', enquiry.id),
        UpdateExpression: 'SET notes = :notes',
        ExpressionAttributeValues: { ':notes': earlier },
      }),
    );
    expect((await owner.call('POST', notesPath(enquiry), { json: { text: 'The last one that fits' } })).status).toBe(201);
    const refused = await owner.call('POST', notesPath(enquiry), { json: { text: 'One too many' } });
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body).error).toMatchObject({ code: 'CONFLICT', message: notesFullMessage });
    const notes = (await cateringInInbox(sent.name)).notes;
    expect(notes).toHaveLength(inboxLimits.notes);
    expect(notes.at(-1)?.text).toBe('The last one that fits');
  });
});

describe('who may use the inbox, and the owner’s e-mail', () => {
  it('refuses a customer with 403 and changes nothing', async () => {
    const sent = await sendCatering();
    const enquiry = await cateringInInbox(sent.name);
    const { customer } = await signedInCustomer();
    for (const answer of [
      await customer.call('GET', '/owner/enquiries'),
      await customer.call('PUT', statusPath(enquiry), { json: { status: 'closed' } }),
      await customer.call('POST', notesPath(enquiry), { json: { text: 'Sneaky' } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(errorBodySchema.parse(answer.body).error.code).toBe('FORBIDDEN');
    }
    expect((await new Customer().call('GET', '/owner/enquiries')).status).toBe(401);
    expect(await cateringInInbox(sent.name)).toEqual(enquiry);
  });

  it('e-mails the owner once, when the enquiry arrives: a status change or a note sends nothing', async () => {
    const sent = await sendCatering();
    const subject = new RegExp(`^Catering enquiry from ${escapeRegExp(sent.name)}$`);
    const ownerEmailsAbout = async (pattern: RegExp) => (await emailsTo(ownerEmail)).filter((email) => pattern.test(email.subject));
    await expect.poll(() => ownerEmailsAbout(subject).then((found) => found.length), { timeout: 10_000 }).toBe(1);

    const enquiry = await cateringInInbox(sent.name);
    expect((await owner.call('PUT', statusPath(enquiry), { json: { status: 'replied' } })).status).toBe(200);
    expect((await owner.call('POST', notesPath(enquiry), { json: { text: 'Replied by phone.' } })).status).toBe(201);
    expect((await owner.call('PUT', statusPath(enquiry), { json: { status: 'closed' } })).status).toBe(200);

    // Once the stream has handled a marker written after the updates, it has passed the updates too.
    await streamBarrier();
    expect(await ownerEmailsAbout(subject)).toHaveLength(1);
  });
});
