/**
 * Following the e-mailed verification link (docs/product.md#sign-in-screens): sent once as the screen opens; a
 * sign-up link opened in another browser than the one that registered asks for the password and is sent again
 * with it. Once it has signed in, the customer goes on: to the add kept for the sign-in (PendingAddFinisher
 * finishes it and opens the dish page), else to the screen they came from, else the screen says they are in.
 */
import { signUpLinkRefusals } from '@functions/accounts/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useVerifyEmail, useVerifyEmailWithPassword } from '../../../api/account.ts';
import { sessionQueries } from '../../../api/session.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { takeSignUpReturn } from './sign-up-return.ts';
import { useKeptAdd } from './use-kept-add.ts';
import { useSession } from './use-session.ts';

export type VerifyLinkState =
  | { kind: 'checking' }
  | { kind: 'password' }
  /** Signed in by the link: `keptItems` are being added to the cart ('' when nothing was kept). */
  | { kind: 'signedIn'; name: string; keptItems: string }
  /** Verified without signing in (an e-mail change, an account with two-factor): the server's words. */
  | { kind: 'verified'; message: string }
  /** `used`: followed before; otherwise invalid or expired (a sign-in e-mails a new one). */
  | { kind: 'refused'; error: unknown; used: boolean };

function asksForPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.details.some((detail) => detail.path === 'body.password');
}

export function useVerifyLink(userId: string, token: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const kept = useKeptAdd('signIn');
  const link = useVerifyEmail(userId, token);
  const withPassword = useVerifyEmailWithPassword(userId, token);
  const answer = withPassword.data ?? link.data;
  const signedIn = answer?.user !== undefined;

  // Signed in with nothing kept to add: back to the screen they came from, once, if there is one.
  const wentOn = useRef(false);
  useEffect(() => {
    if (!signedIn || wentOn.current) return;
    wentOn.current = true;
    const returnTo = takeSignUpReturn();
    if (returnTo && !kept.items) void navigate(returnTo, { replace: true });
  }, [signedIn, kept.items, navigate]);

  // A link for a new address changed the signed-in account: show the new address everywhere.
  const alreadySignedIn = user !== null && !signedIn;
  useEffect(() => {
    if (answer && alreadySignedIn) void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
  }, [answer, alreadySignedIn, queryClient]);

  let state: VerifyLinkState;
  if (answer?.user) state = { kind: 'signedIn', name: answer.user.name, keptItems: kept.items };
  else if (answer) state = { kind: 'verified', message: answer.message };
  else if (link.isPending) state = { kind: 'checking' };
  else if (asksForPassword(link.error)) state = { kind: 'password' };
  else state = { kind: 'refused', error: link.error, used: isApiError(link.error) && link.error.message === signUpLinkRefusals.used };

  return {
    state,
    signedInBefore: alreadySignedIn,
    password: { submit: (password: string) => withPassword.mutate({ password }), pending: withPassword.isPending, error: withPassword.error },
  };
}
