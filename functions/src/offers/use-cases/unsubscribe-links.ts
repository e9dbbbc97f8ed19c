/**
 * An offer e-mail's unsubscribe links for one subscriber: the one-click address in its List-Unsubscribe header (a
 * POST there unsubscribes, RFC 8058) and the footer link's page (which asks before it posts: a GET never unsubscribes,
 * as mail scanners follow links). Both carry the same token (rules/unsubscribe-token.ts).
 */
import { unsubscribeToken } from '../rules/unsubscribe-token.ts';
import { env, shopUrl } from '../../platform/config/env.ts';
import { sessionSecret } from '../../platform/config/session-secret.ts';

export async function unsubscribeLinks(userId: string): Promise<{ oneClick: string; page: string }> {
  const token = unsubscribeToken(userId, await sessionSecret());
  return { oneClick: `${env().SITE_ORIGIN}/api/offer-emails/unsubscribe?token=${token}`, page: shopUrl(`/offer-emails/unsubscribe?token=${token}`) };
}
