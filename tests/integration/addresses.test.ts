import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Address } from '@functions/accounts/contract/address';
import { errorBodySchema } from '@functions/platform/contract/error';
import { paymentMethodsAnswerSchema } from '@functions/shop/contract/ordering';
import { outsideServiceAreaMessage } from '../../functions/src/shop/contract/service-area.ts';
import { Customer } from '../fixtures/api.ts';
import { linkIn, waitForEmail } from '../fixtures/mailbox.ts';

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

const password = 'egusi soup with pounded yam';

/** Registers, follows the verification link, and signs in. */
async function signedInCustomer() {
  const customer = new Customer();
  const email = `addresses-${randomBytes(5).toString('hex')}@example.com`;
  expect((await customer.call('POST', '/auth/register', { json: { name: 'Ama Mensah', email, password } })).status).toBe(201);
  const [, userId, token] = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
  expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);
  expect((await customer.call('POST', '/auth/login', { json: { email, password } })).status).toBe(200);
  return { customer, userId: userId! };
}

const home = {
  label: 'Home',
  recipientName: 'Ama Mensah',
  line1: '2218 N Martin Luther King Jr Dr',
  line2: 'Apt 3',
  city: 'Milwaukee',
  state: 'wi',
  zip: '532121234',
  phone: '(414) 555-0199',
  deliveryInstructions: 'Side door, ring twice.',
};
const work = { ...home, label: 'Work', line1: '735 N Water St', line2: '', zip: '53202', phone: '', deliveryInstructions: '' };

async function add(customer: Customer, address: Record<string, unknown>) {
  const answer = await customer.call<Address>('POST', '/address', { json: address });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function list(customer: Customer) {
  const answer = await customer.call<Address[]>('GET', '/address');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** What the table holds for the user: their address items and the address book. */
async function stored(userId: string) {
  const { Items = [] } = await table.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :addr)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':addr': 'ADDR' },
      ConsistentRead: true,
    }),
  );
  return {
    addresses: Items.filter((item) => String(item.sk).startsWith('ADDR#')),
    book: Items.find((item) => item.sk === 'ADDRBOOK'),
  };
}

/** Exactly one default while any address exists, and the book agrees with the items. */
async function expectOneDefault(userId: string, defaultId: string | null) {
  const { addresses, book } = await stored(userId);
  const defaults = addresses.filter((item) => item.isDefault).map((item) => item.id);
  expect(defaults).toEqual(defaultId ? [defaultId] : []);
  expect(book?.defaultId ?? null).toBe(defaultId);
  expect(book?.count ?? 0).toBe(addresses.length);
}

