/**
 * The quote editor's draft (web/src/features/quotes/quote-draft.ts): from an enquiry and back from a saved quote, into
 * the request the server prices (numbers as numbers, the local event time as an instant), and the server's paths
 * onto the editor's fields.
 */
import { describe, expect, it } from 'vitest';
import { quoteDraftSchema } from '../../../functions/src/quotes/contract/catering-quote.ts';
import { localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';
import { quoteTotalsOf } from '../../../functions/src/quotes/contract/quote-totals.ts';
import { draftPathOf, newDraft, requestOf, runningTotalOf } from '../../../web/src/features/quotes/quote-draft.ts';

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

describe('the running total', () => {
  const size = (id: string, price: number, catering: boolean) => ({
    id,
    size: 'large' as const,
    amount: 'A tray',
    price,
    catering,
    soldOut: { state: 'available' as const },
  });
  const dish = {
    id: 'jollof',
    name: 'Jollof Rice',
    category: 'entrée' as const,
    description: '',
    tips: [],
    canBeSpicy: true,
    featured: false,
    hidden: false,
    position: null,
    includedIngredients: [],
    sizes: [size('tray', 12_000, true), size('plate', 1_450, false)],
    extras: [{ id: 'chicken', ingredient: 'Chicken', price: 1_005, allergens: [], soldOut: { state: 'available' as const } }],
    goesWith: [],
    similar: [],
    allergens: [],
    dietLabels: [],
    images: [],
    startingPrice: 1_450,
    soldOut: { state: 'available' as const },
    version: 1,
  } as unknown as Parameters<typeof runningTotalOf>[1][number];

  it('prices the lines as the server does: extras on every unit, the discount off the food, then fee and tax, then the deposit', () => {
    const draft = {
      ...newDraft(now),
      mode: 'delivery' as const,
      lines: [{ key: 'a', dishId: 'jollof', sizeId: 'tray', spiceLevel: 1, extras: ['chicken'], removed: [], quantity: '3' }],
      discountDollars: '30.15',
      depositKind: 'percent' as const,
      depositPercent: '25',
    };
    const running = runningTotalOf(draft, [dish]);
    const items = 3 * (12_000 + 1_005);
    expect(running).toMatchObject({ pricedLines: 1, unpricedLines: 0 });
    expect(running.totals).toEqual(
      quoteTotalsOf({ lines: [{ lineTotalCents: items, catering: true }], discountCents: 3_015, mode: 'delivery', deposit: { kind: 'percent', percent: 25 } }),
    );
    expect(running.totals.itemsCents).toBe(39_015);
    expect(running.totals.subtotalCents).toBe(36_000);
    expect(running.totals.depositCents + running.totals.balanceCents).toBe(running.totals.totalCents);
  });

  it('leaves out a row with no dish, size or whole quantity, and reads a deposit not yet typed as none', () => {
    const draft = {
      ...newDraft(now),
      lines: [
        { key: 'a', dishId: 'jollof', sizeId: 'plate', spiceLevel: 0, extras: [], removed: [], quantity: '2' },
        { key: 'b', dishId: '', sizeId: '', spiceLevel: 0, extras: [], removed: [], quantity: '1' },
        { key: 'c', dishId: 'jollof', sizeId: 'plate', spiceLevel: 0, extras: [], removed: [], quantity: 'two' },
      ],
      depositKind: 'amount' as const,
      depositDollars: '',
    };
    const running = runningTotalOf(draft, [dish]);
    expect(running).toMatchObject({ pricedLines: 1, unpricedLines: 2 });
    expect(running.totals.itemsCents).toBe(2_900);
    expect(running.totals.depositCents).toBe(running.totals.totalCents);
  });
});
