/**
 * The signed-in customer's addresses: GET /api/address (the default first), POST /api/address,
 * PUT and DELETE /api/address/{addressId}. Every change re-reads the list through `addressQueries`.
 */
import type { Address, AddressRequestInput } from '@functions/accounts/contract/address';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const addressListSchema = () => import('@functions/accounts/contract/address').then((contracts) => contracts.addressListSchema);
const addressSchema = () => import('@functions/accounts/contract/address').then((contracts) => contracts.addressSchema);

export async function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<Address[]> {
  return apiRequest('/address', { schema: addressListSchema, signal });
}

export const addressQueries = {
  all: () => privateKeyRoots.addresses,
  list: () =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getAddresses({ signal }),
    }),
};

export function useAddresses() {
  return useQuery(addressQueries.list());
}

/** Adds an address (answers 201 with it). */
export function postAddress(request: AddressRequestInput): Promise<Address> {
  return apiRequest('/address', { method: 'POST', body: request, schema: addressSchema });
}

/** Saves an address; `isDefault: true` makes it the default. */
export function putAddress({ id, request }: { id: string; request: AddressRequestInput }): Promise<Address> {
  return apiRequest(`/address/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: addressSchema });
}

/** Deletes an address (a deleted default passes to the most recent other one). */
export async function deleteAddress(id: string): Promise<void> {
  await apiRequest(`/address/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
