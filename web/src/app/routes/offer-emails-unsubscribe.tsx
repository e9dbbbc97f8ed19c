/**
 * /offer-emails/unsubscribe?token=… (docs/business-rules.md#offer-e-mails-who-receives-them): the offer e-mail's
 * footer link, signed in or not. Opening it changes nothing (mail scanners open links); its button posts the token,
 * then the page says it is done and that order e-mails still come. Not indexed.
 */
import { business } from '@business';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribeOfferEmails } from '../../api/offer-emails.ts';
import { AlertIcon, MailIcon } from '../../components/icons.tsx';
import { CheckCircleIcon } from '../../components/screen-icons.tsx';
import { offerEmailsSettingPath } from '../../features/offer-emails/components/offer-emails-words.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../components/status-page.module.scss';

export function OfferEmailsUnsubscribeScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeOfferEmails();
  const done = unsubscribe.isSuccess;
  useDocumentTitle(`${done ? 'Unsubscribed' : 'Unsubscribe from offer e-mails'} | ${business.name}`);

  return (
    <div className={styles.page}>
      <meta name="robots" content="noindex" />
      <div className={styles.card}>
        {done ? <CheckCircleIcon size={72} className={styles.art} /> : <MailIcon size={64} className={styles.art} />}
        <p className={styles.eyebrow}>Offers by e-mail</p>
        <h1 className={styles.title}>{done ? 'Done: no more offer e-mails.' : 'Unsubscribe from offer e-mails'}</h1>
        <div role="status" className={styles.text}>
          {done ? <p>Order e-mails still come.</p> : null}
        </div>
        {done ? (
          <div className={styles.actions}>
            <Link to="/menu" className={styles.primary}>
              Browse the menu
            </Link>
          </div>
        ) : (
          <>
            <p className={styles.text}>
              {token
                ? `We’ll stop sending you ${business.name}’s offers. E-mails about your orders still come.`
                : 'This link has no token: copy the whole link from the e-mail.'}
            </p>
            {unsubscribe.isError ? (
              <p role="alert" className={styles.text}>
                <AlertIcon size={20} /> {apiErrorText(unsubscribe.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              {token ? (
                <button type="button" className={styles.primary} disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                  {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe from offer e-mails'}
                </button>
              ) : null}
              <Link to={offerEmailsSettingPath} className={styles.secondary}>
                Your account’s setting
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
