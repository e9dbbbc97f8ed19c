/**
 * "Offers by e-mail" on Account › Notifications (docs/business-rules.md#offer-e-mails-who-receives-them): off until the
 * customer asks (never on by default); asked, until they follow the e-mailed link, with a way to have it sent again;
 * on, with a way to stop. It always says that the e-mails about orders are not affected.
 */
import type { OfferEmailsAnswer } from '@functions/offers/contract/offer-mail-subscription';
import { useId, useRef, useState } from 'react';
import { useChangeOfferEmails, useOfferEmails } from '../../../api/offer-emails.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { checkInbox, offerEmailsSectionId, orderEmailsUnaffected, resendOutcome } from './offer-emails-words.ts';
import styles from './offer-emails.module.scss';

const pillWords: Record<OfferEmailsAnswer['status'], string> = {
  none: 'Off',
  declined: 'Off',
  unsubscribed: 'Off',
  asked: 'Not confirmed yet',
  subscribed: 'On',
};

export function OfferEmailsSetting() {
  const answer = useOfferEmails();
  const change = useChangeOfferEmails();
  const [outcome, setOutcome] = useState<string>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  /** `words`: what the change did, when the new state does not say it itself. */
  const send = (wanted: boolean, words: (before: OfferEmailsAnswer, after: OfferEmailsAnswer) => string | undefined) => {
    const before = answer.data;
    setOutcome(undefined);
    change.mutate(
      { wanted, from: 'account' },
      {
        onSuccess: (after) => {
          if (before) setOutcome(words(before, after));
          // The button pressed is gone: the section's heading keeps the focus where it was.
          titleRef.current?.focus();
        },
      },
    );
  };

  const status = answer.data?.status;
  return (
    <section id={offerEmailsSectionId} className={styles.section} aria-labelledby={titleId} aria-busy={answer.isPending}>
      <div className={styles.head}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.sectionTitle}>
          Offers by e-mail
        </h2>
        {status ? (
          <span className={styles.pill} data-state={status === 'subscribed' ? 'on' : status === 'asked' ? 'asked' : 'off'}>
            {pillWords[status]}
          </span>
        ) : null}
      </div>

      {answer.isPending ? <Skeleton style={{ width: '100%', maxWidth: '32rem', height: '3rem' }} /> : null}
      {answer.isError ? (
        <div className={styles.actions}>
          <p className={styles.text}>We couldn’t load this setting.</p>
          <button type="button" className={styles.secondary} disabled={answer.isFetching} onClick={() => void answer.refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      {answer.data && (status === 'none' || status === 'declined' || status === 'unsubscribed') ? (
        <>
          <p className={styles.text}>
            Our offers and new dishes, now and then, to <strong>{answer.data.email}</strong>. We’ll send a link to confirm first, and every offer e-mail has a
            link to stop them.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={change.isPending} onClick={() => send(true, () => undefined)}>
              {change.isPending ? 'Sending the link…' : 'E-mail me offers'}
            </button>
          </div>
        </>
      ) : null}

      {answer.data && status === 'asked' ? (
        <>
          <p className={styles.text}>{checkInbox(answer.data.email)}</p>
          <p className={styles.muted}>Until you follow it, we send you no offers. The link works for 7 days.</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} disabled={change.isPending} onClick={() => send(true, resendOutcome)}>
              {change.isPending ? 'Sending…' : 'Send the link again'}
            </button>
          </div>
        </>
      ) : null}

      {answer.data && status === 'subscribed' ? (
        <>
          <p className={styles.text}>
            You get our offers by e-mail, at <strong>{answer.data.email}</strong>.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={change.isPending}
              onClick={() => send(false, () => 'Offer e-mails are off: we won’t send you offers.')}
            >
              {change.isPending ? 'Stopping…' : 'Stop offer e-mails'}
            </button>
          </div>
        </>
      ) : null}

      {change.isError ? <FormAlert title="Offer e-mails not changed">{apiErrorText(change.error)}</FormAlert> : null}
      <div className={styles.outcome} aria-live="polite">
        {outcome && !change.isError ? <p className={styles.outcomeText}>{outcome}</p> : null}
      </div>
      <p className={styles.muted}>{orderEmailsUnaffected}</p>
    </section>
  );
}
