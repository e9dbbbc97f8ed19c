/**
 * What the saved addresses' page knows and does (docs/product.md#account-screens): the addresses, the line saying
 * what changed (from this page's Delete or Make default, else from the form that sent the customer back here), and
 * Delete and Make default keeping the keyboard by the card acted on, or on the empty list's title when the last one
 * goes (lib/use-focus-after-change.ts).
 */
import type { Address } from '@functions/accounts/contract/address';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useAddresses } from '../../../api/addresses.ts';
import { useFocusAfterChange } from '../../../lib/use-focus-after-change.ts';
import { useAddressActions } from './use-address-actions.ts';

export function useAddressesPage() {
  const savedNotice = (useLocation().state as { notice?: string } | null)?.notice;
  const addresses = useAddresses();
  const { notice, busyId, act, error } = useAddressActions();
  const listRef = useRef<HTMLDivElement>(null);
  const emptyTitleRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = useFocusAfterChange({ root: listRef, data: addresses.data, busy: busyId !== null, fallback: () => emptyTitleRef.current });

  return {
    addresses,
    /** The line saying what changed, if anything did. */
    notice: notice ?? savedNotice,
    /** The card a Delete or Make default is under way on. */
    busyId,
    /** The last Delete or Make default refused. */
    error,
    /** Around the list (where the keyboard stays), and the empty list's title. */
    listRef,
    emptyTitleRef,
    remove: (address: Address) => {
      keepFocus(address.id, 'delete');
      act(address, 'delete');
    },
    makeDefault: (address: Address) => {
      keepFocus(address.id, 'default');
      act(address, 'default');
    },
  };
}
