/**
 * A customer's catering quotes in their account on the test stack (docs/business-rules.md#catering-quotes): GET
 * /quotes lists the quotes sent to the account's verified e-mail (whatever its case), newest first, as the link shows
 * them, never a draft (nor a draft cancelled unsent) nor another customer's; GET /quotes/{quoteId} opens one of them
 * and answers 404 for anyone else's; a revision to another address moves the quote; cancelled, expired and accepted
 * quotes stay listed with their state; an account whose e-mail is not verified sees none; a visitor gets 401.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerQuoteListSchema,
  customerQuoteSchema,
  ownerQuoteSchema,
  type OwnerQuote,
  type QuoteDraftInput,
} from '@functions/quotes/contract/catering-quote';
import { errorBodySchema } from '@functions/platform/contract/error';
import { quoteKey } from '../../functions/src/platform/table/keys.ts';
import { updateUser } from '../../functions/src/accounts/store/user.ts';
import { Customer, type ApiAnswer } from '../fixtures/api.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { daysFromToday, quoteDraft } from '../fixtures/quotes.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;

beforeAll(async () => {
  owner = (await signedInOwner('Abena Owner')).owner;
});

function expectStatus(answer: ApiAnswer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/** A draft addressed to `email`. */
function draftFor(email: string, overrides: Partial<QuoteDraftInput> = {}): QuoteDraftInput {
  return quoteDraft({ customer: { name: 'Ama Mensah', email, phone: '(414) 555-0142', company: '' }, ...overrides });
}

async function created(draft: QuoteDraftInput): Promise<OwnerQuote> {
  const answer = await owner.call('POST', '/owner/quotes', { json: draft });
  expectStatus(answer, 201);
  return ownerQuoteSchema.parse(answer.body);
}

async function step(quote: OwnerQuote, what: 'send' | 'cancel'): Promise<OwnerQuote> {
  const answer = await owner.call('POST', `/owner/quotes/${quote.quoteId}/${what}`, { json: { revision: quote.revision } });
  expectStatus(answer, 200);
  return ownerQuoteSchema.parse(answer.body);
}

async function quotesOf(who: SignedInCustomer) {
  const answer = await who.customer.call('GET', '/quotes');
  expectStatus(answer, 200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return customerQuoteListSchema.parse(answer.body).quotes;
}

async function setQuote(quoteId: string, changes: Record<string, unknown>) {
  const names = Object.keys(changes);
  await table.send(
    new UpdateCommand({
      TableName: tableName,
      Key: quoteKey(quoteId),
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, changes[name]])),
    }),
  );
}

describe('the customer’s quotes', () => {
  it('lists those sent to the account’s e-mail, newest first, as the link shows them; never a draft, nor another customer’s', async () => {
    const ama = await signedInCustomer();
    const kofi = await signedInCustomer({ name: 'Kofi Boateng' });
    const first = await step(await created(draftFor(ama.email)), 'send');
    // The owner typed the address in capitals: it is still the account's.
    const second = await step(await created(draftFor(ama.email.toUpperCase(), { headcount: 60 })), 'send');
    const draft = await created(draftFor(ama.email));
    const cancelledUnsent = await step(await created(draftFor(ama.email)), 'cancel');
    await step(await created(draftFor(kofi.email)), 'send');

    const listed = await quotesOf(ama);
    expect(listed.map((quote) => quote.quoteId)).toEqual([second.quoteId, first.quoteId]);
    expect(listed.map((quote) => quote.state)).toEqual(['sent', 'sent']);
    expect(listed[0]).toMatchObject({ number: second.number, headcount: 60, totals: second.totals, orderId: null });
    // The customer's shape: no owner's revision, history or links.
    const raw = (await ama.customer.call<{ quotes: Record<string, unknown>[] }>('GET', '/quotes')).body.quotes[0]!;
    for (const field of ['revision', 'history', 'links', 'enquiryId', 'checkout']) expect(raw, field).not.toHaveProperty(field);

    const one = await ama.customer.call('GET', `/quotes/${first.quoteId}`);
    expectStatus(one, 200);
    expect(customerQuoteSchema.parse(one.body)).toEqual(listed[1]);
    for (const quoteId of [draft.quoteId, cancelledUnsent.quoteId, ulid()]) expectStatus(await ama.customer.call('GET', `/quotes/${quoteId}`), 404);
    expectStatus(await ama.customer.call('GET', '/quotes/not-a-quote'), 404);

    expect((await quotesOf(kofi)).every((quote) => quote.customer.email === kofi.email)).toBe(true);
    expect((await quotesOf(kofi)).map((quote) => quote.quoteId)).not.toContain(first.quoteId);
    const refused = await kofi.customer.call('GET', `/quotes/${first.quoteId}`);
    expectStatus(refused, 404);
    expect(errorBodySchema.parse(refused.body).error.code).toBe('NOT_FOUND');
  });

  it('follows the quote: revised to another address it moves; cancelled, expired and accepted it stays, with its state', async () => {
    const ama = await signedInCustomer();
    const efua = await signedInCustomer({ name: 'Efua Owusu' });
    const quote = await step(await created(draftFor(ama.email)), 'send');
    const revised = await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: quote.revision, draft: draftFor(efua.email) } });
    expectStatus(revised, 200);
    expect(await quotesOf(ama)).toEqual([]);
    expectStatus(await ama.customer.call('GET', `/quotes/${quote.quoteId}`), 404);
    expect((await quotesOf(efua)).map((each) => [each.quoteId, each.version])).toEqual([[quote.quoteId, 2]]);

    await setQuote(quote.quoteId, { validUntil: daysFromToday(-1) });
    expect((await quotesOf(efua))[0]?.state).toBe('expired');

    const cancelled = await step(ownerQuoteSchema.parse((await owner.call('GET', `/owner/quotes/${quote.quoteId}`)).body), 'cancel');
    expect(cancelled.state).toBe('cancelled');
    expect((await quotesOf(efua))[0]?.state).toBe('cancelled');

    // Accepted (as the deposit's payment leaves it: quotes/store/catering-quote.ts quoteAcceptedUpdate), it names its order.
    const paid = await step(await created(draftFor(efua.email)), 'send');
    const orderId = ulid();
    await setQuote(paid.quoteId, { state: 'accepted', orderId });
    const [accepted] = await quotesOf(efua);
    expect(accepted).toMatchObject({ quoteId: paid.quoteId, state: 'accepted', orderId, totals: { depositCents: paid.totals.depositCents } });
  });

  it('shows none while the account’s e-mail is not verified', async () => {
    const ama = await signedInCustomer();
    const quote = await step(await created(draftFor(ama.email)), 'send');
    expect((await quotesOf(ama)).map((each) => each.quoteId)).toEqual([quote.quoteId]);
    await updateUser(ama.userId, { emailVerified: false });
    expect(await quotesOf(ama)).toEqual([]);
    expectStatus(await ama.customer.call('GET', `/quotes/${quote.quoteId}`), 404);
  });

  it('answers a visitor 401', async () => {
    const ama = await signedInCustomer();
    const quote = await step(await created(draftFor(ama.email)), 'send');
    for (const path of ['/quotes', `/quotes/${quote.quoteId}`]) {
      const answer = await new Customer().call('GET', path);
      expectStatus(answer, 401);
      expect(errorBodySchema.parse(answer.body).error.code).toBe('UNAUTHORIZED');
    }
  });
});
