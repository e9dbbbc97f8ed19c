/** Checks the end-to-end specs share: axe on a still page, and screenshots on request. */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, settlePage } from './axe.ts';

const shotsDir = process.env.SCREENSHOT_DIR;

/**
 * axe once the page is still (the footer fades in after a second, and mid-fade its colours blend):
 * expectNoAxeViolations brings it to rest first with a bounded wait (axe.ts settlePage), never on an
 * animation's `finished`, which an animation that never runs (offscreen, in a skipped subtree) never reaches.
 */
export async function expectAccessible(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Full-page screenshots at a phone's and a laptop's width, or the widths asked (and in dark too when asked), when SCREENSHOT_DIR is set. */
export async function screenshots(page: Page, name: string, { dark = false, widths = [375, 1280] }: { dark?: boolean; widths?: number[] } = {}) {
  if (!shotsDir) return;
  for (const colorScheme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
    await page.emulateMedia({ colorScheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : width === 768 ? 1024 : 900 });
      // From the top with nothing focused, so the sticky header and the skip link sit where a visitor sees them.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      const restoreMotion = await settlePage(page);
      await page.screenshot({ path: `${shotsDir}/${name}${dark ? `-${colorScheme}` : ''}-${width}.png`, fullPage: true });
      await restoreMotion();
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}
