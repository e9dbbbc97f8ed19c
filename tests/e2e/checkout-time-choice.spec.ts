/**
 * The checkout's compact When step (issue: "the checkout is about 5,200 px on a phone with 40+ time buttons"): at a
 * phone's width a day shows one part of its times at a time (Lunch, Afternoon, Evening), chosen in a radio group of
 * its own; a time chosen in one part stays chosen while another part shows; the order is placed for that time. And
 * "As soon as possible" is not offered at all when the kitchen can't take it: the day and time show at once.
 *
 * Whether ASAP is offered depends on the hour the run happens at (the kitchen open or not), so the test that needs
 * either state sets the schedule's ASAP itself on the way to the page (page.route); closing the shop for real is
 * shop-wide, and kitchen-settings.spec.ts checks the same there (its closed-today step).
 */
import type { ScheduleAnswer } from '@functions/orders/contract/order';
import { expect, test, type Page } from '@playwright/test';
import { formatOrderTime, slotLabel } from '../../functions/src/platform/contract/business-clock.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { businessDatePlus, chooseSchedule, chooseSlotOfDay } from './checkout-steps.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const medium = jollof.prices.find((option) => option.size === 'medium')!;
const shotsDir = process.env.SCREENSHOT_DIR;

/**
 * The When step's height at 375 px with the most times one part of a day has (16: the evenings of the default
 * hours' Thursday to Saturday) is about 1,085 px with ASAP's and Schedule's cards above it, 910 px without them
 * (12 times: 810 px). Before the parts of the day, the step showed all of a day's times (34–38) and stood
 * 1,274–1,378 px.
 */
const whenStepMaxPx = 1_150;

