/**
 * An order's card payment as the customer, the owner and the server read it (docs/business-rules.md#card-payments):
 * its state, its amounts in integer cents, the card as the provider reported it, its refunds, and the words every
 * screen and e-mail says of it. The rules that move it live in functions/src/payments/rules/card-payment.ts.
 */
import * as z from 'zod';
import { formatUsd } from '../../platform/contract/money.ts';

/** Where a card payment stands (the life of one is drawn in payments/rules/card-payment.ts). */
export const cardPaymentStates = ['awaiting', 'held', 'charged', 'released', 'abandoned', 'problem'] as const;
export type CardPaymentState = (typeof cardPaymentStates)[number];

/** Why a payment needs the owner's eye. */
export const cardPaymentProblems = ['hold-expired', 'capture-failed'] as const;
export type CardPaymentProblem = (typeof cardPaymentProblems)[number];

/** When the card is charged: when the kitchen accepts (a hold), or at once at checkout (no hold to outlive). */
export const captureTimings = ['on-accept', 'at-checkout'] as const;
export type CaptureTiming = (typeof captureTimings)[number];

const cents = z.number().int().nonnegative();

/** One order line (some of its quantity) a refund by line took back, at the price it was sold. */
export const refundedLineSchema = z.object({ lineId: z.string(), name: z.string(), quantity: z.number().int().positive(), amountCents: cents });
export type RefundedLine = z.infer<typeof refundedLineSchema>;

export const cardRefundSchema = z.object({
  amountCents: cents,
  at: z.string(),
  /** The owner's reason, as the customer is told it. */
  reason: z.string().optional(),
  /** A refund by line: the lines and quantities it took back, and the tax on them (the rest of `amountCents`). */
  lines: z.array(refundedLineSchema).optional(),
  taxCents: cents.optional(),
});
export type CardRefund = z.infer<typeof cardRefundSchema>;

