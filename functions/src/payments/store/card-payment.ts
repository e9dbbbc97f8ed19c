/**
 * The writes of a card order's payment (docs/business-rules.md#card-payments), each conditional on what was read, so
 * two reporters of one fact (the customer's return and the webhook, two deliveries of one event, two owners) change
 * it once: finishing the checkout (the order goes on the board, or is given up and its slot freed), keeping what the
 * provider confirmed later (a refund, a hold that expired), and the Stripe events already taken.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CardPayment } from '../../orders/contract/card-payment.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import {
  balanceLinkNoticeKey,
  cartLineKey,
  orderKey,
  orderStatusIndexKey,
  paidOrderNoticeKey,
  slotCounterKey,
  stripeEventKey,
} from '../../platform/table/keys.ts';
import * as z from 'zod';
import type { BalancePayment } from '../../orders/contract/order.ts';
import { type BalanceLinkNotice, quoteAcceptedUpdate, quoteBalancePaidUpdate } from '../../quotes/index.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { newMessagePut, type StoredMessage, getOrder, orderToItem, type StoredOrder } from '../../orders/index.ts';

/** Who the history of a quote's order says accepted it: the customer, by paying the quote (docs/business-rules.md#catering-quotes). */
export const quoteBookedBy = 'Customer (paid the quote’s deposit)';

/** The item type of a balance link to e-mail (mail/store/notification.ts): its insertion e-mails the customer the link. */
export const balanceLinkNoticeType = 'balanceLinkNotice';

/** The item type of the paid-order notice: its insertion e-mails the owner the new order (mail/store/notification.ts). */
export const paidOrderNoticeType = 'paidOrderNotice';
/** Kept past the stream's 24-hour retention, then gone. */
const noticeLifetimeSeconds = 7 * 24 * 3600;
/** Stripe redelivers an event for up to three days; a record kept 30 days outlives every redelivery. */
const eventLifetimeSeconds = 30 * 24 * 3600;

/**
 * The order's update from awaiting its card to `to`, only while it still awaits it and its slot's place is as read
 * (held, or given back: docs/business-rules.md#unpaid-card-orders), so a place is never given back or taken twice;
 * `entries`: its history's new steps.
 */
function leaveAwaiting(
  order: StoredOrder,
  to: 'placed' | 'accepted' | 'cancelled',
  payment: CardPayment,
  at: string,
  extra: Record<string, string> = {},
  entries: StoredOrder['history'] = [{ status: to, at }],
): TransactItem {
  const index = orderStatusIndexKey(to, order.slotId, order.orderId);
  const extras = Object.entries(extra);
  const place = order.slotReleasedAt === undefined ? 'attribute_not_exists(slotReleasedAt)' : 'attribute_exists(slotReleasedAt)';
  return {
    Update: {
      TableName: tableName(),
      Key: orderKey(order.userId, order.orderId),
      UpdateExpression: [
        'SET #status = :to, #history = list_append(#history, :entry), gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, cardPayment = :payment, updatedAt = :at',
        ...extras.map(([name]) => `${name} = :${name}`),
      ].join(', '),
      ConditionExpression: `#status = :awaiting AND cardPayment.#state = :awaitingPayment AND ${place}`,
      ExpressionAttributeNames: { '#status': 'status', '#history': 'history', '#state': 'state' },
      ExpressionAttributeValues: {
        ':to': to,
        ':entry': entries,
        ':gsi1pk': index.gsi1pk,
        ':gsi1sk': index.gsi1sk,
        ':payment': payment,
        ':at': at,
        ':awaiting': 'awaiting-payment',
        ':awaitingPayment': 'awaiting',
        ...Object.fromEntries(extras.map(([name, value]) => [`:${name}`, value])),
      },
    },
  };
}

/** The order's update that also keeps the PaymentIntent Stripe named, when it named one (the session read it later). */
function withIntentId(update: TransactItem, intentId: string | undefined): TransactItem {
  if (!intentId || !('Update' in update) || !update.Update) return update;
  return {
    Update: {
      ...update.Update,
      UpdateExpression: `${update.Update.UpdateExpression}, stripe.intentId = :intentId`,
      ExpressionAttributeValues: { ...update.Update.ExpressionAttributeValues, ':intentId': intentId },
    },
  };
}

