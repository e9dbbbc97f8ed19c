/**
 * Orders: `USER#<id>` / `ORDER#<ulid>`, each holding a copy of its lines, prices, address and slot.
 * On gsi1 under `ORDERSTATUS#<status>`, sorted by slot, for the kitchen's board. Beside them:
 * slot capacity counters (`SLOT` / `<slotId>`) and idempotency records (`IDEMPOTENCY#<userId>#<key>`).
 * Placing an order is one TransactWriteItems: the order, its slot's place, the idempotency record,
 * the customer's first message, and the deletion of every cart line it was made from.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order, OrderStatus } from '../contracts/order.ts';
import type { StoredLine } from '../domain/cart.ts';
import { cartLineKey } from './cart-line.ts';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';

const userPk = (userId: string) => `USER#${userId}`;
const orderPrefix = 'ORDER#';
export const orderKey = (userId: string, orderId: string) => ({ pk: userPk(userId), sk: `${orderPrefix}${orderId}` });
export const orderStatusIndexKey = (status: OrderStatus, slotId: string, orderId: string) => ({
  gsi1pk: `ORDERSTATUS#${status}`,
  gsi1sk: `${slotId}#${orderId}`,
});
const slotPk = 'SLOT';
const slotKey = (slotId: string) => ({ pk: slotPk, sk: slotId });
const idempotencyKeyOf = (userId: string, key: string) => ({ pk: `IDEMPOTENCY#${userId}#${key}`, sk: 'ORDER' });

/** An order as stored: the answer's fields plus the cart lines it copied (for buy again). */
export type StoredOrder = Order & { userId: string; cartLines: StoredLine[] };

export const orderItemType = 'order';

export function orderToItem(order: StoredOrder): Record<string, unknown> {
  return {
    ...orderKey(order.userId, order.orderId),
    ...orderStatusIndexKey(order.status, order.slotId, order.orderId),
    type: orderItemType,
    ...order,
    // Buy again reads `lines` and `placedAt` of every order (listOrderedLines).
    lines: order.cartLines,
    orderLines: order.lines,
  };
}

export function orderFromItem(item: Record<string, unknown>): StoredOrder {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _type, lines, orderLines, ...rest } = item;
  return { ...(rest as Omit<StoredOrder, 'lines' | 'cartLines'>), lines: orderLines as Order['lines'], cartLines: lines as StoredLine[] } as StoredOrder;
}

export async function getOrder(userId: string, orderId: string): Promise<StoredOrder | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: orderKey(userId, orderId), ConsistentRead: true }));
  return Item ? orderFromItem(Item) : undefined;
}

/** The customer's orders, newest first: one Query. */
export async function listOrders(userId: string): Promise<StoredOrder[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': orderPrefix },
    ScanIndexForward: false,
  });
  return items.map(orderFromItem);
}

/** The lines of the customer's most recent orders: one Query, newest first. */
export async function listOrderedLines(userId: string, limit = 20): Promise<{ lines: StoredLine[]; placedAt: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': orderPrefix },
      ProjectionExpression: '#lines, placedAt',
      ExpressionAttributeNames: { '#lines': 'lines' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ lines: (item.lines as StoredLine[]) ?? [], placedAt: item.placedAt as string }));
}

/** How many orders each slot between two instants holds: one Query. */
export async function takenSlotCounts(fromSlotId: string, toSlotId: string): Promise<Record<string, number>> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': slotPk, ':from': fromSlotId, ':to': toSlotId },
  });
  return Object.fromEntries(items.map((item) => [item.sk as string, Number(item.count ?? 0)]));
}

export type IdempotencyRecord = { orderId: string; payloadHash: string };

export async function getIdempotencyRecord(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: idempotencyKeyOf(userId, key), ConsistentRead: true }));
  return Item ? { orderId: Item.orderId as string, payloadHash: Item.payloadHash as string } : undefined;
}

export type PlaceOutcome = 'placed' | 'slotFull' | 'cartChanged' | 'duplicateKey' | 'conflict';

/**
 * Writes the order, takes a place in its slot, records the idempotency key, adds the customer's
 * first message and empties the cart lines it was made from, all or nothing. A full slot, a cart
 * that changed since it was priced, or a key used meanwhile cancels the whole transaction.
 */
export async function placeOrder(input: {
  order: StoredOrder;
  maxOrdersPerSlot: number;
  idempotency: { key: string; payloadHash: string; expiresAt: number };
  message: Record<string, unknown>;
}): Promise<PlaceOutcome> {
  const { order, idempotency } = input;
  const slotExpiresAt = Math.floor(Date.parse(order.slotId) / 1000) + 7 * 24 * 3600;
  const transactItems = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...idempotencyKeyOf(order.userId, idempotency.key), type: 'idempotency', orderId: order.orderId, payloadHash: idempotency.payloadHash, expiresAt: idempotency.expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: slotKey(order.slotId),
        UpdateExpression: 'SET #type = :type, expiresAt = :expires ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
        ExpressionAttributeValues: { ':type': 'slotCapacity', ':expires': slotExpiresAt, ':one': 1, ':max': input.maxOrdersPerSlot },
      },
    },
    { Put: { TableName: tableName(), Item: orderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: input.message } },
    ...order.cartLines.map((line) => ({
      Delete: {
        TableName: tableName(),
        Key: cartLineKey(order.userId, line.lineId),
        ConditionExpression: '#status = :cart AND updatedAt = :seen AND quantity = :quantity',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cart': 'cart', ':seen': line.updatedAt, ':quantity': line.quantity },
      },
    })),
  ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: transactItems }));
    return 'placed';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (reasons[0] === 'ConditionalCheckFailed') return 'duplicateKey';
    if (reasons[1] === 'ConditionalCheckFailed') return 'slotFull';
    if (reasons.slice(4).includes('ConditionalCheckFailed')) return 'cartChanged';
    // Another transaction touched the same items at the same moment (often a retry of this very checkout): the caller may try again.
    if (reasons.includes('TransactionConflict')) return 'conflict';
    throw error;
  }
}
