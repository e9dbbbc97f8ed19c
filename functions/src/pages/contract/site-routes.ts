/**
 * What the two hosts know of the app's addresses, so an address the app has no screen for is answered with status
 * 404 (docs/decisions.md#a-404-status-for-unknown-addresses). The build lists them in the built site
 * (`web/dist/app-routes.json`, beside `prerendered.json`): every route pattern of the app's router, except the
 * catch-all and the patterns whose pages are all pre-rendered (the dish pages, `/menu/:foodId`: a dish path that is not
 * a pre-rendered page is unknown). The local host (functions/local/server.ts) and CloudFront's site function
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

/** The folder the site is served from, in the site bucket and in the address (/spices/). */
export const sitePrefix = 'spices';

/** CloudFront Functions take at most 10 KB of code. */
const functionCodeLimitBytes = 10_240;

/**
 * Viewer-request routing for the site: everything outside /spices/ moves under it (`/` → `/spices/`);
 * extensionless paths under /spices/ are the SPA's addresses: a pre-rendered page is served its own
 * HTML (`/spices/menu` → `/spices/menu/index.html`), another route of the app the app's shell (spa.html), and an
 * address the app has no route for the not-found copy of the shell (404.html), which `siteStatusFunctionCode` answers
 * with status 404 (docs/decisions.md#a-404-status-for-unknown-addresses). `prerendered` lists the pre-rendered paths as
 * the build wrote them (web/dist/prerendered.json, decoded); `appRoutes` the app's other route patterns
 * (web/dist/app-routes.json; the dish pages' pattern is not among them, so a dish path that is not pre-rendered is
 * unknown, answered 404 with the shell, which still renders a dish the owner added since the build). Without
 * `appRoutes` (a site built before the list) every address is the app's. The /api/* behaviour does not run this, so
 * API answers (404s included) stay JSON.
 */
export function siteRoutingFunctionCode(prerendered: readonly string[], appRoutes?: readonly string[]): string {
  const pages: Record<string, 1> = Object.fromEntries(prerendered.map((path) => [path, 1]));
  const app = appRoutes === undefined ? '' : appRoutesPattern(appRoutes);
  const code = `
var pages = ${JSON.stringify(pages)};
var app = new RegExp(${JSON.stringify(app)}, 'i');
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var base = '/${sitePrefix}/';
  if (uri.indexOf(base) !== 0) {
    var query = [];
    for (var name in request.querystring) {
      var entry = request.querystring[name];
      var values = entry.multiValue ? entry.multiValue : [entry];
      for (var i = 0; i < values.length; i++) {
        query.push(values[i].value === '' ? name : name + '=' + values[i].value);
      }
    }
    var target = uri === '/' || uri === '/${sitePrefix}' ? base : '/${sitePrefix}' + uri;
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: target + (query.length ? '?' + query.join('&') : '') } },
    };
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    var path = '/' + uri.substring(base.length).replace(/\\/+$/, '');
    var decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch (e) {
      decoded = null;
    }
    if (decoded !== null && pages[decoded] === 1) request.uri = base + (path === '/' ? '' : path.substring(1) + '/') + 'index.html';
    else if (decoded !== null && app.test(decoded)) request.uri = base + 'spa.html';
    else request.uri = base + '${notFoundPageFile}';
  }
  return request;
}
`;
  if (Buffer.byteLength(code) > functionCodeLimitBytes) {
    throw new Error(`The site routing function is ${Buffer.byteLength(code)} bytes with ${prerendered.length} pre-rendered pages: over CloudFront's 10 KB.`);
  }
  return code;
}
