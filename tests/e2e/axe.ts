/**
 * Accessibility checks with axe-core (WCAG 2.0/2.1 A and AA plus best practice).
 *
 * `expectNoAxeViolations(page)` injects node_modules/axe-core/axe.min.js with page.addScriptTag.
 * A page whose Content-Security-Policy forbids that script needs a context made with
 * `bypassCSP: true`: use `axeTest` below, or `test.use({ bypassCSP: true })` in the spec. Should the
 * tag still be refused, the same source is evaluated through the DevTools protocol, which the
 * page's policy does not govern, so the check never silently skips.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
export const axePath: string = require.resolve('axe-core/axe.min.js');

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** A `test` whose pages ignore the Content-Security-Policy, so axe can be injected anywhere. */
export const axeTest = test.extend({
  bypassCSP: true,
});

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  try {
    await page.addScriptTag({ path: axePath });
  } catch {
    // Refused (e.g. by a strict CSP without bypassCSP): evaluate the same source instead.
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) {
    await page.evaluate(readFileSync(axePath, 'utf8'));
  }
}

/** Runs axe on the whole document and expects no violations (ids and targets are printed if any). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are read as painted: wait until the footer's reveal (1 s after the page opens) and other fades have finished; endless ones (skeletons) do not count.
  await page
    .waitForFunction(
      () =>
        performance.now() > 1_600 &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: [...tags] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, axeTags);
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `  - ${JSON.stringify(node.target)}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(violations, `axe found violations:\n${report}`).toEqual([]);
}
