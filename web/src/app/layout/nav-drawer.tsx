/**
 * The narrow-window navigation: a modal <dialog>, so focus stays inside while it is open, Escape
 * closes it and focus returns to the menu button. It also closes on a click on a link or on the
 * backdrop, and when the window grows past the drawer breakpoint (the header closes it on navigation).
 */
import { business } from '@business';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../components/contact-links.tsx';
import { BrandMark, CloseIcon, SignOutIcon } from '../../components/icons.tsx';
import { useSession } from '../../features/session/hooks/use-session.ts';
import { useSignOut } from '../../features/session/hooks/use-sign-out.ts';
import type { NavItem } from '../../lib/navigation.ts';
import { NavLinks } from './nav-links.tsx';
import styles from './nav-drawer.module.scss';

const drawerQuery = '(max-width: 1000px)';

type NavDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  active: NavItem | undefined;
};

export function NavDrawer({ id, open, onClose, active }: NavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { user } = useSession();
  const { signOut, pending: signingOut } = useSignOut();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(drawerQuery);
    const onChange = () => {
      if (!media.matches) onClose();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.drawer}
      aria-label="Site menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <Link to="/" className={styles.brand} onClick={onClose} aria-label={`${business.name}, home`}>
            <BrandMark size={34} />
            <span aria-hidden="true">{business.shortName}</span>
          </Link>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label="Main">
          <NavLinks active={active} variant="drawer" onNavigate={onClose} />
        </nav>
        <PhoneLink className={styles.call} icon={20}>
          <span>
            Call us <strong>{business.phone}</strong>
          </span>
        </PhoneLink>
        {user ? (
          <button
            type="button"
            className={styles.signOut}
            disabled={signingOut}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            <SignOutIcon size={20} />
            <span>{signingOut ? 'Signing out…' : 'Sign out'}</span>
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