/** A signed-in customer with a dish in the cart, on the checkout page at a phone's width. */
async function openCheckoutOnPhone(page: Page, context: Parameters<typeof signInBrowser>[0], name: string) {
  const { customer } = await signInBrowser(context, { name });
  const added = await customer.call('POST', '/cart', {
    json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 1 }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/spices/order/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The schedule the server answers, with ASAP as the test needs it (the days are the server's own). */
async function answerScheduleWithAsap(page: Page, asap: ScheduleAnswer['asap']) {
  await page.route(/\/api\/orders\/schedule\?/, async (route) => {
    const response = await route.fetch();
    const schedule = (await response.json()) as ScheduleAnswer;
    await route.fulfill({ response, json: { ...schedule, asap } });
  });
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('the checkout’s When step', () => {
  test('at 375 px shows one part of a day’s times: a later day, a part and a time there, kept while another part shows, and the order is for it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await openCheckoutOnPhone(page, context, 'Adjoa Frimpong');
    const when = page.getByRole('group', { name: 'When' });
    const parts = when.getByRole('group', { name: 'Part of the day' }).getByRole('radio');
    const times = when.getByRole('group', { name: /^Time on / }).getByRole('radio');
    await chooseSchedule(when);

    const earliest = businessDatePlus(3);
    // Which part shows depends on the hour: the part today's first time is in is kept when the day changes, if that
    // day has it (shownPart), so in the afternoon it is Afternoon, not the first.
    const day = await test.step('a day three or more days ahead: only the times of one part show', async () => {
      const dates = await when.locator('input[name="day"]:not([disabled])').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const later = dates.find((date) => date >= earliest);
      expect(later, `a day on or after ${earliest} among ${dates.join(', ')}`).toBeDefined();
      await when.locator(`input[name="day"][value="${later}"]`).check();
      const shownPart = when.locator('input[name="partOfDay"]:checked');
      await expect(shownPart).toHaveCount(1);
      // Each part's radio says how many times it holds: the time buttons shown are exactly the checked part's.
      const name = (await shownPart.getAttribute('aria-label')) ?? '';
      const count = Number(/^\w+, (\d+) times? /.exec(name)?.[1]);
      expect(count, name).toBeGreaterThan(0);
      await expect(times).toHaveCount(count);
      return later!;
    });

    await test.step('the step stays short with the largest part of that day; the page never scrolls sideways', async () => {
      const labels = await parts.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
      const largest = labels.reduce((best, label) => (Number(/(\d+) times?/.exec(label)?.[1]) > Number(/(\d+) times?/.exec(best)?.[1]) ? label : best));
      await when.getByRole('radio', { name: largest }).check();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const whenHeight = (await when.boundingBox())!.height;
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'height at 375 px', description: `When step ${Math.round(whenHeight)} px (${largest}); page ${pageHeight} px` });
      console.log(`[checkout height] 375 px: When step ${Math.round(whenHeight)} px with ${largest}; the whole page ${pageHeight} px`);
      expect(whenHeight, 'the When step’s height at 375 px').toBeLessThan(whenStepMaxPx);
      expect(await scrollsSideways(page)).toBe(false);
    });

    await test.step('the parts are native radios: the arrow keys move between them, and the times follow', async () => {
      if ((await parts.count()) < 2) return;
      await parts.first().check();
      await parts.first().focus();
      const firstTimes = await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      await page.keyboard.press('ArrowRight');
      await expect(parts.nth(1)).toBeChecked();
      await expect(parts.nth(1)).toBeFocused();
      await expect.poll(() => times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toEqual(firstTimes);
    });

    const slotId = await test.step('a part and a time there: the step says which time is chosen', async () => {
      await expect(when.locator(`input[name="day"][value="${day}"]`)).toBeChecked();
      await expect(when).toContainText('No time chosen yet');
      const chosen = await chooseSlotOfDay(when);
      await expect(when.getByText(`Chosen: ${slotLabel(chosen)}`)).toBeVisible();
      return chosen;
    });

    await test.step('another part of the day shows its times; the chosen time stays chosen and named', async () => {
      const checkedPart = await when.locator('input[name="partOfDay"]:checked').getAttribute('value');
      const other = when.locator(`input[name="partOfDay"]:not([value="${checkedPart}"])`).first();
      if ((await other.count()) === 0) return;
      await other.check();
      await expect(when.locator(`input[name="slotId"][value="${slotId}"]`)).toHaveCount(0);
      await expect(when.getByText(`Chosen: ${slotLabel(slotId)}`)).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'checkout-time-choice');
      if (shotsDir) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await when.screenshot({ path: `${shotsDir}/checkout-time-choice-when-${width}.png` });
        }
        await page.setViewportSize({ width: 375, height: 812 });
      }
    });

    await test.step('a phone and cash in person; Place order is for the chosen time, and the order says it', async () => {
      const phone = page.getByRole('region', { name: 'Your phone number' }).getByRole('textbox', { name: 'Mobile phone number' });
      await phone.fill('4145550163');
      await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary).not.toContainText('choose a day and time');
      const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
      await page.getByRole('button', { name: /^Place order/ }).click();
      const response = await placed;
      expect(response.status()).toBe(201);
      const request = response.request().postDataJSON() as { when: unknown };
      expect(request.when).toEqual({ kind: 'slot', slotId });
      const order = (await response.json()) as { number: string; slotId: string; asap: boolean };
      expect(order).toMatchObject({ slotId, asap: false });
      const thanks = page.getByRole('region', { name: `Your order ${order.number} is in` });
      await expect(thanks.locator(`time[datetime="${slotId}"]`)).toHaveText(formatOrderTime(slotId));
    });
  });

  test('without ASAP (the kitchen can’t take it now) offers neither ASAP nor Schedule: the reason in one line, the day and time at once', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const message = 'The kitchen is fully booked for the next while. Please choose a time.';
    await answerScheduleWithAsap(page, { available: false, message });
    await openCheckoutOnPhone(page, context, 'Kwabena Darko');
    const when = page.getByRole('group', { name: 'When' });
    await expect(when).toContainText(`As soon as possible isn’t available: ${message}`);
    await expect(when.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
    await expect(when.getByRole('radio', { name: 'Schedule' })).toHaveCount(0);
    await expect(when.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').first()).toBeChecked();
    await expect(when.getByRole('group', { name: 'Part of the day' }).getByRole('radio').first()).toBeChecked();
    await expect(
      when
        .getByRole('group', { name: /^Time on / })
        .getByRole('radio')
        .first(),
    ).toBeVisible();
    // No time is chosen for the customer: Place order still asks for one.
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('choose a day and time');
    // At a phone's width the button sits in the bar at the foot of the screen, with what is still to do.
    await expect(page.getByText('Still to do: choose a day and time')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeDisabled();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page);
    await screenshots(page, 'checkout-time-choice-no-asap');
  });

  test('with ASAP offered, both cards stay: ASAP chosen until Schedule is, which brings the day, its parts and times', async ({ page, context }) => {
    test.setTimeout(60_000);
    await answerScheduleWithAsap(page, { available: true, readyAt: new Date(Date.now() + 45 * 60_000).toISOString() });
    await openCheckoutOnPhone(page, context, 'Esi Quaye');
    const when = page.getByRole('group', { name: 'When' });
    await expect(when.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    await expect(when.getByRole('group', { name: 'Day', exact: true })).toHaveCount(0);
    await expect(when).not.toContainText('isn’t available');
    expect(await chooseSchedule(when)).toBe(true);
    await expect(when.getByRole('group', { name: 'Part of the day' }).getByRole('radio').first()).toBeChecked();
    await expect(
      when
        .getByRole('group', { name: /^Time on / })
        .getByRole('radio')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'checkout-time-choice-asap');
  });
});
