/**
 * The day's settings end to end: an owner (a customer made an owner as `npm run owner -- add` does)
 * signs in with the e-mailed code and opens /kitchen/settings; pausing online ordering for 30 minutes
 * puts the banner across a customer's shop and the checkout says why it offers no time; Resume now
 * takes both away; a changed opening hour and a new closure are saved and still there after a reload.
 *
 * The settings are shop-wide: this spec runs in its own Playwright project, after every other spec
 * (playwright.config.ts), and puts the defaults back at the end whatever happened.
 */
import { expect, test, type Page } from '@playwright/test';
import { business } from '../../functions/src/config/business.ts';
import { deleteShopSettings } from '../../functions/src/data/shop-settings.ts';
import { menu } from '../../functions/src/seed/menu.ts';
import { pausedUntilText } from '../../web/src/features/shop-settings/hooks/pause-words.ts';
import { call } from '../fixtures/api.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';

// The data module's own client (data/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

test.use({ bypassCSP: true });

const shotsDir = process.env.SCREENSHOT_DIR;
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const medium = jollof.prices.find((option) => option.size === 'medium')!;

/** The business's calendar date plus `days` (yyyy-mm-dd), as a date input's value. */
function businessDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Full-page screenshots at a laptop's, a tablet's and a phone's width (dark too when asked), when SCREENSHOT_DIR is set. */
async function screenshots(page: Page, name: string, widths: number[] = [1280, 768, 375], { dark = false } = {}) {
  if (!shotsDir) return;
  if (dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshots(page, `${name}-dark`, widths);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    // Fades done; endless ones (skeletons, the home's headline) never finish.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('the kitchen’s settings', () => {
  test.afterAll(async () => {
    // Shop-wide: whatever happened above, the defaults and no pause for whoever runs next.
    await deleteShopSettings();
  });

  test('pause for 30 minutes (banner, checkout refuses), resume, and save an opening hour and a closure', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const owner = await newOwner('Kwame Asante');

    const customerContext = await browser.newContext({ bypassCSP: true });
    const shop = await customerContext.newPage();
    const { customer } = await signInBrowser(customerContext, { name: 'Abena Osei' });
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 1 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    await test.step('the owner signs in with the e-mailed code and lands on the settings', async () => {
      await signInOwnerAt(page, owner, '/kitchen/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page).toHaveTitle(`Settings | Kitchen | ${business.name}`);
    });

    const ordering = page.getByRole('region', { name: 'Online ordering' });
    const pauseState = ordering.getByRole('status');

    await test.step('the screen: taking orders, the week Monday first, no closures, the slots; axe; screenshots', async () => {
      await expect(pauseState).toContainText('Taking orders');
      await expect(ordering.getByRole('button', { name: 'Resume now' })).toHaveCount(0);
      const hours = page.getByRole('region', { name: 'Opening hours' });
      const days = hours.getByRole('group');
      await expect(days).toHaveCount(7);
      await expect(days.first()).toHaveAccessibleName('Monday');
      await expect(days.last()).toHaveAccessibleName('Sunday');
      const monday = hours.getByRole('group', { name: 'Monday' });
      await expect(monday.getByRole('switch', { name: 'Open' })).toBeChecked();
      await expect(monday.getByLabel('Opens')).toHaveValue(business.hours[1]!.open);
      await expect(monday.getByLabel('Closes')).toHaveValue(business.hours[1]!.close);
      await expect(hours.getByRole('group', { name: 'Sunday' }).getByRole('switch', { name: 'Open' })).not.toBeChecked();
      await expect(page.getByRole('region', { name: 'Holiday closures' })).toContainText('No closures planned.');
      await expect(page.getByLabel('Orders per slot')).toHaveAttribute('max', '50');
      await expectNoAxeViolations(page);
      await screenshots(page, 'kitchen-settings');
    });

    const pausedUntil = await test.step('Pause 30 min: the state says until when, in red', async () => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/owner/settings/pause') && response.request().method() === 'POST');
      await ordering.getByRole('button', { name: 'Pause 30 min' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const until = ((await response.json()) as { pausedUntil: string }).pausedUntil;
      expect(Date.parse(until) - Date.now()).toBeGreaterThan(29 * 60_000);
      await expect(pauseState).toContainText(pausedUntilText(until));
      await expect(ordering.getByRole('button', { name: 'Resume now' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshots(page, 'kitchen-settings-paused', [1280, 375], { dark: true });
      return until;
    });

    const status = await call<{ ordering: string; pausedUntil: string; message: string }>('GET', '/shop/status');
    expect(status.body).toMatchObject({ ordering: 'paused', pausedUntil });
    const banner = shop.locator('[data-shop-status]').filter({ hasText: status.body.message });

    await test.step('the shop shows the banner', async () => {
      await shop.goto('/spices/');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: business.phone })).toHaveAttribute('href', `tel:${business.phoneE164}`);
      await screenshots(shop, 'shop-paused-banner', [375, 1280]);
    });

    await test.step('the checkout offers no time and says why; Place order stays off', async () => {
      await shop.goto('/spices/order/schedule');
      const when = shop.getByRole('group', { name: 'When' });
      await expect(when).toContainText('We’re not taking online orders right now.');
      await expect(when).toContainText(status.body.message);
      await expect(when.getByRole('radio')).toHaveCount(0);
      const summary = shop.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByRole('list', { name: 'Why this order can’t be placed yet' })).toContainText(status.body.message);
      await expect(summary.getByRole('button', { name: /^Place order/ })).toBeDisabled();
      await expect(summary).not.toContainText('choose a day and time');
      await screenshots(shop, 'checkout-paused', [375]);
    });

    await test.step('Resume now: taking orders again, the banner goes and the checkout offers times', async () => {
      await ordering.getByRole('button', { name: 'Resume now' }).click();
      await expect(pauseState).toContainText('Taking orders');
      await expect(ordering.getByRole('button', { name: 'Resume now' })).toHaveCount(0);
      await shop.goto('/spices/');
      await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shop.getByText('Online ordering is paused')).toHaveCount(0);
      await shop.goto('/spices/order/schedule');
      await expect(shop.getByRole('group', { name: 'When' }).getByRole('radio', { name: 'Schedule' })).toBeEnabled();
    });

    const closureDate = businessDatePlus(30);
    await test.step('a past closure is refused with the schema’s words; Monday from 10:30 and a closure are saved', async () => {
      const monday = page.getByRole('region', { name: 'Opening hours' }).getByRole('group', { name: 'Monday' });
      await monday.getByLabel('Opens').fill('10:30');
      const closures = page.getByRole('region', { name: 'Holiday closures' });
      await closures.getByRole('button', { name: 'Add a closure' }).click();
      const first = closures.getByRole('group', { name: 'Closure 1' });
      await expect(first.getByLabel('Date')).toBeFocused();
      await first.getByLabel('Date').fill(businessDatePlus(-2));
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(first.getByText('A closure cannot be in the past')).toBeVisible();
      await expect(first.getByLabel('Date')).toBeFocused();

      await first.getByLabel('Date').fill(closureDate);
      await first.getByLabel('Note (optional)').fill('Family wedding');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/owner/settings') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save settings' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
      await expect(page.getByText('Everything here is saved.')).toHaveCount(0);
      await screenshots(page, 'kitchen-settings-saved', [375]);
    });

    await test.step('after a reload, both are still there', async () => {
      await page.reload();
      const monday = page.getByRole('region', { name: 'Opening hours' }).getByRole('group', { name: 'Monday' });
      await expect(monday.getByLabel('Opens')).toHaveValue('10:30');
      const closure = page.getByRole('region', { name: 'Holiday closures' }).getByRole('group', { name: 'Closure 1' });
      await expect(closure.getByLabel('Date')).toHaveValue(closureDate);
      await expect(closure.getByLabel('Note (optional)')).toHaveValue('Family wedding');
      await expect(page.getByText('Everything here is saved.')).toBeVisible();
    });

    await customerContext.close();
  });
});
