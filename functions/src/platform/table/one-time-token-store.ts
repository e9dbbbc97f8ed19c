/**
 * One-time tokens, stored by the SHA-256 of their secret and their purpose (keys.ts `tokenKey`), with
 * a TTL. Taking one deletes it in the same call, so a token works once. A sign-up link is spent
 * instead (marked used in one conditional call), so a second click can be told it was used.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { tokenDigest, tokenLifetimeSeconds, type TokenPurpose } from '../rules/one-time-token.ts';
import { db, tableName } from './client.ts';
import { conditionHeld } from './conditional-write.ts';
import { tokenKey } from './keys.ts';
import { parseItem } from './stored-item.ts';
import type { TransactItem } from './transaction.ts';

/** The tokens' partitions start with this (the mail stack's grants name it). */
export { tokenKeyPrefix } from './keys.ts';
const storedTokenKey = (secret: string, purpose: TokenPurpose) => tokenKey(tokenDigest(secret), purpose);

export type StoredToken = {
  userId: string;
  purpose: TokenPurpose;
  expiresAt: number;
  /** For two-factor challenges: the digest of the e-mailed code, which must match to take it. */
  codeDigest?: string;
  /** For e-mail changes: the new address the link confirms. */
  email?: string;
  /** For e-mail changes: the address the account had when the link was sent (a later change voids it). */
  fromEmail?: string;
  /** The user's password version when it was issued: a password reset or change voids it. */
  passwordVersion?: number;
  /** For sign-up links: the digest of the device value of the browser that registered (accounts/rules/sign-up-link.ts). */
  deviceDigest?: string;
  /** For sign-up links: when it was used (seconds); it stays, spent, until its TTL. */
  usedAt?: number;
  /** For confirming offer e-mails: the ask it confirms (the subscriber's `askedAt`); a later ask voids it. */
  askedAt?: string;
};

const storedTokenSchema = z.object({
  userId: z.string(),
  purpose: z.custom<TokenPurpose>((purpose) => typeof purpose === 'string' && Object.hasOwn(tokenLifetimeSeconds, purpose)),
  expiresAt: z.number().int(),
  codeDigest: z.string().optional(),
  email: z.string().optional(),
  fromEmail: z.string().optional(),
  passwordVersion: z.number().int().optional(),
  deviceDigest: z.string().optional(),
  usedAt: z.number().int().optional(),
  askedAt: z.string().optional(),
});

/** The stored item of a new token: its key, type and fields, expiring `lifetimeSeconds` after `now`. */
function newTokenItem(secret: string, token: Omit<StoredToken, 'expiresAt' | 'usedAt'>, now: number, lifetimeSeconds: number) {
  return { ...storedTokenKey(secret, token.purpose), type: 'oneTimeToken', ...token, expiresAt: Math.floor(now / 1000) + lifetimeSeconds };
}

/** `lifetimeSeconds` overrides the purpose's lifetime (a sign-up link lasts less than an e-mail-change link). */
export async function saveToken(
  secret: string,
  token: Omit<StoredToken, 'expiresAt' | 'usedAt'>,
  now = Date.now(),
  lifetimeSeconds = tokenLifetimeSeconds[token.purpose],
): Promise<StoredToken> {
  const item = newTokenItem(secret, token, now, lifetimeSeconds);
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return { ...token, expiresAt: item.expiresAt };
}

/** `saveToken` as an item of a transaction, so the token exists only if the change it belongs to is written. */
export function saveTokenItem(secret: string, token: Omit<StoredToken, 'expiresAt' | 'usedAt'>, now = Date.now()): TransactItem {
  const item = newTokenItem(secret, token, now, tokenLifetimeSeconds[token.purpose]);
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * `takeToken` as an item of a transaction (without a code): the token deleted when it exists, belongs to the user, is
 * unexpired and unused, so it is used up only if the change it allows is written, and of two uses at once one wins.
 */
export function takeTokenItem(secret: string, purpose: TokenPurpose, userId: string, now = Date.now()): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: storedTokenKey(secret, purpose),
      ConditionExpression: 'attribute_exists(pk) AND userId = :userId AND expiresAt > :now AND attribute_not_exists(usedAt)',
      ExpressionAttributeValues: { ':userId': userId, ':now': Math.floor(now / 1000) },
    },
  };
}

/**
 * Takes (deletes) the token when it exists, belongs to the user and has not expired; otherwise
 * undefined. DynamoDB's TTL removes expired items late, so expiry is checked here too.
 */
export async function takeToken(
  secret: string,
  purpose: TokenPurpose,
  userId: string,
  options: { code?: string; now?: number } = {},
): Promise<StoredToken | undefined> {
  const now = options.now ?? Date.now();
  const codeCondition = options.code === undefined ? '' : ' AND codeDigest = :codeDigest';
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: storedTokenKey(secret, purpose),
        ConditionExpression: `attribute_exists(pk) AND userId = :userId AND expiresAt > :now AND attribute_not_exists(usedAt)${codeCondition}`,
        ExpressionAttributeValues: {
          ':userId': userId,
          ':now': Math.floor(now / 1000),
          ...(options.code === undefined ? {} : { ':codeDigest': tokenDigest(options.code) }),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? parseItem(storedTokenSchema, 'one-time token', Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The token as stored (spent or expired ones too, until the TTL removes them), for the caller's rule to judge. */
export async function readToken(secret: string, purpose: TokenPurpose): Promise<StoredToken | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: storedTokenKey(secret, purpose), ConsistentRead: true }));
  return Item ? parseItem(storedTokenSchema, 'one-time token', Item) : undefined;
}

/**
 * Spends the token: marks it used when it exists, belongs to the user, is unexpired and unused, in one
 * conditional call, so of two simultaneous uses exactly one succeeds. False when the condition failed.
 */
export async function spendToken(secret: string, purpose: TokenPurpose, userId: string, now = Date.now()): Promise<boolean> {
  const nowSeconds = Math.floor(now / 1000);
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: storedTokenKey(secret, purpose),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND userId = :userId AND expiresAt > :now AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':userId': userId, ':now': nowSeconds },
      }),
    ),
  );
}
