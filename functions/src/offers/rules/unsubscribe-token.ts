/**
 * The token in an offer e-mail's unsubscribe links (the List-Unsubscribe header's and the footer's): the subscriber's
 * user id and an HMAC-SHA256 of it under the shop's secret, so a link works signed out, on any device, for as long as
 * the e-mail is kept (an unsubscribe link that stops working is a complaint waiting to happen), and cannot be made
 * for another customer. It does one thing, and only for its own customer: stop offer e-mails.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps this token's MAC apart from anything else the same secret signs. */
const purpose = 'spices:unsubscribe-offer-emails:v1';

const userIdPattern = /^[0-9A-Za-z_-]{1,64}$/;

function mac(userId: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${userId}`).digest();
}

/** `<userId>.<mac, base64url>`: URL-safe as it is. */
export function unsubscribeToken(userId: string, secret: Uint8Array): string {
  if (!userIdPattern.test(userId)) throw new Error('An unsubscribe token is made for a user id');
  return `${userId}.${mac(userId, secret).toString('base64url')}`;
}

/** The customer the token was made for; undefined for anything else (forged, cut short, another secret's). */
export function unsubscribeTokenUser(token: string, secret: Uint8Array): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !given || !userIdPattern.test(userId) || !/^[0-9A-Za-z_-]{43}$/.test(given)) return undefined;
  const expected = mac(userId, secret);
  const received = Buffer.from(given, 'base64url');
  return received.length === expected.length && timingSafeEqual(received, expected) ? userId : undefined;
}
