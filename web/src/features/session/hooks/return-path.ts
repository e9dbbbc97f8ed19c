/**
 * Where a visitor goes back to after signing in or re-entering the password. Screens pass it in
 * the location state as `from` (as the dish page does); only paths inside the shop are followed,
 * never the sign-in screens themselves.
 */
const authScreens = /^\/(login|register|forgot-password|reset-password|two-factor|enter-code)(\/|$)/;

export type ReturnState = { from?: string };

export function returnPath(state: unknown, fallback = '/'): string {
  const from = typeof state === 'object' && state !== null ? (state as ReturnState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return fallback;
  if (authScreens.test(from)) return fallback;
  return from;
}
