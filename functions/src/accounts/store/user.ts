/**
 * Users and their e-mail claims (keys.ts: `userProfileKey`, `emailClaimKey`). The claim is written in
 * the one transaction with the user, so an address has one holder at most; a registration for a held address is an
 * account without the claim until it verifies (`createUnclaimedUser`, `verifyAndClaimEmail`).
 */
import { GetCommand, paginateScan, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Role } from '../../platform/contract/role.ts';
import { getUser, normaliseEmail, roleOf, userFromItem, type UserRecord } from '../../platform/table/user-record.ts';
import { transact } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { emailClaimKey, userProfileKey } from '../../platform/table/keys.ts';
import { updateIf } from '../../platform/table/conditional-write.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

/** Every item of a user's own partition starts with this (the mail stack's grants name it). */
export { emailClaimPrefix, userKeyPrefix } from '../../platform/table/keys.ts';
/** The user record and its read by id are the platform's (the http stack reads them); the writes are here. */
export { getUser, isOwner, normaliseEmail, roleOf, type OwnerRecord, type UserRecord } from '../../platform/table/user-record.ts';

const emailKey = (email: string) => emailClaimKey(normaliseEmail(email));

const emailClaimItemSchema = z.lazy(() => z.object({ userId: z.string() }));

/** Creates the user and claims its address in one transaction; false when the address is taken. */
export async function createUser(user: UserRecord): Promise<boolean> {
  const cancelled = await transact([
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
        Item: { ...userProfileKey(user.id), type: 'user', ...user, email: normaliseEmail(user.email), role: roleOf(user) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return !cancelled;
}

/**
 * Stores a user without claiming its address: a registration for an address another account holds
 * (docs/business-rules.md#registration). It may claim the address later, at verification (`verifyAndClaimEmail`).
 */
export async function createUnclaimedUser(user: UserRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...userProfileKey(user.id), type: 'user', ...user, email: normaliseEmail(user.email), role: roleOf(user) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Verifies the user's address and makes it theirs: the claim, when no one holds it, or taken from an account that
 * has not verified it (whose sessions end: docs/decisions.md#a-new-account-orders-by-card-before-verifying). False
 * when a verified account holds it, or the holder changed meanwhile; nothing is written then.
 */
export async function verifyAndClaimEmail(user: UserRecord, holder: UserRecord | undefined): Promise<boolean> {
  const claim = { ...emailKey(user.email), type: 'emailClaim', userId: user.id };
  const verify = {
    Update: {
      TableName: tableName(),
      Key: userProfileKey(user.id),
      UpdateExpression: 'SET emailVerified = :verified',
      ConditionExpression: 'attribute_exists(pk) AND email = :email',
      ExpressionAttributeValues: { ':verified': true, ':email': normaliseEmail(user.email) },
    },
  };
  const holderSteps = holder
    ? [
        {
          Put: {
            TableName: tableName(),
            Item: claim,
            ConditionExpression: 'userId = :holder',
            ExpressionAttributeValues: { ':holder': holder.id },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: userProfileKey(holder.id),
            UpdateExpression: 'SET tokenVersion = if_not_exists(tokenVersion, :zero) + :one',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(emailVerified) OR emailVerified = :unverified)',
            ExpressionAttributeValues: { ':unverified': false, ':zero': 0, ':one': 1 },
          },
        },
      ]
    : [{ Put: { TableName: tableName(), Item: claim, ConditionExpression: 'attribute_not_exists(pk)' } }];
  return !(await transact([...holderSteps, verify]));
}

/** The id of the user who holds the address, from its claim alone (one read, whether or not there is one). */
export async function userIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }));
  return Item ? parseItem(emailClaimItemSchema, 'e-mail claim', Item).userId : undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const userId = await userIdByEmail(email);
  return userId ? getUser(userId) : undefined;
}

type UserChanges = Partial<Pick<UserRecord, 'name' | 'phone' | 'passwordHash' | 'theme' | 'emailVerified' | 'twoFactorEnabled' | 'reauthenticatedAt'>>;

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
  const item = await updateIf({
    Key: userProfileKey(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: condition,
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  });
  if (item) return userFromItem(item);
  if (options.newPasswordOver !== undefined) return undefined;
  // Only `attribute_exists(pk)` was asked: the user is gone (a 500, as any write that cannot find its item).
  throw new Error(`No user ${userId} to update`);
}

/**
 * Gives the user a role. Making an owner turns two-factor on in the same update (an owner always has
 * it) and ends the user's sessions, so every owner session starts with a sign-in code; taking the
 * role away keeps two-factor and the sessions (the next owner call re-reads the role and refuses).
 * Undefined when there is no such user.
 */
export async function setRole(userId: string, role: Role): Promise<UserRecord | undefined> {
  const sets = ['#role = :role'];
  const values: Record<string, unknown> = { ':role': role };
  if (role === 'owner') {
    sets.push('twoFactorEnabled = :on', 'tokenVersion = if_not_exists(tokenVersion, :zero) + :one');
    Object.assign(values, { ':on': true, ':zero': 0, ':one': 1 });
  }
  const item = await updateIf({
    Key: userProfileKey(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: values,
  });
  return item ? userFromItem(item) : undefined;
}

/**
 * Every owner, by a Scan of the table's user items: for the `npm run owner -- list` command only,
 * never on a request path (no index is worth keeping for a handful of owners).
 */
export async function listOwners(): Promise<UserRecord[]> {
  const owners: UserRecord[] = [];
  const pages = paginateScan(
    { client: db() },
    {
      TableName: tableName(),
      FilterExpression: '#type = :user AND #role = :owner',
      ExpressionAttributeNames: { '#type': 'type', '#role': 'role' },
      ExpressionAttributeValues: { ':user': 'user', ':owner': 'owner' },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) owners.push(...(page.Items ?? []).map(userFromItem));
  return owners.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Moves the user to a new, verified address: claims the new one, releases the old one and updates
 * the user in one transaction; false when the new address belongs to someone else.
 */
export async function changeEmail(user: UserRecord, newEmail: string): Promise<boolean> {
  if (normaliseEmail(newEmail) === normaliseEmail(user.email)) return true;
  const cancelled = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...emailKey(newEmail), type: 'emailClaim', userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: emailKey(user.email),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': user.id },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: userProfileKey(user.id),
        UpdateExpression: 'SET email = :email, emailVerified = :verified',
        ConditionExpression: 'email = :oldEmail',
        ExpressionAttributeValues: { ':email': normaliseEmail(newEmail), ':verified': true, ':oldEmail': normaliseEmail(user.email) },
      },
    },
  ]);
  return !cancelled;
}
