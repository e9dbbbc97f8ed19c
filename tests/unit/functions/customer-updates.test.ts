/**
 * The messaging area's rules (docs/business-rules.md#customer-updates): what a text and a push say, which replies stop,
 * start or ask for help, when an update is too late to send, and when a scheduled order's reminder goes (the kitchen is in
 * Chicago: 6 hours behind UTC in December, 5 in summer time).
 */
import { describe, expect, it } from 'vitest';
import { business } from '../../../functions/src/platform/config/business.ts';
import { replyKind } from '../../../functions/src/messaging/rules/replies.ts';
import { reminderMessage, textMaxCharacters, updatePush, updateText, type UpdateMessage } from '../../../functions/src/messaging/rules/text-words.ts';
import { inQuietHours, reminderAt, reminderStillDue, tooLateFor } from '../../../functions/src/messaging/rules/timing.ts';

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

describe('quiet hours', () => {
  it('run from 9 p.m. to 8 a.m. on the kitchen’s clock', () => {
    expect(inQuietHours(Date.parse('2026-12-10T02:59:00Z'))).toBe(false); // 8:59 p.m.
    expect(inQuietHours(Date.parse('2026-12-10T03:00:00Z'))).toBe(true); // 9:00 p.m.
    expect(inQuietHours(Date.parse('2026-12-10T13:59:00Z'))).toBe(true); // 7:59 a.m.
    expect(inQuietHours(Date.parse('2026-12-10T14:00:00Z'))).toBe(false); // 8:00 a.m.
  });
});

describe('reminderAt', () => {
  const now = new Date('2026-12-07T18:00:00Z');
  it('is an hour before the order’s time', () => {
    expect(reminderAt('2026-12-11T00:00:00.000Z', now)?.toISOString()).toBe('2026-12-10T23:00:00.000Z'); // 6 p.m. → 5 p.m.
    expect(reminderAt('2026-12-11T03:30:00.000Z', now)?.toISOString()).toBe('2026-12-11T02:30:00.000Z'); // 9:30 p.m. → 8:30 p.m.
  });

  it('is held to 8 a.m. out of the quiet hours, and dropped when that comes within a quarter of an hour of the time', () => {
    expect(reminderAt('2026-12-10T14:30:00.000Z', now)?.toISOString()).toBe('2026-12-10T14:00:00.000Z'); // 8:30 a.m. → 8:00
    expect(reminderAt('2026-12-10T14:15:00.000Z', now)?.toISOString()).toBe('2026-12-10T14:00:00.000Z'); // 8:15 a.m. → 8:00
    expect(reminderAt('2026-12-10T14:10:00.000Z', now)).toBeUndefined(); // 8:10 a.m.
    expect(reminderAt('2026-12-11T04:00:00.000Z', now)).toBeUndefined(); // 10 p.m.: 9 p.m. is quiet, the next 8 a.m. too late
  });

  it('holds to 8 a.m. of the kitchen’s clock on the day summer time starts', () => {
    // Sunday, March 14, 2027: 8:30 a.m. CDT is 13:30 UTC; 8 a.m. is 13:00.
    expect(reminderAt('2027-03-14T13:30:00.000Z', now)?.toISOString()).toBe('2027-03-14T13:00:00.000Z');
  });

  it('is none when the hour before has begun (the accept said the time), or the time is not one', () => {
    expect(reminderAt('2026-12-07T18:59:00.000Z', now)).toBeUndefined();
    expect(reminderAt('2026-12-07T19:00:00.000Z', now)).toBeUndefined();
    expect(reminderAt('2026-12-07T19:01:00.000Z', now)?.toISOString()).toBe('2026-12-07T18:01:00.000Z');
    expect(reminderAt('not a time', now)).toBeUndefined();
  });
});

describe('reminderStillDue', () => {
  const promised = '2026-12-11T03:30:00.000Z'; // 9:30 p.m.
  it('is due until a quarter of an hour before the time, never in the quiet hours', () => {
    expect(reminderStillDue(promised, Date.parse('2026-12-11T02:30:00Z'))).toBe(true); // 8:30 p.m.
    expect(reminderStillDue(promised, Date.parse('2026-12-11T02:59:00Z'))).toBe(true); // 8:59 p.m.
    expect(reminderStillDue(promised, Date.parse('2026-12-11T03:00:00Z'))).toBe(false); // 9:00 p.m.: quiet
    expect(reminderStillDue('2026-12-10T23:00:00.000Z', Date.parse('2026-12-10T22:45:00Z'))).toBe(true); // 5 p.m., at 4:45
    expect(reminderStillDue('2026-12-10T23:00:00.000Z', Date.parse('2026-12-10T22:46:00Z'))).toBe(false);
  });
});

describe('reminderMessage', () => {
  const order = { orderId: '01JABCDEFGHJKMNPQRSTVWXYZ0', number: 'XYZ0A1', asap: false, slotId: '2026-12-10T23:00:00.000Z' };
  const sameDay = Date.parse('2026-12-10T22:00:00Z');
  it('says when and where, in the kitchen’s time, with one id per order', () => {
    const pickup = reminderMessage({ ...order, mode: 'pickup' }, sameDay);
    expect(pickup).toEqual({
      messageId: `reminder-${order.orderId}-${Date.parse(order.slotId) / 60_000}`,
      orderId: order.orderId,
      orderNumber: 'XYZ0A1',
      status: 'reminder',
      title: 'Reminder',
      body: `Reminder: your order XYZ0A1 will be ready for pickup at 5 p.m., at ${business.address.street}, ${business.address.city}. See you soon!`,
    });
    expect(reminderMessage({ ...order, mode: 'delivery' }, sameDay).body).toBe('Reminder: your order XYZ0A1 will be at the door at 5 p.m. See you soon!');
  });
});