/**
 * The card is held (or charged): the order becomes New on the board (a quote's order: accepted, booked by its
 * deposit), the customer's receipt is written (the stream e-mails it) and the owner's notice, all at once and only
 * while the order still awaited its card. 'finished' by
 * this call, or 'already' when another reporter finished it first (nothing written then).
 */
export async function markCardOrderPaid(input: {
  order: StoredOrder;
  payment: CardPayment;
  intentId: string | undefined;
  message: StoredMessage & Record<string, unknown>;
  /** A catering order made from a quote: how its history says it was accepted (the quote is accepted with the order). */
  quoteAccepted?: string | undefined;
  /** The slot's capacity, for an order whose place was given back (it takes one again, if there is one). */
  maxOrdersPerSlot: number;
  now: Date;
}): Promise<'finished' | 'already' | 'slotTaken'> {
  const { order, payment, now } = input;
  const at = now.toISOString();
  // docs/business-rules.md#catering-quotes: a quote's order is booked on arrival, the customer accepted by paying.
  const to = order.quote ? 'accepted' : 'placed';
  const entries: StoredOrder['history'] = order.quote
    ? [
        { status: 'placed', at },
        { status: 'accepted', at, by: quoteBookedBy },
      ]
    : [{ status: 'placed', at }];
  const paid: StoredOrder = {
    ...order,
    status: to,
    cardPayment: payment,
    history: [...order.history, ...entries],
    ...(order.stripe && input.intentId ? { stripe: { ...order.stripe, intentId: input.intentId } } : {}),
  };
  const update = withIntentId(leaveAwaiting(order, to, payment, at, {}, entries), input.intentId);
  // The order as it is now, under the notice's key and type (off the board's index), for the owner's e-mail.
  const { gsi1pk, gsi1sk, ...orderItem } = orderToItem(paid);
  void gsi1pk;
  void gsi1sk;
  const notice = {
    ...orderItem,
    ...paidOrderNoticeKey(order.orderId),
    type: paidOrderNoticeType,
    expiresAt: Math.floor(now.getTime() / 1000) + noticeLifetimeSeconds,
  };
  // A place given back while unpaid is taken again, if the slot still has one (docs/business-rules.md#unpaid-card-orders).
  const retake: TransactItem[] = order.slotReleasedAt === undefined ? [] : [takePlace(order.slotId, input.maxOrdersPerSlot)];
  if (retake.length > 0 && 'Update' in update && update.Update) update.Update.UpdateExpression += ' REMOVE slotReleasedAt';
  const items: TransactItem[] = [
    update,
    newMessagePut(input.message),
    { Put: { TableName: tableName(), Item: notice, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(order.quote ? [quoteAcceptedUpdate({ ...order, quote: order.quote }, input.quoteAccepted ?? 'Paid', at)] : []),
  ];
  const placeIndex = items.length;
  const cancelled = await transact([...items, ...retake]);
  if (cancelled) {
    if (cancelled.conditionFailed(0) || cancelled.conditionFailed(2) || cancelled.conflict) return 'already';
    if (retake.length > 0 && cancelled.conditionFailed(placeIndex)) return 'slotTaken';
    throw cancelled.error;
  }
  await emptyOrderedLines(order);
  return 'finished';
}

/**
 * The cart lines the order was made from leave the cart now that it is paid; a line the customer changed since (on
 * another tab) stays, as it is no longer what was ordered.
 */
async function emptyOrderedLines(order: StoredOrder): Promise<void> {
  await Promise.all(
    order.cartLines.map((line) =>
      conditionHeld(
        db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: cartLineKey(order.userId, line.lineId),
            ConditionExpression: '#status = :cart AND updatedAt = :seen AND quantity = :quantity',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':cart': 'cart', ':seen': line.updatedAt, ':quantity': line.quantity },
          }),
        ),
      ),
    ),
  );
}

/**
 * The payment was not completed (the customer went back, or the page lapsed): the order is cancelled with the reason,
 * its slot's place given back, only while it still awaited its card. 'finished' or 'already'.
 */
