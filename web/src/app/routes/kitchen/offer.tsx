/**
 * One offer in the kitchen (/kitchen/offers/new?kind=code|automatic and /kitchen/offers/:offerId;
 * docs/business-rules.md#the-owners-offers): the whole definition in one form, saved together over the version read;
 * a save goes back to the list, which says what was saved. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { StoredOffer } from '@functions/offers/contract/offers';
import { Link, useParams, useSearchParams } from 'react-router';
import { useOwnerOffers } from '../../../api/offers.ts';
import { LoadFailed, loadFailedActionClass } from '../../../components/load-failed.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { OfferForm } from '../../../features/offers/components/offer-form.tsx';
import { offerName } from '../../../features/offers/hooks/offer-words.ts';
import { useBackToOffers } from '../../../features/offers/hooks/use-offer-arrival.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './offers.module.scss';

export function KitchenOfferScreen() {
  const { offerId } = useParams();
  const kind = useSearchParams()[0].get('kind') === 'automatic' ? 'automatic' : 'code';
  const offers = useOwnerOffers();
  const backToOffers = useBackToOffers();
  const saved: StoredOffer | undefined = offerId ? offers.data?.offers.find((offer) => offer.offerId === offerId) : undefined;
  const title = offerId ? (saved ? offerName(saved) : 'Offer') : kind === 'code' ? 'New code' : 'New automatic offer';
  useDocumentTitle(`${title} | Offers | Kitchen | ${business.name}`);

  let body;
  if (!offerId) {
    body = <OfferForm key={kind} saved={undefined} kind={kind} onSaved={(offer) => backToOffers(offer, true)} />;
  } else if (offers.data) {
    // Once loaded, a failed background read never takes the form (and its unsaved changes) away.
    body = saved ? (
      <OfferForm key={saved.offerId} saved={saved} kind={saved.kind} onSaved={(offer) => backToOffers(offer, false)} />
    ) : (
      <LoadFailed
        action={
          <Link className={loadFailedActionClass} to="/kitchen/offers">
            Back to the offers
          </Link>
        }
      >
        No offer with that address.
      </LoadFailed>
    );
  } else if (offers.isError) {
    body = <LoadFailed onRetry={() => void offers.refetch()}>We couldn’t load the offer. {apiErrorText(offers.error)}</LoadFailed>;
  } else {
    body = (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the offer">
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
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {saved
            ? 'Change anything below and save: the checkout takes the offer as saved from its next order.'
            : kind === 'code'
              ? 'A code customers type at checkout. Fill it in and add it: it works as soon as it starts.'
              : 'An offer the checkout takes by itself when an order meets it. Fill it in and add it: it applies as soon as it starts.'}
        </p>
      </div>
      {body}
    </div>
  );
}
