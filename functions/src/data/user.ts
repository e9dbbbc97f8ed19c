/**
 * Users and their e-mail claims. `USER#<id>`/`PROFILE` is the user; `EMAIL#<normalised>`/`USER`
 * claims the address and is written in the same transaction, so an address has one user at most.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Theme } from '../contracts/auth.ts';
import { db, tableName } from './client.ts';

export type UserRecord = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  theme: Theme;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Raised on sign-out everywhere and on a password change: older session tokens stop working. */
  tokenVersion: number;
  /**
   * Raised by every password reset or change: e-mailed links and codes issued before it (reset,
   * e-mail change, sign-in code) carry the older number and stop working.
   */
  passwordVersion: number;
  createdAt: string;
  /** When the password was last re-entered for a sensitive change (ms since the epoch). */
  reauthenticatedAt?: number;
};

/** Every item of a user's own partition (profile, cart, orders, …) starts with this. */
export const userKeyPrefix = 'USER#';
const userKey = (userId: string) => ({ pk: `${userKeyPrefix}${userId}`, sk: 'PROFILE' });
const emailKey = (email: string) => ({ pk: `EMAIL#${normaliseEmail(email)}`, sk: 'USER' });

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function fromItem(item: Record<string, unknown>): UserRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    phone: (item.phone as string | undefined) ?? null,
    passwordHash: item.passwordHash as string,
    theme: (item.theme as Theme | undefined) ?? 'device',
    emailVerified: Boolean(item.emailVerified),
    twoFactorEnabled: Boolean(item.twoFactorEnabled),
    tokenVersion: Number(item.tokenVersion ?? 0),
    passwordVersion: Number(item.passwordVersion ?? 0),
    createdAt: item.createdAt as string,
    ...(item.reauthenticatedAt ? { reauthenticatedAt: Number(item.reauthenticatedAt) } : {}),
  };
}

/** Creates the user and claims its address in one transaction; false when the address is taken. */
export async function createUser(user: UserRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(user.email), type: 'emailClaim', userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKey(user.id), type: 'user', ...user, email: normaliseEmail(user.email) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

/** The id of the user who holds the address, from its claim alone (one read, whether or not there is one). */
export async function userIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }));
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const userId = await userIdByEmail(email);
  return userId ? getUser(userId) : undefined;
}

type UserChanges = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'passwordHash' | 'theme' | 'emailVerified' | 'twoFactorEnabled' | 'reauthenticatedAt'>
>;

type UpdateOptions = {
  /** Raises the token version: every session token issued before ends. */
  endSessions?: boolean;
  /**
   * For a new password: raises the password version, so every link or code issued before dies,
   * and only when the version is still this one (two racing resets: one wins).
   */
  newPasswordOver?: number;
};

/** Updates some fields of an existing user; undefined when `newPasswordOver` no longer holds. */
export async function updateUser(userId: string, changes: UserChanges, options: UpdateOptions & { newPasswordOver: number }): Promise<UserRecord | undefined>;
export async function updateUser(userId: string, changes: UserChanges, options?: UpdateOptions): Promise<UserRecord>;
export async function updateUser(userId: string, changes: UserChanges, options: UpdateOptions = {}): Promise<UserRecord | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (options.endSessions) {
    sets.push('tokenVersion = if_not_exists(tokenVersion, :zero) + :one');
    values[':zero'] = 0;
    values[':one'] = 1;
  }
  let condition = 'attribute_exists(pk)';
  if (options.newPasswordOver !== undefined) {
    sets.push('passwordVersion = :nextPasswordVersion');
    values[':seenPasswordVersion'] = options.newPasswordOver;
    values[':nextPasswordVersion'] = options.newPasswordOver + 1;
    values[':zeroVersion'] = 0;
    condition += ' AND (passwordVersion = :seenPasswordVersion OR (attribute_not_exists(passwordVersion) AND :seenPasswordVersion = :zeroVersion))';
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: condition,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(Attributes!);
  } catch (error) {
    if (options.newPasswordOver !== undefined && error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Moves the user to a new, verified address: claims the new one, releases the old one and updates
 * the user in one transaction; false when the new address belongs to someone else.
 */
export async function changeEmail(user: UserRecord, newEmail: string): Promise<boolean> {
  if (normaliseEmail(newEmail) === normaliseEmail(user.email)) return true;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(newEmail), type: 'emailClaim', userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Delete: { TableName: tableName(), Key: emailKey(user.email), ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': user.id } } },
          {
            Update: {
              TableName: tableName(),
              Key: userKey(user.id),
              UpdateExpression: 'SET email = :email, emailVerified = :verified',
              ConditionExpression: 'email = :oldEmail',
              ExpressionAttributeValues: { ':email': normaliseEmail(newEmail), ':verified': true, ':oldEmail': normaliseEmail(user.email) },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