describe('addresses', () => {
  it('adds, lists, edits and deletes an address, normalising the ZIP, state and phone', async () => {
    const { customer, userId } = await signedInCustomer();
    expect(await list(customer)).toEqual([]);

    const created = await add(customer, home);
    expect(created).toMatchObject({ label: 'Home', state: 'WI', zip: '53212-1234', phone: '+14145550199', line2: 'Apt 3', isDefault: true });
    expect(created.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await list(customer)).toEqual([created]);

    const edited = await customer.call<Address>('PUT', `/address/${created.id}`, { json: { ...home, label: 'Flat', phone: '', deliveryInstructions: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, label: 'Flat', phone: null, deliveryInstructions: '', isDefault: true, createdAt: created.createdAt });
    expect((await list(customer))[0]).toEqual(edited.body);

    const deleted = await customer.call('DELETE', `/address/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(await list(customer)).toEqual([]);
    await expectOneDefault(userId, null);
    expect((await customer.call('DELETE', `/address/${created.id}`)).status).toBe(404);
  });

  it('keeps exactly one default: the first, then the one made default, and passes it on when the default is deleted', async () => {
    const { customer, userId } = await signedInCustomer();
    const first = await add(customer, { ...home, isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await add(customer, work);
    expect(second.isDefault).toBe(false);
    await expectOneDefault(userId, first.id);

    const third = await add(customer, { ...work, label: 'Mum’s', isDefault: true });
    expect(third.isDefault).toBe(true);
    await expectOneDefault(userId, third.id);
    expect((await list(customer)).map((a) => a.label)).toEqual(['Mum’s', 'Work', 'Home']); // default first, then newest

    // Making one default by editing it unsets the previous default.
    const made = await customer.call<Address>('PUT', `/address/${first.id}`, { json: { ...home, isDefault: true } });
    expect(made.body.isDefault).toBe(true);
    await expectOneDefault(userId, first.id);
    // Unticking the default keeps it: one address is always the default.
    const unticked = await customer.call<Address>('PUT', `/address/${first.id}`, { json: { ...home, isDefault: false } });
    expect(unticked.body.isDefault).toBe(true);
    await expectOneDefault(userId, first.id);

    // Deleting the default makes the most recently added other one the default.
    expect((await customer.call('DELETE', `/address/${first.id}`)).status).toBe(204);
    await expectOneDefault(userId, third.id);
    expect((await list(customer))[0]).toMatchObject({ id: third.id, isDefault: true });
    // Deleting one that is not the default leaves the default alone.
    expect((await customer.call('DELETE', `/address/${second.id}`)).status).toBe(204);
    await expectOneDefault(userId, third.id);
  });

  it('keeps at most 10 addresses, also when several are added at once', async () => {
    const { customer, userId } = await signedInCustomer();
    for (let n = 1; n <= 8; n++) await add(customer, { ...work, label: `Office ${n}` });
    const racing = await Promise.all([1, 2, 3].map((n) => customer.call('POST', '/address', { json: { ...work, label: `Racer ${n}`, isDefault: true } })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const refused = racing.find((answer) => answer.status === 409)!;
    expect(errorBodySchema.parse(refused.body).error.message).toBe('You can keep up to 10 addresses. Please delete one before adding another.');
    const eleventh = await customer.call('POST', '/address', { json: work });
    expect(eleventh.status).toBe(409);
    const addresses = await list(customer);
    expect(addresses).toHaveLength(10);
    await expectOneDefault(userId, addresses[0]!.id);
    expect(addresses[0]!.label).toMatch(/^Racer /);
  });

  it('refuses a ZIP outside the service area with the message to contact the business, and stores nothing', async () => {
    const { customer } = await signedInCustomer();
    const outside = await customer.call('POST', '/address', { json: { ...home, zip: '60601' } });
    expect(outside.status).toBe(400);
    expect(errorBodySchema.parse(outside.body).error.details).toEqual([{ path: 'body.zip', message: outsideServiceAreaMessage('60601') }]);
    expect(outsideServiceAreaMessage('60601')).toMatch(/contact us at \(414\) 555-0173/);
    const malformed = await customer.call('POST', '/address', { json: { ...home, zip: '5321' } });
    expect(errorBodySchema.parse(malformed.body).error.details).toEqual([{ path: 'body.zip', message: 'Enter a 5-digit ZIP code, e.g. 53212' }]);
    expect(await list(customer)).toEqual([]);

    const saved = await add(customer, home);
    const moved = await customer.call('PUT', `/address/${saved.id}`, { json: { ...home, zip: '53703' } });
    expect(moved.status).toBe(400);
    expect((await list(customer))[0]!.zip).toBe('53212-1234');
  });

  it('answers 404 for another customer’s address and changes nothing', async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const address = await add(owner.customer, home);
    const before = await stored(owner.userId);

    const edit = await other.customer.call('PUT', `/address/${address.id}`, { json: { ...home, label: 'Mine now', isDefault: true } });
    expect(edit.status).toBe(404);
    expect(errorBodySchema.parse(edit.body).error.code).toBe('NOT_FOUND');
    expect((await other.customer.call('DELETE', `/address/${address.id}`)).status).toBe(404);
    expect((await other.customer.call('DELETE', '/address/not-an-id')).status).toBe(404);

    expect(await stored(owner.userId)).toEqual(before);
    expect(await list(other.customer)).toEqual([]);
    expect(await list(owner.customer)).toEqual([address]);
  });

  it('answers 401 when signed out', async () => {
    const visitor = new Customer();
    const id = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    expect((await visitor.call('GET', '/address')).status).toBe(401);
    expect((await visitor.call('POST', '/address', { json: home })).status).toBe(401);
    expect((await visitor.call('PUT', `/address/${id}`, { json: home })).status).toBe(401);
    expect((await visitor.call('DELETE', `/address/${id}`)).status).toBe(401);
  });

  it('refuses unknown fields and missing required ones with 400 and field paths', async () => {
    const { customer } = await signedInCustomer();
    const smuggled = await customer.call('POST', '/address', { json: { ...home, userId: 'SOMEONEELSE' } });
    expect(smuggled.status).toBe(400);
    expect(errorBodySchema.parse(smuggled.body).error.details?.[0]?.message).toBe('Unknown field(s): userId');
    const missing = await customer.call('POST', '/address', { json: { zip: '53212' } });
    expect(missing.status).toBe(400);
    const paths = errorBodySchema.parse(missing.body).error.details!.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.label', 'body.recipientName', 'body.line1', 'body.city']));
    const long = await customer.call('POST', '/address', { json: { ...home, deliveryInstructions: 'x'.repeat(301) } });
    expect(errorBodySchema.parse(long.body).error.details).toEqual([
      { path: 'body.deliveryInstructions', message: 'Delivery instructions must be at most 300 characters' },
    ]);
    expect(await list(customer)).toEqual([]);
  });
});

describe('payment methods', () => {
  it('lists the ways to pay (by card too: the test stack has the local Stripe) and the tip presets, without sign-in', async () => {
    const answer = await new Customer().call('GET', '/payments/methods');
    expect(answer.status).toBe(200);
    const body = paymentMethodsAnswerSchema.parse(answer.body);
    expect(body.methods.map((method) => method.id)).toEqual(['card-online', 'in-person-card', 'in-person-cash']);
    expect(body.onlinePayments).toBe(true);
    expect(body.tipPresetPercents).toEqual([0, 15, 18, 20]);
  });
});
