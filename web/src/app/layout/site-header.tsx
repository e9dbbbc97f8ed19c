/**
 * The site header (spec "Header and footer"): brand, the five links, and the visitor's actions.
 * At a window width of 1000 px or less the links move into a drawer behind a menu button.
 * Slots for later issues: the search box (between links and actions) and the signed-in actions
 * (account icon, cart bag with count, Checkout shortcut) in place of the Sign in link.
 */
import { business } from '@business';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark, MenuIcon, UserIcon } from '../../components/icons.tsx';
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

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={`${business.name}, home`}>
          <BrandMark size={38} />
          <span className={styles.brandText} aria-hidden="true">
            <span className={styles.brandName}>{business.shortName}</span>
            <span className={styles.brandTag}>African Kitchen</span>
          </span>
        </Link>

        <nav className={styles.nav} aria-label="Main">
          <NavLinks active={active} variant="bar" />
        </nav>

        <div className={styles.actions}>
          <Link to="/login" className={styles.signIn}>
            <UserIcon size={22} />
            <span>Sign in</span>
          </Link>
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
