/**
 * The menu editor end to end: an owner (a customer made an owner as `npm run owner -- add` does)
 * signs in with the e-mailed code and opens /kitchen/menu; marks Yassa Chicken sold out today and
 * changes the medium Beef Tibs' price; a customer in another browser sees the new price on the menu
 * card and the dish page, and Yassa Chicken marked sold out with nothing to add. A size at $0 is
 * refused under its field and nothing changes. Both screens pass axe. Two owners on two devices edit
 * one dish: the second save is refused with the conflict message, and Reload shows the first owner's change.
 * The photo tools: a dish's second photo made the menu card's, described (its alt text on the dish page),
 * and the other removed.
 *
 * The menu is shop-wide: this spec runs in its own Playwright project, after every other spec
 * (playwright.config.ts), and puts the price and the switch back at the end whatever happened.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { business } from '../../functions/src/platform/config/business.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { menuChangeAnswerSchema, type EditableDish, type OwnerMenu } from '../../functions/src/catalogue/contract/menu-editor.ts';
import { draftOf, requestOf } from '../../web/src/features/menu-editor/hooks/dish-draft.ts';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForDishForm } from './dish-page.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
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

function waitForMenuChange(page: Page, path: RegExp, method: 'POST' | 'PUT' | 'DELETE') {
  return page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);
}

test.describe('the kitchen’s menu editor', () => {
  // Only this test changes dishes of the shop; the others make dishes of their own. The put-back is its own:
  // an afterEach of the whole file ran after every test, on the other worker too, and put Beef Tibs's price
  // back while this test was checking it.
  test.describe('a change the shop sees', () => {
    test.afterEach(async ({ page, baseURL }) => {
      // Whatever happened above (a failure midway included), Beef Tibs at its menu prices with its own photos and Yassa Chicken available for
      // whoever runs next, through the owner's session the test signed in (nothing to do when it did not get so far).
      const api = (path: string) => new URL(`/api${path}`, baseURL).toString();
      const answer = await page.request.get(api('/owner/menu'));
      if (!answer.ok()) return;
      const { dishes } = (await answer.json()) as OwnerMenu;
      const current = dishes.find((dish) => dish.id === tibs.id);
      if (current && current.sizes.some((size) => size.price !== tibs.prices.find((option) => option.size === size.size)?.price)) {
        const dish = requestOf(draftOf(current));
        dish.sizes = dish.sizes.map((size) => ({ ...size, price: tibs.prices.find((option) => option.size === size.size)?.price ?? size.price }));
        expect((await page.request.put(api(`/owner/menu/dishes/${tibs.id}`), { data: { ...dish, version: current.version } })).status()).toBe(200);
      }
      // The photo it uploaded goes too, so the shop is the build's again (the pre-rendered pages' specs expect that).
      for (const { image } of current?.images.filter((photo) => photo.image.startsWith('media/')) ?? []) {
        const removed = await page.request.delete(api(`/owner/menu/dishes/${tibs.id}/photos?image=${encodeURIComponent(image)}`));
        expect(removed.status()).toBe(200);
      }
      if (dishes.find((dish) => dish.id === yassa.id)?.soldOut) {
        expect((await page.request.post(api(`/owner/menu/dishes/${yassa.id}/sold-out`), { data: { soldOut: 'available' } })).status()).toBe(200);
      }
    });

    test('a new price and a dish sold out today reach the shop; a size at $0 is refused; then both are put back', async ({ page, browser }) => {
      test.setTimeout(150_000);
      const owner = await newOwner('Adwoa Boateng');

      await test.step('the owner signs in with the e-mailed code and opens Menu from the kitchen’s bar', async () => {
        await signInOwnerAt(page, owner, '/kitchen/menu');
        await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
        await expect(page).toHaveTitle(`Menu | Kitchen | ${business.name}`);
        const nav = page.getByRole('navigation', { name: 'Kitchen' });
        await expect(nav.getByRole('link')).toHaveText(['Orders', 'Menu', 'Enquiries', 'Quotes', 'Offers', 'Reports', 'Settings']);
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
        // The page's HTML holds the build's price; the live menu is read once React owns the page.
        await waitForDishForm(shop);
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

  test('two owners edit one dish: the second save is refused with the conflict message, and Reload shows the first owner’s change', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const first = await newOwner('Abena Owusu');
    const second = await newOwner('Yaw Darko');
    await signInOwnerAt(page, first, '/kitchen/menu');
    // A dish of its own, hidden, so the shop and the other specs never meet it.
    const name = `Kontomire Stew ${randomUUID().slice(0, 6)}`;
    const dish: EditableDish = {
      name,
      category: 'entrée',
      description: 'Cocoyam leaves stewed with palm oil and smoked fish.',
      tips: [],
      canBeSpicy: true,
      featured: false,
      hidden: true,
      includedIngredients: ['Cocoyam leaves'],
      sizes: [{ size: 'medium', price: 1400, amount: '16 oz bowl', catering: false }],
      extras: [],
      goesWith: [],
      similar: [],
      allergens: ['fish'],
      dietLabels: [],
    };
    const created = await page.request.post(new URL('/api/owner/menu/dishes', baseURL).toString(), { data: dish });
    expect(created.status()).toBe(201);
    const dishId = menuChangeAnswerSchema.parse(await created.json()).dish.id;

    const secondContext = await browser.newContext({ bypassCSP: true });
    const other = await secondContext.newPage();
    try {
      // Both open the dish while it is as created.
      await signInOwnerAt(other, second, `/kitchen/menu/${dishId}`);
      await page.goto(`/spices/kitchen/menu/${dishId}`);
      for (const screen of [page, other]) await expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
      const priceOf = (screen: Page) => screen.getByRole('region', { name: 'Sizes and prices' }).getByLabel('Price').first();
      const descriptionOf = (screen: Page) => screen.getByLabel('Description');
      await expect(priceOf(other)).toHaveValue('14.00');

      await test.step('the first owner saves a new price', async () => {
        await priceOf(page).fill('15.50');
        const saved = waitForMenuChange(page, new RegExp(`/api/owner/menu/dishes/${dishId}$`), 'PUT');
        await page.getByRole('button', { name: 'Save changes' }).click();
        expect((await saved).status()).toBe(200);
        await expect(page.getByRole('status').filter({ hasText: 'Saved: the shop shows it now.' })).toBeVisible();
      });

      await test.step('the second owner, still on the old dish, saves a new description: refused, said plainly, nothing lost', async () => {
        await descriptionOf(other).fill('Cocoyam leaves with egusi and smoked mackerel.');
        const refused = waitForMenuChange(other, new RegExp(`/api/owner/menu/dishes/${dishId}$`), 'PUT');
        await other.getByRole('button', { name: 'Save changes' }).click();
        expect((await refused).status()).toBe(409);
        const alert = other.getByRole('alert').filter({ hasText: 'Someone else changed this dish since you opened it. Reload to see their change.' });
        await expect(alert).toBeVisible();
        await expect(alert).toBeFocused();
        // The draft stays on screen until Reload.
        await expect(descriptionOf(other)).toHaveValue('Cocoyam leaves with egusi and smoked mackerel.');
        await expectNoAxeViolations(other);
        await screenshots(other, 'kitchen-menu-dish-conflict', { widths: [1280, 768, 375] });
      });

      await test.step('Reload shows the first owner’s price, and the second owner’s save then goes through', async () => {
        await other.getByRole('alert').getByRole('button', { name: 'Reload' }).click();
        await expect(priceOf(other)).toHaveValue('15.50');
        await expect(descriptionOf(other)).toHaveValue(dish.description);
        await expect(other.getByRole('alert')).toHaveCount(0);
        await expect(other.getByText('Everything here is saved.')).toBeVisible();
        await descriptionOf(other).fill('Cocoyam leaves with egusi and smoked mackerel.');
        const saved = waitForMenuChange(other, new RegExp(`/api/owner/menu/dishes/${dishId}$`), 'PUT');
        await other.getByRole('button', { name: 'Save changes' }).click();
        const answer = await saved;
        expect(answer.status()).toBe(200);
        expect(menuChangeAnswerSchema.parse(await answer.json()).dish).toMatchObject({
          description: 'Cocoyam leaves with egusi and smoked mackerel.',
          startingPrice: 1550,
          version: 3,
        });
      });
    } finally {
      await secondContext.close();
    }
  });
  test('the photo tools: a photo made the menu card’s, given alt text the dish page reads, and another removed', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const owner = await newOwner('Esi Quaye');
    await signInOwnerAt(page, owner, '/kitchen/menu');
    // A dish of its own, so no other dish's photos move; hidden again at the end.
    const name = `Waakye ${randomUUID().slice(0, 6)}`;
    const dish: EditableDish = {
      name,
      category: 'entrée',
      description: 'Rice and beans cooked with sorghum leaves.',
      tips: [],
      canBeSpicy: true,
      featured: false,
      hidden: false,
      includedIngredients: ['Rice', 'Black-eyed peas'],
      sizes: [{ size: 'medium', price: 1300, amount: '16 oz bowl', catering: false }],
      extras: [],
      goesWith: [],
      similar: [],
      allergens: [],
      dietLabels: [],
    };
    const api = (path: string) => new URL(`/api${path}`, baseURL).toString();
    const created = await page.request.post(api('/owner/menu/dishes'), { data: dish });
    expect(created.status()).toBe(201);
    const dishId = menuChangeAnswerSchema.parse(await created.json()).dish.id;
    const photos = page.getByRole('list', { name: `Photos of ${name}` });
    const item = (n: number) => photos.getByRole('listitem').nth(n);

    try {
      await test.step('two photos uploaded from the editor: the newer is the menu card’s', async () => {
        await page.goto(`/spices/kitchen/menu/${dishId}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        for (const colour of [
          { r: 196, g: 84, b: 32 },
          { r: 61, g: 122, b: 58 },
        ]) {
          const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
            .jpeg()
            .toBuffer();
          const made = waitForMenuChange(page, new RegExp(`/api/owner/menu/dishes/${dishId}/photos$`), 'POST');
          await page.getByLabel(/^Add (a|another) photo$/).setInputFiles({ name: 'waakye.jpg', mimeType: 'image/jpeg', buffer: jpeg });
          expect((await made).status()).toBe(200);
        }
        await expect(photos.getByRole('listitem')).toHaveCount(2);
        await expect(item(0)).toHaveAccessibleName('Photo 1 of 2, the menu card’s');
      });

      const olderImage = await item(1).getByRole('img').getAttribute('src');

      await test.step('the older photo becomes the menu card’s', async () => {
        const moved = waitForMenuChange(page, new RegExp(`/api/owner/menu/dishes/${dishId}/photos/position$`), 'PUT');
        await item(1).getByRole('button', { name: 'Use as card photo' }).click();
        expect((await moved).status()).toBe(200);
        await expect(page.getByText('Now the menu card’s photo.')).toBeVisible();
        await expect(item(0).getByRole('img')).toHaveAttribute('src', olderImage!);
      });

      await test.step('its alt text, saved with Enter, is what the dish page says of it', async () => {
        const alt = item(0).getByLabel(/^Alt text/);
        await alt.fill('Waakye with gari, shito and a boiled egg');
        const described = waitForMenuChange(page, new RegExp(`/api/owner/menu/dishes/${dishId}/photos/alt$`), 'PUT');
        await alt.press('Enter');
        expect((await described).status()).toBe(200);
        await expect(page.getByText('Alt text saved.')).toBeVisible();
        // Enter saved the alt text only: the dish's form was not sent.
        await expect(page.getByText('Everything here is saved.')).toBeVisible();
        await expectNoAxeViolations(page);
        await screenshots(page, 'kitchen-menu-dish-photos', { widths: [1280, 768, 375] });
      });

      await test.step('the other photo is removed after a second press', async () => {
        await item(1).getByRole('button', { name: 'Remove photo 2' }).click();
        const removed = waitForMenuChange(page, new RegExp(`/api/owner/menu/dishes/${dishId}/photos$`), 'DELETE');
        await item(1).getByRole('button', { name: 'Remove it' }).click();
        expect((await removed).status()).toBe(200);
        await expect(photos.getByRole('listitem')).toHaveCount(1);
        await expect(page.getByText('Photo removed.')).toBeVisible();
      });

      await test.step('a customer’s dish page shows the card photo with the owner’s alt text', async () => {
        await page.goto(`/spices/menu/${name.replaceAll(' ', '-')}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByRole('main').getByRole('img', { name: 'Waakye with gari, shito and a boiled egg' })).toHaveAttribute('src', olderImage!);
      });
    } finally {
      // Off the shop again, for whoever runs next.
      const read = await page.request.get(api('/owner/menu'));
      const current = read.ok() ? ((await read.json()) as OwnerMenu).dishes.find((candidate) => candidate.id === dishId) : undefined;
      if (current)
        await page.request.put(api(`/owner/menu/dishes/${dishId}`), { data: { ...requestOf(draftOf(current)), hidden: true, version: current.version } });
    }
  });
});
