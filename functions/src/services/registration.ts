/** Registration: one account per address, and no way to learn whether an address has one. */
import { ulid } from 'ulid';
import type { RegisterRequest } from '../contracts/auth.ts';
import { shopUrl } from '../config/env.ts';
import { sendEmail } from '../data/mailer.ts';
import { createUser, normaliseEmail, type UserRecord } from '../data/user.ts';
import { alreadyRegisteredMessage } from '../domain/emails/account-emails.ts';
import { validationError } from '../domain/errors.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { hashPassword } from '../domain/password.ts';
import { sendVerificationEmail } from './accounts.ts';

/** The same answer for a new and a taken address, so registration reveals no accounts. */
export const registrationAnswer = {
  message: 'Thanks! Check your e-mail: we have sent you a link to verify your address. Open it in this browser within 30 minutes and you’ll be signed in.',
};

/** `deviceSecret`: the registering browser's device value, which the sign-up link is bound to (domain/sign-up-link.ts). */
export async function register(request: RegisterRequest, deviceSecret: string): Promise<void> {
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
    return;
  }
  // The address has an account: tell its owner, and answer exactly as for a new one.
  await sendEmail(alreadyRegisteredMessage(user.email, shopUrl('/login'), shopUrl('/forgot-password')));
}
