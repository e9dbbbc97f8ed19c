/**
 * Every e-mail the shop sends, rendered at phone width in Chromium: made by the real domain
 * functions from long, realistic data (tests/fixtures/email-samples.ts), each HTML part is set into
 * a 375 px wide page, which must not scroll sideways, and every link must be visible and inside the
 * screen. One full-page screenshot per e-mail goes to test-results/emails/ to look at. Rendering
 * needs no running shop: this spec uses no SHOP_URL.
 */
import { expect, test } from '@playwright/test';
import { emailSamples } from '../fixtures/email-samples.ts';

const phone = { width: 375, height: 800 };
const samples = await emailSamples();

test.describe('e-mails at 375 px', () => {
  for (const { name, email, links } of samples) {
    test(`${name}: fits the screen, every link visible`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.setContent(email.html);

      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(widths.document, 'the page scrolls sideways').toBeLessThanOrEqual(phone.width);
      expect(widths.body, 'the body scrolls sideways').toBeLessThanOrEqual(phone.width);

      // Nothing is drawn past the right edge (an element could overflow a box that clips it).
      const outside = await page.evaluate((width) => {
        const found: string[] = [];
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) found.push(`${element.tagName} ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
        return found;
      }, phone.width);
      expect(outside).toEqual([]);

      const anchors = page.locator('a');
      // Each link is in the e-mail, and a button's link is written out beneath it as well.
      expect(new Set(await anchors.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href)))).toEqual(new Set(links));
      for (const anchor of await anchors.all()) {
        await expect(anchor).toBeVisible();
        const box = (await anchor.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      }

      // The words are at a readable size (no shrunk-to-fit text).
      const smallest = await page.evaluate(() =>
        Math.min(...Array.from(document.body.querySelectorAll('p, li, td, a, span, h1, h2')).map((element) => parseFloat(getComputedStyle(element).fontSize))),
      );
      expect(smallest).toBeGreaterThanOrEqual(12);

      await page.screenshot({ path: `test-results/emails/${name}.png`, fullPage: true });
    });
  }
});
