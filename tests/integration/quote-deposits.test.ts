/**
 * A catering quote's deposit on the test stack (docs/business-rules.md#catering-quotes), through the local Stripe:
 * the customer's link opens the card page for the server's deposit (never an amount the browser sends); paying it
 * accepts the quote exactly once when the customer's return and Stripe's webhook race; the catering order is on the
 * board with its deposit; the owner cannot change a quote the customer is paying; the event's time must still be
 * free unless the owner booked it over capacity; and a link replaced by a revision cannot pay.
 *
 * In the shop-wide group: these tests pause the local Stripe's webhooks, which every file's card payments share.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customerQuoteListSchema,
  customerQuoteSchema,
  ownerQuoteSchema,
  quotePayAnswerSchema,
  type OwnerQuote,
  type QuoteDraftInput,
} from '@functions/quotes/contract/catering-quote';
import { errorBodySchema } from '@functions/platform/contract/error';
import { enquiryInboxSchema } from '@functions/enquiries/contract/enquiry-inbox';
import { boardAnswerSchema } from '@functions/orders/contract/kitchen';
import { orderSummariesSchema } from '@functions/orders/contract/order';
import { kitchenOrderSchema, type KitchenOrder } from '@functions/orders/contract/kitchen';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { localTime } from '../../functions/src/platform/contract/business-clock.ts';
import { ordering } from '../../functions/src/platform/config/ordering.ts';
import { orderKey, slotCounterKey } from '../../functions/src/platform/table/keys.ts';
import { balanceLinkResendMinutes } from '../../functions/src/payments/rules/card-payment.ts';
import { call, Customer, type ApiAnswer } from '../fixtures/api.ts';
import { emailsTo, waitForEmailThat, type SentEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { daysFromToday, eventTimeFor, fullEventTimeFor, quoteDraft as anyQuoteDraft, quoteEmail, quoteLinkIn } from '../fixtures/quotes.ts';
import { newCustomerEmail, signedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';
import { payOnHostedPage, stripeControl, stripeUrl } from '../fixtures/stripe-control.ts';
import { heldCardOrder } from '../fixtures/card-orders.ts';
import { seededPick } from '../fixtures/seeded-random.ts';

let owner: Customer;

beforeAll(async () => {
  owner = (await signedInOwner('Abena Owner')).owner;
});
// A test that paused the webhooks and failed before resuming them leaves none waiting for the next.
afterEach(async () => {
  await stripeControl.resume();
});

function expectStatus(answer: ApiAnswer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

const refusalOf = (answer: ApiAnswer) => errorBodySchema.parse(answer.body).error;

/** A quote's draft whose event has a time of its own: a paid quote takes a place in it, as an order does. */
function quoteDraft(overrides: Partial<QuoteDraftInput> = {}): QuoteDraftInput {
  return anyQuoteDraft({ eventAt: eventTimeFor(expect.getState().currentTestName ?? ''), ...overrides });
}

/** A quote drafted and sent; answers it with its link's secret, read from the e-mail. */
async function sentQuote(draft: QuoteDraftInput = quoteDraft()): Promise<{ quote: OwnerQuote; token: string }> {
  const created = await owner.call('POST', '/owner/quotes', { json: draft });
  expectStatus(created, 201);
  const draftQuote = ownerQuoteSchema.parse(created.body);
  const sent = await owner.call('POST', `/owner/quotes/${draftQuote.quoteId}/send`, { json: { revision: draftQuote.revision } });
  expectStatus(sent, 200);
  const quote = ownerQuoteSchema.parse(sent.body);
  return { quote, token: quoteLinkIn(await quoteEmail(quote)).token };
}

const pay = (quoteId: string, body: unknown) => call('POST', `/quotes/${quoteId}/pay`, { json: body });
const backFromPage = (quoteId: string, token: string, outcome: 'paid' | 'cancelled') =>
  call('POST', `/quotes/${quoteId}/payment`, { json: { token, outcome } });

async function ownerQuote(quoteId: string): Promise<OwnerQuote> {
  const answer = await owner.call('GET', `/owner/quotes/${quoteId}`);
  expectStatus(answer, 200);
  return ownerQuoteSchema.parse(answer.body);
}

