/**
 * The order's thank-you page asks once (docs/business-rules.md#offer-e-mails-who-receives-them): only a customer who
 * never said yes or no sees "Want our offers by e-mail?", never ticked for them; either answer is kept (a link to
 * confirm is e-mailed, or "No thanks" is remembered), the card says what happened, and no page asks again.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useChangeOfferEmails, useOfferEmails } from '../../../api/offer-emails.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { checkInbox, offerEmailsSettingPath, orderEmailsUnaffected } from './offer-emails-words.ts';
import styles from './offer-emails.module.scss';

export function OfferEmailsAsk() {
  const answer = useOfferEmails();
  const change = useChangeOfferEmails();
  const [said, setSaid] = useState<'yes' | 'no'>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  // Asked once: only a customer who never answered, and the card stays to say what their answer did.
  if (!said && answer.data?.status !== 'none') return null;

  const reply = (wanted: boolean) =>
    change.mutate(
      { wanted, from: 'order' },
      {
        onSuccess: () => {
          setSaid(wanted ? 'yes' : 'no');
          requestAnimationFrame(() => outcomeRef.current?.focus());
        },
      },
    );

  return (
    <section className={styles.ask} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.askTitle}>
        Offers by e-mail
      </h2>
      {said ? (
        <p ref={outcomeRef} tabIndex={-1} className={styles.askText}>
          {said === 'yes' && change.data ? checkInbox(change.data.email) : 'No offer e-mails, then. '}
          {said === 'no' ? (
            <>
              You can change that in <Link to={offerEmailsSettingPath}>your account</Link> at any time.
            </>
          ) : null}
        </p>
      ) : (
        <>
          <p className={styles.askText}>Want our offers by e-mail? We’ll send a link to confirm.</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={change.isPending} onClick={() => reply(true)}>
              E-mail me offers
            </button>
            <button type="button" className={styles.secondary} disabled={change.isPending} onClick={() => reply(false)}>
              No thanks
            </button>
          </div>
          {change.isError ? <FormAlert title="Not saved">{apiErrorText(change.error)}</FormAlert> : null}
        </>
      )}
      <p className={styles.muted}>{orderEmailsUnaffected}</p>
    </section>
  );
}
