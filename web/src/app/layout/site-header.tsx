/**
 * The site header (docs/product.md#header-and-footer): brand, the five links, and the visitor's actions.
 * At a window width of 1000 px or less the links move into a drawer behind a menu button.
 * The search box sits between the links and the actions; while search is open on a window under
 * 400 px the account link and the menu button step aside for it (docs/product.md#header-and-footer).
 * Signed in, the cart bag with its count and the Checkout shortcut sit beside the account link.
 */
import { business } from '@business';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark, MenuIcon } from '../../components/icons.tsx';
import { HeaderCart } from '../../features/cart/components/header-cart.tsx';
import { HeaderAccount } from '../../features/session/components/header-account.tsx';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { useSearchOpen } from '../../features/search/hooks/use-search-open.ts';
import { activeNavItem } from '../../lib/navigation.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { NavLinks } from './nav-links.tsx';
import styles from './site-header.module.scss';

const drawerId = 'site-navigation-drawer';

export function SiteHeader() {
  const { pathname, key: locationKey } = useLocation();
  const active = activeNavItem(pathname);
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === locationKey;
  const closeDrawer = useCallback(() => setDrawerOpenedAt(null), []);
  const searchOpen = useSearchOpen();
  const { user } = useSession();

  return (
    <header className={styles.header} data-search-open={searchOpen || undefined}>
      <div className={styles.bar}>
        {/* The name is the visible text, so the accessible name matches what is seen (WCAG 2.5.3). */}
        <Link to="/" className={styles.brand}>
          <BrandMark size={38} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{business.shortName}</span> <span className={styles.brandTag}>African Kitchen</span>
            <span className="visually-hidden">, home</span>
          </span>
        </Link>

        <nav className={styles.nav} aria-label="Main">
          <NavLinks active={active} variant="bar" />
        </nav>

        <HeaderSearch className={styles.search} />

        <div className={styles.actions}>
          <div className={styles.account}>
            <HeaderAccount />
          </div>
          {user ? (
            <div className={styles.account}>
              <HeaderCart />
            </div>
          ) : null}
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label="Site menu"
            onClick={() => setDrawerOpenedAt(locationKey)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>

      <NavDrawer id={drawerId} open={drawerOpen} onClose={closeDrawer} active={active} />
    </header>
  );
}
