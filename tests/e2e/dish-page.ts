/**
 * Opening a dish page to customise it. The page is pre-rendered: its heading and choices show before
 * the script runs, and a choice ticked before React has taken the form over is not React's yet (it can
 * be reset when the form hydrates). A test that customises waits for the form to be hydrated, an
 * observable state: React keeps its fiber on the DOM nodes it owns.
 */
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/** Resolves once React owns the dish page's order form (its 'Your order' region). */
export async function waitForDishForm(page: Page): Promise<void> {
  await waitForHydration(page.getByRole('region', { name: 'Your order' }), 'the dish page’s order form');
}

/** Opens a dish page by its address slug, checks its heading and waits until its form can be customised. */
export async function openDishPage(page: Page, slug: string, heading: string): Promise<void> {
  await page.goto(`/spices/menu/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await waitForDishForm(page);
}

/** Opens Jollof Rice and chooses Large, two flames and Fried plantain: the customised dish the cart tests keep. */
export async function chooseJollofLargeTwoFlamesPlantain(page: Page): Promise<void> {
  await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
  await page
    .getByRole('group', { name: 'Sizes', exact: true })
    .getByRole('radio', { name: /^Large/ })
    .check();
  await page.getByRole('group', { name: 'Spice level', exact: true }).getByRole('radio', { name: 'two flames', exact: true }).check();
  await page
    .getByRole('group', { name: 'Add extras', exact: true })
    .getByRole('checkbox', { name: /^Fried plantain/ })
    .check();
}
