import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { openDishPage } from './dish-page.ts';

const businessName = 'Spices African Kitchen';

function seedDish(id: string) {
  const dish = menu.find((entry) => entry.id === id);
  if (!dish) throw new Error(`The seed menu has no ${id}`);
  return dish;
}

function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function cheapest(prices: readonly { price: number }[]): number {
  return Math.min(...prices.map((option) => option.price));
}

/** The order summary's total (an <output> labelled 'Total'). */
function orderTotal(page: Page) {
  return page.getByRole('region', { name: 'Your order' }).getByRole('status', { name: 'Total' });
}

async function openDish(page: Page, slug: string, heading: string) {
  await openDishPage(page, slug, heading);
}

test.describe('dish page', () => {
  test('the total after choosing a size, two optional ingredients and a companion is the exact price from the menu', async ({ page }) => {
    const jollof = seedDish('jollof-rice');
    const suya = seedDish('beef-suya');
    const large = jollof.prices.find((option) => option.size === 'large')!;
    const plantain = jollof.optionalIngredients.find((extra) => extra.ingredient === 'Fried plantain')!;
    const egg = jollof.optionalIngredients.find((extra) => extra.ingredient === 'Fried egg')!;
    const expected = usd(large.price + plantain.price + egg.price + cheapest(suya.prices));

    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    await expect(orderTotal(page)).toHaveText(usd(cheapest(jollof.prices)));

    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Large/ })
      .check();
    const extras = page.getByRole('group', { name: 'Add extras', exact: true });
    await extras.getByRole('checkbox', { name: /^Fried plantain/ }).check();
    await extras.getByRole('checkbox', { name: /^Fried egg/ }).check();
    await expect(extras.getByRole('checkbox', { name: /^Fried egg/ })).toHaveAccessibleName(`Fried egg +${usd(egg.price)}`);
    await page
      .getByRole('group', { name: 'Goes well with' })
      .getByRole('checkbox', { name: /Beef Suya/ })
      .check();

    // The companion starts with its smallest size, which is checked once its sizes have loaded.
    await expect(page.getByRole('group', { name: 'Beef Suya: Size' }).getByRole('radio').first()).toBeChecked();
    await expect(orderTotal(page)).toHaveText(expected);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    // Unticking the companion takes exactly its price out again.
    await page
      .getByRole('group', { name: 'Goes well with' })
      .getByRole('checkbox', { name: /Beef Suya/ })
      .uncheck();
    await expect(orderTotal(page)).toHaveText(usd(large.price + plantain.price + egg.price));
  });

  test('a dish card leads to /menu/Jollof-Rice, which is titled with the dish name and the business name', async ({ page }) => {
    await page.goto('/spices/menu');
    // Opened from the keyboard: the first card of that name can sit in a carousel's track outside its window (a
    // featured slide still settling, or the row's clipped edge), where a pointer cannot reach it (CI, load 10).
    const card = page.getByRole('link', { name: /Jollof Rice/ }).first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jollof Rice');
    await expect(page).toHaveTitle(`Jollof Rice | ${businessName}`);
    await expect(page.getByText(`from ${usd(cheapest(seedDish('jollof-rice').prices))}`).first()).toBeVisible();
  });

  test('an unknown dish gets the not-found page, with status 404 from the host, and ways to the menu and the search', async ({ page }) => {
    const response = await page.goto('/spices/menu/No-Such-Dish');
    expect(response!.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that dish');
    await expect(main).toContainText('There is no “No Such Dish” on our menu.');
    await expect(page).toHaveTitle(`Dish not found | ${businessName}`);
    await expect(main.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/spices/menu');
    // Search the menu opens the header's search, ready to type into.
    await main.getByRole('link', { name: 'Search the menu' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search Menu' })).toBeFocused();
    await page.keyboard.type('jollof');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText('Jollof');
    await expect(page).toHaveURL(/\/spices\/menu\/No-Such-Dish$/);
  });

  test('the draft starts again when moving to another dish', async ({ page }) => {
    const waakye = seedDish('waakye');
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Large/ })
      .check();
    await page
      .getByRole('group', { name: 'Add extras', exact: true })
      .getByRole('checkbox', { name: /^Fried egg/ })
      .check();
    await page.getByRole('group', { name: 'Spice level', exact: true }).getByRole('radio', { name: 'three flames' }).check();
    await page
      .getByRole('group', { name: 'Goes well with' })
      .getByRole('checkbox', { name: /Beef Suya/ })
      .check();

    await page
      .getByRole('region', { name: 'You may also like' })
      .getByRole('link', { name: /Waakye/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waakye');
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByRole('listitem').filter({ has: page.getByText('Beef Suya') })).toHaveCount(0);
    await expect(orderTotal(page)).toHaveText(usd(cheapest(waakye.prices)));
    await expect(page.getByRole('group', { name: 'Sizes', exact: true }).getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Spice level', exact: true }).getByRole('radio', { name: 'Mild' })).toBeChecked();
    for (const box of await page.getByRole('group', { name: 'Add extras', exact: true }).getByRole('checkbox').all()) {
      await expect(box).not.toBeChecked();
    }

    // Back on the first dish (its data cached), its earlier choices are gone too.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jollof Rice');
    await expect(page.getByRole('group', { name: 'Sizes', exact: true }).getByRole('radio', { name: /^Medium/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Goes well with' }).getByRole('checkbox', { name: /Beef Suya/ })).not.toBeChecked();
    await expect(orderTotal(page)).toHaveText(usd(cheapest(seedDish('jollof-rice').prices)));
  });

  test('spice options are offered only for dishes that can be spicy', async ({ page }) => {
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    const spice = page.getByRole('group', { name: 'Spice level', exact: true });
    await expect(spice.getByRole('radio')).toHaveCount(4);
    for (const label of ['Mild', 'one flame', 'two flames', 'three flames']) {
      await expect(spice.getByRole('radio', { name: label, exact: true })).toBeVisible();
    }
    await expect(spice.getByRole('radio', { name: 'Mild' })).toBeChecked();

    // Companions too: Fried Plantains cannot be spicy, Beef Suya can.
    const companions = page.getByRole('group', { name: 'Goes well with' });
    await companions.getByRole('checkbox', { name: /Fried Plantains/ }).check();
    await companions.getByRole('checkbox', { name: /Beef Suya/ }).check();
    await expect(page.getByRole('group', { name: 'Beef Suya: Spice level' }).getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('group', { name: 'Fried Plantains: Size' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Fried Plantains: Spice level' })).toHaveCount(0);

    expect(seedDish('fried-plantains').canBeSpicy).toBe(false);
    await openDish(page, 'Fried-Plantains', 'Fried Plantains');
    await expect(page.getByRole('group', { name: 'Sizes', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /Spice level/ })).toHaveCount(0);
  });

  test('a signed-out visitor who adds to the cart is sent to /login', async ({ page }) => {
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    await expect(page.getByText('You’ll be asked to sign in first.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
  });

  test('recently viewed lists the dishes viewed before, most recent first, without the one on screen', async ({ page }) => {
    // The pre-rendered page shows its heading before its script runs; a dish counts as viewed once the page is up.
    const viewDish = async (slug: string, heading: string) => {
      await openDish(page, slug, heading);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '')).toContain(heading);
    };
    await viewDish('Fufu', 'Fufu');
    await expect(page.getByRole('navigation', { name: 'Recently viewed' })).toHaveCount(0);
    await viewDish('Egusi-Soup', 'Egusi Soup');
    await viewDish('Jollof-Rice', 'Jollof Rice');
    const recent = page.getByRole('navigation', { name: 'Recently viewed' });
    await expect(recent.getByRole('link')).toHaveText(['Egusi Soup', 'Fufu']);

    // At most 3 are kept: after a fourth dish the oldest is gone.
    await viewDish('Akara', 'Akara');
    await expect(page.getByRole('navigation', { name: 'Recently viewed' }).getByRole('link')).toHaveText(['Jollof Rice', 'Egusi Soup']);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'))).toEqual(['Akara', 'Jollof Rice', 'Egusi Soup']);
    await recent.getByRole('link', { name: 'Jollof Rice' }).click();
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
  });

  test('every choice can be made with the keyboard', async ({ page }) => {
    const jollof = seedDish('jollof-rice');
    const [medium, large] = jollof.prices;
    const egg = jollof.optionalIngredients.find((extra) => extra.ingredient === 'Fried egg')!;
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');

    const sizes = page.getByRole('group', { name: 'Sizes', exact: true });
    await sizes.getByRole('radio', { name: /^Medium/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(sizes.getByRole('radio', { name: /^Large/ })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: /^Large/ })).toBeFocused();

    await page.getByRole('group', { name: 'Comes with' }).getByRole('checkbox', { name: 'Onion' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'Comes with' }).getByRole('checkbox', { name: 'Onion' })).not.toBeChecked();

    await page
      .getByRole('group', { name: 'Add extras', exact: true })
      .getByRole('checkbox', { name: /^Fried egg/ })
      .focus();
    await page.keyboard.press('Space');
    await expect(orderTotal(page)).toHaveText(usd(large!.price + egg.price));
    expect(medium!.size).toBe('medium');

    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary).toContainText('Without Onion');
    await expect(summary).toContainText('+ Fried egg');
  });

  test('on a wide screen the order summary stays in view while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary).not.toHaveAttribute('data-pinned');
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(330);
    await expect(summary).toHaveAttribute('data-pinned', '');
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
  });

  test('on a phone the total and the add-to-cart button stay in a bar at the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openDish(page, 'Jollof-Rice', 'Jollof Rice');
    const button = page.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveCount(1);
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(812 - 80);
    await page.mouse.wheel(0, 1500);
    await expect(button).toBeInViewport();
    await button.click();
    await expect(page).toHaveURL(/\/spices\/login$/);
  });

  test('the customised dish page passes axe, wide and light, narrow and dark', async ({ page }) => {
    // Loaded here, so the rest of this file runs even before the shared helper exists.
    const { expectNoAxeViolations } = await import('./axe.ts');
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await openDish(page, 'Jollof-Rice', 'Jollof Rice');
      await page.getByRole('group', { name: 'Comes with' }).getByRole('checkbox', { name: 'Onion' }).uncheck();
      await page
        .getByRole('group', { name: 'Add extras', exact: true })
        .getByRole('checkbox', { name: /^Fried egg/ })
        .check();
      await page
        .getByRole('group', { name: 'Goes well with' })
        .getByRole('checkbox', { name: /Beef Suya/ })
        .check();
      await expect(page.getByRole('group', { name: 'Beef Suya: Add extras' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
