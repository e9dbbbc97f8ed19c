/**
 * The owner's offer e-mails (/kitchen/offers/emails; docs/business-rules.md#offer-e-mails): how many subscribers an
 * e-mail sent now would reach, New e-mail (/kitchen/offers/emails/new), and the e-mails sent, the newest first, with
 * their progress (read again every few seconds while one is sending) and opens. Linked from the Offers page; inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { useOwnerOfferMails } from '../../../api/offer-mails.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ArrowLeftIcon, PlusIcon } from '../../../components/screen-icons.tsx';
import { OfferMailList, OfferMailListSkeleton } from '../../../features/offer-mails/components/offer-mail-list.tsx';
import { subscribersWords } from '../../../features/offer-mails/hooks/offer-mail-words.ts';
import { useMailArrival } from '../../../features/offer-mails/hooks/use-mail-arrival.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './offers.module.scss';

export function KitchenOfferMailsScreen() {
  useDocumentTitle(`Offer e-mails | Offers | Kitchen | ${business.name}`);
  const mails = useOwnerOfferMails();
  const note = useMailArrival();

  let body;
  if (mails.data) {
    // Once loaded, a failed background read keeps the list as it was.
    body = <OfferMailList mails={mails.data.mails} opensTracked={mails.data.opensTracked} note={note} />;
  } else if (mails.isError) {
    body = <LoadFailed onRetry={() => void mails.refetch()}>We couldn’t load the offer e-mails. {apiErrorText(mails.error)}</LoadFailed>;
  } else {
    body = <OfferMailListSkeleton />;
  }

  return (
    <div className={styles.page}>
      <Link to="/kitchen/offers" className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span>All offers</span>
      </Link>
      <div className={styles.top}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Kitchen · Offers</p>
          <h1 className={styles.title}>Offer e-mails</h1>
          <p className={styles.lead}>Tell the customers who asked for your offers about a code or a special. Each e-mail goes to every subscriber once.</p>
        </div>
        <div className={styles.newButtons}>
          {mails.data ? (
            <p className={styles.subscribers} aria-live="polite">
              <strong>{subscribersWords(mails.data.subscribers)}</strong>
              <span>would get an e-mail sent now</span>
            </p>
          ) : null}
          <Link to="new" className={styles.newCode}>
            <PlusIcon size={18} />
            <span>New e-mail</span>
          </Link>
        </div>
      </div>
      {body}
    </div>
  );
}
