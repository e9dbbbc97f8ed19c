/**
 * Catering quotes on the test stack (docs/business-rules.md#catering-quotes): the owner drafts a quote from a
 * catering enquiry, priced by checkout's own rules; sends it, and the customer's e-mailed link opens it without an
 * account; the link is refused for another quote, once replaced by a revision, once cancelled and once expired;
 * nothing the customer sends sets a price; two owners' saves from one read do not both land.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerQuoteSchema, ownerQuoteListSchema, ownerQuoteSchema, type OwnerQuote, type QuoteDraftInput } from '@functions/quotes/contract/catering-quote';
import { errorBodySchema } from '@functions/platform/contract/error';
import { enquiryInboxSchema } from '@functions/enquiries/contract/enquiry-inbox';
import { quoteAnswerSchema } from '@functions/orders/contract/order';
import { quoteKey } from '../../functions/src/platform/table/keys.ts';
import { call, Customer, type ApiAnswer } from '../fixtures/api.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { cateringSizeOf, daysFromToday, quoteDraft, quoteEmail, quoteLinkIn } from '../fixtures/quotes.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

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

async function created(draft: QuoteDraftInput = quoteDraft()): Promise<OwnerQuote> {
  const answer = await owner.call('POST', '/owner/quotes', { json: draft });
  expectStatus(answer, 201);
  return ownerQuoteSchema.parse(answer.body);
}

async function sent(quote: OwnerQuote): Promise<OwnerQuote> {
  const answer = await owner.call('POST', `/owner/quotes/${quote.quoteId}/send`, { json: { revision: quote.revision } });
  expectStatus(answer, 200);
  return ownerQuoteSchema.parse(answer.body);
}

function open(quoteId: string, body: unknown) {
  return new Customer().call('POST', `/quotes/${quoteId}/open`, { json: body });
}

const refusalOf = (answer: ApiAnswer) => errorBodySchema.parse(answer.body).error;

describe('a quote’s money', () => {
  it('is checkout’s for the same lines: the same subtotal, catering delivery fee, tax and total', async () => {
    const tray = cateringSizeOf('jollof-rice');
    const lines = [
      { dishId: tray.dishId, sizeId: tray.sizeId, spiceLevel: 2, optionalIngredientIds: ['jollof-rice-plantain'], removedIngredients: [], quantity: 3 },
      { dishId: tray.dishId, sizeId: tray.sizeId, spiceLevel: 0, optionalIngredientIds: [], removedIngredients: ['Onion'], quantity: 2 },
    ];
    const { customer } = await signedInCustomer();
    for (const line of lines) {
      const added = await customer.call('POST', '/cart', {
        json: {
          orders: [
            {
              dishId: line.dishId,
              dishName: 'Jollof Rice',
              price: tray.priceCents + (line.optionalIngredientIds.length ? 250 : 0),
              spiciness: line.spiceLevel,
              size: line.sizeId,
              quantity: line.quantity,
              removedIngredients: line.removedIngredients,
            },
          ],
          ...(line.optionalIngredientIds.length ? { optionalIngredients: [{ dishId: line.dishId, ingredientIds: line.optionalIngredientIds }] } : {}),
        },
      });
      expectStatus(added, 201);
    }
    const home = { label: 'Office', recipientName: 'Ada Mensah', line1: '777 E Wisconsin Ave', city: 'Milwaukee', state: 'WI', zip: '53202' };
    const address = (await customer.call<{ id: string }>('POST', '/address', { json: home })).body;
    for (const mode of ['pickup', 'delivery'] as const) {
      const checkout = quoteAnswerSchema.parse(
        (
          await customer.call('POST', '/orders/quote', {
            json: { mode, tip: { kind: 'percent', percent: 0 }, ...(mode === 'delivery' ? { addressId: address.id } : {}) },
          })
        ).body,
      );
      const quote = await created(
        quoteDraft({ mode, lines, ...(mode === 'delivery' ? { address: { line1: home.line1, city: home.city, state: 'WI', zip: home.zip } } : {}) }),
      );
      expect(quote.totals).toMatchObject({
        itemsCents: checkout.totals.subtotalCents,
        discountCents: 0,
        subtotalCents: checkout.totals.subtotalCents,
        deliveryFeeCents: checkout.totals.deliveryFeeCents,
        taxCents: checkout.totals.taxCents,
        totalCents: checkout.totals.totalCents,
      });
      expect(quote.totals.depositCents).toBe(Math.floor((checkout.totals.totalCents * 25 + 50) / 100));
      expect(quote.totals.balanceCents).toBe(quote.totals.totalCents - quote.totals.depositCents);
      if (mode === 'delivery') expect(quote.totals.deliveryFeeCents).toBe(Math.floor((checkout.totals.subtotalCents * 1000 + 5000) / 10_000));
    }
  });

  it('takes a discount off the food before the fee and tax, and refuses one larger than the dishes', async () => {
    const plain = await created(quoteDraft({ mode: 'pickup' }));
    const discounted = await created(quoteDraft({ mode: 'pickup', discount: { cents: 2000, reason: 'Returning customer' } }));
    expect(discounted.totals.subtotalCents).toBe(plain.totals.itemsCents - 2000);
    expect(discounted.totals.taxCents).toBe(Math.floor(((plain.totals.itemsCents - 2000) * discounted.totals.taxRateBasisPoints + 5000) / 10_000));
    const tooMuch = await owner.call('POST', '/owner/quotes', { json: quoteDraft({ discount: { cents: plain.totals.itemsCents + 1, reason: 'Oops' } }) });
    expectStatus(tooMuch, 400);
    expect(refusalOf(tooMuch).details?.map((detail) => detail.path)).toContain('body.discount.cents');
  });

  it('keeps catering’s terms and the dates in order', async () => {
    const tray = cateringSizeOf('jollof-rice');
    const one = await owner.call('POST', '/owner/quotes', {
      json: quoteDraft({
        lines: [{ dishId: tray.dishId, sizeId: tray.sizeId, spiceLevel: 0, optionalIngredientIds: [], removedIngredients: [], quantity: 1 }],
      }),
    });
    expectStatus(one, 400);
    expect(refusalOf(one).message).toMatch(/at least 4 entrée trays/);
    const lateValidity = await owner.call('POST', '/owner/quotes', { json: quoteDraft({ validUntil: daysFromToday(11) }) });
    expectStatus(lateValidity, 400);
    expect(refusalOf(lateValidity).details?.map((detail) => detail.path)).toContain('body.validUntil');
    const past = await owner.call('POST', '/owner/quotes', { json: quoteDraft({ eventAt: new Date(Date.now() - 3_600_000).toISOString() }) });
    expectStatus(past, 400);
  });

  it('refuses the same dish twice (one line, one quantity) and control characters in a name, naming the field', async () => {
    const draft = quoteDraft();
    const twice = await owner.call('POST', '/owner/quotes', { json: { ...draft, lines: [draft.lines[0], draft.lines[0]] } });
    expectStatus(twice, 400);
    expect(refusalOf(twice).details?.map((detail) => detail.path)).toEqual(['body.lines.1']);
    const nul = await owner.call('POST', '/owner/quotes', { json: { ...draft, customer: { ...draft.customer, name: 'Ada\u0000Mensah' } } });
    expectStatus(nul, 400);
    expect(refusalOf(nul).details?.map((detail) => detail.path)).toContain('body.customer.name');
    // Line breaks are kept in the notes.
    const notes = await created(quoteDraft({ notes: 'Chafing dishes included.\n\nWe set up 45 minutes before.' }));
    expect(notes.notes).toBe('Chafing dishes included.\n\nWe set up 45 minutes before.');
  });

  it('is never priced by what a request says: a price in the draft or in the customer’s call is refused', async () => {
    const draft = quoteDraft();
    const priced = await owner.call('POST', '/owner/quotes', { json: { ...draft, totals: { totalCents: 100 } } });
    expectStatus(priced, 400);
    const linePriced = await owner.call('POST', '/owner/quotes', { json: { ...draft, lines: [{ ...draft.lines[0], unitPriceCents: 1 }] } });
    expectStatus(linePriced, 400);
    const quote = await sent(await created());
    const { token } = quoteLinkIn(await quoteEmail(quote));
    expectStatus(await open(quote.quoteId, { token, totalCents: 100 }), 400);
    const opened = customerQuoteSchema.parse((await open(quote.quoteId, { token })).body);
    expect(opened.totals).toEqual(quote.totals);
  });
});

describe('sending a quote', () => {
  it('e-mails the customer a link that opens it without an account, and marks its enquiry replied', async () => {
    const name = `Kofi Events ${Date.now()}`;
    expectStatus(
      await new Customer().call('POST', '/contact/catering', {
        json: {
          name,
          company: 'Kofi Events',
          email: 'kofi@example.com',
          phone: '(414) 555-0199',
          eventType: 'Wedding',
          eventDate: daysFromToday(10),
          venue: 'Third Ward loft',
          estimatedGuestCount: '40',
          message: 'Jollof for forty, please.',
          token: `local-pass-${Date.now()}`,
        },
      }),
      201,
    );
    const inbox = enquiryInboxSchema.parse((await owner.call('GET', '/owner/enquiries')).body);
    const enquiry = inbox.enquiries.find((each) => each.kind === 'catering' && each.name === name)!;
    expect(enquiry).toBeDefined();

    const draft = await created(quoteDraft({ enquiryId: enquiry.id }));
    expect(draft.state).toBe('draft');
    expect(draft.number).toBe(`Q-${draft.quoteId.slice(-6)}`);
    const quote = await sent(draft);
    expect(quote).toMatchObject({ state: 'sent', version: 1, revision: draft.revision + 1 });
    expect(quote.history.map((event) => event.what)).toEqual(['Drafted', `Sent to ${quote.customer.email}`]);

    const email = await quoteEmail(quote);
    expect(email.body.text).toContain('Jollof Rice');
    expect(email.body.text).toContain('A deposit of $');
    const { quoteId, token } = quoteLinkIn(email);
    expect(quoteId).toBe(quote.quoteId);
    const answer = await open(quoteId, { token });
    expectStatus(answer, 200);
    const seen = customerQuoteSchema.parse(answer.body);
    expect(seen).toMatchObject({ quoteId, state: 'sent', version: 1, totals: quote.totals });
    // Owners' things stay in the kitchen.
    expect(answer.body).not.toHaveProperty('history');
    expect(answer.body).not.toHaveProperty('links');
    expect(JSON.stringify(answer.body)).not.toContain('Abena Owner');

    const replied = enquiryInboxSchema.parse((await owner.call('GET', '/owner/enquiries')).body).enquiries.find((each) => each.id === enquiry.id);
    expect(replied?.status).toBe('replied');
    const listed = ownerQuoteListSchema.parse((await owner.call('GET', '/owner/quotes')).body).quotes;
    expect(listed.map((each) => each.quoteId)).toContain(quote.quoteId);
  });

  it('refuses the link for another quote, a made-up secret, and a secret that is no link', async () => {
    const quote = await sent(await created());
    const other = await sent(await created());
    const { token } = quoteLinkIn(await quoteEmail(quote));
    const theirs = await open(other.quoteId, { token });
    expectStatus(theirs, 404);
    expect(refusalOf(theirs).details?.[0]?.message).toBe('QUOTE_LINK_INVALID');
    expectStatus(await open(quote.quoteId, { token: 'A'.repeat(43) }), 404);
    expectStatus(await open(quote.quoteId, { token: 'short' }), 400);
    expectStatus(await open('01J0000000000000000000ZZZZ', { token }), 404);
    // A draft has no link at all.
    const draft = await created();
    expectStatus(await open(draft.quoteId, { token }), 404);
  });
});

describe('changing a sent quote', () => {
  it('revises it: the next version is e-mailed, and the old link says it was replaced', async () => {
    const quote = await sent(await created());
    const first = quoteLinkIn(await quoteEmail(quote));
    const revised = await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, {
      json: { revision: quote.revision, draft: quoteDraft({ customer: quote.customer, headcount: 55 }) },
    });
    expectStatus(revised, 200);
    const second = ownerQuoteSchema.parse(revised.body);
    expect(second).toMatchObject({ state: 'sent', version: 2, headcount: 55 });
    const old = await open(quote.quoteId, { token: first.token });
    expectStatus(old, 409);
    expect(refusalOf(old).details?.[0]?.message).toBe('QUOTE_REPLACED');
    const email = await quoteEmail(second);
    expect(email.subject).toContain('revised');
    const fresh = quoteLinkIn(email);
    expect(customerQuoteSchema.parse((await open(quote.quoteId, { token: fresh.token })).body)).toMatchObject({ version: 2, headcount: 55 });
  });

  it('refuses a save from an older read: two owners editing one quote do not both land', async () => {
    const quote = await created();
    const edit = (headcount: number) =>
      owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: quote.revision, draft: quoteDraft({ customer: quote.customer, headcount }) } });
    const answers = await Promise.all([edit(30), edit(50)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = ownerQuoteSchema.parse((await owner.call('GET', `/owner/quotes/${quote.quoteId}`)).body);
    const winner = ownerQuoteSchema.parse(answers.find((answer) => answer.status === 200)!.body);
    expect(kept.headcount).toBe(winner.headcount);
    expect(kept.revision).toBe(quote.revision + 1);
  });

  it('cancels it: the link no longer opens it, and a cancelled quote cannot be sent or changed', async () => {
    const quote = await sent(await created());
    const { token } = quoteLinkIn(await quoteEmail(quote));
    const cancelled = await owner.call('POST', `/owner/quotes/${quote.quoteId}/cancel`, { json: { revision: quote.revision } });
    expectStatus(cancelled, 200);
    const after = ownerQuoteSchema.parse(cancelled.body);
    expect(after.state).toBe('cancelled');
    const refused = await open(quote.quoteId, { token });
    expectStatus(refused, 409);
    expect(refusalOf(refused).details?.[0]?.message).toBe('QUOTE_CANCELLED');
    expectStatus(await owner.call('POST', `/owner/quotes/${quote.quoteId}/send`, { json: { revision: after.revision } }), 409);
    expectStatus(await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: after.revision, draft: quoteDraft() } }), 409);
  });

  it('lets a link lapse after the quote’s last day', async () => {
    const quote = await sent(await created());
    const { token } = quoteLinkIn(await quoteEmail(quote));
    // The quote's last day passes (the stored day moves back, as the calendar would move forward).
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: quoteKey(quote.quoteId),
        UpdateExpression: 'SET validUntil = :yesterday',
        ExpressionAttributeValues: { ':yesterday': daysFromToday(-1) },
      }),
    );
    const refused = await open(quote.quoteId, { token });
    expectStatus(refused, 409);
    expect(refusalOf(refused).details?.[0]?.message).toBe('QUOTE_EXPIRED');
    expect(ownerQuoteSchema.parse((await owner.call('GET', `/owner/quotes/${quote.quoteId}`)).body).state).toBe('expired');
  });
});

describe('who may', () => {
  it('keeps the kitchen’s quote calls to owners', async () => {
    const { customer } = await signedInCustomer();
    expectStatus(await customer.call('GET', '/owner/quotes'), 403);
    expectStatus(await call('GET', '/owner/quotes'), 401);
    expectStatus(await customer.call('POST', '/owner/quotes', { json: quoteDraft() }), 403);
  });
});
