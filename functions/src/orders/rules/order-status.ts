/**
 * How an order moves along: which owner action takes which status to which, what the owner reads
 * about an action, and the message the customer gets for each new status. Pure; no AWS imports.
 */
import { business } from '../../platform/config/business.ts';
import type { FulfilmentMode } from '../../platform/config/ordering.ts';
import type { BalancePayment, Order, OrderStatus, OwnerAction } from '../contract/order.ts';
import { isEstimate, promisedTime, promiseWords } from '../contract/order-promise.ts';
import { slotLabel, slotTimeFrom } from '../../platform/contract/business-clock.ts';
import { cardWords, type CardRefund } from '../contract/card-payment.ts';
import { formatUsd } from '../../platform/contract/money.ts';

type Transition = { from: readonly OrderStatus[]; to: OrderStatus; mode?: FulfilmentMode };

export const transitions: Record<OwnerAction, Transition> = {
  accept: { from: ['placed'], to: 'accepted' },
  ready: { from: ['accepted'], to: 'ready', mode: 'pickup' },
  'out-for-delivery': { from: ['accepted'], to: 'out-for-delivery', mode: 'delivery' },
  complete: { from: ['ready', 'out-for-delivery'], to: 'completed' },
  cancel: { from: ['placed', 'accepted'], to: 'cancelled' },
};

/** The actions the owner's e-mail offers for an order, in the order the kitchen takes them. */
export function ownerActionsFor(mode: FulfilmentMode): OwnerAction[] {
  return ['accept', mode === 'pickup' ? 'ready' : 'out-for-delivery', 'complete', 'cancel'];
}

/** The button the owner presses, e.g. 'Accept order'. */
export const ownerActionLabels: Record<OwnerAction, string> = {
  accept: 'Accept order',
  ready: 'Mark ready for pickup',
  'out-for-delivery': 'Mark out for delivery',
  complete: 'Mark completed',
  cancel: 'Cancel order',
};

