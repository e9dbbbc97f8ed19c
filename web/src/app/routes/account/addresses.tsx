/**
 * /account/addresses (docs/product.md#account-screens): the saved delivery addresses as cards (default first), each
 * with Edit, Delete and Make default, and a card to add one (up to 10). After a delete or Make default the keyboard
 * stays by the card acted on (lib/use-focus-after-change.ts).
 */
import { business } from '@business';
import { maxAddresses } from '@functions/accounts/contract/address';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { addAddressPath, editAddressPath } from '../../../features/addresses/address-paths.ts';
import { useAddresses } from '../../../api/addresses.ts';
import { AddressCard } from '../../../features/addresses/components/address-card.tsx';
import { useAddressActions } from '../../../features/addresses/hooks/use-address-actions.ts';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFocusAfterChange } from '../../../lib/use-focus-after-change.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './addresses.module.scss';

function AddCard({ full }: { full: boolean }) {
  if (full) {
    return (
      <li className={styles.addCard} data-full>
        <PlusIcon size={32} />
        <span className={styles.addTitle}>Add address</span>
        <span className={styles.addText}>You have {maxAddresses} addresses, the most we keep. Delete one to add another.</span>
      </li>
    );
  }
  return (
    <li>
      <Link to={addAddressPath} className={styles.addCard}>
        <PlusIcon size={32} />
        <span className={styles.addTitle}>Add address</span>
        <span className={styles.addText}>Somewhere new for us to bring your food</span>
      </Link>
    </li>
  );
}

function Skeleton() {
  return (
    <div role="status" aria-label="Loading your addresses" className={styles.grid}>
      {[0, 1, 2].map((n) => (
        <span key={n} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

export function AddressesScreen() {
  useDocumentTitle(`Your addresses | ${business.name}`);
  const savedNotice = (useLocation().state as { notice?: string } | null)?.notice;
  const addresses = useAddresses();
  const { notice, busyId, act, error } = useAddressActions();
  const listRef = useRef<HTMLDivElement>(null);
  const emptyTitleRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = useFocusAfterChange({ root: listRef, data: addresses.data, busy: busyId !== null, fallback: () => emptyTitleRef.current });

  const list = addresses.data;
  const shownNotice = notice ?? savedNotice;

  return (
    <AccountPage
      title="Your addresses"
      width="wide"
      crumbs={[accountCrumb]}
      lead={<p>Where we bring your food. We deliver in {business.serviceArea.name}; checkout suggests your default address.</p>}
    >
      <div aria-live="polite" className={styles.status}>
        {shownNotice ? <FormAlert tone="success">{shownNotice}</FormAlert> : null}
      </div>
      <FormRefusal error={error} />

      {addresses.isPending ? <Skeleton /> : null}
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
            <AddCard full={list.length >= maxAddresses} />
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  editTo={editAddressPath(address.id)}
                  busy={busyId === address.id}
                  onDelete={() => {
                    keepFocus(address.id, 'delete');
                    act(address, 'delete');
                  }}
                  onMakeDefault={() => {
                    keepFocus(address.id, 'default');
                    act(address, 'default');
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </AccountPage>
  );
}
