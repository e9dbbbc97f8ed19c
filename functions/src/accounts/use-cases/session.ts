/** Starting and ending sessions: the signed token and its cookie (the handlers put them in the answer). */
import type { SessionUser } from '../contract/auth.ts';
import { isDeployedStage } from '../../platform/config/env.ts';
import { sessionSecret } from '../../platform/config/session-secret.ts';
import { updateUser, type UserRecord } from '../store/user.ts';
import { clearedSessionCookie, sessionCookie, signSessionToken } from '../../platform/http/session-token.ts';
import { clearedSignUpDeviceCookie, newSignUpDeviceSecret, signUpDeviceCookie, signUpDeviceFromCookies } from '../rules/sign-up-link.ts';
import { toSessionUser } from './accounts.ts';

export type StartedSession = { user: SessionUser; cookie: string };

/** A new token at every sign-in, carried in an HttpOnly, SameSite=Lax cookie (Secure in AWS). */
export async function startSession(user: UserRecord): Promise<StartedSession> {
  const token = await signSessionToken({ userId: user.id, tokenVersion: user.tokenVersion }, await sessionSecret());
  return { user: toSessionUser(user), cookie: sessionCookie(token, isDeployedStage()) };
}

/** Ends the user's sessions (the token version moves on); the cookie that clears the browser's. */
export async function endSessions(user: UserRecord | undefined): Promise<{ cookie: string }> {
  if (user) await updateUser(user.id, {}, { endSessions: true });
  return { cookie: clearedSessionCookie(isDeployedStage()) };
}

/**
 * This browser's sign-up device value (docs/decisions.md#the-verification-link-signs-in-on-the-device-that-registered):
 * the one its cookie holds, or a new one, with the cookie that keeps it for as long as a link lasts. Every
 * registration answer sets it, for a taken address too, so the answer reveals nothing.
 */
export function signUpDevice(cookies: readonly string[] | undefined): { secret: string; cookie: string } {
  const secret = signUpDeviceFromCookies(cookies) ?? newSignUpDeviceSecret();
  return { secret, cookie: signUpDeviceCookie(secret, isDeployedStage()) };
}

/** The device value this browser presents, if any (a link opened elsewhere has none). */
export function signUpDeviceSecret(cookies: readonly string[] | undefined): string | undefined {
  return signUpDeviceFromCookies(cookies);
}

/** Once the link has signed this browser in, its device value has done its work. */
export function signUpDeviceCleared(): string {
  return clearedSignUpDeviceCookie(isDeployedStage());
}
