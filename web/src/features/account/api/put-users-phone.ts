/** PUT /api/users/phone { phone }: changes the phone number, sent as E.164 (after password re-entry); answers with the user. */
import type { SessionUser } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionUserSchema = () => import('@contracts/auth').then((contracts) => contracts.sessionUserSchema);

export function putUsersPhone(request: { phone: string }): Promise<SessionUser> {
  return apiRequest('/users/phone', { method: 'PUT', body: request, schema: sessionUserSchema });
}

/** `onSuccess` receives the changed user (the session keeps it). */
export function useChangePhone({ onSuccess }: { onSuccess?: (user: SessionUser) => void } = {}) {
  return useMutation({ mutationFn: putUsersPhone, onSuccess });
}
