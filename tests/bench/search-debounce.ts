/**
 * `npm run bench:search-debounce`: how long after the last keystroke the header search sends
 * its request (the debounce is 300 ms). The end-to-end test (tests/e2e/search.spec.ts) checks only
 * that it is never sooner; how much later a busy machine sends it is a figure, measured here. Starts
 * its own throw-away stack (or uses SHOP_URL), types a word ROUNDS (10) times in Chromium, timed
 * inside the page, and prints min, p50 and max with the load average. Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startEphemeralStack } from '../../functions/local/stack.ts';
import { searchDebounceMs } from '../../web/src/features/search/hooks/use-debounced-value.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const rounds = Number(process.env.ROUNDS ?? 10);
const words = ['jollof', 'suya', 'rice', 'plantain'];

const stack = process.env.SHOP_URL ? undefined : await startEphemeralStack();
const shopUrl = process.env.SHOP_URL ?? stack!.shopUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const delays: number[] = [];
try {
  const page = await browser.newPage();
  for (let round = 0; round < rounds; round++) {
    await page.goto(new URL('menu', shopUrl).href);
    const box = page.getByRole('searchbox', { name: 'Search Menu' });
    await box.click();
    await page.locator('main[inert]').waitFor();
    const word = words[round % words.length]!;
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === word);
    await box.evaluate((input: HTMLInputElement, text: string) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, text);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text.at(-1) ?? null, inputType: 'insertText' }));
      (window as unknown as { lastInputAt: number }).lastInputAt = performance.now();
    }, word);
    await answered;
    delays.push(
      await page.evaluate(() => {
        const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/search/menu'));
        return (request?.startTime ?? Number.NaN) - (window as unknown as { lastInputAt: number }).lastInputAt;
      }),
    );
  }
} finally {
  await browser.close();
  await stack?.stop();
}

const sorted = [...delays].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
console.log(
  `search request after the last keystroke (debounce ${searchDebounceMs} ms), ${rounds} rounds: min ${at(0)} ms, p50 ${at(0.5)} ms, max ${at(1)} ms; load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
