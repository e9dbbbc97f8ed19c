import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute, pathIsKnown, routeId, routes } from '../../../functions/src/routes.ts';
import { handlerFile } from '../../../repo-paths.ts';

describe('the route table', () => {
  it('points every entry at a handler module that exists', () => {
    for (const route of routes) {
      expect(existsSync(handlerFile(route.handler)), route.handler).toBe(true);
    }
  });

  it('has each handler module name its own entry (so it takes its sign-in rule from the table, not from another route)', () => {
    for (const route of routes) {
      const source = readFileSync(handlerFile(route.handler), 'utf8');
      const named = [...source.matchAll(/\broute: '([^']+)'/g)].map((match) => match[1]);
      expect(named, route.handler).toEqual([route.handler]);
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
