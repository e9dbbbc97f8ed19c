/**
 * The login-and-security changes of a signed-in user. The sensitive ones need the password
 * re-entered in the last 15 minutes (password changes are in passwords.ts).
 */
import type { Theme } from '../contract/auth.ts';
import { recordFailure } from '../../platform/table/rate-counter.ts';
import { findUserByEmail, isOwner, updateUser, type UserRecord } from '../store/user.ts';
import { shopUrl } from '../../platform/config/env.ts';
import { sendEmail } from '../../platform/mail/mailer.ts';
import { emailChangeRequestedMessage, twoFactorOffMessage } from '../rules/account-emails.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { verifyPassword } from '../rules/password.ts';
import { failureWindow } from '../../platform/rules/rate-limit.ts';
import { assertRecentReentry } from '../rules/reauthentication.ts';
import { accountKey, addressKey, assertNotLockedOut, sendVerificationEmail } from './accounts.ts';

/** Checks the password (counted like sign-in failures) and records the re-entry time. */
export async function reenterPassword(user: UserRecord, password: string, clientAddress: string): Promise<number> {
  const keys = [accountKey(user.email), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(keys, failureWindow());
    throw new AppError('UNAUTHORIZED', 'That password is not correct.', [{ path: 'body.password', message: 'That password is not correct.' }]);
  }
  const passwordEnteredTime = Date.now();
  await updateUser(user.id, { reauthenticatedAt: passwordEnteredTime });
  return passwordEnteredTime;
}

export async function changeName(user: UserRecord, name: string): Promise<UserRecord> {
  assertRecentReentry(user.reauthenticatedAt);
  return updateUser(user.id, { name });
}

export async function changePhone(user: UserRecord, phone: string): Promise<UserRecord> {
  assertRecentReentry(user.reauthenticatedAt);
  return updateUser(user.id, { phone });
}

/** The theme is no sensitive change: no re-entry needed. */
export async function changeTheme(user: UserRecord, theme: Theme): Promise<Theme> {
  return (await updateUser(user.id, { theme })).theme;
}

/**
 * What waits for a verified address (docs/business-rules.md#registration): the account may not even hold it, so no
 * code is e-mailed to it and it is not moved away from.
 */
function assertVerified(user: UserRecord, message: string): void {
  if (!user.emailVerified) throw new AppError('FORBIDDEN', message);
}

/**
 * An owner's two-factor stays on (docs/business-rules.md#owner-accounts): turning it off is refused. Turning it off
 * weakens the account, so it takes the password again in the same request (counted like sign-in failures), whatever
 * the re-entry window says, and e-mails the account (docs/business-rules.md#two-factor).
 */
export async function setTwoFactor(
  user: UserRecord,
  enabled: boolean,
  { password, clientAddress }: { password?: string | undefined; clientAddress: string },
): Promise<UserRecord> {
  if (!enabled && isOwner(user)) {
    throw new AppError('FORBIDDEN', "Two-factor sign-in stays on for the kitchen's owner: an owner account cannot turn it off.", [
      { path: 'body.enabled', message: 'An owner account always has two-factor sign-in.' },
    ]);
  }
  if (enabled) {
    assertVerified(user, 'Verify your e-mail address before turning on two-step verification: its codes are e-mailed.');
    assertRecentReentry(user.reauthenticatedAt);
    return updateUser(user.id, { twoFactorEnabled: true });
  }
  if (password === undefined) {
    const message = 'Enter your password to turn off two-step verification.';
    throw validationError(message, [{ path: 'body.password', message }]);
  }
  await reenterPassword(user, password, clientAddress);
  const updated = await updateUser(user.id, { twoFactorEnabled: false });
  if (user.twoFactorEnabled) await sendEmail(twoFactorOffMessage(updated.email, updated.name, new Date(), shopUrl('/forgot-password')));
  return updated;
}

/** E-mails a link to the new address; the account moves there when the link is followed. */
export async function requestEmailChange(user: UserRecord, email: string): Promise<void> {
  assertVerified(user, 'Verify your e-mail address before changing it. If it was mistyped, create an account with the right one.');
  assertRecentReentry(user.reauthenticatedAt);
  // The current address hears of it first, with the way to stop it: a new password voids the link
  // (docs/business-rules.md#email-change). Told whether or not a link goes out, so the notice reveals nothing either.
  await sendEmail(emailChangeRequestedMessage(user.email, user.name, email, new Date(), shopUrl('/forgot-password')));
  // An address with an account gets no link, but the answer is the same, so it reveals nothing.
  if (await findUserByEmail(email)) return;
  await sendVerificationEmail(user, email);
}
