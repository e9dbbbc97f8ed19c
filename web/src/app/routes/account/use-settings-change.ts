/**
 * What the login-and-security screens do when the server refuses a change: a stale password
 * re-entry (403) goes to /account/login-security/authenticate and back; an ended session signs
 * out here too (the screen then goes to /login). Anything else stays on the form.
 */
import type { SessionUser } from '@functions/accounts/contract/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isSessionEnded, needsPasswordReentry } from '../../../lib/api-error-text.ts';
import { authenticatePath } from '../../../features/session/components/require-recent-password.tsx';
import { clearPasswordEnteredTime } from '../../../features/session/hooks/password-entered-time.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';

export const loginSecurityPath = '/account/login-security';

export function useSettingsRefusal() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useSession();
  return (error: unknown) => {
    if (needsPasswordReentry(error)) {
      clearPasswordEnteredTime();
      void navigate(authenticatePath, { state: { from: pathname } });
    } else if (isSessionEnded(error)) {
      void logout();
    }
  };
}

/** Back to the overview, with a line saying what changed. */
export function useBackToLoginSecurity() {
  const navigate = useNavigate();
  return (notice: string) => void navigate(loginSecurityPath, { state: { notice } });
}

/**
 * A change the server answers with the changed user (name, phone, password): the session keeps
 * the user, and the screen goes back to the overview with `notice`; a refusal is handled as above.
 * Gives the form its props.
 */
export function useUserChange<Values>(
  useChange: (options: { onSuccess: (user: SessionUser) => void }) => UseMutationResult<SessionUser, Error, Values>,
  notice: string,
) {
  const { setUser } = useSession();
  const back = useBackToLoginSecurity();
  const onRefusal = useSettingsRefusal();
  const change = useChange({
    onSuccess: (user) => {
      setUser(user);
      back(notice);
    },
  });
  return {
    cancelTo: loginSecurityPath,
    pending: change.isPending,
    error: change.error,
    onSubmit: (values: Values) => change.mutate(values, { onError: onRefusal }),
  };
}
