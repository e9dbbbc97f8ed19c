/**
 * The repository's paths, in one place: functions/ (the local host, its scripts), infra/ (bundling,
 * the CDK app), web/scripts/ (the site and art builds) and tests/ import them from here rather than
 * each working out the root from its own depth, or importing another layer's script for it.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)));

/** The Lambda handlers, one module per route (`<handler>.ts` as the route table names it). */
export const handlersDir = join(repoRoot, 'functions', 'src', 'handlers');
/** The starter content: the menu, its art manifest and the catering FAQs. */
export const seedDir = join(repoRoot, 'functions', 'src', 'seed');

/** The web app's root (index.html, vite.config.ts) and its static files. */
export const webDir = join(repoRoot, 'web');
export const publicDir = join(webDir, 'public');
/** The built site: what the local host serves and the CDK uploads. */
export const siteDir = join(webDir, 'dist');
/** The build's page renderer and page kit (not served): the hosts render the public pages again with them when the menu changes. */
export const rendererDir = join(webDir, 'dist-server');
