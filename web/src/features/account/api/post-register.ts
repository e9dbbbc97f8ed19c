/** POST /api/auth/register {name, email, password}: 201 {message}, the same for a taken address; no session. */
import type { RegisterRequest } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSchema = () => import('@contracts/auth').then((contracts) => contracts.messageSchema);

export function postRegister(request: RegisterRequest): Promise<{ message: string }> {
  return apiRequest('/auth/register', { method: 'POST', body: request, schema: messageSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
