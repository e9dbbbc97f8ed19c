/**
 * The public pages as files (docs/architecture.md#pre-rendered-pages): home, the menu, catering, about and a page for
 * every dish on the shop, each the HTML of its screen rendered from the data it shows, with its title and description,
 * its styles inline, the data as a JSON block (the query cache main.tsx hydrates from) and the list of its chunks
 * (another JSON block, read by boot.ts). The build renders them from the starter catalogue (web/scripts/build-site.ts)
 * and leaves the page kit beside its renderer (web/dist-server/); the hosts render them again from the live catalogue
 * whenever the menu version rises (./publish-pages.ts), with the same kit and the same code here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { business } from '../../platform/config/business.ts';
import type { PageData, SitePagesData } from '../contract/site-pages.ts';
import { dishPath } from '../../catalogue/contract/dish-path.ts';

/** The screens that have pre-rendered pages (their modules, as the build's manifest names them). */
export const pageScreens = {
  home: 'src/app/routes/home.tsx',
  menu: 'src/app/routes/menu.tsx',
  catering: 'src/app/routes/catering.tsx',
  about: 'src/app/routes/about.tsx',
  dish: 'src/app/routes/dish.tsx',
} as const;
export type PageScreen = keyof typeof pageScreens;

/** A page's chunks and stylesheets, as addresses under /spices/assets/. */
export type PageAssets = { scripts: string[]; styles: string[] };

/**
 * What the build leaves for rendering pages later (web/dist-server/page-kit.json): the shell (the built index.html),
 * each screen's chunks and styles, and the text of every stylesheet a page inlines, by address.
 */
export type PageKit = { shell: string; screens: Record<PageScreen, PageAssets>; styles: Record<string, string> };

/** What the renderer bundle (web/src/entry-server.tsx, built on its own) exports. */
export type PageRenderer = {
  renderPage(path: string, data: PageData): Promise<{ html: string; state: unknown }>;
  hostedRoutePatterns(prerenderedPaths: readonly string[]): string[];
};

export const pageKitFile = 'page-kit.json';
/** An ES module by its name alone, wherever it is copied (a Lambda function's bundle has no package.json saying so). */
export const rendererFile = 'entry-server.mjs';

/** The ids of the JSON blocks a page carries (web/src/lib/prerender.ts holds the same two for the browser). */
export const pageBlockIds = { state: 'spices-state', modules: 'spices-modules' } as const;

/** The page kit and the renderer the build left in this folder. */
export async function loadPageKit(dir: string): Promise<{ kit: PageKit; renderer: PageRenderer }> {
  const kit = JSON.parse(readFileSync(join(dir, pageKitFile), 'utf8')) as PageKit;
  const renderer = (await import(pathToFileURL(join(dir, rendererFile)).href)) as PageRenderer;
  return { kit, renderer };
}

/** A page to render: its path under the site, its screen, its head and its data. */
type Page = { path: string; screen: PageScreen; title: string; description?: string; data: PageData };

/** One rendered page: its path under the site ('/menu/Jollof-Rice'), its file ('menu/Jollof-Rice/index.html') and HTML. */
export type RenderedPage = { path: string; file: string; html: string };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON that cannot end the block it sits in. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

function pagesToRender(data: SitePagesData): Page[] {
  const title = (name: string) => `${name} | ${business.name}`;
  return [
    { path: '/', screen: 'home', title: business.name, data: { menu: data.menu } },
    { path: '/menu', screen: 'menu', title: title('Menu'), data: { menu: data.menu } },
    { path: '/catering', screen: 'catering', title: title('Catering'), data: { faqs: data.faqs } },
    { path: '/about', screen: 'about', title: title('About'), data: {} },
    // A name whose address would climb out of its folder ('a/../b': names may hold a slash) gets no page: its address
    // is answered by the app's shell, and the other pages are still published.
    ...data.dishes
      .filter((dish) => isSafePagePath(dishPath(dish.dish.name)))
      .map((dish) => ({
        path: dishPath(dish.dish.name),
        screen: 'dish' as const,
        title: title(dish.dish.name),
        description: dish.dish.description,
        // The dish page reads no menu: its data is the dish alone (the menu's cards would be some 20 KB of JSON for nothing).
        data: { dish },
      })),
  ];
}

/**
 * A stylesheet inline, so the first paint waits for no stylesheet request (the CSP allows inline styles, not scripts),
 * and its link, disabled: a disabled stylesheet is neither fetched nor applied, and it tells Vite's loader that the
 * styles are present, so hydration does not fetch them first.
 */
function inlineStyle(kit: PageKit, href: string): string {
  const text = kit.styles[href];
  if (text === undefined) throw new Error(`The page kit has no stylesheet ${href}`);
  return `<style>${text.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

function pageHtml(kit: PageKit, page: Page, rendered: { html: string; state: unknown }): string {
  const assets = kit.screens[page.screen];
  // React writes the page's resource hints (the LCP image's preload) ahead of the app: they belong in the head.
  const hints = /^(?:<link\b[^>]*>)+/.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(hints.length);
  const head = [...(hints ? [hints] : []), ...assets.styles.map((href) => inlineStyle(kit, href))].join('\n    ');
  // Replacements by function: a '$' in a price, a name or a blurhash is text, not a replacement pattern.
  let html = kit.shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  const description = page.description;
  if (description) html = html.replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(description)}"`);
  // The entry's own stylesheet goes inline too.
  html = html.replace(/<link rel="stylesheet" crossorigin href="(\/spices\/assets\/[^"]+\.css)">/g, (_, href: string) => inlineStyle(kit, href));
  html = html.replace('</head>', () => `  ${head}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty #root to fill');
  return html.replace(
    root,
    () =>
      `<div id="root">${body}</div>\n    <script type="application/json" id="${pageBlockIds.state}">${jsonForHtml(rendered.state)}</script>` +
      `\n    <script type="application/json" id="${pageBlockIds.modules}">${jsonForHtml({ scripts: assets.scripts })}</script>`,
  );
}

const segmentsOf = (path: string) => decodeURIComponent(path).split('/').filter(Boolean);

/** Whether a page's address stays in its own folder once decoded (no '.' or '..' segment, no backslash). */
export function isSafePagePath(path: string): boolean {
  return segmentsOf(path).every((segment) => segment !== '.' && segment !== '..' && !segment.includes('\\'));
}

/** Where a page's file goes: '/menu/Jollof-Rice' → menu/Jollof-Rice/index.html (names decoded, as S3 keys and the local host read them). */
export function pageFileOf(path: string): string {
  if (!isSafePagePath(path)) throw new Error(`Unsafe page path ${path}`);
  return [...segmentsOf(path), 'index.html'].join('/');
}

/** Every public page, rendered from this data. */
export async function renderSitePages(kit: PageKit, renderer: PageRenderer, data: SitePagesData): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const page of pagesToRender(data)) {
    const path = decodeURIComponent(page.path);
    rendered.push({ path, file: pageFileOf(page.path), html: pageHtml(kit, page, await renderer.renderPage(path, page.data)) });
  }
  return rendered;
}
