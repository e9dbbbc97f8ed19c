/** POST /api/address: adds an address (answers 201 with it); the address list is fetched again. */
import type { Address, AddressRequestInput } from '@contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressQueries } from './get-address.ts';

const addressSchema = () => import('@contracts/address').then((contracts) => contracts.addressSchema);

export function postAddress(request: AddressRequestInput): Promise<Address> {
  return apiRequest('/address', { method: 'POST', body: request, schema: addressSchema });
}

export function useAddAddress({ onSuccess }: { onSuccess?: (address: Address) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddress,
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: addressQueries.all() });
      onSuccess?.(address);
    },
  });
}
