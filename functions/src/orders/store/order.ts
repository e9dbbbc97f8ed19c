/**
 * Orders (keys.ts `orderKey`), each holding a copy of its lines, prices, address and slot. On gsi1
 * by status (`orderStatusIndexKey`), sorted by slot, for the kitchen's board. Beside them: slot
 * capacity counters (`slotCounterKey`) and idempotency records (`idempotencyKey`). Placing an order
 * is one TransactWriteItems: the order, its slot's place, the idempotency record, the customer's
 * first message, its offer's use (within the offer's limits), and the deletion of every cart line it was made from.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import * as z from 'zod';
import {
  customerTextSchema,
  kitchenAlertSchema,
  kitchenHistoryEntrySchema,
  readyTimeChangeSchema,
  type CustomerText,
  type KitchenHistoryEntry,
  type ReadyTimeChange,
} from '../contract/kitchen.ts';
import { orderSchema, type Order, type OrderStatus } from '../contract/order.ts';
import { type StoredLine, storedLineSchema } from '../../cart/index.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { cartLineKey, idempotencyKey, orderKey, orderPrefix, orderStatusIndexKey, slotCounterKey, slotPartition, userPk } from '../../platform/table/keys.ts';
import { queryAll, queryPrefix } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';

/**
 * An order in the table: the answer's fields (`lines`: what the customer ordered) plus the cart
 * lines it was made from (for buy again), and who took each step of its history (the kitchen's view).
 */
export type StoredOrder = Omit<Order, 'history'> & {
  userId: string;
  cartLines: StoredLine[];
  history: KitchenHistoryEntry[];
  /** A card order's Checkout Session and, once paid, its PaymentIntent at Stripe (neither shown to anyone). */
  stripe?: StripeReferences | undefined;
  /** A catering order's balance link: its Checkout Session at Stripe (shown to no one). */
  balanceStripe?: { sessionId: string } | undefined;
  /**
   * An order awaiting its card: until when it holds its slot's place, and when it gave the place back because that time
   * passed unpaid (docs/business-rules.md#unpaid-card-orders). Shown to no one.
   */
  slotHeldUntil?: string | undefined;
  slotReleasedAt?: string | undefined;
  /** "Text me about this order" as ticked (docs/business-rules.md#customer-updates): the proof carriers ask for. */
  textConsent?: TextConsent | undefined;
  /** The texts sent about the order, by their MessageId at AWS, with their delivery receipts. */
  customerTexts?: Record<string, CustomerText> | undefined;
  /** Each ready time the kitchen changed after the accept (the board's history shows them). */
  readyTimeChanges?: ReadyTimeChange[] | undefined;
};

/** A consent to texts: to which number, when, the words shown beside the box, and the page that showed them. */
export const textConsentSchema = z.object({ phone: z.string(), at: z.string(), words: z.string(), page: z.string() });
export type TextConsent = z.infer<typeof textConsentSchema>;

export const stripeReferencesSchema = z.object({ sessionId: z.string(), intentId: z.string().optional() });
export type StripeReferences = z.infer<typeof stripeReferencesSchema>;

export const orderItemType = 'order';

const storedOrderSchema = orderSchema.extend({
  userId: z.string(),
  cartLines: z.array(storedLineSchema),
  history: z.array(kitchenHistoryEntrySchema),
  alerts: z.array(kitchenAlertSchema).optional(),
  stripe: stripeReferencesSchema.optional(),
  balanceStripe: z.object({ sessionId: z.string() }).optional(),
  slotHeldUntil: z.string().optional(),
  slotReleasedAt: z.string().optional(),
  textConsent: textConsentSchema.optional(),
  customerTexts: z.record(z.string(), customerTextSchema).optional(),
  readyTimeChanges: z.array(readyTimeChangeSchema).optional(),
});
const orderedLinesSchema = z.object({ cartLines: z.array(storedLineSchema), placedAt: z.string() });
const slotCounterSchema = z.object({ sk: z.string(), count: z.number().int().default(0) });
const idempotencyRecordSchema = z.object({ orderId: z.string(), payloadHash: z.string() });

export function orderToItem(order: StoredOrder): StoredItem {
  return {
    ...orderKey(order.userId, order.orderId),
    ...orderStatusIndexKey(order.status, order.slotId, order.orderId),
    type: orderItemType,
    ...order,
  };
}

/**
 * Orders placed before the attribute names were fixed kept the cart lines under `lines` and the
 * order lines under `orderLines`: such an item (one without `cartLines`) reads with today's names.
 */
function withCurrentLineNames(item: StoredItem): StoredItem {
  if ('cartLines' in item) return item;
  const { lines, orderLines, ...rest } = item;
  return { ...rest, cartLines: lines, ...(orderLines === undefined ? {} : { lines: orderLines }) };
}

/** The order in a stored item or a stream image; throws when the item is not a well-formed order. */
export function orderFromItem(item: StoredItem): StoredOrder {
  return parseItem(storedOrderSchema, 'order', withCurrentLineNames(item));
}

export async function getOrder(userId: string, orderId: string): Promise<StoredOrder | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: orderKey(userId, orderId), ConsistentRead: true }));
  return Item ? orderFromItem(Item) : undefined;
}

/** The customer's orders, newest first: one Query. */
export async function listOrders(userId: string): Promise<StoredOrder[]> {
  const items = await queryPrefix(userPk(userId), orderPrefix, { newestFirst: true });
  return items.map(orderFromItem);
}

