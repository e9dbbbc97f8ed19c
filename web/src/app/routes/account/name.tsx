/** /account/login-security/name: change the name (after password re-entry). */
import { useChangeName } from '../../../api/account.ts';
import { NameForm } from '../../../features/account/components/settings-forms.tsx';
import { ChangeScreen } from './change-screen.tsx';
import { useUserChange } from './use-settings-change.ts';

export function NameScreen() {
  const form = useUserChange(useChangeName, 'Your name has been updated.');
  return (
    <ChangeScreen title="Change your name" lead="If you want to change the name on your account, you can do it here.">
      {(user) => <NameForm currentName={user.name} {...form} />}
    </ChangeScreen>
  );
}
