/**
 * Where the address form goes once it is saved (docs/product.md#account-screens): back to the saved addresses with a
 * line saying what changed, or, for a new address added from checkout, back to checkout with it chosen.
 */
import { useLocation, useNavigate } from 'react-router';
import { useAddAddress, useSaveAddress } from '../../../api/addresses.ts';
import { addressesPath } from '../address-paths.ts';

/** Back to the saved addresses, with a line saying what changed. */
function useBackToAddresses() {
  const navigate = useNavigate();
  return (notice: string) => void navigate(addressesPath, { state: { notice } });
}

/**
 * Adding an address: `add` saves it, then goes back to the list, or to `returnTo` with the new address chosen;
 * `returnTo` is where the form's Cancel goes too, when set.
 */
export function useAddAddressFlow() {
  const back = useBackToAddresses();
  const navigate = useNavigate();
  // Checkout links here with { returnTo: '/order/schedule' }: saving goes back there with the new address chosen.
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo === '/order/schedule' ? '/order/schedule' : undefined;
  const add = useAddAddress({
    onSuccess: (address) =>
      returnTo
        ? void navigate(returnTo, { state: { addressId: address.id } })
        : back(`${address.label} was saved${address.isDefault ? ' as your default address' : ''}.`),
  });
  return { returnTo, add };
}

/** Saving a change to an address, then back to the list. */
export function useEditAddressFlow() {
  const back = useBackToAddresses();
  return useSaveAddress({ onSuccess: (saved) => back(`${saved.label} was saved.`) });
}
