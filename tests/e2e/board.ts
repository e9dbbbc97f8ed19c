/** The kitchen's board as the e2e tests use it: an order found by its number and opened in its side sheet. */
import { expect, type Page } from '@playwright/test';

export async function openOnBoard(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Find an order' }).fill(number);
  await page
    .getByRole('list', { name: 'Orders found' })
    .getByRole('button', { name: new RegExp(number) })
    .click();
  const panel = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(panel).toBeVisible();
  return panel;
}
