/** Checks the end-to-end specs share: axe on a still page, and screenshots on request. */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const shotsDir = process.env.SCREENSHOT_DIR;

/** Waits for the page's finite animations (an endless one, like the board's live dot, never finishes). */
function animationsDone(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** axe once the page is still: the footer fades in after a second, and mid-fade its colours blend. */
export async function expectAccessible(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await animationsDone(page);
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
      await animationsDone(page);
      await page.screenshot({ path: `${shotsDir}/${name}${dark ? `-${colorScheme}` : ''}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}
