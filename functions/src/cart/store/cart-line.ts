/**
 * Cart and saved-for-later lines (keys.ts `cartLineKey`), status 'cart' or 'saved'. The line
 * id is the configuration's, so an equal add lands on the same item and raises its quantity. Every
 * quantity change is one conditional update (ADD), so parallel changes are exact and stay in 1–99.
 * A deleted line leaves a copy (keys.ts `removedCartLineKey`) for a while, so Undo puts it back as it was.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { maxQuantity, minQuantity } from '../contract/cart.ts';
import { spiceLevels } from '../../catalogue/contract/pricing.ts';
import type { LineStatus, PricedLine, StoredLine } from '../rules/cart.ts';
import { quantityLimitError } from '../rules/cart.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { failedOnCondition, transact } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { cartLineKey, cartLinePrefix, removedCartLineKey, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { updateIf } from '../../platform/table/conditional-write.ts';

/** A stored line (also copied into each order, for buy again); snapshot fields of early lines read empty. */
export const storedLineSchema = z.object({
  lineId: z.string(),
  dishId: z.string(),
  dishName: z.string(),
  image: z.string().default(''),
  blurHash: z.string().default(''),
  sizeId: z.string(),
  spiceLevel: z.literal(spiceLevels).default(0),
  optionalIngredientIds: z.array(z.string()).default([]),
  removedIngredients: z.array(z.string()).default([]),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  status: z.enum(['cart', 'saved']),
  addedAt: z.string(),
  addPosition: z.number().int().nonnegative().optional(),
  updatedAt: z.string(),
});

function fromItem(item: StoredItem): StoredLine {
  return parseItem(storedLineSchema, 'cart line', item);
}

/** Every cart and saved line of a user: one Query. */
export async function listLines(userId: string): Promise<StoredLine[]> {
  const items = await queryPrefix(userPk(userId), cartLinePrefix);
  return items.map(fromItem);
}

export async function getLine(userId: string, lineId: string): Promise<StoredLine | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: cartLineKey(userId, lineId), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

/** Where a line sits in the cart: when it was first added, and its place within that add (cart/rules/cart.ts `byPlaceInCart`). */
type PlaceInCart = { addedAt: string; addPosition: number };

/**
 * Adds `quantity` of a line to the cart (raising an equal line's quantity, or bringing a saved one
 * back), refusing when the line would pass the maximum. A line already there keeps its place; a new one takes `place`.
 */
function addUpdate(userId: string, line: PricedLine, now: string, place: PlaceInCart) {
  return {
    TableName: tableName(),
    Key: cartLineKey(userId, line.lineId),
    UpdateExpression:
      'SET #type = :type, lineId = :lineId, dishId = :dishId, dishName = :dishName, image = :image, blurHash = :blurHash, ' +
      'sizeId = :sizeId, spiceLevel = :spiceLevel, optionalIngredientIds = :optional, removedIngredients = :removed, ' +
      'unitPrice = :unitPrice, #status = :cart, addedAt = if_not_exists(addedAt, :addedAt), addPosition = if_not_exists(addPosition, :addPosition), ' +
      'updatedAt = :now ADD quantity :quantity',
    ConditionExpression: 'attribute_not_exists(pk) OR quantity <= :room',
    ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
    ExpressionAttributeValues: {
      ':type': 'cartLine',
      ':lineId': line.lineId,
      ':dishId': line.dishId,
      ':dishName': line.dishName,
      ':image': line.image,
      ':blurHash': line.blurHash,
      ':sizeId': line.sizeId,
      ':spiceLevel': line.spiceLevel,
      ':optional': line.optionalIngredientIds,
      ':removed': line.removedIngredients,
      ':unitPrice': line.unitPrice,
      ':cart': 'cart',
      ':now': now,
      ':addedAt': place.addedAt,
      ':addPosition': place.addPosition,
      ':quantity': line.quantity,
      ':room': maxQuantity - line.quantity,
    },
  };
}

