import type { ScheduleAnswer } from '@functions/orders/contract/order';
import type { SlotDay } from '@functions/shop/contract/ordering';
import { describe, expect, it } from 'vitest';
import { dayParts, partLabel, partOfTime, partSpanText, shownPart } from '../../../web/src/features/checkout/hooks/parts-of-day.ts';
import { effectiveChoices, initialCheckoutChoices, type CheckoutChoices } from '../../../web/src/features/checkout/hooks/use-checkout-choices.ts';

const slot = (date: string, time: string) => ({ id: `${date}T${time}`, date, time, placesLeft: 6 });
const dayOf = (date: string, times: string[]): SlotDay => ({ date, slots: times.map((time) => slot(date, time)) });
/** Every 15 minutes from `from` to `to`, both included. */
function grid(from: string, to: string): string[] {
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
  const times: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += 15) times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  return times;
}

// A Friday from 11 a.m. to 9 p.m. (pickup: 11:30 a.m. to 8:45 p.m.) and a Saturday from noon, evening only left.
const friday = dayOf('2026-12-11', grid('11:30', '20:45'));
const saturday = dayOf('2026-12-12', grid('17:00', '20:45'));

describe('parts of the day', () => {
  it('puts a time in Lunch before 2 p.m., Afternoon before 5 p.m., Evening after', () => {
    expect(['00:00', '11:30', '13:45', '14:00', '16:45', '17:00', '23:45'].map(partOfTime)).toEqual([
      'Lunch',
      'Lunch',
      'Lunch',
      'Afternoon',
      'Afternoon',
      'Evening',
      'Evening',
    ]);
  });

  it('splits a day’s 38 times into its parts, in order, each with its times, and leaves out parts without one', () => {
    const parts = dayParts(friday);
    expect(parts.map((part) => [part.name, part.slots.length])).toEqual([
      ['Lunch', 10],
      ['Afternoon', 12],
      ['Evening', 16],
    ]);
    expect(parts.flatMap((part) => part.slots)).toEqual(friday.slots);
    expect(dayParts(saturday).map((part) => part.name)).toEqual(['Evening']);
    expect(dayParts(undefined)).toEqual([]);
  });

  it('says a part’s span short (its name says a.m. or p.m.) and, for a screen reader, in full with its count', () => {
    const [lunch, afternoon, evening] = dayParts(friday);
    expect(partSpanText(lunch!)).toBe('11:30–1:45');
    expect(partSpanText(afternoon!)).toBe('2–4:45');
    expect(partSpanText(evening!)).toBe('5–8:45');
    expect(partLabel(evening!)).toBe('Evening, 16 times from 5 p.m. to 8:45 p.m.');
    expect(partLabel(lunch!)).toBe('Lunch, 10 times from 11:30 a.m. to 1:45 p.m.');
    const [one] = dayParts(dayOf('2026-12-11', ['12:00']));
    expect(partSpanText(one!)).toBe('12 p.m.');
    expect(partLabel(one!)).toBe('Lunch, 1 time: 12 p.m.');
  });

  it('shows the part chosen if the day has it, else the chosen slot’s part, else the day’s first', () => {
    const parts = dayParts(friday);
    const evening = friday.slots.find((candidate) => candidate.time === '18:30')!.id;
    expect(shownPart(parts, undefined, undefined)).toBe('Lunch');
    expect(shownPart(parts, undefined, evening)).toBe('Evening');
    expect(shownPart(parts, 'Afternoon', evening)).toBe('Afternoon');
    // Saturday has no lunch: its first part, or the slot's when one is chosen there.
    expect(shownPart(dayParts(saturday), 'Lunch', undefined)).toBe('Evening');
    expect(shownPart(dayParts(saturday), 'Lunch', evening)).toBe('Evening');
    expect(shownPart([], 'Lunch', undefined)).toBeUndefined();
  });
});

describe('the checkout’s When choices', () => {
  const open: ScheduleAnswer = { mode: 'pickup', catering: false, asap: { available: true, readyAt: '2026-12-07T18:00:00.000Z' }, days: [friday, saturday] };
  const closed: ScheduleAnswer = { ...open, asap: { available: false, message: 'We’re closed today. Please choose a time on another day.' } };
  const choose = (change: Partial<CheckoutChoices>, schedule = open) => effectiveChoices({ ...initialCheckoutChoices(), ...change }, { schedule });
  const fridayEvening = friday.slots.find((candidate) => candidate.time === '18:30')!.id;

  it('is ASAP until the customer schedules, and the schedule when ASAP is not offered, even if ASAP was chosen before', () => {
    expect(choose({}).timing).toBe('asap');
    expect(choose({}).when).toEqual({ kind: 'asap' });
    expect(choose({ timing: 'schedule' }).timing).toBe('schedule');
    expect(choose({}, closed).timing).toBe('schedule');
    expect(choose({ timing: 'asap' }, closed)).toMatchObject({ timing: 'schedule', when: undefined });
  });

  it('keeps a chosen slot while another part of its day shows, and shows the slot’s part until one is chosen', () => {
    expect(choose({ timing: 'schedule', slotId: fridayEvening })).toMatchObject({ day: friday.date, part: 'Evening', slotId: fridayEvening });
    expect(choose({ timing: 'schedule', slotId: fridayEvening, part: 'Lunch' })).toMatchObject({
      day: friday.date,
      part: 'Lunch',
      slotId: fridayEvening,
      when: { kind: 'slot', slotId: fridayEvening },
    });
  });

  it('keeps the part on another day that has it, else shows that day’s first part; a time needs choosing there', () => {
    expect(choose({ timing: 'schedule', day: friday.date, part: 'Evening' }).part).toBe('Evening');
    expect(choose({ timing: 'schedule', day: saturday.date, part: 'Evening' }).part).toBe('Evening');
    expect(choose({ timing: 'schedule', day: saturday.date, part: 'Afternoon', slotId: fridayEvening })).toMatchObject({
      part: 'Evening',
      slotId: undefined,
      when: undefined,
    });
  });
});
