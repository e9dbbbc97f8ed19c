/**
 * What checkout reads of the signed-in customer's account: the phone number it starts from, and whether the address
 * is verified (paying in person waits for it). Both from the session check's answer (GET /auth/isLoggdIn), shared
 * with the account screens' cache.
 */
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../api/session.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';

/** null: the account has none; undefined: not known yet. */
export function useAccountPhone(): string | null | undefined {
  const user = useStoredUser();
  const check = useQuery({
    ...sessionQueries.status(user?.id ?? null),
    enabled: user !== null,
    // The session check asks on each change of login status; checkout reads its answer.
    refetchOnMount: false,
    select: (answer) => answer.user.phone,
  });
  return check.data;
}

/** false while the account's address is not verified; undefined until the session's answer is in. */
export function useEmailVerified(): boolean | undefined {
  const user = useStoredUser();
  const check = useQuery({
    ...sessionQueries.status(user?.id ?? null),
    enabled: user !== null,
    refetchOnMount: false,
    select: (answer) => answer.user.emailVerified,
  });
  return check.data;
}
