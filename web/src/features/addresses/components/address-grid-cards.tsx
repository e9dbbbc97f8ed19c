/** The saved addresses' grid beside the addresses: the card that adds one, and the grey cards while they load. */
import { maxAddresses } from '@functions/accounts/contract/address';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { addAddressPath } from '../address-paths.ts';
import styles from './addresses-page.module.scss';

/** The card that adds an address; `full` at the most addresses kept, when it says why it can't. */
export function AddAddressCard({ full }: { full: boolean }) {
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

/** Grey cards while the addresses load. */
export function AddressesSkeleton() {
  return (
    <div role="status" aria-label="Loading your addresses" className={styles.grid}>
      {[0, 1, 2].map((n) => (
        <span key={n} className={styles.skeletonCard} />
      ))}
    </div>
  );
}
