/** POST /api/auth/two-factor {id, token, code}: finishes a sign-in with the e-mailed code. */
import type { SessionUser } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../hooks/use-session.ts';

export type TwoFactorRequest = { id: string; token: string; code: string };

const sessionUserSchema = () => import('@contracts/auth').then((contracts) => contracts.sessionUserSchema);

export function postTwoFactor(request: TwoFactorRequest): Promise<SessionUser> {
  return apiRequest('/auth/two-factor', { method: 'POST', body: request, schema: sessionUserSchema });
}

/** Finishing a sign-in with the code sets the user, as any other successful sign-in does. */
export function useTwoFactor() {
  const { setUser } = useSession();
  return useMutation({ mutationFn: postTwoFactor, onSuccess: setUser });
}
