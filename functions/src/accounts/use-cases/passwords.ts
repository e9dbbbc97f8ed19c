/** Choosing a new password: recovery by e-mailed link, and a change by a signed-in user. */
import { shopUrl } from '../../platform/config/env.ts';
import { sendEmail } from '../../platform/mail/mailer.ts';
import { saveToken, takeToken } from '../../platform/table/one-time-token-store.ts';
import { recordResetRequest, type ResetRequest } from '../store/password-reset-request.ts';
import { recordFailure } from '../../platform/table/rate-counter.ts';
import { getUser, normaliseEmail, updateUser, userIdByEmail, type UserRecord } from '../store/user.ts';
import { passwordChangedMessage, resetPasswordMessage } from '../rules/account-emails.ts';
import type { EmailMessage } from '../../platform/mail/email-message.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { newLinkToken } from '../../platform/rules/one-time-token.ts';
import { passwordProblem } from '../rules/password-policy.ts';
import { hashPassword, verifyPassword } from '../rules/password.ts';
import { failureWindow } from '../../platform/rules/rate-limit.ts';
import { accountKey, addressKey, assertNotLockedOut, tokenStillStands } from './accounts.ts';

/** The same answer whether or not the address has an account. */
export const forgotPasswordAnswer = { message: 'If that address has an account, we have e-mailed it a link to choose a new password.' };

/**
 * Records the request and answers: one read and one write whether or not the address has an
 * account, so neither the answer nor its timing tells. The table's stream sends the link
 * (resetLinkEmail), after the answer.
 */
export async function forgotPassword(email: string): Promise<void> {
  const userId = await userIdByEmail(email);
  await recordResetRequest({ email: normaliseEmail(email), ...(userId ? { userId } : {}) });
}

/** The stream's half of forgot-password: a fresh link for a request that named an account, else nothing. */
export async function resetLinkEmail(request: ResetRequest): Promise<EmailMessage | undefined> {
  const user = request.userId ? await getUser(request.userId) : undefined;
  // The address moved to another account meanwhile: the link would reach the wrong person.
  if (!user || user.email !== request.email) return undefined;
  const secret = newLinkToken();
  await saveToken(secret, { userId: user.id, purpose: 'reset-password', passwordVersion: user.passwordVersion });
  return resetPasswordMessage(user.email, user.name, shopUrl(`/reset-password/${user.id}/${secret}`));
}

const invalidResetLink = () => new AppError('VALIDATION', 'This reset link is invalid or has expired. Ask for a new one.');

/**
 * Sets the new password and ends every session; it does not sign in (two-factor stays in force).
 * The password version moves on, so every other reset link of the user stops working.
 */
export async function resetPassword(userId: string, secret: string, password: string): Promise<void> {
  const user = await getUser(userId);
  const problem = passwordProblem(password, { email: user?.email, name: user?.name });
  if (problem) throw validationError(problem, [{ path: 'body.password', message: problem }]);
  const token = await takeToken(secret, 'reset-password', userId);
  if (!token || !user || !tokenStillStands(token, user)) throw invalidResetLink();
  // Following the link proves the address, too.
  const updated = await updateUser(
    userId,
    { passwordHash: await hashPassword(password), emailVerified: true },
    { endSessions: true, newPasswordOver: user.passwordVersion },
  );
  if (!updated) throw invalidResetLink();
  await sendEmail(passwordChangedMessage(updated.email, updated.name, new Date()));
}

/** Needs the current password; ends every session and voids outstanding links, then the caller signs this one in again. */
export async function changePassword(user: UserRecord, currentPassword: string, password: string, clientAddress: string): Promise<UserRecord> {
  const keys = [accountKey(user.email), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await recordFailure(keys, failureWindow());
    throw new AppError('UNAUTHORIZED', 'Your current password is not correct.', [
      { path: 'body.currentPassword', message: 'Your current password is not correct.' },
    ]);
  }
  const problem = passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw validationError(problem, [{ path: 'body.password', message: problem }]);
  const updated = await updateUser(user.id, { passwordHash: await hashPassword(password) }, { endSessions: true, newPasswordOver: user.passwordVersion });
  if (!updated) throw new AppError('CONFLICT', 'Your password was changed meanwhile. Please sign in again.');
  await sendEmail(passwordChangedMessage(updated.email, updated.name, new Date()));
  return updated;
}
