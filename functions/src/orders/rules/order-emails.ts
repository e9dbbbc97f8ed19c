/**
 * The order e-mails, one function each: the owner's e-mail about a new order (everything the
 * kitchen needs, and signed links to move it along), the customer's receipt when the order is
 * received, and the customer's e-mail for each later message about their order.
 */
import { offerDiscountLabel } from '../contract/checkout-offer.ts';
import { cardWords, paymentWords, type CardPayment } from '../contract/card-payment.ts';
import type * as z from 'zod';
import { business } from '../../platform/config/business.ts';
import { ordering } from '../../platform/config/ordering.ts';
import { orderSchema, type Message, type Order, type OrderLine, type OwnerAction } from '../contract/order.ts';
import { countLabel } from '../../platform/contract/count-label.ts';
import { receiptVerifyLinkWords } from '../../platform/contract/link-lifetimes.ts';
import { displayPhone } from '../../platform/contract/phone-display.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { slotLabel, slotTimeFrom } from '../../platform/contract/business-clock.ts';
import { ownerActionLabels } from './order-status.ts';
import { isEstimate, promisedTime, promiseWords } from '../contract/order-promise.ts';
import { composeEmail, paragraphs, type Block, type EmailMessage, type Fact, type ReceiptItem, type ReceiptTotal } from '../../platform/mail/email-message.ts';
import { formatDate } from '../../platform/mail/format.ts';

/** One line for a subject: a customer's text must not break the header or run on for ever. */
function oneLine(value: string, max = 60): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The page that previews an action and asks the owner to confirm it (never a GET that acts). */
export function ownerActionUrl(siteOrigin: string, orderId: string, action: OwnerAction, token: string): string {
  return `${siteOrigin}/spices/kitchen/orders/${encodeURIComponent(orderId)}/${action}?token=${encodeURIComponent(token)}`;
}

export function orderDetailsUrl(siteOrigin: string, orderId: string): string {
  return `${siteOrigin}/spices/account/order-details/${encodeURIComponent(orderId)}`;
}

/** 'pickup Tue, Nov 24, 5:15 p.m.' or 'delivery ASAP (Tue, Nov 24, 5:15 p.m.)' */
export function fulfilmentLabel(order: Pick<Order, 'mode' | 'asap' | 'slotId'>): string {
  const when = slotLabel(order.slotId);
  return order.asap ? `${order.mode} ASAP (about ${when})` : `${order.mode} ${when}`;
}

