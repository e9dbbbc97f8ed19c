/**
 * The quote editor's draft (web/src/features/quotes/quote-draft.ts): from an enquiry and back from a saved quote, into
 * the request the server prices (numbers as numbers, the local event time as an instant), and the server's paths
 * onto the editor's fields.
 */
import { describe, expect, it } from 'vitest';
import { quoteDraftSchema } from '../../../functions/src/contracts/catering-quote.ts';
import { localToInstant } from '../../../functions/src/contracts/business-clock.ts';
import { draftPathOf, newDraft, requestOf } from '../../../web/src/features/quotes/quote-draft.ts';

// Friday, November 27, 2026, 9 a.m. in Milwaukee.
const now = Date.parse('2026-11-27T15:00:00.000Z');
const enquiry = {
  id: '01JXKQ7Z8M3N4P5R6S7T8V9W0C',
  name: 'Kofi Mensah',
  email: 'kofi@example.com',
  phone: '(414) 555-0199',
  company: 'Lakeside',
  eventDate: '2026-12-12',
  estimatedGuestCount: '40 to 50',
  venue: 'Third Ward loft',
};

describe('a new draft', () => {
  it('starts from the enquiry: its customer, its event day, its guests, a 25 % deposit', () => {
    const draft = newDraft(now, enquiry);
    expect(draft).toMatchObject({
      enquiryId: enquiry.id,
      name: 'Kofi Mensah',
      eventDate: '2026-12-12',
      headcount: '40',
      depositKind: 'percent',
      depositPercent: '25',
    });
    expect(draft.validUntil).toBe('2026-12-04');
    expect(draft.balanceDueOn).toBe('2026-12-10');
  });

  it('starts a week out without an enquiry, or when its date is past', () => {
    expect(newDraft(now).eventDate).toBe('2026-12-04');
    expect(newDraft(now, { ...enquiry, eventDate: '2026-11-01' }).eventDate).toBe('2026-12-04');
  });
});

describe('the request', () => {
  it('is what the server takes: numbers, cents and the event as an instant in Milwaukee', () => {
    const draft = {
      ...newDraft(now, enquiry),
      eventTime: '11:30',
      lines: [{ key: 'a', dishId: 'jollof-rice', sizeId: 'jollof-rice-xl', spiceLevel: 1, extras: ['jollof-rice-plantain'], removed: [], quantity: '4' }],
      discountDollars: '$25.50',
      discountReason: 'Returning customer',
      depositKind: 'amount' as const,
      depositDollars: '150',
    };
    const request = requestOf(draft);
    expect(request.eventAt).toBe(new Date(localToInstant('2026-12-12', 11 * 60 + 30)).toISOString());
    expect(request).toMatchObject({ headcount: 40, discount: { cents: 2550, reason: 'Returning customer' }, deposit: { kind: 'amount', cents: 15_000 } });
    expect(request.lines).toEqual([
      { dishId: 'jollof-rice', sizeId: 'jollof-rice-xl', spiceLevel: 1, optionalIngredientIds: ['jollof-rice-plantain'], removedIngredients: [], quantity: 4 },
    ]);
    expect(quoteDraftSchema.safeParse(request).success).toBe(true);
  });

  it('leaves text that is no number for the server to name', () => {
    const request = requestOf({ ...newDraft(now, enquiry), headcount: 'forty' });
    expect(Number.isNaN(request.headcount)).toBe(true);
    expect(quoteDraftSchema.safeParse(request).error?.issues[0]?.path).toEqual(['headcount']);
  });
});

describe('the server’s paths', () => {
  it('land on the editor’s fields', () => {
    expect(draftPathOf('body.customer.email')).toBe('email');
    expect(draftPathOf('body.draft.customer.email')).toBe('email');
    expect(draftPathOf('body.eventAt')).toBe('eventDate');
    expect(draftPathOf('body.lines.2.quantity')).toBe('lines.2.quantity');
    expect(draftPathOf('body.lines.1.price')).toBe('lines.1');
    expect(draftPathOf('body.discount.cents')).toBe('discountDollars');
    expect(draftPathOf('body.validUntil')).toBe('validUntil');
  });
});
