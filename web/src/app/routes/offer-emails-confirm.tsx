/**
 * /offer-emails/confirm?token=… (docs/business-rules.md#offer-e-mails-who-receives-them): the confirming e-mail's
 * link, opened anywhere (signed out too, on another device): posts its token once as the page opens, then says the
 * customer will get offers, or why the link did not work, with the way to the account's setting. Not indexed.
 */
import { business } from '@business';
import { Link, useSearchParams } from 'react-router';
import { useConfirmOfferEmails } from '../../api/offer-emails.ts';
import { AlertIcon } from '../../components/icons.tsx';
import { CheckCircleIcon, MailCheckIcon } from '../../components/screen-icons.tsx';
import { offerEmailsSettingPath } from '../../features/offer-emails/components/offer-emails-words.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../components/status-page.module.scss';

export function OfferEmailsConfirmScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmOfferEmails(token);
  const state = token === '' ? 'incomplete' : confirm.isPending ? 'checking' : confirm.isSuccess ? 'confirmed' : 'refused';
  useDocumentTitle(`${state === 'confirmed' ? 'You’ll get our offers' : 'Confirm offer e-mails'} | ${business.name}`);

  return (
    <div className={styles.page}>
      <meta name="robots" content="noindex" />
      <div className={styles.card} role={state === 'refused' || state === 'incomplete' ? 'alert' : 'status'}>
        {state === 'checking' ? <MailCheckIcon size={72} className={styles.art} /> : null}
        {state === 'confirmed' ? <CheckCircleIcon size={72} className={styles.art} /> : null}
        {state === 'refused' || state === 'incomplete' ? <AlertIcon size={64} className={styles.art} /> : null}
        <p className={styles.eyebrow}>Offers by e-mail</p>
        <h1 className={styles.title}>
          {state === 'checking' ? 'Confirming…' : state === 'confirmed' ? 'You’ll get our offers by e-mail' : 'This link didn’t work'}
        </h1>
        <p className={styles.text}>
          {state === 'checking'
            ? 'One moment while we check your link.'
            : state === 'confirmed'
              ? 'Thank you for confirming. Every offer e-mail has a link to stop them; e-mails about your orders come as always.'
              : state === 'incomplete'
                ? 'The link has no token: copy the whole link from the e-mail, or ask again from your account.'
                : apiErrorText(confirm.error)}
        </p>
        {state === 'checking' ? null : (
          <div className={styles.actions}>
            <Link to={offerEmailsSettingPath} className={styles.primary}>
              Go to your account
            </Link>
            <Link to="/menu" className={styles.secondary}>
              Browse the menu
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
