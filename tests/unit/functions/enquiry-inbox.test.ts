import { describe, expect, it } from 'vitest';
import { enquiryNoteRequestSchema, enquiryPathSchema, inboxLimits } from '../../../functions/src/contracts/enquiry-inbox.ts';
import { storedEnquiryFromItem, enquiryToItem } from '../../../functions/src/data/enquiry.ts';
import type { EnquiryRecord } from '../../../functions/src/domain/enquiry.ts';
import { contactOf, inboxEnquiryOf, inboxOf, statusChange, type StoredEnquiry } from '../../../functions/src/domain/enquiry-inbox.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 14, 15, minute)).toISOString();
const state: StoredEnquiry['inbox'] = { status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] };

const cateringAt = (minute: number, id = `01JXCATERING${String(minute).padStart(14, '0')}`): EnquiryRecord => ({
  kind: 'catering',
  id,
  createdAt: at(minute),
  name: 'Ada Lovelace',
  company: '',
  email: 'ada@example.com',
  phone: '+14145550199',
  eventType: '',
  eventDate: '',
  venue: '',
  estimatedGuestCount: '',
  message: 'Lunch, please.',
});
const dishAt = (minute: number, customer?: { name: string; email: string }): EnquiryRecord => ({
  kind: 'dishRequest',
  id: `01JXDISHREQ${String(minute).padStart(15, '0')}`,
  createdAt: at(minute),
  ...(customer ? { customer } : {}),
  dishName: 'Kenkey',
});
const stored = (enquiry: EnquiryRecord, inbox: Partial<StoredEnquiry['inbox']> = {}): StoredEnquiry => ({ enquiry, inbox: { ...state, ...inbox } });

describe('an enquiry item in the inbox', () => {
  it('reads as new, with no notes, when it was stored before the inbox (no status on the item)', () => {
    const item = enquiryToItem(dishAt(1));
    expect(storedEnquiryFromItem(item).inbox).toEqual(state);
    const notes = [{ noteId: 'n1', text: 'Asked the cook', at: at(2), by: 'Efua' }];
    expect(storedEnquiryFromItem({ ...item, status: 'closed', statusChangedAt: at(3), statusChangedBy: 'Efua', notes }).inbox).toEqual({
      status: 'closed',
      statusChangedAt: at(3),
      statusChangedBy: 'Efua',
      notes,
    });
  });

  it('answers whom to reply to: the catering sender, the signed-in customer, or nobody', () => {
    expect(contactOf(cateringAt(1))).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+14145550199' });
    expect(contactOf(dishAt(1, { name: 'Kwame', email: 'kwame@example.com' }))).toEqual({ name: 'Kwame', email: 'kwame@example.com', phone: null });
    expect(contactOf(dishAt(1))).toBeNull();
    const answer = inboxEnquiryOf(stored(dishAt(1, { name: 'Kwame', email: 'kwame@example.com' })));
    expect(answer).not.toHaveProperty('customer');
    expect(answer).toMatchObject({ kind: 'dishRequest', dishName: 'Kenkey', status: 'new', contact: { name: 'Kwame' } });
  });

  it('records which owner changed the status, and when', () => {
    expect(statusChange('replied', { name: 'Efua Owusu' }, new Date(at(5)))).toEqual({
      status: 'replied',
      statusChangedAt: at(5),
      statusChangedBy: 'Efua Owusu',
    });
  });
});

describe('the inbox', () => {
  it('merges the kinds newest first, counts by status and filters by one', () => {
    const kinds = [
      { enquiries: [stored(cateringAt(9), { status: 'replied' }), stored(cateringAt(2))], more: false },
      { enquiries: [stored(dishAt(5), { status: 'closed' }), stored(dishAt(1))], more: false },
      { enquiries: [], more: false },
    ];
    const all = inboxOf(kinds, undefined);
    expect(all.enquiries.map((enquiry) => enquiry.createdAt)).toEqual([at(9), at(5), at(2), at(1)]);
    expect(all.counts).toEqual({ all: 4, new: 2, replied: 1, closed: 1 });
    expect(all.more).toBe(false);
    const fresh = inboxOf(kinds, 'new');
    expect(fresh.enquiries.map((enquiry) => enquiry.createdAt)).toEqual([at(2), at(1)]);
    expect(fresh.counts).toEqual(all.counts);
  });

  it('holds the newest enquiries up to its limit, and says when older ones exist', () => {
    const kinds = [
      { enquiries: [stored(cateringAt(9)), stored(cateringAt(2))], more: false },
      { enquiries: [stored(dishAt(5))], more: false },
    ];
    const held = inboxOf(kinds, undefined, 2);
    expect(held.enquiries.map((enquiry) => enquiry.createdAt)).toEqual([at(9), at(5)]);
    expect(held.counts.all).toBe(2);
    expect(held.more).toBe(true);
    expect(inboxOf([{ enquiries: [stored(cateringAt(1))], more: true }], undefined).more).toBe(true);
  });
});

describe('the inbox requests', () => {
  it('takes a known kind and a ULID in the path', () => {
    expect(enquiryPathSchema.safeParse({ kind: 'catering', enquiryId: '01HZY3K8Q2W5E7R9T0ABCDEFGH' }).success).toBe(true);
    expect(enquiryPathSchema.safeParse({ kind: 'party', enquiryId: '01HZY3K8Q2W5E7R9T0ABCDEFGH' }).success).toBe(false);
    expect(enquiryPathSchema.safeParse({ kind: 'catering', enquiryId: '01hzy3k8q2w5e7r9t0abcdefgh' }).success).toBe(false);
  });

  it('trims a note and takes 1 to 1000 characters', () => {
    expect(enquiryNoteRequestSchema.parse({ text: '  Called back  ' })).toEqual({ text: 'Called back' });
    expect(enquiryNoteRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(enquiryNoteRequestSchema.safeParse({ text: 'x'.repeat(inboxLimits.noteText) }).success).toBe(true);
    expect(enquiryNoteRequestSchema.safeParse({ text: 'x'.repeat(inboxLimits.noteText + 1) }).success).toBe(false);
  });
});
