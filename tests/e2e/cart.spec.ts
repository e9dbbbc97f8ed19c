import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import type { Customer } from '../fixtures/api.ts';
import { addTestDish, removeTestDish, setSizePrice } from '../fixtures/menu-table.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { openDishPage } from './dish-page.ts';
import { screenshots } from './page-checks.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const suya = menu.find((dish) => dish.id === 'beef-suya')!;
const price = (dish: typeof jollof, size: string) => dish.prices.find((option) => option.size === size)!.price;
const extra = (name: string) => jollof.optionalIngredients.find((option) => option.ingredient === name)!.price;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const smallestSuya = Math.min(...suya.prices.map((option) => option.price));

const smallest = (dish: typeof jollof) => [...dish.prices].sort((a, b) => a.price - b.price)[0]!;
const egusi = menu.find((dish) => dish.id === 'egusi-soup')!;

/** One add through the API, as the dish page makes it: the main dish first, then its companions, each at its smallest size. */
async function addToCart(customer: Customer, dishes: (typeof jollof)[]) {
  const orders = dishes.map((dish) => ({ dishId: dish.id, dishName: dish.name, price: smallest(dish).price, spiciness: 0, size: smallest(dish).id }));
  expect((await customer.call('POST', '/cart', { json: { orders } })).status).toBe(201);
}

/** The cart's lines, top to bottom, by the dish each is. */
function lineNames(page: Page) {
  return page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').getByRole('heading', { level: 2 });
}

