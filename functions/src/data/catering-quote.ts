/**
 * Catering quotes in the table (docs/data-model.md#catering-quote): one item a quote under the `QUOTE` partition,
 * sorted by id (a ULID: newest last), so the back office's list is one Query. Every owner write is conditional on the
 * revision the owner read. A sent quote's links are kept as SHA-256 digests with the version each was made for; the
 * e-mail that carries a link is made by the table's stream from a link request (type `quoteLinkRequest`).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { quoteFields, quoteOwnerFields } from '../contracts/catering-quote.ts';
import { orderLineSchema } from '../contracts/order.ts';
import { failedOnCondition, sendTransaction } from './cancelled-transaction.ts';
import { db, tableName } from './client.ts';
import { quoteKey, quoteLinkRequestKey, quotePartition } from './keys.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

export const quoteItemType = 'cateringQuote';
export const quoteLinkRequestType = 'quoteLinkRequest';

const storedQuoteSchema = z.object({
  ...quoteFields,
  ...quoteOwnerFields,
  /** Priced as checkout prices them: what the order is made of when the customer pays. */
  lines: z.array(orderLineSchema),
  /** The links e-mailed: each secret's SHA-256 and the version it was made for. */
  links: z.array(z.object({ digest: z.string(), version: z.number().int(), at: z.string() })),
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;

function quoteFromItem(item: StoredItem): StoredQuote {
  return parseItem(storedQuoteSchema, 'catering quote', item);
}

function quoteItem(quote: StoredQuote): StoredItem {
  return { ...quoteKey(quote.quoteId), type: quoteItemType, ...quote };
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
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: quoteKey(quoteId),
        UpdateExpression: 'SET #links = list_append(#links, :link)',
        ConditionExpression: '#version = :version AND #state = :sent',
        ExpressionAttributeNames: { '#links': 'links', '#version': 'version', '#state': 'state' },
        ExpressionAttributeValues: { ':link': [{ digest, version, at: now.toISOString() }], ':version': version, ':sent': 'sent' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
