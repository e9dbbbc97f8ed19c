/** What a customer reads when a request is refused: the server's words, friendlier where it helps. */
import { isApiError } from './api-error.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return countLabel(minutes, 'minute');
}

export function apiErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds === undefined ? 'a few minutes' : minutesText(error.retryAfterSeconds);
    // Failed sign-ins locked out: about the account. Any other limit (a balance link just sent, too many requests from
    // one address) says its own reason, or just the wait.
    if (error.message.startsWith('Too many failed attempts')) return `Too many attempts. To keep your account safe, please wait ${wait} and try again.`;
    return error.message || `Too many requests. Please wait ${wait} and try again.`;
  }
  if (error.code === 'NETWORK') return 'We couldn’t reach the shop. Please check your connection and try again.';
  if (error.status >= 500 || error.code === 'BAD_RESPONSE') return 'Something went wrong on our side. Please try again in a moment.';
  return error.message;
}

/** The session ended (expired, or signed out elsewhere): a 401 that is not about a password field. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.details.length === 0;
}

/** The server wants the password re-entered (older than 15 minutes on its clock). */
export function needsPasswordReentry(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.details.some((detail) => detail.path === 'passwordEnteredTime');
}
