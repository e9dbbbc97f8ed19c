/**
 * Where a new customer goes once the e-mailed link has signed them in (docs/product.md#what-the-browser-keeps):
 * the screen they came to sign in from, kept at registration in localStorage (`signUpReturn`), because the link
 * opens a new page, without the navigation state. Taken once; a day at most, like the pending add.
 */
import { pendingAddMaxAgeMs } from '../../../lib/pending-add.ts';
import { returnPath } from './return-path.ts';

export const signUpReturnKey = 'signUpReturn';

/** Keeps the path (only a path inside the shop, never a sign-in screen); nothing to keep forgets an older one. */
export function saveSignUpReturn(from: string | undefined, now: number = Date.now()): void {
  const path = returnPath({ from }, '');
  try {
    if (path === '') window.localStorage.removeItem(signUpReturnKey);
    else window.localStorage.setItem(signUpReturnKey, JSON.stringify({ path, savedAt: now }));
  } catch {
    // blocked storage: the link's screen offers the menu instead
  }
}

/** The kept path, once, or null (none, malformed, foreign or older than a day). */
export function takeSignUpReturn(now: number = Date.now()): string | null {
  try {
    const raw = window.localStorage.getItem(signUpReturnKey);
    if (raw === null) return null;
    window.localStorage.removeItem(signUpReturnKey);
    const { path, savedAt } = JSON.parse(raw) as { path?: unknown; savedAt?: unknown };
    if (typeof savedAt !== 'number' || savedAt > now + 60_000 || now - savedAt > pendingAddMaxAgeMs) return null;
    return returnPath({ from: path }, '') || null;
  } catch {
    return null;
  }
}