/**
 * The orders in one status whose times (slot ids) fall in [fromSlotId, toSlotId], by time: one
 * Query of gsi1 (`orderStatusIndexKey`), for the kitchen's board and its search.
 */
export async function listOrdersByStatus(status: OrderStatus, fromSlotId: string, toSlotId: string): Promise<StoredOrder[]> {
  const from = orderStatusIndexKey(status, fromSlotId, '');
  const to = orderStatusIndexKey(status, toSlotId, '~');
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': from.gsi1pk, ':from': from.gsi1sk, ':to': to.gsi1sk },
  });
  return items.filter((item) => item.type === orderItemType).map(orderFromItem);
}

/**
 * The customer's orders placed since an instant, newest first: one Query over the order keys, whose ULIDs begin with
 * the time they were made (for the orders still awaiting their card, which are never older than their card page).
 */
export async function listOrdersSince(userId: string, since: Date): Promise<StoredOrder[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':from': `${orderPrefix}${encodeTime(since.getTime(), 10)}`, ':to': `${orderPrefix}~` },
    ScanIndexForward: false,
  });
  return items.filter((item) => item.type === orderItemType).map(orderFromItem);
}

/** The lines of the customer's most recent orders: one Query, newest first. */
export async function listOrderedLines(userId: string, limit = 20): Promise<{ lines: StoredLine[]; placedAt: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': orderPrefix },
      // `lines` only for orders stored under the old names, where it holds the cart lines.
      ProjectionExpression: 'pk, sk, cartLines, #lines, placedAt',
      ExpressionAttributeNames: { '#lines': 'lines' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => {
    const { cartLines, placedAt } = parseItem(orderedLinesSchema, 'order', withCurrentLineNames(item));
    return { lines: cartLines, placedAt };
  });
}

/** How many orders each slot between two instants holds: one Query. */
export async function takenSlotCounts(fromSlotId: string, toSlotId: string): Promise<Record<string, number>> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': slotPartition, ':from': fromSlotId, ':to': toSlotId },
  });
  return Object.fromEntries(
    items.map((item) => {
      const counter = parseItem(slotCounterSchema, 'slot counter', item);
      return [counter.sk, counter.count];
    }),
  );
}

export type IdempotencyRecord = { orderId: string; payloadHash: string };

export async function getIdempotencyRecord(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: idempotencyKey(userId, key), ConsistentRead: true }));
  return Item ? parseItem(idempotencyRecordSchema, 'idempotency record', Item) : undefined;
}

export type PlaceOutcome = 'placed' | 'slotFull' | 'cartChanged' | 'duplicateKey' | 'conflict' | 'offerChanged';

/**
 * Writes the order, takes a place in its slot, records the idempotency key, adds the customer's
 * first message and empties the cart lines it was made from, all or nothing. A full slot, a cart
 * that changed since it was priced, or a key used meanwhile cancels the whole transaction.
 */
export async function placeOrder(input: {
  order: StoredOrder;
  maxOrdersPerSlot: number;
  idempotency: { key: string; payloadHash: string; expiresAt: number };
  /** The customer's first message; none for an order awaiting its card (it is written when the card is held). */
  message?: Record<string, unknown> | undefined;
  /** The offer's use counted within its limits (offers' offerUseItems): any of them failing is 'offerChanged'. */
  offerItems?: TransactItem[] | undefined;
}): Promise<PlaceOutcome> {
  const { order, idempotency } = input;
  const slotExpiresAt = Math.floor(Date.parse(order.slotId) / 1000) + 7 * 24 * 3600;
  const transactItems: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...idempotencyKey(order.userId, idempotency.key),
          type: 'idempotency',
          orderId: order.orderId,
          payloadHash: idempotency.payloadHash,
          expiresAt: idempotency.expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: slotCounterKey(order.slotId),
        UpdateExpression: 'SET #type = :type, expiresAt = :expires ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
        ExpressionAttributeValues: { ':type': 'slotCapacity', ':expires': slotExpiresAt, ':one': 1, ':max': input.maxOrdersPerSlot },
      },
    },
    { Put: { TableName: tableName(), Item: orderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(input.message ? [{ Put: { TableName: tableName(), Item: input.message } }] : []),
  ];
  const offerFrom = transactItems.length;
  transactItems.push(...(input.offerItems ?? []));
  const linesFrom = transactItems.length;
  // The lines as priced: deleted with the order, or (an order awaiting its card) only checked, so the cart stays as
  // it was until the card is held (a customer who goes back from the card page finds it unchanged).
  const keepCart = order.status === 'awaiting-payment';
  const lineItems = order.cartLines.map((line) => {
    const check = {
      TableName: tableName(),
      Key: cartLineKey(order.userId, line.lineId),
      ConditionExpression: '#status = :cart AND updatedAt = :seen AND quantity = :quantity',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cart': 'cart', ':seen': line.updatedAt, ':quantity': line.quantity },
    };
    return keepCart ? { ConditionCheck: check } : { Delete: check };
  });
  // Sent again (a few times) while other transactions only touched the same items at the same moment.
  const cancelled = await transact([...transactItems, ...lineItems], 6);
  if (!cancelled) return 'placed';
  if (cancelled.conditionFailed(0)) return 'duplicateKey';
  if (cancelled.conditionFailed(1)) return 'slotFull';
  if (cancelled.conditionFailedFrom(linesFrom)) return 'cartChanged';
  if (cancelled.conditionFailedFrom(offerFrom)) return 'offerChanged';
  // Other transactions kept touching the same items: the caller may try again.
  if (cancelled.conflict) return 'conflict';
  throw cancelled.error;
}
