/**
 * The visitor's own sign-out. On a screen for signed-in users it first goes home, so the screen
 * does not send them to sign in again; then the session ends (docs/product.md#session, signing out).
 */
import { useState } from 'react';
import { useMatches, useNavigate, type UIMatch } from 'react-router';
import { useSession } from './use-session.ts';

/** The route handle that marks screens for signed-in users only (set by the account routes). */
export const signedInOnlyHandle = { signedInOnly: true } as const;

function isSignedInOnly(match: UIMatch): boolean {
  const handle = match.handle as { signedInOnly?: boolean } | undefined;
  return handle?.signedInOnly === true;
}

export function useSignOut() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const matches = useMatches();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      // flushSync: the home screen should have replaced the protected one before the user goes; should the screen's
      // guard still be shown (a transition still rendering), `byVisitor` makes it send the visitor home too, not to sign in.
      if (matches.some(isSignedInOnly)) await navigate('/', { replace: true, flushSync: true });
      await logout({ byVisitor: true });
    } finally {
      setPending(false);
    }
  };

  return { signOut, pending };
}
