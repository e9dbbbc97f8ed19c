import { encodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  decodeEnquiryCursor,
  encodeEnquiryCursor,
  enquiryInboxQuerySchema,
  enquiryNoteRequestSchema,
  enquiryPathSchema,
  inboxLimits,
} from '../../../functions/src/enquiries/contract/enquiry-inbox.ts';
import { storedEnquiryFromItem, enquiryToItem } from '../../../functions/src/enquiries/store/enquiry.ts';
import type { EnquiryRecord } from '../../../functions/src/enquiries/rules/enquiry.ts';
import { contactOf, inboxEnquiryOf, inboxOf, statusChange, type StoredEnquiry } from '../../../functions/src/enquiries/rules/enquiry-inbox.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 14, 15, minute)).toISOString();
const state: StoredEnquiry['inbox'] = { status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] };
/** A ULID as the shop makes them: the arrival time, then (here) a fixed tail per kind. */
const idAt = (minute: number, tail: string) => `${encodeTime(Date.parse(at(minute)), 10)}${tail.padEnd(16, '0')}`;

const cateringAt = (minute: number, id = idAt(minute, 'CATER')): EnquiryRecord => ({
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
  id: idAt(minute, 'D1SH'),
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
    expect(contactOf(cateringAt(1))).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+14145550199', via: 'form' });
    expect(contactOf(dishAt(1, { name: 'Kwame', email: 'kwame@example.com' }))).toEqual({
      name: 'Kwame',
      email: 'kwame@example.com',
      phone: null,
      via: 'account',
    });
    expect(contactOf(dishAt(1))).toBeNull();
    const visitor = { ...dishAt(2), visitorEmail: 'grace+events@gmail.com' } as EnquiryRecord;
    expect(contactOf(visitor)).toEqual({ name: '', email: 'grace+events@gmail.com', phone: null, via: 'visitor' });
    expect(inboxEnquiryOf(stored(visitor))).not.toHaveProperty('visitorEmail');
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
    expect(all.next).toBeNull();
    const fresh = inboxOf(kinds, 'new');
    expect(fresh.enquiries.map((enquiry) => enquiry.createdAt)).toEqual([at(2), at(1)]);
    expect(fresh.counts).toEqual(all.counts);
  });

  it('holds a page of the newest enquiries, and its next cursor starts below the page’s last one', () => {
    const kinds = [
      { enquiries: [stored(cateringAt(9)), stored(cateringAt(2))], more: false },
      { enquiries: [stored(dishAt(5))], more: false },
    ];
    const page = inboxOf(kinds, undefined, 2);
    expect(page.enquiries.map((enquiry) => enquiry.createdAt)).toEqual([at(9), at(5)]);
    expect(page.counts.all).toBe(2);
    expect(page.more).toBe(true);
    expect(decodeEnquiryCursor(page.next!)).toEqual({ before: idAt(5, 'D1SH') });
    // A kind that has older ones than it gave makes a next page too.
    const one = inboxOf([{ enquiries: [stored(cateringAt(1))], more: true }], undefined, 1);
    expect(one.more).toBe(true);
    expect(decodeEnquiryCursor(one.next!)).toEqual({ before: idAt(1, 'CATER') });
    expect(inboxOf([{ enquiries: [], more: false }], undefined).next).toBeNull();
    expect(inboxLimits.page).toBe(50);
  });

  it('pages through a flood without skipping or repeating an enquiry, a real one among 205 included', () => {
    // 205 dish requests within two seconds, just after a real catering enquiry.
    const real = stored(cateringAt(0));
    const flood = Array.from({ length: 205 }, (_, n) => {
      const createdAt = new Date(Date.parse(at(1)) + n * 9).toISOString();
      return stored({ kind: 'dishRequest', id: `${encodeTime(Date.parse(createdAt), 10)}${String(n).padStart(16, '0')}`, createdAt, dishName: 'Spam' });
    });
    const all = [real, ...flood];
    /** What the data layer answers for one kind: its newest `limit` below the cursor, and whether more exist. */
    const query = (kind: string, before: string | undefined, limit: number) => {
      const below = all
        .filter((each) => each.enquiry.kind === kind && (before === undefined || each.enquiry.id < before))
        .sort((a, b) => b.enquiry.id.localeCompare(a.enquiry.id));
      return { enquiries: below.slice(0, limit), more: below.length > limit };
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const before = cursor === undefined ? undefined : decodeEnquiryCursor(cursor)!.before;
      const page = inboxOf(
        ['catering', 'dishRequest', 'ingredientsRequest'].map((kind) => query(kind, before, inboxLimits.page)),
        undefined,
      );
      expect(page.enquiries.length).toBeLessThanOrEqual(inboxLimits.page);
      seen.push(...page.enquiries.map((enquiry) => enquiry.id));
      cursor = page.next ?? undefined;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(206);
    expect(new Set(seen).size).toBe(206);
    expect(seen).toEqual(
      all
        .map((each) => each.enquiry.id)
        .sort()
        .reverse(),
    );
    expect(seen.at(-1)).toBe(real.enquiry.id);
  });
});

describe('the inbox requests', () => {
  it('take a cursor only as a page’s next made it: a tampered, truncated or made-up one is refused', () => {
    const next = encodeEnquiryCursor({ before: '01HZY3K8Q2W5E7R9T0ABCDEFGH' });
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(enquiryInboxQuerySchema.parse({ cursor: next })).toEqual({ cursor: { before: '01HZY3K8Q2W5E7R9T0ABCDEFGH' } });
    const tampered = [
      next.slice(0, -3),
      `${next}x`,
      next.replace(/^./, (c) => (c === 'e' ? 'f' : 'e')),
      'not a cursor',
      '',
      '%00',
      'x'.repeat(500),
      encodeEnquiryCursor({ before: '../../etc/passwd' }),
      btoa(JSON.stringify({ before: '01HZY3K8Q2W5E7R9T0ABCDEFGH', limit: 5000 })),
      btoa('{"before": '),
      btoa('[]'),
    ];
    for (const cursor of tampered) {
      const parsed = enquiryInboxQuerySchema.safeParse({ cursor });
      expect(parsed.success, cursor).toBe(false);
      expect(parsed.error?.issues[0]?.path, cursor).toEqual(['cursor']);
    }
  });

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
