/**
 * The visitor's actions in the site header (docs/product.md#header-and-footer): signed out, the Sign in
 * link and icon to /login; signed in, an account icon to /account with the user's first name, and
 * Sign out. A drop-in for the header's Sign in link.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import styles from './header-account.module.scss';
import { AccountIcon, SignInIcon, SignOutIcon } from '../../../components/icons.tsx';

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function HeaderAccount() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { signOut: endSession, pending: signingOut } = useSignOut();
  const [announcement, setAnnouncement] = useState('');
  const signInRef = useRef<HTMLAnchorElement>(null);
  const focusSignIn = useRef(false);

  useEffect(() => {
    if (user) {
      setAnnouncement('');
    } else if (focusSignIn.current) {
      // The Sign out button is gone: keep the keyboard where it was, on its replacement.
      focusSignIn.current = false;
      signInRef.current?.focus();
    }
  }, [user]);

  const signOut = async () => {
    focusSignIn.current = true;
    await endSession();
    setAnnouncement('You have signed out.');
  };

  const inAccount = pathname === '/account' ? 'page' : pathname.startsWith('/account/') ? 'true' : undefined;
  return (
    <>
      {user ? (
        <div className={styles.signedIn}>
          <Link to="/account" className={styles.account} aria-label={`${firstName(user.name)}, your account`} aria-current={inAccount}>
            <AccountIcon size={26} />
            <span className={styles.accountName}>{firstName(user.name)}</span>
          </Link>
          <button
            type="button"
            className={styles.signOut}
            title="Sign out"
            onClick={() => void signOut()}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
          >
            <SignOutIcon size={20} />
            <span className={styles.signOutText}>{signingOut ? 'Signing out…' : 'Sign out'}</span>
          </button>
        </div>
      ) : (
        <Link ref={signInRef} to="/login" state={{ from: pathname }} className={styles.signIn}>
          <SignInIcon size={22} />
          <span>Sign in</span>
        </Link>
      )}
      {/* In the same place in both states, so screen readers hear its message. */}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
