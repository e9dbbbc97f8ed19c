/** The signed-in user's full record (e-mail, phone, two-factor) for the account screens. */
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../api/session.ts';
import { useSession } from './use-session.ts';

export function useAccount() {
  const { user } = useSession();
  return useQuery({
    ...sessionQueries.status(user?.id ?? null),
    enabled: user !== null,
    // SessionProvider asks the server on each change of login status; screens read its answer.
    refetchOnMount: false,
    select: (check) => check.user,
  });
}
