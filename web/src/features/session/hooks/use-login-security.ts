/**
 * What the Login & security screen knows and does (docs/business-rules.md#two-factor): the account's details, and the
 * switch of two-step verification. Turning it on waits for a verified address (its codes are e-mailed); turning it off
 * asks for the password first. The changed user is the session's; a refusal goes to `onRefusal` (a stale password
 * re-entry or an ended session: the screen's own handling).
 */
import { useState } from 'react';
import { useChangeTwoFactor } from '../../../api/account.ts';
import { useAccount } from './use-account.ts';
import { useSession } from './use-session.ts';

export function useLoginSecurity(onRefusal: (error: unknown) => void) {
  const account = useAccount();
  const { setUser } = useSession();
  const twoFactor = useChangeTwoFactor({ onSuccess: setUser });
  // Turning it off asks for the password first (docs/business-rules.md#two-factor).
  const [confirmingOff, setConfirmingOff] = useState(false);

  const user = account.data;
  const twoFactorOn = user?.twoFactorEnabled ?? false;

  return {
    account,
    /** The account's details, once loaded. */
    user,
    /** The last change of the switch: under way, done (with the user it answered) or refused. */
    twoFactor,
    twoFactorOn,
    // Its codes are e-mailed, so turning it on waits for a verified address (docs/business-rules.md#registration).
    canTurnOn: user?.emailVerified ?? true,
    /** The password form to turn it off is open. */
    confirmingOff,
    /** Turn on, or open the form that turns it off. */
    toggle: () => {
      twoFactor.reset();
      if (twoFactorOn) setConfirmingOff(true);
      else twoFactor.mutate({ enabled: true }, { onError: onRefusal });
    },
    /** Keep it on: the form closes. */
    keepOn: () => {
      twoFactor.reset();
      setConfirmingOff(false);
    },
    turnOff: (password: string) => twoFactor.mutate({ enabled: false, password }, { onError: onRefusal, onSuccess: () => setConfirmingOff(false) }),
  };
}
