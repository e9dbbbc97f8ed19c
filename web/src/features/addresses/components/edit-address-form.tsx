/** The address form for a saved address: saving goes back to the saved addresses with a line saying so. */
import type { Address } from '@functions/accounts/contract/address';
import { addressesPath } from '../address-paths.ts';
import { useEditAddressFlow } from '../hooks/use-address-form-flow.ts';
import { AddressForm } from './address-form.tsx';

export function EditAddressForm({ address }: { address: Address }) {
  const save = useEditAddressFlow();
  return (
    <AddressForm
      address={address}
      first={false}
      cancelTo={addressesPath}
      pending={save.isPending}
      error={save.error}
      onSubmit={(request) => save.mutate({ id: address.id, request })}
    />
  );
}
