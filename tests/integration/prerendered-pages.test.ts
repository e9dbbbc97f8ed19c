/**
 * The pre-rendered public pages (docs/architecture.md#pre-rendered-pages) as the local host serves
 * them: HTML that already holds what the page shows (dish names, prices, FAQs), the data it was
 * rendered from for hydration, and no inline script; every other route gets the app's shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { starterPages } from '../../functions/src/pages/use-cases/site-pages.ts';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { prerenderModulesId, type PageModules } from '../../web/src/lib/prerender.ts';
import { dishPath } from '../../functions/src/catalogue/contract/dish-path.ts';
import { siteDir } from '../../repo-paths.ts';
import { shopOrigin } from '../fixtures/api.ts';

const starter = starterPages();

async function page(path: string): Promise<string> {
  const response = await fetch(`${shopOrigin}/spices${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The app's HTML, without the markers React puts between adjacent texts. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')).replaceAll('<!-- -->', '');

/** The query cache the page was rendered from (a JSON block, as the CSP allows no inline script). */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const block = /<script type="application\/json" id="spices-state">([^<]*)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as ReturnType<typeof stateOf>;
}

/** Text as HTML escapes it (React escapes &, <, > and quotes in text). */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the pre-rendered pages', () => {
  it('the menu is HTML with every dish on it, by name and starting price', async () => {
    const html = await page('/menu');
    const root = rootOf(html);
    expect(html).toContain('<title>Menu | Spices African Kitchen</title>');
    for (const dish of starter.menu) {
      expect(root).toContain(inHtml(dish.name));
      expect(root).toContain(formatUsd(dish.startingPrice));
    }
    const [menuQuery] = stateOf(html).queries;
    expect(menuQuery?.queryKey).toEqual(['dishes', 'list']);
    expect(menuQuery?.state.data).toEqual(starter.menu);
  });

  it('every dish has its own page with its name, prices, description and a high-priority main photo', async () => {
    for (const { dish } of starter.dishes) {
      const html = await page(dishPath(dish.name));
      const root = rootOf(html);
      expect(html).toContain(`<title>${inHtml(dish.name)} | Spices African Kitchen</title>`);
      expect(html.replace(/\s+/g, ' ')).toContain(`<meta name="description" content="${inHtml(dish.description).replaceAll('"', '&quot;')}"`);
      expect(root).toContain(`>${inHtml(dish.name)}</h1>`);
      for (const { price } of dish.prices) expect(root).toContain(formatUsd(price));
      // The largest image is in the HTML, fetched first, at the width its slot needs.
      const hero = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(root)?.[0];
      expect(hero, dish.name).toBeDefined();
      expect(hero).toMatch(/sizes="[^"]+"/);
      expect(hero).toMatch(/srcSet="[^"]+ 320w/);
    }
  });

  it('home and catering hold their content; catering its FAQs', async () => {
    const home = rootOf(await page('/'));
    expect(home).toContain('Serving Greater Milwaukee since 2018');
    expect(home).toMatch(/<img[^>]*fetchPriority="high"/i);
    const catering = rootOf(await page('/catering'));
    for (const faq of starter.faqs) expect(catering).toContain(inHtml(faq.question));
    expect(rootOf(await page('/about'))).toContain('About Spices African Kitchen');
  });

  it('carries no inline script (the CSP forbids it): only module scripts by address and the JSON block', async () => {
    for (const path of ['/', '/menu', '/catering', '/about', dishPath(starter.dishes[0]!.dish.name)]) {
      const html = await page(path);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, path).toMatch(/ src="\/spices\/assets\/[^"]+\.js"| type="application\/json"/);
      }
      // The screen's styles are inline, so the first paint is styled without a request or script (their
      // links are disabled: never fetched); the chunks the entry asks for after that paint are in a JSON block.
      expect(html, path).toMatch(/<style>[^<]*\{/);
      for (const [link] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) expect(link, path).toContain(' disabled');
      const modules = JSON.parse(new RegExp(`<script type="application/json" id="${prerenderModulesId}">([^<]*)</script>`).exec(html)![1]!) as PageModules;
      expect(modules.scripts.length, path).toBeGreaterThan(1);
      for (const asset of modules.scripts) {
        expect(asset, path).toMatch(/^\/spices\/assets\/[\w.-]+\.js$/);
        expect(existsSync(join(siteDir, asset.slice('/spices/'.length))), asset).toBe(true);
      }
    }
  });

  it("answers other routes with the app's shell, and a dish added after the build with the shell and status 404", async () => {
    const shell = readFileSync(join(siteDir, 'spa.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    for (const path of ['/account', '/order/schedule', '/kitchen']) {
      expect(await page(path), path).toBe(shell);
    }
    // No pre-rendered page: an unknown address to the host (docs/decisions.md#a-404-status-for-unknown-addresses), whose shell still renders the dish.
    const added = await fetch(`${shopOrigin}/spices/menu/A-Dish-Added-Today`);
    expect(added.status).toBe(404);
    expect(await added.text()).toBe(shell);
  });

  it('lists its pages for the hosts to route by', () => {
    const listed = JSON.parse(readFileSync(join(siteDir, 'prerendered.json'), 'utf8')) as string[];
    expect(listed).toEqual(['/', '/menu', '/catering', '/about', ...starter.dishes.map(({ dish }) => decodeURIComponent(dishPath(dish.name)))]);
  });
});
