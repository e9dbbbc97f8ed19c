/**
 * The menu editor end to end: an owner (a customer made an owner as `npm run owner -- add` does)
 * signs in with the e-mailed code and opens /kitchen/menu; marks Yassa Chicken sold out today and
 * changes the medium Beef Tibs' price; a customer in another browser sees the new price on the menu
 * card and the dish page, and Yassa Chicken marked sold out with nothing to add. A size at $0 is
 * refused under its field and nothing changes. Both screens pass axe.
 *
 * The menu is shop-wide: this spec runs in its own Playwright project, after every other spec
 * (playwright.config.ts), and puts the price and the switch back at the end whatever happened.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { business } from '../../functions/src/config/business.ts';
import { menu } from '../../functions/src/seed/menu.ts';
import type { OwnerMenu } from '../../functions/src/contracts/menu-editor.ts';
import { draftOf, requestOf } from '../../web/src/features/menu-editor/hooks/dish-draft.ts';
import { formatUsd } from '../../functions/src/contracts/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

// The data module's own client (data/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

test.use({ bypassCSP: true });

// Dishes no other spec reads prices or availability of.
const tibs = menu.find((dish) => dish.id === 'beef-tibs')!;
const tibsMedium = tibs.prices.find((option) => option.size === 'medium')!;
const yassa = menu.find((dish) => dish.id === 'yassa-chicken')!;
const newPrice = tibsMedium.price + 50;

/** Dollars as the editor's price input shows them: 1799 → '17.99'. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A dish's card on the menu: the link holding its name's heading. */
function menuCard(page: Page, name: string) {
  return page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
}

