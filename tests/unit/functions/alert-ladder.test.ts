/**
 * The alert ladder's rules (functions/src/alerts/rules/ladder.ts, docs/business-rules.md#the-ladder): when it starts,
 * when each step is due, when an order is given up, the minute alerts are grouped by, and auto-accept's conditions;
 * and the settings' contract (functions/src/alerts/contract/alerts.ts).
 */
import { describe, expect, it } from 'vitest';
import { alertSettingsSaveSchema, defaultAlertSettings } from '../../../functions/src/alerts/contract/alerts.ts';
import { autoAccepts, isOpenAt, ladderStart, minuteOf, planLadder } from '../../../functions/src/alerts/rules/ladder.ts';
import { localToInstant } from '../../../functions/src/platform/contract/business-clock.ts';
import { scheduleRules } from '../../../functions/src/shop/rules/schedule.ts';

const minute = 60_000;
// Tuesday 2026-12-08 in Milwaukee: open 11:00 to 20:00 by the default hours; Sunday closed.
const at = (date: string, hhmm: string) => localToInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const ladder = defaultAlertSettings.ladder;
const iso = (instant: number) => new Date(instant).toISOString();

describe('the ladder', () => {
  it('starts at once while the kitchen is open, and steps at 2, 5, 10 and 20 minutes for an ASAP order', () => {
    const now = at('2026-12-08', '12:03');
    const plan = planLadder({ asap: true, slotId: iso(now + 30 * minute) }, ladder, scheduleRules, now);
    expect(plan.start).toBe(now);
    expect(plan.steps).toEqual([
      { step: 'text', at: now + 2 * minute },
      { step: 'call', at: now + 5 * minute },
      { step: 'tell-customer', at: now + 10 * minute },
      { step: 'give-up', at: now + 20 * minute },
    ]);
  });

  it('for an order placed at night for tomorrow, starts at tomorrow’s opening', () => {
    const night = at('2026-12-08', '22:40');
    const slot = iso(at('2026-12-09', '13:00'));
    expect(ladderStart({ asap: false, slotId: slot }, scheduleRules, night)).toBe(at('2026-12-09', '11:00'));
  });

  it('skips a closed Sunday and a closure to the next opening', () => {
    const saturdayNight = at('2026-12-12', '21:30');
    const slot = iso(at('2026-12-15', '12:00'));
    // Sunday closed by its hours, Monday the 14th a closure: Tuesday's opening.
    expect(ladderStart({ asap: false, slotId: slot }, { ...scheduleRules, closures: ['2026-12-14'] }, saturdayNight)).toBe(at('2026-12-15', '11:00'));
  });

  it('starts at once when the next opening comes after the order’s own time', () => {
    const early = at('2026-12-08', '09:00');
    const slot = iso(at('2026-12-08', '10:45'));
    expect(
      ladderStart({ asap: false, slotId: slot }, { ...scheduleRules, hours: scheduleRules.hours.map(() => ({ open: '11:00', close: '20:00' })) }, early),
    ).toBe(early);
  });

  it('gives a scheduled order up an hour before its time, never before the ASAP deadline', () => {
    const now = at('2026-12-08', '12:00');
    const far = planLadder({ asap: false, slotId: iso(at('2026-12-10', '18:00')) }, ladder, scheduleRules, now);
    expect(far.steps.at(-1)).toEqual({ step: 'give-up', at: at('2026-12-10', '17:00') });
    const soon = planLadder({ asap: false, slotId: iso(now + 45 * minute) }, ladder, scheduleRules, now);
    expect(soon.steps.at(-1)).toEqual({ step: 'give-up', at: now + 20 * minute });
  });

  it('groups alerts by the minute', () => {
    expect(minuteOf(Date.parse('2026-12-08T18:02:59.999Z'))).toBe(Date.parse('2026-12-08T18:02:00.000Z'));
    expect(minuteOf(Date.parse('2026-12-08T18:03:00.000Z'))).toBe(Date.parse('2026-12-08T18:03:00.000Z'));
  });

  it('knows when the kitchen is open', () => {
    expect(isOpenAt(scheduleRules, at('2026-12-08', '10:59'))).toBe(false);
    expect(isOpenAt(scheduleRules, at('2026-12-08', '11:00'))).toBe(true);
    expect(isOpenAt(scheduleRules, at('2026-12-08', '20:00'))).toBe(false);
    expect(isOpenAt(scheduleRules, at('2026-12-13', '12:00'))).toBe(false);
  });
});

describe('auto-accept', () => {
  const on = { enabled: true, upToCents: 5000 };
  const open = { open: true, paused: false };

  it('takes an order up to the amount while open and not paused', () => {
    expect(autoAccepts(on, { catering: false, totalCents: 5000 }, open)).toBe(true);
  });

  it.each([
    ['off', { ...on, enabled: false }, { catering: false, totalCents: 100 }, open],
    ['over the amount', on, { catering: false, totalCents: 5001 }, open],
    ['catering', on, { catering: true, totalCents: 100 }, open],
    ['closed', on, { catering: false, totalCents: 100 }, { open: false, paused: false }],
    ['paused', on, { catering: false, totalCents: 100 }, { open: true, paused: true }],
  ])('never when %s', (_, rule, order, kitchen) => {
    expect(autoAccepts(rule, order, kitchen)).toBe(false);
  });
});

describe('the settings', () => {
  const save = { ...defaultAlertSettings, version: 0 };

  it('take the defaults, and numbers as E.164', () => {
    expect(alertSettingsSaveSchema.parse({ ...save, kitchenPhones: ['(414) 555-0123'] }).kitchenPhones).toEqual(['+14145550123']);
  });

  it.each([
    ['a call before the text', { ...save, ladder: { ...ladder, callAfterMinutes: 1 } }, 'ladder.callAfterMinutes'],
    ['the customer told before the call', { ...save, ladder: { ...ladder, tellCustomerAfterMinutes: 4 } }, 'ladder.tellCustomerAfterMinutes'],
    ['given up before the customer is told', { ...save, ladder: { ...ladder, giveUpAfterMinutes: 10 } }, 'ladder.giveUpAfterMinutes'],
    ['four numbers', { ...save, kitchenPhones: ['4145550120', '4145550121', '4145550122', '4145550123'] }, 'kitchenPhones'],
    ['a number twice', { ...save, kitchenPhones: ['4145550120', '(414) 555-0120'] }, 'kitchenPhones'],
    ['a number that is none', { ...save, kitchenPhones: ['12'] }, 'kitchenPhones.0'],
    ['auto-accept over $1,000', { ...save, autoAccept: { enabled: true, upToCents: 100_001 } }, 'autoAccept.upToCents'],
    ['fractional minutes', { ...save, ladder: { ...ladder, textAfterMinutes: 1.5 } }, 'ladder.textAfterMinutes'],
    ['an unknown field', { ...save, sirens: true }, ''],
  ])('refuse %s', (_, input, path) => {
    const parsed = alertSettingsSaveSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
