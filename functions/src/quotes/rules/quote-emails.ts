/**
 * The catering quote's e-mail to the customer: what the kitchen proposes (the event, every dish, the totals, the
 * deposit and the balance) and the link that opens the quote to read, print and pay, without an account.
 */
import { business } from '../../platform/config/business.ts';
import { countLabel } from '../../platform/contract/count-label.ts';
import type { CustomerQuote } from '../contract/catering-quote.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import { slotLabel } from '../../platform/contract/business-clock.ts';
import { composeEmail, type Block, type Fact, type ReceiptItem, type ReceiptTotal } from '../../platform/mail/email-message.ts';
import { formatDate } from '../../platform/mail/format.ts';
import { orderLineDetails, pickupAddress } from '../../orders/index.ts';

/** One dish of the quote, its details in the order e-mails' own words (the quote's lines become the order's). */
function lineItem(line: CustomerQuote['lines'][number]): ReceiptItem {
  return {
    title: `${line.quantity} × ${line.name}`,
    details: orderLineDetails({
      ...line,
      spiciness: line.spiceLevel,
      canBeSpicy: line.spiceLevel > 0,
      ingredients: line.extras.map((extra) => ({ ingredient: extra.name, price: extra.priceCents })),
    }),
    amount: formatUsd(line.lineTotalCents),
  };
}

/** The quote's totals under its dishes, the discount with its reason. */
export function quoteTotalRows(quote: Pick<CustomerQuote, 'totals' | 'discount' | 'mode'>): ReceiptTotal[] {
  const { totals } = quote;
  return [
    { label: 'Dishes', amount: formatUsd(totals.itemsCents) },
    ...(quote.discount ? [{ label: `Discount (${quote.discount.reason})`, amount: `−${formatUsd(quote.discount.cents)}` }] : []),
    ...(quote.mode === 'delivery' ? [{ label: 'Catering delivery fee', amount: formatUsd(totals.deliveryFeeCents) }] : []),
    { label: `Sales tax (${totals.taxRateBasisPoints / 100}%)`, amount: formatUsd(totals.taxCents) },
    { label: 'Total', amount: formatUsd(totals.totalCents) },
  ];
}

/** 'A deposit of $120.00 accepts it; the balance of $360.00 is due by Friday, December 11, 2026.' */
export function depositSentence(quote: Pick<CustomerQuote, 'totals' | 'balanceDueOn'>): string {
  if (quote.totals.balanceCents === 0) return `Paying the total of ${formatUsd(quote.totals.totalCents)} accepts the quote.`;
  return `A deposit of ${formatUsd(quote.totals.depositCents)} accepts the quote; the balance of ${formatUsd(quote.totals.balanceCents)} is due by ${formatDate(quote.balanceDueOn)}.`;
}

export function quoteFacts(quote: CustomerQuote): Fact[] {
  const where =
    quote.mode === 'delivery' && quote.address
      ? `${[quote.address.line1, quote.address.line2].filter((part) => part.trim()).join(', ')}, ${quote.address.city}, ${quote.address.state} ${quote.address.zip}`
      : pickupAddress;
  return [
    ['Quote', quote.version > 1 ? `${quote.number}, version ${quote.version}` : quote.number],
    [quote.mode === 'delivery' ? 'Delivery' : 'Pickup', slotLabel(quote.eventAt)],
    [quote.mode === 'delivery' ? 'To' : 'At', where],
    ['Guests', String(quote.headcount)],
    ...(quote.reference ? ([['Your reference', quote.reference]] as Fact[]) : []),
    ['Open until', formatDate(quote.validUntil)],
  ];
}

export function quoteLinkMessage(quote: CustomerQuote, link: string) {
  const revised = quote.version > 1;
  const subject = revised ? `Your revised catering quote ${quote.number} from ${business.name}` : `Your catering quote ${quote.number} from ${business.name}`;
  const blocks: Block[] = [
    {
      paragraph: revised
        ? `Here is version ${quote.version} of your catering quote. It replaces the one we sent before: that link now says so, and this is the one to use.`
        : `Thank you for thinking of us for your event. Here is our quote for ${countLabel(quote.headcount, 'guest')}.`,
    },
    { facts: quoteFacts(quote) },
    { heading: 'What we will make' },
    { receipt: { items: quote.lines.map(lineItem), totals: quoteTotalRows(quote) } },
    ...(quote.notes.trim() ? [{ heading: 'Notes' }, ...quote.notes.split(/\n{2,}/).map((paragraph) => ({ paragraph }))] : []),
    { paragraph: depositSentence(quote) },
    { button: { label: 'See your quote', url: link } },
    {
      paragraph: `The link is yours alone: it opens this quote without an account until ${formatDate(quote.validUntil)}, to read, print or save, and to accept it by paying ${quote.totals.balanceCents === 0 ? 'it' : 'the deposit'} by card. To change anything, call us at ${business.phone}.`,
    },
  ];
  return composeEmail(quote.customer.email, subject, quote.customer.name.trim() ? `Hello ${quote.customer.name.trim()},` : 'Hello,', blocks);
}

/** What a balance link's e-mail says: to whom, for which order and event, how much, the page and until when. */
export type BalanceLinkNotice = {
  email: string;
  customerName: string;
  orderNumber: string;
  quoteNumber: string;
  eventAt: string;
  amountCents: number;
  url: string;
  payBy: string;
};

/** The balance link of a catering order: how much is left, for which event, the card page and until when it opens. */
export function balanceLinkMessage(notice: BalanceLinkNotice) {
  const amount = formatUsd(notice.amountCents);
  const blocks: Block[] = [
    { paragraph: `Here is the link to pay the balance of your catering order ${notice.orderNumber} (quote ${notice.quoteNumber}).` },
    {
      facts: [
        ['Order', notice.orderNumber],
        ['Event', slotLabel(notice.eventAt)],
        ['Balance', amount],
      ],
    },
    { button: { label: `Pay ${amount}`, url: notice.url } },
    {
      paragraph: `You pay on our card provider’s secure page (Stripe). The link works until ${slotLabel(notice.payBy)}; after that, ask us for a new one, or pay when we hand over the food. Questions? Call us at ${business.phone}.`,
    },
  ];
  return composeEmail(
    notice.email,
    `Pay the balance of your catering order ${notice.orderNumber}: ${amount}`,
    notice.customerName.trim() ? `Hello ${notice.customerName.trim()},` : 'Hello,',
    blocks,
  );
}
