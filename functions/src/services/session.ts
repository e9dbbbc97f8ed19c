/** Starting and ending sessions: the cookie answers of sign-in and sign-out. */
import { isDeployedStage } from '../config/env.ts';
import { sessionSecret } from '../config/session-secret.ts';
import { updateUser, type UserRecord } from '../data/user.ts';
import { clearedSessionCookie, sessionCookie, signSessionToken } from '../domain/session-token.ts';
import { Reply } from '../middleware/http.ts';
import { toSessionUser } from './accounts.ts';

/** A new token at every sign-in, carried in an HttpOnly, SameSite=Lax cookie (Secure in AWS). */
export async function signedInReply(user: UserRecord, status = 200): Promise<Reply> {
  const token = await signSessionToken({ userId: user.id, tokenVersion: user.tokenVersion }, await sessionSecret());
  return new Reply(status, toSessionUser(user), {}, [sessionCookie(token, isDeployedStage())]);
}

/** Ends the user's sessions (the token version moves on) and clears the cookie. */
export async function signedOutReply(user: UserRecord | undefined): Promise<Reply> {
  if (user) await updateUser(user.id, {}, { endSessions: true });
  return new Reply(200, { message: 'Signed out' }, {}, [clearedSessionCookie(isDeployedStage())]);
}
