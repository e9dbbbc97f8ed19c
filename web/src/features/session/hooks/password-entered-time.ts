/**
 * The time the password was last re-entered (docs/product.md#what-the-browser-keeps): localStorage key
 * `passwordEnteredTime`, in milliseconds. Kept apart from the 15-minute rule, so sign-out can
 * clear it without loading the shared schemas.
 */
export const passwordEnteredTimeKey = 'passwordEnteredTime';

export function readPasswordEnteredTime(): number | undefined {
  try {
    const raw = window.localStorage.getItem(passwordEnteredTimeKey);
    const time = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(time) ? time : undefined;
  } catch {
    return undefined;
  }
}

export function recordPasswordEnteredTime(time: number): void {
  try {
    window.localStorage.setItem(passwordEnteredTimeKey, String(time));
  } catch {
    // blocked storage: the next sensitive change simply asks again
  }
}

export function clearPasswordEnteredTime(): void {
  try {
    window.localStorage.removeItem(passwordEnteredTimeKey);
  } catch {
    // nothing stored
  }
}
