/**
 * The session rules of docs/product.md#session: the stored user is the current user, saved whenever it
 * changes; each change of login status asks the server (GET /auth/isLoggdIn) and acts on the
 * answer; logout ends the session everywhere it lives; one visit is reported per browser session.
 */
import type { SessionUser } from '@functions/accounts/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { clearSignedInUserData, getLogout, sessionQueries, setSignedInUser, toStoredUser } from '../../../api/session.ts';
import { hasStoredUserEntry, readStoredUser, removeStoredUser, useStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { clearPasswordEnteredTime } from '../hooks/password-entered-time.ts';
import { SessionContext, type Session } from '../hooks/use-session.ts';
import { reportVisitOnce } from '../hooks/visits.ts';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const userId = user?.id ?? null;
  // Nothing stored: the visitor is signed out and there is nothing to confirm, so no request (and
  // no 401 in the console of every signed-out visitor). Anything stored is checked, even an entry
  // without a name, which then logs out.
  const check = useQuery({ ...sessionQueries.status(userId), enabled: user !== null || hasStoredUserEntry() });

  const [signedOutByVisitor, setSignedOutByVisitor] = useState(false);
  const logout = useCallback(
    async ({ byVisitor = false }: { byVisitor?: boolean } = {}) => {
      // Before the user is cleared, so a guard shown at that moment already knows the visitor chose to go.
      if (byVisitor) setSignedOutByVisitor(true);
      try {
        await getLogout();
      } catch (error) {
        console.error('Signing out on the server failed', error); // only logged (docs/product.md#errors)
      }
      // The current user's data, then the user's cached sets, then the stored user.
      await clearSignedInUserData(queryClient);
      removeStoredUser();
      clearPasswordEnteredTime();
    },
    [queryClient],
  );

  const setUser = useCallback(
    (next: SessionUser) => {
      setSignedOutByVisitor(false);
      setSignedInUser(queryClient, next);
    },
    [queryClient],
  );

  // Acts once on each answer of the status check (refs survive strict mode's second effect run).
  const handledAnswerAt = useRef(0);
  useEffect(() => {
    const answeredAt = check.status === 'success' ? check.dataUpdatedAt : check.status === 'error' ? check.errorUpdatedAt : 0;
    if (answeredAt === 0 || answeredAt === handledAnswerAt.current) return;
    handledAnswerAt.current = answeredAt;

    if (check.status === 'success') {
      const stored = readStoredUser();
      if (!stored?.name) {
        void logout(); // a session without a stored name does not count
        return;
      }
      if (stored.id === check.data.user.id) writeStoredUser(toStoredUser(check.data.user));
      return;
    }
    if (isApiError(check.error) && check.error.status === 401) {
      void logout();
      return;
    }
    console.error('Checking the session failed', check.error); // only logged (docs/product.md#errors)
  }, [check.status, check.data, check.error, check.dataUpdatedAt, check.errorUpdatedAt, logout]);

  useEffect(() => {
    void reportVisitOnce(readStoredUser()?.id ?? null);
  }, []);

  const loggedIn = user === null ? false : check.status === 'success' ? true : isApiError(check.error) && check.error.status === 401 ? false : undefined;

  const session = useMemo<Session>(() => ({ user, loggedIn, setUser, logout, signedOutByVisitor }), [user, loggedIn, setUser, logout, signedOutByVisitor]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
