/**
 * The session step of the http stack: reads the session cookie, verifies the JWT, loads the user
 * and checks the user's token version, so sign-out and password changes end old sessions. Owner
 * calls also check the role on the user just read: the session carries the user id only, so a
 * demoted owner is refused at the next call.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sessionSecret } from '../config/session-secret.ts';
import { getUser, isOwner, type UserRecord } from '../table/user-record.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { sessionTokenFromCookies, verifySessionToken } from './session-token.ts';

/** `owner`: a signed-in user whose role is owner (the kitchen); `user`: any signed-in user. */
export type SessionRequirement = 'none' | 'optional' | 'user' | 'owner';

export const notForCustomersMessage = "This is for the kitchen's owner.";

/**
 * The signed-in user of the request, or undefined. Throws 401 when `user` or `owner` is required
 * and there is no valid session, and 403 for `owner` when the user is not an owner, or is one
 * without two-factor (an owner always has it; the account settings refuse to turn it off).
 */
export async function loadSession(event: APIGatewayProxyEventV2, requirement: SessionRequirement): Promise<UserRecord | undefined> {
  if (requirement === 'none') return undefined;
  const required = requirement === 'user' || requirement === 'owner';
  const token = sessionTokenFromCookies(event.cookies);
  if (!token) {
    if (required) throw unauthorized('Not logged in!');
    return undefined;
  }
  const claims = await verifySessionToken(token, await sessionSecret());
  const user = claims ? await getUser(claims.userId) : undefined;
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
    if (required) throw unauthorized('Token is not valid!');
    return undefined;
  }
  if (requirement === 'owner' && (!isOwner(user) || !user.twoFactorEnabled)) throw forbidden(notForCustomersMessage);
  return user;
}
