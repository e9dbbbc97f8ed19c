/**
 * Allergens and diet labels as a customer meets them (docs/business-rules.md#allergens-and-diet-labels):
 * the menu filter hides the dishes with peanuts and keeps the choice across a reload and a new visit;
 * the dish page lists a dish's allergens and adds those of the extras chosen.
 */
import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { openDishPage } from './dish-page.ts';
import { waitForHydration } from './hydration.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const withPeanuts = menu.filter((dish) => dish.allergens.includes('peanuts'));
// A dish whose extra has peanuts (the kelewele's roasted peanuts) stays: the filter reads the dish as served.
const peanutExtraOnly = menu.find(
  (dish) => !dish.allergens.includes('peanuts') && dish.optionalIngredients.some((extra) => extra.allergens.includes('peanuts')),
)!;
const vegan = menu.filter((dish) => dish.dietLabels.includes('vegan'));

function dishHeadings(page: Page, name: string) {
  return page.locator('main').getByRole('heading', { level: 3, name, exact: true });
}

function filterButton(page: Page) {
  return page.getByRole('button', { name: /^Allergens and diet/ });
}

async function openMenu(page: Page) {
  await page.goto('/spices/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(dishHeadings(page, 'Jollof Rice').first()).toBeVisible();
  // The filter is the script's: a click before React owns its button does nothing (the first test on a cold stack).
  await waitForHydration(filterButton(page), 'the allergen filter');
}

test.describe('allergens and diet labels', () => {
  test('a customer hides the dishes with peanuts; the choice survives a reload and a new visit, and clearing brings them back', async ({ page, context }) => {
    test.setTimeout(60_000); // two pages and a reload of the whole menu
    expect(withPeanuts.map((dish) => dish.id)).toEqual(expect.arrayContaining(['beef-suya', 'yaji-pepper-sauce']));
    await openMenu(page);
    const count = page.getByRole('status').filter({ hasText: /dishes$/ });
    await expect(count).toHaveText(`${menu.length} dishes`);
    // The cards say what each dish contains.
    await expect(page.getByRole('link', { name: /^Beef Suya\b/ }).first()).toContainText('Contains: peanuts');

    await filterButton(page).click();
    await expect(filterButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('group', { name: 'Hide dishes with' }).getByRole('checkbox', { name: 'Peanuts' }).check();

    for (const dish of withPeanuts) await expect(dishHeadings(page, dish.name)).toHaveCount(0);
    await expect(dishHeadings(page, 'Jollof Rice').first()).toBeVisible();
    await expect(dishHeadings(page, peanutExtraOnly.name).first()).toBeAttached();
    await expect(count).toHaveText(`${menu.length - withPeanuts.length} of ${menu.length} dishes`);
    await expect(page.getByText('Without peanuts', { exact: true })).toBeVisible();
    await expect(page.getByText(/Please ask us about cross-contact/)).toBeVisible();

    await page.reload();
    await expect(dishHeadings(page, 'Jollof Rice').first()).toBeVisible();
    for (const dish of withPeanuts) await expect(dishHeadings(page, dish.name)).toHaveCount(0);
    await expect(count).toHaveText(`${menu.length - withPeanuts.length} of ${menu.length} dishes`);
    await expect(filterButton(page)).toHaveAccessibleName('Allergens and diet 1 chosen');

    // A new visit in the same browser.
    const later = await context.newPage();
    await openMenu(later);
    for (const dish of withPeanuts) await expect(dishHeadings(later, dish.name)).toHaveCount(0);
    await filterButton(later).click();
    await expect(later.getByRole('group', { name: 'Hide dishes with' }).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await later.getByRole('button', { name: 'Clear filters' }).click();
    await expect(dishHeadings(later, 'Beef Suya').first()).toBeVisible();
    await expect(later.getByRole('status').filter({ hasText: /dishes$/ })).toHaveText(`${menu.length} dishes`);
    expect(await later.evaluate(() => window.localStorage.getItem('menuFilter'))).toBeNull();
    await later.close();
  });

  test('the open filter, with a choice made, passes axe (screenshots at 375 and 1280 px)', async ({ page }) => {
    await openMenu(page);
    await filterButton(page).click();
    await page.getByRole('group', { name: 'Hide dishes with' }).getByRole('checkbox', { name: 'Peanuts' }).check();
    await page.getByRole('group', { name: 'Only show' }).getByRole('checkbox', { name: 'Gluten-free' }).check();
    await expect(page.getByText('Without peanuts · Only gluten-free', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'menu-filter');
  });

  test('"Only show vegan" keeps the vegan dishes, and says so', async ({ page }) => {
    await openMenu(page);
    await filterButton(page).click();
    await page.getByRole('group', { name: 'Only show' }).getByRole('checkbox', { name: 'Vegan' }).check();
    await expect(page.getByRole('status').filter({ hasText: /dishes$/ })).toHaveText(`${vegan.length} of ${menu.length} dishes`);
    await expect(dishHeadings(page, 'Jollof Rice').first()).toBeVisible();
    await expect(dishHeadings(page, 'Beef Suya')).toHaveCount(0);
    await expect(page.getByText('Only vegan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(dishHeadings(page, 'Beef Suya').first()).toBeVisible();
  });

  test('the dish page lists the allergens, adds those of the extras chosen, and says which extra brings them', async ({ page }) => {
    // A choice ticked before React owns the form is reset when it hydrates (CI, load 11): openDishPage waits for it.
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    const allergens = page.getByRole('region', { name: 'Allergens' });
    await expect(allergens).toContainText('No major allergens are listed for this dish.');
    await expect(allergens).toContainText('Vegan');
    await expect(allergens).toContainText('Gluten-free');
    await expect(allergens).toContainText('Please ask us about cross-contact');

    const extras = page.getByRole('group', { name: 'Add extras', exact: true });
    const egg = extras.getByRole('checkbox', { name: /^Fried egg/ });
    await expect(egg).toHaveAccessibleDescription('Contains eggs');
    await egg.check();
    const contains = allergens.getByRole('list', { name: 'Contains' });
    await expect(contains.getByRole('listitem')).toHaveText(['Eggs from your extra: Fried egg']);
    await expect(allergens).toContainText('Not vegan with Fried egg.');
    await extras.getByRole('checkbox', { name: /^Beef suya skewer/ }).check();
    await expect(contains.getByRole('listitem')).toHaveText(['Eggs from your extra: Fried egg', 'Peanuts from your extra: Beef suya skewer']);
    await expectAccessible(page);
    await screenshots(page, 'dish-allergens');

    await egg.uncheck();
    await expect(contains.getByRole('listitem')).toHaveText(['Peanuts from your extra: Beef suya skewer']);
    await expect(allergens).not.toContainText('Not vegan');
  });

  test("a dish's own allergens are listed as its own, even when an extra has them too", async ({ page }) => {
    // A choice ticked before React owns the form is reset when it hydrates (CI run B1): openDishPage waits for it.
    await openDishPage(page, 'Beef-Suya', 'Beef Suya');
    const contains = page.getByRole('region', { name: 'Allergens' }).getByRole('list', { name: 'Contains' });
    await expect(contains.getByRole('listitem')).toHaveText(['Peanuts']);
    await page
      .getByRole('group', { name: 'Add extras', exact: true })
      .getByRole('checkbox', { name: /^Extra yaji spice cup/ })
      .check();
    await expect(contains.getByRole('listitem')).toHaveText(['Peanuts']);
  });
});
