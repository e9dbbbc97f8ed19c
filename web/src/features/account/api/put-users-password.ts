/** PUT /api/users/password {currentPassword, password}: changes the password; keeps this session, ends the others. */
import type { SessionUser } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionUserSchema = () => import('@contracts/auth').then((contracts) => contracts.sessionUserSchema);

export function putUsersPassword(request: { currentPassword: string; password: string }): Promise<SessionUser> {
  return apiRequest('/users/password', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** `onSuccess` receives the user, now with a fresh session cookie. */
export function useChangePassword({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersPassword, onSuccess });
}
