/**
 * The signed-in user as every call reads it: the user record's shape, its role, and the one read of it by id. Part of
 * the platform because the http stack reads it for every signed-in call (the session step, `auth: 'owner'`); the
 * accounts area (functions/src/accounts/store/user.ts) owns every write of it and its e-mail claims.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { roleSchema, type Role } from '../contract/role.ts';
import { themeSchema, type Theme } from '../contract/theme.ts';
import { db, tableName } from './client.ts';
import { userProfileKey } from './keys.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

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
  /**
   * What the user is to the shop; absent means a customer (accounts from before roles; `roleOf`
   * reads it). Set only by `setRole` (the `npm run owner` command), never by an API call.
   */
  role?: Role;
};

/** A user whose role is owner: what the http stack hands an `auth: 'owner'` handler. */
export type OwnerRecord = UserRecord & { role: 'owner' };

/** The user's role; an account without one is a customer. */
export function roleOf(user: Pick<UserRecord, 'role'>): Role {
  return user.role ?? 'customer';
}

export function isOwner(user: UserRecord): user is OwnerRecord {
  return roleOf(user) === 'owner';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The stored user; flags and versions added after the first users read with the defaults they had then.
 * Built at the first read of a user (z.lazy), not at module load: the session step brings this module into
 * every function, also those whose calls read no user (the menu, search) or only a signed-in visitor's (a dish page).
 */
const userItemSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z
      .string()
      .nullish()
      .transform((phone) => phone ?? null),
    passwordHash: z.string(),
    theme: themeSchema.default('device'),
    emailVerified: z.boolean().default(false),
    twoFactorEnabled: z.boolean().default(false),
    tokenVersion: z.number().int().default(0),
    passwordVersion: z.number().int().default(0),
    createdAt: z.string(),
    reauthenticatedAt: z.number().optional(),
    // Absent on accounts from before roles: they are customers (roleOf).
    role: roleSchema.optional(),
  }),
);

/** The user in a stored item (the profile item, or an update's returned attributes). */
export function userFromItem(item: StoredItem): UserRecord {
  return parseItem(userItemSchema, 'user', item);
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userProfileKey(userId), ConsistentRead: true }));
  return Item ? userFromItem(Item) : undefined;
}
