/**
 * The shop's pages never load the kitchen's code (docs/architecture.md#chunks): the build names every chunk that
 * only /kitchen uses `kitchen-only…` (web/scripts/kitchen-chunks.ts), and a visitor's or a customer's pages ask
 * for none of them, neither in the lists the build writes into the pages nor in the browser. The owner's kitchen
 * does ask for them, which shows that the check can fail. The pre-rendered pages load the app's shell as one chunk
 * (web/scripts/app-shell-chunk.ts), without the forms' schemas.
 */
import { expect, test, type Page } from '@playwright/test';
import { kitchenChunkPrefix } from '../../web/scripts/kitchen-chunks.ts';
import { prerenderModulesId, type PageModules } from '../../web/src/lib/prerender.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { waitForHydration } from './hydration.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';

const isBackOffice = (url: string) => new URL(url, 'http://shop.test').pathname.split('/').at(-1)!.startsWith(kitchenChunkPrefix);

/** The chunks a pre-rendered page lists in its modules block (none for the shell). */
function listedScripts(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${prerenderModulesId}">([^<]*)</script>`).exec(html)?.[1];
  return block ? (JSON.parse(block) as PageModules).scripts : [];
}

/** Every script and stylesheet the page asks for from now on (modulepreloads and the entry's imports among them). */
function collectCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') urls.push(request.url());
  });
  return urls;
}

/** Opens a page and waits until React owns its heading and, once scrolled to, its footer: every chunk the page loads by itself has come. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page.getByRole('heading', { level: 1 }).first(), `the heading of ${path}`);
  const footerLink = page.locator('footer a').last();
  await footerLink.scrollIntoViewIfNeeded();
  await waitForHydration(footerLink, `the footer of ${path}`);
}

test.describe('kitchen-only chunks', () => {
  test("no pre-rendered page, nor the app's shell, lists a kitchen-only chunk", async ({ request }) => {
    const pages = (await (await request.get('/spices/prerendered.json')).json()) as string[];
    expect(pages).toContain('/menu/Jollof-Rice');
    for (const path of [...pages, '/contact']) {
      const html = await (await request.get(`/spices${path === '/' ? '/' : encodeURI(path)}`)).text();
      const listed = listedScripts(html);
      const linked = [...html.matchAll(/<(?:link|script)\b[^>]*\s(?:href|src)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
      // The pre-rendered pages list their chunks; the shell (/contact) preloads the app's.
      expect([...listed, ...linked].length, path).toBeGreaterThan(0);
      expect([...listed, ...linked].filter(isBackOffice), path).toEqual([]);
      // Only the kitchen's frame and the account's link a web app manifest (docs/architecture.md#the-accounts-app).
      expect(html, path).not.toContain('rel="manifest"');
    }
  });

  test('the pre-rendered pages load the app shell as one chunk, and not the forms’ schemas', async ({ request, page }) => {
    // docs/decisions.md#the-app-shell-in-one-chunk: modules most pre-rendered screens share join the shell, but not
    // zod (the forms' schemas, 25 KB gzipped), which no pre-rendered page needs before its first input.
    const hasZod = (source: string) => source.includes('ZodError');
    for (const path of ['/', '/menu', '/about', '/catering', '/menu/Jollof-Rice']) {
      const html = await (await request.get(`/spices${path}`)).text();
      const listed = listedScripts(html);
      expect(
        listed.filter((href) => href.split('/').at(-1)!.startsWith('app-shell-')),
        path,
      ).toHaveLength(1);
      const sources = await Promise.all(listed.map(async (href) => (await request.get(href)).text()));
      expect(sources.filter(hasZod).length, path).toBe(0);
    }
    // The check can fail: the contact page's forms do load zod.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/spices/contact');
    await waitForHydration(page.getByRole('heading', { level: 1 }).first(), 'the contact page');
    await expect.poll(async () => (await Promise.all(scripts)).some(hasZod)).toBe(true);
  });

  test('a visitor on the shop’s pages asks for no kitchen-only script or stylesheet', async ({ page }) => {
    test.setTimeout(60_000);
    const code = collectCode(page);
    for (const path of ['/spices/', '/spices/menu', '/spices/menu/Jollof-Rice', '/spices/catering', '/spices/about', '/spices/contact']) {
      await openHydrated(page, path);
    }
    // The search, which loads its own chunk when opened.
    await page.getByRole('searchbox', { name: 'Search Menu' }).click();
    await page.getByRole('searchbox', { name: 'Search Menu' }).fill('jollof');
    await expect(page.getByRole('link', { name: /Jollof Rice/ }).first()).toBeVisible();
    // Signed out, the cart sends the visitor to sign in.
    await page.goto('/spices/order');
    await expect(page).toHaveURL(/\/spices\/login$/);
    await waitForHydration(page.getByRole('button', { name: 'Sign in' }), 'the sign-in form');
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter(isBackOffice)).toEqual([]);
  });

  test('a signed-in customer’s cart asks for no kitchen-only script or stylesheet', async ({ page, context }) => {
    await signInBrowser(context, { name: 'Kofi Mensah' });
    const code = collectCode(page);
    await page.goto('/spices/order');
    await waitForHydration(page.getByRole('heading', { level: 1 }).first(), 'the cart');
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter(isBackOffice)).toEqual([]);
  });

  test('the owner’s kitchen does ask for kitchen-only chunks', async ({ page }) => {
    const owner = await newOwner('Efua Owusu');
    const code = collectCode(page);
    await signInOwnerAt(page, owner, '/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(code.filter(isBackOffice).length).toBeGreaterThan(0);
  });
});
