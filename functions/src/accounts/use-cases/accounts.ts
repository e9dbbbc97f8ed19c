/**
 * Sign-in (with the e-mailed code when two-factor is on), its brute-force limits, and e-mail
 * verification. Rules come from the domain; storage and mail from data.
 */
import type { SessionUser } from '../contract/auth.ts';
import { sendEmail } from '../../platform/mail/mailer.ts';
import { shopUrl } from '../../platform/config/env.ts';
import { readToken, saveToken, spendToken, takeToken, type StoredToken } from '../../platform/table/one-time-token-store.ts';
import { highestFailureCount, recordFailure } from '../../platform/table/rate-counter.ts';
import { changeEmail, findUserByEmail, getUser, normaliseEmail, updateUser, verifyAndClaimEmail, type UserRecord } from '../store/user.ts';
import { alreadyRegisteredMessage, signInCodeMessage, verifyEmailMessage } from '../rules/account-emails.ts';
import { AppError } from '../../platform/errors.ts';
import { newLinkToken, newSixDigitCode, tokenDigest } from '../../platform/rules/one-time-token.ts';
import { decoyPasswordHash, verifyPassword } from '../rules/password.ts';
import { failureWindow, isLockedOut, retryAfterSeconds } from '../../platform/rules/rate-limit.ts';
import { noDevice, signUpLinkLifetimeSeconds, signUpLinkMessages, signUpLinkStep } from '../rules/sign-up-link.ts';
import { receiptVerifyLinkDays } from '../../platform/contract/link-lifetimes.ts';

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

/**
 * E-mails a verification link. With `deviceSecret` it is a sign-up link (registration, or signing in before the
 * address is verified): it lasts 30 minutes and signs in the browser holding that device value
 * (docs/business-rules.md#email-verification). Without, it confirms a new address (an e-mail change).
 */
export async function sendVerificationEmail(user: UserRecord, email = user.email, options: { deviceSecret?: string } = {}): Promise<void> {
  const secret = newLinkToken();
  const link = shopUrl(`/users/${user.id}/verify-email/${secret}`);
  const base = { userId: user.id, purpose: 'verify-email' as const, email, fromEmail: user.email, passwordVersion: user.passwordVersion };
  if (options.deviceSecret === undefined) {
    await saveToken(secret, base);
    await sendEmail(verifyEmailMessage(email, user.name, link, 'emailChange'));
    return;
  }
  await saveToken(secret, { ...base, deviceDigest: tokenDigest(options.deviceSecret) }, Date.now(), signUpLinkLifetimeSeconds);
  await sendEmail(verifyEmailMessage(email, user.name, link, 'signUp'));
}

/**
 * What verifying this account's address takes: a sign-up link, unless a verified account holds the address, whose
 * holder is told instead that someone tried to register it (with a way to sign in and to reset the password).
 */
export async function sendVerificationOrNotice(user: UserRecord, deviceSecret: string): Promise<void> {
  const holder = await findUserByEmail(user.email);
  if (holder && holder.id !== user.id && holder.emailVerified) {
    await sendEmail(alreadyRegisteredMessage(user.email, shopUrl('/login'), shopUrl('/forgot-password')));
    return;
  }
  await sendVerificationEmail(user, user.email, { deviceSecret });
}

/** The answer of "Resend the link", sent or not (at most `verificationResendLimit` in a window), so it reveals nothing. */
export const verificationResentMessage =
  'We’ve e-mailed you a new link to verify your address. Open it in this browser within 30 minutes; anywhere else it asks for your password.';

/**
 * "Resend the link" of a signed-in account whose address is not verified: a new sign-up link bound to this browser,
 * counted with the ones sign-in sends (at most 3 in 15 minutes; beyond that the answer is the same and nothing is sent).
 */
export async function resendVerification(user: UserRecord, deviceSecret: string): Promise<{ message: string }> {
  if (user.emailVerified) throw new AppError('CONFLICT', 'Your e-mail address is already verified.');
  const window = failureWindow();
  if ((await highestFailureCount([resendKey(user.id)], window)) < verificationResendLimit) {
    await recordFailure([resendKey(user.id)], window);
    await sendVerificationOrNotice(user, deviceSecret);
  }
  return { message: verificationResentMessage };
}

/**
 * The verification link a first order's receipt carries while the account's address is not verified: a sign-up link
 * bound to no browser (it asks for the password), lasting `receiptVerifyLinkDays`. None when the address is verified,
 * or held by another account that verified it (the link could never work).
 */
export async function receiptVerificationLink(userId: string): Promise<string | undefined> {
  const user = await getUser(userId);
  if (!user || user.emailVerified) return undefined;
  const holder = await findUserByEmail(user.email);
  if (holder && holder.id !== user.id && holder.emailVerified) return undefined;
  const secret = newLinkToken();
  const token = { userId: user.id, purpose: 'verify-email' as const, email: user.email, fromEmail: user.email, passwordVersion: user.passwordVersion };
  await saveToken(secret, { ...token, deviceDigest: noDevice }, Date.now(), receiptVerifyLinkDays * 86_400);
  return shopUrl(`/users/${user.id}/verify-email/${secret}`);
}

/** Whether a link or code issued to the user still stands: no password change since, and (for e-mail changes) the same address. */
export function tokenStillStands(token: StoredToken, user: UserRecord): boolean {
  if ((token.passwordVersion ?? 0) !== user.passwordVersion) return false;
  return token.fromEmail === undefined || normaliseEmail(token.fromEmail) === user.email;
}

export type VerifyEmailResult = { kind: 'signedIn'; user: UserRecord; message: string } | { kind: 'verified'; user: UserRecord; message: string };