/** A status as the owner and the customer read it after "is"/"was". */
export const statusWords: Record<OrderStatus, string> = {
  'awaiting-payment': 'awaiting its card payment',
  placed: 'new',
  accepted: 'accepted',
  ready: 'ready for pickup',
  'out-for-delivery': 'out for delivery',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** What an action would do to the order as it is now. */
export type ActionPlan = { kind: 'allowed'; from: OrderStatus; to: OrderStatus } | { kind: 'done'; message: string } | { kind: 'refused'; message: string };

type OrderState = Pick<Order, 'number' | 'status' | 'mode' | 'history'>;

export function planOwnerAction(order: OrderState, action: OwnerAction): ActionPlan {
  const transition = transitions[action];
  if (transition.mode && transition.mode !== order.mode) {
    return { kind: 'refused', message: `Order ${order.number} is for ${order.mode}, so it cannot be ${statusWords[transition.to]}.` };
  }
  // Statuses only move forward, so a target in the history means this action was taken.
  if (order.history.some((entry) => entry.status === transition.to)) {
    return { kind: 'done', message: `Order ${order.number} was already ${statusWords[transition.to]}. Nothing was changed.` };
  }
  if (!transition.from.includes(order.status)) {
    return {
      kind: 'refused',
      message: `Order ${order.number} is ${statusWords[order.status]}, so it cannot be ${statusWords[transition.to]} now.`,
    };
  }
  return { kind: 'allowed', from: order.status, to: transition.to };
}

type PromiseOrder = Pick<Order, 'mode' | 'asap' | 'slotId' | 'readyAt'>;

/** What the owner reads before confirming an action that can still be taken; accept says the time the customer is promised. */
export function ownerActionPrompt(order: Pick<Order, 'number' | 'customer'> & PromiseOrder, action: OwnerAction, now = Date.now()): string {
  const customer = order.customer.name;
  switch (action) {
    case 'accept':
      return `Accept order ${order.number}? ${customer} will be told by e-mail that it will be ${promiseWords(order, now)}, ${
        order.asap ? 'as soon as the kitchen can' : 'the time they chose'
      }.`;
    case 'ready':
      return `Mark order ${order.number} ready for pickup? ${customer} will be told to come and collect it.`;
    case 'out-for-delivery':
      return `Mark order ${order.number} out for delivery? ${customer} will be told it is on the way.`;
    case 'complete':
      return `Mark order ${order.number} completed (handed over and paid)?`;
    case 'cancel':
      return `Cancel order ${order.number}? ${customer} will be told by e-mail that it is cancelled. This cannot be undone.`;
  }
}

/** What the owner reads once the action is done. */
export function ownerActionDone(order: Pick<Order, 'number' | 'customer'>, to: OrderStatus): string {
  const told = to === 'completed' ? `We’ve thanked ${order.customer.name} by e-mail.` : `We’ve e-mailed ${order.customer.name}.`;
  return `Order ${order.number} is ${statusWords[to]}. ${told}`;
}

/** Ends a sentence with one full stop, also after 'p.m.' (or keeps its own ! or ?). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type MessageOrder = Pick<Order, 'number' | 'mode' | 'asap' | 'slotId' | 'address' | 'paymentMethod' | 'readyAt' | 'cancelReason' | 'cardPayment'> &
  Partial<Pick<Order, 'quote' | 'balancePayment'>>;
export type CustomerMessage = { title: string; body: string };

/**
 * What was refunded of each of the order's card payments, and to which card: its own (a catering order's deposit) and
 * a balance paid by link (docs/business-rules.md#card-payments), e.g. "We refunded $70.14 of the deposit to your Visa
 * ending 4242 and $210.40 of the balance to your Visa ending 4242 ($280.54 in all)"; '' when nothing was.
 */
function refundedSentence(order: Pick<MessageOrder, 'cardPayment' | 'quote' | 'balancePayment'>): string {
  const parts: { cents: number; words: string }[] = [];
  const payment = order.cardPayment;
  if (payment?.state === 'charged' && payment.refundedCents > 0) {
    parts.push({ cents: payment.refundedCents, words: `${order.quote ? ' of the deposit' : ''} to your ${cardWords(payment.card)}` });
  }
  const balance = order.balancePayment;
  if (balance?.state === 'charged' && (balance.refundedCents ?? 0) > 0) {
    parts.push({ cents: balance.refundedCents ?? 0, words: ` of the balance to your ${cardWords(balance.card)}` });
  }
  if (parts.length === 0) return '';
  const total = parts.reduce((sum, part) => sum + part.cents, 0);
  return ` We refunded ${parts.map((part) => `${formatUsd(part.cents)}${part.words}`).join(' and ')}${parts.length > 1 ? ` (${formatUsd(total)} in all)` : ''}; refunds show on your statement within 5–10 business days.`;
}

/** What a card order's message says of its payment at a status (nothing for an order paid in person). */
function cardSentence(order: Pick<MessageOrder, 'cardPayment' | 'quote' | 'balancePayment'>, status: OrderStatus): string {
  const payment = order.cardPayment;
  if (!payment) return '';
  const card = cardWords(payment.card);
  const refunded = refundedSentence(order);
  switch (payment.state) {
    case 'held':
      return status === 'placed' ? ` Your ${card} is held for ${formatUsd(payment.amountCents)} and charged when the kitchen accepts the order.` : '';
    case 'charged':
      if (refunded) return refunded;
      return status === 'placed' || status === 'accepted' ? ` Your ${card} was charged ${formatUsd(payment.capturedCents)}.` : '';
    case 'released':
      return ` The hold on your ${card} was released: nothing was charged.`;
    default:
      return '';
  }
}

/** The inbox message (and e-mail) a customer gets when their order reaches a status. */
export function customerMessageFor(order: MessageOrder, status: OrderStatus, now = Date.now()): CustomerMessage {
  const message = statusMessageFor(order, status, now);
  return { ...message, body: message.body + cardSentence(order, status) };
}

function statusMessageFor(order: MessageOrder, status: OrderStatus, now: number): CustomerMessage {
  const when = slotTimeFrom(order.slotId, now);
  const pay = order.paymentMethod === 'in-person-cash' ? 'cash' : 'card';
  const paidOnline = order.paymentMethod === 'card-online';
  switch (status) {
    case 'awaiting-payment':
      return { title: 'Payment not finished', body: `Your order ${order.number} is waiting for its card payment.` };
    case 'placed':
      // docs/business-rules.md#catering-quotes: a quote's order is booked by its deposit; no accept to wait for.
      if (order.quote) {
        return {
          title: 'Order booked',
          body: `Thank you! Your deposit booked your catering order ${order.number} for ${sentence(`${order.mode === 'pickup' ? 'pickup' : 'delivery'} at ${when}`)} There is nothing more to wait for: the kitchen has it in its plans.`,
        };
      }
      return order.mode === 'pickup'
        ? {
            title: 'Order received',
            body: `Thank you! We’ve received your order ${order.number} for ${sentence(`pickup at ${when}`)} We’ll let you know as soon as the kitchen accepts it.`,
          }
        : {
            title: 'Order received',
            body: `Thank you! We’ve received your order ${order.number} for ${sentence(`delivery at ${when}`)} We’ll let you know as soon as the kitchen accepts it.`,
          };
    case 'accepted': {
      // The kitchen's estimate, when it gave one, else the order's own time (docs/business-rules.md#the-order-board).
      const ready = `${isEstimate(order) ? 'about ' : ''}${slotTimeFrom(promisedTime(order), now)}`;
      return order.mode === 'pickup'
        ? { title: 'Order accepted', body: sentence(`We’ve accepted your order ${order.number} and will have it ready for pickup at ${ready}`) }
        : { title: 'Order accepted', body: sentence(`We’ve accepted your order ${order.number} and will bring it to you at ${ready}`) };
    }
    case 'ready':
      return {
        title: 'Ready for pickup',
        body: `Your order ${order.number} is ready! Pick it up at ${business.address.street}, ${business.address.city}${
          paidOnline ? '; it is paid.' : `, and pay by ${pay} when you collect it.`
        }`,
      };
    case 'out-for-delivery':
      return {
        title: 'Out for delivery',
        body: `Your order ${order.number} is on its way${order.address ? ` to ${order.address.line1}` : ''}.${
          paidOnline ? ' It is paid.' : ` Please have your ${pay} payment ready for the driver.`
        }`,
      };
    case 'completed':
      return { title: 'Order completed', body: `Thank you for ordering from ${business.name}! We hope you enjoy order ${order.number}.` };
    case 'cancelled':
      return {
        title: 'Order cancelled',
        body: `We’re sorry: we had to cancel your order ${order.number}${order.cardPayment?.state === 'charged' ? '' : ', and nothing was charged'}.${
          order.cancelReason ? ` The kitchen’s note: ${sentence(order.cancelReason)}` : ''
        } Questions? Call us at ${business.phone}.`,
      };
  }
}

/** The message (and e-mail) a customer gets when the owner refunds part or all of a card order. */
export function refundMessageFor(order: Pick<Order, 'number' | 'cardPayment'> & Partial<Pick<Order, 'quote'>>, refund: CardRefund): CustomerMessage {
  const left = order.cardPayment ? order.cardPayment.capturedCents - order.cardPayment.refundedCents : 0;
  const of = order.quote ? `the deposit of your catering order ${order.number}` : `your order ${order.number}`;
  return {
    title: `Refund of ${formatUsd(refund.amountCents)}`,
    body: `We refunded ${formatUsd(refund.amountCents)} of ${of} to your ${cardWords(order.cardPayment?.card)}.${
      refund.reason ? ` The kitchen’s note: ${sentence(refund.reason)}` : ''
    }${left > 0 ? '' : ' The order is now refunded in full.'} Refunds show on your statement within 5–10 business days. Questions? Call us at ${business.phone}.`,
  };
}

/** The message (and e-mail) a customer gets when the owner refunds part or all of the balance paid by its link. */
export function balanceRefundMessageFor(order: Pick<Order, 'number' | 'balancePayment'>, refund: CardRefund): CustomerMessage {
  const balance = order.balancePayment;
  const left = balance ? balance.amountCents - (balance.refundedCents ?? 0) : 0;
  return {
    title: `Refund of ${formatUsd(refund.amountCents)}`,
    body: `We refunded ${formatUsd(refund.amountCents)} of the balance of your catering order ${order.number} to your ${cardWords(balance?.card)}.${
      refund.reason ? ` The kitchen’s note: ${sentence(refund.reason)}` : ''
    }${left > 0 ? '' : ' The balance is now refunded in full.'} Refunds show on your statement within 5–10 business days. Questions? Call us at ${business.phone}.`,
  };
}

/** The message a customer gets when the balance of their catering order is paid by its link. */
export function balancePaidMessageFor(order: Pick<Order, 'number' | 'slotId'>, balance: Pick<BalancePayment, 'amountCents' | 'card'>): CustomerMessage {
  return {
    title: `Balance of ${formatUsd(balance.amountCents)} paid`,
    body: `We received the balance of ${formatUsd(balance.amountCents)} for your catering order ${order.number} from your ${cardWords(balance.card)}: it is paid in full. We look forward to your event (${slotLabel(order.slotId)}). Questions? Call us at ${business.phone}.`,
  };
}

/**
 * The customer's own cancel (docs/business-rules.md#the-customers-cancel): only while the order is New, before the
 * kitchen accepts it; after that the kitchen is cooking or has planned it, and the customer calls. Answers why not,
 * or undefined when the customer may cancel.
 */
export function customerCancelRefusal(order: Pick<Order, 'number' | 'status'>): string | undefined {
  switch (order.status) {
    case 'placed':
      return undefined;
    case 'cancelled':
      return `Order ${order.number} is already cancelled.`;
    case 'awaiting-payment':
      return `Order ${order.number} is waiting for its card payment: leave the card page to give it up.`;
    case 'completed':
      return `Order ${order.number} is completed, so it can no longer be cancelled.`;
    default:
      return `The kitchen has already accepted order ${order.number}, so it can no longer be cancelled here. To change or cancel it, call us at ${business.phone}.`;
  }
}

/** Who the order's history (and the board) names for the customer's own cancel, and the note the board shows. */
export const customerActor = 'the customer';
export const customerCancelNote = 'Cancelled by the customer before the kitchen accepted it.';

/** The message (and e-mail) a customer gets when they cancel their order themselves: what happened to their card. */
export function customerCancelledMessageFor(order: Pick<MessageOrder, 'number' | 'cardPayment' | 'quote' | 'balancePayment'>): CustomerMessage {
  const card = cardSentence(order, 'cancelled');
  return {
    title: 'Order cancelled',
    body: `You cancelled your order ${order.number} before the kitchen accepted it.${card || ' Nothing was charged, so there is nothing to pay.'}`,
  };
}

/**
 * The message (and e-mail) a customer gets when the kitchen has not confirmed their order after the owner's minutes
 * (docs/business-rules.md#the-ladder): still waiting, what happens next, and that they may cancel it themselves meanwhile.
 */
export function notConfirmedMessageFor(order: Pick<MessageOrder, 'number' | 'cardPayment'>): CustomerMessage {
  const card = order.cardPayment?.state === 'held' ? ` Your ${cardWords(order.cardPayment.card)} is only held, not charged, until they do.` : '';
  return {
    title: 'Not confirmed yet',
    body: `The kitchen hasn’t confirmed your order ${order.number} yet: we’re still trying to reach them.${card} If you’d rather not wait, you can cancel it on your order’s page until they accept it. If nobody confirms it soon, we’ll cancel it for you and tell you. Questions? Call us at ${business.phone}.`,
  };
}

/**
 * The message (and e-mail) a customer gets when the kitchen changes the ready time of their accepted order
 * (docs/business-rules.md#the-order-board): the new time, in the order's words ("about": the kitchen's estimate).
 */
export function readyTimeChangedMessageFor(order: Pick<MessageOrder, 'number' | 'mode' | 'slotId' | 'readyAt'>, now: number): CustomerMessage {
  const ready = `about ${slotTimeFrom(promisedTime(order), now)}`;
  return order.mode === 'pickup'
    ? { title: 'New ready time', body: sentence(`The kitchen changed the time of your order ${order.number}: it will now be ready for pickup at ${ready}`) }
    : { title: 'New ready time', body: sentence(`The kitchen changed the time of your order ${order.number}: we’ll now bring it to you at ${ready}`) };
}
