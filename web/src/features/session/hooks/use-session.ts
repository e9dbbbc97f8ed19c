/** The session as every screen sees it; the rules live in SessionProvider. */
import type { SessionUser } from '@contracts/auth';
import { createContext, useContext } from 'react';
import type { StoredUser } from '../../../lib/stored-user.ts';

export type Session = {
  /** The stored user (docs/product.md#what-the-browser-keeps): present from the moment of sign-in, before the server confirms it. */
  user: StoredUser | null;
  /** The server's last word: true once it confirmed the session, false after a 401, undefined before it answered. */
  loggedIn: boolean | undefined;
  /** Makes `user` the signed-in user and saves it locally. */
  setUser: (user: SessionUser) => void;
  /** Ends the session on the server and here (the visitor's own sign-out: useSignOut). */
  logout: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
