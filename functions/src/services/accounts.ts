/**
 * Account flows: registration, sign-in (with the e-mailed code when two-factor is on), e-mail
 * verification and password recovery. Rules come from the domain; storage and mail from data.
 */
import { ulid } from 'ulid';
import type { RegisterRequest, SessionUser } from '../contracts/auth.ts';
import { sendEmail } from '../data/mailer.ts';
import { saveToken, takeToken } from '../data/one-time-token.ts';
import { highestFailureCount, recordFailure } from '../data/rate-counter.ts';
import { changeEmail, createUser, findUserByEmail, getUser, normaliseEmail, updateUser, type UserRecord } from '../data/user.ts';
import {
  alreadyRegisteredMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  signInCodeMessage,
  verifyEmailMessage,
} from '../domain/emails/account-emails.ts';
import { AppError, validationError } from '../domain/errors.ts';
import { newLinkToken, newSixDigitCode, tokenDigest } from '../domain/one-time-token.ts';
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../domain/password.ts';
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

/** The same answer for a new and a taken address, so registration reveals no accounts. */
export const registrationAnswer = {
  message: 'Thanks! Check your e-mail: we have sent you a link to verify your address before you sign in.',
};

export async function register(request: RegisterRequest, siteOrigin: string): Promise<void> {
  const problem = passwordProblem(request.password, { email: request.email, name: request.name });
  if (problem) throw validationError(problem, [{ path: 'body.password', message: problem }]);
  const user: UserRecord = {
    id: ulid(),
    name: request.name,
    email: normaliseEmail(request.email),
    phone: null,
    passwordHash: await hashPassword(request.password),
    theme: 'device',
    emailVerified: false,
    twoFactorEnabled: false,
    tokenVersion: 0,
    createdAt: new Date().toISOString(),
  };
  if (await createUser(user)) {
    await sendVerificationEmail(user, siteOrigin);
    return;
  }
  // The address has an account: tell its owner, and answer exactly as for a new one.
  await sendEmail(alreadyRegisteredMessage(user.email, `${siteOrigin}/spices/login`, `${siteOrigin}/spices/forgot-password`));
}

export async function sendVerificationEmail(user: UserRecord, siteOrigin: string, email = user.email): Promise<void> {
  const secret = newLinkToken();
  await saveToken(secret, { userId: user.id, purpose: 'verify-email', email });
  await sendEmail(verifyEmailMessage(email, user.name, `${siteOrigin}/spices/users/${user.id}/verify-email/${secret}`));
}

export async function verifyEmail(userId: string, secret: string): Promise<UserRecord> {
  const token = await takeToken(secret, 'verify-email', userId);
  const user = token ? await getUser(userId) : undefined;
  if (!token || !user) throw new AppError(400, 'VALIDATION', 'This verification link is invalid or has expired. Sign in to get a new one.');
  // A link sent for a new address moves the account to it.
  if (token.email && normaliseEmail(token.email) !== user.email) {
    if (!(await changeEmail(user, token.email))) throw new AppError(409, 'CONFLICT', 'That e-mail address already has an account.');
    return (await getUser(userId))!;
  }
  return updateUser(userId, { emailVerified: true });
}

/** Refuses with 429 while the account or the client address has 10 failures in this window. */
export async function assertNotLockedOut(keys: string[]) {
  const window = failureWindow();
  if (isLockedOut(await highestFailureCount(keys, window))) {
    const retryAfter = retryAfterSeconds(window);
    throw new AppError(
      429,
      'TOO_MANY_REQUESTS',
      `Too many failed attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
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
    throw new AppError(401, 'UNAUTHORIZED', 'The e-mail address or password is not correct.');
  }
  if (!user.emailVerified) {
    throw new AppError(403, 'FORBIDDEN', 'Please verify your e-mail address first: use the link we e-mailed you.');
  }
  if (!user.twoFactorEnabled) return { kind: 'signedIn', user };
  const token = newLinkToken();
  const code = newSixDigitCode();
  await saveToken(token, { userId: user.id, purpose: 'two-factor', codeDigest: tokenDigest(code) });
  await sendEmail(signInCodeMessage(user.email, user.name, code));
  return { kind: 'codeSent', id: user.id, token };
}

export async function completeTwoFactor(userId: string, token: string, code: string, clientAddress: string): Promise<UserRecord> {
  const keys = [codeKey(userId), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  const taken = await takeToken(token, 'two-factor', userId, { code });
  const user = taken ? await getUser(userId) : undefined;
  if (!user) {
    await recordFailure(keys, failureWindow());
    throw new AppError(400, 'VALIDATION', 'That code is not correct or has expired.', [{ path: 'body.code', message: 'That code is not correct or has expired.' }]);
  }
  return user;
}

/** The same answer whether or not the address has an account. */
export const forgotPasswordAnswer = { message: 'If that address has an account, we have e-mailed it a link to choose a new password.' };

export async function forgotPassword(email: string, siteOrigin: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const secret = newLinkToken();
  await saveToken(secret, { userId: user.id, purpose: 'reset-password' });
  await sendEmail(resetPasswordMessage(user.email, user.name, `${siteOrigin}/spices/reset-password/${user.id}/${secret}`));
}

/** Sets the new password and ends every session; it does not sign in (two-factor stays in force). */
export async function resetPassword(userId: string, secret: string, password: string): Promise<void> {
  const user = await getUser(userId);
  const problem = passwordProblem(password, { email: user?.email, name: user?.name });
  if (problem) throw validationError(problem, [{ path: 'body.password', message: problem }]);
  const token = await takeToken(secret, 'reset-password', userId);
  if (!token || !user) throw new AppError(400, 'VALIDATION', 'This reset link is invalid or has expired. Ask for a new one.');
  // Following the link proves the address, too.
  const updated = await updateUser(userId, { passwordHash: await hashPassword(password), emailVerified: true }, { endSessions: true });
  await sendEmail(passwordChangedMessage(updated.email, updated.name, new Date()));
}
