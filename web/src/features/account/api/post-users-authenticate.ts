/** POST /api/users/authenticate {password}: password re-entry for sensitive changes (valid 15 minutes). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answerSchema = () => import('@contracts/auth').then((contracts) => contracts.reauthenticationAnswerSchema);

export function postUsersAuthenticate(request: { password: string }): Promise<{ passwordEnteredTime: number }> {
  return apiRequest('/users/authenticate', { method: 'POST', body: request, schema: answerSchema });
}

export function useAuthenticate({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: postUsersAuthenticate, onSuccess });
}
