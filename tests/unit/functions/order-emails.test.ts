import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderLine } from '../../../functions/src/orders/contract/order.ts';
import { messageToItem } from '../../../functions/src/orders/store/message.ts';
import { notifyStreamFilter } from '../../../functions/src/mail/store/notification.ts';
import { orderToItem, type StoredOrder } from '../../../functions/src/orders/store/order.ts';
import type { EmailMessage } from '../../../functions/src/platform/mail/email-message.ts';
import {
  newOrderNotification,
  orderMessageEmail,
  orderReceiptOf,
  orderReceivedEmail,
  orderSummaryLine,
  ownerActionUrl,
  spiceText,
} from '../../../functions/src/orders/rules/order-emails.ts';
import { orderMessage } from '../../../functions/src/orders/use-cases/messages.ts';
import { verifyOwnerActionToken } from '../../../functions/src/kitchen/rules/owner-action-token.ts';
import { matchesPattern } from '../../../functions/local/stream-poller.ts';

const secretText = 'unit-test-session-secret-of-32-characters-or-more';
Object.assign(process.env, {
  TABLE_NAME: 'spices-unit',
  SESSION_SECRET: secretText,
  SITE_ORIGIN: 'https://shop.spices.example',
  OWNER_EMAIL: 'owner@spices.example',
});

const sent = vi.hoisted(() => [] as EmailMessage[]);
vi.mock('../../../functions/src/platform/mail/mailer.ts', () => ({ sendEmail: vi.fn(async (message: EmailMessage) => void sent.push(message)) }));
vi.mock('../../../functions/src/mail/store/notification.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../functions/src/mail/store/notification.ts')>()),
  wasNotified: vi.fn(async () => false),
  markNotified: vi.fn(async () => undefined),
}));
const { logger } = await import('../../../functions/src/platform/config/telemetry.ts');
const { notifyOwner } = await import('../../../functions/src/mail/use-cases/notifications.ts');

const owner = 'owner@spices.example';
const orderId = '01JXKQ7Z8M3N4P5R6S7T8V9W0A';

const line = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  lineId: 'line-1',
  dishId: 'jollof-rice',
  name: 'Jollof Rice',
  image: 'Images/dishes/jollof.webp',
  blurHash: 'L',
  size: 'large',
  sizeId: 'jollof-rice-l',
  amount: '1 large bowl',
  catering: false,
  spiciness: 2,
  canBeSpicy: true,
  ingredients: [{ id: 'plantain', ingredient: 'Plantain', price: 250 }],
  removedIngredients: ['Onion'],
  quantity: 2,
  unitPriceCents: 1650,
  lineTotalCents: 3300,
  ...overrides,
});

