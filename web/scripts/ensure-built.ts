/**
 * Builds the site (Vite, then the pre-rendered pages: web/scripts/build-site.ts) when web/dist or the page renderer is missing, or older than any source file of the site.
 * Used by `npm start`, the test runner and the CDK app, so none of them serves a stale site.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rendererDir, repoRoot, siteDir } from '../../repo-paths.ts';
import { pageKitFile } from '../../functions/src/pages/rules/site-pages.ts';

// The pre-rendered pages also read the starter content (functions/src/catalogue/seed) through the catalogue's use cases, store and rules.
const sourceRoots = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/scripts/app-shell-chunk.ts',
  'web/scripts/kitchen-chunks.ts',
  'web/scripts/build-site.ts',
  // Every area's contract (the web's words and schemas), the shop's public numbers, the pages area.
  ...readdirSync(join(repoRoot, 'functions', 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, 'functions', 'src', entry.name, 'contract')))
    .map((entry) => `functions/src/${entry.name}/contract`),
  'functions/src/platform/config',
  'functions/src/pages',
  'functions/src/catalogue/seed',
  'functions/src/catalogue/use-cases/catalogue-seed.ts',
  'functions/src/catalogue/store/starter-items.ts',
  'functions/src/catalogue/rules/menu.ts',
  'functions/src/catalogue/store/dish.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function siteIsStale(): boolean {
  const builtIndex = join(siteDir, 'index.html');
  // The renderer and page kit are written before the pages: a build without them is not complete.
  if (!existsSync(builtIndex) || !existsSync(join(rendererDir, pageKitFile))) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceRoots.some((root) => newestMtime(join(repoRoot, root)) > builtAt);
}

/** Builds the site when needed; returns whether a build ran. Throws when the build fails. */
export function ensureSiteBuilt(log: (line: string) => void = console.log): boolean {
  if (!siteIsStale()) return false;
  log('Building the site (web/dist is missing or older than its sources)…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'web/scripts/build-site.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The site build failed (see the Vite output above).');
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureSiteBuilt();
}
