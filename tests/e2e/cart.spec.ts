import { expect, test, type Page } from '@playwright/test';
import { menu } from '../../functions/src/seed/menu.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { openDishPage } from './dish-page.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const suya = menu.find((dish) => dish.id === 'beef-suya')!;
const price = (dish: typeof jollof, size: string) => dish.prices.find((option) => option.size === size)!.price;
const extra = (name: string) => jollof.optionalIngredients.find((option) => option.ingredient === name)!.price;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const smallestSuya = Math.min(...suya.prices.map((option) => option.price));

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
    await cartLine(page, 'Jollof Rice').getByRole('button', { name: 'One more Jollof Rice' }).click();
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

  test('signed out, /order goes to the sign-in page', async ({ page }) => {
    await page.goto('/spices/order');
    await expect(page).toHaveURL(/\/spices\/login$/);
  });
});
