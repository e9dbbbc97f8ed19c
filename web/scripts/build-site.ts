/**
 * `npm run build:web`: builds the site with Vite, then pre-renders its public pages
 * (docs/architecture.md#pre-rendered-pages). Home, the menu, catering, about and every dish page
 * become HTML with the data they were rendered from (a JSON block), their styles inline and the list
 * of their chunks (another JSON block), so the first paint needs no script and no other request for
 * the page itself; the entry (boot.ts) then asks for the chunks and main.tsx hydrates the page. Every other
 * route of the app is served spa.html, the empty shell the app renders into; an address the app has no route for
 * gets 404.html, the same shell answered with status 404 (app-routes.json lists the routes for the hosts).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { siteDir, webDir } from '../../repo-paths.ts';
import { business } from '../../functions/src/config/business.ts';
import { appRoutesFile, notFoundPageFile } from '../../functions/src/config/site-routes.ts';
import { starterPages } from '../../functions/src/services/starter-pages.ts';
import type { PageData } from '../src/entry-server.tsx';
import { dishPath } from '../src/lib/slug.ts';
import { prerenderModulesId, prerenderStateId, type PageModules } from '../src/lib/prerender.ts';

const configFile = join(webDir, 'vite.config.ts');
const serverDir = join(webDir, 'dist-server');
const base = '/spices/';

/** A pre-rendered page: its address under the site, the screen module that renders it, its head and its data. */
type Page = { path: string; screen: string; title: string; description?: string; data: PageData };

/** A page's chunks and stylesheets, as addresses under /spices/assets/. */
type Assets = { scripts: string[]; styles: string[] };

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON that cannot end the block it sits in. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

function pagesToRender(): Page[] {
  const starter = starterPages();
  const menuTitle = (title: string) => `${title} | ${business.name}`;
  return [
    { path: '/', screen: 'src/app/routes/home.tsx', title: business.name, data: { menu: starter.menu } },
    { path: '/menu', screen: 'src/app/routes/menu.tsx', title: menuTitle('Menu'), data: { menu: starter.menu } },
    { path: '/catering', screen: 'src/app/routes/catering.tsx', title: menuTitle('Catering'), data: { faqs: starter.faqs } },
    { path: '/about', screen: 'src/app/routes/about.tsx', title: menuTitle('About'), data: {} },
    ...starter.dishes.map(({ dish, optionalIngredients }) => ({
      path: dishPath(dish.name),
      screen: 'src/app/routes/dish.tsx',
      title: menuTitle(dish.name),
      description: dish.description,
      data: { menu: starter.menu, dish: { dish, optionalIngredients } },
    })),
  ];
}

/** The app's module, loaded by the entry (boot.ts) after the first paint. */
const appModule = 'src/main.tsx';

/** The chunks of these modules and those they import that the entry does not load itself, with their styles. */
function moduleAssets(manifest: Manifest, modules: readonly string[]): Assets {
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  const loaded = new Set<string>();
  for (const key of Object.keys(manifest).filter((key) => manifest[key]!.isEntry)) collect(key, loaded);
  const needed = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module}`);
    collect(module, needed);
  }
  const chunks = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => base + chunk.file), styles: chunks.flatMap((chunk) => chunk.css ?? []).map((file) => base + file) };
}

/** The shell: the app's chunks preloaded and its styles linked, so nothing waits for the entry to ask for them. */
function shellHtml(shell: string, assets: Assets): string {
  const head = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  return shell.replace('</head>', () => `  ${head}\n  </head>`);
}

function pageHtml(shell: string, page: Page, rendered: { html: string; state: unknown }, assets: Assets): string {
  // React writes the page's resource hints (the LCP image's preload) ahead of the app: they belong in the head.
  const hints = /^(?:<link\b[^>]*>)+/.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(hints.length);
  const head = [...(hints ? [hints] : []), ...assets.styles.map((href) => inlineStyle(href))].join('\n    ');
  // Replacements by function: a '$' in a price, a name or a blurhash is text, not a replacement pattern.
  let html = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  const description = page.description;
  if (description) html = html.replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(description)}"`);
  // The entry's own stylesheet goes inline too.
  html = html.replace(/<link rel="stylesheet" crossorigin href="(\/spices\/assets\/[^"]+\.css)">/g, (_, href: string) => inlineStyle(href));
  html = html.replace('</head>', () => `  ${head}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty #root to fill');
  const modules: PageModules = { scripts: assets.scripts };
  return html.replace(
    root,
    () =>
      `<div id="root">${body}</div>\n    <script type="application/json" id="${prerenderStateId}">${jsonForHtml(rendered.state)}</script>` +
      `\n    <script type="application/json" id="${prerenderModulesId}">${jsonForHtml(modules)}</script>`,
  );
}

/**
 * A stylesheet inline, so the first paint waits for no stylesheet request (the CSP allows inline
 * styles, not scripts), and its link, disabled: a disabled stylesheet is neither fetched nor applied,
 * and it tells Vite's loader that the styles are present, so hydration does not fetch them first.
 */
function inlineStyle(href: string): string {
  return `<style>${styleText(href)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

function styleText(href: string): string {
  return readFileSync(join(siteDir, href.slice(base.length)), 'utf8').replaceAll('</style', '<\\/style');
}

/** Where a page's file goes: '/menu/Jollof-Rice' → menu/Jollof-Rice/index.html (names decoded, as S3 keys and the local host read them). */
function fileOf(path: string): string {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  for (const segment of segments) if (segment === '.' || segment === '..' || segment.includes('\\')) throw new Error(`Unsafe page path ${path}`);
  return join(siteDir, ...segments, 'index.html');
}

export async function buildSite(): Promise<void> {
  await build({ configFile, logLevel: 'warn', build: { manifest: true } });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const manifestFile = join(siteDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shell = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const spa = shellHtml(shell, moduleAssets(manifest, [appModule]));
  writeFileSync(join(siteDir, 'spa.html'), spa);
  writeFileSync(join(siteDir, notFoundPageFile), spa);

  const { renderPage, hostedRoutePatterns } = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as typeof import('../src/entry-server.tsx');
  const pages = pagesToRender();
  for (const page of pages) {
    const rendered = await renderPage(decodeURIComponent(page.path), page.data);
    const file = fileOf(page.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(shell, page, rendered, moduleAssets(manifest, [appModule, page.screen])));
  }
  // The list the hosts route by (the local host looks for the files; CloudFront's function carries the list).
  writeFileSync(join(siteDir, 'prerendered.json'), `${JSON.stringify(pages.map((page) => decodeURIComponent(page.path)))}\n`);
  writeFileSync(join(siteDir, appRoutesFile), `${JSON.stringify(hostedRoutePatterns(pages.map((page) => decodeURIComponent(page.path))))}\n`);
  rmSync(join(siteDir, '.vite'), { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildSite();
}
