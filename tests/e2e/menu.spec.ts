import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { scrollToRowElement, waitForHydration } from './hydration.ts';

const businessName = 'Spices African Kitchen';
const rowTitles = ['Featured', 'Appetizers', 'Entrées', 'Snacks | Desserts', 'Sides', 'Sauces'];

/** How many featured slides lie wholly inside the carousel's viewport. */
async function slidesFullyInView(featured: Locator): Promise<number> {
  return featured.evaluate((carousel) => {
    const viewport = carousel.querySelector('ul')?.parentElement;
    if (!viewport) return 0;
    const box = viewport.getBoundingClientRect();
    return [...carousel.querySelectorAll('[data-carousel-slide]')].filter((slide) => {
      // A slide's gap is padding on its leading side; the card inside is what is seen.
      const rect = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

function featuredCarousel(page: Page): Locator {
  return page.getByRole('group', { name: 'Featured dishes' });
}

test.describe('menu', () => {
  test('shows every row in order, and a dish card leads to that dish', async ({ page }) => {
    await page.goto('/spices/menu');
    await expect(page).toHaveTitle(`Menu | ${businessName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();

    const titles = page.locator('main section h2');
    await expect(titles).toHaveText(rowTitles);

    const entrees = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Entrées' }) });
    const firstEntree = entrees.getByRole('link').first();
    await expect(firstEntree).toBeVisible();
    const dishName = (await firstEntree.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(dishName).not.toBe('');
    expect(await page.locator('main section a[href^="/spices/menu/"]').count()).toBeGreaterThan(5);

    await firstEntree.click();
    await expect(page).toHaveURL(new RegExp(`/spices/menu/${encodeURIComponent(dishName.replace(/ /g, '-'))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dishName);
    await expect(page).toHaveTitle(`${dishName} | ${businessName}`);
    await expect(page.getByRole('heading', { name: 'Sizes' })).toBeVisible();
  });

  test('an unknown dish says it cannot be found, with the way back to the menu', async ({ page }) => {
    await page.goto('/spices/menu/No-Such-Dish');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that dish');
    await page.getByRole('main').getByRole('link', { name: 'Browse the menu' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  });

  test('any other path shows the not-found page', async ({ page }) => {
    await page.goto('/spices/no-such-page');
    await expect(page).toHaveTitle(`Page not found | ${businessName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This plate is empty');
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
  });

  test('clicking a row title switches it between carousel and grid view, and its tooltip follows', async ({ page }) => {
    await page.goto('/spices/menu');
    const row = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Entrées' }) });
    const title = row.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Entrées' });

    // Carousel view by default.
    await expect(row.getByRole('group', { name: 'Entrées' })).toBeVisible();
    await expect(title).toHaveAttribute('title', 'Switch to grid view');
    await expect(title).toHaveAccessibleDescription('Switch to grid view');

    // The pre-rendered title is a button before the script runs, and a click then does nothing: a row hydrates as it
    // nears the viewport, so bring it there and wait for React.
    await scrollToRowElement(title);
    await waitForHydration(title, 'The Entrées row title');
    await title.click();
    await expect(row.getByRole('group', { name: 'Entrées' })).toHaveCount(0);
    await expect(row.getByRole('list').getByRole('link').first()).toBeVisible();
    await expect(title).toHaveAttribute('title', 'Switch to carousel view');
    await expect(title).toHaveAccessibleDescription('Switch to carousel view');

    await title.click();
    await expect(row.getByRole('group', { name: 'Entrées' })).toBeVisible();
    await expect(title).toHaveAttribute('title', 'Switch to grid view');
  });

  test('in carousel view a row scrolls by its arrow buttons', async ({ page }) => {
    await page.goto('/spices/menu');
    const carousel = page.getByRole('group', { name: 'Entrées' });
    const firstCard = carousel.getByRole('link').first();
    // A row below the fold hydrates, and gets its arrows, as it nears the viewport.
    await scrollToRowElement(firstCard);
    const forward = carousel.getByRole('button', { name: 'Scroll Entrées forward' });
    await expect(forward).toBeVisible();
    // Polled: a card measured while the row renders anew may be the one it replaced.
    await expect.poll(async () => Math.round((await firstCard.boundingBox())?.width ?? 0)).toBe(210);
    const before = (await firstCard.boundingBox())?.x ?? 0;
    await forward.click();
    await expect.poll(async () => Math.round(before - ((await firstCard.boundingBox())?.x ?? 0))).toBe(130);
    await carousel.getByRole('button', { name: 'Scroll Entrées back' }).click();
    await expect.poll(async () => Math.round((await firstCard.boundingBox())?.x ?? 0)).toBe(Math.round(before));
  });

  for (const { width, slides } of [
    { width: 1400, slides: 3 },
    { width: 1200, slides: 2 },
    { width: 900, slides: 1 },
  ]) {
    test(`the featured carousel shows ${slides} slide${slides === 1 ? '' : 's'} at a ${width} px window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/spices/menu');
      const featured = featuredCarousel(page);
      await expect(featured.getByRole('link').first()).toBeVisible();
      await expect.poll(() => slidesFullyInView(featured)).toBe(slides);
    });
  }

  test('the featured carousel loops, and its dots move it', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/spices/menu');
    const featured = featuredCarousel(page);
    const dots = featured.getByRole('button', { name: /^Go to slide \d+$/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    const slides = featured.locator('[data-carousel-slide]');
    const firstX = async () => Math.round((await slides.first().boundingBox())?.x ?? 0);
    const start = await firstX();

    await featured.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(featured.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(firstX).toBeLessThan(start);

    // Infinite: going back from the first slide lands on the last.
    await featured.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await featured.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  });

  test('hovering a dish previews it: its name and description show above the featured row', async ({ page }) => {
    await page.goto('/spices/menu');
    const intro = page.locator('main header');
    const sauces = page.getByRole('group', { name: 'Sauces' });
    const card = sauces.getByRole('link').first();
    await scrollToRowElement(card);
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    // The preview is the script's: a hover before the row hydrates shows nothing, so the pointer comes again until it does.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await card.hover();
      await expect(intro.locator('strong')).toHaveText(name, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const description = await page.evaluate(async (dishName) => {
      const dishes = (await (await fetch('/api/dishes')).json()) as { name: string; description: string }[];
      return dishes.find((dish) => dish.name === dishName)?.description ?? '';
    }, name);
    expect(description).not.toBe('');
    await expect(intro).toContainText(description.slice(0, 40));
  });

  test('the menu passes axe in carousel and grid view, wide and light, narrow and dark', async ({ page }) => {
    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/menu');
      await expect(page.getByRole('heading', { name: 'Appetizers' })).toBeVisible();
      await expect(page.locator('img[src*="Images/dishes"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Sauces', exact: true }).click();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('menu pictures on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

  test('fetches each dish picture as AVIF at the width its slot needs, not the widest', async ({ page }) => {
    await page.goto('/spices/menu');
    const currentSrc = (picture: Locator) => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''));
    // A 150 px carousel card is 300 device pixels: the 320 px rendition.
    const rowCard = page
      .locator('section', { has: page.getByRole('heading', { level: 2, name: 'Appetizers' }) })
      .locator('img')
      .first();
    await scrollToRowElement(rowCard);
    await expect.poll(() => currentSrc(rowCard)).toMatch(/\/Images\/dishes\/[a-z0-9-]+\.[0-9a-f]{8}-320\.avif$/);
    // The featured slide fills the 343 px column: 686 device pixels, the 960 px rendition.
    await expect.poll(() => currentSrc(featuredCarousel(page).locator('img').first())).toMatch(/-960\.avif$/);
  });
});
