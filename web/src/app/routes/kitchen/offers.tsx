/**
 * The owner's offers (/kitchen/offers; docs/business-rules.md#the-owners-offers): every offer code and automatic
 * offer, the newest first, with its words, state, dates and limits; Pause, Resume and End at once; New code and New
 * automatic offer open the editor, Loyalty points the points' settings (/kitchen/offers/loyalty), Offer e-mails the
 * e-mails to subscribers (/kitchen/offers/emails). Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { useOwnerOffers } from '../../../api/offers.ts';
import { MailIcon } from '../../../components/icons.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PlusIcon, StarIcon } from '../../../components/screen-icons.tsx';
import { OfferList, OfferListSkeleton } from '../../../features/offers/components/offer-list.tsx';
import { useOfferArrival } from '../../../features/offers/hooks/use-offer-arrival.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './offers.module.scss';

export function KitchenOffersScreen() {
  useDocumentTitle(`Offers | Kitchen | ${business.name}`);
  const offers = useOwnerOffers();
  const note = useOfferArrival();

  let body;
  if (offers.data) {
    // Once loaded, a failed background read keeps the list as it was.
    body = <OfferList offers={offers.data.offers} note={note} />;
  } else if (offers.isError) {
    body = <LoadFailed onRetry={() => void offers.refetch()}>We couldn’t load the offers. {apiErrorText(offers.error)}</LoadFailed>;
  } else {
    body = <OfferListSkeleton />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Kitchen</p>
          <h1 className={styles.title}>Offers</h1>
          <p className={styles.lead}>Codes customers type at checkout, and offers the checkout takes by itself. Pause or end one at any time.</p>
        </div>
        <div className={styles.newButtons}>
          <Link to="new?kind=code" className={styles.newCode}>
            <PlusIcon size={18} />
            <span>New code</span>
          </Link>
          <Link to="new?kind=automatic" className={styles.newAutomatic}>
            <PlusIcon size={18} />
            <span>New automatic offer</span>
          </Link>
          <Link to="loyalty" className={styles.loyalty}>
            <StarIcon size={18} />
            <span>Loyalty points</span>
          </Link>
          <Link to="emails" className={styles.mails}>
            <MailIcon size={18} />
            <span>Offer e-mails</span>
          </Link>
        </div>
      </div>
      {body}
    </div>
  );
}
