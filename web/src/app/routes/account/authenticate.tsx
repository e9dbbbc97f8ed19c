/**
 * /account/login-security/authenticate: password re-entry before a sensitive change. It lasts
 * 15 minutes; then the visitor goes back to the screen that asked for it.
 */
import { business } from '@business';
import { useLocation, useNavigate } from 'react-router';
import { useAuthenticate } from '../../../api/account.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { AuthenticateForm } from '../../../features/account/components/auth-forms.tsx';
import { isSessionEnded } from '../../../lib/api-error-text.ts';
import { recordPasswordEnteredTime } from '../../../features/session/hooks/password-entered-time.ts';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
import { useAccount } from '../../../features/session/hooks/use-account.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import styles from './account.module.scss';
import { loginSecurityPath } from './use-settings-change.ts';

export function AuthenticateScreen() {
  useDocumentTitle(`Confirm your password | ${business.name}`);
  const navigate = useNavigate();
  const { state } = useLocation();
  const { logout } = useSession();
  const account = useAccount();
  const authenticate = useAuthenticate({
    onSuccess: () => {
      // This browser's clock decides the 15 minutes it checks, so it records its own time.
      recordPasswordEnteredTime(Date.now());
      void navigate(returnPath(state, loginSecurityPath), { replace: true });
    },
  });

  return (
    <AccountPage title="Confirm your password" crumbs={loginSecurityCrumbs.slice(0, 1)}>
      <AccountPanel>
        <div className={styles.explain}>
          <p>
            For your security, please enter your password again
            {account.data ? (
              <>
                {' '}
                for <strong>{account.data.email}</strong>
              </>
            ) : null}
            . You won’t be asked again for 15 minutes.
          </p>
          <AuthenticateForm
            email={account.data?.email}
            pending={authenticate.isPending}
            error={authenticate.error}
            onSubmit={(values) =>
              authenticate.mutate(values, {
                onError: (error) => {
                  if (isSessionEnded(error)) void logout();
                },
              })
            }
          />
        </div>
      </AccountPanel>
    </AccountPage>
  );
}
