import { describe, expect, it } from 'vitest';
import { appRoutesPattern, sitePathOf, siteRouteOf } from '../../../functions/src/pages/contract/site-routes.ts';

describe('the site routes both hosts answer by', () => {
  const known = {
    pages: new Set(['/', '/menu', '/menu/Jollof-Rice', '/menu/Crème Brûlée']),
    appRoutes: new RegExp(
      appRoutesPattern(['/', '/menu', '/account/orders', '/kitchen/menu/:dishId', '/users/:userId/verify-email/:token', '/a/:optional?']),
      'i',
    ),
  };
  const route = (pathUnderSite: string) => siteRouteOf(sitePathOf(pathUnderSite), known);

  it('finds a pre-rendered page by its decoded path, with or without a trailing slash', () => {
    expect(route('')).toBe('page');
    expect(route('menu/')).toBe('page');
    expect(route('menu/Cr%C3%A8me%20Br%C3%BBl%C3%A9e')).toBe('page');
  });

  it("answers the app's other routes, parameters and any case included, as the app's", () => {
    expect(route('account/orders')).toBe('app');
    expect(route('ACCOUNT/Orders/')).toBe('app');
    expect(route('kitchen/menu/jollof-rice')).toBe('app');
    expect(route('users/01ABC/verify-email/t0k3n')).toBe('app');
    expect(route('a')).toBe('app');
    expect(route('a/b')).toBe('app');
  });

  it('calls everything else unknown: a dish with no page, a longer path, a path that does not decode', () => {
    expect(route('menu/Jollof-rice')).toBe('unknown');
    expect(route('menu/No-Such-Dish')).toBe('unknown');
    expect(route('kitchen/menu/jollof-rice/edit')).toBe('unknown');
    expect(route('account')).toBe('unknown');
    expect(route('a/b/c')).toBe('unknown');
    expect(route('menu/%E0%A4%A')).toBe('unknown');
  });

  it('escapes what a pattern spells, and matches nothing when no route is listed', () => {
    expect(new RegExp(appRoutesPattern(['/a.b'])).test('/aXb')).toBe(false);
    expect(new RegExp(appRoutesPattern([])).test('/')).toBe(false);
  });
});