export async function markCardOrderAbandoned(input: { order: StoredOrder; payment: CardPayment; reason: string; now: Date }): Promise<'finished' | 'already'> {
  const { payment, now } = input;
  const at = now.toISOString();
  let order = input.order;
  // Twice at most: the order's place may have been given back (its time passed) between the read and this write.
  for (let round = 0; round < 2; round++) {
    const cancelled = await transact([
      leaveAwaiting(order, 'cancelled', payment, at, { cancelReason: input.reason }),
      // A place already given back (docs/business-rules.md#unpaid-card-orders) is not given back again.
      ...(order.slotReleasedAt === undefined ? [givePlaceBack(order.slotId)] : []),
    ]);
    if (!cancelled) return 'finished';
    if (!(cancelled.conditionFailed(0) || cancelled.conflict)) throw cancelled.error;
    const current = await getOrder(order.userId, order.orderId);
    if (current?.status !== 'awaiting-payment' || current.slotReleasedAt === order.slotReleasedAt) return 'already';
    order = current;
  }
  return 'already';
}

/** One place of a slot given back. */
function givePlaceBack(slotId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: slotCounterKey(slotId),
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    },
  };
}

/** One place of a slot taken, while it has fewer than `max` (as placing an order takes it: orders/store/order.ts). */
function takePlace(slotId: string, max: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: slotCounterKey(slotId),
      UpdateExpression: 'SET #type = :type ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
      ExpressionAttributeValues: { ':type': 'slotCapacity', ':one': 1, ':max': max },
    },
  };
}

/**
 * An order awaiting its card held its slot's place past its time (docs/business-rules.md#unpaid-card-orders): the
 * place is given back and the order says when, only while it still awaits its card and still held the place.
 * 'released' by this call, or 'already' (paid, given up or released meanwhile: nothing written).
 */
export async function releaseLapsedPlace(order: StoredOrder, now: Date): Promise<'released' | 'already'> {
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET slotReleasedAt = :at',
        ConditionExpression: '#status = :awaiting AND cardPayment.#state = :awaitingPayment AND attribute_not_exists(slotReleasedAt)',
        ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
        ExpressionAttributeValues: { ':at': now.toISOString(), ':awaiting': 'awaiting-payment', ':awaitingPayment': 'awaiting' },
      },
    },
    givePlaceBack(order.slotId),
  ]);
  if (!cancelled) return 'released';
  if (cancelled.conditionFailed(0) || cancelled.conditionFailed(1) || cancelled.conflict) return 'already';
  throw cancelled.error;
}

/**
 * The card was held (or charged) for an order whose place had been given back, and its time filled up meanwhile: the
 * hold released (or the charge refunded) at Stripe first, the order is cancelled with the reason and the customer's
 * message, only while it still awaited its card with its place given back. 'finished' or 'already'.
 */
export async function markCardOrderRefused(input: {
  order: StoredOrder;
  payment: CardPayment;
  paymentStatus?: StoredOrder['paymentStatus'];
  intentId: string | undefined;
  reason: string;
  message: StoredMessage & Record<string, unknown>;
  now: Date;
}): Promise<'finished' | 'already'> {
  const { order, now } = input;
  const update = withIntentId(
    leaveAwaiting(order, 'cancelled', input.payment, now.toISOString(), {
      cancelReason: input.reason,
      ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
    }),
    input.intentId,
  );
  const cancelled = await transact([update, newMessagePut(input.message)]);
  if (!cancelled) return 'finished';
  if (cancelled.conditionFailed(0) || cancelled.conditionFailed(1) || cancelled.conflict) return 'already';
  throw cancelled.error;
}

/**
 * Keeps what the provider confirmed of a payment already past its checkout (a refund, a hold expired or released),
 * only while the stored payment is still the one read (its state and its number of refunds); with the customer's
 * message when there is one. 'saved', or 'stale' when another change came first (nothing written then).
 */
