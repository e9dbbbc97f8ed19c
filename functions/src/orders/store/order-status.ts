/**
 * An owner action on an order, all or nothing in one TransactWriteItems: the order moves from the
 * expected status to the next (history, gsi1 and all), a used-action marker
 * (keys.ts `ownerActionMarkerKey`) makes each action work once, and the customer's
 * message is written (the stream e-mails it to them).
 */
import type { CardPayment } from '../contract/card-payment.ts';
import type { ReadyTimeChange } from '../contract/kitchen.ts';
import type { BalancePayment, Order, OrderStatus, OwnerAction } from '../contract/order.ts';
import { transact } from '../../platform/table/transaction.ts';
import { tableName } from '../../platform/table/client.ts';
import { customerCancelNoticeKey, givenUpNoticeKey, orderKey, orderStatusIndexKey, ownerActionMarkerKey, slotCounterKey } from '../../platform/table/keys.ts';
import { newMessagePut, type StoredMessage } from './message.ts';
import { orderToItem, type StoredOrder } from './order.ts';

/** Kept well past the 7-day life of the links, after which no link could use it anyway. */
const markerLifetimeSeconds = 30 * 24 * 60 * 60;

export type StatusChangeOutcome = 'changed' | 'alreadyDone' | 'statusChanged';

/** The item type of the owner's notice that a customer cancelled their order: its insertion e-mails the owner (mail/store/notification.ts). */
export const customerCancelNoticeType = 'customerCancelNotice';
/** Kept past the stream's 24-hour retention, then gone. */
const noticeLifetimeSeconds = 7 * 24 * 3600;

/** The item type of the owner's notice that the shop gave up an order nobody accepted (docs/business-rules.md#the-ladder). */
export const givenUpNoticeType = 'givenUpOrderNotice';

/**
 * A cancel that is not the owner's own adds two writes to the step: the slot's place given back, and the owner's notice
 * (the order as cancelled, under its own key and type, off the board's index) whose insertion e-mails the owner. The
 * customer's own cancel (docs/business-rules.md#the-customers-cancel) and the shop giving an order up
 * (docs/business-rules.md#the-ladder) take them.
 */
