/**
 * The contact calls over HTTP against the local host (DynamoDB Local, SES emulator, the stream
 * poller), and the notify handler in-process for what an emulator cannot do: an SES outage.
 */
import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import {
  captchaMessage,
  cateringSuccessText,
  dishRequestSuccessText,
  ingredientRowsMessage,
  ingredientsRequestSuccessText,
  robotCheckMessage,
  todayIn,
  type EnquiryKind,
} from '@functions/enquiries/contract/contact';
import { business } from '../../functions/src/platform/config/business.ts';
import { createTableInput } from '../../functions/src/platform/table/table-definition.ts';
import { enquiryPartitionKey, enquiryToItem } from '../../functions/src/enquiries/store/enquiry.ts';
import { notifyStreamFilter } from '../../functions/src/mail/store/notification.ts';
import type { EnquiryRecord } from '../../functions/src/enquiries/rules/enquiry.ts';
import { sessionCookieName } from '../../functions/src/platform/http/session-token.ts';
import { startStreamPoller } from '../../functions/local/stream-poller.ts';
import { call, Customer, type ApiAnswer } from '../fixtures/api.ts';
import { emailsTo, mailboxUrl, waitForEmailThat, type SentEmail } from '../fixtures/mailbox.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';

const dynamoDbEndpoint = process.env.DYNAMODB_ENDPOINT ?? 'http://127.0.0.1:8802';
const shopTable = process.env.TABLE_NAME ?? 'spices';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const dynamoDb = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamoDbEndpoint, credentials });
const table = DynamoDBDocumentClient.from(dynamoDb);
/** The local stack's owner address (OWNER_EMAIL's default). */
const ownerEmail = 'owner@spices-kitchen.example';

