/**
 * The owner's e-mail links and the customer's messages over HTTP against the local host: an order
 * (written straight into the table, as the lead's checkout transaction writes it) e-mails the owner
 * through the stream; its links preview and act once; each change messages and e-mails the customer.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotTimeFrom } from '@functions/platform/contract/business-clock';
import { errorBodySchema } from '@functions/platform/contract/error';
import { messagesSchema, ownerActionAnswerSchema, type Message, type OwnerAction } from '@functions/orders/contract/order';
import type { StoredOrder } from '../../functions/src/orders/store/order.ts';
import { placeOrderDirectly } from '../fixtures/orders.ts';
import { signOwnerActionToken } from '../../functions/src/kitchen/rules/owner-action-token.ts';
import { call, type ApiAnswer } from '../fixtures/api.ts';
import { emailsTo, waitForEmail, type SentEmail } from '../fixtures/mailbox.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { streamBarrier } from '../fixtures/stream-barrier.ts';

/** The local stack's owner address (OWNER_EMAIL's default). */
const ownerEmail = 'owner@spices-kitchen.example';
const invalidLink = 'This link is not valid or has expired.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The owner's e-mail about the order, and its action links by action. */
async function ownerLinks(order: StoredOrder): Promise<{ email: SentEmail; links: Map<string, URL> }> {
  const email = await waitForEmail(ownerEmail, new RegExp(`^New order ${order.number} from `));
  const links = new Map<string, URL>();
  for (const url of email.body.text?.match(/https?:\/\/\S+\/kitchen\/orders\/\S+/g) ?? []) {
    const parsed = new URL(url);
    links.set(parsed.pathname.split('/').at(-1)!, parsed);
  }
  return { email, links };
}

const tokenOf = (link: URL | undefined) => {
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
};

const preview = (token: string) => call('GET', `/owner/orders/action?token=${encodeURIComponent(token)}`);
const act = (token: string) => call('POST', '/owner/orders/action', { json: { token } });

function expectError(answer: ApiAnswer, status: number, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const { error } = errorBodySchema.parse(answer.body);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
}

async function messagesOf(who: SignedInCustomer): Promise<Message[]> {
  const answer = await who.customer.call('GET', '/messages');
  expect(answer.status).toBe(200);
  return messagesSchema.parse(answer.body);
}

let ada: SignedInCustomer;
let grace: SignedInCustomer;

beforeAll(async () => {
  [ada, grace] = await Promise.all([signedInCustomer({ name: 'Ada Lovelace' }), signedInCustomer({ name: 'Grace Hopper' })]);
});

describe("the owner's e-mail about a new order", () => {
  it('arrives with the customer, the lines, the totals and a confirm link per action; the customer gets "Order received"', async () => {
    const order = await placeOrderDirectly(ada);
    const { email, links } = await ownerLinks(order);
    expect(email.subject).toMatch(new RegExp(`^New order ${order.number} from Ada Lovelace — pickup \\w{3}, \\w{3} \\d+, \\d+(:\\d\\d)? [ap]\\.m\\.$`));
    expect(email.replyTo).toEqual([ada.email]);
    const text = email.body.text ?? '';
    for (const expected of [
      `E-mail: ${ada.email}`,
      '• 2 × Jollof Rice — $33.00\n    Large · 1 large bowl\n    Spice: 1 flame\n    + Plantain ($2.50)\n    No onion\n',
      'Total: $40.56',
      'Extra napkins, please',
      'Payment: Card, in person',
    ]) {
      expect(text).toContain(expected);
    }
    expect([...links.keys()]).toEqual(['accept', 'ready', 'complete', 'cancel']);
    // The accept link names the time it promises, the order's own.
    const promised = slotTimeFrom(order.slotId, Date.now());
    // One full stop after a time that ends on 'p.m.' (never 'p.m..').
    expect(text).toContain(`Accepting here promises the order’s own time: ready for pickup at ${promised}${promised.endsWith('.') ? '' : '.'} To promise`);
    expect(text).toContain(`Accept order · ${promised}:\n`);
    // An order written without a phone (as before checkout asked for one) says so.
    expect(text).toContain('Phone: (not given)');
    for (const [action, link] of links) expect(link.pathname).toBe(`/spices/kitchen/orders/${order.orderId}/${action}`);

    const received = await waitForEmail(ada.email, new RegExp(`^Order received — order ${order.number}$`));
    expect(received.body.text).toContain(`/spices/account/order-details/${order.orderId}`);
    expect(received.body.text).toContain(`Order ${order.number}: 2 items, pickup`);
  });
});

