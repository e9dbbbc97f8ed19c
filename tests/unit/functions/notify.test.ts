import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryToItem } from '../../../functions/src/enquiries/store/enquiry.ts';
import { notifyStreamFilter } from '../../../functions/src/mail/store/notification.ts';
import { enquiryNotification } from '../../../functions/src/enquiries/rules/enquiry-emails.ts';
import type { EnquiryRecord } from '../../../functions/src/enquiries/rules/enquiry.ts';
import { matchesPattern } from '../../../functions/local/stream-poller.ts';

const notifyOwner = vi.hoisted(() => vi.fn());
vi.mock('../../../functions/src/mail/use-cases/notifications.ts', () => ({ notifyOwner }));
const { handler } = await import('../../../functions/src/mail/handlers/notify.ts');

const owner = 'owner@spices.example';
const createdAt = '2025-06-14T15:00:00.000Z';

const catering: EnquiryRecord = {
  kind: 'catering',
  id: '01JXCATERING',
  createdAt,
  name: 'Ada Lovelace',
  company: 'Analytical Engines & Co',
  email: 'ada@example.com',
  phone: '+14145550199',
  eventType: 'Office lunch',
  eventDate: '2025-07-04',
  venue: '',
  estimatedGuestCount: '40',
  message: 'First line <script>alert(1)</script>\nSecond line',
};

