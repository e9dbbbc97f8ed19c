/**
 * The owner's loyalty points (/kitchen/offers/loyalty; docs/business-rules.md#points-in-the-table): points per dollar,
 * how long points last and the rewards, in one form saved over the version read. Linked from the Offers page; inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { useOwnerLoyalty } from '../../../api/loyalty.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { LoyaltyForm } from '../../../features/offers/components/loyalty-form.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './offers.module.scss';

export function KitchenLoyaltyScreen() {
  useDocumentTitle(`Loyalty points | Offers | Kitchen | ${business.name}`);
  const loyalty = useOwnerLoyalty();

  let body;
  if (loyalty.data) {
    // Once loaded, a failed background read never takes the form (and its unsaved changes) away.
    body = <LoyaltyForm saved={loyalty.data} />;
  } else if (loyalty.isError) {
    body = <LoadFailed onRetry={() => void loyalty.refetch()}>We couldn’t load the loyalty settings. {apiErrorText(loyalty.error)}</LoadFailed>;
  } else {
    body = (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the loyalty settings">
        <Skeleton className={styles.blockSkeleton} />
        <Skeleton className={styles.blockSkeleton} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Link to="/kitchen/offers" className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span>All offers</span>
      </Link>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen · Offers</p>
        <h1 className={styles.title}>Loyalty points</h1>
        <p className={styles.lead}>What customers earn on their food, how long their points last, and the rewards they save up for.</p>
      </div>
      {body}
    </div>
  );
}