describe('the owner links', () => {
  it('preview without acting, accept once (status, inbox message, customer e-mail), then answer 409 with no second message', async () => {
    const order = await placeOrderDirectly(ada);
    const { links } = await ownerLinks(order);
    const accept = tokenOf(links.get('accept'));

    const shown = await preview(accept);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const before = ownerActionAnswerSchema.parse(shown.body);
    expect(before).toMatchObject({ action: 'accept', available: true, order: { orderId: order.orderId, number: order.number, status: 'placed' } });
    expect(before.message).toContain(`Accept order ${order.number}?`);
    // The page says which time the link promises: the order's own, the time the customer chose.
    expect(before.promisedAt).toBe(order.slotId);
    expect(before.message).toContain(`will be ready for pickup at ${slotTimeFrom(order.slotId, Date.now())}, the time they chose.`);
    expect(before.order).not.toHaveProperty('userId');
    expect(before.order).not.toHaveProperty('cartLines');
    // Previewing twice changes nothing.
    expect(ownerActionAnswerSchema.parse((await preview(accept)).body).available).toBe(true);

    const done = await act(accept);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = ownerActionAnswerSchema.parse(done.body);
    expect(after).toMatchObject({ action: 'accept', available: false, order: { status: 'accepted' } });
    expect(after.order.history.map((entry) => entry.status)).toEqual(['placed', 'accepted']);
    expect(after.message).toBe(`Order ${order.number} is accepted. We’ve e-mailed Ada Lovelace.`);
    expect(after.promisedAt).toBeUndefined();

    const inbox = (await messagesOf(ada)).filter((message) => message.orderId === order.orderId);
    expect(inbox.map((message) => message.title)).toEqual(['Order accepted', 'Order received']);
    expect(inbox[0]).toMatchObject({ status: 'accepted', read: false, orderNumber: order.number });
    expect(inbox[0]!.body).toMatch(new RegExp(`^We’ve accepted your order ${order.number} and will have it ready for pickup at `));
    expect(inbox[0]).not.toHaveProperty('email');
    expect(inbox[0]).not.toHaveProperty('userId');

    const subject = new RegExp(`^Order accepted — order ${escapeRegExp(order.number)}$`);
    const accepted = await waitForEmail(ada.email, subject);
    expect(accepted.body.text).toContain(inbox[0]!.body);
    expect(accepted.body.text).toContain(`/spices/account/order-details/${order.orderId}`);

    // The same link again: refused, nothing changed, no second message or e-mail.
    expectError(await act(accept), 409, `Order ${order.number} was already accepted. Nothing was changed.`);
    expect(ownerActionAnswerSchema.parse((await preview(accept)).body)).toMatchObject({ available: false, order: { status: 'accepted' } });
    // Once the stream has handled a marker written after the refusal, any e-mail the refusal caused would be out.
    await streamBarrier();
    expect((await messagesOf(ada)).filter((message) => message.orderId === order.orderId)).toHaveLength(2);
    expect((await emailsTo(ada.email)).filter((email) => subject.test(email.subject))).toHaveLength(1);
    // The order's later changes (MODIFY records) never e-mail the owner again.
    expect((await emailsTo(ownerEmail)).filter((email) => email.subject.startsWith(`New order ${order.number} `))).toHaveLength(1);
  });

  it('refuse an action the status does not allow yet (complete on a placed order) with 409, and take the steps in order', async () => {
    const order = await placeOrderDirectly(ada);
    const { links } = await ownerLinks(order);
    const token = (action: OwnerAction) => tokenOf(links.get(action));

    const early = await preview(token('complete'));
    expect(ownerActionAnswerSchema.parse(early.body)).toMatchObject({
      available: false,
      message: `Order ${order.number} is new, so it cannot be completed now.`,
    });
    expectError(await act(token('complete')), 409, `Order ${order.number} is new, so it cannot be completed now.`);
    expectError(await act(token('ready')), 409, /cannot be ready for pickup now/);

    expect((await act(token('accept'))).status).toBe(200);
    expect(ownerActionAnswerSchema.parse((await act(token('ready'))).body).order.status).toBe('ready');
    const completed = ownerActionAnswerSchema.parse((await act(token('complete'))).body);
    expect(completed.order).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expectError(await act(token('cancel')), 409, `Order ${order.number} is completed, so it cannot be cancelled now.`);

    const titles = (await messagesOf(ada)).filter((message) => message.orderId === order.orderId).map((message) => message.title);
    expect(titles).toEqual(['Order completed', 'Ready for pickup', 'Order accepted', 'Order received']);
  });

  it('offer "out for delivery" for a delivery order, and cancel it with a message to the customer', async () => {
    const order = await placeOrderDirectly(grace, 'delivery');
    const { email, links } = await ownerLinks(order);
    expect([...links.keys()]).toEqual(['accept', 'out-for-delivery', 'complete', 'cancel']);
    expect(email.body.text).toContain('Deliver to: Grace Hopper, 123 N Water St, Milwaukee, WI 53202');
    expect(email.body.text).toContain('Delivery instructions: Side door');

    const cancelled = ownerActionAnswerSchema.parse((await act(tokenOf(links.get('cancel')))).body);
    expect(cancelled.order.status).toBe('cancelled');
    await waitForEmail(grace.email, new RegExp(`^Order cancelled — order ${order.number}$`));
    expectError(await act(tokenOf(links.get('accept'))), 409, `Order ${order.number} is cancelled, so it cannot be accepted now.`);
  });

  it('answer 403 for a forged, expired or other-purpose token (a session cookie), and 400 for no token', async () => {
    const order = await placeOrderDirectly(ada);
    const { links } = await ownerLinks(order);
    const accept = tokenOf(links.get('accept'));
    const [header, payload, signature] = accept.split('.') as [string, string, string];
    const forgedSignature = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherAction = `${header}.${Buffer.from(JSON.stringify({ ...claims, action: 'complete' })).toString('base64url')}.${signature}`;
    const sessionToken = ada.customer.cookie.split('=').slice(1).join('=');
    expect(sessionToken.split('.')).toHaveLength(3);

    const secretText = process.env.SESSION_SECRET;
    if (!secretText) throw new Error("Set SESSION_SECRET to the stack's session secret (npm test passes it) to sign an expired link");
    const expired = await signOwnerActionToken(
      { orderId: order.orderId, userId: ada.userId, action: 'accept' },
      new TextEncoder().encode(secretText),
      Date.now() - 8 * 24 * 3600 * 1000,
    );

    for (const [name, token] of Object.entries({ forgedSignature, otherAction, sessionToken, expired })) {
      const shown = await preview(token);
      expect(shown.status, name).toBe(403);
      expectError(shown, 403, invalidLink);
      expectError(await act(token), 403, invalidLink);
    }
    expectError(await call('GET', '/owner/orders/action'), 400);
    expectError(await call('POST', '/owner/orders/action', { json: { token: 'x' } }), 400);
    // None of them changed the order: the real link still works.
    expect(ownerActionAnswerSchema.parse((await preview(accept)).body)).toMatchObject({ available: true, order: { status: 'placed' } });
  });
});

