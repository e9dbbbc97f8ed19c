import { describe, expect, it } from 'vitest';
import { activeNavItem, footerVariant, isHeaderHidden } from '../../../web/src/lib/navigation.ts';

describe('isHeaderHidden', () => {
  it.each([
    '/login',
    '/login/two-factor/u1/t0k3n',
    '/checkout',
    '/register',
    '/forgot-password',
    '/forgot-password/u1/t0k3n',
    '/reset-password/u1/t0k3n',
    '/enter-code',
    '/two-factor',
    '/users/u1/verify-email/t0k3n',
  ])('hides the header on %s', (path) => {
    expect(isHeaderHidden(path)).toBe(true);
  });

  it.each(['/', '/menu', '/menu/Jollof-Rice', '/account', '/account/login-security', '/order/schedule', '/contact', '/verify-email', '/users/u1'])(
    'shows the header on %s',
    (path) => {
      expect(isHeaderHidden(path)).toBe(false);
    },
  );

  it('ignores a trailing slash', () => {
    expect(isHeaderHidden('/login/')).toBe(true);
    expect(isHeaderHidden('/menu/')).toBe(false);
  });
});

describe('activeNavItem', () => {
  it('marks home for the empty path', () => {
    expect(activeNavItem('/')).toBe('home');
    expect(activeNavItem('')).toBe('home');
  });

  it('follows the first path segment', () => {
    expect(activeNavItem('/menu')).toBe('menu');
    expect(activeNavItem('/menu/Jollof-Rice')).toBe('menu');
    expect(activeNavItem('/catering')).toBe('catering');
    expect(activeNavItem('/about')).toBe('about');
    expect(activeNavItem('/contact')).toBe('contact');
  });

  it('marks nothing on screens that have no header link', () => {
    expect(activeNavItem('/account/orders')).toBeUndefined();
    expect(activeNavItem('/order')).toBeUndefined();
    expect(activeNavItem('/menus')).toBeUndefined();
  });
});

describe('footerVariant', () => {
  it('uses the account look only on the account home', () => {
    expect(footerVariant('/account')).toBe('account');
    expect(footerVariant('/account/orders')).toBe('default');
  });

  it('is compact on registration and e-mail verification', () => {
    expect(footerVariant('/register')).toBe('compact');
    expect(footerVariant('/users/u1/verify-email/t0k3n')).toBe('compact');
  });

  it('is the full footer elsewhere', () => {
    expect(footerVariant('/')).toBe('default');
    expect(footerVariant('/menu/Fufu')).toBe('default');
  });
});
