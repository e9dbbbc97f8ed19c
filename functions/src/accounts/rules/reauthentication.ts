/** Sensitive account changes need the password re-entered within the last 15 minutes. */
import { passwordReentryMinutes } from '../contract/auth.ts';
import { AppError } from '../../platform/errors.ts';

export function reentryIsFresh(reauthenticatedAt: number | undefined, now = Date.now()): boolean {
  return reauthenticatedAt !== undefined && now - reauthenticatedAt <= passwordReentryMinutes * 60_000 && reauthenticatedAt <= now;
}

export function assertRecentReentry(reauthenticatedAt: number | undefined, now = Date.now()): void {
  if (!reentryIsFresh(reauthenticatedAt, now)) {
    throw new AppError('FORBIDDEN', 'Please enter your password again to make this change.', [
      { path: 'passwordEnteredTime', message: 'Password re-entry has expired' },
    ]);
  }
}
