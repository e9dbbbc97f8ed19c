/**
 * /account/login-security/password: change the password. It asks for the current one, so no
 * separate re-entry; this session stays, every other one ends.
 */
import { useChangePassword } from '../../../api/account.ts';
import { PasswordForm } from '../../../features/account/components/settings-forms.tsx';
import { ChangeScreen } from './change-screen.tsx';
import { useUserChange } from './use-settings-change.ts';

export function PasswordScreen() {
  const form = useUserChange(useChangePassword, 'Your password has been changed. Any other devices signed in to your account have been signed out.');
  return (
    <ChangeScreen title="Change your password" lead="Use a password you don’t use anywhere else. You’ll stay signed in here; other devices will be signed out.">
      {(user) => <PasswordForm email={user.email} {...form} />}
    </ChangeScreen>
  );
}
