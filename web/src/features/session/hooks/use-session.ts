/** The session as every screen sees it; the rules live in SessionProvider. */
import type { SessionUser } from '@functions/accounts/contract/auth';
import { createContext, useContext } from 'react';
import type { StoredUser } from '../../../lib/stored-user.ts';

export type Session = {
  /** The stored user (docs/product.md#what-the-browser-keeps): present from the moment of sign-in, before the server confirms it. */
  user: StoredUser | null;
  /** The server's last word: true once it confirmed the session, false after a 401, undefined before it answered. */
  loggedIn: boolean | undefined;
  /** Makes `user` the signed-in user and saves it locally. */
  setUser: (user: SessionUser) => void;
  /** Ends the session on the server and here; `byVisitor` for the visitor's own sign-out (useSignOut). */
  logout: (options?: { byVisitor?: boolean }) => Promise<void>;
  /**
   * Whether the session ended by the visitor's own sign-out in this tab (until the next sign-in): a screen for
   * signed-in users that is still shown then sends them home, never to sign in again.
   */
  signedOutByVisitor: boolean;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
