/**
 * Delete and Make default on the saved addresses: one card busy at a time, a line saying what
 * changed, and the last refusal.
 */
import type { Address } from '@functions/accounts/contract/address';
import { useState } from 'react';
import { requestOf, useDeleteAddress, useSaveAddress } from '../../../api/addresses.ts';

export function useAddressActions() {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);
  const remove = useDeleteAddress();
  const save = useSaveAddress();

  const act = (address: Address, action: 'delete' | 'default') => {
    setBusyId(address.id);
    setNotice(undefined);
    const settled = { onSettled: () => setBusyId(null) };
    if (action === 'delete') {
      remove.mutate(address.id, { ...settled, onSuccess: () => setNotice(`${address.label} was deleted.`) });
    } else {
      save.mutate(
        { id: address.id, request: requestOf(address, { isDefault: true }) },
        { ...settled, onSuccess: () => setNotice(`${address.label} is now your default address.`) },
      );
    }
  };

  return { notice, busyId, act, error: remove.error ?? save.error };
}