describe('the owner e-mail for an enquiry', () => {
  it('names the kind and the customer, lists every field, and replies to the customer', () => {
    const email = enquiryNotification(catering, owner);
    expect(email.to).toBe(owner);
    expect(email.subject).toBe('Catering enquiry from Ada Lovelace');
    expect(email.replyTo).toBe('ada@example.com');
    for (const line of [
      'Name: Ada Lovelace',
      'Company: Analytical Engines & Co',
      'E-mail: ada@example.com',
      'Phone: +14145550199',
      'Event type: Office lunch',
      'Event date: Friday, July 4, 2025 (2025-07-04)',
      'Venue: (not given)',
      'Estimated guest count: 40',
      'First line <script>alert(1)</script>',
      'Second line',
    ]) {
      expect(email.text, line).toContain(line);
    }
  });

  it("escapes the customer's text in the HTML part and keeps its line breaks", () => {
    const { html } = enquiryNotification(catering, owner);
    expect(html).toContain('First line &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('>Second line</p>');
    expect(html).toContain('Analytical Engines &amp; Co');
    expect(html).not.toContain('<script>');
  });

  it('keeps a subject on one line whatever the name holds', () => {
    const email = enquiryNotification({ ...catering, name: 'Ada\r\nBcc: someone@example.com' }, owner);
    expect(email.subject).toBe('Catering enquiry from Ada Bcc: someone@example.com');
    expect(enquiryNotification({ ...catering, name: 'x'.repeat(200) }, owner).subject.length).toBeLessThan(110);
  });

  it('names the dish of an anonymous dish request, with no Reply-To (the form has no address)', () => {
    const email = enquiryNotification({ kind: 'dishRequest', id: '1', createdAt, dishName: 'Egusi soup' }, owner);
    expect(email.subject).toBe('Dish request: Egusi soup');
    expect(email.text).toContain('Dish name: Egusi soup');
    expect(email.text).toContain('cannot be answered directly');
    expect(email.text).not.toContain('From:');
    expect(email.replyTo).toBeUndefined();
  });

  it('names the signed-in customer of a dish request and replies to them, escaped in the HTML', () => {
    const customer = { name: 'Ama <Mensah>', email: 'ama.mensah@example.com' };
    const email = enquiryNotification({ kind: 'dishRequest', id: '1', createdAt, dishName: 'Egusi soup', customer }, owner);
    expect(email.to).toBe(owner);
    expect(email.replyTo).toBe('ama.mensah@example.com');
    expect(email.text).toContain('A signed-in customer asked for a dish');
    expect(email.text).toContain('From: Ama <Mensah>\nE-mail: ama.mensah@example.com');
    expect(email.text).toContain('Reply to this e-mail to answer Ama <Mensah> at ama.mensah@example.com.');
    expect(email.text).not.toContain('cannot be answered');
    expect(email.html).toContain('Ama &lt;Mensah&gt;');
    expect(email.html).not.toContain('<Mensah>');
  });

  it('names the signed-in customer of an ingredients request and replies to them', () => {
    const email = enquiryNotification(
      {
        kind: 'ingredientsRequest',
        id: '1',
        createdAt,
        dishId: 'jollof-rice',
        dishName: 'Jollof Rice',
        ingredients: ['ginger'],
        customer: { name: 'Ama Mensah', email: 'ama@example.com' },
      },
      owner,
    );
    expect(email.replyTo).toBe('ama@example.com');
    expect(email.text).toContain('From: Ama Mensah\nE-mail: ama@example.com');
    expect(email.text).toContain('• ginger');
    expect(email.text).not.toContain('cannot be answered');
  });

  it('says when the enquiry came in, in Milwaukee time', () => {
    expect(enquiryNotification(catering, owner).text).toContain('Received Saturday, June 14, 2025 at 10:00 AM (Milwaukee time).');
  });

  it('names the dish of an ingredients request and lists each ingredient, with no Reply-To', () => {
    const email = enquiryNotification(
      { kind: 'ingredientsRequest', id: '1', createdAt, dishId: 'jollof-rice', dishName: 'Jollof Rice', ingredients: ['ginger', 'scotch bonnet'] },
      owner,
    );
    expect(email.subject).toBe('Ingredients request for Jollof Rice');
    expect(email.text).toContain('Dish: Jollof Rice (id jollof-rice)');
    expect(email.text).toContain('• ginger');
    expect(email.text).toContain('• scotch bonnet');
    expect(email.text).toContain('cannot be answered directly');
    expect(email.replyTo).toBeUndefined();
  });
});

function streamRecord(sequence: string, item: Record<string, unknown>, eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBRecord {
  return {
    eventID: `event-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      NewImage: marshall(item, { removeUndefinedValues: true }) as never,
      SequenceNumber: sequence,
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

describe('the notify handler', () => {
  beforeEach(() => notifyOwner.mockReset());
  const item = (id: string) => enquiryToItem({ kind: 'dishRequest', id, createdAt, dishName: `Dish ${id}` });

  it('notifies the owner about each new item, unmarshalled, and reports no failure', async () => {
    notifyOwner.mockResolvedValue('sent');
    const result = await handler({ Records: [streamRecord('100', item('a')), streamRecord('200', item('b'))] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(notifyOwner.mock.calls.map(([stored]) => stored)).toEqual([item('a'), item('b')]);
  });

  it('ignores changes that are not new items', async () => {
    const result = await handler({ Records: [streamRecord('100', item('a'), 'MODIFY'), streamRecord('200', item('b'), 'REMOVE')] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(notifyOwner).not.toHaveBeenCalled();
  });

  it('stops at the first record it could not send and reports it, so it and the rest are retried in order', async () => {
    notifyOwner.mockResolvedValueOnce('sent').mockRejectedValueOnce(new Error('SES is down')).mockResolvedValue('sent');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await handler({ Records: [streamRecord('100', item('a')), streamRecord('200', item('b')), streamRecord('300', item('c'))] });
    errors.mockRestore();
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
    expect(notifyOwner).toHaveBeenCalledTimes(2);
  });
});

describe('the stream filter (as the AWS mapping and the local poller apply it)', () => {
  const lambdaShape = (eventName: string, type: string) => ({ eventName, dynamodb: { NewImage: { type: { S: type }, pk: { S: 'x' } } } });

  it('passes new enquiries only', () => {
    expect(matchesPattern(lambdaShape('INSERT', 'enquiry'), notifyStreamFilter)).toBe(true);
    expect(matchesPattern(lambdaShape('MODIFY', 'enquiry'), notifyStreamFilter)).toBe(false);
    expect(matchesPattern(lambdaShape('INSERT', 'user'), notifyStreamFilter)).toBe(false);
    expect(matchesPattern(lambdaShape('INSERT', 'notificationMarker'), notifyStreamFilter)).toBe(false);
    expect(matchesPattern({ eventName: 'REMOVE', dynamodb: {} }, notifyStreamFilter)).toBe(false);
  });
});
