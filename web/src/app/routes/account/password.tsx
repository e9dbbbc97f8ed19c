/**
 * /account/login-security/password: change the password. It asks for the current one, so no
 * separate re-entry; this session stays, every other one ends.
 */
import { business } from '@business';
import { useChangePassword } from '../../../api/account.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { PasswordForm } from '../../../features/account/components/settings-forms.tsx';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import { AccountDetails } from './account-details.tsx';
import { loginSecurityPath, useBackToLoginSecurity, useSettingsRefusal } from './use-settings-change.ts';

export function PasswordScreen() {
  useDocumentTitle(`Change your password | ${business.name}`);
  const { setUser } = useSession();
  const back = useBackToLoginSecurity();
  const onRefusal = useSettingsRefusal();
  const change = useChangePassword({
    onSuccess: (user) => {
      setUser(user);
      back('Your password has been changed. Any other devices signed in to your account have been signed out.');
    },
  });

  return (
    <AccountPage
      title="Change your password"
      crumbs={loginSecurityCrumbs}
      lead={<p>Use a password you don’t use anywhere else. You’ll stay signed in here; other devices will be signed out.</p>}
    >
      <AccountPanel>
        <AccountDetails>
          {(user) => (
            <PasswordForm
              email={user.email}
              cancelTo={loginSecurityPath}
              pending={change.isPending}
              error={change.error}
              onSubmit={(values) => change.mutate(values, { onError: onRefusal })}
            />
          )}
        </AccountDetails>
      </AccountPanel>
    </AccountPage>
  );
}
