/**
 * The shop's two installable web apps, their manifests and icons: the kitchen's (docs/architecture.md#the-kitchens-app)
 * and the customer's account's (docs/architecture.md#the-accounts-app). The icons are made from the brand's favicon
 * (web/public/favicon.svg): the rounded square as it is for the "any" icons, the pepper inside the maskable safe zone
 * on a full-bleed ground for the maskable ones and iOS, and the pepper alone in white for Android's status-bar badge.
 * Pure: web/scripts/make-web-apps.ts writes the files, and unit tests check the committed ones against it.
 */
import { business } from '../../../functions/src/platform/config/business.ts';
import { accountAppDir, accountAppStart, accountTouchIconFile } from '../../src/lib/account-app.ts';
import { kitchenAppDir, kitchenTouchIconFile } from '../../src/lib/kitchen-app.ts';

/** The site's base path; the manifest names absolute paths under it so the app's id never depends on where it is read. */
const base = '/spices/';

/** The shop's light background (web/src/styles/_themes.scss --color-bg, index.html's light theme-color). */
export const appBackground = '#fffaf3';

export type AppIcon = { file: string; size: number; purpose: 'any' | 'maskable' | 'badge' | 'touch' };

/** Every picture an app uses, in its folder under web/public/. */
function appIcons(folder: string, touchIconFile: string): readonly AppIcon[] {
  return [
    { file: `${folder}icon-192.png`, size: 192, purpose: 'any' },
    { file: `${folder}icon-512.png`, size: 512, purpose: 'any' },
    { file: `${folder}icon-maskable-192.png`, size: 192, purpose: 'maskable' },
    { file: `${folder}icon-maskable-512.png`, size: 512, purpose: 'maskable' },
    { file: `${folder}badge-96.png`, size: 96, purpose: 'badge' },
    { file: touchIconFile, size: 180, purpose: 'touch' },
  ];
}

export const kitchenIcons = appIcons(kitchenAppDir, kitchenTouchIconFile);
export const accountIcons = appIcons(accountAppDir, accountTouchIconFile);

/** The manifest's icons: the any and maskable ones (the badge and the touch icon are named elsewhere). */
function manifestIcons(icons: readonly AppIcon[]) {
  return icons
    .filter((icon) => icon.purpose === 'any' || icon.purpose === 'maskable')
    .map((icon) => ({ src: `${base}${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose }));
}

export function kitchenManifest() {
  const folder = `${base}${kitchenAppDir}`;
  // The board is /spices/kitchen (no slash): the app's scope and start are that path, so every kitchen screen is in the
  // installed app (a scope is a prefix). The worker's scope stays its folder, /spices/kitchen/, as a worker's must.
  const board = folder.replace(/\/$/, '');
  return {
    id: folder,
    name: 'Spices Kitchen',
    short_name: 'Kitchen',
    description: 'The kitchen’s orders, alerts and settings.',
    start_url: board,
    scope: board,
    display: 'standalone',
    background_color: appBackground,
    theme_color: appBackground,
    categories: ['business', 'food'],
    icons: manifestIcons(kitchenIcons),
  };
}

/**
 * The customer's app: added to an iPhone's Home Screen it can take the order's pushes (Safari gives push to no tab).
 * It opens on the customer's orders; its scope is the whole shop, so ordering again from the menu stays in the app,
 * while the worker's scope stays the account's folder (web/src/lib/account-app.ts). Only the account's screens link it.
 */
export function accountManifest() {
  return {
    id: `${base}${accountAppDir}`,
    name: business.name,
    short_name: business.shortName,
    description: 'Your orders, and word of each one as it changes.',
    start_url: `${base}${accountAppStart}`,
    scope: base,
    display: 'standalone',
    background_color: appBackground,
    theme_color: appBackground,
    categories: ['food', 'shopping'],
    icons: manifestIcons(accountIcons),
  };
}

/** One piece of the favicon, found exactly once, or the script stops: a changed favicon needs this file looked at. */
function piece(svg: string, pattern: RegExp, what: string): string {
  const found = svg.match(pattern);
  if (!found || found.length !== 1 || svg.indexOf(found[0]) !== svg.lastIndexOf(found[0])) throw new Error(`The favicon no longer has one ${what}`);
  return found[0];
}

/**
 * The three drawings, as SVG, from the favicon's text. The maskable icon keeps the pepper within the centre 70 %
 * (the safe zone is a circle of 80 %), the badge is the pepper's shape alone, which Android paints in one colour.
 */
export function appIconSvgs(favicon: string): Record<'any' | 'maskable' | 'badge', string> {
  const ground = piece(favicon, /<rect width="64" height="64" rx="14" fill="url\(#bg\)"\/>/g, 'rounded ground');
  const close = piece(favicon, /<\/svg>/g, 'closing tag');
  const [before, after] = favicon.split(ground) as [string, string];
  const drawing = after.slice(0, after.indexOf(close));
  const maskable = `${before}<rect width="64" height="64" fill="url(#bg)"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${drawing}</g>${close}\n`;

  const highlight = piece(drawing, /<path [^>]*stroke="#fff"[^>]*\/>/g, 'highlight');
  const shape = drawing
    .replace(highlight, '')
    .replace('fill="url(#pepper)"', 'fill="#fff"')
    .replaceAll('fill="#2f7d32"', 'fill="#fff"')
    .replaceAll('stroke="#2f7d32"', 'stroke="#fff"');
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="7.5 5.5 52 52">${shape}</svg>\n`;
  return { any: favicon, maskable, badge };
}