function freedSlotItems(cancelled: StoredOrder, notice: { key: { pk: string; sk: string }; type: string }, now: Date) {
  const { gsi1pk, gsi1sk, ...orderItem } = orderToItem(cancelled);
  void gsi1pk;
  void gsi1sk;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: slotCounterKey(cancelled.slotId),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...orderItem, ...notice.key, type: notice.type, expiresAt: Math.floor(now.getTime() / 1000) + noticeLifetimeSeconds },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export async function changeOrderStatus(input: {
  userId: string;
  order: Pick<Order, 'orderId' | 'slotId'>;
  action: OwnerAction;
  from: OrderStatus;
  to: OrderStatus;
  /** Who took the step, kept in the history ("Efua Owusu", "e-mail link"). */
  by: string;
  /** Set on completion: in-person payment is taken on handover. */
  paymentStatus?: Order['paymentStatus'];
  /** Set on accept: the kitchen's ready-time estimate. */
  readyAt?: string;
  /** Set on cancel: the reason the customer is told. */
  cancelReason?: string;
  /**
   * A card order's payment after the step (captured on accept; released or refunded on cancel), written only while
   * the stored payment is still in `paymentFrom`, the state read before the provider was called.
   */
  cardPayment?: { from: CardPayment['state']; to: CardPayment };
  /** A catering order's balance after a cancel (refunded, or its link ended), written only while it is still the one read. */
  balancePayment?: { read: BalancePayment; to: BalancePayment };
  message: StoredMessage & { orderSummary?: string };
  /** The customer's own cancel only: the order as it is once cancelled, for the owner's notice; its slot's place is given back. */
  customerCancel?: StoredOrder;
  /** The shop giving up an order nobody accepted: the order as it is once cancelled, for the owner's notice; its slot's place is given back. */
  givenUp?: StoredOrder;
  now: Date;
}): Promise<StatusChangeOutcome> {
  const { userId, order, action, from, to, now } = input;
  const at = now.toISOString();
  const payment = input.cardPayment;
  const balance = input.balancePayment ? balanceCondition(input.balancePayment.read) : undefined;
  const index = orderStatusIndexKey(to, order.slotId, order.orderId);
  // The optional attributes an action sets besides the status (payment on completion, estimate, reason).
  const extra = Object.entries({ paymentStatus: input.paymentStatus, readyAt: input.readyAt, cancelReason: input.cancelReason }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(userId, order.orderId),
        UpdateExpression: [
          'SET #status = :to, #history = list_append(#history, :entry), gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, updatedAt = :at',
          ...extra.map(([name]) => `${name} = :${name}`),
          ...(payment ? ['cardPayment = :payment'] : []),
          ...(balance ? ['balancePayment = :balance'] : []),
        ].join(', '),
        ConditionExpression: [
          'attribute_exists(pk) AND #status = :from',
          ...(payment ? ['cardPayment.#state = :paymentFrom'] : []),
          ...(balance ? [balance.condition] : []),
        ].join(' AND '),
        ExpressionAttributeNames: { '#status': 'status', '#history': 'history', ...(payment || balance ? { '#state': 'state' } : {}) },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ':entry': [{ status: to, at, by: input.by }],
          ':gsi1pk': index.gsi1pk,
          ':gsi1sk': index.gsi1sk,
          ':at': at,
          ...Object.fromEntries(extra.map(([name, value]) => [`:${name}`, value])),
          ...(payment ? { ':payment': payment.to, ':paymentFrom': payment.from } : {}),
          ...(balance ? { ':balance': input.balancePayment!.to, ...balance.values } : {}),
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...ownerActionMarkerKey(order.orderId, action),
          type: 'ownerActionMarker',
          orderId: order.orderId,
          action,
          usedAt: at,
          expiresAt: Math.floor(now.getTime() / 1000) + markerLifetimeSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    newMessagePut(input.message),
    ...(input.customerCancel ? freedSlotItems(input.customerCancel, { key: customerCancelNoticeKey(order.orderId), type: customerCancelNoticeType }, now) : []),
    ...(input.givenUp ? freedSlotItems(input.givenUp, { key: givenUpNoticeKey(order.orderId), type: givenUpNoticeType }, now) : []),
  ]);
  if (!cancelled) return 'changed';
  if (cancelled.conditionFailed(1)) return 'alreadyDone';
  if (cancelled.conditionFailed(0)) return 'statusChanged';
  // Two clicks at the same moment: one wins; the other reads the order again and is told.
  if (cancelled.conflict) return 'statusChanged';
  throw cancelled.error;
}

/** The condition that a catering order's balance is still the one read: the same link, state and number of refunds. */
function balanceCondition(read: BalancePayment): { condition: string; values: Record<string, unknown> } {
  const refunds = read.refunds?.length ?? 0;
  const counted =
    refunds === 0
      ? '(attribute_not_exists(balancePayment.refunds) OR size(balancePayment.refunds) = :balanceRefunds)'
      : 'size(balancePayment.refunds) = :balanceRefunds';
  return {
    condition: `balancePayment.attempt = :balanceAttempt AND balancePayment.#state = :balanceFrom AND ${counted}`,
    values: { ':balanceAttempt': read.attempt, ':balanceFrom': read.state, ':balanceRefunds': refunds },
  };
}

/**
 * A new ready time for an accepted order, with its message to the customer, in one transaction, written only while the
 * order is still accepted and its ready time still the one the owner saw (`change.from`: the kitchen's estimate, or the
 * order's own time when it gave none). 'changed' when either moved meanwhile (another device, a step taken).
 */
export async function changeReadyTime(input: {
  userId: string;
  order: Pick<Order, 'orderId' | 'slotId' | 'readyAt'>;
  change: ReadyTimeChange;
  message: StoredMessage & { orderSummary?: string };
}): Promise<'done' | 'changed'> {
  const { userId, order, change } = input;
  const cancelled = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(userId, order.orderId),
        UpdateExpression: 'SET readyAt = :to, readyTimeChanges = list_append(if_not_exists(readyTimeChanges, :none), :change), updatedAt = :at',
        ConditionExpression: [
          'attribute_exists(pk) AND #status = :accepted',
          order.readyAt === undefined ? 'attribute_not_exists(readyAt)' : 'readyAt = :seen',
        ].join(' AND '),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': change.to,
          ':none': [],
          ':change': [change],
          ':at': change.at,
          ':accepted': 'accepted',
          ...(order.readyAt === undefined ? {} : { ':seen': order.readyAt }),
        },
      },
    },
    newMessagePut(input.message),
  ]);
  if (!cancelled) return 'done';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'changed';
  throw cancelled.error;
}