const unique = () => randomBytes(5).toString('hex');
const passToken = () => `local-pass-${unique()}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  message: 'Lunch for the whole team, please.',
  token: passToken(),
  ...overrides,
});

const post = (path: string, json: unknown) => new Customer().call('POST', `/contact/${path}`, { json });

/** Expects a 400 naming the field (e.g. 'body.email'), with the message when given. */
function expectRefused(answer: ApiAnswer, path: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const { error } = errorBodySchema.parse(answer.body);
  const detail = error.details?.find((d) => d.path === path);
  expect(detail, `no detail for ${path} in ${JSON.stringify(error)}`).toBeDefined();
  if (message) expect(detail!.message).toBe(message);
}

async function storedEnquiries(kind: EnquiryKind, field: string, value: unknown): Promise<Record<string, unknown>[]> {
  const { Items } = await table.send(
    new QueryCommand({
      TableName: shopTable,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#field = :value',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':pk': enquiryPartitionKey(kind), ':value': value },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** Waits (up to 10 s) for the e-mails to an address whose subject matches; resolves with all that match. */
async function waitForEmails(address: string, subject: RegExp, count = 1): Promise<SentEmail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await emailsTo(address)).filter((email) => subject.test(email.subject));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

let entreeId: string;
let entreeName: string;
let sideId: string;

beforeAll(async () => {
  const menu = await call<{ id: string; name: string; category: string }[]>('GET', '/dishes');
  const entree = menu.body.find((dish) => dish.category === 'entrée')!;
  entreeId = entree.id;
  entreeName = entree.name;
  sideId = menu.body.find((dish) => dish.category !== 'entrée')!.id;
});

describe('POST /contact/catering', () => {
  it('stores the enquiry before answering 201 with the thank-you text, without the robot-check token', async () => {
    const enquiry = catering();
    const sentAt = Date.now();
    const answer = await post('catering', enquiry);
    const answeredAt = Date.now();
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: cateringSuccessText });
    const [stored, ...others] = await storedEnquiries('catering', 'name', enquiry.name);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      type: 'enquiry',
      kind: 'catering',
      name: enquiry.name,
      company: 'Analytical Engines',
      email: 'ada@example.com',
      phone: '+14145550199',
      eventType: 'Office lunch',
      eventDate: enquiry.eventDate,
      venue: 'Third Ward loft',
      estimatedGuestCount: '40',
      message: enquiry.message,
    });
    expect(stored!.sk).toBe(stored!.id);
    // Stamped while the request was handled (the local host shares this machine's clock): no bound on how long that took.
    expect(Date.parse(stored!.createdAt as string)).toBeGreaterThanOrEqual(sentAt);
    expect(Date.parse(stored!.createdAt as string)).toBeLessThanOrEqual(answeredAt);
    expect(JSON.stringify(stored)).not.toContain(enquiry.token);
  });

  it('e-mails the owner every field, with Reply-To the customer and the message escaped in the HTML', async () => {
    const enquiry = catering({ email: 'jo.e_x-y@example.com', message: 'Is this safe? <script>alert(1)</script>\nSecond line & more' });
    expect((await post('catering', enquiry)).status).toBe(201);
    const [email] = await waitForEmails(ownerEmail, new RegExp(`^Catering enquiry from ${escapeRegExp(enquiry.name)}$`));
    expect(email, 'no owner e-mail arrived').toBeDefined();
    expect(email!.replyTo).toEqual(['jo.e_x-y@example.com']);
    for (const text of [
      enquiry.name,
      'Analytical Engines',
      'jo.e_x-y@example.com',
      '+14145550199',
      'Office lunch',
      enquiry.eventDate,
      'Third Ward loft',
      'Estimated guest count: 40',
      '<script>alert(1)</script>',
      'Second line & more',
    ]) {
      expect(email!.body.text, text).toContain(text);
    }
    expect(email!.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email!.body.html).toContain('Second line &amp; more');
    expect(email!.body.html).not.toContain('<script>');
  });

  it('acknowledges the enquiry to the customer once: what they asked as entered, when to expect an answer, the phone', async () => {
    const customerEmail = `ada-${unique()}@example.com`;
    const enquiry = catering({
      email: customerEmail,
      company: '',
      estimatedGuestCount: 'About 40, 6 vegetarian',
      message: 'Lunch for the team.\nJollof, please.',
    });
    expect((await post('catering', enquiry)).status).toBe(201);
    const email = await waitForEmailThat(customerEmail, (each) => each.subject === 'We received your catering enquiry', 'the acknowledgement');
    expect(email.replyTo).toEqual([business.email]);
    const text = email.body.text ?? '';
    expect(text).toContain(`Hello ${enquiry.name},`);
    for (const fact of [
      'Event type: Office lunch',
      `Event date: ${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${enquiry.eventDate}T00:00:00Z`))}`,
      'Venue: Third Ward loft',
      'Estimated guest count: About 40, 6 vegetarian',
      'Phone: (414) 555-0199',
      `E-mail: ${customerEmail}`,
      'Lunch for the team.',
      'Jollof, please.',
      'within one business day',
      business.phone,
    ]) {
      expect(text, fact).toContain(fact);
    }
    // A field left empty is not listed as asked for.
    expect(text).not.toContain('Company:');
    // Exactly once: everything the stream had to send for it has been sent, and there is one.
    await streamBarrier();
    expect(await emailsTo(customerEmail)).toHaveLength(1);
    // The owner's e-mail still goes to the owner, not to the customer.
    expect((await waitForEmails(ownerEmail, new RegExp(`^Catering enquiry from ${escapeRegExp(enquiry.name)}$`))).length).toBe(1);
  });

  it('refuses each missing required field with its message', async () => {
    expectRefused(await post('catering', catering({ name: '' })), 'body.name', 'Name is required');
    expectRefused(await post('catering', catering({ name: '   ' })), 'body.name', 'Name is required');
    expectRefused(await post('catering', catering({ email: '' })), 'body.email', 'Email is required');
    expectRefused(await post('catering', catering({ phone: '' })), 'body.phone', 'Phone number is required');
    expectRefused(await post('catering', catering({ message: '' })), 'body.message', 'Message is required');
    expectRefused(await post('catering', catering({ token: '' })), 'body.token', robotCheckMessage);
    for (const field of ['name', 'email', 'phone', 'message', 'token']) {
      const { [field]: _left, ...rest } = catering() as Record<string, unknown>;
      expectRefused(await post('catering', rest), `body.${field}`);
    }
  });

  it('takes the optional fields left out, and stores them empty', async () => {
    const enquiry = { name: `Grace Hopper ${unique()}`, email: 'grace@example.com', phone: '414-555-0123', message: 'Just asking', token: passToken() };
    expect((await post('catering', enquiry)).status).toBe(201);
    const [stored] = await storedEnquiries('catering', 'name', enquiry.name);
    expect(stored).toMatchObject({ company: '', eventType: '', eventDate: '', venue: '', estimatedGuestCount: '' });
  });

  it('refuses every field over its maximum length and takes every field at it', async () => {
    const over: [string, number, string][] = [
      ['name', 101, 'Name must be at most 100 characters'],
      ['company', 151, 'Company must be at most 150 characters'],
      ['venue', 151, 'Venue must be at most 150 characters'],
      ['estimatedGuestCount', 101, 'Estimated guest count must be at most 100 characters'],
      ['eventType', 101, 'Event type must be at most 100 characters'],
      ['message', 1001, 'Message must be at most 1000 characters'],
    ];
    for (const [field, length, message] of over) {
      expectRefused(await post('catering', catering({ [field]: 'x'.repeat(length) })), `body.${field}`, message);
    }
    const longEmail = `${'a'.repeat(151 - '@example.com'.length)}@example.com`;
    expectRefused(await post('catering', catering({ email: longEmail })), 'body.email', 'Email must be at most 150 characters');

    const atMaximum = catering({
      name: `${'N'.repeat(89)} ${unique()}`,
      company: 'c'.repeat(150),
      venue: 'v'.repeat(150),
      estimatedGuestCount: 'g'.repeat(100),
      eventType: 't'.repeat(100),
      message: 'm'.repeat(1000),
      email: `${'a'.repeat(150 - '@example.com'.length)}@example.com`,
    });
    expect((atMaximum.name as string).length).toBe(100);
    const answer = await post('catering', atMaximum);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('takes every address registration takes (hyphens, plus tags, subdomains, long endings, digits) and refuses malformed ones', async () => {
    for (const email of [
      'a@b.c',
      'ada@example',
      'ada example@example.com',
      '@example.com',
      'ada@@example.com',
      'ada@example..com',
      '.ada@example.com',
      'ada@-x.com',
    ]) {
      expectRefused(await post('catering', catering({ email })), 'body.email', 'Email must be valid');
    }
    const ordinary = [
      'events@lakefront-law.com',
      'grace+events@gmail.com',
      'ops@mail.milwaukee.gov',
      'team@studio.agency',
      'jo@163.com',
      'hello@spices-kitchen.example',
      'jo.e_x-y@example.com',
      'ADA99@Example.ORG',
      'a@bc.io',
    ];
    for (const email of ordinary) {
      const enquiry = catering({ email: ` ${email} ` });
      const answer = await post('catering', enquiry);
      expect(answer.status, `${email}: ${JSON.stringify(answer.body)}`).toBe(201);
      expect((await storedEnquiries('catering', 'name', enquiry.name))[0]).toMatchObject({ email });
    }
  });

  it('takes valid phone numbers (US by default, or with a country code) and refuses others', async () => {
    for (const phone of ['123', '555-0199', '(414) 555-01999999', 'call me', '+1 414 555']) {
      expectRefused(await post('catering', catering({ phone })), 'body.phone', 'Phone number must be valid');
    }
    const enquiry = catering({ phone: '+44 20 7946 0958' });
    expect((await post('catering', enquiry)).status).toBe(201);
    expect((await storedEnquiries('catering', 'name', enquiry.name))[0]).toMatchObject({ phone: '+442079460958' });
  });

  it('refuses an event date before today in Milwaukee, or one that does not exist, and takes today', async () => {
    expectRefused(await post('catering', catering({ eventDate: daysFromToday(-1) })), 'body.eventDate', 'Event date cannot be in the past');
    expectRefused(await post('catering', catering({ eventDate: '2020-01-01' })), 'body.eventDate', 'Event date cannot be in the past');
    expectRefused(await post('catering', catering({ eventDate: '2031-02-30' })), 'body.eventDate', 'Event date must be a valid date');
    expectRefused(await post('catering', catering({ eventDate: 'next Friday' })), 'body.eventDate', 'Event date must be a valid date');
    expect((await post('catering', catering({ eventDate: daysFromToday(0) }))).status).toBe(201);
  });

  it('refuses a robot-check token that fails verification, and stores nothing', async () => {
    const enquiry = catering({ token: 'local-fail-robot' });
    const answer = await post('catering', enquiry);
    expectRefused(answer, 'body.token', robotCheckMessage);
    expect(errorBodySchema.parse(answer.body).error.message).toBe(robotCheckMessage);
    expect(await storedEnquiries('catering', 'name', enquiry.name)).toHaveLength(0);
  });

  it('refuses unknown fields and a body that is not an object', async () => {
    const answer = await post('catering', { ...catering(), admin: true });
    expectRefused(answer, 'body');
    expect(errorBodySchema.parse(answer.body).error.details![0]!.message).toContain('admin');
    expect((await post('catering', [catering()])).status).toBe(400);
    expect((await post('catering', catering({ name: 42 }))).status).toBe(400);
  });
});