export async function saveCardPayment(input: {
  order: StoredOrder;
  read: CardPayment;
  payment: CardPayment;
  /** Set with the payment: 'refunded' once refunded in full. */
  paymentStatus?: StoredOrder['paymentStatus'];
  message?: (StoredMessage & Record<string, unknown>) | undefined;
  now: Date;
}): Promise<'saved' | 'stale'> {
  const { order, read, payment, now } = input;
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: orderKey(order.userId, order.orderId),
      UpdateExpression: `SET cardPayment = :payment, updatedAt = :at${input.paymentStatus ? ', paymentStatus = :paymentStatus' : ''}`,
      ConditionExpression: 'cardPayment.#state = :state AND size(cardPayment.refunds) = :refunds',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':payment': payment,
        ':at': now.toISOString(),
        ':state': read.state,
        ':refunds': read.refunds.length,
        ...(input.paymentStatus ? { ':paymentStatus': input.paymentStatus } : {}),
      },
    },
  };
  if (!input.message) return (await conditionHeld(db().send(new UpdateCommand(update.Update!)))) ? 'saved' : 'stale';
  const cancelled = await transact([update, newMessagePut(input.message)]);
  if (!cancelled) return 'saved';
  if (cancelled.anyConditionFailed || cancelled.conflict) return 'stale';
  throw cancelled.error;
}

/** Whether a Stripe event was taken already (its changes made and recorded). */
export async function wasStripeEventTaken(eventId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: stripeEventKey(eventId), ConsistentRead: true }));
  return Item !== undefined;
}

/** Records a Stripe event as taken; false when it was already (a redelivery). */
export async function recordStripeEvent(eventId: string, type: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...stripeEventKey(eventId),
          type: 'stripeEvent',
          eventType: type,
          takenAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + eventLifetimeSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Keeps the order's Checkout Session (its id, and the page the customer pays on), while the order awaits its card. */
export async function keepCheckoutSession(order: StoredOrder, sessionId: string, url: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKey(order.userId, order.orderId),
      UpdateExpression: 'SET stripe = :stripe, cardPayment.checkoutUrl = :url',
      ConditionExpression: '#status = :awaiting',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':stripe': { sessionId }, ':url': url, ':awaiting': 'awaiting-payment' },
    }),
  );
}

const balanceLinkNoticeSchema: z.ZodType<BalanceLinkNotice> = z.object({
  email: z.string(),
  customerName: z.string(),
  orderNumber: z.string(),
  quoteNumber: z.string(),
  eventAt: z.string(),
  amountCents: z.number().int(),
  url: z.string(),
  payBy: z.string(),
});

export function balanceLinkNoticeFromItem(item: StoredItem): BalanceLinkNotice {
  return parseItem(balanceLinkNoticeSchema, 'balance link notice', item);
}

function balanceNoticeItem(orderId: string, attempt: number, notice: BalanceLinkNotice, now: Date): StoredItem {
  return {
    ...balanceLinkNoticeKey(orderId, attempt, now.toISOString()),
    type: balanceLinkNoticeType,
    ...notice,
    expiresAt: Math.floor(now.getTime() / 1000) + noticeLifetimeSeconds,
  };
}

/**
 * Keeps a new balance link on its order with the e-mail that carries it, only while the order's balance is still the
 * one read (no link yet, or link `readAttempt` still awaiting): two owners sending at once keep one link. 'kept' or 'moved'.
 */
export async function keepBalanceLink(input: {
  order: StoredOrder;
  readAttempt: number | undefined;
  balance: BalancePayment;
  sessionId: string;
  notice: BalanceLinkNotice;
  now: Date;
}): Promise<'kept' | 'moved'> {
  const { order, balance, now } = input;
  const condition =
    input.readAttempt === undefined
      ? { ConditionExpression: 'attribute_not_exists(balancePayment)' }
      : {
          ConditionExpression: 'balancePayment.attempt = :read AND balancePayment.#state = :awaiting',
          ExpressionAttributeNames: { '#state': 'state' },
        };
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET balancePayment = :balance, balanceStripe = :stripe, updatedAt = :at',
        ...condition,
        ExpressionAttributeValues: {
          ':balance': balance,
          ':stripe': { sessionId: input.sessionId },
          ':at': now.toISOString(),
          ...(input.readAttempt === undefined ? {} : { ':read': input.readAttempt, ':awaiting': 'awaiting' }),
        },
      },
    },
    { Put: { TableName: tableName(), Item: balanceNoticeItem(order.orderId, balance.attempt, input.notice, now) } },
  ]);
  if (!cancelled) return 'kept';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'moved';
  throw cancelled.error;
}

