/**
 * Steps the checkout tests share: the business's calendar and choosing a scheduled slot some days ahead (a day past
 * the kitchen's lead time and today's closing, so a run at any hour finds one), the slot picked by the test's seed.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../../functions/src/config/business.ts';
import { seededPick } from '../fixtures/seeded-random.ts';

/** The business's calendar date plus `days`, as the schedule's day radios carry it (yyyy-mm-dd). */
export function businessDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** On the checkout screen: Schedule, the first day at least `daysAhead` ahead and a slot of it; returns the slot's id. */
export async function scheduleSlotDaysAhead(page: Page, daysAhead: number): Promise<string> {
  const when = page.getByRole('group', { name: 'When' });
  await when.getByRole('radio', { name: 'Schedule' }).check();
  const days = when.getByRole('group', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  const earliest = businessDatePlus(daysAhead);
  const dates = await days.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const day = dates.find((date) => date >= earliest);
  expect(day, `a day on or after ${earliest} among ${dates.join(', ')}`).toBeDefined();
  await when.locator(`input[name="day"][value="${day}"]`).check();
  const slots = when.getByRole('group', { name: /^Time on / }).getByRole('radio');
  await expect(slots.first()).toBeVisible();
  const ids = await slots.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const chosen = seededPick(ids, test.info().titlePath.join(' › '));
  await when.locator(`input[name="slotId"][value="${chosen}"]`).check();
  return chosen;
}