describe('POST /contact/dishRequest', () => {
  it('stores the request, answers 201 with its thank-you text, and e-mails the owner naming the dish, with no Reply-To', async () => {
    const dishName = `Egusi <b>soup</b> ${unique()}`;
    const answer = await post('dishRequest', { dishName, token: passToken() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: dishRequestSuccessText });
    expect(await storedEnquiries('dishRequest', 'dishName', dishName)).toEqual([expect.objectContaining({ type: 'enquiry', kind: 'dishRequest' })]);
    const [email] = await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(dishName)}$`));
    expect(email, 'no owner e-mail arrived').toBeDefined();
    expect(email!.replyTo).toEqual([]);
    expect(email!.body.text).toContain(`Dish name: ${dishName}`);
    expect(email!.body.html).toContain('Egusi &lt;b&gt;soup&lt;/b&gt;');
  });

  it("carries a signed-in customer's name and e-mail to the owner, with Reply-To the customer (taken from the session, never the body)", async () => {
    const customerName = `Ama <Mensah> ${unique()}`;
    const signedIn = await signedInCustomer({ name: customerName });
    const dishName = `Kelewele ${unique()}`;
    const answer = await signedIn.customer.call('POST', '/contact/dishRequest', { json: { dishName, token: passToken() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ message: dishRequestSuccessText });
    const [stored] = await storedEnquiries('dishRequest', 'dishName', dishName);
    expect(stored).toMatchObject({ customer: { name: customerName, email: signedIn.email } });
    expect(Object.keys(stored!.customer as object).sort()).toEqual(['email', 'name']);

    const [email] = await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(dishName)}$`));
    expect(email, 'no owner e-mail arrived').toBeDefined();
    expect(email!.replyTo).toEqual([signedIn.email]);
    expect(email!.body.text).toContain(`From: ${customerName}\nE-mail: ${signedIn.email}`);
    expect(email!.body.text).toContain(`Reply to this e-mail to answer ${customerName} at ${signedIn.email}.`);
    expect(email!.body.text).not.toContain('cannot be answered');
    expect(email!.body.html).toContain('Ama &lt;Mensah&gt;');

    // The body cannot name someone else: signed in, the account's address is used and the body's ignored.
    const other = `Kelewele ${unique()}`;
    const withAddress = await signedIn.customer.call('POST', '/contact/dishRequest', {
      json: { dishName: other, token: passToken(), email: 'boss@example.com' },
    });
    expect(withAddress.status, JSON.stringify(withAddress.body)).toBe(201);
    const [kept] = await storedEnquiries('dishRequest', 'dishName', other);
    expect(kept).toMatchObject({ customer: { name: customerName, email: signedIn.email } });
    expect(kept).not.toHaveProperty('visitorEmail');
    const [otherEmail] = await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(other)}$`));
    expect(otherEmail!.replyTo).toEqual([signedIn.email]);
  });

  it('keeps the e-mail address a visitor signed out gave, and the owner replies to it (Reply-To)', async () => {
    const dishName = `Ofada stew ${unique()}`;
    const answer = await post('dishRequest', { dishName, email: ' grace+events@gmail.com ', token: passToken() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [stored] = await storedEnquiries('dishRequest', 'dishName', dishName);
    expect(stored).toMatchObject({ visitorEmail: 'grace+events@gmail.com' });
    expect(stored).not.toHaveProperty('customer');
    const [email] = await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(dishName)}$`));
    expect(email, 'no owner e-mail arrived').toBeDefined();
    expect(email!.replyTo).toEqual(['grace+events@gmail.com']);
    expect(email!.body.text).toContain('E-mail: grace+events@gmail.com');
    expect(email!.body.text).toContain('Reply to this e-mail to answer the visitor at grace+events@gmail.com.');
    expect(email!.body.text).not.toContain('cannot be answered');
    // Left empty, the request stays anonymous.
    const anonymous = `Ofada stew ${unique()}`;
    expect((await post('dishRequest', { dishName: anonymous, email: '', token: passToken() })).status).toBe(201);
    expect((await storedEnquiries('dishRequest', 'dishName', anonymous))[0]).not.toHaveProperty('visitorEmail');
  });

  it('sends the visitor who left an address no acknowledgement: only catering enquiries get one', async () => {
    const visitorEmail = `grace-${unique()}@example.com`;
    const dishName = `Banga soup ${unique()}`;
    expect((await post('dishRequest', { dishName, email: visitorEmail, token: passToken() })).status).toBe(201);
    expect(await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(dishName)}$`))).toHaveLength(1);
    await streamBarrier();
    expect(await emailsTo(visitorEmail)).toEqual([]);
  });

  it('keeps an anonymous request anonymous, also with a session cookie that no longer stands', async () => {
    const dishName = `Waakye ${unique()}`;
    const stale = new Customer();
    stale.cookie = `${sessionCookieName}=not-a-valid-token`;
    expect((await stale.call('POST', '/contact/dishRequest', { json: { dishName, token: passToken() } })).status).toBe(201);
    const [stored] = await storedEnquiries('dishRequest', 'dishName', dishName);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('customer');
    const [email] = await waitForEmails(ownerEmail, new RegExp(`^Dish request: ${escapeRegExp(dishName)}$`));
    expect(email!.replyTo).toEqual([]);
    expect(email!.body.text).toContain('cannot be answered directly');
  });

  it('refuses a missing or too long dish name, a missing or failing token, and unknown fields', async () => {
    expectRefused(await post('dishRequest', { dishName: '', token: passToken() }), 'body.dishName', 'Dish name is required');
    expectRefused(await post('dishRequest', { token: passToken() }), 'body.dishName');
    expectRefused(await post('dishRequest', { dishName: 'x'.repeat(101), token: passToken() }), 'body.dishName', 'Dish name must be at most 100 characters');
    expectRefused(await post('dishRequest', { dishName: 'Kenkey', token: '' }), 'body.token', robotCheckMessage);
    expectRefused(await post('dishRequest', { dishName: 'Kenkey' }), 'body.token');
    const robot = `Kenkey ${unique()}`;
    expectRefused(await post('dishRequest', { dishName: robot, token: 'i-am-a-robot' }), 'body.token', robotCheckMessage);
    expect(await storedEnquiries('dishRequest', 'dishName', robot)).toHaveLength(0);
    expectRefused(await post('dishRequest', { dishName: 'Kenkey', token: passToken(), email: 'not an address' }), 'body.email', 'Email must be valid');
    expectRefused(await post('dishRequest', { dishName: 'Kenkey', token: passToken(), email: `${'a'.repeat(150)}@example.com` }), 'body.email');
    expectRefused(await post('dishRequest', { dishName: 'Kenkey', token: passToken(), name: 'Someone' }), 'body');
  });
});

describe('POST /contact/ingredientsRequest', () => {
  let signedIn: SignedInCustomer | undefined;
  const ada = () => signedIn!;
  beforeAll(async () => {
    signedIn = await signedInCustomer({ name: 'Ada Obi' });
  });

  it('stores the request for an entrée, answers 201, and e-mails the owner naming the dish and every ingredient', async () => {
    const ingredient = `smoked fish ${unique()}`;
    const answer = await post('ingredientsRequest', { dishId: entreeId, ingredients: [ingredient, 'scotch <bonnet>'], token: passToken() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: ingredientsRequestSuccessText });
    const { Items } = await table.send(
      new QueryCommand({
        TableName: shopTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': enquiryPartitionKey('ingredientsRequest') },
        ConsistentRead: true,
      }),
    );
    expect(Items?.find((item) => (item.ingredients as string[]).includes(ingredient))).toMatchObject({
      type: 'enquiry',
      dishId: entreeId,
      dishName: entreeName,
      ingredients: [ingredient, 'scotch <bonnet>'],
    });
    const email = await waitForEmailThat(ownerEmail, (mail) => Boolean(mail.body.text?.includes(ingredient)), `naming ${ingredient}`);
    expect(email.subject).toBe(`Ingredients request for ${entreeName}`);
    expect(email.replyTo).toEqual([]);
    expect(email.body.text).toContain(`• ${ingredient}`);
    expect(email.body.html).toContain('scotch &lt;bonnet&gt;');
  });

  it("carries a signed-in customer's name and e-mail to the owner, with Reply-To the customer", async () => {
    const ingredient = `grains of paradise ${unique()}`;
    const answer = await ada().customer.call('POST', '/contact/ingredientsRequest', {
      json: { dishId: entreeId, ingredients: [ingredient], token: passToken() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const email = await waitForEmailThat(ownerEmail, (mail) => Boolean(mail.body.text?.includes(ingredient)), `naming ${ingredient}`);
    expect(email.replyTo).toEqual([ada().email]);
    expect(email.body.text).toContain(`From: ${ada().name}\nE-mail: ${ada().email}`);
  });

  it('keeps the e-mail address a visitor signed out gave, with Reply-To it; a malformed one is refused', async () => {
    const ingredient = `uziza ${unique()}`;
    const answer = await post('ingredientsRequest', { dishId: entreeId, ingredients: [ingredient], email: 'ops@mail.milwaukee.gov', token: passToken() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const email = await waitForEmailThat(ownerEmail, (mail) => Boolean(mail.body.text?.includes(ingredient)), `naming ${ingredient}`);
    expect(email.replyTo).toEqual(['ops@mail.milwaukee.gov']);
    expect(email.body.text).toContain('E-mail: ops@mail.milwaukee.gov');
    expectRefused(
      await post('ingredientsRequest', { dishId: entreeId, ingredients: ['ginger'], email: 'ops@', token: passToken() }),
      'body.email',
      'Email must be valid',
    );
  });

  it('refuses an empty ingredient row, no rows, and too many or too long rows', async () => {
    expectRefused(
      await post('ingredientsRequest', { dishId: entreeId, ingredients: ['ginger', ''], token: passToken() }),
      'body.ingredients.1',
      ingredientRowsMessage,
    );
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: ['  '], token: passToken() }), 'body.ingredients.0', ingredientRowsMessage);
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: [], token: passToken() }), 'body.ingredients', ingredientRowsMessage);
    expectRefused(
      await post('ingredientsRequest', { dishId: entreeId, ingredients: Array.from({ length: 21 }, (_, i) => `spice ${i}`), token: passToken() }),
      'body.ingredients',
    );
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: ['x'.repeat(101)], token: passToken() }), 'body.ingredients.0');
  });

  it('refuses a dish that is not an entrée (400), an unknown one (404), and no dish', async () => {
    expectRefused(
      await post('ingredientsRequest', { dishId: sideId, ingredients: ['ginger'], token: passToken() }),
      'body.dishId',
      'Please choose an entrée from the menu',
    );
    const unknown = await post('ingredientsRequest', { dishId: 'no-such-dish', ingredients: ['ginger'], token: passToken() });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).error.code).toBe('NOT_FOUND');
    expectRefused(await post('ingredientsRequest', { dishId: '', ingredients: ['ginger'], token: passToken() }), 'body.dishId', 'Please choose a dish');
    expectRefused(
      await post('ingredientsRequest', { dishId: 'Jollof Rice', ingredients: ['ginger'], token: passToken() }),
      'body.dishId',
      'Please choose a dish',
    );
  });

  it('refuses a missing captcha with its message, a failing one with the robot message, and unknown fields', async () => {
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: ['ginger'], token: '' }), 'body.token', captchaMessage);
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: ['ginger'], token: 'robot' }), 'body.token', robotCheckMessage);
    expectRefused(await post('ingredientsRequest', { dishId: entreeId, ingredients: ['ginger'], token: passToken(), price: 0 }), 'body');
  });
});

describe('the notify handler (in-process) when SES fails', () => {
  const scratchTable = `capi-notify-${unique()}`;
  const owner = `owner-${unique()}@example.com`;
  let notify: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  let wasNotified: (key: { pk: string; sk: string }) => Promise<boolean>;

  beforeAll(async () => {
    // Its own table, which no stream poller watches: only this test delivers its records.
    await dynamoDb.send(new CreateTableCommand(createTableInput(scratchTable)));
    Object.assign(process.env, {
      TABLE_NAME: scratchTable,
      STAGE: 'test',
      DYNAMODB_ENDPOINT: dynamoDbEndpoint,
      SES_ENDPOINT: new URL(mailboxUrl).origin,
      OWNER_EMAIL: owner,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    notify = (await import('../../functions/src/mail/handlers/notify.ts')).handler;
    wasNotified = (await import('../../functions/src/mail/store/notification.ts')).wasNotified;
  });

  afterAll(async () => {
    await dynamoDb.send(new DeleteTableCommand({ TableName: scratchTable }));
  });

  it('reports the record and leaves no marker while SES fails, then sends exactly one e-mail however often it is delivered', async () => {
    const { token: _token, ...fields } = catering({ phone: '+14145550199', email: `ada-${unique()}@example.com` });
    const enquiry = { ...fields, kind: 'catering', id: `01J${unique().toUpperCase()}`, createdAt: new Date().toISOString() } as Extract<
      EnquiryRecord,
      { kind: 'catering' }
    >;
    const item = enquiryToItem(enquiry);
    await table.send(new PutCommand({ TableName: scratchTable, Item: item }));
    const { Item: stored } = await table.send(new GetCommand({ TableName: scratchTable, Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }));
    const record: DynamoDBRecord = {
      eventID: 'event-1',
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
        NewImage: marshall(stored!) as never,
        SequenceNumber: '4200000000000000000001',
        StreamViewType: 'NEW_IMAGE',
      },
    };
    const key = { pk: String(item.pk), sk: String(item.sk) };
    const subject = new RegExp(`^Catering enquiry from ${escapeRegExp(enquiry.name)}$`);

    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(new Error('SES is unavailable'));
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await notify({ Records: [record] })).toEqual({ batchItemFailures: [{ itemIdentifier: '4200000000000000000001' }] });
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      console.error = quiet;
      ses.restore();
    }
    expect(await wasNotified(key)).toBe(false);
    expect(await emailsTo(owner)).toHaveLength(0);

    expect(await notify({ Records: [record] })).toEqual({ batchItemFailures: [] });
    const [email, ...more] = await waitForEmails(owner, subject);
    expect(email, 'no owner e-mail arrived after SES recovered').toBeDefined();
    expect(more).toHaveLength(0);
    expect(email!.replyTo).toEqual([enquiry.email]);
    expect(await wasNotified(key)).toBe(true);

    // The same record delivered again (Lambda's at-least-once delivery): still one e-mail.
    // In-process, the handler has sent (and the emulator stored) any e-mail by the time it answers: no wait needed.
    expect(await notify({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect((await emailsTo(owner)).filter((mail) => subject.test(mail.subject))).toHaveLength(1);
    // And the customer's acknowledgement, sent beside it with a marker of its own, went out once too.
    expect((await emailsTo(enquiry.email)).map((mail) => mail.subject)).toEqual(['We received your catering enquiry']);
  });
});

describe('the local stream poller', () => {
  const scratchTable = `capi-poller-${unique()}`;

  beforeAll(async () => {
    await dynamoDb.send(new CreateTableCommand(createTableInput(scratchTable)));
  });

  afterAll(async () => {
    await dynamoDb.send(new DeleteTableCommand({ TableName: scratchTable }));
  });

  it('reads from the start of the stream, passes only filtered records in the Lambda shape, and retries from a failed record without skipping', async () => {
    const createdAt = new Date().toISOString();
    const dishes = ['first', 'second', 'third'].map((name) =>
      enquiryToItem({ kind: 'dishRequest', id: `01J${name.toUpperCase()}`, createdAt, dishName: name }),
    );
    // Written before the poller starts: it must still see them (TRIM_HORIZON).
    await table.send(new PutCommand({ TableName: scratchTable, Item: dishes[0] }));
    await table.send(new PutCommand({ TableName: scratchTable, Item: { pk: 'VISIT#x', sk: '1', type: 'visit' } }));
    await table.send(new PutCommand({ TableName: scratchTable, Item: dishes[1] }));
    await table.send(new PutCommand({ TableName: scratchTable, Item: dishes[2] }));
    await table.send(new PutCommand({ TableName: scratchTable, Item: { ...dishes[0], dishName: 'changed' } }));
    // The barrier: written last, so once it is acknowledged every record before it has been handled (or filtered out).
    const barrier = enquiryToItem({ kind: 'dishRequest', id: '01JBARRIER', createdAt, dishName: 'barrier' });
    await table.send(new PutCommand({ TableName: scratchTable, Item: barrier }));

    const deliveries: DynamoDBRecord[][] = [];
    const acknowledged: string[] = [];
    let failedOnce = false;
    const logged: string[] = [];
    const poller = startStreamPoller({
      endpoint: dynamoDbEndpoint,
      region: 'us-east-1',
      tableName: scratchTable,
      filter: notifyStreamFilter,
      idleMs: 100,
      maxBackoffMs: 300,
      log: (line) => logged.push(line),
      handler: async (event) => {
        deliveries.push(event.Records);
        for (const record of event.Records) {
          const dishName = record.dynamodb?.NewImage?.dishName?.S ?? '?';
          if (dishName === 'second' && !failedOnce) {
            failedOnce = true;
            return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
          }
          acknowledged.push(dishName);
        }
        return { batchItemFailures: [] };
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!acknowledged.includes('barrier') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await poller.stop();
    }
    expect(acknowledged).toEqual(['first', 'second', 'third', 'barrier']);
    expect(failedOnce).toBe(true);
    expect(logged.filter((line) => /was not delivered/.test(line))).toHaveLength(1);
    const records = deliveries.flat();
    expect(records.every((record) => record.eventName === 'INSERT' && record.eventSource === 'aws:dynamodb')).toBe(true);
    expect(records.every((record) => record.dynamodb?.NewImage?.type?.S === 'enquiry')).toBe(true);
    expect(
      records.every((record) => typeof record.dynamodb?.SequenceNumber === 'string' && typeof record.dynamodb?.ApproximateCreationDateTime === 'number'),
    ).toBe(true);
    expect(records.every((record) => record.eventSourceARN?.includes(scratchTable))).toBe(true);
  });
});