/**
 * E-mails an open balance link again (the owner sent it again), only while it is still link `attempt`, awaiting, and
 * last e-mailed no later than `sentBefore` (or never): two presses at once send one e-mail. 'sent' or 'moved'.
 */
export async function resendBalanceLink(
  order: StoredOrder,
  attempt: number,
  notice: BalanceLinkNotice,
  sentBefore: Date,
  now: Date,
): Promise<'sent' | 'moved'> {
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET balancePayment.emailedAt = :now, updatedAt = :now',
        ConditionExpression:
          'balancePayment.attempt = :attempt AND balancePayment.#state = :awaiting AND (attribute_not_exists(balancePayment.emailedAt) OR balancePayment.emailedAt <= :before)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':attempt': attempt, ':awaiting': 'awaiting', ':before': sentBefore.toISOString() },
      },
    },
    { Put: { TableName: tableName(), Item: balanceNoticeItem(order.orderId, attempt, notice, now) } },
  ]);
  if (!cancelled) return 'sent';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'moved';
  throw cancelled.error;
}

/**
 * The balance is paid: kept with the customer's message and on the order's quote (with `quoteEvent` in its history),
 * only while that link still awaited it. 'finished' or 'already'.
 */
export async function markBalancePaid(input: {
  order: StoredOrder;
  paid: BalancePayment;
  message: StoredMessage & Record<string, unknown>;
  quoteEvent: string;
  now: Date;
}): Promise<'finished' | 'already'> {
  const { order, paid, now } = input;
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET balancePayment = :paid, updatedAt = :at',
        ConditionExpression: 'balancePayment.attempt = :attempt AND balancePayment.#state = :awaiting',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':paid': paid, ':at': now.toISOString(), ':attempt': paid.attempt, ':awaiting': 'awaiting' },
      },
    },
    newMessagePut(input.message),
    ...(order.quote ? [quoteBalancePaidUpdate({ ...order, quote: order.quote }, input.quoteEvent, now.toISOString())] : []),
  ]);
  if (!cancelled) return 'finished';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'already';
  throw cancelled.error;
}

/**
 * Keeps a refund of a catering order's paid balance with the customer's message, only while the balance is still the
 * one read (its link and its number of refunds): two owners refunding from one read make one. 'saved' or 'stale'.
 */
export async function saveBalanceRefund(input: {
  order: StoredOrder;
  read: BalancePayment;
  balance: BalancePayment;
  /** Set with the refund: 'refunded' once every payment of the order is refunded in full. */
  paymentStatus?: StoredOrder['paymentStatus'];
  message: StoredMessage & Record<string, unknown>;
  now: Date;
}): Promise<'saved' | 'stale'> {
  const { order, read, now } = input;
  const refunds = read.refunds?.length ?? 0;
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: `SET balancePayment = :balance, updatedAt = :at${input.paymentStatus ? ', paymentStatus = :paymentStatus' : ''}`,
        ConditionExpression: `balancePayment.attempt = :attempt AND balancePayment.#state = :charged AND ${
          refunds === 0
            ? '(attribute_not_exists(balancePayment.refunds) OR size(balancePayment.refunds) = :refunds)'
            : 'size(balancePayment.refunds) = :refunds'
        }`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':balance': input.balance,
          ':at': now.toISOString(),
          ':attempt': read.attempt,
          ':charged': 'charged',
          ':refunds': refunds,
          ...(input.paymentStatus ? { ':paymentStatus': input.paymentStatus } : {}),
        },
      },
    },
    newMessagePut(input.message),
  ]);
  if (!cancelled) return 'saved';
  if (cancelled.anyConditionFailed || cancelled.conflict) return 'stale';
  throw cancelled.error;
}