/** How many orders hold a place at a time (its slot's counter). */
async function takenAt(slotId: string): Promise<number> {
  const { Item } = await table.send(new GetCommand({ TableName: tableName, Key: slotCounterKey(slotId), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
}

async function board() {
  const answer = await owner.call('GET', '/owner/orders');
  expectStatus(answer, 200);
  return boardAnswerSchema.parse(answer.body).orders;
}

describe('paying a quote’s deposit', () => {
  it('accepts the quote exactly once when the return and the webhook race, and puts its order on the board with the deposit', async () => {
    const { quote, token } = await sentQuote();
    const first = await pay(quote.quoteId, { token });
    expectStatus(first, 200);
    const { checkoutUrl } = quotePayAnswerSchema.parse(first.body);
    // A second tap (or tab) while the page is open is the same page: one payment.
    expect(quotePayAnswerSchema.parse((await pay(quote.quoteId, { token })).body).checkoutUrl).toBe(checkoutUrl);

    await stripeControl.pause();
    const back = await payOnHostedPage(checkoutUrl);
    expect(back).toContain(`/spices/quotes/${quote.quoteId}?payment=paid`);
    const [returned, again, delivered] = await Promise.all([
      backFromPage(quote.quoteId, token, 'paid'),
      backFromPage(quote.quoteId, token, 'paid'),
      stripeControl.resume(),
    ]);
    expect(delivered.every((delivery) => delivery.status === 200)).toBe(true);
    expectStatus(returned, 200);
    expectStatus(again, 200);
    await stripeControl.settled();
    await streamBarrier();

    const accepted = await ownerQuote(quote.quoteId);
    expect(accepted.state).toBe('accepted');
    expect(accepted.orderId).not.toBeNull();
    expect(accepted.history.filter((entry) => entry.by === 'Customer').map((entry) => entry.what)).toEqual([
      expect.stringMatching(/^Paid \$[\d,.]+ by card: order [0-9A-Z]{6}$/),
    ]);
    expect(customerQuoteSchema.parse(returned.body).state).toBe('accepted');

    const order = (await board()).find((each) => each.orderId === accepted.orderId);
    // Booked on arrival: the customer accepted by paying, so the owner is not asked to accept it again.
    expect(order).toMatchObject({
      status: 'accepted',
      slotId: quote.eventAt,
      mode: quote.mode,
      totals: { totalCents: quote.totals.totalCents, tipCents: 0 },
      quote: { quoteId: quote.quoteId, number: quote.number, depositCents: quote.totals.depositCents, headcount: 40, reference: 'PO-4471' },
      cardPayment: { state: 'charged', amountCents: quote.totals.depositCents, capturedCents: quote.totals.depositCents },
    });
    expect(order!.history.map(({ status, by }) => ({ status, by }))).toEqual([
      { status: 'awaiting-payment', by: undefined },
      { status: 'placed', by: undefined },
      { status: 'accepted', by: 'Customer (paid the quote’s deposit)' },
    ]);
    expect(order!.readyAt).toBeUndefined();
    // Once: one e-mail to the owner of the new order, saying it is booked, with no Accept link (its other steps stay).
    const ownerMails = (await emailsTo('owner@spices-kitchen.example')).filter((email) => email.subject.startsWith(`New order ${order!.number} `));
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]!.subject).toMatch(/ \(booked\)$/);
    const ownerText = ownerMails[0]!.body.text ?? '';
    expect(ownerText).toContain(`the customer accepted quote ${quote.number} by paying its deposit, so it is accepted already`);
    expect(ownerText).not.toContain('Accept order');
    expect(ownerText).not.toMatch(new RegExp(`/kitchen/orders/${order!.orderId}/accept\\?`));
    expect(ownerText).toMatch(new RegExp(`/kitchen/orders/${order!.orderId}/cancel\\?`));
    // The customer's receipt says it is booked, not that the kitchen will accept it.
    const receipt = await waitForEmailThat(quote.customer.email, (each) => each.subject.includes('Order booked'), 'the booked receipt');
    expect(receipt.body.text).toContain(`Your deposit booked your catering order ${order!.number}`);
    expect(receipt.body.text).not.toContain('as soon as the kitchen accepts it');

    // Paid: the link still reads the quote (accepted), but cannot pay again.
    const twice = await pay(quote.quoteId, { token });
    expectStatus(twice, 409);
    expect(refusalOf(twice).details?.[0]?.message).toBe('accepted');
    // And the owner changes it through its order now.
    expectStatus(await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: accepted.revision, draft: quoteDraft() } }), 409);
  });

  it('closes the catering enquiry it answered once paid', async () => {
    const name = `Efua Events ${Date.now()}`;
    const asked = await new Customer().call('POST', '/contact/catering', {
      json: {
        name,
        company: 'Efua Events',
        email: 'efua@example.com',
        phone: '(414) 555-0188',
        eventType: 'Naming ceremony',
        eventDate: daysFromToday(20),
        venue: 'Bay View hall',
        estimatedGuestCount: '40',
        message: 'Jollof and puff-puff, please.',
        token: `local-pass-${Date.now()}`,
      },
    });
    expectStatus(asked, 201);
    const inbox = async () => enquiryInboxSchema.parse((await owner.call('GET', '/owner/enquiries')).body).enquiries;
    const enquiry = (await inbox()).find((each) => each.kind === 'catering' && each.name === name)!;
    await paidQuoteOrder(quoteDraft({ enquiryId: enquiry.id }));
    expect((await inbox()).find((each) => each.id === enquiry.id)?.status).toBe('closed');
  });

  it('charges the amount the server priced: a price in the request is refused, and the card page asks for the deposit', async () => {
    const { quote, token } = await sentQuote(quoteDraft({ deposit: { kind: 'amount', cents: 5000 } }));
    for (const body of [{ token, amountCents: 100 }, { token, depositCents: 1 }, { token: `${token}x` }, {}]) {
      expectStatus(await pay(quote.quoteId, body), 400);
    }
    const { checkoutUrl } = quotePayAnswerSchema.parse((await pay(quote.quoteId, { token })).body);
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('$50.00');
    expect((await ownerQuote(quote.quoteId)).totals.depositCents).toBe(5000);
  });

  it('keeps the owner from changing or cancelling a quote while its customer is on the card page', async () => {
    const { quote, token } = await sentQuote();
    expectStatus(await pay(quote.quoteId, { token }), 200);
    const read = await ownerQuote(quote.quoteId);
    const revised = await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: read.revision, draft: quoteDraft({ headcount: 60 }) } });
    expectStatus(revised, 409);
    expect(refusalOf(revised).details?.[0]?.message).toBe('PAYING');
    const cancelled = await owner.call('POST', `/owner/quotes/${quote.quoteId}/cancel`, { json: { revision: read.revision } });
    expectStatus(cancelled, 409);
    // The customer goes back from the card page: the page is ended, the order given up, and the owner can change it.
    const back = await backFromPage(quote.quoteId, token, 'cancelled');
    expectStatus(back, 200);
    expect(customerQuoteSchema.parse(back.body).state).toBe('sent');
    expectStatus(await owner.call('POST', `/owner/quotes/${quote.quoteId}/cancel`, { json: { revision: read.revision } }), 200);
  });

  it('refuses a link replaced by a revision, and another quote’s link', async () => {
    const { quote, token } = await sentQuote();
    const other = await sentQuote();
    const wrong = await pay(quote.quoteId, { token: other.token });
    expectStatus(wrong, 404);
    const revised = await owner.call('PUT', `/owner/quotes/${quote.quoteId}`, { json: { revision: quote.revision, draft: quoteDraft({ headcount: 45 }) } });
    expectStatus(revised, 200);
    const replaced = await pay(quote.quoteId, { token });
    expectStatus(replaced, 409);
    expect(refusalOf(replaced).details?.[0]?.message).toBe('QUOTE_REPLACED');
  });

  it('needs the event’s time free, unless the owner booked it over capacity (the board says so)', async () => {
    const draft = quoteDraft({ eventAt: fullEventTimeFor(expect.getState().currentTestName ?? '') });
    const full = await sentQuote(draft);
    // Every place of the event's time is taken.
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: slotCounterKey(full.quote.eventAt),
        UpdateExpression: 'SET #count = :max, #type = :type',
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':max': ordering.maxOrdersPerSlot, ':type': 'slotCapacity' },
      }),
    );
    const refused = await pay(full.quote.quoteId, { token: full.token });
    expectStatus(refused, 409);
    expect(refusalOf(refused).details?.[0]?.message).toBe('FULL');

    const over = await sentQuote({ ...draft, customer: { ...draft.customer, email: `over.${full.quote.customer.email}` }, overCapacity: true });
    const { checkoutUrl } = quotePayAnswerSchema.parse((await pay(over.quote.quoteId, { token: over.token })).body);
    await payOnHostedPage(checkoutUrl);
    expectStatus(await backFromPage(over.quote.quoteId, over.token, 'paid'), 200);
    const accepted = await ownerQuote(over.quote.quoteId);
    expect(accepted.state).toBe('accepted');
    const order = (await board()).find((each) => each.orderId === accepted.orderId);
    expect(order?.quote?.overCapacity).toBe(true);
    expect(await takenAt(full.quote.eventAt)).toBe(ordering.maxOrdersPerSlot + 1);
  });

  it('makes the order the account’s when the quote’s e-mail is a verified account’s', async () => {
    const who = await signedInCustomer();
    const base = quoteDraft();
    const { quote, token } = await sentQuote({ ...base, customer: { ...base.customer, email: who.email } });
    const { checkoutUrl } = quotePayAnswerSchema.parse((await pay(quote.quoteId, { token })).body);
    await payOnHostedPage(checkoutUrl);
    expectStatus(await backFromPage(quote.quoteId, token, 'paid'), 200);
    const accepted = await ownerQuote(quote.quoteId);
    const orders = orderSummariesSchema.parse((await who.customer.call('GET', '/orders')).body);
    expect(orders.map((order) => order.orderId)).toContain(accepted.orderId);
    // The account's quote opens its order.
    expect(customerQuoteSchema.parse((await who.customer.call('GET', `/quotes/${quote.quoteId}`)).body).orderId).toBe(accepted.orderId);
  });

  it('paid as a guest, its order stays the link’s: an account made later for the e-mail lists the quote without a link to that order', async () => {
    const email = newCustomerEmail('guest-quote');
    const base = quoteDraft();
    const { quote, token } = await sentQuote({ ...base, customer: { ...base.customer, email } });
    const { checkoutUrl } = quotePayAnswerSchema.parse((await pay(quote.quoteId, { token })).body);
    await payOnHostedPage(checkoutUrl);
    expectStatus(await backFromPage(quote.quoteId, token, 'paid'), 200);
    const { orderId } = await ownerQuote(quote.quoteId);
    expect(orderId).not.toBeNull();

    const who = await signedInCustomer({ email });
    const listed = customerQuoteListSchema.parse((await who.customer.call('GET', '/quotes')).body).quotes;
    expect(listed.map((each) => [each.quoteId, each.state, each.orderId])).toEqual([[quote.quoteId, 'accepted', null]]);
    expect(customerQuoteSchema.parse((await who.customer.call('GET', `/quotes/${quote.quoteId}`)).body).orderId).toBeNull();
    // Not among the account's orders (which is why no link points there); the quote's own link still names it.
    const orders = orderSummariesSchema.parse((await who.customer.call('GET', '/orders')).body);
    expect(orders.map((order) => order.orderId)).not.toContain(orderId);
    expect(customerQuoteSchema.parse((await call('POST', `/quotes/${quote.quoteId}/open`, { json: { token } })).body).orderId).toBe(orderId);
  });
});

