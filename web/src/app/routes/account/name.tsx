/** /account/login-security/name: change the name (after password re-entry). */
import { business } from '@business';
import { useChangeName } from '../../../api/account.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { NameForm } from '../../../features/account/components/settings-forms.tsx';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import { AccountDetails } from './account-details.tsx';
import { loginSecurityPath, useBackToLoginSecurity, useSettingsRefusal } from './use-settings-change.ts';

export function NameScreen() {
  useDocumentTitle(`Change your name | ${business.name}`);
  const { setUser } = useSession();
  const back = useBackToLoginSecurity();
  const onRefusal = useSettingsRefusal();
  const change = useChangeName({
    onSuccess: (user) => {
      setUser(user);
      back('Your name has been updated.');
    },
  });

  return (
    <AccountPage title="Change your name" crumbs={loginSecurityCrumbs} lead={<p>If you want to change the name on your account, you can do it here.</p>}>
      <AccountPanel>
        <AccountDetails>
          {(user) => (
            <NameForm
              currentName={user.name}
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
