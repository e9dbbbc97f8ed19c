/** /account/login-security/phone: add or change the mobile number (after password re-entry). */
import { business } from '@business';
import { useChangePhone } from '../../../api/account.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { PhoneForm } from '../../../features/account/components/phone-form.tsx';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import { AccountDetails } from './account-details.tsx';
import { loginSecurityPath, useBackToLoginSecurity, useSettingsRefusal } from './use-settings-change.ts';

export function PhoneScreen() {
  useDocumentTitle(`Change your phone number | ${business.name}`);
  const { setUser } = useSession();
  const back = useBackToLoginSecurity();
  const onRefusal = useSettingsRefusal();
  const change = useChangePhone({
    onSuccess: (user) => {
      setUser(user);
      back('Your phone number has been updated.');
    },
  });

  return (
    <AccountPage
      title="Mobile phone number"
      crumbs={loginSecurityCrumbs}
      lead={<p>We call this number only about your orders, for example when a driver can’t find you.</p>}
    >
      <AccountPanel>
        <AccountDetails>
          {(user) => (
            <PhoneForm
              currentPhone={user.phone}
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
