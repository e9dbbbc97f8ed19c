/**
 * The frame of every screen: header, main and footer, plus the page-wide behaviours (scroll to
 * top on navigation, the theme class, the back-to-top button, a progress bar while a lazy screen loads,
 * the banner while online ordering is paused, and finishing an add to the cart that waited for the customer to sign in).
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { RouteLoading } from '../../components/route-loading.tsx';
import { ShopStatusBanner } from '../../features/shop-settings/components/shop-status-banner.tsx';
import { isHeaderHidden } from '../../lib/navigation.ts';
import { useStoredUser } from '../../lib/stored-user.ts';
import { applyThemeClass } from '../../lib/theme.ts';
import styles from './root-layout.module.scss';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Only a signed-in customer can have an add waiting to finish: visitors never load it.
const PendingAddFinisher = lazy(() => import('../../features/cart/components/pending-add-finisher.tsx').then((m) => ({ default: m.PendingAddFinisher })));

function useScrollToTopOnNavigate(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

function useThemeClass(theme: string | undefined): void {
  useEffect(() => {
    applyThemeClass(document.documentElement, theme);
  }, [theme]);
}

/** `children` stands in for the matched screen while the first screen's code is still loading. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigating = navigation.state === 'loading';
  const user = useStoredUser();
  useScrollToTopOnNavigate();
  useThemeClass(user?.theme);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {navigating ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <ShopStatusBanner />
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
        <Suspense fallback={<RouteLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      {user ? (
        <Suspense fallback={null}>
          <PendingAddFinisher />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shown in place of the first screen until its lazy module has loaded. */
export function RootHydrateFallback() {
  return (
    <RootLayout>
      <RouteLoading />
    </RootLayout>
  );
}
