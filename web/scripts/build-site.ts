/**
 * `npm run build:web`: builds the site with Vite, then pre-renders its public pages
 * (docs/architecture.md#pre-rendered-pages). Home, the menu, catering, about and every dish page
 * become HTML with the data they were rendered from (a JSON block), their styles inline and the list
 * of their chunks (another JSON block), so the first paint needs no script and no other request for
 * the page itself; the entry (boot.ts) then asks for the chunks and main.tsx hydrates the page. The
 * renderer (a bundle of its own) and the page kit stay in web/dist-server/, for the hosts to render the
 * pages again from the live menu (functions/src/site/). Every other
 * route of the app is served spa.html, the empty shell the app renders into; an address the app has no route for
 * gets 404.html, the same shell answered with status 404 (app-routes.json lists the routes for the hosts).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { rendererDir, siteDir, webDir } from '../../repo-paths.ts';
import { appRoutesFile, notFoundPageFile } from '../../functions/src/pages/contract/site-routes.ts';
import { starterPages } from '../../functions/src/pages/use-cases/site-pages.ts';
import { pageListFile } from '../../functions/src/pages/use-cases/publish-folder.ts';
import {
  loadPageKit,
  pageKitFile,
  pageScreens,
  rendererFile,
  renderSitePages,
  type PageAssets,
  type PageKit,
  type PageScreen,
} from '../../functions/src/pages/rules/site-pages.ts';

const configFile = join(webDir, 'vite.config.ts');
const base = '/spices/';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The app's module, loaded by the entry (boot.ts) after the first paint. */
const appModule = 'src/main.tsx';

/** The chunks of these modules and those they import that the entry does not load itself, with their styles. */
function moduleAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
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
function shellHtml(shell: string, assets: PageAssets): string {
  const head = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  return shell.replace('</head>', () => `  ${head}\n  </head>`);
}

/** What the pages need of the build: the shell, each screen's chunks and styles, and every stylesheet's text a page inlines. */
function pageKit(manifest: Manifest, shell: string): PageKit {
  const screens = Object.fromEntries(Object.entries(pageScreens).map(([screen, module]) => [screen, moduleAssets(manifest, [appModule, module])])) as Record<
    PageScreen,
    PageAssets
  >;
  const entryStyles = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="(\/spices\/assets\/[^"]+\.css)">/g)].map((match) => match[1]!);
  const hrefs = new Set([...entryStyles, ...Object.values(screens).flatMap((assets) => assets.styles)]);
  const styles = Object.fromEntries([...hrefs].map((href) => [href, readFileSync(join(siteDir, href.slice(base.length)), 'utf8')]));
  return { shell, screens, styles };
}

export async function buildSite(): Promise<void> {
  await build({ configFile, logLevel: 'warn', build: { manifest: true } });
  // The renderer, on its own with every package inside, so a Lambda function can run it as it is.
  await build({
    configFile,
    logLevel: 'warn',
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: rendererDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: rendererFile } },
    },
  });
  const manifestFile = join(siteDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shell = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const spa = shellHtml(shell, moduleAssets(manifest, [appModule]));
  writeFileSync(join(siteDir, 'spa.html'), spa);
  writeFileSync(join(siteDir, notFoundPageFile), spa);
  writeFileSync(join(rendererDir, pageKitFile), JSON.stringify(pageKit(manifest, shell)));

  const { kit, renderer } = await loadPageKit(rendererDir);
  const pages = await renderSitePages(kit, renderer, starterPages());
  for (const page of pages) {
    const file = join(siteDir, page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.html);
  }
  const paths = pages.map((page) => page.path);
  // The list the hosts route by (the local host looks for the files; CloudFront's function carries the list).
  writeFileSync(join(siteDir, pageListFile), `${JSON.stringify(paths)}\n`);
  writeFileSync(join(siteDir, appRoutesFile), `${JSON.stringify(renderer.hostedRoutePatterns(paths))}\n`);
  rmSync(join(siteDir, '.vite'), { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildSite();
}
