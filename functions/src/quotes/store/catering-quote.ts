/**
 * Catering quotes in the table (docs/data-model.md#catering-quote): one item a quote under the `QUOTE` partition,
 * sorted by id (a ULID: newest last), so the kitchen's list is one Query; a quote once sent is also on gsi1 under
 * the e-mail it went to (`quoteCustomerIndexKey`), so a customer's account lists theirs with one Query. Every owner
 * write is conditional on the revision the owner read. A sent quote's links are kept as SHA-256 digests with the
 * version each was made for; the e-mail that carries a link is made by the table's stream from a link request (type
 * `quoteLinkRequest`).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { quoteFields, quoteOwnerFields } from '../contract/catering-quote.ts';
import { orderLineSchema } from '../../orders/contract/order.ts';
import { failedOnCondition, sendTransaction, transact } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { quoteCustomerIndexKey, quoteKey, quoteLinkRequestKey, quotePartition, slotCounterKey } from '../../platform/table/keys.ts';
import { orderToItem, type StoredOrder } from '../../orders/index.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { normaliseEmail } from '../../accounts/index.ts';

export const quoteItemType = 'cateringQuote';
export const quoteLinkRequestType = 'quoteLinkRequest';

const storedQuoteSchema = z.object({
  ...quoteFields,
  ...quoteOwnerFields,
  /** Priced as checkout prices them: what the order is made of when the customer pays. */
  lines: z.array(orderLineSchema),
  /** The links e-mailed: each secret's SHA-256 and the version it was made for. */
  links: z.array(z.object({ digest: z.string(), version: z.number().int(), at: z.string() })),
  /**
   * The deposit's card page last opened for it: the catering order awaiting the card (whose it is, and until when the
   * page can be paid). While that order awaits its card, the owner cannot change or cancel the quote.
   */
  checkout: z.object({ orderId: z.string(), userId: z.string(), payBy: z.string() }).nullable().default(null),
  /**
   * Whose the accepted quote's order is: the account its e-mail belonged to when paid, or the quote's guest id (then
   * only the link reads it). Null for quotes accepted before it was kept.
   */
  orderUserId: z.string().nullable().default(null),
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;

function quoteFromItem(item: StoredItem): StoredQuote {
  return parseItem(storedQuoteSchema, 'catering quote', item);
}

/**
 * The quote as the table keeps it. Once sent (`sentAt` set, whatever its state since), it is on gsi1 under its
 * customer's e-mail; a draft never sent is not (the index is sparse), and every write Puts the whole item, so a
 * revision to another address moves it.
 */
function quoteItem(quote: StoredQuote): StoredItem {
  const index = quote.sentAt === null ? {} : quoteCustomerIndexKey(normaliseEmail(quote.customer.email), quote.quoteId);
  return { ...quoteKey(quote.quoteId), ...index, type: quoteItemType, ...quote };
}

export async function getQuote(quoteId: string): Promise<StoredQuote | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: quoteKey(quoteId), ConsistentRead: true }));
  return Item ? quoteFromItem(Item) : undefined;
}

/** The newest quotes first (at most `limit`). */
export async function listQuotes(limit: number): Promise<StoredQuote[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': quotePartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(quoteFromItem);
}

/** The quotes sent to `email` (any state since), the newest first (at most `limit`): one Query of gsi1. */
export async function listQuotesFor(email: string, limit: number): Promise<StoredQuote[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': quoteCustomerIndexKey(normaliseEmail(email), '').gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((item) => item.type === quoteItemType).map(quoteFromItem);
}

/** A request for the stream to e-mail the quote's link for `version` (kept a day, as the stream keeps its records). */
function linkRequestItem(quote: StoredQuote, now: Date): StoredItem {
  return {
    ...quoteLinkRequestKey(quote.quoteId, quote.version, ulid(now.getTime())),
    type: quoteLinkRequestType,
    quoteId: quote.quoteId,
    version: quote.version,
    requestedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + 24 * 3600,
  };
}

const linkRequestSchema = z.object({ quoteId: z.string(), version: z.number().int(), requestedAt: z.string() });
export type QuoteLinkRequest = z.infer<typeof linkRequestSchema>;

export function quoteLinkRequestFromItem(item: StoredItem): QuoteLinkRequest {
  return parseItem(linkRequestSchema, 'quote link request', item);
}

/**
 * Writes `quote`: new (`readRevision` undefined) or over the revision the owner read. With `emailLink`, a link request
 * goes in the same transaction, so the e-mail goes out exactly when the write lands. 'moved' when the quote is not at
 * the revision read (another save came first), or already exists.
 */
export async function writeQuote(
  quote: StoredQuote,
  readRevision: number | undefined,
  options: { emailLink?: boolean; now: Date },
): Promise<'written' | 'moved'> {
  const put = {
    TableName: tableName(),
    Item: quoteItem(quote),
    ...(readRevision === undefined
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: '#revision = :read',
          ExpressionAttributeNames: { '#revision': 'revision' },
          ExpressionAttributeValues: { ':read': readRevision },
        }),
  };
  try {
    if (options.emailLink) {
      await sendTransaction({ TransactItems: [{ Put: put }, { Put: { TableName: tableName(), Item: linkRequestItem(quote, options.now) } }] });
    } else {
      await db().send(new PutCommand(put));
    }
    return 'written';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || failedOnCondition(error)) return 'moved';
    throw error;
  }
}

