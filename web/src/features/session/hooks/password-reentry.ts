/**
 * Password re-entry (docs/product.md#session): it counts as expired when no time was recorded or more
 * than 15 minutes have passed. Sensitive screens check it before showing their form.
 */
import { passwordReentryMinutes } from '@functions/accounts/contract/auth';
import { readPasswordEnteredTime } from './password-entered-time.ts';

export const passwordReentryMs = passwordReentryMinutes * 60_000;

export function passwordReentryExpired(enteredTime: number | undefined, now: number = Date.now()): boolean {
  if (enteredTime === undefined) return true;
  return now - enteredTime > passwordReentryMs || enteredTime > now;
}

export function isPasswordReentryFresh(now: number = Date.now()): boolean {
  return !passwordReentryExpired(readPasswordEnteredTime(), now);
}
