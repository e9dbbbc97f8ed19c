/**
 * /account/addresses (docs/product.md#account-screens): the saved delivery addresses as cards (default first), each
 * with Edit, Delete and Make default, and a card to add one (up to 10). After a delete or Make default the keyboard
 * stays by the card acted on (lib/use-focus-after-change.ts).
 */
import { business } from '@business';
import { maxAddresses } from '@functions/accounts/contract/address';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { addAddressPath, editAddressPath } from '../../../features/addresses/address-paths.ts';
import { AddressCard } from '../../../features/addresses/components/address-card.tsx';
import { AddAddressCard, AddressesSkeleton } from '../../../features/addresses/components/address-grid-cards.tsx';
import { useAddressesPage } from '../../../features/addresses/hooks/use-addresses-page.ts';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from '../../../features/addresses/components/addresses-page.module.scss';

export function AddressesScreen() {
  useDocumentTitle(`Your addresses | ${business.name}`);
  const { addresses, notice, busyId, error, listRef, emptyTitleRef, remove, makeDefault } = useAddressesPage();
  const list = addresses.data;

  return (
    <AccountPage
      title="Your addresses"
      width="wide"
      crumbs={[accountCrumb]}
      lead={<p>Where we bring your food. We deliver in {business.serviceArea.name}; checkout suggests your default address.</p>}
    >
      <div aria-live="polite" className={styles.status}>
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      <FormRefusal error={error} />

      {addresses.isPending ? <AddressesSkeleton /> : null}
      {addresses.isError ? (
        <FormAlert title="We couldn’t load your addresses">
          <button type="button" className={styles.retry} onClick={() => void addresses.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : null}

      <div ref={listRef}>
        {list && list.length === 0 ? (
          <section className={styles.empty} aria-labelledby="no-addresses">
            <span className={styles.emptyIcon}>
              <MapPinIcon size={36} />
            </span>
            <h2 id="no-addresses" ref={emptyTitleRef} tabIndex={-1}>
              No addresses yet
            </h2>
            <p>Add the address we should deliver to. We check that it’s inside our delivery area, so checkout goes quickly.</p>
            <Link to={addAddressPath} className={styles.primary}>
              <PlusIcon size={20} />
              Add your first address
            </Link>
          </section>
        ) : null}

        {list && list.length > 0 ? (
          <ul className={styles.grid} aria-label="Saved addresses">
            <AddAddressCard full={list.length >= maxAddresses} />
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  editTo={editAddressPath(address.id)}
                  busy={busyId === address.id}
                  onDelete={() => remove(address)}
                  onMakeDefault={() => makeDefault(address)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </AccountPage>
  );
}