/** Keeps a new link's digest, if the quote is still sent at that version (false when it moved on meanwhile). */
export async function keepQuoteLink(quoteId: string, version: number, digest: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: quoteKey(quoteId),
        UpdateExpression: 'SET #links = list_append(#links, :link)',
        ConditionExpression: '#version = :version AND #state = :sent',
        ExpressionAttributeNames: { '#links': 'links', '#version': 'version', '#state': 'state' },
        ExpressionAttributeValues: { ':link': [{ digest, version, at: now.toISOString() }], ':version': version, ':sent': 'sent' },
      }),
    ),
  );
}

/**
 * The customer pressed Pay: the catering order awaiting its card is written, its time's place taken (unless the owner
 * booked it over capacity) and the quote told which order its card page is for, all at once and only while the quote
 * is still sent at the revision read. 'moved' when the quote changed meanwhile (another Pay, or the owner);
 * 'slotFull' when the time filled up.
 */
export async function startQuoteCheckout(input: {
  quote: StoredQuote;
  order: StoredOrder;
  /** The slot's capacity; undefined when the owner booked the event over it. */
  maxOrdersPerSlot: number | undefined;
  now: Date;
}): Promise<'started' | 'moved' | 'slotFull'> {
  const { quote, order, now } = input;
  const payBy = order.cardPayment?.payBy;
  if (!payBy) throw new Error('A quote’s order must await its card.');
  const slotExpiresAt = Math.floor(Date.parse(order.slotId) / 1000) + 7 * 24 * 3600;
  const capped = input.maxOrdersPerSlot !== undefined;
  const cancelled = await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: quoteKey(quote.quoteId),
          UpdateExpression: 'SET checkout = :checkout, #revision = :next, updatedAt = :at',
          ConditionExpression: '#revision = :read AND #state = :sent AND #version = :version',
          ExpressionAttributeNames: { '#revision': 'revision', '#state': 'state', '#version': 'version' },
          ExpressionAttributeValues: {
            ':checkout': { orderId: order.orderId, userId: order.userId, payBy },
            ':next': quote.revision + 1,
            ':read': quote.revision,
            ':sent': 'sent',
            ':version': quote.version,
            ':at': now.toISOString(),
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: slotCounterKey(order.slotId),
          UpdateExpression: 'SET #type = :type, expiresAt = :expires ADD #count :one',
          ...(capped ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' } : {}),
          ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
          ExpressionAttributeValues: { ':type': 'slotCapacity', ':expires': slotExpiresAt, ':one': 1, ...(capped ? { ':max': input.maxOrdersPerSlot } : {}) },
        },
      },
      { Put: { TableName: tableName(), Item: orderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    ],
    6,
  );
  if (!cancelled) return 'started';
  if (cancelled.conditionFailed(0) || cancelled.conflict) return 'moved';
  if (cancelled.conditionFailed(1)) return 'slotFull';
  throw cancelled.error;
}

/**
 * The quote's part of its order's balance paid (payments/store/card-payment.ts writes it with the order): the quote says so, so
 * its customer's page and account no longer say the balance is due. Only on the quote this order was made from.
 */
export function quoteBalancePaidUpdate(order: StoredOrder & { quote: NonNullable<StoredOrder['quote']> }, what: string, at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: quoteKey(order.quote.quoteId),
      UpdateExpression: 'SET balancePaidAt = :at, #revision = #revision + :one, updatedAt = :at, #history = list_append(#history, :entry)',
      ConditionExpression: 'orderId = :orderId',
      ExpressionAttributeNames: { '#revision': 'revision', '#history': 'history' },
      ExpressionAttributeValues: { ':orderId': order.orderId, ':one': 1, ':at': at, ':entry': [{ at, by: 'Customer', what, version: order.quote.version }] },
    },
  };
}

/**
 * The quote's part of its order's payment (payments/store/card-payment.ts writes it with the order): the quote becomes accepted,
 * pointing at its order, only while it is still sent and its card page is this order's.
 */
export function quoteAcceptedUpdate(order: StoredOrder & { quote: NonNullable<StoredOrder['quote']> }, what: string, at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: quoteKey(order.quote.quoteId),
      UpdateExpression:
        'SET #state = :accepted, orderId = :orderId, orderUserId = :userId, #revision = #revision + :one, updatedAt = :at, #history = list_append(#history, :entry) REMOVE checkout',
      ConditionExpression: '#state = :sent AND checkout.orderId = :orderId',
      ExpressionAttributeNames: { '#state': 'state', '#revision': 'revision', '#history': 'history' },
      ExpressionAttributeValues: {
        ':accepted': 'accepted',
        ':sent': 'sent',
        ':orderId': order.orderId,
        ':userId': order.userId,
        ':one': 1,
        ':at': at,
        ':entry': [{ at, by: 'Customer', what, version: order.quote.version }],
      },
    },
  };
}