/** Puts the lines of one add into the cart, all or none, in their order (the main dish first, then its companions). */
export async function addLines(userId: string, lines: readonly PricedLine[], now = new Date().toISOString()): Promise<void> {
  try {
    if (lines.length === 1) {
      await db().send(new UpdateCommand(addUpdate(userId, lines[0]!, now, { addedAt: now, addPosition: 0 })));
      return;
    }
    await db().send(
      new TransactWriteCommand({ TransactItems: lines.map((line, index) => ({ Update: addUpdate(userId, line, now, { addedAt: now, addPosition: index }) })) }),
    );
  } catch (error) {
    if (failedOnCondition(error)) throw quantityLimitError();
    throw error;
  }
}

/** Steps a cart line's quantity by +1/-1, or sets it; exact under parallel calls, always within bounds. */
export async function changeQuantity(
  userId: string,
  lineId: string,
  change: { by: number } | { to: number },
  now = new Date().toISOString(),
): Promise<StoredLine> {
  const values: Record<string, unknown> = { ':cart': 'cart', ':now': now };
  let update: string;
  let condition = 'attribute_exists(pk) AND #status = :cart';
  if ('by' in change) {
    update = 'SET updatedAt = :now ADD quantity :by';
    values[':by'] = change.by;
    // quantity + by stays within [min, max]
    condition += ' AND quantity BETWEEN :lowest AND :highest';
    values[':lowest'] = minQuantity - change.by;
    values[':highest'] = maxQuantity - change.by;
  } else {
    update = 'SET updatedAt = :now, quantity = :to';
    values[':to'] = change.to;
  }
  const item = await updateIf({
    Key: cartLineKey(userId, lineId),
    UpdateExpression: update,
    ConditionExpression: condition,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: values,
  });
  if (item) return fromItem(item);
  const line = await getLine(userId, lineId);
  if (!line || line.status !== 'cart') throw notFound('No such line in your cart.');
  throw quantityLimitError();
}

/**
 * Replaces a cart line with its edited configuration. When the configuration is unchanged only the
 * quantity is set; otherwise the old line goes and the new one is added in its place (or merges into an
 * equal line, which keeps its own) in one transaction. `expectedIngredientIds` refuses an edit of a line that changed meanwhile.
 */
export async function replaceLine(
  userId: string,
  oldLineId: string,
  line: PricedLine,
  expectedIngredientIds: readonly string[] | undefined,
  now = new Date().toISOString(),
): Promise<'replaced' | 'stale'> {
  const current = await getLine(userId, oldLineId);
  if (!current || current.status !== 'cart') throw notFound('No such line in your cart.');
  if (expectedIngredientIds && [...expectedIngredientIds].sort().join() !== [...current.optionalIngredientIds].sort().join()) return 'stale';
  if (line.lineId === oldLineId) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: cartLineKey(userId, oldLineId),
          UpdateExpression: 'SET quantity = :quantity, unitPrice = :unitPrice, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #status = :cart',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':quantity': line.quantity, ':unitPrice': line.unitPrice, ':now': now, ':cart': 'cart' },
        }),
      )
      .catch((error: unknown) => {
        if (failedOnCondition(error)) throw notFound('No such line in your cart.');
        throw error;
      });
    return 'replaced';
  }
  const cancelled = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: cartLineKey(userId, oldLineId),
        ConditionExpression: 'attribute_exists(pk) AND #status = :cart AND updatedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cart': 'cart', ':seen': current.updatedAt },
      },
    },
    { Update: addUpdate(userId, line, now, { addedAt: current.addedAt, addPosition: current.addPosition ?? 0 }) },
  ]);
  if (!cancelled) return 'replaced';
  if (cancelled.conditionFailed(0)) return 'stale';
  if (cancelled.conditionFailed(1)) throw quantityLimitError();
  throw cancelled.error;
}

/** How long a deleted line's copy can be put back (Undo shows for seconds; this leaves room for a slow network). */
export const removedLineKeptSeconds = 15 * 60;

