/** DELETE /api/address/{addressId}: deletes an address (a deleted default passes to the most recent other one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressQueries } from './get-address.ts';

export async function deleteAddress(id: string): Promise<void> {
  await apiRequest(`/address/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: addressQueries.all() });
      onSuccess?.(id);
    },
  });
}
