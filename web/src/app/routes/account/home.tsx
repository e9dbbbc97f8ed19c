/** /account (docs/product.md#account-screens): the account home, with a tile for every account screen and the theme. */
import { business } from '@business';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { AccountTiles } from '../../../features/account/components/account-tiles.tsx';
import { firstName } from '../../../features/session/components/header-account.tsx';
import { ThemeToggle } from '../../../features/session/components/theme-toggle.tsx';
import { useAccount } from '../../../features/session/hooks/use-account.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useSignOut } from '../../../features/session/hooks/use-sign-out.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './account.module.scss';

export function AccountHomeScreen() {
  useDocumentTitle(`Your account | ${business.name}`);
  const { user } = useSession();
  const account = useAccount();
  const { signOut, pending: signingOut } = useSignOut();

  return (
    <AccountPage
      title="Your account"
      width="wide"
      lead={user ? <p>Hi {firstName(user.name)}, everything about your orders and your account is here.</p> : null}
    >
      <AccountTiles />

      <div className={styles.columns}>
        <AccountPanel labelledBy="appearance-title">
          <h2 id="appearance-title" className={styles.panelTitle}>
            Appearance
          </h2>
          <ThemeToggle />
        </AccountPanel>

        <AccountPanel labelledBy="signed-in-title">
          <h2 id="signed-in-title" className={styles.panelTitle}>
            Signed in
          </h2>
          <p className={styles.muted}>
            {account.data ? (
              <>
                As <strong className={styles.strong}>{account.data.email}</strong>.
              </>
            ) : (
              'On this device.'
            )}{' '}
            Signing out ends your session on every device.
          </p>
          <button type="button" className={styles.secondaryButton} disabled={signingOut} aria-busy={signingOut || undefined} onClick={() => void signOut()}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </AccountPanel>
      </div>
    </AccountPage>
  );
}
