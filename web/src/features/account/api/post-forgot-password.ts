/** POST /api/auth/forgot-password {email}: e-mails a reset link; the same answer for unknown addresses. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = () => import('@contracts/auth').then((contracts) => contracts.messageSchema);

export function postForgotPassword(request: { email: string }): Promise<{ message: string }> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: request, schema: messageSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
