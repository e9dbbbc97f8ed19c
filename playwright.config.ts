/**
 * Playwright end-to-end tests in Debian's Chromium (never a downloaded browser). Run through
 * `npm test`, which starts the local stack and passes its address in SHOP_URL.
 */
import { randomInt } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// One seed for the run's random test inputs (tests/fixtures/seeded-random.ts), shared by every worker and printed once.
if (!process.env.TEST_SEED) {
  process.env.TEST_SEED = String(randomInt(2 ** 31));
  console.log(`[random] TEST_SEED=${process.env.TEST_SEED} (set TEST_SEED to pick the same test inputs again)`);
}

const shopUrl = process.env.SHOP_URL ?? 'http://localhost:8800/spices/';

/**
 * Specs that change the whole shop for a moment (the owner pausing online ordering, changing the menu or the
 * hours, e-mailing every subscriber): a project of their own that starts once every other spec has finished, so no order placed
 * elsewhere meets the pause. (When a spec of the first project fails, Playwright skips these.)
 */
const shopWide = [
  '**/kitchen-settings.spec.ts',
  '**/kitchen-menu.spec.ts',
  '**/kitchen-alerts.spec.ts',
  '**/kitchen-ready-time.spec.ts',
  // An offer e-mail goes to every subscriber in the table.
  '**/kitchen-offer-mails.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  projects: [
    { name: 'shop', testIgnore: shopWide },
    // One at a time: two of them change the same shop settings (the day's hours).
    { name: 'shop-wide', testMatch: shopWide, dependencies: ['shop'], workers: 1 },
  ],
  outputDir: 'test-results',
  use: {
    baseURL: shopUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
