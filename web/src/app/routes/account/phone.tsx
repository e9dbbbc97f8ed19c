/** /account/login-security/phone: add or change the mobile number (after password re-entry). */
import { useChangePhone } from '../../../api/account.ts';
import { PhoneForm } from '../../../features/account/components/phone-form.tsx';
import { ChangeScreen } from './change-screen.tsx';
import { useUserChange } from './use-settings-change.ts';

export function PhoneScreen() {
  const form = useUserChange(useChangePhone, 'Your phone number has been updated.');
  return (
    <ChangeScreen
      title="Mobile phone number"
      documentTitle="Change your phone number"
      lead="We call this number only about your orders, for example when a driver can’t find you."
    >
      {(user) => <PhoneForm currentPhone={user.phone} {...form} />}
    </ChangeScreen>
  );
}
