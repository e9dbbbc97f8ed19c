/**
 * The build's renderer of the public pages (docs/architecture.md#pre-rendered-pages): each page is
 * rendered with React Router's static handler and router, from the data the build gives it, into
 * HTML that the browser hydrates (main.tsx). The build bundles it on its own (web/dist-server/entry-server.js, every
 * package inside), and the site's publisher runs that bundle: at build time from the starter catalogue, then from the
 * live catalogue whenever the menu changes (functions/src/site/).
 */
import type { PageData } from '@functions/pages/contract/site-pages';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider, type RouteObject } from 'react-router';
import { dishQueries } from './api/dishes.ts';
import { faqQueries } from './api/faqs.ts';
import { AppProviders } from './app/providers.tsx';
import { routerBasename, routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

export type PrerenderedPage = { html: string; state: DehydratedState };

function filledQueryClient(data: PageData) {
  const client = createQueryClient();
  if (data.menu) client.setQueryData(dishQueries.list().queryKey, data.menu);
  if (data.faqs) client.setQueryData(faqQueries.category('catering').queryKey, data.faqs);
  if (data.dish) {
    client.setQueryData(dishQueries.detail(data.dish.dish.name).queryKey, data.dish.dish);
    client.setQueryData(dishQueries.optionalIngredients(data.dish.dish.name).queryKey, data.dish.optionalIngredients);
  }
  return client;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one page (a path under the site, e.g. '/menu') to its HTML and the query cache it used. */
export async function renderPage(path: string, data: PageData): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(new URL(`${routerBasename}${path}`, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Pre-rendering ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`Pre-rendering ${path} answered ${context.statusCode}`);
  const client = filledQueryClient(data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client}>
        {/* No inline hydration script: the content security policy forbids inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One document, not a stream: no boundary is split out to be revealed by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const state = dehydrate(client);
  client.clear(); // no garbage-collection timers left to keep the build running
  return { html, state };
}

/**
 * The route patterns the hosts serve the app's shell for (functions/src/pages/contract/site-routes.ts), as full paths
 * ('/account/orders', '/kitchen/menu/:dishId'): every route React Router can match on its own (each route with a path,
 * an index route as its parent's path), but the catch-all, and but a pattern with parameters whose pages are
 * pre-rendered (the dish pages, `/menu/:foodId`): those addresses are known by the pre-rendered list alone, so a dish
 * path that is not on it is an unknown address, answered with status 404.
 */
export function hostedRoutePatterns(prerenderedPaths: readonly string[]): string[] {
  const patterns = new Set<string>();
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const route of list) {
      const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
      if (route.path !== undefined || route.index) patterns.add(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  const prerendered = (pattern: string) => pattern.includes(':') && prerenderedPaths.some((path) => matchPath({ path: pattern, end: true }, path) !== null);
  return [...patterns].filter((pattern) => !pattern.includes('*') && !prerendered(pattern)).sort();
}
