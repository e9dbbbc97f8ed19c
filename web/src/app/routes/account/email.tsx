/**
 * /account/login-security/email: a new address, confirmed by the link e-mailed to it (after password re-entry). An
 * address not verified yet cannot be changed (docs/business-rules.md#registration): the screen says so instead.
 */
import { business } from '@business';
import { useNavigate } from 'react-router';
import { useChangeEmail } from '../../../api/account.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { EmailForm } from '../../../features/account/components/settings-forms.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import { AccountDetails } from './account-details.tsx';
import styles from './account.module.scss';
import { loginSecurityPath, useSettingsRefusal } from './use-settings-change.ts';

export function EmailScreen() {
  useDocumentTitle(`Change your e-mail | ${business.name}`);
  const navigate = useNavigate();
  const onRefusal = useSettingsRefusal();
  const change = useChangeEmail();

  return (
    <AccountPage title="Change your e-mail address" crumbs={loginSecurityCrumbs}>
      <AccountPanel>
        <AccountDetails>
          {(user) =>
            !user.emailVerified ? (
              <div className={styles.explain}>
                <p>
                  Verify your e-mail address first: the link we sent to <strong>{user.email}</strong> does it (the reminder above sends a new one). If the
                  address is mistyped, create an account with the right one.
                </p>
              </div>
            ) : (
              <div className={styles.explain}>
                <p>
                  Your current address is <strong>{user.email}</strong>. Enter the new one and we’ll send a link to it; your address changes when you follow the
                  link.
                </p>
                <EmailForm
                  currentEmail={user.email}
                  cancelTo={loginSecurityPath}
                  pending={change.isPending}
                  error={change.error}
                  onSubmit={({ email }) =>
                    change.mutate(
                      { email },
                      {
                        onError: onRefusal,
                        onSuccess: () => void navigate(`${loginSecurityPath}/verify-code`, { state: { email } }),
                      },
                    )
                  }
                />
              </div>
            )
          }
        </AccountDetails>
      </AccountPanel>
    </AccountPage>
  );
}
