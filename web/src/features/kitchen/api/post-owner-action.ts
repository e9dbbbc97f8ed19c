/** POST /api/owner/orders/action {token}: takes the e-mailed link's action once (409 when done already or not possible now). */
import type { OwnerActionAnswer } from '@contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { kitchenQueries, ownerActionAnswerSchema } from './get-owner-action.ts';

export function postOwnerAction(token: string): Promise<OwnerActionAnswer> {
  return apiRequest('/owner/orders/action', { method: 'POST', body: { token }, schema: ownerActionAnswerSchema });
}

export function usePerformOwnerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOwnerAction,
    onSuccess: (answer, token) => {
      queryClient.setQueryData(kitchenQueries.action(token).queryKey, answer);
    },
    // Refused (e.g. done from another device meanwhile): show the order as it is now.
    onError: (_error, token) => queryClient.invalidateQueries({ queryKey: kitchenQueries.action(token).queryKey }),
  });
}