function waitForMenuChange(page: Page, path: RegExp, method: 'POST' | 'PUT') {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

test.describe('the kitchen’s menu editor', () => {
  test.afterEach(async ({ page, baseURL }) => {
    // Shop-wide: whatever happened above, Beef Tibs at its menu prices and Yassa Chicken available for
    // whoever runs next, through the owner's session the test signed in (nothing to do when it did not get so far).
    const api = (path: string) => new URL(`/api${path}`, baseURL).toString();
    const answer = await page.request.get(api('/owner/menu'));
    if (!answer.ok()) return;
    const { dishes } = (await answer.json()) as OwnerMenu;
    const current = dishes.find((dish) => dish.id === tibs.id);
    if (current && current.sizes.some((size) => size.price !== tibs.prices.find((option) => option.size === size.size)?.price)) {
      const dish = requestOf(draftOf(current));
      dish.sizes = dish.sizes.map((size) => ({ ...size, price: tibs.prices.find((option) => option.size === size.size)?.price ?? size.price }));
      expect((await page.request.put(api(`/owner/menu/dishes/${tibs.id}`), { data: dish })).status()).toBe(200);
    }
    if (dishes.find((dish) => dish.id === yassa.id)?.soldOut) {
      expect((await page.request.post(api(`/owner/menu/dishes/${yassa.id}/sold-out`), { data: { soldOut: 'available' } })).status()).toBe(200);
    }
  });

  test('a new price and a dish sold out today reach the shop; a size at $0 is refused; then both are put back', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const owner = await newOwner('Adwoa Boateng');

    await test.step('the owner signs in with the e-mailed code and opens Menu from the back office’s bar', async () => {
      await signInOwnerAt(page, owner, '/kitchen/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await expect(page).toHaveTitle(`Menu | Kitchen | ${business.name}`);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await expect(nav.getByRole('link')).toHaveText(['Orders', 'Menu', 'Enquiries', 'Settings']);
      await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    });

    const entrees = page.getByRole('region', { name: /^Entrées/ });
    const yassaRow = entrees.getByRole('listitem').filter({ has: page.getByRole('heading', { name: yassa.name, exact: true }) });

    await test.step('the list: by category, each dish with its price and switch; axe; screenshots', async () => {
      await expect(page.getByRole('region', { name: /^Appetizers/ })).toBeVisible();
      await expect(entrees.getByRole('heading', { level: 3, name: tibs.name, exact: true })).toBeVisible();
      await expect(page.getByLabel(`${tibs.name}: availability`)).toHaveValue('available');
      await expectNoAxeViolations(page);
      await screenshots(page, 'kitchen-menu', { widths: [1280, 768, 375] });
    });

    const sizes = page.getByRole('region', { name: 'Sizes and prices' });
    const mediumPrice = sizes.getByLabel('Price').first();

    await test.step('Beef Tibs: the medium size costs 50¢ more, saved', async () => {
      await page.getByRole('link', { name: `Edit ${tibs.name}` }).click();
      await expect(page).toHaveURL(/\/spices\/kitchen\/menu\/beef-tibs$/);
      await expect(page.getByRole('heading', { level: 1, name: tibs.name })).toBeVisible();
      await expect(sizes.getByLabel('Size').first()).toHaveValue('medium');
      await expect(mediumPrice).toHaveValue(dollars(tibsMedium.price));
      await mediumPrice.fill(dollars(newPrice));
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      const saved = waitForMenuChange(page, /\/api\/owner\/menu\/dishes\/beef-tibs$/, 'PUT');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { dish: { startingPrice: number } }).dish.startingPrice).toBe(newPrice);
      await expect(page.getByRole('status').filter({ hasText: 'Saved: the shop shows it now.' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshots(page, 'kitchen-menu-dish', { widths: [1280] });
    });

    await test.step('Beef Tibs: a new photo, uploaded straight to the media bucket, becomes its first', async () => {
      // A real JPEG, 1200 × 900: the shop makes its AVIF and WebP sizes and the blurhash.
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 196, g: 84, b: 32 } } })
        .jpeg()
        .toBuffer();
      const made = waitForMenuChange(page, /\/api\/owner\/menu\/dishes\/beef-tibs\/photos$/, 'POST');
      await page.getByLabel(/^Add (a|another) photo$/).setInputFiles({ name: 'tibs.jpg', mimeType: 'image/jpeg', buffer: photo });
      expect((await made).status()).toBe(200);
      await expect(page.getByText('Added as the dish’s first photo.')).toBeVisible();
    });

    await test.step('a size at $0 is refused under its price, the keyboard on it; after a reload nothing changed', async () => {
      await mediumPrice.fill('0');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(mediumPrice).toBeFocused();
      await expect(mediumPrice).toHaveAttribute('aria-invalid', 'true');
      await expect(mediumPrice).toHaveAccessibleDescription(/A size needs a price above \$0/);
      await page.reload();
      await expect(mediumPrice).toHaveValue(dollars(newPrice));
    });

    await test.step('Yassa Chicken: sold out today, at once', async () => {
      await page.getByRole('link', { name: 'The menu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      const switched = waitForMenuChange(page, /\/api\/owner\/menu\/dishes\/yassa-chicken\/sold-out$/, 'POST');
      await page.getByLabel(`${yassa.name}: availability`).selectOption('today');
      expect((await switched).status()).toBe(200);
      await expect(yassaRow.getByRole('list', { name: `${yassa.name}: notes` })).toContainText('Sold out today');
    });

    const customerContext = await browser.newContext({ bypassCSP: true });
    const shop = await customerContext.newPage();

    await test.step('a customer sees the new price on the menu card and on the dish page', async () => {
      await shop.goto('/spices/menu');
      const card = menuCard(shop, tibs.name);
      await expect(card).toContainText(formatUsd(newPrice));
      await shop.goto(`/spices/menu/${tibs.name.replaceAll(' ', '-')}`);
      await expect(shop.getByRole('heading', { level: 1, name: tibs.name })).toBeVisible();
      await expect(shop.getByRole('main')).toContainText(formatUsd(newPrice));
    });

    await test.step('a customer sees the new photo on the menu card', async () => {
      await shop.goto('/spices/menu');
      await expect(menuCard(shop, tibs.name).locator('img').first()).toHaveAttribute('src', /\/spices\/media\/dishes\/beef-tibs\/[0-9a-f]+-960\.webp$/);
    });

    await test.step('a customer reads that Yassa Chicken is sold out, on its card and its page, and cannot add it', async () => {
      await shop.goto('/spices/menu');
      const card = menuCard(shop, yassa.name);
      await expect(card).toContainText(/Sold out/);
      await shop.goto(`/spices/menu/${yassa.name.replaceAll(' ', '-')}`);
      await expect(shop.getByRole('heading', { level: 1, name: yassa.name })).toBeVisible();
      await expect(shop.getByRole('main')).toContainText(/Sold out/);
      // Its Add to cart button is switched off (and says why), wherever the page shows it.
      const add = shop.getByRole('button', { name: /^(Add to cart|Sold out)/ });
      await expect(add.first()).toBeVisible();
      for (const button of await add.all()) await expect(button).toBeDisabled();
    });

    await test.step('put back: Yassa Chicken available, and the medium price', async () => {
      const switched = waitForMenuChange(page, /\/api\/owner\/menu\/dishes\/yassa-chicken\/sold-out$/, 'POST');
      await page.getByLabel(`${yassa.name}: availability`).selectOption('available');
      expect((await switched).status()).toBe(200);
      await expect(yassaRow.getByRole('list', { name: `${yassa.name}: notes` })).toHaveCount(0);
      await page.getByRole('link', { name: `Edit ${tibs.name}` }).click();
      await mediumPrice.fill(dollars(tibsMedium.price));
      const saved = waitForMenuChange(page, /\/api\/owner\/menu\/dishes\/beef-tibs$/, 'PUT');
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect((await saved).status()).toBe(200);
      await shop.goto(`/spices/menu/${tibs.name.replaceAll(' ', '-')}`);
      await expect(shop.getByRole('main')).toContainText(formatUsd(tibsMedium.price));
    });

    await customerContext.close();
  });
});
