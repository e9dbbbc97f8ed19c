import { describe, expect, it } from 'vitest';
import { cateringFieldLabels, cateringFieldMaxima, cateringFields } from '../../../functions/src/enquiries/contract/catering-fields.ts';
import { cateringEnquirySchema } from '../../../functions/src/enquiries/contract/contact.ts';
import { inboxEnquirySchema } from '../../../functions/src/enquiries/contract/enquiry-inbox.ts';
import { cateringEnquiryRecord, enquiryRecordSchema } from '../../../functions/src/enquiries/rules/enquiry.ts';
import { cateringEnquiryEmail } from '../../../functions/src/enquiries/rules/enquiry-emails.ts';

const request = {
  name: 'Ama Mensah',
  company: 'Lakeside Dental',
  email: 'ama@example.com',
  phone: '(414) 555-0123',
  eventType: 'Business',
  eventDate: '2026-12-04',
  venue: 'Third Ward loft',
  estimatedGuestCount: '40',
  message: 'Lunch for the team.',
  token: 'local-pass-1',
};

describe('the catering fields', () => {
  it('are the request schema’s fields, with the robot-check token besides', () => {
    expect(Object.keys(cateringEnquirySchema.shape).sort()).toEqual([...cateringFields, 'token'].sort());
  });

  it('are kept and shown as they were sent, every one of them', () => {
    const record = cateringEnquiryRecord(cateringEnquirySchema.parse(request), { id: '01JXKQ7Z8M3N4P5R6S7T8V9W0A', now: new Date('2026-11-24T15:00:00Z') });
    const stored = enquiryRecordSchema.parse(record);
    for (const field of cateringFields) expect(stored).toHaveProperty(field, record[field]);
    const shown = inboxEnquirySchema.parse({ ...record, status: 'new', statusChangedAt: null, statusChangedBy: null, contact: null, notes: [] });
    for (const field of cateringFields) expect(shown).toHaveProperty(field, record[field]);
  });

  it('limit each free-text field to its maximum, with the number in the message', () => {
    const tooLong = cateringEnquirySchema.safeParse({ ...request, name: 'x'.repeat(cateringFieldMaxima.name + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(`Name must be at most ${cateringFieldMaxima.name} characters`);
    expect(cateringEnquirySchema.safeParse({ ...request, venue: 'x'.repeat(cateringFieldMaxima.venue) }).success).toBe(true);
    expect(cateringEnquirySchema.safeParse({ ...request, venue: 'x'.repeat(cateringFieldMaxima.venue + 1) }).success).toBe(false);
  });

  it("are listed by their labels in the owner's e-mail, in the form's order", () => {
    const record = cateringEnquiryRecord(cateringEnquirySchema.parse(request), { id: '01JXKQ7Z8M3N4P5R6S7T8V9W0A', now: new Date('2026-11-24T15:00:00Z') });
    const { text } = cateringEnquiryEmail(record, 'owner@spices.example');
    const positions = cateringFields.map((field) => text.indexOf(`${cateringFieldLabels[field]}${field === 'message' ? '' : ':'}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Estimated guest count: 40');
  });
});
