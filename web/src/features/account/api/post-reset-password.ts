/** POST /api/auth/reset-password {id, token, password}: sets the new password from the e-mailed link; does not sign in. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = () => import('@contracts/auth').then((contracts) => contracts.messageSchema);

export function postResetPassword(request: { id: string; token: string; password: string }): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: request, schema: messageSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