/** A quote paid (its deposit), answering its catering order as the board has it. */
async function paidQuoteOrder(draft: QuoteDraftInput = quoteDraft()): Promise<{ quote: OwnerQuote; order: KitchenOrder; token: string }> {
  const { quote, token } = await sentQuote(draft);
  const paying = await pay(quote.quoteId, { token });
  expectStatus(paying, 200);
  const { checkoutUrl } = quotePayAnswerSchema.parse(paying.body);
  await payOnHostedPage(checkoutUrl);
  expectStatus(await backFromPage(quote.quoteId, token, 'paid'), 200);
  const { orderId } = await ownerQuote(quote.quoteId);
  const order = (await board()).find((each) => each.orderId === orderId);
  if (!order) throw new Error(`Order ${orderId} of quote ${quote.number} is not on the board`);
  return { quote, order, token };
}

function balanceLink(order: KitchenOrder) {
  return owner.call('POST', `/owner/orders/${order.orderId}/balance-link`, { json: { customerId: order.customerId } });
}

describe('the balance', () => {
  it('is one link for what is left after the deposit, e-mailed; paid, it is kept once, and no link is made for more', async () => {
    const { quote, order, token } = await paidQuoteOrder();
    const left = quote.totals.totalCents - quote.totals.depositCents;
    const opened = async () => customerQuoteSchema.parse((await call('POST', `/quotes/${quote.quoteId}/open`, { json: { token } })).body);
    expect((await opened()).balancePaidAt).toBeNull();
    // Two owners at once: one link, e-mailed once (the other press is refused: it was just sent).
    const [first, second] = await Promise.all([balanceLink(order), balanceLink(order)]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const linked = kitchenOrderSchema.parse(((first.status === 200 ? first : second).body as { order: unknown }).order);
    expect(linked.balancePayment).toMatchObject({ state: 'awaiting', amountCents: left, attempt: 1 });
    const email = await waitForEmailThat(quote.customer.email, (each) => each.subject.includes('Pay the balance'), 'the balance link');
    expect(email.subject).toContain(order.number);
    const url = (email.body.text ?? '').match(/https?:\/\/\S+\/pay\/\S+/)?.[0] ?? linked.balancePayment!.checkoutUrl!;
    expect(url).toBe(linked.balancePayment!.checkoutUrl);
    const page = await fetch(url);
    expect(await page.text()).toContain(`$${(left / 100).toFixed(2)}`);

    await payOnHostedPage(url);
    await stripeControl.settled();
    await waitForEmailThat(quote.customer.email, (each) => each.subject.includes('Balance of'), 'the balance paid message');
    const paid = (await board()).find((each) => each.orderId === order.orderId);
    expect(paid?.balancePayment).toMatchObject({ state: 'charged', amountCents: left, card: { last4: '4242' } });
    // The quote says so, to its customer (no longer 'balance due') and in the owner's history.
    expect((await opened()).balancePaidAt).toBe(paid?.balancePayment?.paidAt);
    expect((await ownerQuote(quote.quoteId)).history.at(-1)?.what).toBe(`Balance of ${formatUsd(left)} paid by card: order ${order.number}`);
    // Paid in full: no further link, however asked.
    const again = await balanceLink(order);
    expectStatus(again, 409);
    expect(refusalOf(again).message).toMatch(/Nothing is left to pay/);
    // The event that paid it, delivered again, changes nothing.
    const completed = (await stripeControl.events('checkout.session.completed')).filter(
      (event) => (event.data.object as { metadata?: Record<string, string> }).metadata?.purpose === 'balance',
    );
    const last = completed.at(-1)!;
    const deliveries = await stripeControl.redeliver(last.id, { times: 2, concurrent: true });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    await streamBarrier();
    const messages = (await emailsTo(quote.customer.email)).filter((each) => each.subject.includes('Balance of'));
    expect(messages).toHaveLength(1);
    // Nor a second line in the quote's history.
    expect((await ownerQuote(quote.quoteId)).history.filter((entry) => entry.what.startsWith('Balance of'))).toHaveLength(1);
  });

  it('e-mails a link at most once in a few minutes: presses inside them are refused 429 saying when it went, and send nothing', async () => {
    const { quote, order } = await paidQuoteOrder();
    const isBalanceLink = (each: SentEmail) => each.subject.includes('Pay the balance');
    const first = await balanceLink(order);
    expectStatus(first, 200);
    const sent = kitchenOrderSchema.parse((first.body as { order: unknown }).order);
    expect(Date.parse(sent.balancePayment?.emailedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The owner presses again and again, some at once (the issue's 23 presses): each refused, none e-mailed.
    const presses = await Promise.all(Array.from({ length: 6 }, () => balanceLink(order)));
    for (const press of presses) {
      expectStatus(press, 429);
      expect(refusalOf(press).message).toMatch(
        /^The balance link was e-mailed at \d{1,2}(:\d{2})? [ap]\.m\.: it can be sent again from \d{1,2}(:\d{2})? [ap]\.m\., so the customer's inbox does not fill with copies\.$/,
      );
      expect(Number(press.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await streamBarrier();
    expect((await emailsTo(quote.customer.email)).filter(isBalanceLink)).toHaveLength(1);

    // Once the window has passed (moved back in the table), the same link goes again: once, for two presses at once.
    const before = new Date(Date.now() - (balanceLinkResendMinutes * 60 + 1) * 1000).toISOString();
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(order.customerId, order.orderId),
        UpdateExpression: 'SET balancePayment.emailedAt = :before',
        ExpressionAttributeValues: { ':before': before },
      }),
    );
    const again = await Promise.all([balanceLink(order), balanceLink(order)]);
    expect(again.map((press) => press.status).sort()).toEqual([200, 429]);
    await streamBarrier();
    const emails = (await emailsTo(quote.customer.email)).filter(isBalanceLink);
    expect(emails).toHaveLength(2);
    for (const email of emails) expect(email.body.text).toContain(sent.balancePayment!.checkoutUrl!);
    const resent = kitchenOrderSchema.parse((again.find((press) => press.status === 200)!.body as { order: unknown }).order);
    expect((resent.balancePayment?.emailedAt ?? '') > before).toBe(true);
  });

  it('is refused for an order not made from a quote, and for one cancelled', async () => {
    const who = await signedInCustomer();
    const held = await heldCardOrder(who.customer, (slotIds) => seededPick(slotIds, `balance: ${expect.getState().currentTestName ?? ''}`));
    const plain = await owner.call('POST', `/owner/orders/${held.orderId}/balance-link`, { json: { customerId: who.userId } });
    expectStatus(plain, 409);
    expect(refusalOf(plain).message).toMatch(/Only a catering order made from a quote/);

    const { order } = await paidQuoteOrder();
    const cancelled = await owner.call('POST', `/owner/orders/${order.orderId}/status`, {
      json: { customerId: order.customerId, action: 'cancel', reason: 'The event was called off' },
    });
    expectStatus(cancelled, 200);
    const refused = await balanceLink(order);
    expectStatus(refused, 409);
    expect(refusalOf(refused).message).toMatch(/cancelled/);
  });
});

// Stripe's own record of an order's payments, read from the local Stripe with the real client: each PaymentIntent the
// order was paid by (its deposit's, its balance's), with the refunds Stripe made on it.
const stripe = new Stripe('sk_test_local', { host: new URL(stripeUrl).hostname, port: Number(new URL(stripeUrl).port), protocol: 'http' });

async function refundsAtStripe(orderId: string): Promise<{ purpose: string; amountCents: number; refunded: number[] }[]> {
  const sessions = (await stripe.checkout.sessions.list({ limit: 100 })).data.filter((each) => each.metadata?.orderId === orderId && each.payment_intent);
  return Promise.all(
    sessions.map(async (session) => {
      const intent = await stripe.paymentIntents.retrieve(String(session.payment_intent));
      const refunds = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 });
      return {
        purpose: session.metadata?.purpose ?? 'order',
        amountCents: intent.amount_received,
        refunded: refunds.data.map((refund) => refund.amount).sort(),
      };
    }),
  );
}

/** A quote paid by its deposit, then by its balance link: answers the order as the board has it, both paid. */
async function paidInFullQuoteOrder(): Promise<{ quote: OwnerQuote; order: KitchenOrder; depositCents: number; balanceCents: number }> {
  const { quote, order } = await paidQuoteOrder();
  const linked = await balanceLink(order);
  expectStatus(linked, 200);
  const url = kitchenOrderSchema.parse((linked.body as { order: unknown }).order).balancePayment!.checkoutUrl!;
  await payOnHostedPage(url);
  await stripeControl.settled();
  await waitForEmailThat(quote.customer.email, (each) => each.subject.includes('Balance of'), 'the balance paid message');
  const paid = (await board()).find((each) => each.orderId === order.orderId)!;
  expect(paid.balancePayment?.state).toBe('charged');
  return { quote, order: paid, depositCents: quote.totals.depositCents, balanceCents: paid.balancePayment!.amountCents };
}

async function exportRowOf(order: KitchenOrder): Promise<Record<string, string>> {
  const day = localTime(Date.parse(order.slotId)).date;
  const answer = await owner.call<string>('GET', `/owner/reports/export?kind=orders&from=${day}&to=${day}&basis=fulfilled`);
  expectStatus(answer, 200);
  const rows = parse(answer.body, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const row = rows.find((each) => each.Order === order.number);
  if (!row) throw new Error(`Order ${order.number} is not in the export of ${day}`);
  return row;
}

describe('a catering order paid by deposit and balance', () => {
  it('cancelled, refunds every payment it has at Stripe, and the order, the e-mail and the export say what came from which', async () => {
    const { quote, order, depositCents, balanceCents } = await paidInFullQuoteOrder();
    const cancelled = await owner.call('POST', `/owner/orders/${order.orderId}/status`, {
      json: { customerId: order.customerId, action: 'cancel', reason: 'The event was called off' },
    });
    expectStatus(cancelled, 200);

    // Stripe's own record: each PaymentIntent refunded in full, once.
    const atStripe = await refundsAtStripe(order.orderId);
    expect(atStripe.sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual([
      { purpose: 'balance', amountCents: balanceCents, refunded: [balanceCents] },
      { purpose: 'order', amountCents: depositCents, refunded: [depositCents] },
    ]);
    const after = kitchenOrderSchema.parse((cancelled.body as { order: unknown }).order);
    expect(after.paymentStatus).toBe('refunded');
    expect(after.cardPayment).toMatchObject({ refundedCents: depositCents, refunds: [{ amountCents: depositCents }] });
    expect(after.balancePayment).toMatchObject({ state: 'charged', refundedCents: balanceCents, refunds: [{ amountCents: balanceCents }] });

    const email = await waitForEmailThat(quote.customer.email, (each) => each.subject.startsWith('Order cancelled'), 'the cancellation');
    expect(email.body.text).toContain(
      `We refunded ${formatUsd(depositCents)} of the deposit to your Visa ending 4242 and ${formatUsd(balanceCents)} of the balance to your Visa ending 4242 (${formatUsd(depositCents + balanceCents)} in all)`,
    );
    const row = await exportRowOf(after);
    expect(row).toMatchObject({
      Status: 'Cancelled',
      Refunded: ((depositCents + balanceCents) / 100).toFixed(2),
      'Refunded from': `deposit ${formatUsd(depositCents)}; balance ${formatUsd(balanceCents)}`,
    });
  });

  it('refunds from the balance on the side sheet as from the deposit: never more than is left of it, never twice from one read', async () => {
    const { quote, order, depositCents, balanceCents } = await paidInFullQuoteOrder();
    const refund = (body: Record<string, unknown>) =>
      owner.call('POST', `/owner/orders/${order.orderId}/refunds`, { json: { customerId: order.customerId, reason: 'Fewer guests came', ...body } });

    const part = await refund({ payment: 'balance', amountCents: 1_000, refundsSeen: 0 });
    expectStatus(part, 200);
    const after = kitchenOrderSchema.parse((part.body as { order: unknown }).order);
    expect(after.balancePayment).toMatchObject({ refundedCents: 1_000, refunds: [{ amountCents: 1_000, reason: 'Fewer guests came' }] });
    expect(after.cardPayment?.refundedCents).toBe(0);
    expect(after.paymentStatus).toBe('online');
    const email = await waitForEmailThat(quote.customer.email, (each) => each.subject.startsWith('Refund of $10.00'), 'the balance refund');
    expect(email.body.text).toContain(`We refunded $10.00 of the balance of your catering order ${order.number} to your Visa ending 4242.`);

    expectStatus(await refund({ payment: 'balance', amountCents: 1_000, refundsSeen: 0 }), 409);
    const tooMuch = await refund({ payment: 'balance', amountCents: balanceCents, refundsSeen: 1 });
    expectStatus(tooMuch, 400);
    expect(refusalOf(tooMuch).message).toBe(`At most ${formatUsd(balanceCents - 1_000)} is left to refund of the balance.`);
    // The deposit is its own: its refunds count on from none.
    expectStatus(await refund({ amountCents: 500, refundsSeen: 0 }), 200);

    const atStripe = await refundsAtStripe(order.orderId);
    expect(atStripe.find((each) => each.purpose === 'balance')?.refunded).toEqual([1_000]);
    expect(atStripe.find((each) => each.purpose === 'order')?.refunded).toEqual([500]);
    expect(await exportRowOf(after)).toMatchObject({ Refunded: '15.00', 'Refunded from': 'deposit $5.00; balance $10.00' });
    expect(depositCents).toBeGreaterThan(500);
  });

  it('refuses a balance refund for an order whose balance was not paid by card', async () => {
    const { order } = await paidQuoteOrder();
    const refused = await owner.call('POST', `/owner/orders/${order.orderId}/refunds`, {
      json: { customerId: order.customerId, payment: 'balance', amountCents: 100, reason: 'Sorry', refundsSeen: 0 },
    });
    expectStatus(refused, 409);
    expect(refusalOf(refused).message).toMatch(/no balance paid by card/);
  });
});
