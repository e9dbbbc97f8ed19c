/**
 * The repository's paths, in one place: functions/ (the local host, its scripts), infra/ (bundling,
 * the CDK app), web/scripts/ (the site and art builds) and tests/ import them from here rather than
 * each working out the root from its own depth, or importing another layer's script for it.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));

/** The deployable back end: one folder per business area (docs/architecture.md), the platform and the route table. */
export const functionsSrcDir = join(repoRoot, 'functions', 'src');

/**
 * The module of a route's handler (`<area>/<name>` as the route table names it) under `srcDir`:
 * `<srcDir>/<area>/handlers/<name>.ts`.
 */
export function handlerFile(handler: string, srcDir = functionsSrcDir): string {
  const [area, name, ...rest] = handler.split('/');
  if (!area || !name || rest.length > 0) throw new Error(`The handler ${handler} is not <area>/<name>.`);
  return join(srcDir, area, 'handlers', `${name}.ts`);
}

/** The starter content: the menu, its art manifest and the catering FAQs. */
export const seedDir = join(functionsSrcDir, 'catalogue', 'seed');

/** The web app's root (index.html, vite.config.ts) and its static files. */
export const webDir = join(repoRoot, 'web');
export const publicDir = join(webDir, 'public');
/** The built site: what the local host serves and the CDK uploads. */
export const siteDir = join(webDir, 'dist');
/** The build's page renderer and page kit (not served): the hosts render the public pages again with them when the menu changes. */
export const rendererDir = join(webDir, 'dist-server');
