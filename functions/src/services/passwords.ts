/** Choosing a new password: recovery by e-mailed link, and a change by a signed-in user. */
import { sendEmail } from '../data/mailer.ts';
import { saveToken, takeToken } from '../data/one-time-token.ts';
import { recordFailure } from '../data/rate-counter.ts';
import { findUserByEmail, getUser, updateUser, type UserRecord } from '../data/user.ts';
import { passwordChangedMessage, resetPasswordMessage } from '../domain/emails/account-emails.ts';
import { AppError, validationError } from '../domain/errors.ts';
import { newLinkToken } from '../domain/one-time-token.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { hashPassword, verifyPassword } from '../domain/password.ts';
import { failureWindow } from '../domain/rate-limit.ts';
import { accountKey, addressKey, assertNotLockedOut } from './accounts.ts';

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

/** Needs the current password; ends every session, then the caller signs this one in again. */
export async function changePassword(user: UserRecord, currentPassword: string, password: string, clientAddress: string): Promise<UserRecord> {
  const keys = [accountKey(user.email), addressKey(clientAddress)];
  await assertNotLockedOut(keys);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await recordFailure(keys, failureWindow());
    throw new AppError(401, 'UNAUTHORIZED', 'Your current password is not correct.', [
      { path: 'body.currentPassword', message: 'Your current password is not correct.' },
    ]);
  }
  const problem = passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw validationError(problem, [{ path: 'body.password', message: problem }]);
  const updated = await updateUser(user.id, { passwordHash: await hashPassword(password) }, { endSessions: true });
  await sendEmail(passwordChangedMessage(updated.email, updated.name, new Date()));
  return updated;
}
