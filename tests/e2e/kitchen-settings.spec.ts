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
import { business } from '../../functions/src/platform/config/business.ts';
import { deleteShopSettings } from '../../functions/src/shop/store/shop-settings.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { pausedUntilText } from '../../web/src/features/shop-settings/hooks/pause-words.ts';
import { dayHoursText, weekdayNames } from '../../functions/src/shop/contract/opening-hours.ts';
import { defaultShopSettings, type ShopStatus } from '../../functions/src/shop/contract/shop-settings.ts';
import { call } from '../fixtures/api.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { businessDatePlus, chooseSchedule } from './checkout-steps.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

test.use({ bypassCSP: true });
// The tests here share the shop's one settings item: one after another, never side by side.
test.describe.configure({ mode: 'default' });

const shotsDir = process.env.SCREENSHOT_DIR;
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const medium = jollof.prices.find((option) => option.size === 'medium')!;

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
      await expect(monday.getByLabel('Opens')).toHaveValue(business.defaultHours[1]!.open);
      await expect(monday.getByLabel('Closes')).toHaveValue(business.defaultHours[1]!.close);
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
      // Times again: Schedule beside ASAP while the kitchen is open now, else the days straight away.
      const when = shop.getByRole('group', { name: 'When' });
      await chooseSchedule(when);
      await expect(when.getByRole('group', { name: 'Day' }).getByRole('radio').first()).toBeEnabled();
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

  test('saved hours and closures are what the shop shows: footer, about, checkout; home, menu and 404 say when the kitchen opens', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await deleteShopSettings();
    const owner = await newOwner('Efua Boateng');
    const today = businessDatePlus(0);
    const holiday = businessDatePlus(3);
    // A weekday that is not today (whose row then says 'Closed today'), never Sunday (closed by default), closing at 3:30 p.m.
    const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const shortDay = (todayWeekday + 2) % 7 || 1;
    const shortName = weekdayNames[shortDay]!;
    const shortHours = { open: defaultShopSettings.hours[shortDay]!.open, close: '15:30' };
    const shortText = dayHoursText(shortHours);

    await test.step('the owner shortens a day and closes today and a holiday, with notes', async () => {
      await signInOwnerAt(page, owner, '/kitchen/settings');
      const day = page.getByRole('region', { name: 'Opening hours' }).getByRole('group', { name: shortName });
      await day.getByLabel('Closes').fill('15:30');
      const closures = page.getByRole('region', { name: 'Holiday closures' });
      for (const [index, closure] of [
        { date: today, note: 'Staff training' },
        { date: holiday, note: 'Thanksgiving' },
      ].entries()) {
        await closures.getByRole('button', { name: 'Add a closure' }).click();
        const group = closures.getByRole('group', { name: `Closure ${index + 1}` });
        await group.getByLabel('Date').fill(closure.date);
        await group.getByLabel('Note (optional)').fill(closure.note);
      }
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/owner/settings') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save settings' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    });

    const status = (await call<ShopStatus>('GET', '/shop/status')).body;
    await test.step('GET /shop/status: closed today, when it opens, the saved hours and closures', async () => {
      expect(status).toMatchObject({
        ordering: 'closed-today',
        openNow: false,
        closures: [
          { date: today, note: 'Staff training' },
          { date: holiday, note: 'Thanksgiving' },
        ],
      });
      expect(status.label).toMatch(/^Closed today · opens /);
      expect(status.message).toMatch(/^We’re closed today \(Staff training\)\. You can still order for .+ or another day\.$/);
      expect(status.hours[shortDay]).toEqual(shortHours);
    });

    const customerContext = await browser.newContext({ bypassCSP: true });
    const shop = await customerContext.newPage();
    const { customer } = await signInBrowser(customerContext, { name: 'Yaw Owusu' });
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 1 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const openStatus = shop.locator('[data-open-status]');
    const shortLine = `${shortName}: ${shortText}`;

    await test.step('home and the menu say the kitchen is closed today and when it opens; the banner says why', async () => {
      await shop.goto('/spices/');
      await expect(openStatus).toHaveText(status.label);
      await expect(shop.locator('[data-shop-status]')).toContainText(status.message!);
      await shotsAt(shop, 'home-closed');
      await shop.goto('/spices/menu');
      await expect(openStatus).toHaveText(status.label);
      await shotsAt(shop, 'menu-closed');
    });

    await test.step('the footer and the about page show the saved hours', async () => {
      await shop.goto('/spices/about');
      const hours = shop.getByRole('region', { name: 'When we’re open' });
      await expect(hours.getByRole('listitem').filter({ hasText: shortName })).toHaveText(`${shortName} ${shortText}`);
      await expect(hours.locator('[aria-current="date"]')).toHaveText(`${weekdayNames[todayWeekday]} Closed today`);
      await expect(hours.locator('[data-open-status]')).toHaveText(status.label);
      const footerHours = shop.getByRole('contentinfo').getByRole('region', { name: 'Opening hours' });
      await expect(footerHours.getByRole('listitem')).toContainText([shortLine]);
      await expectNoAxeViolations(shop);
      await shotsAt(shop, 'about-footer-hours');
    });

    await test.step('the pre-rendered pages hold the status line’s and the hours’ space: nothing below them moves when they arrive', async () => {
      const built = await browser.newContext({ javaScriptEnabled: false });
      const before = await built.newPage();
      const probes = [
        { path: '/spices/menu', below: (p: Page) => p.getByRole('button', { name: 'Allergens and diet' }) },
        { path: '/spices/about', below: (p: Page) => p.getByRole('heading', { name: 'Hungry yet?' }) },
      ];
      for (const width of [375, 1280]) {
        for (const page of [before, shop]) await page.setViewportSize({ width, height: 900 });
        for (const { path, below } of probes) {
          await before.goto(path);
          await shop.goto(path);
          await expect(openStatus.first()).toHaveText(status.label);
          // Measured from the status line itself: the shop's banner above it comes after hydration anyway.
          const gap = async (p: Page) => (await below(p).boundingBox())!.y - (await p.locator('[data-open-status]').first().boundingBox())!.y;
          expect(Math.abs((await gap(before)) - (await gap(shop))), `${path} at ${width}px`).toBeLessThanOrEqual(1);
        }
      }
      await built.close();
      await shop.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('the not-found page reads the status instead of claiming the kitchen is open', async () => {
      await shop.goto('/spices/no-such-page');
      await expect(openStatus).toHaveText(status.label);
      await expect(shop.getByRole('main')).not.toContainText('still open');
      await shotsAt(shop, 'not-found-closed');
    });

    await test.step('the checkout: the saved hours, the status, and the holiday greyed out with its note', async () => {
      await shop.goto('/spices/order/schedule');
      const mode = shop.getByRole('group', { name: 'Pickup or delivery' });
      await expect(mode.getByRole('list', { name: 'Opening hours' }).getByRole('listitem')).toContainText([shortLine]);
      const when = shop.getByRole('group', { name: 'When' });
      await expect(when.locator('[data-open-status]')).toHaveText(status.label);
      // Closed today, so no ASAP: not offered at all, the reason in one line, and the day and time straight away.
      await expect(when).toContainText('As soon as possible isn’t available: We’re closed today. Please choose a time on another day.');
      await expect(when.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
      await expect(when.getByRole('radio', { name: 'Schedule' })).toHaveCount(0);
      expect(await chooseSchedule(when)).toBe(false);
      const days = when.getByRole('group', { name: 'Day' });
      const closed = days.getByRole('radio', { name: /, Closed: Thanksgiving$/ });
      await expect(closed).toBeDisabled();
      await expect(closed).toHaveValue(holiday);
      await expect(days.getByRole('radio', { name: /^Today, .+, Closed: Staff training$/ })).toBeDisabled();
      await expectNoAxeViolations(shop);
      await shotsAt(shop, 'checkout-days-closed');
    });

    await customerContext.close();
    await deleteShopSettings();
  });

  test('special hours for one date: added beside the week (a date also closed refused), then the footer, the about page and the checkout’s times follow them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await deleteShopSettings();
    const owner = await newOwner('Akua Mensah');
    const today = businessDatePlus(0);
    const tomorrow = businessDatePlus(1);
    const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const region = page.getByRole('region', { name: 'Special hours' });

    await test.step('the owner adds tomorrow 11 a.m. – 2 p.m. and today’s; a date also closed is refused by the row', async () => {
      await signInOwnerAt(page, owner, '/kitchen/settings');
      await expect(region).toContainText('No special hours planned.');
      const closures = page.getByRole('region', { name: 'Holiday closures' });
      await closures.getByRole('button', { name: 'Add a closure' }).click();
      await closures.getByRole('group', { name: 'Closure 1' }).getByLabel('Date').fill(tomorrow);

      await region.getByRole('button', { name: 'Add special hours' }).click();
      const first = region.getByRole('group', { name: 'Special hours 1' });
      await expect(first.getByLabel('Date')).toBeFocused();
      await first.getByLabel('Date').fill(tomorrow);
      await first.getByLabel('Opens').fill('11:00');
      await first.getByLabel('Closes').fill('14:00');
      await first.getByLabel('Note (optional)').fill('Staff party');
      await region.getByRole('button', { name: 'Add special hours' }).click();
      const second = region.getByRole('group', { name: 'Special hours 2' });
      await second.getByLabel('Date').fill(today);
      await second.getByLabel('Opens').fill('09:00');
      await second.getByLabel('Closes').fill('23:45');

      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(first.getByText('This date is also a closure: remove one of them')).toBeVisible();
      await expect(first.getByLabel('Date')).toBeFocused();
      await expectNoAxeViolations(page);
      await screenshots(page, 'kitchen-settings-special-refused', [1280, 768]);

      await closures.getByRole('button', { name: /^Remove the closure on / }).click();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/owner/settings') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { specialHours: unknown }).specialHours).toEqual([
        { date: today, open: '09:00', close: '23:45' },
        { date: tomorrow, open: '11:00', close: '14:00', note: 'Staff party' },
      ]);
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
      // Saved in date order: today's row first now.
      await expect(region.getByRole('group', { name: 'Special hours 2' }).getByLabel('Note (optional)')).toHaveValue('Staff party');
      await screenshots(page, 'kitchen-settings-special', [1280, 768, 375]);
    });

    const customerContext = await browser.newContext({ bypassCSP: true });
    const shop = await customerContext.newPage();
    const { customer } = await signInBrowser(customerContext, { name: 'Kojo Addo' });
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 1 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const todayLine = 'Today: 9 a.m. – 11:45 p.m. (special hours)';
    const tomorrowLine = 'Tomorrow: 11 a.m. – 2 p.m. (Staff party)';

    await test.step('the footer lists today’s and tomorrow’s special hours after the week; the about page marks today’s', async () => {
      await shop.goto('/spices/about');
      const footerHours = shop.getByRole('contentinfo').getByRole('region', { name: 'Opening hours' });
      await expect(footerHours.locator('[data-special-hours]')).toHaveText([todayLine, tomorrowLine]);
      const hours = shop.getByRole('region', { name: 'When we’re open' });
      await expect(hours.locator('[aria-current="date"]')).toHaveText(`${weekdayNames[todayWeekday]} 9 a.m. – 11:45 p.m. today`);
      await expectNoAxeViolations(shop);
      await shop.setViewportSize({ width: 375, height: 812 });
      await footerHours.scrollIntoViewIfNeeded();
      if (shotsDir) await footerHours.screenshot({ path: `${shotsDir}/footer-special-hours-375.png` });
      await shop.setViewportSize({ width: 1280, height: 720 });
      await shotsAt(shop, 'about-special-hours');
    });

    await test.step('the checkout lists them with the week, and tomorrow’s times run 11:30 a.m. to 1:45 p.m. only', async () => {
      await shop.goto('/spices/order/schedule');
      const mode = shop.getByRole('group', { name: 'Pickup or delivery' });
      await expect(mode.getByRole('list', { name: 'Opening hours' }).locator('[data-special-hours]')).toHaveText([todayLine, tomorrowLine]);
      const when = shop.getByRole('group', { name: 'When' });
      await chooseSchedule(when);
      await when.getByRole('group', { name: 'Day' }).locator(`input[value="${tomorrow}"]`).check();
      // All of them lunch times: the one part of that day.
      const parts = when.getByRole('group', { name: 'Part of the day' }).getByRole('radio');
      await expect(parts).toHaveCount(1);
      await expect(parts).toHaveAccessibleName('Lunch, 10 times from 11:30 a.m. to 1:45 p.m.');
      await expect(parts).toBeChecked();
      const times = when.getByRole('group', { name: /^Time on / }).getByRole('radio');
      await expect(times).toHaveCount(10);
      await expect(times.first()).toHaveAccessibleName(/^11:30 a\.m\./);
      await expect(times.last()).toHaveAccessibleName(/^1:45 p\.m\./);
      await shotsAt(shop, 'checkout-special-hours');
    });

    await customerContext.close();
    await deleteShopSettings();
  });
});

/** Screenshots of what the customer sees at a phone's and a laptop's width (and the page settled), when SCREENSHOT_DIR is set. */
async function shotsAt(page: Page, name: string) {
  if (!shotsDir) return;
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await screenshots(page, name, [375, 1280]);
}