function cartLine(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

test.describe('the cart', () => {
  test('customise, add with a companion, change quantity, edit the size, save for later and move back', async ({ page, context }) => {
    await signInBrowser(context);
    await openDishPage(page, 'Jollof-Rice', 'Jollof Rice');

    await page
      .getByRole('group', { name: 'Sizes', exact: true })
      .getByRole('radio', { name: /^Large/ })
      .check();
    const extras = page.getByRole('group', { name: 'Add extras', exact: true });
    await extras.getByRole('checkbox', { name: /^Fried plantain/ }).check();
    await extras.getByRole('checkbox', { name: /^Fried egg/ }).check();
    await page
      .getByRole('group', { name: 'Goes well with' })
      .getByRole('checkbox', { name: /Beef Suya/ })
      .check();
    await expect(page.getByRole('group', { name: 'Beef Suya: Size' }).getByRole('radio').first()).toBeChecked();

    const large = price(jollof, 'large') + extra('Fried plantain') + extra('Fried egg');
    const total = large + smallestSuya;
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: 'Add to cart' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Added to Cart' });
    await expect(notice).toContainText(`Cart (2 items): ${usd(total)}`);
    await expect(page.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Checkout', exact: true }).first()).toBeVisible();

    await notice.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/spices\/order$/);
    await expect(page).toHaveTitle(/^Order \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    const checkout = page.getByRole('complementary', { name: 'Checkout' });
    await expect(checkout).toContainText(`Subtotal (2 items)${usd(total)}`);

    // Quantity: the right arrow adds one.
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: 'Increase quantity of Jollof Rice' }).click();
    await expect(cartLine(page, 'Jollof Rice').getByLabel('Quantity: 2')).toBeVisible();
    await expect(checkout).toContainText(usd(large * 2 + smallestSuya));

    // Edit: a smaller size in the modal, the total follows, Finalize saves it.
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Jollof Rice' });
    const medium = price(jollof, 'medium') + extra('Fried plantain') + extra('Fried egg');
    await dialog.getByRole('radio', { name: /^Medium/ }).check();
    await expect(dialog.getByLabel('New total')).toHaveText(usd(medium * 2));
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartLine(page, 'Jollof Rice')).toContainText('Medium');
    await expect(checkout).toContainText(usd(medium * 2 + smallestSuya));

    // Cancel discards a working copy.
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: /Edit/ }).click();
    await dialog.getByRole('radio', { name: /^Large/ }).check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartLine(page, 'Jollof Rice')).toContainText('Medium');
    // So does a click outside the modal.
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: /Edit/ }).click();
    await dialog.getByRole('radio', { name: /^Large/ }).check();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(cartLine(page, 'Jollof Rice')).toContainText('Medium');

    // Save for later, then move back.
    await cartLine(page, 'Beef Suya')
      .getByRole('button', { name: /Save for later/ })
      .click();
    await expect(cartLine(page, 'Beef Suya')).toHaveCount(0);
    const savedTab = page.getByRole('tab', { name: 'Saved (1 item)' });
    await expect(savedTab).toHaveAttribute('aria-selected', 'true');
    const saved = page.getByRole('tabpanel');
    await expect(saved.getByRole('heading', { name: 'Beef Suya' })).toBeVisible();
    await expect(checkout).toContainText(usd(medium * 2));
    await saved.getByRole('button', { name: /Move to cart/ }).click();
    await expect(cartLine(page, 'Beef Suya')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Saved (0 items)' })).toBeVisible();

    await expectNoAxeViolations(page);

    // At quantity 1 the left arrow deletes the line.
    await cartLine(page, 'Beef Suya').getByRole('button', { name: 'Remove Beef Suya' }).click();
    await expect(cartLine(page, 'Beef Suya')).toHaveCount(0);
    await expect(checkout).toContainText(`Subtotal (2 items)${usd(medium * 2)}`);

    // Proceed to Checkout carries the cart to /order/schedule.
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
  });

  test('a line’s quantity is − and + buttons with the count between; − at 1 removes the line', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await addToCart(customer, [jollof]);
    await page.goto('/spices/order');
    const quantity = cartLine(page, 'Jollof Rice').getByRole('group', { name: 'Quantity of Jollof Rice' });
    const buttons = quantity.getByRole('button');
    // At 1, − is a bin that removes the line; + adds one.
    await expect(buttons).toHaveText(['', '']);
    await expect(buttons.first()).toHaveAccessibleName('Remove Jollof Rice');
    await expect(buttons.last()).toHaveAccessibleName('Increase quantity of Jollof Rice');
    await buttons.last().click();
    await expect(quantity.getByLabel('Quantity: 2')).toHaveText('2');
    await expect(buttons.first()).toHaveAccessibleName('Decrease quantity of Jollof Rice');
    // − first, the count, then + (left to right, as read).
    const [minus, count, plus] = await Promise.all([
      buttons.first().boundingBox(),
      quantity.getByLabel('Quantity: 2').boundingBox(),
      buttons.last().boundingBox(),
    ]);
    expect(minus!.x).toBeLessThan(count!.x);
    expect(count!.x).toBeLessThan(plus!.x);
    await expectNoAxeViolations(page);
    await screenshots(page, 'cart-quantity');
    await quantity.getByRole('button', { name: 'Decrease quantity of Jollof Rice' }).click();
    await expect(quantity.getByLabel('Quantity: 1')).toHaveText('1');
    await quantity.getByRole('button', { name: 'Remove Jollof Rice' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart Empty');
  });

  test('signed out, /order goes to the sign-in page', async ({ page }) => {
    await page.goto('/spices/order');
    await expect(page).toHaveURL(/\/spices\/login$/);
  });

  test('a main dish comes first with its companion right under it, and an edited line keeps its place', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await addToCart(customer, [jollof, suya]);
    await addToCart(customer, [egusi]);
    await page.goto('/spices/order');
    await expect(lineNames(page)).toHaveText([egusi.name, 'Jollof Rice', 'Beef Suya']);

    // A new size is a new configuration (another line id); the line stays where it was.
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Jollof Rice' });
    await dialog.getByRole('radio', { name: /^Large/ }).check();
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartLine(page, 'Jollof Rice')).toContainText('Large');
    await expect(lineNames(page)).toHaveText([egusi.name, 'Jollof Rice', 'Beef Suya']);
    await page.reload();
    await expect(lineNames(page)).toHaveText([egusi.name, 'Jollof Rice', 'Beef Suya']);
  });

  test('a deleted line can be put back with Undo, exactly as it was', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await addToCart(customer, [jollof, suya]);
    await addToCart(customer, [egusi]);
    await page.goto('/spices/order');
    const jollofLine = cartLine(page, 'Jollof Rice');
    await jollofLine.getByRole('button', { name: 'Increase quantity of Jollof Rice' }).click();
    await expect(jollofLine.getByLabel('Quantity: 2')).toBeVisible();
    const details = await jollofLine.innerText();
    const checkout = page.getByRole('complementary', { name: 'Checkout' });
    const subtotal = await checkout.getByText(/^\$/).innerText();

    await jollofLine.getByRole('button', { name: 'Delete Jollof Rice' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Removed Jollof Rice.' });
    await expect(notice).toBeVisible();
    await expect(cartLine(page, 'Jollof Rice')).toHaveCount(0);
    await expect(lineNames(page)).toHaveText([egusi.name, 'Beef Suya']);
    await screenshots(page, 'cart-undo');

    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toBeHidden();
    await expect(lineNames(page)).toHaveText([egusi.name, 'Jollof Rice', 'Beef Suya']);
    await expect(cartLine(page, 'Jollof Rice').getByLabel('Quantity: 2')).toBeVisible();
    expect(await cartLine(page, 'Jollof Rice').innerText()).toBe(details);
    await expect(checkout.getByText(/^\$/)).toHaveText(subtotal);
    await expectNoAxeViolations(page);
  });

  test('a line waiting for its new price to be confirmed counts in the subtotal, and says it needs confirming', async ({ page, context }) => {
    const testDish = await addTestDish();
    try {
      const { customer } = await signInBrowser(context);
      const [medium] = testDish.sizes;
      const order = { dishId: testDish.dish.id, dishName: testDish.dish.name, price: medium!.price, spiciness: 0, size: medium!.id, quantity: 2 };
      expect((await customer.call('POST', '/cart', { json: { orders: [order] } })).status).toBe(201);
      await addToCart(customer, [suya]);
      await setSizePrice(testDish, medium!.id, 1250);

      await page.goto('/spices/order');
      const checkout = page.getByRole('complementary', { name: 'Checkout' });
      await expect(checkout).toContainText(`Subtotal (3 items)${usd(2 * 1250 + smallestSuya)}`);
      await expect(cartLine(page, testDish.dish.name)).toContainText('New price $12.50 (was $10.00): needs your confirmation.');
      await expect(checkout).toContainText(`${testDish.dish.name} has a new price, counted in the subtotal: confirm it to check out.`);
      const proceed = checkout.getByRole('button', { name: /Proceed to Checkout/ });
      await expect(proceed).toBeDisabled();
      await screenshots(page, 'cart-price-changed');

      await page.getByRole('button', { name: `Confirm new price of ${testDish.dish.name}` }).click();
      await expect(proceed).toBeEnabled();
      await expect(checkout).toContainText(`Subtotal (3 items)${usd(2 * 1250 + smallestSuya)}`);
      await expect(cartLine(page, testDish.dish.name)).not.toContainText('needs your confirmation');
    } finally {
      await removeTestDish(testDish);
    }
  });

  test('on a 375 px phone the checkout keeps the total and Place order in a bar at the bottom', async ({ page, context }) => {
    const { customer } = await signInBrowser(context);
    await addToCart(customer, [jollof, suya]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/spices/order/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const bar = page.getByRole('group', { name: 'Place your order' });
    const place = bar.getByRole('button', { name: 'Place order' });
    await expect(place).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(/Total\$\d+\.\d\d/);
    // It stays in reach while the page scrolls through the steps, and is the only Place order on a phone.
    await page.mouse.wheel(0, 900);
    await expect(place).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Place order/ })).toHaveCount(1);
    // The total is the summary's.
    const summaryTotal = await page.getByRole('complementary', { name: 'Order summary' }).getByRole('definition').last().innerText();
    await expect(bar).toContainText(summaryTotal);
    await screenshots(page, 'checkout-phone-bar', { widths: [375] });

    // Wider screens place the order from the summary beside the steps: no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    await expect(page.getByRole('button', { name: /^Place order · \$/ })).toBeVisible();
  });
});
