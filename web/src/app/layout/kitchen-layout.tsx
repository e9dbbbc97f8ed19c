/**
 * The frame of the kitchen (/kitchen): its own bar (the owner's screens, who is signed in, a way
 * back to the shop) instead of the shop's header and footer. Only an owner signed in with two-factor
 * gets past it: signed out goes to /login (and comes back), a customer is told the screens are not theirs.
 */
import { business } from '@business';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useOwnerMe } from '../../api/owner.ts';
import { KitchenApp } from '../../features/kitchen-alerts/components/kitchen-app.tsx';
import { RouteLoading } from '../../components/route-loading.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { useSignOut } from '../../features/session/hooks/use-sign-out.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import statusStyles from '../../components/status-page.module.scss';
import styles from './kitchen-layout.module.scss';

/** The kitchen's screens, in the order the owner uses them. */
const kitchenNav = [
  { to: '/kitchen', label: 'Orders', end: true },
  { to: '/kitchen/menu', label: 'Menu', end: false },
  { to: '/kitchen/enquiries', label: 'Enquiries', end: false },
  { to: '/kitchen/quotes', label: 'Quotes', end: false },
  { to: '/kitchen/offers', label: 'Offers', end: false },
  { to: '/kitchen/reports', label: 'Reports', end: false },
  { to: '/kitchen/settings', label: 'Settings', end: false },
] as const;

function NotForYou({ message }: { message: string }) {
  useDocumentTitle(`Kitchen | ${business.name}`);
  return (
    <main id="main" className={statusStyles.page}>
      <div className={statusStyles.card}>
        <span className={statusStyles.art}>
          <AlertIcon size={56} />
        </span>
        <p className={statusStyles.eyebrow}>Kitchen</p>
        <h1 className={statusStyles.title}>{message}</h1>
        <p className={statusStyles.text}>
          These screens are for the kitchen’s owner, signed in with two-step verification. If that is you, ask whoever runs the shop to add your account as an
          owner.
        </p>
        <div className={statusStyles.actions}>
          <Link className={statusStyles.primary} to="/">
            Back to the shop
          </Link>
        </div>
      </div>
    </main>
  );
}

/**
 * The tab bar's hints on a narrow screen, where its tabs scroll sideways: which edges have more tabs past them (the
 * list fades there), and the current tab scrolled into view on each navigation.
 */
function useTabScroll(list: RefObject<HTMLUListElement | null>, pathname: string) {
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [list]);
  useEffect(() => {
    const element = list.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current) return;
    // Past the fade on either side, so the current tab reads whole.
    const room = 40;
    const listBox = element.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.right > listBox.right - room) element.scrollLeft += box.right - listBox.right + room;
    else if (box.left < listBox.left + room) element.scrollLeft -= listBox.left + room - box.left;
  }, [list, pathname]);
  return more;
}

/** The settings' own screens: the day's schedule, and the alerts (docs/business-rules.md#never-miss-an-order). */
const settingsNav = [
  { to: '/kitchen/settings', label: 'Schedule', end: true },
  { to: '/kitchen/settings/alerts', label: 'Alerts', end: false },
] as const;

/** Under Settings, a second row of tabs between its screens; in the frame, so each screen stays a composition of its own. */
function SettingsTabs() {
  return (
    <nav aria-label="Settings" className={styles.subNav}>
      <ul className={styles.subNavList}>
        {settingsNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? `${styles.subNavLink} ${styles.navLinkActive}` : styles.subNavLink)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function KitchenBar({ name }: { name: string }) {
  const { signOut, pending } = useSignOut();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLUListElement>(null);
  const more = useTabScroll(tabs, pathname);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/kitchen" className={styles.brand}>
          <span className={styles.brandName}>{business.name}</span>
          <span className={styles.brandTag}>Kitchen</span>
        </Link>
        <nav aria-label="Kitchen" className={styles.nav} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
          <ul ref={tabs} className={styles.navList}>
            {kitchenNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span className={styles.whoName}>{name}</span>
          <Link to="/" className={styles.shopLink}>
            View shop
          </Link>
          <button type="button" className={styles.signOut} onClick={() => void signOut()} disabled={pending}>
            {pending ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </div>
    </header>
  );
}

export function KitchenLayout() {
  const { user, signedOutByVisitor } = useSession();
  const { pathname, search } = useLocation();
  const me = useOwnerMe(user !== null);

  if (!user && signedOutByVisitor) return <Navigate to="/" replace />;
  if (!user || (isApiError(me.error) && me.error.status === 401)) {
    return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  }
  if (me.isError) {
    return <NotForYou message={isApiError(me.error) && me.error.status === 403 ? me.error.message : apiErrorText(me.error)} />;
  }
  if (!me.data) return <RouteLoading />;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {/* The manifest and the service worker: the kitchen as an installable app, from its frame only. */}
      <KitchenApp />
      <KitchenBar name={me.data.name} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {pathname.startsWith('/kitchen/settings') ? <SettingsTabs /> : null}
        <Suspense fallback={<RouteLoading />}>
          <Outlet context={me.data} />
        </Suspense>
      </main>
    </div>
  );
}
