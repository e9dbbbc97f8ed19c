/**
 * The order e-mails: the owner's e-mail about a new order (everything the kitchen needs, and signed
 * links to move it along), and the customer's e-mail for each message about their order.
 */
import { business } from '../../config/business.ts';
import { ordering } from '../../config/ordering.ts';
import type { Message, Order, OrderLine, OwnerAction } from '../../contracts/order.ts';
import { formatCents } from '../cart.ts';
import { ownerActionLabels, slotLabel } from '../order-status.ts';
import { composeEmail, type EmailMessage } from './email-message.ts';

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
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Order A7K3Q9: 3 items, pickup Tue, Nov 24, 5:15 p.m., total $34.56' */
export function orderSummaryLine(order: Pick<Order, 'number' | 'lines' | 'mode' | 'asap' | 'slotId' | 'totals'>): string {
  return `Order ${order.number}: ${plural(itemCount(order.lines), 'item')}, ${fulfilmentLabel(order)}, total ${formatCents(order.totals.totalCents)}`;
}

const spiceWords = ['mild', '1 flame', '2 flames', '3 flames'];

/** '2 × Jollof Rice — large (1 large bowl), spice: 2 flames, extras: Plantain (+$2.50), leave out: Onion — $34.00' */
export function orderLineText(line: OrderLine): string {
  const details = [
    `${line.size} (${line.amount})`,
    `spice: ${spiceWords[line.spiciness] ?? line.spiciness}`,
    ...(line.ingredients.length
      ? [`extras: ${line.ingredients.map((extra) => `${extra.ingredient} (+${formatCents(extra.price)})`).join(', ')}`]
      : []),
    ...(line.removedIngredients.length ? [`leave out: ${line.removedIngredients.join(', ')}`] : []),
  ];
  const catering = line.catering ? ' [catering]' : '';
  return `${line.quantity} × ${line.name}${catering} — ${details.join(', ')} — ${formatCents(line.lineTotalCents)}`;
}

const paymentTitle = (id: Order['paymentMethod']) => ordering.paymentMethods.find((method) => method.id === id)?.title ?? id;

function placedAtText(placedAt: string): string {
  const local = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(placedAt));
  return `Placed ${local} (${business.address.city} time).`;
}

function addressText(address: NonNullable<Order['address']>): string {
  const street = [address.line1, address.line2].filter((part) => part.trim() !== '').join(', ');
  const phone = address.phone ? `, phone ${address.phone}` : '';
  return `${address.recipientName}, ${street}, ${address.city}, ${address.state} ${address.zip}${phone}`;
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((paragraph) => ({ paragraph }));

export type OwnerActionLink = { action: OwnerAction; url: string };

/** The owner's e-mail about a new order: to the owner, Reply-To the customer. */
export function newOrderNotification(order: Order, ownerEmail: string, links: readonly OwnerActionLink[]): EmailMessage {
  const mode = order.mode === 'pickup' ? 'Pickup' : 'Delivery';
  const when = order.asap ? `ASAP, ready about ${slotLabel(order.slotId)}` : slotLabel(order.slotId);
  const { totals } = order;
  const taxPercent = `${totals.taxRateBasisPoints / 100}%`;
  return composeEmail(
    ownerEmail,
    `New order ${order.number} from ${oneLine(order.customer.name)} — ${fulfilmentLabel(order)}`,
    'Hello,',
    [
      { paragraph: `A new order came in through the website. ${placedAtText(order.placedAt)}` },
      { paragraph: `Customer: ${order.customer.name}` },
      { paragraph: `E-mail: ${order.customer.email}` },
      { paragraph: `Phone: ${order.customer.phone ?? '(not given)'}` },
      { paragraph: `${mode}: ${when}` },
      ...(order.mode === 'delivery' && order.address
        ? [
            { paragraph: `Deliver to: ${addressText(order.address)}` },
            { paragraph: `Delivery instructions: ${order.address.deliveryInstructions.trim() || '(none)'}` },
          ]
        : []),
      { paragraph: `Items (${itemCount(order.lines)}):` },
      ...order.lines.map((line) => ({ paragraph: `• ${orderLineText(line)}` })),
      { paragraph: `Subtotal: ${formatCents(totals.subtotalCents)}` },
      ...(order.mode === 'delivery' ? [{ paragraph: `Delivery fee: ${formatCents(totals.deliveryFeeCents)}` }] : []),
      { paragraph: `Sales tax (${taxPercent}): ${formatCents(totals.taxCents)}` },
      { paragraph: `Tip: ${formatCents(totals.tipCents)}` },
      { paragraph: `Total: ${formatCents(totals.totalCents)}` },
      ...(order.notes.trim() ? [{ paragraph: 'Notes:' }, ...paragraphs(order.notes)] : [{ paragraph: 'Notes: (none)' }]),
      { paragraph: `Payment: ${paymentTitle(order.paymentMethod)}, on handover.` },
      {
        paragraph:
          'Move the order along with these links. Each one shows the order and asks you to confirm; it works once and expires in 7 days.',
      },
      ...links.map((link) => ({ button: { label: ownerActionLabels[link.action], url: link.url } })),
      { paragraph: `Reply to this e-mail to write to ${order.customer.name} at ${order.customer.email}.` },
    ],
    order.customer.email,
  );
}

export type OrderMessageEmail = Pick<Message, 'orderId' | 'orderNumber' | 'title' | 'body'> & {
  email: string;
  customerName: string;
  /** The order's summary line (orderSummaryLine), when the message item carries it. */
  orderSummary?: string;
};

/** The customer's e-mail for a message about their order: the same words as the inbox. */
export function orderMessageEmail(message: OrderMessageEmail, siteOrigin: string): EmailMessage {
  const greeting = message.customerName.trim() ? `Hello ${message.customerName.trim()},` : 'Hello,';
  return composeEmail(message.email, `${oneLine(message.title)} — order ${message.orderNumber}`, greeting, [
    ...paragraphs(message.body),
    ...(message.orderSummary ? [{ paragraph: message.orderSummary }] : []),
    { button: { label: 'See your order', url: orderDetailsUrl(siteOrigin, message.orderId) } },
    { paragraph: `Questions about your order? Call us at ${business.phone}.` },
  ]);
}
