/** PUT /api/users/two-factor { enabled }: turns sign-in codes by e-mail on or off (after password re-entry); answers with the user. */
import type { SessionUser } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionUserSchema = () => import('@contracts/auth').then((contracts) => contracts.sessionUserSchema);

export function putUsersTwoFactor(request: { enabled: boolean }): Promise<SessionUser> {
  return apiRequest('/users/two-factor', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangeTwoFactor({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersTwoFactor, onSuccess });
}
