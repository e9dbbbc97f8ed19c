/**
 * What the two hosts know of the app's addresses, so an address the app has no screen for is answered with status
 * 404 (docs/decisions.md#a-404-status-for-unknown-addresses). The build lists them in the built site
 * (`web/dist/app-routes.json`, beside `prerendered.json`): every route pattern of the app's router, except the
 * catch-all and the patterns whose pages are all pre-rendered (the dish pages, `/menu/:foodId`: a dish path that is not
 * a pre-rendered page is unknown). The local host (functions/src/local/server.ts) and CloudFront's site function
 * (infra/stacks/web-stack.ts) route by the same rule (`siteRouteOf`), from one regular expression made here.
 */

/** The list the build writes beside the pre-rendered pages. */
export const appRoutesFile = 'app-routes.json';

/** The body the hosts answer an unknown address with (a copy of the app's shell, which shows the not-found page). */
export const notFoundPageFile = '404.html';

/** The object metadata that marks the not-found page in the site bucket; CloudFront's response function turns it into status 404. */
export const notFoundStatusMetadata = { key: 'spices-status', value: '404' } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One route pattern (`/menu/:foodId`, `/account/orders`) as a regular expression source, without anchors. */
function patternSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 0) return '';
  return segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
}

/**
 * The app's routes as one regular expression's source, matched case-insensitively (as React Router matches) against a
 * decoded path with no trailing slash ('/' for the root). `/` must be listed to match the root.
 */
export function appRoutesPattern(patterns: readonly string[]): string {
  const sources = [...new Set(patterns.map(patternSource))].sort();
  return sources.length === 0 ? '^(?!)' : `^(?:${sources.map((source) => (source === '' ? '/' : source)).join('|')})$`;
}

/** A path under the site as the hosts compare it: decoded, trailing slashes gone (`/` for the site's root); null when it does not decode. */
export function sitePathOf(pathUnderSite: string): string | null {
  const path = `/${pathUnderSite.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export type SiteRoute = 'page' | 'app' | 'unknown';

/** A pre-rendered page, another route of the app (the shell, 200), or an address the app has no screen for (404). */
export function siteRouteOf(path: string | null, known: { pages: ReadonlySet<string>; appRoutes: RegExp }): SiteRoute {
  if (path === null) return 'unknown';
  if (known.pages.has(path)) return 'page';
  return known.appRoutes.test(path) ? 'app' : 'unknown';
}
