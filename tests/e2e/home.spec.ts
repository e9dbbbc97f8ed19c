import { expect, test, type Page } from '@playwright/test';
import { business } from '../../functions/src/platform/config/business.ts';
import { expectNoAxeViolations } from './axe.ts';

const signedInUser = { id: '1', name: 'Ama', theme: 'device' };

function hero(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
}

/** A stored user, and the server's session check agreeing (it would otherwise sign the stale entry out). */
async function signIn(page: Page) {
  await page.addInitScript((user) => window.localStorage.setItem('user', JSON.stringify(user)), signedInUser);
  await page.route('**/api/auth/isLoggdIn', (route) =>
    route.fulfill({
      json: {
        loggedIn: true,
        user: { ...signedInUser, email: 'ama@example.com', phone: null, emailVerified: true, twoFactorEnabled: false },
      },
    }),
  );
}

test.describe('home', () => {
  test('the page title is the business name', async ({ page }) => {
    await page.goto('/spices/');
    await expect(page).toHaveTitle(business.name);
  });

  test("the headline types 'Authentic', then 'Delicious', then 'Healthy', with 'African Cuisine Made Accessible'", async ({ page }) => {
    // Every text the typed word shows, in order, from the first page load on: a whole word stays
    // only a second, too short to poll for.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { typedShown: string[] }).typedShown = shown;
      new MutationObserver(() => {
        const word = document.querySelector('[data-testid="typed-word"]');
        const text = word?.textContent ?? null;
        if (text !== null && shown.at(-1) !== text) shown.push(text);
      }).observe(document, { childList: true, characterData: true, subtree: true });
    });
    await page.goto('/spices/');
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveAccessibleName(/African Cuisine Made Accessible/);
    await expect(headline).toContainText('African Cuisine Made Accessible');
    const shown = () => page.evaluate(() => (window as unknown as { typedShown: string[] }).typedShown);
    const wholeWords = async () => (await shown()).filter((text) => ['Authentic', 'Delicious', 'Healthy'].includes(text));
    // ...and it loops back to the first word.
    await expect.poll(wholeWords, { timeout: 15_000 }).toEqual(['Authentic', 'Delicious', 'Healthy', 'Authentic']);
    const texts = await shown();
    // Typed letter by letter, and deleted the same way.
    expect(texts.slice(0, texts.indexOf('Authentic') + 1)).toEqual(['', 'A', 'Au', 'Aut', 'Auth', 'Authe', 'Authen', 'Authent', 'Authenti', 'Authentic']);
    expect(texts.slice(texts.indexOf('Authentic'), texts.indexOf('Authentic') + 3)).toEqual(['Authentic', 'Authenti', 'Authent']);
    expect(texts).toContain('Delic');
    await expect(headline).toContainText('African Cuisine Made Accessible');
  });

  test('with reduced motion the headline shows the three words still, without typing', async ({ page }) => {
    // Every text a typed word shows, from the first page load on (as in the test above).
    await page.addInitScript(() => {
      const typed: string[] = [];
      (window as unknown as { typedShown: string[] }).typedShown = typed;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="typed-word"]')?.textContent;
        if (text != null && typed.at(-1) !== text) typed.push(text);
      }).observe(document, { childList: true, characterData: true, subtree: true });
    });
    // The page's timers on Playwright's clock, so the typing's whole schedule is run through rather than waited out.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/spices/');
    const words = page.getByTestId('typed-words');
    await expect(words).toHaveText('Authentic · Delicious · Healthy');
    await expect(page.getByTestId('typed-word')).toHaveCount(0);
    // The start delay, then a word typed, held and deleted and the next begun (1 s + 9 × 90 ms + 1 s + 9 × 80 ms < 5 s).
    // The clock lets the page run a task after each timer it fires, so React has rendered whatever a timer changed.
    await page.clock.runFor(5_000);
    // (The pre-rendered page holds an empty typed word until the script learns of the preference: no letter is ever typed.)
    expect((await page.evaluate(() => (window as unknown as { typedShown: string[] }).typedShown)).filter((text) => text !== '')).toEqual([]);
    await expect(page.getByTestId('typed-word')).toHaveCount(0);
    await expect(words).toHaveText('Authentic · Delicious · Healthy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('African Cuisine Made Accessible');
  });

  test("signed out, 'Explore' leads to the menu and 'Sign in' to the sign-in page", async ({ page }) => {
    await page.goto('/spices/');
    await hero(page).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
    await page.goto('/spices/');
    await hero(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/spices\/login$/);
  });

  test('the benefit sections lead to the menu and to catering', async ({ page }) => {
    await page.goto('/spices/');
    for (const title of ['Treat Yourself', 'Feed the Family']) {
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(section.getByRole('link', { name: 'Explore Menu' })).toHaveAttribute('href', '/spices/menu');
    }
    const catering = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Schedule Catering' }) });
    await expect(catering.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/spices/catering');
    for (const feature of ['Healthy', 'Customizable', 'Deliverable']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeAttached();
    }
    // The social-proof strip is an image whose text says only what the business config backs.
    const proof = page.getByRole('img', { name: `Since ${business.servingSince}, serving ${business.serviceArea.name}`, exact: false });
    await proof.scrollIntoViewIfNeeded();
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("'CONTACT US' leads to the contact page and the phone number is shown as a call link", async ({ page }) => {
    await page.goto('/spices/');
    const call = page.getByRole('main').getByRole('link', { name: business.phone });
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${business.phoneE164}`);
    await expect(page.getByRole('main').getByText(/or call/)).toBeVisible();
    await page.getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/spices\/contact$/);
  });

  test("signed out, the sign-in prompt offers 'Sign in' and 'New? Start here.' to register", async ({ page }) => {
    await page.goto('/spices/');
    const prompt = page.locator('section', { has: page.getByRole('link', { name: 'New? Start here.' }) });
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/spices/login');
    await prompt.getByRole('link', { name: 'New? Start here.' }).scrollIntoViewIfNeeded();
    await prompt.getByRole('link', { name: 'New? Start here.' }).click();
    await expect(page).toHaveURL(/\/spices\/register$/);
  });

  test("signed in, the second button is 'Catering' to the catering page and the sign-in prompt is gone", async ({ page }) => {
    await signIn(page);
    await page.goto('/spices/');
    await expect(hero(page).getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New? Start here.' })).toHaveCount(0);
    await hero(page).getByRole('link', { name: 'Catering', exact: true }).click();
    await expect(page).toHaveURL(/\/spices\/catering$/);
  });

  test('the home page passes axe, wide and light, narrow and dark', async ({ page }) => {
    // Reduced motion: every section is shown at once, so nothing is checked mid-fade.
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/');
      await expect(page.getByRole('heading', { level: 2, name: 'Treat Yourself' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
