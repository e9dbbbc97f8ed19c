/**
 * A user's favourite dishes (keys.ts `favoriteKey`), one item per dish, so favouriting twice keeps
 * one. The user's favourites are one Query on the user's partition.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { favoriteKey, favoritePrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

export type FavoriteRecord = { dishId: string; /** ISO time it was favourited. */ favoritedAt: string };

// Built at the first list (z.lazy), not at module load: the dish page's function imports this module for isFavorite only.
const favoriteItemSchema = z.lazy(() => z.object({ dishId: z.string(), favoritedAt: z.string() }));

/** Adds the favourite; false when it was one already (its first time is kept). */
export async function addFavorite(userId: string, dishId: string, now = new Date()): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...favoriteKey(userId, dishId), type: 'favorite', userId, dishId, favoritedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Removes the favourite; false when the user had no such favourite (nothing changes then). */
export async function removeFavorite(userId: string, dishId: string): Promise<boolean> {
  return conditionHeld(db().send(new DeleteCommand({ TableName: tableName(), Key: favoriteKey(userId, dishId), ConditionExpression: 'attribute_exists(pk)' })));
}

/** The user's favourites, in key order (one Query). */
export async function listFavorites(userId: string): Promise<FavoriteRecord[]> {
  const items = await queryPrefix(userPk(userId), favoritePrefix);
  return items.map((item) => parseItem(favoriteItemSchema, 'favourite', item));
}

export async function isFavorite(userId: string, dishId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: favoriteKey(userId, dishId), ProjectionExpression: 'pk' }));
  return Item !== undefined;
}
