/**
 * Which chrome a path gets (docs/product.md#header-and-footer). Paths are router paths, without the
 * /spices base. Segments are the non-empty parts: '/users/7/verify-email/t' → users, 7, verify-email, t.
 */
export type NavItem = 'home' | 'catering' | 'menu' | 'about' | 'contact';

export const navItems: readonly { id: NavItem; label: string; to: string }[] = [
  { id: 'home', label: 'Home', to: '/' },
  { id: 'catering', label: 'Catering', to: '/catering' },
  { id: 'menu', label: 'Menu', to: '/menu' },
  { id: 'about', label: 'About', to: '/about' },
  { id: 'contact', label: 'Contact', to: '/contact' },
];

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

const headerlessFirstSegments = new Set(['login', 'checkout', 'register', 'forgot-password', 'reset-password', 'enter-code', 'two-factor']);

/** The header is hidden on the sign-in family of screens and on e-mail verification links. */
export function isHeaderHidden(pathname: string): boolean {
  const segments = pathSegments(pathname);
  const first = segments[0];
  if (first !== undefined && headerlessFirstSegments.has(first)) return true;
  return segments[2] === 'verify-email';
}

/** The highlighted header link follows the first path segment; an empty path is home. */
export function activeNavItem(pathname: string): NavItem | undefined {
  const first = pathSegments(pathname)[0] ?? '';
  if (first === '') return 'home';
  return navItems.find((item) => item.id === first)?.id;
}

export type FooterVariant = 'default' | 'account' | 'compact';

/**
 * The footer's look: 'account' on the account home (/account, no subpath); 'compact' on the
 * registration screen and on e-mail verification links, which show no header either.
 */
export function footerVariant(pathname: string): FooterVariant {
  const segments = pathSegments(pathname);
  if (segments.length === 1 && segments[0] === 'account') return 'account';
  if (segments[0] === 'register' || segments[2] === 'verify-email') return 'compact';
  return 'default';
}
