/**
 * The signed-in customer's phone number, which checkout starts from: the session check's answer
 * (GET /auth/isLoggdIn), shared with the account screens' cache. null: the account has none;
 * undefined: not known yet.
 */
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../api/session.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';

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
