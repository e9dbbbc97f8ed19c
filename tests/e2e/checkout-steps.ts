/**
 * Steps the checkout tests share: the business's calendar and choosing a scheduled slot some days ahead (a day past
 * the kitchen's lead time and today's closing, so a run at any hour finds one), the part of the day and the slot
 * picked by the test's seed. The When step offers Schedule beside ASAP only while ASAP can be chosen (the kitchen
 * open, a place soon); otherwise the day and time show at once, so the steps check Schedule only when it is there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { business } from '../../functions/src/platform/config/business.ts';
import { seededPick } from '../fixtures/seeded-random.ts';

/** The business's calendar date plus `days`, as the schedule's day radios carry it (yyyy-mm-dd). */
export function businessDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * In the When step (`when`): Schedule when ASAP is offered beside it; without ASAP the day and time show at once.
 * Returns whether ASAP was offered.
 */
export async function chooseSchedule(when: Locator): Promise<boolean> {
  const schedule = when.getByRole('radio', { name: 'Schedule' });
  const days = when.getByRole('group', { name: 'Day', exact: true });
  // Either the ASAP and Schedule cards, or (no ASAP now) the days straight away.
  await expect(schedule.or(days)).not.toHaveCount(0);
  const asapOffered = (await schedule.count()) > 0;
  if (asapOffered) await schedule.check();
  await expect(days).toBeVisible();
  return asapOffered;
}

/** The part of the day `part` (or one picked under the test's seed), then one of its times; returns the slot's id. */
export async function chooseSlotOfDay(when: Locator, part?: string): Promise<string> {
  const parts = when.getByRole('group', { name: 'Part of the day' }).getByRole('radio');
  await expect(parts.first()).toBeVisible();
  const label = test.info().titlePath.join(' › ');
  const names = await parts.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await when.locator(`input[name="partOfDay"][value="${part ?? seededPick(names, label)}"]`).check();
  const slots = when.getByRole('group', { name: /^Time on / }).getByRole('radio');
  await expect(slots.first()).toBeVisible();
  const ids = await slots.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const chosen = seededPick(ids, label);
  await when.locator(`input[name="slotId"][value="${chosen}"]`).check();
  return chosen;
}

/** On the checkout screen: Schedule, the first day at least `daysAhead` ahead, a part of it and a slot there; returns the slot's id. */
export async function scheduleSlotDaysAhead(page: Page, daysAhead: number): Promise<string> {
  const when = page.getByRole('group', { name: 'When' });
  await chooseSchedule(when);
  const days = when.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  const earliest = businessDatePlus(daysAhead);
  const dates = await days.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const day = dates.find((date) => date >= earliest);
  expect(day, `a day on or after ${earliest} among ${dates.join(', ')}`).toBeDefined();
  await when.locator(`input[name="day"][value="${day}"]`).check();
  return chooseSlotOfDay(when);
}
