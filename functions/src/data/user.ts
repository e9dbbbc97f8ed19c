/**
 * Users and their e-mail claims. `USER#<id>`/`PROFILE` is the user; `EMAIL#<normalised>`/`USER`
 * claims the address and is written in the same transaction, so an address has one user at most.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
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
  createdAt: string;
  /** When the password was last re-entered for a sensitive change (ms since the epoch). */
  reauthenticatedAt?: number;
};

const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
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

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }));
  return Item ? getUser(Item.userId as string) : undefined;
}

type UserChanges = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'passwordHash' | 'theme' | 'emailVerified' | 'twoFactorEnabled' | 'reauthenticatedAt'>
>;

/** Updates some fields of an existing user; `endSessions` also raises the token version. */
export async function updateUser(userId: string, changes: UserChanges, options: { endSessions?: boolean } = {}): Promise<UserRecord> {
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
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(Attributes!);
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
