import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contracts': fileURLToPath(new URL('./functions/src/contracts', import.meta.url)),
  '@business': fileURLToPath(new URL('./functions/src/config/business.ts', import.meta.url)),
};

// Playwright specs (tests/e2e) are run by Playwright, never by vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    // Handlers run in-process in some tests: no CloudWatch metrics, and only warnings in the log.
    env: { POWERTOOLS_METRICS_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'WARN' },
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { resolve: { alias }, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } },
    ],
  },
});
