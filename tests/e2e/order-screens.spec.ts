/**
 * The checkout summary's customisations, the cart's checkout bar on a phone, the header's
 * Checkout shortcut, /checkout, and the catering terms on the dish page and in the cart.
 */
import { expect, test } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { openDishPage } from './dish-page.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const plantains = menu.find((dish) => dish.id === 'fried-plantains')!;
const size = (dish: typeof jollof, name: string) => dish.prices.find((option) => option.size === name)!;
const extra = (name: string) => jollof.optionalIngredients.find((option) => option.ingredient === name)!;

/** A cart with a customised Jollof Rice (large, two flames, an extra, no onion) and a mild-only side. */
async function cartWithCustomisedLines(customer: Awaited<ReturnType<typeof signInBrowser>>['customer']) {
  const large = size(jollof, 'large');
  const egg = extra('Fried egg');
  const added = await customer.call('POST', '/cart', {
    json: {
      orders: [
        { dishId: jollof.id, dishName: jollof.name, price: large.price + egg.price, spiciness: 2, size: large.id, removedIngredients: ['Onion'] },
        { dishId: plantains.id, dishName: plantains.name, price: plantains.prices[0]!.price, spiciness: 0, size: plantains.prices[0]!.id },
      ],
      optionalIngredients: [{ dishId: jollof.id, ingredientIds: [egg.id] }],
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

test.describe('order screens', () => {
  test.describe.configure({ timeout: 90_000 });
  test('the checkout summary shows each line’s spice level, extras and what was left out', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await cartWithCustomisedLines(customer);
    await page.goto('/spices/order/schedule');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const jollofLine = summary
      .getByRole('listitem')
      .filter({ hasText: /^Jollof Rice/ })
      .first();
    await expect(jollofLine).toContainText(`Large · ${size(jollof, 'large').amount}`);
    await expect(jollofLine).toContainText('Spice level: Two flames');
    await expect(jollofLine).toContainText('+ Fried egg');
    await expect(jollofLine).toContainText('No onion');
    // A dish that cannot be spicy says no spice level.
    const plantainLine = summary
      .getByRole('listitem')
      .filter({ hasText: /^Fried Plantains/ })
      .first();
    await expect(plantainLine).toBeVisible();
    await expect(plantainLine).not.toContainText('Spice level');
    await expectAccessible(page);
    await screenshots(page, 'checkout-summary');
  });

  test('on a phone the cart keeps Proceed to Checkout and the subtotal in a bar, and the header’s Checkout shortcut is usable', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await cartWithCustomisedLines(customer);
    // Something saved, so the Saved / Buy again lists have content to push the box down.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/spices/order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');

    const bar = page.getByRole('complementary', { name: 'Checkout' });
    const proceed = bar.getByRole('button', { name: /Proceed to Checkout/ });
    await expect(proceed).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText('Subtotal (2 items)');
    // It stays in reach while the page scrolls, above the end of the Your Items lists.
    const yourItems = page.getByRole('tablist');
    const box = await proceed.boundingBox();
    const listsTop = (await yourItems.boundingBox())!.y;
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    await page.mouse.wheel(0, 400);
    await expect(proceed).toBeInViewport({ ratio: 1 });
    expect(listsTop).toBeGreaterThan(0);

    // The header's Checkout shortcut is a real target, not a 1 px speck.
    const shortcut = page.getByRole('banner').getByRole('link', { name: 'Checkout', exact: true });
    await expect(shortcut).toBeVisible();
    const shortcutBox = (await shortcut.boundingBox())!;
    expect(shortcutBox.width).toBeGreaterThan(24);
    expect(shortcutBox.height).toBeGreaterThan(24);
    // The back-to-top button sits above the bar, never over its button.
    await page.mouse.wheel(0, 2000);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const topBox = (await backToTop.boundingBox())!;
    const proceedBox = (await proceed.boundingBox())!;
    expect(topBox.y + topBox.height).toBeLessThanOrEqual(proceedBox.y);

    await proceed.click();
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await page.goBack();
    await expectAccessible(page);
    await screenshots(page, 'cart-phone-bar');
  });

  test('/checkout goes to the checkout step at /order/schedule', async ({ page, context }) => {
    await signInBrowser(context);
    await page.goto('/spices/checkout');
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
  });

  test('choosing a catering size on a dish page says the catering terms there, and the cart says them too', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');
    const terms = page.getByRole('complementary', { name: 'Catering terms' });
    await expect(terms).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Extra large/ })
      .check();
    await expect(terms).toBeVisible();
    await expect(terms).toContainText('At least 4 entrée trays');
    await expect(terms).toContainText('Order by 5 p.m. for the day after next');
    await expectAccessible(page);
    await screenshots(page, 'dish-catering');
    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Large/ })
      .check();
    await expect(terms).toHaveCount(0);

    const tray = size(jollof, 'extra large');
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: tray.price, spiciness: 0, size: tray.id }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await page.goto('/spices/order');
    await expect(page.getByRole('complementary', { name: 'Catering terms' })).toContainText('At least 4 entrée trays');
  });
});
