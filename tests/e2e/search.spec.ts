import { expect, test, type Page, type Request } from '@playwright/test';
import { searchDebounceMs } from '../../web/src/features/search/hooks/use-debounced-value.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Records the menu-search requests the page sends, with the time each left. */
function recordSearches(page: Page) {
  const sent: { url: URL; at: number }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/search/menu')) sent.push({ url, at: Date.now() });
  });
  return sent;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Menu' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('link');

test.describe('header search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/spices/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  });

  test('typing quickly sends one request, about 300 ms after the last keystroke', async ({ page }) => {
    const sent = recordSearches(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search Menu');
    // Timed inside the page, so a busy test machine does not blur the measurement.
    await box.evaluate((input) => {
      input.addEventListener('input', () => {
        (window as unknown as { lastInputAt: number }).lastInputAt = performance.now();
      });
    });
    await box.click();
    await expect(page.locator('main')).toHaveAttribute('inert', ''); // search is open: the page has hydrated
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === 'jollof');
    // Six keystrokes in one task of the page: "quickly" for certain, however busy the machine (key presses
    // sent one by one can land more than 300 ms apart under load, and then two requests are right).
    await box.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const text of ['j', 'jo', 'jol', 'joll', 'jollo', 'jollof']) {
        setValue.call(input, text);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text.at(-1) ?? null, inputType: 'insertText' }));
      }
    });
    await answered;
    await expect(results(page).first()).toBeVisible();
    // The request for the whole word is the last the debounce can send, and requests are reported in the order they
    // leave: once it is answered, any earlier one (a request per keystroke) would be in `sent` already.
    expect(sent.map((search) => search.url.searchParams.get('query'))).toEqual(['jollof']);
    const wait = await page.evaluate(() => {
      const lastInputAt = (window as unknown as { lastInputAt: number }).lastInputAt;
      const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/search/menu'));
      return (request?.startTime ?? 0) - lastInputAt;
    });
    // Never before the debounce's 300 ms (how much later a busy machine sends it is not this test's business: no upper bound).
    expect(wait).toBeGreaterThanOrEqual(searchDebounceMs - 10);
  });

  test('a whitespace-only query sends no request and shows no panel', async ({ page }) => {
    // The page's timers on Playwright's clock: the debounce is run through at once instead of waited out.
    await page.clock.install();
    const sent = recordSearches(page);
    await searchBox(page).click();
    await expect(page.locator('main')).toHaveAttribute('inert', ''); // search is open: the page has hydrated
    await searchBox(page).fill('   ');
    // Twice the debounce: its timer has fired, and the clock lets the page render after each timer it runs.
    await page.clock.runFor(searchDebounceMs * 2);
    await expect(page.getByText('No results found')).toBeHidden();
    await expect(results(page)).toHaveCount(0);
    // A later search, whose request is observed: any request for the blank box would have been reported before it.
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === 'rice');
    await searchBox(page).fill('rice');
    await page.clock.runFor(searchDebounceMs * 2);
    await answered;
    expect(sent.map((search) => search.url.searchParams.get('query'))).toEqual(['rice']);
  });

  test("'a' shows at most 15 results, each with its name, category, image and starting price", async ({ page }) => {
    await searchBox(page).fill('a');
    await expect(results(page)).toHaveCount(15);
    const first = results(page).first();
    await expect(first).toContainText(/\$\d+\.\d\d/);
    await expect(first).toContainText(/Appetizer|Entrée|Dessert|Side|Sauce/);
    await expect(first.locator('img')).toHaveCount(1);
  });

  test("a query with no match reads 'No results found'", async ({ page }) => {
    await searchBox(page).fill('zzqqxx');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('focusing the box opens search: the page behind is dimmed and inert', async ({ page }) => {
    await searchBox(page).click();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('clicking a result opens its dish page, and clears and closes the search', async ({ page }) => {
    await searchBox(page).fill('jollof');
    const result = results(page).filter({ hasText: 'Jollof Rice' });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/spices\/menu\/Jollof-Rice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jollof Rice');
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Close search' })).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('the close button clears the text and results and closes the search', async ({ page }) => {
    await searchBox(page).fill('rice');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close search' })).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('a click outside closes the search and clears it', async ({ page }) => {
    await searchBox(page).fill('rice');
    await expect(results(page).first()).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
  });

  test('under 400 px, searching hides the burger and Sign in, and closing restores them', async ({ page }) => {
    await page.setViewportSize({ width: 380, height: 800 });
    const burger = page.getByRole('button', { name: 'Site menu' });
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(burger).toBeVisible();
    await expect(signIn).toBeVisible();
    await searchBox(page).click();
    await expect(burger).toBeHidden();
    await expect(signIn).toBeHidden();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(burger).toBeVisible();
    await expect(signIn).toBeVisible();
  });
  test('the keyboard moves from the box into the results, and Enter opens the first result', async ({ page }) => {
    const box = searchBox(page);
    await box.fill('rice');
    await expect(results(page).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    const firstName = (await results(page).first().locator('span').nth(1).textContent())?.trim() ?? '';
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    await expect(box).toHaveValue('');
  });

  test('open search with results passes axe, wide and light, narrow and dark', async ({ page }) => {
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 800, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await searchBox(page).fill('rice');
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first().locator('img')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Close search' }).click();
    }
  });
});
