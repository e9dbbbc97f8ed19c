import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoute, pathIsKnown, routeId, routes } from '../../../functions/src/routes.ts';

describe('the route table', () => {
  it('points every entry at a handler module that exists', () => {
    for (const route of routes) {
      expect(existsSync(`functions/src/handlers/${route.handler}.ts`), route.handler).toBe(true);
    }
  });

  // Imports every handler: seconds on a busy machine, so it gets a minute rather than vitest's 5 s.
  it("declares the same sign-in requirement as each handler's http stack", { timeout: 60_000 }, async () => {
    process.env.TABLE_NAME ??= 'spices-unit';
    for (const route of routes) {
      const module = (await import(/* @vite-ignore */ pathToFileURL(resolve(`functions/src/handlers/${route.handler}.ts`)).href)) as {
        handler: { auth: string };
      };
      expect(module.handler.auth, route.handler).toBe(route.auth);
    }
  });

  it('has unique method + path pairs and unique function ids', () => {
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    expect(new Set(routes.map(routeId)).size).toBe(routes.length);
  });

  it('matches paths exactly and knows which paths exist under other methods', () => {
    expect(matchRoute('GET', '/dishes')?.route.handler).toBe('catalogue/get-dishes');
    expect(matchRoute('GET', '/dishes/dish')).toBeUndefined();
    expect(matchRoute('GET', '/prices/compatible')?.route.handler).toBe('catalogue/get-prices-compatible');
    expect(pathIsKnown('/dishes/dish')).toBe(true);
    expect(pathIsKnown('/nothing')).toBe(false);
  });
});
