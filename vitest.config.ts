import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One seed for the run's random test inputs (tests/fixtures/seeded-random.ts), shared by every worker and printed once.
if (!process.env.TEST_SEED) {
  process.env.TEST_SEED = String(randomInt(2 ** 31));
  console.log(`[random] TEST_SEED=${process.env.TEST_SEED} (set TEST_SEED to pick the same test inputs again)`);
}

const alias = {
  '@functions': fileURLToPath(new URL('./functions/src', import.meta.url)),
  '@business': fileURLToPath(new URL('./functions/src/platform/config/business.ts', import.meta.url)),
};

// Handlers run in-process in some tests: no CloudWatch metrics, and only warnings in the log.
const env = { POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'WARN' };
const integration = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, env } as const;

/** Tests that change the whole shop for a moment (the owner pausing ordering, editing the menu): they run alone, after the rest. */
const shopWide = [
  'tests/integration/shop-settings.test.ts',
  'tests/integration/menu-editor.test.ts',
  'tests/integration/quote-deposits.test.ts',
  // The kitchen's alerts: it changes the alert settings and the day's hours for a moment (auto-accept, a closed day).
  'tests/integration/alerts.test.ts',
  // A scheduled order's reminder: it opens one day of the ordering window from 8 a.m. to 11 p.m. for a moment.
  'tests/integration/order-reminders.test.ts',
  // Automatic offers: every order takes the best one, so its offers would change the others' totals.
  'tests/integration/automatic-offers.test.ts',
  // Offer e-mails: each goes to every subscriber in the table, and counts the shop's day.
  'tests/integration/offer-mails.test.ts',
];

// Playwright specs (tests/e2e) are run by Playwright, never by vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', env } },
      { resolve: { alias }, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], exclude: shopWide, ...integration } },
      {
        resolve: { alias },
        test: { name: 'integration-shop-wide', include: shopWide, ...integration, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      { resolve: { alias }, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 180_000, env } },
    ],
  },
});
