/** The public pages as files (functions/src/pages/rules/site-pages.ts): where each page goes, and a dish name that would climb out of its folder. */
import { describe, expect, it } from 'vitest';
import { starterPages } from '../../../functions/src/pages/use-cases/site-pages.ts';
import { isSafePagePath, pageFileOf, renderSitePages, type PageKit, type PageRenderer } from '../../../functions/src/pages/rules/site-pages.ts';

const none = { scripts: [], styles: [] };
const kit: PageKit = {
  shell: '<!doctype html><title>x</title><meta name="description" content="x"></head><div id="root"></div>',
  screens: { home: none, menu: none, catering: none, about: none, dish: none },
  styles: {},
};
const renderer: PageRenderer = {
  renderPage: async (path) => ({ html: `<main>${path}</main>`, state: {} }),
  hostedRoutePatterns: () => [],
};

describe('the pages as files', () => {
  it('puts a page in its own folder by its decoded address', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/menu/Jollof-Rice')).toBe('menu/Jollof-Rice/index.html');
    expect(pageFileOf('/menu/Cr%C3%A8me-Br%C3%BBl%C3%A9e')).toBe('menu/Crème-Brûlée/index.html');
  });

  it('refuses an address that climbs out of its folder once decoded', () => {
    for (const path of ['/menu/a%2F..%2Fb', '/menu/..', '/menu/.%2Fx', '/menu/a%5Cb']) {
      expect(isSafePagePath(path), path).toBe(false);
      expect(() => pageFileOf(path)).toThrow(/Unsafe page path/);
    }
  });

  it('gives a dish named so no page, and still renders every other page', async () => {
    const data = starterPages();
    const [first] = data.dishes;
    const climbing = { ...first!, dish: { ...first!.dish, id: 'climbing', name: 'Rice/../../index' } };
    const pages = await renderSitePages(kit, renderer, { ...data, dishes: [...data.dishes, climbing] });
    expect(pages).toHaveLength(4 + data.dishes.length);
    expect(pages.map((page) => page.path)).not.toContain('/menu/Rice/../../index');
    expect(pages.every((page) => !page.file.includes('..'))).toBe(true);
    const jollof = pages.find((page) => page.path === '/menu/Jollof-Rice')!;
    expect(jollof.file).toBe('menu/Jollof-Rice/index.html');
    expect(jollof.html).toContain('<title>Jollof Rice | Spices African Kitchen</title>');
  });
});
