/**
 * The messaging area's rules (docs/business-rules.md#customer-updates): what a text and a push say, which replies stop,
 * start or ask for help, and when an update is too late to send.
 */
import { describe, expect, it } from 'vitest';
import { business } from '../../../functions/src/platform/config/business.ts';
import { replyKind } from '../../../functions/src/messaging/rules/replies.ts';
import { textMaxCharacters, updatePush, updateText, type UpdateMessage } from '../../../functions/src/messaging/rules/text-words.ts';
import { tooLateFor } from '../../../functions/src/messaging/rules/timing.ts';

const url = 'https://shop.example/spices/account/order-details/01JABCDEFGHJKMNPQRSTVWXYZ0';
const message = (fields: Partial<UpdateMessage> = {}): UpdateMessage => ({
  messageId: '01JMESSAGE0000000000000000',
  orderId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  orderNumber: 'A7K3Q9',
  status: 'accepted',
  title: 'Order accepted',
  body: 'We’ve accepted your order A7K3Q9 and will have it ready for pickup at 6:30 p.m.',
  ...fields,
});

describe('updateText', () => {
  it('says the message in the inbox’s words, signed with the shop’s name, ending with the order’s page', () => {
    expect(updateText(message(), url)).toBe(`${business.name}: We’ve accepted your order A7K3Q9 and will have it ready for pickup at 6:30 p.m. ${url}`);
  });

  it('adds the kitchen’s phone when the order is ready, unless the message says it already', () => {
    const ready = message({
      status: 'ready',
      title: 'Ready for pickup',
      body: 'Your order A7K3Q9 is ready! Pick it up at 2218 N Martin Luther King Jr Dr, Milwaukee; it is paid.',
    });
    expect(updateText(ready, url)).toContain(`Questions? ${business.phone}. ${url}`);
    const cancelled = message({ status: 'cancelled', body: `We had to cancel your order. Questions? Call us at ${business.phone}.` });
    expect(updateText({ ...cancelled, status: 'ready' }, url).match(new RegExp(business.phone.replace(/[()]/g, '\\$&'), 'g'))).toHaveLength(1);
  });

  it('cuts a long message at a word, keeping the link whole, within three segments', () => {
    const long = message({ body: `${'The kitchen’s note: '.repeat(40)}end.` });
    const text = updateText(long, url);
    expect(text.length).toBeLessThanOrEqual(textMaxCharacters);
    expect(text.endsWith(` ${url}`)).toBe(true);
    // Cut between words: the last word before the ellipsis is whole.
    expect(text).toMatch(/ (The|kitchen’s|note:)… https:/);
  });
});

describe('updatePush', () => {
  it('shows the title with the order’s number, one tag per order, opening the order’s page', () => {
    expect(updatePush(message(), url)).toEqual({
      title: 'Order accepted · A7K3Q9',
      body: message().body,
      url,
      tag: 'order-01JABCDEFGHJKMNPQRSTVWXYZ0',
    });
  });
});

describe('replyKind', () => {
  it('knows the opt-out, help and opt-in keywords by the first word, whatever its case and punctuation', () => {
    for (const body of ['STOP', 'stop', ' Stop. ', 'STOPALL', 'Unsubscribe me', 'cancel', 'END', 'quit', 'OPTOUT', 'opt-out', 'revoke'])
      expect(replyKind(body), body).toBe('stop');
    for (const body of ['HELP', 'help?', 'Info']) expect(replyKind(body), body).toBe('help');
    for (const body of ['START', 'unstop', 'Yes!']) expect(replyKind(body), body).toBe('start');
    for (const body of ['', 'Thanks!', 'Can you stop by?', 'stopped', '🙂']) expect(replyKind(body), body).toBe('other');
  });
});

describe('tooLateFor', () => {
  const slot = '2026-12-07T18:00:00.000Z';
  it('holds for a day past the order’s time, and no longer', () => {
    expect(tooLateFor(slot, new Date('2026-12-06T18:00:00.000Z'))).toBe(false);
    expect(tooLateFor(slot, new Date('2026-12-08T18:00:00.000Z'))).toBe(false);
    expect(tooLateFor(slot, new Date('2026-12-08T18:00:01.000Z'))).toBe(true);
  });
});
