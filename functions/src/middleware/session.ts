/**
 * The session step of the http stack: reads the session cookie, verifies the JWT, loads the user
 * and checks the user's token version, so sign-out and password changes end old sessions.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sessionSecret } from '../config/session-secret.ts';
import { getUser, type UserRecord } from '../data/user.ts';
import { unauthorized } from '../domain/errors.ts';
import { sessionTokenFromCookies, verifySessionToken } from '../domain/session-token.ts';

export type SessionRequirement = 'none' | 'optional' | 'user';

/** The signed-in user of the request, or undefined; throws 401 when `user` is required. */
export async function loadSession(event: APIGatewayProxyEventV2, requirement: SessionRequirement): Promise<UserRecord | undefined> {
  if (requirement === 'none') return undefined;
  const token = sessionTokenFromCookies(event.cookies);
  if (!token) {
    if (requirement === 'user') throw unauthorized('Not logged in!');
    return undefined;
  }
  const claims = await verifySessionToken(token, await sessionSecret());
  const user = claims ? await getUser(claims.userId) : undefined;
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
    if (requirement === 'user') throw unauthorized('Token is not valid!');
    return undefined;
  }
  return user;
}
