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

/** How long a page may take to come to rest before a check: with reduced motion every transition lasts 0.01 ms. */
const settleTimeoutMs = 5_000;

/**
 * The animations a check must wait for: running, finite, on an element that is rendered. One in a
 * subtree the browser skips (`content-visibility: auto` offscreen, `display: none`) never advances, so
 * it never finishes and is not waited for; an endless one (a skeleton's shimmer) never finishes either.
 */
function animationsInFlight(describe: boolean): string[] | boolean {
  const pending = document.getAnimations().filter((animation) => {
    if (animation.playState !== 'running') return false;
    const effect = animation.effect;
    if (!(effect instanceof KeyframeEffect) || !effect.target?.isConnected) return false;
    const timing = effect.getComputedTiming();
    if (timing.iterations === Infinity || timing.endTime === Infinity) return false;
    return effect.target.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
  });
  // A predicate for waitForFunction (true once none is in flight), or their names for the failure message.
  if (!describe) return pending.length === 0;
  return pending.map((animation) => {
    const target = (animation.effect as KeyframeEffect).target!;
    const name =
      'animationName' in animation
        ? (animation as CSSAnimation).animationName
        : 'transitionProperty' in animation
          ? (animation as CSSTransition).transitionProperty
          : animation.id;
    const classes = target.getAttribute('class');
    return `${name || 'animation'} on <${target.localName}${classes ? ` class="${classes}"` : ''}>`;
  });
}

/**
 * Brings the page to rest for a check that reads it as painted (axe's colour contrast, a screenshot):
 * emulates reduced motion, which the site honours (web/src/styles/global.scss shortens every
 * animation and transition to 0.01 ms; the footer's fade and the reveals run only with motion), waits
 * for the shop's footer (it mounts 1 s after the page) and then, at most 5 s, until no animation that
 * can finish is still running. Fails, naming them, if some still are. Returns a function that puts the
 * page's motion preference back as it was.
 */
export async function settlePage(page: Page): Promise<() => Promise<void>> {
  const reducedBefore = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reducedBefore) await page.emulateMedia({ reducedMotion: 'reduce' });
  // The kitchen (/kitchen…) has no footer; every shop screen has one.
  if (!/\/kitchen(\/|$)/.test(new URL(page.url()).pathname)) {
    await expect(page.getByRole('contentinfo'), 'the footer appears 1 s after the page opens').toBeVisible({ timeout: 10_000 });
  }
  try {
    // A function, not a string: a string would be eval'd in the page, which its Content-Security-Policy forbids.
    await page.waitForFunction(animationsInFlight, false, { timeout: settleTimeoutMs });
  } catch (error) {
    const pending = await page.evaluate(animationsInFlight, true).catch(() => ['(the page could not be read)']);
    throw new Error(`The page did not come to rest within ${settleTimeoutMs / 1000} s; still running: ${String(pending)} (${String(error)})`, {
      cause: error,
    });
  }
  return async () => {
    if (!reducedBefore) await page.emulateMedia({ reducedMotion: 'no-preference' });
  };
}

/** Runs axe on the whole document, at rest (settlePage), and expects no violations (ids and targets are printed if any). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const restoreMotion = await settlePage(page);
  try {
    await checkWithAxe(page);
  } finally {
    await restoreMotion();
  }
}

async function checkWithAxe(page: Page): Promise<void> {
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
