/**
 * A new offer e-mail (/kitchen/offers/emails/new; docs/business-rules.md#offer-e-mails): the compose form with its
 * preview; a send goes back to the e-mails, which say it is on its way. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { useOwnerOfferMails } from '../../../api/offer-mails.ts';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { OfferMailForm } from '../../../features/offer-mails/components/offer-mail-form.tsx';
import { useBackToMails } from '../../../features/offer-mails/hooks/use-mail-arrival.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './offers.module.scss';

export function KitchenOfferMailScreen() {
  useDocumentTitle(`New e-mail | Offer e-mails | Kitchen | ${business.name}`);
  // The subscribers' count names the Send button; the form works before it is known.
  const mails = useOwnerOfferMails();
  const backToMails = useBackToMails();

  return (
    <div className={styles.page}>
      <Link to="/kitchen/offers/emails" className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span>Offer e-mails</span>
      </Link>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen · Offer e-mails</p>
        <h1 className={styles.title}>New e-mail</h1>
        <p className={styles.lead}>Write it, feature a code if you like, and check the preview: it is what your subscribers will get.</p>
      </div>
      <OfferMailForm subscribers={mails.data?.subscribers} onSent={backToMails} />
    </div>
  );
}