/** An order's card payment: integer cents, what the provider confirmed and nothing more. */
export const cardPaymentSchema = z.object({
  state: z.enum(cardPaymentStates),
  /** The order's total the customer was asked for (the server's, at checkout). */
  amountCents: cents,
  /** Captured so far (0 until charged). */
  capturedCents: cents,
  /** Refunded so far, out of the captured amount. */
  refundedCents: cents,
  /** Each refund, oldest first; the next refund's idempotency key counts on from their number. */
  refunds: z.array(cardRefundSchema),
  capture: z.enum(captureTimings),
  problem: z.enum(cardPaymentProblems).optional(),
  /** The card as the provider reports it (brand and last four digits), once held. */
  card: z.object({ brand: z.string(), last4: z.string() }).optional(),
  /** While awaiting: the provider's hosted page where the customer pays, and when it lapses (ISO). */
  checkoutUrl: z.url().optional(),
  payBy: z.string().optional(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** What is left to refund of a charged payment. */
export function refundableCents(payment: Pick<CardPayment, 'state' | 'capturedCents' | 'refundedCents'>): number {
  return payment.state === 'charged' ? Math.max(0, payment.capturedCents - payment.refundedCents) : 0;
}

/** What is left to refund of a catering order's balance paid by its link (docs/business-rules.md#card-payments). */
export function balanceRefundableCents(balance: { state: string; amountCents: number; refundedCents?: number | undefined } | undefined): number {
  return balance?.state === 'charged' ? Math.max(0, balance.amountCents - (balance.refundedCents ?? 0)) : 0;
}

/** Which of an order's card payments a refund takes from: the order's own (a catering order's deposit), or its balance. */
export const refundSources = ['order', 'balance'] as const;
export type RefundSource = (typeof refundSources)[number];

/** POST /owner/orders/{orderId}/refunds: part or all of what is left, with the reason the customer is told. */
export const refundReasonMax = 200;
export const refundRequestSchema = z
  .strictObject({
    customerId: z.string().min(1).max(100),
    /** An amount, or (`lines`) the lines and quantities to take back, whose amount and tax the server works out. */
    amountCents: z.number().int('Whole cents').positive('Enter an amount above $0.00').optional(),
    lines: z
      .array(z.strictObject({ lineId: z.string().min(1).max(100), quantity: z.number().int('Whole numbers').positive('At least 1') }))
      .min(1, 'Tick at least one line')
      .max(100)
      .optional(),
    reason: z.string().trim().min(1, 'Say why, for the customer').max(refundReasonMax, `At most ${refundReasonMax} characters`),
    /** How many refunds the owner's screen showed of that payment: a refund from an older read is refused, never made twice. */
    refundsSeen: z.number().int().nonnegative(),
    /** The payment refunded from (absent: the order's own); a catering order's balance paid by link is `balance`. */
    payment: z.enum(refundSources).optional(),
  })
  .refine((request) => (request.amountCents === undefined) !== (request.lines === undefined), {
    message: 'Give an amount or the lines to refund, not both',
    path: ['amountCents'],
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /owner/orders/{orderId}/balance-link: whose catering order it is (the board knows); the amount is the server's. */
export const balanceLinkRequestSchema = z.strictObject({ customerId: z.string().min(1).max(100) });

/** POST /orders/{orderId}/payment: the customer is back from the card page, having paid, or having gone back. */
export const paymentReturnSchema = z.strictObject({ outcome: z.enum(['paid', 'cancelled']) });
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending 4242', or 'Card' before the provider has said which. */
export function cardWords(card: CardPayment['card']): string {
  return card ? `${brandNames[card.brand] ?? 'Card'} ending ${card.last4}` : 'Card';
}

/** How the payment reads on the order's page, its e-mails and the board, e.g. 'Visa ending 4242, charged $41.27'. */
export function paymentWords(payment: CardPayment): string {
  const card = cardWords(payment.card);
  switch (payment.state) {
    case 'awaiting':
      return 'Card payment not finished yet';
    case 'held':
      return `${card}, ${formatUsd(payment.amountCents)} held, charged when the kitchen accepts`;
    case 'charged': {
      const charged = `${card}, charged ${formatUsd(payment.capturedCents)}`;
      if (payment.refundedCents === 0) return charged;
      return payment.refundedCents >= payment.capturedCents ? `${charged}, refunded in full` : `${charged}, refunded ${formatUsd(payment.refundedCents)}`;
    }
    case 'released':
      return `${card}, hold of ${formatUsd(payment.amountCents)} released: nothing was charged`;
    case 'abandoned':
      return 'Card payment not completed: nothing was charged';
    case 'problem':
      return payment.problem === 'capture-failed'
        ? `${card}: the charge of ${formatUsd(payment.amountCents)} failed`
        : `${card}: the hold of ${formatUsd(payment.amountCents)} expired before it was charged`;
  }
}

/** The board's short label of a payment, e.g. 'Card held · $41.27'. */
export function paymentBadge(payment: CardPayment): string {
  switch (payment.state) {
    case 'awaiting':
      return 'Awaiting card';
    case 'held':
      return `Card held · ${formatUsd(payment.amountCents)}`;
    case 'charged':
      return payment.refundedCents > 0 ? `Charged · refunded ${formatUsd(payment.refundedCents)}` : `Charged · ${formatUsd(payment.capturedCents)}`;
    case 'released':
      return 'Hold released';
    case 'abandoned':
      return 'Card not completed';
    case 'problem':
      return 'Payment problem';
  }
}

/** An order's card payments as the owner's cancel reads them (a catering order's balance link besides its deposit). */
type CancelledPayments = {
  cardPayment?: CardPayment | undefined;
  quote?: unknown;
  balancePayment?: { state: 'awaiting' | 'charged'; amountCents: number; refundedCents?: number | undefined; card?: CardPayment['card'] } | undefined;
};

/**
 * What cancelling does to each of the order's payments, one sentence each, for the owner's confirmation
 * (docs/business-rules.md#card-payments): the hold released, what is refunded to which card, or nothing to refund.
 */
export function cancelPaymentWords(order: CancelledPayments): string[] {
  const payment = order.cardPayment;
  if (!payment) return ['Payment is due in person: nothing to refund.'];
  const card = cardWords(payment.card);
  const what = order.quote ? 'The deposit: ' : '';
  const words: string[] = [];
  switch (payment.state) {
    case 'held':
      words.push(`The ${formatUsd(payment.amountCents)} hold on the ${card} is released: nothing is charged.`);
      break;
    case 'charged': {
      const left = refundableCents(payment);
      words.push(left > 0 ? `${what}${formatUsd(left)} is refunded to the ${card}.` : `${what}refunded in full already: nothing more to refund.`);
      break;
    }
    default:
      words.push(`${what}the card was never charged: nothing to refund.`);
  }
  const balance = order.balancePayment;
  if (balance?.state === 'charged') {
    const left = balanceRefundableCents(balance);
    words.push(
      left > 0
        ? `The balance: ${formatUsd(left)} is refunded to the ${cardWords(balance.card)}.`
        : 'The balance: refunded in full already: nothing more to refund.',
    );
  } else if (balance?.state === 'awaiting') {
    words.push('The balance link is closed, so it can no longer be paid (paid at its last moment, it is refunded too).');
  }
  return words.map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1));
}

type RefundedOrder = {
  lines: { lineId: string; name: string; quantity: number; unitPriceCents: number }[];
  totals: { taxRateBasisPoints: number };
  cardPayment?: { refunds: CardRefund[] } | undefined;
  balancePayment?: { refunds?: CardRefund[] | undefined } | undefined;
};

/** Every refund of the order, its own payment's and its balance's. */
function refundsOf(order: RefundedOrder): CardRefund[] {
  return [...(order.cardPayment?.refunds ?? []), ...(order.balancePayment?.refunds ?? [])];
}

/** How many of each line are left to refund by line: its quantity less what refunds by line took back already. */
export function lineQuantitiesLeft(order: RefundedOrder): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.lineId, line.quantity]));
  for (const refund of refundsOf(order)) {
    for (const line of refund.lines ?? []) left.set(line.lineId, (left.get(line.lineId) ?? 0) - line.quantity);
  }
  return left;
}

