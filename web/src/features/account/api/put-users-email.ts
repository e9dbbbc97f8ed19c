/** PUT /api/users/email {email}: e-mails a link to the new address; the address changes when it is followed. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = () => import('@contracts/auth').then((contracts) => contracts.messageSchema);

export function putUsersEmail(request: { email: string }): Promise<{ message: string }> {
  return apiRequest('/users/email', { method: 'PUT', body: request, schema: messageSchema });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: putUsersEmail });
}
