/** PUT /api/address/{addressId}: saves an address; `isDefault: true` makes it the default. */
import type { Address, AddressRequestInput } from '@contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressQueries } from './get-address.ts';

const addressSchema = () => import('@contracts/address').then((contracts) => contracts.addressSchema);

export function putAddress({ id, request }: { id: string; request: AddressRequestInput }): Promise<Address> {
  return apiRequest(`/address/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: addressSchema });
}

/** The request that saves an address unchanged (e.g. to make it the default). */
export function requestOf(address: Address, changes: Partial<AddressRequestInput> = {}): AddressRequestInput {
  return {
    label: address.label,
    recipientName: address.recipientName,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone ?? '',
    deliveryInstructions: address.deliveryInstructions,
    isDefault: address.isDefault,
    ...changes,
  };
}

export function useSaveAddress({ onSuccess }: { onSuccess?: (address: Address) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAddress,
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: addressQueries.all() });
      onSuccess?.(address);
    },
  });
}
