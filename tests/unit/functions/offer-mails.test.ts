/**
 * Offer e-mails' pure parts (docs/business-rules.md#offer-e-mails): the pace within SES's quota (half the rate, 80 % of
 * the day, the rest kept for order e-mails), the message a subscriber gets (escaped, the code, the postal address,
 * the unsubscribe link and RFC 8058 headers), and the unsubscribe token (its own customer's, unforgeable).
 */
import { describe, expect, it } from 'vitest';
import { offerMailDraftSchema } from '../../../functions/src/offers/contract/offer-mails.ts';
import { offerMailMessage } from '../../../functions/src/offers/rules/offer-mail-message.ts';
import { offerMailPace } from '../../../functions/src/offers/rules/offer-mail-pace.ts';
import { unsubscribeToken, unsubscribeTokenUser } from '../../../functions/src/offers/rules/unsubscribe-token.ts';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars');

describe('the pace of offer e-mails', () => {
  it('takes half the per-second rate, at least one a second', () => {
    expect(offerMailPace({ maxSendRate: 14, max24HourSend: 50_000, sentLast24Hours: 0 }).perSecond).toBe(7);
    expect(offerMailPace({ maxSendRate: 1, max24HourSend: 200, sentLast24Hours: 0 }).perSecond).toBe(1);
  });

  it('stops at 80 % of the day’s quota, counting what every e-mail sent', () => {
    expect(offerMailPace({ maxSendRate: 14, max24HourSend: 50_000, sentLast24Hours: 1_000 }).dailyLeft).toBe(39_000);
    expect(offerMailPace({ maxSendRate: 14, max24HourSend: 200, sentLast24Hours: 190 }).dailyLeft).toBe(0);
    expect(offerMailPace({ maxSendRate: 14, max24HourSend: -1, sentLast24Hours: 10 }).dailyLeft).toBeNull();
  });

  it('goes slowest when SES does not say its quota', () => {
    expect(offerMailPace(undefined)).toEqual({ perSecond: 1, dailyLeft: null });
  });
});

describe('an offer e-mail’s message', () => {
  const to = {
    email: 'kofi@example.com',
    name: 'Kofi',
    unsubscribe: {
      oneClick: 'https://shop.example/api/offer-emails/unsubscribe?token=t',
      page: 'https://shop.example/spices/offer-emails/unsubscribe?token=t',
    },
  };
  const place = { menuUrl: 'https://shop.example/spices/menu', postalAddress: 'Spices, PO Box 1, Milwaukee, WI 53212' };

  it('escapes the owner’s text and subject, and lays out the featured code', () => {
    const message = offerMailMessage(
      { subject: 'Deals <b>now</b>', body: 'First <img src=x onerror=alert(1)>\nSecond line', offer: { code: 'JOLLOF20', words: '20 % off the food' } },
      to,
      place,
    );
    expect(message.subject).toBe('Deals <b>now</b>');
    expect(message.html).not.toMatch(/<img|<b>now/);
    expect(message.html).toContain('First &lt;img src=x onerror=alert(1)&gt;');
    expect(message.text).toContain('Hello Kofi,');
    expect(message.text).toContain('First <img src=x onerror=alert(1)>\n\nSecond line');
    expect(message.text).toContain('20 % off the food.');
    expect(message.text).toContain('JOLLOF20');
  });

  it('carries the postal address, the unsubscribe link, and the one-click headers', () => {
    const message = offerMailMessage({ subject: 'Deals', body: 'Our jollof is back.', offer: null }, to, place);
    expect(message.headers).toEqual([
      { name: 'List-Unsubscribe', value: '<https://shop.example/api/offer-emails/unsubscribe?token=t>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(message.text).toContain('Postal address: Spices, PO Box 1, Milwaukee, WI 53212');
    expect(message.text).toContain('Unsubscribe from offer e-mails:\nhttps://shop.example/spices/offer-emails/unsubscribe?token=t');
    expect(message.html).toContain('href="https://shop.example/spices/offer-emails/unsubscribe?token=t"');
    expect(message.text).not.toContain('Your code');
  });
});

describe('the owner’s draft', () => {
  it('takes plain text of bounded length and a one-line subject', () => {
    expect(offerMailDraftSchema.safeParse({ subject: 'Weekend specials', body: 'Our jollof is back.', offerId: null }).success).toBe(true);
    expect(offerMailDraftSchema.safeParse({ subject: 'Two\nlines', body: 'Our jollof is back.', offerId: null }).success).toBe(false);
    expect(offerMailDraftSchema.safeParse({ subject: 'Weekend', body: 'x'.repeat(5_001), offerId: null }).success).toBe(false);
    expect(offerMailDraftSchema.safeParse({ subject: 'Weekend', body: 'Our jollof is back.', offerId: null, html: '<p>' }).success).toBe(false);
  });
});

describe('the unsubscribe token', () => {
  it('names its own customer, and nobody for a forged, cut or foreign one', () => {
    const token = unsubscribeToken('01JCUSTOMER0000000000000000', secret);
    expect(unsubscribeTokenUser(token, secret)).toBe('01JCUSTOMER0000000000000000');
    expect(unsubscribeTokenUser(token, otherSecret)).toBeUndefined();
    expect(unsubscribeTokenUser(token.slice(0, -1), secret)).toBeUndefined();
    const [, mac] = token.split('.');
    expect(unsubscribeTokenUser(`01JSOMEONEELSE0000000000000.${mac}`, secret)).toBeUndefined();
    expect(unsubscribeTokenUser(`${token}.extra`, secret)).toBeUndefined();
    expect(unsubscribeTokenUser('', secret)).toBeUndefined();
  });
});
