/**
 * Registration: one account per verified address, no way to learn whether an address has one, and no account that
 * has not verified its address standing in the way of the address's owner (docs/business-rules.md#registration).
 */
import { ulid } from 'ulid';
import type { RegisterRequest } from '../contract/auth.ts';
import { createUnclaimedUser, createUser, normaliseEmail, type UserRecord } from '../store/user.ts';
import { validationError } from '../../platform/errors.ts';
import { passwordProblem } from '../rules/password-policy.ts';
import { hashPassword } from '../rules/password.ts';
import { sendVerificationEmail, sendVerificationOrNotice } from './accounts.ts';

/** The same answer for a new and a taken address, so registration reveals no accounts. */
export const registrationAnswer = {
  message:
    'Welcome! You’re signed in. We’ve e-mailed you a link to verify your address: until you use it, you can pay by card, and paying in person waits for it.',
};

/**
 * Creates the account the registering browser is signed in to, whatever the address: a new account holds the
 * address's claim; one for an address another account holds is stored without it, and claims it by verifying (from an
 * account that never verified it) or never (from a verified one, whose holder is told instead, as before).
 * `deviceSecret`: the registering browser's device value, which the sign-up link is bound to (accounts/rules/sign-up-link.ts).
 */
export async function register(request: RegisterRequest, deviceSecret: string): Promise<UserRecord> {
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
    passwordVersion: 0,
    createdAt: new Date().toISOString(),
  };
  if (await createUser(user)) {
    await sendVerificationEmail(user, user.email, { deviceSecret });
    return user;
  }
  await createUnclaimedUser(user);
  await sendVerificationOrNotice(user, deviceSecret);
  return user;
}