const itemCount = (lines: readonly Pick<OrderLine, 'quantity'>[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** 'Order A7K3Q9: 3 items, pickup Tue, Nov 24, 5:15 p.m., total $34.56' */
export function orderSummaryLine(order: Pick<Order, 'number' | 'lines' | 'mode' | 'asap' | 'slotId' | 'totals'>): string {
  return `Order ${order.number}: ${countLabel(itemCount(order.lines), 'item')}, ${fulfilmentLabel(order)}, total ${formatUsd(order.totals.totalCents)}`;
}

const spiceWords = ['mild', '1 flame', '2 flames', '3 flames'];

/**
 * 'Spice: 2 flames' for a dish that can be spicy; nothing for one that cannot. Orders placed before
 * lines kept canBeSpicy say a level only above mild (a mild-only dish is always at 0).
 */
export function spiceText(line: Pick<OrderLine, 'spiciness' | 'canBeSpicy'>): string | undefined {
  const canBeSpicy = line.canBeSpicy ?? line.spiciness > 0;
  return canBeSpicy ? `Spice: ${spiceWords[line.spiciness] ?? line.spiciness}` : undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A line's customisations in the site's words, each on its own short line: size and amount, the
 * spice level, each extra with its price, each ingredient left out, and the price of one when more.
 */
export function orderLineDetails(
  line: Pick<OrderLine, 'amount' | 'size' | 'spiciness' | 'canBeSpicy' | 'removedIngredients' | 'quantity' | 'unitPriceCents'> & {
    ingredients: readonly Pick<OrderLine['ingredients'][number], 'ingredient' | 'price'>[];
  },
): string[] {
  const spice = spiceText(line);
  return [
    line.amount ? `${capitalised(line.size)} · ${line.amount}` : capitalised(line.size),
    ...(spice ? [spice] : []),
    ...line.ingredients.map((extra) => `+ ${extra.ingredient} (${formatUsd(extra.price)})`),
    ...line.removedIngredients.map((ingredient) => `No ${ingredient.toLowerCase()}`),
    ...(line.quantity > 1 ? [`${formatUsd(line.unitPriceCents)} each`] : []),
  ];
}

/** '2 × Jollof Rice', its details and '$33.00': one row of the receipt in both e-mails. */
function receiptItem(line: OrderLine): ReceiptItem {
  const catering = line.catering ? ' (catering)' : '';
  return { title: `${line.quantity} × ${line.name}${catering}`, details: orderLineDetails(line), amount: formatUsd(line.lineTotalCents) };
}

/** A sentence's end: a full stop, unless it ends on one already ('5:15 p.m.' is not '5:15 p.m..'). */
function fullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * The offer's row in the totals, as the site shows it (`offerDiscountLabel`, orders/contract/checkout-offer.ts), with what it took off ('−$5.00'), between the fee and
 * the tax since it comes off before tax (docs/business-rules.md#offers-and-loyalty). None when nothing was taken off.
 */
export function offerDiscountTotals(order: Pick<Order, 'totals' | 'offer'>): ReceiptTotal[] {
  const cents = order.totals.discountCents ?? 0;
  if (cents <= 0) return [];
  const { offer } = order;
  return [{ label: offerDiscountLabel(offer), amount: `−${formatUsd(cents)}` }];
}

function receiptTotals(order: Pick<Order, 'mode' | 'totals' | 'offer'>): ReceiptTotal[] {
  const { totals } = order;
  return [
    { label: 'Subtotal', amount: formatUsd(totals.subtotalCents) },
    ...(order.mode === 'delivery' ? [{ label: 'Delivery fee', amount: formatUsd(totals.deliveryFeeCents) }] : []),
    ...offerDiscountTotals(order),
    { label: `Sales tax (${totals.taxRateBasisPoints / 100}%)`, amount: formatUsd(totals.taxCents) },
    { label: 'Tip', amount: formatUsd(totals.tipCents) },
    { label: 'Total', amount: formatUsd(totals.totalCents) },
  ];
}

const receiptBlock = (order: Pick<Order, 'mode' | 'totals' | 'offer' | 'lines'>): Block => ({
  receipt: { items: order.lines.map(receiptItem), totals: receiptTotals(order) },
});

const paymentTitle = (id: Order['paymentMethod']) => ordering.paymentMethods.find((method) => method.id === id)?.title ?? id;

function addressText(address: NonNullable<Order['address']>): string {
  const street = [address.line1, address.line2].filter((part) => part.trim() !== '').join(', ');
  const phone = address.phone ? `, phone ${displayPhone(address.phone)}` : '';
  return `${address.recipientName}, ${street}, ${address.city}, ${address.state} ${address.zip}${phone}`;
}

/** Where the customer picks an order up: the kitchen's address. */
export const pickupAddress = `${business.name}, ${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

type Fulfilment = Pick<Order, 'mode' | 'asap' | 'slotId' | 'address'>;

/** When and where: 'Pickup: Tue, Nov 24, 5:15 p.m.' and the kitchen's address, or the delivery time and address. */
function fulfilmentFacts(order: Fulfilment): Fact[] {
  const when = order.asap ? `ASAP, ready about ${slotLabel(order.slotId)}` : slotLabel(order.slotId);
  if (order.mode === 'pickup')
    return [
      ['Pickup', when],
      ['Pick up at', pickupAddress],
    ];
  const facts: Fact[] = [['Delivery', when]];
  if (order.address) {
    facts.push(['Deliver to', addressText(order.address)], ['Delivery instructions', order.address.deliveryInstructions.trim() || '(none)']);
  }
  return facts;
}

const notesBlocks = (notes: string): Block[] => [{ heading: 'Notes' }, ...(notes.trim() ? paragraphs(notes) : [{ paragraph: '(none)' }])];

export type OwnerActionLink = { action: OwnerAction; url: string };

/** A link's button: accept names the time it promises ('Accept order · ready Tue, Nov 24, 1 p.m.'), the others their action. */
export function ownerActionLinkLabel(order: Pick<Order, 'mode' | 'asap' | 'slotId' | 'readyAt'>, action: OwnerAction, now = Date.now()): string {
  if (action !== 'accept') return ownerActionLabels[action];
  return `${ownerActionLabels.accept} · ${isEstimate(order) ? 'about ' : ''}${slotTimeFrom(promisedTime(order), now)}`;
}

/** The owner's e-mail about a new order: to the owner, Reply-To the customer. */
export function newOrderNotification(order: Order, ownerEmail: string, links: readonly OwnerActionLink[], now = Date.now()): EmailMessage {
  // docs/business-rules.md#catering-quotes: a paid quote's order arrives accepted; its e-mail offers no Accept.
  const booked = order.status === 'accepted';
  const shown = booked ? links.filter((link) => link.action !== 'accept') : links;
  return composeEmail(
    ownerEmail,
    `New order ${order.number} from ${oneLine(order.customer.name)} — ${fulfilmentLabel(order)}${booked ? ' (booked)' : ''}`,
    'Hello,',
    [
      {
        paragraph: booked
          ? `A catering order came in through the website, booked: the customer accepted ${order.quote ? `quote ${order.quote.number}` : 'the quote'} by paying its deposit, so it is accepted already, ${fullStop(promiseWords(order, now))} Placed ${formatDate(order.placedAt)}.`
          : `A new order came in through the website. Placed ${formatDate(order.placedAt)}.`,
      },
      {
        facts: [
          ['Order', order.number],
          ['Customer', order.customer.name],
          ['E-mail', order.customer.email],
          // Orders placed before checkout asked for a phone have none.
          ['Phone', order.customer.phone ? displayPhone(order.customer.phone) : '(not given)'],
          ...fulfilmentFacts(order),
        ],
      },
      { heading: `Items (${itemCount(order.lines)})` },
      receiptBlock(order),
      ...notesBlocks(order.notes),
      { facts: [['Payment', ownerPaymentFact(order)]] },
      { heading: 'Move the order along' },
      {
        paragraph:
          'Each link shows the order and asks you to confirm; it works once, and lasts a week or until two days after the order’s time, whichever is later.',
      },
      ...(booked
        ? []
        : [
            {
              paragraph: `Accepting here promises the order’s own time: ${fullStop(promiseWords(order, now))} To promise another ready time, accept it on the order board.`,
            },
          ]),
      ...shown.map((link) => ({ button: { label: ownerActionLinkLabel(order, link.action, now), url: link.url } })),
      { paragraph: `Reply to this e-mail to write to ${order.customer.name} at ${order.customer.email}.` },
    ],
    order.customer.email,
  );
}

/** What the customer's receipt shows; the "order received" message item carries it (the notify function reads only that item). */
export const orderReceiptSchema = orderSchema.pick({
  number: true,
  placedAt: true,
  mode: true,
  asap: true,
  slotId: true,
  address: true,
  lines: true,
  totals: true,
  offer: true,
  notes: true,
  paymentMethod: true,
  cardPayment: true,
  quote: true,
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

export function orderReceiptOf(order: Order): OrderReceipt {
  const { number, placedAt, mode, asap, slotId, address, lines, totals, offer, notes, paymentMethod, cardPayment, quote } = order;
  return {
    number,
    placedAt,
    mode,
    asap,
    slotId,
    address,
    lines,
    totals,
    ...(offer ? { offer } : {}),
    notes,
    paymentMethod,
    ...(cardPayment ? { cardPayment } : {}),
    ...(quote ? { quote } : {}),
  };
}

/** A catering order's payment on its receipt: the deposit its card paid, and the balance due by the quote's day. */
/**
 * The owner's line for how the order is paid: in person on handover, the card's state (held, charged), or a quote's
 * deposit with the balance still due.
 */
function ownerPaymentFact(order: Pick<Order, 'paymentMethod' | 'cardPayment' | 'quote' | 'totals'>): string {
  const card = order.cardPayment;
  if (!card) return `${paymentTitle(order.paymentMethod)}, on handover.`;
  if (order.quote) {
    const balance = order.totals.totalCents - card.capturedCents;
    if (balance > 0) {
      return `Deposit of ${formatUsd(card.capturedCents)} paid by ${cardWords(card.card)}; the balance of ${formatUsd(balance)} is due by ${formatDate(order.quote.balanceDueOn)}.`;
    }
  }
  return `Card online: ${paymentWords(card)}.`;
}

function quotePaymentFact(receipt: OrderReceipt & { quote: NonNullable<OrderReceipt['quote']> }, payment: CardPayment): string {
  const balance = receipt.totals.totalCents - payment.capturedCents;
  if (balance <= 0) return `Paid in full by your ${cardWords(payment.card)}: ${formatUsd(payment.capturedCents)}`;
  return `Deposit of ${formatUsd(payment.capturedCents)} paid by your ${cardWords(payment.card)}; the balance of ${formatUsd(balance)} is due by ${formatDate(receipt.quote.balanceDueOn)}`;
}

export type OrderMessageEmail = Pick<Message, 'orderId' | 'orderNumber' | 'title' | 'body'> & {
  email: string;
  customerName: string;
  /** The order's summary line (orderSummaryLine), when the message item carries it. */
  orderSummary?: string;
  /** False for a catering order of a customer without an account (it is read through the quote's link, not the account). */
  inAccount?: boolean;
};

/** Where the customer reads the order: their account's order page, or (no account) the quote's link they hold. */
function seeYourOrder(message: OrderMessageEmail, siteOrigin: string): Block {
  if (message.inAccount === false) return { paragraph: 'Your quote’s page (the link in our quote e-mail) shows your booking.' };
  return { button: { label: 'See your order', url: orderDetailsUrl(siteOrigin, message.orderId) } };
}

const greetingFor = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
const subjectFor = (message: OrderMessageEmail) => `${oneLine(message.title)} — order ${message.orderNumber}`;
const callUs: Block = { paragraph: `Questions about your order? Call us at ${business.phone}.` };

/** The customer's receipt when the order is received: the inbox words, then every line, the totals, when and where. */
/**
 * `verifyUrl`: the account's address is not verified yet (its first order, paid by card): the receipt carries the link
 * that verifies it (docs/business-rules.md#registration).
 */
export function orderReceivedEmail(message: OrderMessageEmail, receipt: OrderReceipt, siteOrigin: string, verifyUrl?: string): EmailMessage {
  const pay = receipt.mode === 'pickup' ? 'when you pick it up' : 'when it is delivered';
  return composeEmail(message.email, subjectFor(message), greetingFor(message.customerName), [
    ...paragraphs(message.body),
    ...(message.orderSummary ? [{ paragraph: message.orderSummary }] : []),
    { facts: [['Order number', receipt.number], ['Placed', formatDate(receipt.placedAt)], ...fulfilmentFacts(receipt)] },
    { heading: `Your order (${countLabel(itemCount(receipt.lines), 'item')})` },
    receiptBlock(receipt),
    ...(receipt.notes.trim() ? [{ heading: 'Your notes' }, ...paragraphs(receipt.notes)] : []),
    {
      facts: [
        [
          'Payment',
          receipt.cardPayment && receipt.quote
            ? quotePaymentFact({ ...receipt, quote: receipt.quote }, receipt.cardPayment)
            : receipt.cardPayment
              ? paymentWords(receipt.cardPayment)
              : `${paymentTitle(receipt.paymentMethod)}, ${pay}`,
        ],
      ],
    },
    seeYourOrder(message, siteOrigin),
    ...(verifyUrl
      ? [
          { heading: 'Verify your e-mail address' },
          {
            paragraph:
              'Your card paid for this order. Confirm this is your e-mail address so you can also pay in person next time, and sign in from any device.',
          },
          { link: { label: 'Verify my e-mail', url: verifyUrl } },
          { paragraph: `The link works once within ${receiptVerifyLinkWords} and asks for your password.` },
        ]
      : []),
    callUs,
  ]);
}

/** The customer's e-mail for a later message about their order (accepted, ready, …): the same words as the inbox. */
export function orderMessageEmail(message: OrderMessageEmail, siteOrigin: string): EmailMessage {
  return composeEmail(message.email, subjectFor(message), greetingFor(message.customerName), [
    ...paragraphs(message.body),
    ...(message.orderSummary ? [{ paragraph: message.orderSummary }] : []),
    seeYourOrder(message, siteOrigin),
    callUs,
  ]);
}

/**
 * The owner's e-mail when a customer cancels their order before the kitchen accepted it
 * (docs/business-rules.md#the-customers-cancel): which order, when it was for, and what happened to the card.
 */
export function customerCancelledNotification(order: Order, ownerEmail: string): EmailMessage {
  const card = order.cardPayment;
  return composeEmail(
    ownerEmail,
    `Order ${order.number} cancelled by ${oneLine(order.customer.name)} — ${fulfilmentLabel(order)}`,
    'Hello,',
    [
      {
        paragraph: `${order.customer.name} cancelled order ${order.number} from their account before the kitchen accepted it. Don’t cook it: it has left the New column of the order board, and its time is free for another order.`,
      },
      {
        facts: [
          ['Order', order.number],
          ['Customer', order.customer.name],
          ['Phone', order.customer.phone ? displayPhone(order.customer.phone) : '(not given)'],
          ...fulfilmentFacts(order),
          ['Items', countLabel(itemCount(order.lines), 'item')],
          ['Payment', card ? paymentWords(card) : `${paymentTitle(order.paymentMethod)}: nothing to take.`],
        ],
      },
      { paragraph: `Reply to this e-mail to write to ${order.customer.name} at ${order.customer.email}.` },
    ],
    order.customer.email,
  );
}

/**
 * The owner's e-mail when the shop gave up an order nobody accepted by its deadline (docs/business-rules.md#the-ladder):
 * what happened, that the customer was told and the card released, and how to reach the customer.
 */
export function givenUpNotification(order: Order, ownerEmail: string): EmailMessage {
  const card = order.cardPayment;
  return composeEmail(
    ownerEmail,
    `Order ${order.number} given up: nobody accepted it — ${fulfilmentLabel(order)}`,
    'Hello,',
    [
      {
        paragraph: `Nobody accepted order ${order.number} from ${order.customer.name} by its deadline, so the shop cancelled it and told ${order.customer.name} why. Don’t cook it: its time is free for another order. If you can still make it, call them.`,
      },
      {
        facts: [
          ['Order', order.number],
          ['Customer', order.customer.name],
          ['Phone', order.customer.phone ? displayPhone(order.customer.phone) : '(not given)'],
          ...fulfilmentFacts(order),
          ['Items', countLabel(itemCount(order.lines), 'item')],
          ['Payment', card ? paymentWords(card) : `${paymentTitle(order.paymentMethod)}: nothing to take.`],
        ],
      },
      {
        paragraph: `To be alerted sooner, turn on alerts on the kitchen’s devices and add the kitchen’s numbers in the settings. Reply to this e-mail to write to ${order.customer.name} at ${order.customer.email}.`,
      },
    ],
    order.customer.email,
  );
}
