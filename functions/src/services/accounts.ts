/**
 * Sign-in (with the e-mailed code when two-factor is on), its brute-force limits, and e-mail
 * verification. Rules come from the domain; storage and mail from data.
 */
import type { SessionUser } from '../contracts/auth.ts';
import { sendEmail } from '../data/mailer.ts';
import { shopUrl } from '../config/env.ts';
import { saveToken, takeToken, type StoredToken } from '../data/one-time-token.ts';
import { highestFailureCount, recordFailure } from '../data/rate-counter.ts';
import { changeEmail, findUserByEmail, getUser, normaliseEmail, updateUser, type UserRecord } from '../data/user.ts';
import { signInCodeMessage, verifyEmailMessage } from '../domain/emails/account-emails.ts';
import { AppError } from '../domain/errors.ts';
import { newLinkToken, newSixDigitCode, tokenDigest } from '../domain/one-time-token.ts';
import { decoyPasswordHash, verifyPassword } from '../domain/password.ts';
import { failureWindow, isLockedOut, retryAfterSeconds } from '../domain/rate-limit.ts';

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    name: user.name,
    theme: user.theme,
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

export async function sendVerificationEmail(user: UserRecord, email = user.email): Promise<void> {
  const secret = newLinkToken();
  await saveToken(secret, { userId: user.id, purpose: 'verify-email', email, fromEmail: user.email, passwordVersion: user.passwordVersion });
  await sendEmail(verifyEmailMessage(email, user.name, shopUrl(`/users/${user.id}/verify-email/${secret}`)));
}

/** Whether a link or code issued to the user still stands: no password change since, and (for e-mail changes) the same address. */
export function tokenStillStands(token: StoredToken, user: UserRecord): boolean {
  if ((token.passwordVersion ?? 0) !== user.passwordVersion) return false;
  return token.fromEmail === undefined || normaliseEmail(token.fromEmail) === user.email;
}

export async function verifyEmail(userId: string, secret: string): Promise<UserRecord> {
  const token = await takeToken(secret, 'verify-email', userId);
  const user = token ? await getUser(userId) : undefined;
  if (!token || !user || !tokenStillStands(token, user)) {
    throw new AppError('VALIDATION', 'This verification link is invalid or has expired. Sign in to get a new one.');
  }
  // A link sent for a new address moves the account to it.
  if (token.email && normaliseEmail(token.email) !== user.email) {
    if (!(await changeEmail(user, token.email))) throw new AppError('CONFLICT', 'That e-mail address already has an account.');
    return (await getUser(userId))!;
  }
  return updateUser(userId, { emailVerified: true });
}

/** Refuses with 429 while the account or the client address has 10 failures in this window. */
export async function assertNotLockedOut(keys: string[]) {
  const window = failureWindow();
  if (isLockedOut(await highestFailureCount(keys, window))) {
    const retryAfter = retryAfterSeconds(window);
    throw new AppError('TOO_MANY_REQUESTS', `Too many failed attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

export const accountKey = (email: string) => `signin:account:${tokenDigest(normaliseEmail(email))}`;
export const addressKey = (clientAddress: string) => `signin:address:${clientAddress}`;
const codeKey = (userId: string) => `code:account:${userId}`;

export type SignInResult = { kind: 'signedIn'; user: UserRecord } | { kind: 'codeSent'; id: string; token: string };

export async function signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
  const keys = [accountKey(email), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  const user = await findUserByEmail(email);
  // Unknown addresses cost the same hashing time as known ones.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordMatches) {
    await recordFailure(keys, failureWindow());
    throw new AppError('UNAUTHORIZED', 'The e-mail address or password is not correct.');
  }
  if (!user.emailVerified) {
    throw new AppError('FORBIDDEN', 'Please verify your e-mail address first: use the link we e-mailed you.');
  }
  if (!user.twoFactorEnabled) return { kind: 'signedIn', user };
  const token = newLinkToken();
  const code = newSixDigitCode();
  await saveToken(token, { userId: user.id, purpose: 'two-factor', codeDigest: tokenDigest(code), passwordVersion: user.passwordVersion });
  await sendEmail(signInCodeMessage(user.email, user.name, code));
  return { kind: 'codeSent', id: user.id, token };
}

export async function completeTwoFactor(userId: string, token: string, code: string, clientAddress: string): Promise<UserRecord> {
  const keys = [codeKey(userId), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  const taken = await takeToken(token, 'two-factor', userId, { code });
  const user = taken ? await getUser(userId) : undefined;
  if (!taken || !user || !tokenStillStands(taken, user)) {
    await recordFailure(keys, failureWindow());
    throw new AppError('VALIDATION', 'That code is not correct or has expired.', [{ path: 'body.code', message: 'That code is not correct or has expired.' }]);
  }
  return user;
}