const removedLineSchema = storedLineSchema.extend({ removedAt: z.string(), expiresAt: z.number().int() });

/**
 * Deletes a cart or saved line of the user and keeps a copy of it, in one transaction, for `restoreLine`; 404 when
 * there is none. The delete holds only while the line is as read, so a parallel change is never lost from the copy.
 */
export async function deleteLine(userId: string, lineId: string, now = new Date()): Promise<StoredLine> {
  for (let attempt = 0; ; attempt++) {
    const line = await getLine(userId, lineId);
    if (!line) throw notFound('No such line in your cart or saved items.');
    const { pk, sk } = removedCartLineKey(userId, lineId);
    const cancelled = await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: cartLineKey(userId, lineId),
          ConditionExpression: 'updatedAt = :seen AND quantity = :quantity AND #status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':seen': line.updatedAt, ':quantity': line.quantity, ':status': line.status },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            pk,
            sk,
            type: 'removedCartLine',
            ...line,
            removedAt: now.toISOString(),
            expiresAt: Math.floor(now.getTime() / 1000) + removedLineKeptSeconds,
          },
        },
      },
    ]);
    if (!cancelled) return line;
    // Changed, deleted or written at the same moment between the read and the write: read it again (a few times at most).
    if (attempt >= 2) throw cancelled.error;
  }
}

/**
 * Undo of a delete: puts the line's copy back exactly as it was (choices, quantity, price, status, place), in one
 * transaction that also removes the copy, so two parallel undos put it back once. 404 when there is no copy (never
 * deleted, already put back, or kept too long); 409 when the same configuration is back in the cart already.
 */
export async function restoreLine(userId: string, lineId: string, now = new Date()): Promise<StoredLine> {
  const removedKey = removedCartLineKey(userId, lineId);
  for (let attempt = 0; ; attempt++) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: removedKey, ConsistentRead: true }));
    const removed = Item ? parseItem(removedLineSchema, 'removed cart line', Item) : undefined;
    if (!removed || removed.expiresAt <= Math.floor(now.getTime() / 1000)) throw notFound('There is nothing to undo: that line was removed a while ago.');
    const line: StoredLine = { ...storedLineSchema.parse(removed), updatedAt: now.toISOString() };
    const cancelled = await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...cartLineKey(userId, lineId), type: 'cartLine', ...line },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: removedKey,
          ConditionExpression: 'removedAt = :removedAt',
          ExpressionAttributeValues: { ':removedAt': removed.removedAt },
        },
      },
    ]);
    if (!cancelled) return line;
    // The copy went meanwhile (a parallel undo put the line back): read again, which answers 404.
    if (cancelled.conditionFailed(1) && attempt < 2) continue;
    if (cancelled.conditionFailed(0)) throw conflict(`${line.dishName} is in your ${line.status === 'saved' ? 'saved items' : 'cart'} again already.`);
    // Another undo (or delete) of this line at the same moment: read the copy again, which says who won.
    if (attempt >= 2) throw cancelled.error;
  }
}

/** Moves a line between the cart and the saved list; 404 when the user has no such line there. */
export async function moveLine(userId: string, lineId: string, from: LineStatus, to: LineStatus, now = new Date().toISOString()): Promise<StoredLine> {
  const item = await updateIf({
    Key: cartLineKey(userId, lineId),
    UpdateExpression: 'SET #status = :to, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND #status = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':from': from, ':to': to, ':now': now },
  });
  if (!item) throw notFound(from === 'cart' ? 'No such line in your cart.' : 'No such saved item.');
  return fromItem(item);
}

/** Accepts today's price for a line whose price changed. */
export async function confirmPrice(userId: string, lineId: string, unitPrice: number, now = new Date().toISOString()): Promise<StoredLine> {
  const item = await updateIf({
    Key: cartLineKey(userId, lineId),
    UpdateExpression: 'SET unitPrice = :price, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':price': unitPrice, ':now': now },
  });
  if (!item) throw notFound('No such line in your cart.');
  return fromItem(item);
}
