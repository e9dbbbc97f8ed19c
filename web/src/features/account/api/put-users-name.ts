/** PUT /api/users/name { name }: changes the signed-in user's name (after password re-entry); answers with the user. */
import type { SessionUser } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionUserSchema = () => import('@contracts/auth').then((contracts) => contracts.sessionUserSchema);

export function putUsersName(request: { name: string }): Promise<SessionUser> {
  return apiRequest('/users/name', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangeName({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersName, onSuccess });
}
