import { expect, test } from '@playwright/test';
import { business } from '../../functions/src/platform/config/business.ts';
import { faqs } from '../../functions/src/catalogue/seed/faqs.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHydration } from './hydration.ts';
import { screenshots } from './page-checks.ts';

const firstFaq = faqs.find((faq) => faq.category === 'catering')!;

test.describe('catering', () => {
  test("the hero reads 'AFRICAN FAVORITES' and 'BEAUTIFULLY CATERED' under the catering title", async ({ page }) => {
    await page.goto('/spices/catering');
    await expect(page).toHaveTitle(`Catering | ${business.name}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('AFRICAN FAVORITES');
    await expect(heading).toContainText('BEAUTIFULLY CATERED');
  });

  test('Request a quote, in the hero and after the packages, opens the contact page on its catering form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/spices/catering');
    const quote = page.getByRole('link', { name: 'Request a quote' });
    await expect(quote).toHaveCount(2);
    for (const link of await quote.all()) await expect(link).toHaveAttribute('href', '/spices/contact?form=catering');
    // The hero's is on a phone's first screen; the other sits right under the packages.
    await expect(quote.first()).toBeInViewport();
    const highlights = page.getByRole('region', { name: 'Catering menu highlights' });
    await expect(highlights.getByRole('link', { name: 'Request a quote' })).toHaveCount(1);
    await screenshots(page, 'catering-request-quote');

    await highlights.getByRole('link', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/spices\/contact\?form=catering$/);
    await expect(page.getByRole('tab', { name: 'Catering' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Catering' }).getByRole('heading', { name: 'Catering enquiry' })).toBeVisible();
    await screenshots(page, 'contact-from-catering', { widths: [375] });
  });

  test('Request a quote works before the script has run: the pre-rendered page has the link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/spices/catering');
      await page.getByRole('link', { name: 'Request a quote' }).first().click();
      await expect(page).toHaveURL(/\/spices\/contact\?form=catering$/);
    } finally {
      await context.close();
    }
  });

  test('Learn More works before the script has run: it is a link to the anchors', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
    try {
      const page = await context.newPage();
      await page.goto('/spices/catering');
      await page.getByRole('link', { name: 'Learn More' }).click();
      await expect(page).toHaveURL(/#catering-links$/);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeInViewport();
    } finally {
      await context.close();
    }
  });

  test('Learn More scrolls to the links to the highlights, the delivery details and the FAQs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/spices/catering');
    const links = page.getByRole('navigation', { name: 'On this page' });
    await expect(links.getByRole('link')).toHaveText(['Catering highlights', 'Delivery details', 'FAQs']);
    const learnMore = page.getByRole('link', { name: 'Learn More' });
    // Scrolling smoothly and focusing the links is the script's part: wait until React owns the link.
    await waitForHydration(learnMore, 'the Learn More link');
    await learnMore.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(links).toBeInViewport();
    await expect(links).toBeFocused();
    await links.getByRole('link', { name: 'Delivery details' }).click();
    await expect(page).toHaveURL(/#delivery$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeInViewport();
  });

  test('both highlight cards show their serving sizes and lead to the menu', async ({ page }) => {
    await page.goto('/spices/catering');
    for (const [title, serves] of [
      ['INDIVIDUAL PANS', 'Each tray serves 4-6 people'],
      ['MEAL COMBINATIONS', 'Each serves 8-14 people'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(card).toContainText(serves);
      await expect(card.getByRole('link', { name: 'VIEW MENU' })).toHaveAttribute('href', '/spices/menu');
    }
    await page.getByRole('link', { name: 'VIEW MENU' }).first().click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
  });

  test('the occasions and the catering terms are shown, with the phone and e-mail for other areas', async ({ page }) => {
    await page.goto('/spices/catering');
    await expect(page.getByRole('heading', { level: 2, name: 'Perfect for any occasion' })).toBeVisible();
    for (const occasion of ['Business catering', 'Event catering', 'Bridal catering']) {
      await expect(page.getByRole('heading', { level: 3, name: occasion })).toBeAttached();
    }
    const delivery = page.locator('#delivery');
    for (const term of [
      /minimum of 4 entrées/,
      /Order by 5 p\.m\. for lunch delivery the day after next/,
      /10% delivery fee, up to \$500/,
      /complimentary chafing kit/,
      /Business catering starting at \$12 per person/,
      new RegExp(business.serviceArea.name),
    ]) {
      await expect(delivery.getByText(term)).toBeAttached();
    }
    await expect(delivery.getByRole('link', { name: business.phone })).toHaveAttribute('href', `tel:${business.phoneE164}`);
    await expect(delivery.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  });

  test('an FAQ opens and closes by click and by keyboard, showing its answer', async ({ page }) => {
    await page.goto('/spices/catering');
    const question = page.getByRole('button', { name: firstFaq.question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByRole('region', { name: firstFaq.question });
    await expect(answer).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(firstFaq.answer);
    expect(await question.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('when the FAQs cannot load, the phone and e-mail are offered instead', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/faqs/category**', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } }));
    await page.goto('/spices/catering');
    const faqs = page.locator('#faqs');
    await expect(faqs.getByText(/could not load/)).toBeVisible({ timeout: 15_000 });
    await expect(faqs.getByRole('link', { name: business.email })).toBeVisible();
    await expect(faqs.getByRole('link', { name: business.phone }).first()).toHaveAttribute('href', `tel:${business.phoneE164}`);
    // docs/product.md#errors: an FAQ loading failure is logged.
    expect(logged.some((text) => text.includes('FAQs could not be loaded'))).toBe(true);
  });

  test('the catering page passes axe, wide and light, narrow and dark', async ({ page }) => {
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/catering');
      await page.getByRole('button', { name: firstFaq.question }).click();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
