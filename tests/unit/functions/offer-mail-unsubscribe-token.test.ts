/**
 * The token in an offer e-mail's unsubscribe links (functions/src/offers/rules/unsubscribe-token.ts): it names its own
 * customer and no other, and anything not made by the shop's secret, cut short or changed, names nobody.
 */
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, unsubscribeTokenUser } from '../../../functions/src/offers/rules/unsubscribe-token.ts';

const secret = new TextEncoder().encode('a-session-secret-of-at-least-32-characters!');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters!!');
const userId = '01JXKQ7Z8M3N4P5R6S7T8V9W0A';

describe('the unsubscribe token', () => {
  it('gives back the customer it was made for, and is safe in a URL as it is', () => {
    const token = unsubscribeToken(userId, secret);
    expect(unsubscribeTokenUser(token, secret)).toBe(userId);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('names nobody when it is forged, changed, or made under another secret', () => {
    const token = unsubscribeToken(userId, secret);
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(unsubscribeTokenUser(flipped, secret)).toBeUndefined();
    expect(unsubscribeTokenUser(unsubscribeToken(userId, otherSecret), secret)).toBeUndefined();
    expect(unsubscribeTokenUser(`${token}.extra`, secret)).toBeUndefined();
    expect(unsubscribeTokenUser('', secret)).toBeUndefined();
  });

  it('made for one customer, never names another: their id with its MAC is refused', () => {
    const other = '01JXKQ7Z8M3N4P5R6S7T8V9W0B';
    const [, mac] = unsubscribeToken(userId, secret).split('.') as [string, string];
    expect(unsubscribeTokenUser(`${other}.${mac}`, secret)).toBeUndefined();
    expect(unsubscribeTokenUser(unsubscribeToken(other, secret), secret)).toBe(other);
  });

  it('names nobody when cut short, at either part', () => {
    const token = unsubscribeToken(userId, secret);
    for (const cut of [token.slice(0, -1), token.slice(0, -20), token.slice(0, token.indexOf('.') + 1), token.slice(0, token.indexOf('.')), token.slice(3)]) {
      expect(unsubscribeTokenUser(cut, secret), cut).toBeUndefined();
    }
  });

  it('is made only for a user id', () => {
    expect(() => unsubscribeToken('a.b', secret)).toThrow();
    expect(() => unsubscribeToken('', secret)).toThrow();
  });
});