/**
 * A refund by line (docs/business-rules.md#card-payments): the lines' price at the order's prices, and the tax on
 * them at the order's rate rounded as its tax was (half up to the cent, orders/contract/order-totals.ts `basisPointsOf`),
 * worked out over every line refunded so far less the tax refunded by line before, so refunding every line, one at
 * a time, gives back exactly the tax on the food. Refused: a line not the order's, or more than is left of it.
 */
export function lineRefundOf(
  order: RefundedOrder,
  requested: readonly { lineId: string; quantity: number }[],
): { kind: 'refund'; amountCents: number; taxCents: number; lines: RefundedLine[] } | { kind: 'refused'; message: string } {
  const left = lineQuantitiesLeft(order);
  const wanted = new Map<string, number>();
  for (const each of requested) wanted.set(each.lineId, (wanted.get(each.lineId) ?? 0) + each.quantity);
  const lines: RefundedLine[] = [];
  for (const [lineId, quantity] of wanted) {
    const line = order.lines.find((each) => each.lineId === lineId);
    if (!line) return { kind: 'refused', message: 'That line is not one of this order’s.' };
    const most = left.get(lineId) ?? 0;
    if (quantity > most) {
      return {
        kind: 'refused',
        message: most > 0 ? `At most ${most} of ${line.name} ${most === 1 ? 'is' : 'are'} left to refund.` : `${line.name} was refunded in full already.`,
      };
    }
    lines.push({ lineId, name: line.name, quantity, amountCents: line.unitPriceCents * quantity });
  }
  const rate = order.totals.taxRateBasisPoints;
  const taxAt = (cents: number) => Math.floor((cents * rate + 5000) / 10_000);
  const before = refundsOf(order);
  const itemsBefore = before.reduce((sum, refund) => sum + (refund.lines ?? []).reduce((inner, line) => inner + line.amountCents, 0), 0);
  const taxBefore = before.reduce((sum, refund) => sum + (refund.lines ? (refund.taxCents ?? 0) : 0), 0);
  const items = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = Math.max(0, taxAt(itemsBefore + items) - taxBefore);
  return { kind: 'refund', amountCents: items + taxCents, taxCents, lines };
}
