/** Brute-force limits: 10 failures per account or client address in a 15-minute window. */
export const failureLimit = 10;
export const failureWindowSeconds = 15 * 60;

export type FailureWindow = { id: string; endsAt: number };

/** The fixed 15-minute window `now` falls in (seconds since the epoch). */
export function failureWindow(nowMs = Date.now()): FailureWindow {
  const now = Math.floor(nowMs / 1000);
  const start = now - (now % failureWindowSeconds);
  return { id: String(start), endsAt: start + failureWindowSeconds };
}

export function isLockedOut(failures: number): boolean {
  return failures >= failureLimit;
}

export function retryAfterSeconds(window: FailureWindow, nowMs = Date.now()): number {
  return Math.max(1, window.endsAt - Math.floor(nowMs / 1000));
}