describe('GET /messages and PUT /messages/{id}/read', () => {
  it("list only the customer's own messages, newest first, and mark one read; another's is 404", async () => {
    const adaOrder = await placeOrderDirectly(ada);
    const graceOrder = await placeOrderDirectly(grace);
    const adaMessages = await messagesOf(ada);
    const graceMessages = await messagesOf(grace);
    expect(adaMessages.some((message) => message.orderId === adaOrder.orderId)).toBe(true);
    expect(adaMessages.some((message) => message.orderId === graceOrder.orderId)).toBe(false);
    expect(graceMessages.every((message) => message.orderNumber !== adaOrder.number)).toBe(true);
    const times = adaMessages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const mine = adaMessages.find((message) => message.orderId === adaOrder.orderId)!;
    const theirs = graceMessages.find((message) => message.orderId === graceOrder.orderId)!;
    expectError(await grace.customer.call('PUT', `/messages/${mine.messageId}/read`), 404);
    expectError(await grace.customer.call('PUT', '/messages/not-an-id/read'), 404);
    expect((await messagesOf(ada)).find((message) => message.messageId === mine.messageId)!.read).toBe(false);

    const read = await ada.customer.call('PUT', `/messages/${mine.messageId}/read`);
    expect(read.status).toBe(204);
    expect((await messagesOf(ada)).find((message) => message.messageId === mine.messageId)!.read).toBe(true);
    expect((await messagesOf(grace)).find((message) => message.messageId === theirs.messageId)!.read).toBe(false);
  });

  it('need a session', async () => {
    expect((await call('GET', '/messages')).status).toBe(401);
    expect((await call('PUT', `/messages/${ulid()}/read`)).status).toBe(401);
  });
});
