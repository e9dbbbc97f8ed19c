/**
 * Owner accounts (docs/business-rules.md#owner-accounts). The role is granted and taken away only by
 * the `npm run owner` command (functions/local/owner.ts), never by an API call; an owner always
 * has two-factor. The local stack seeds one owner to try the kitchen with.
 */
import { ulid } from 'ulid';
import type { OwnerMe } from '../contract/owner.ts';
import { createUser, findUserByEmail, isOwner, listOwners, normaliseEmail, roleOf, setRole, type OwnerRecord, type UserRecord } from '../store/user.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../rules/password.ts';

/** GET /owner/me. */
export function ownerProfile(owner: OwnerRecord): OwnerMe {
  return { id: owner.id, name: owner.name, email: owner.email, role: 'owner' };
}

export type RoleChange = { user: UserRecord; changed: boolean };

async function accountOf(email: string): Promise<UserRecord> {
  const user = await findUserByEmail(email);
  if (!user) {
    throw new AppError('NOT_FOUND', `No account has the address ${normaliseEmail(email)}. Register it in the shop first (and verify it), then run this again.`);
  }
  return user;
}

/**
 * Makes the account of this address an owner: turns two-factor on and ends its sessions in the same
 * update, so its first owner session starts with an e-mailed code. An owner already is left alone.
 */
export async function grantOwner(email: string): Promise<RoleChange> {
  const user = await accountOf(email);
  if (isOwner(user) && user.twoFactorEnabled) return { user, changed: false };
  const updated = await setRole(user.id, 'owner');
  if (!updated) throw new AppError('NOT_FOUND', `The account of ${user.email} was deleted meanwhile.`);
  return { user: updated, changed: true };
}

/** Makes the owner of this address a customer again; the next owner call of their sessions is refused. */
export async function revokeOwner(email: string): Promise<RoleChange> {
  const user = await accountOf(email);
  if (roleOf(user) === 'customer') return { user, changed: false };
  const updated = await setRole(user.id, 'customer');
  if (!updated) throw new AppError('NOT_FOUND', `The account of ${user.email} was deleted meanwhile.`);
  return { user: updated, changed: true };
}

/** Every owner, by e-mail (a Scan: for the command only). */
export function ownerAccounts(): Promise<UserRecord[]> {
  return listOwners();
}

export type SeededOwner = {
  email: string;
  /** created: made now; kept: there already, an owner with this password; changed: there already, but no longer so (left as it is). */
  state: 'created' | 'kept' | 'changed';
};

/**
 * The local shop's owner (local stage only): created verified, with two-factor on, when its address
 * has no account; an existing account is never touched.
 */
export async function seedLocalOwner(account: { email: string; password: string; name: string }): Promise<SeededOwner> {
  const email = normaliseEmail(account.email);
  const existing = await findUserByEmail(email);
  if (existing) {
    const works = isOwner(existing) && existing.twoFactorEnabled && (await verifyPassword(account.password, existing.passwordHash));
    return { email, state: works ? 'kept' : 'changed' };
  }
  const created = await createUser({
    id: ulid(),
    name: account.name,
    email,
    phone: null,
    passwordHash: await hashPassword(account.password),
    theme: 'device',
    emailVerified: true,
    twoFactorEnabled: true,
    tokenVersion: 0,
    passwordVersion: 0,
    createdAt: new Date().toISOString(),
    role: 'owner',
  });
  // Lost a race with a registration of the same address: that account stays as it is.
  return { email, state: created ? 'created' : 'changed' };
}