const address = {
  id: '01JXKQ7Z8M3N4P5R6S7T8V9W0C',
  label: 'Home',
  recipientName: 'Ada Lovelace',
  line1: '123 N Water St',
  line2: 'Apt 4',
  city: 'Milwaukee',
  state: 'WI',
  zip: '53202',
  phone: '+14145550199',
  deliveryInstructions: 'Ring twice & wait',
  isDefault: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const order: Order = {
  orderId,
  number: 'A7K3Q9',
  placedAt: '2026-11-24T22:02:00.000Z',
  status: 'placed',
  history: [{ status: 'placed', at: '2026-11-24T22:02:00.000Z' }],
  mode: 'pickup',
  asap: false,
  slotId: '2026-11-24T23:15:00.000Z',
  address: null,
  lines: [
    line(),
    line({
      lineId: 'line-2',
      name: 'Puff-Puff',
      size: 'medium',
      amount: '6 pieces',
      spiciness: 0,
      canBeSpicy: false,
      ingredients: [],
      removedIngredients: [],
      quantity: 1,
      lineTotalCents: 600,
    }),
  ],
  totals: { subtotalCents: 3900, deliveryFeeCents: 0, taxCents: 308, tipCents: 585, totalCents: 4793, taxRateBasisPoints: 790 },
  notes: 'No peanuts, please.\nCall on arrival',
  paymentMethod: 'in-person-card',
  paymentStatus: 'pay-on-handover',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+14145550199' },
};
const delivery: Order = { ...order, mode: 'delivery', address, totals: { ...order.totals, deliveryFeeCents: 499, totalCents: 5292 } };

const links = [
  { action: 'accept' as const, url: ownerActionUrl('https://shop.example', orderId, 'accept', 'tok.en-1') },
  { action: 'cancel' as const, url: ownerActionUrl('https://shop.example', orderId, 'cancel', 'tok.en-2') },
];

describe("the owner's e-mail about a new order", () => {
  it('names the order, the customer and the slot in the subject, and replies to the customer', () => {
    const email = newOrderNotification(order, owner, links);
    expect(email.to).toBe(owner);
    expect(email.replyTo).toBe('ada@example.com');
    expect(email.subject).toBe('New order A7K3Q9 from Ada Lovelace — pickup Tue, Nov 24, 5:15 p.m.');
    expect(newOrderNotification({ ...delivery, asap: true }, owner, links).subject).toBe(
      'New order A7K3Q9 from Ada Lovelace — delivery ASAP (about Tue, Nov 24, 5:15 p.m.)',
    );
  });

  it('lists the customer, every line with size, spice, extras and left-out ingredients, the totals, notes and payment', () => {
    const { text } = newOrderNotification(order, owner, links);
    for (const expected of [
      'Customer: Ada Lovelace',
      'E-mail: ada@example.com',
      'Phone: (414) 555-0199',
      'Pickup: Tue, Nov 24, 5:15 p.m.',
      'Items (3)\n',
      '• 2 × Jollof Rice — $33.00\n    Large · 1 large bowl\n    Spice: 2 flames\n    + Plantain ($2.50)\n    No onion\n    $16.50 each\n',
      // Puff-Puff cannot be spicy: no spice level at all.
      '• 1 × Puff-Puff — $6.00\n    Medium · 6 pieces\n\n',
      'Subtotal: $39.00',
      'Sales tax (7.9%): $3.08',
      'Tip: $5.85',
      'Total: $47.93',
      'No peanuts, please.',
      'Call on arrival',
      'Payment: Card, in person, on handover.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Delivery fee');
    expect(text).not.toContain('Deliver to');
    expect(text).not.toContain('mild');
  });

  it('says how a card order is paid, never "on handover": held or charged online, or a deposit with the balance due', () => {
    const card = { brand: 'visa', last4: '4242' };
    const base = { amountCents: 4793, capturedCents: 0, refundedCents: 0, refunds: [], capture: 'on-accept' as const, card };
    const held = newOrderNotification({ ...order, paymentMethod: 'card-online', cardPayment: { ...base, state: 'held' } }, owner, links).text;
    expect(held).toContain('Payment: Card online: Visa ending 4242, $47.93 held, charged when the kitchen accepts.');
    expect(held).not.toContain('on handover');
    const deposit = newOrderNotification(
      {
        ...order,
        paymentMethod: 'card-online',
        cardPayment: { ...base, amountCents: 1200, capturedCents: 1200, state: 'charged', capture: 'at-checkout' },
        quote: {
          quoteId: 'q-1',
          number: 'Q-1042',
          version: 1,
          headcount: 40,
          reference: '',
          discount: null,
          depositCents: 1200,
          balanceDueOn: '2026-11-30',
          overCapacity: false,
        },
      },
      owner,
      links,
    ).text;
    expect(deposit).toContain('Payment: Deposit of $12.00 paid by Visa ending 4242; the balance of $35.93 is due by');
    expect(deposit).not.toContain('on handover');
  });

  it('names an automatic offer by its words in the totals, with what it took off before the tax', () => {
    const freeDelivery: Order = {
      ...delivery,
      offer: { offerId: 'offer-2', kind: 'automatic', words: 'Free delivery over $30', discountCents: 499, on: 'delivery' },
      totals: { ...delivery.totals, discountCents: 499, totalCents: 4793 },
    };
    const email = newOrderNotification(freeDelivery, owner, links);
    expect(email.text).toContain('Subtotal: $39.00\nDelivery fee: $4.99\nOffer: Free delivery over $30: −$4.99\nSales tax (7.9%): $3.08');
    expect(newOrderNotification(delivery, owner, links).text).not.toMatch(/Discount|Offer:/);
  });

  it('gives the delivery address, instructions and fee of a delivery order', () => {
    const { text } = newOrderNotification(delivery, owner, links);
    expect(text).toContain('Delivery: Tue, Nov 24, 5:15 p.m.');
    expect(text).toContain('Deliver to: Ada Lovelace, 123 N Water St, Apt 4, Milwaukee, WI 53202, phone (414) 555-0199');
    expect(text).toContain('Delivery instructions: Ring twice & wait');
    expect(text).toContain('Delivery fee: $4.99');
  });

  it('links each action to its confirmation page, in both parts', () => {
    const email = newOrderNotification(order, owner, links, Date.parse('2026-11-24T22:05:00Z'));
    expect(email.text).toContain(`Accept order · 5:15 p.m.:\nhttps://shop.example/spices/kitchen/orders/${orderId}/accept?token=tok.en-1\n`);
    expect(email.text).toContain(`Cancel order:\nhttps://shop.example/spices/kitchen/orders/${orderId}/cancel?token=tok.en-2\n`);
    expect(email.html).toContain(`href="https://shop.example/spices/kitchen/orders/${orderId}/accept?token=tok.en-1"`);
  });

  it('says which time the accept link promises: a scheduled order’s own time, an ASAP order’s as an estimate', () => {
    const placedAt = Date.parse('2026-11-23T14:07:00Z');
    const scheduled = newOrderNotification(order, owner, links, placedAt);
    expect(scheduled.text).toContain('Accepting here promises the order’s own time: ready for pickup at Tue, Nov 24, 5:15 p.m.');
    expect(scheduled.text).toContain('Accept order · Tue, Nov 24, 5:15 p.m.:\n');
    expect(scheduled.html).toContain('Accept order · Tue, Nov 24, 5:15 p.m.');
    const asap = newOrderNotification({ ...delivery, asap: true }, owner, links, Date.parse('2026-11-24T22:05:00Z'));
    expect(asap.text).toContain('Accepting here promises the order’s own time: at the door at about 5:15 p.m.');
    expect(asap.text).toContain('Accept order · about 5:15 p.m.:\n');
  });

  it('gives the phone the customer left at checkout, and says when an order from before has none', () => {
    expect(newOrderNotification(order, owner, links).text).toContain('Phone: (414) 555-0199');
    expect(newOrderNotification({ ...order, customer: { ...order.customer, phone: null } }, owner, links).text).toContain('Phone: (not given)');
  });

  it("escapes the customer's text in the HTML part and keeps the subject on one line", () => {
    const hostile: Order = {
      ...delivery,
      customer: { ...order.customer, name: 'Ada <script>alert(1)</script>\r\nBcc: x@example.com' },
      notes: '<img src=x onerror=alert(1)> & more',
      address: { ...address, deliveryInstructions: '"><b>bold</b>' },
    };
    const email = newOrderNotification(hostile, owner, links);
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(email.html).toContain('&quot;&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toContain('Ada <script>alert(1)</script> Bcc: x@example.com');
  });
});

describe("the customer's e-mail for an order message", () => {
  const message = {
    orderId,
    orderNumber: 'A7K3Q9',
    title: 'Order accepted',
    body: 'We’ve accepted your order A7K3Q9 and will have it ready for pickup at 5:15 p.m.',
    email: 'ada@example.com',
    customerName: 'Ada <Lovelace>',
  };

  it('has the title and order number as subject, the body, the summary line and a link to the order', () => {
    const email = orderMessageEmail({ ...message, orderSummary: orderSummaryLine(order) }, 'https://shop.example');
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Order accepted — order A7K3Q9');
    expect(email.text).toContain('Hello Ada <Lovelace>,');
    expect(email.text).toContain(message.body);
    expect(email.text).toContain('Order A7K3Q9: 3 items, pickup Tue, Nov 24, 5:15 p.m., total $47.93');
    expect(email.text).toContain(`See your order:\nhttps://shop.example/spices/account/order-details/${orderId}`);
    expect(email.html).toContain('Hello Ada &lt;Lovelace&gt;,');
    expect(email.replyTo).toBeUndefined();
  });
});

describe('the spice level', () => {
  it('is said for a dish that can be spicy, mild included, and never for one that cannot', () => {
    expect(spiceText({ spiciness: 0, canBeSpicy: true })).toBe('Spice: mild');
    expect(spiceText({ spiciness: 3, canBeSpicy: true })).toBe('Spice: 3 flames');
    expect(spiceText({ spiciness: 0, canBeSpicy: false })).toBeUndefined();
  });

  it('is said only above mild for lines stored before they kept whether the dish can be spicy', () => {
    expect(spiceText({ spiciness: 0 })).toBeUndefined();
    expect(spiceText({ spiciness: 1 })).toBe('Spice: 1 flame');
  });

  it('is left out of every order e-mail for a dish that cannot be spicy, in both parts', () => {
    const mildOnly: Order = { ...order, lines: [line({ name: 'Chin Chin', spiciness: 0, canBeSpicy: false })] };
    const message = { orderId, orderNumber: 'A7K3Q9', title: 'Order received', body: 'Thank you!', email: 'ada@example.com', customerName: 'Ada' };
    for (const email of [newOrderNotification(mildOnly, owner, links), orderReceivedEmail(message, orderReceiptOf(mildOnly), 'https://shop.example')]) {
      expect(email.text).toContain('Chin Chin');
      expect(email.text).not.toMatch(/spice:|mild|flame/i);
      expect(email.html).not.toMatch(/spice:|mild|flame/i);
    }
  });
});

describe("the customer's receipt when the order is received", () => {
  const message = {
    orderId,
    orderNumber: 'A7K3Q9',
    title: 'Order received',
    body: 'Thank you! We’ve received your order A7K3Q9 for pickup at 5:15 p.m. We’ll let you know as soon as the kitchen accepts it.',
    email: 'ada@example.com',
    customerName: 'Ada Lovelace',
    orderSummary: orderSummaryLine(order),
  };

  it('lists every line with its customisations, the totals, the time and the pickup address', () => {
    const email = orderReceivedEmail(message, orderReceiptOf(order), 'https://shop.example');
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Order received — order A7K3Q9');
    for (const expected of [
      message.body,
      'Order number: A7K3Q9',
      'Placed: Tuesday, November 24, 2026 at 4:02 PM (Milwaukee time)',
      'Pickup: Tue, Nov 24, 5:15 p.m.',
      'Pick up at: Spices African Kitchen, 2218 N Martin Luther King Jr Dr, Milwaukee, WI 53212',
      'Your order (3 items)',
      '• 2 × Jollof Rice — $33.00\n    Large · 1 large bowl\n    Spice: 2 flames\n    + Plantain ($2.50)\n    No onion\n    $16.50 each',
      '• 1 × Puff-Puff — $6.00\n    Medium · 6 pieces\n',
      'Subtotal: $39.00\nSales tax (7.9%): $3.08\nTip: $5.85\nTotal: $47.93',
      'No peanuts, please.',
      'Payment: Card, in person, when you pick it up',
      `See your order:\nhttps://shop.example/spices/account/order-details/${orderId}`,
    ]) {
      expect(email.text, expected).toContain(expected);
    }
    expect(email.text).not.toContain('Delivery fee');
    for (const expected of ['2 × Jollof Rice', '+ Plantain ($2.50)', 'No onion', '$33.00', 'Sales tax (7.9%)', '$47.93', '2218 N Martin Luther King Jr Dr']) {
      expect(email.html, expected).toContain(expected);
    }
  });

  it('gives the delivery fee and the delivery address of a delivery order, escaped in the HTML', () => {
    const hostile: Order = { ...delivery, address: { ...address, line2: '<b>Apt 4</b>' } };
    const email = orderReceivedEmail(message, orderReceiptOf(hostile), 'https://shop.example');
    expect(email.text).toContain('Delivery: Tue, Nov 24, 5:15 p.m.');
    expect(email.text).toContain('Deliver to: Ada Lovelace, 123 N Water St, <b>Apt 4</b>, Milwaukee, WI 53202, phone (414) 555-0199');
    expect(email.text).toContain('Delivery instructions: Ring twice & wait');
    expect(email.text).toContain('Subtotal: $39.00\nDelivery fee: $4.99\nSales tax (7.9%): $3.08\nTip: $5.85\nTotal: $52.92');
    expect(email.text).toContain('Payment: Card, in person, when it is delivered');
    expect(email.text).not.toContain('Pick up at');
    expect(email.html).toContain('&lt;b&gt;Apt 4&lt;/b&gt;');
    expect(email.html).toContain('Ring twice &amp; wait');
    expect(email.html).not.toContain('<b>Apt');
  });
});

describe('notifying from the stream', () => {
  const stored: StoredOrder = { ...order, userId: 'user-42', cartLines: [] };
  // The receipt reads the account (is its address verified?): the table answers through the mocked client.
  const table = mockClient(DynamoDBDocumentClient);
  const account = (emailVerified: boolean) => ({
    pk: 'USER#user-42',
    sk: 'PROFILE',
    type: 'user',
    id: 'user-42',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    passwordHash: 'scrypt$x',
    emailVerified,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  beforeEach(() => {
    sent.splice(0);
    table.reset();
    table.on(GetCommand, { Key: { pk: 'USER#user-42', sk: 'PROFILE' } }).resolves({ Item: account(true) });
    table.on(GetCommand, { Key: { pk: 'EMAIL#ada@example.com', sk: 'USER' } }).resolves({ Item: { userId: 'user-42' } });
    table.on(PutCommand).resolves({});
  });

  it('passes new orders and order messages through the stream filter, not their later changes', () => {
    const record = (eventName: string, type: string) => ({ eventName, dynamodb: { NewImage: { type: { S: type } } } });
    for (const type of ['order', 'orderMessage', 'enquiry']) {
      expect(matchesPattern(record('INSERT', type), notifyStreamFilter), type).toBe(true);
      expect(matchesPattern(record('MODIFY', type), notifyStreamFilter), type).toBe(false);
    }
    expect(matchesPattern(record('INSERT', 'ownerActionMarker'), notifyStreamFilter)).toBe(false);
  });

  it("e-mails the owner a new order with four signed links for this order's actions", async () => {
    expect(await notifyOwner(orderToItem(stored))).toBe('sent');
    const [email] = sent;
    expect(email!.to).toBe('owner@spices.example');
    const urls = email!.text.match(/https:\/\/shop\.spices\.example\/spices\/kitchen\/orders\/\S+/g) ?? [];
    expect(urls.map((url) => new URL(url).pathname.split('/').at(-1))).toEqual(['accept', 'ready', 'complete', 'cancel']);
    const secret = new TextEncoder().encode(secretText);
    for (const url of urls) {
      const parsed = new URL(url);
      const action = parsed.pathname.split('/').at(-1);
      expect(parsed.pathname).toBe(`/spices/kitchen/orders/${orderId}/${action}`);
      expect(await verifyOwnerActionToken(parsed.searchParams.get('token')!, secret)).toEqual({ orderId, userId: 'user-42', action });
    }
  });

  it('e-mails the customer a new order message, with the summary line when the item carries it', async () => {
    const item = {
      ...messageToItem({
        messageId: '01JXKQ7Z8M3N4P5R6S7T8V9W0D',
        userId: 'user-42',
        email: 'ada@example.com',
        customerName: 'Ada Lovelace',
        orderId,
        orderNumber: 'A7K3Q9',
        status: 'accepted',
        title: 'Order accepted',
        body: 'We’ve accepted your order A7K3Q9.',
        createdAt: '2026-11-24T22:05:00.000Z',
        read: false,
      }),
      orderSummary: 'Order A7K3Q9: 3 items',
    };
    expect(await notifyOwner(item)).toBe('sent');
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'Order accepted — order A7K3Q9' });
    expect(sent[0]!.text).toContain('Order A7K3Q9: 3 items');
    expect(sent[0]!.text).toContain(`https://shop.spices.example/spices/account/order-details/${orderId}`);
  });

  it('e-mails the customer the receipt for the "order received" message the order is placed with', async () => {
    expect(await notifyOwner(messageToItem(orderMessage(stored, 'placed', new Date('2026-11-24T22:02:00.000Z'))))).toBe('sent');
    const [email] = sent;
    expect(email).toMatchObject({ to: 'ada@example.com', subject: 'Order received — order A7K3Q9' });
    expect(email!.text).toContain('Order A7K3Q9: 3 items, pickup Tue, Nov 24, 5:15 p.m., total $47.93');
    expect(email!.text).toContain('• 2 × Jollof Rice — $33.00');
    expect(email!.text).toContain('Total: $47.93');
    expect(email!.text).toContain('Pick up at: Spices African Kitchen, 2218 N Martin Luther King Jr Dr');
    // The account's address is verified: no verification link, and no token written.
    expect(email!.text).not.toContain('verify-email');
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('carries the offer an order took into its receipt: the discount row, named by the code, between the subtotal and the tax', async () => {
    const withCode: StoredOrder = {
      ...stored,
      offer: { offerId: 'offer-1', kind: 'code', code: 'SAVE5', words: '$5 off orders over $30', discountCents: 500, on: 'food' },
      totals: { ...stored.totals, discountCents: 500, taxCents: 269, totalCents: 4354 },
    };
    expect(await notifyOwner(messageToItem(orderMessage(withCode, 'placed', new Date('2026-11-24T22:02:00.000Z'))))).toBe('sent');
    expect(sent[0]!.text).toContain('Subtotal: $39.00\nDiscount (SAVE5): −$5.00\nSales tax (7.9%): $2.69\nTip: $5.85\nTotal: $43.54');
    expect(sent[0]!.html).toContain('Discount (SAVE5)');
  });

  it('puts a verification link in the receipt while the account has not verified its address, asking for the password', async () => {
    table.on(GetCommand, { Key: { pk: 'USER#user-42', sk: 'PROFILE' } }).resolves({ Item: account(false) });
    expect(await notifyOwner(messageToItem(orderMessage(stored, 'placed', new Date('2026-11-24T22:02:00.000Z'))))).toBe('sent');
    const [email] = sent;
    expect(email!.text).toContain('Verify your e-mail address');
    expect(email!.text).toMatch(/https:\/\/shop\.spices\.example\/spices\/users\/user-42\/verify-email\/[A-Za-z0-9_-]+/);
    expect(email!.text).toContain('asks for your password');
    // The link's token: bound to no browser (so the password is always asked), for 7 days.
    const [put] = table.commandCalls(PutCommand);
    const token = put!.args[0].input.Item!;
    expect(token).toMatchObject({ userId: 'user-42', sk: 'verify-email', deviceDigest: '', email: 'ada@example.com' });
    expect(token.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(6 * 86_400);
  });

  it('sends later messages without a receipt, and a message whose receipt is malformed as a plain message', async () => {
    const accepted = orderMessage(stored, 'accepted', new Date('2026-11-24T22:05:00.000Z'));
    expect(accepted).not.toHaveProperty('receipt');
    expect(await notifyOwner(messageToItem(accepted))).toBe('sent');
    expect(sent[0]!.subject).toBe('Order accepted — order A7K3Q9');
    expect(sent[0]!.text).not.toContain('Subtotal');

    const quiet = vi.spyOn(logger(), 'error').mockImplementation(() => undefined);
    try {
      const broken = { ...messageToItem(orderMessage(stored, 'placed', new Date('2026-11-24T22:02:00.000Z'))), receipt: { lines: 'nope' } };
      expect(await notifyOwner(broken)).toBe('sent');
      expect(sent[1]!.subject).toBe('Order received — order A7K3Q9');
      expect(sent[1]!.text).toContain('Order A7K3Q9: 3 items');
      expect(sent[1]!.text).not.toContain('Subtotal');
      expect(quiet).toHaveBeenCalledOnce();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('money in the order e-mails', () => {
  it('is written with thousands separators, as the web writes it', () => {
    const big: Order = {
      ...order,
      lines: [line({ quantity: 10, unitPriceCents: 12_500, lineTotalCents: 125_000 })],
      totals: { ...order.totals, subtotalCents: 125_000, taxCents: 9_875, tipCents: 0, totalCents: 134_875 },
    };
    const { text } = newOrderNotification(big, owner, links);
    for (const expected of ['$1,250.00', '$125.00 each', 'Total: $1,348.75']) expect(text).toContain(expected);
    expect(text).not.toMatch(/\$\d{4}/);
    expect(orderSummaryLine(big)).toContain('total $1,348.75');
  });
});