const verifiedMessages = {
  signedIn: 'Your e-mail address is verified, and you’re signed in.',
  twoFactor: 'Your e-mail address is verified. Sign in with your password and the code we e-mail you.',
  signInNow: 'Your e-mail address is verified. You can sign in now.',
  newAddress: 'Your new e-mail address is confirmed. Use it the next time you sign in.',
};

export type VerifyEmailRequest = { userId: string; secret: string; deviceSecret: string | undefined; password: string | undefined; clientAddress: string };

const invalidLink = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.token', message }]);

/**
 * Follows an e-mailed verification link. A sign-up link signs in (docs/decisions.md#the-verification-link-signs-in-on-the-device-that-registered):
 * in the browser that registered, or elsewhere with the password; an account with two-factor on is only
 * verified, and signs in with its code as always. An e-mail-change link moves the account to the new address.
 */
export async function verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResult> {
  const { userId, secret } = request;
  const stored = await readToken(secret, 'verify-email');
  if (stored?.deviceDigest === undefined) return followEmailChangeLink(userId, secret);

  const step = signUpLinkStep(stored, {
    userId,
    deviceSecret: request.deviceSecret,
    passwordGiven: request.password !== undefined,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (step === 'invalid' || step === 'expired' || step === 'used') throw invalidLink(signUpLinkMessages[step]);
  if (step === 'passwordNeeded') {
    throw new AppError('FORBIDDEN', signUpLinkMessages.passwordNeeded, [{ path: 'body.password', message: 'Enter your password to finish signing in here.' }]);
  }
  const user = await getUser(userId);
  if (!user || !tokenStillStands(stored, user)) throw invalidLink(signUpLinkMessages.invalid);
  if (step === 'checkPassword') await assertPassword(user, request.password ?? '', request.clientAddress);
  // One use: of two simultaneous clicks, one spends it and the other is told it was used.
  if (!(await spendToken(secret, 'verify-email', userId))) throw invalidLink(signUpLinkMessages.used);
  const verified = user.emailVerified ? user : await claimVerifiedEmail(user);
  return verified.twoFactorEnabled
    ? { kind: 'verified', user: verified, message: verifiedMessages.twoFactor }
    : { kind: 'signedIn', user: verified, message: verifiedMessages.signedIn };
}

/**
 * Marks the address verified and the account its holder: taken from an account that never verified it (a
 * registration for an address someone else had started), never from one that did
 * (docs/decisions.md#a-new-account-orders-by-card-before-verifying).
 */
async function claimVerifiedEmail(user: UserRecord): Promise<UserRecord> {
  const holder = await findUserByEmail(user.email);
  if (holder?.id === user.id) return updateUser(user.id, { emailVerified: true });
  if (holder?.emailVerified || !(await verifyAndClaimEmail(user, holder))) throw new AppError('CONFLICT', addressTakenMessage);
  return (await getUser(user.id))!;
}

/** A sign-up link for an address that another account verified first. */
export const addressTakenMessage =
  'This e-mail address already has an account, so this one can’t use it. Sign in with that account, or choose a new password for it with “Forgot password”.';

/** The password, for a sign-up link opened in another browser: wrong ones count towards the sign-in lockout. */
async function assertPassword(user: UserRecord, password: string, clientAddress: string): Promise<void> {
  const keys = [accountKey(user.email), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  if (await verifyPassword(password, user.passwordHash)) return;
  await recordFailure(keys, failureWindow());
  throw new AppError('UNAUTHORIZED', 'That password is not correct.', [{ path: 'body.password', message: 'That password is not correct.' }]);
}

async function followEmailChangeLink(userId: string, secret: string): Promise<VerifyEmailResult> {
  const token = await takeToken(secret, 'verify-email', userId);
  const user = token ? await getUser(userId) : undefined;
  if (!token || !user || !tokenStillStands(token, user)) {
    throw new AppError('VALIDATION', 'This verification link is invalid or has expired. Sign in to get a new one.');
  }
  // A link sent for a new address moves the account to it.
  if (token.email && normaliseEmail(token.email) !== user.email) {
    if (!(await changeEmail(user, token.email))) throw new AppError('CONFLICT', 'That e-mail address already has an account.');
    return { kind: 'verified', user: (await getUser(userId))!, message: verifiedMessages.newAddress };
  }
  return { kind: 'verified', user: await updateUser(userId, { emailVerified: true }), message: verifiedMessages.signInNow };
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
/** Counts the new sign-up links sent at sign-in, so a known password cannot flood an inbox. */
const resendKey = (userId: string) => `verify:resend:${userId}`;
/** At most this many new links per account in one 15-minute window; sign-in answers the same beyond it. */
export const verificationResendLimit = 3;

/** The answer of a correct password for an address that is not verified yet: a new link was (or recently had been) e-mailed. */
export const verificationSentMessage =
  'Your e-mail address isn’t verified yet, so we’ve e-mailed you a new link. Open it in this browser within 30 minutes and you’ll be signed in.';

export type SignInResult =
  { kind: 'signedIn'; user: UserRecord } | { kind: 'codeSent'; id: string; token: string } | { kind: 'verificationSent'; message: string };

/** `deviceSecret`: this browser's device value, which a new sign-up link is bound to when the address is not verified yet. */
export async function signIn(email: string, password: string, clientAddress: string, deviceSecret?: string): Promise<SignInResult> {
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
    if (!deviceSecret) throw new AppError('FORBIDDEN', 'Please verify your e-mail address first: use the link we e-mailed you.');
    const window = failureWindow();
    if ((await highestFailureCount([resendKey(user.id)], window)) < verificationResendLimit) {
      await recordFailure([resendKey(user.id)], window);
      await sendVerificationEmail(user, user.email, { deviceSecret });
    }
    return { kind: 'verificationSent', message: verificationSentMessage };
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
