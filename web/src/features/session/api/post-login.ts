/**
 * POST /api/auth/login {email, password}: 200 with the user (and the session cookie), or 201 with
 * {id, token} when a sign-in code was e-mailed. Errors reach the caller (spec section 8).
 */
import type { LoginRequest, SessionUser, TwoFactorChallenge } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../hooks/use-session.ts';

export type LoginResult = { kind: 'signedIn'; user: SessionUser } | { kind: 'codeSent'; challenge: TwoFactorChallenge };

const loginAnswerSchema = () =>
  import('@contracts/auth').then(({ sessionUserSchema, twoFactorChallengeSchema }) =>
    sessionUserSchema.or(twoFactorChallengeSchema),
  );

export async function postLogin(request: LoginRequest): Promise<LoginResult> {
  const answer = await apiRequest('/auth/login', { method: 'POST', body: request, schema: loginAnswerSchema });
  // The 201 answer is the only one with a token; a user never carries one.
  if ('token' in answer) return { kind: 'codeSent', challenge: { id: answer.id, token: answer.token } };
  return { kind: 'signedIn', user: answer };
}

/**
 * Signing in (spec section 4): a 201 answer goes back to the caller without setting the user (the
 * screen then asks for the e-mailed code); any other success sets the user.
 */
export function useLogin() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (result) => {
      if (result.kind === 'signedIn') setUser(result.user);
    },
  });
}
