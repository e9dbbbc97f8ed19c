/**
 * The offer e-mails sent, the newest first: each with its subject, when it went, the offer it featured, how far it has
 * gone ('Sending: 120 of 300' with a bar, then 'Sent to 298 · 2 skipped · 0 failed') and its opens, or that opens are
 * not tracked on this stage. With none sent yet, how customers come to be subscribed.
 */
import type { OfferMail } from '@functions/offers/contract/offer-mails';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ClockIcon, MailIcon } from '../../../components/icons.tsx';
import { EyeIcon, TagIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { handledCount, opensWords, progressWords, sentAtWords } from '../hooks/offer-mail-words.ts';
import styles from './offer-mail-list.module.scss';

function MailRow({ mail, opensTracked }: { mail: OfferMail; opensTracked: boolean }) {
  const sending = mail.state === 'sending';
  return (
    <li className={styles.row} data-state={mail.state} data-mail-id={mail.mailId}>
      <div className={styles.head}>
        <h2 className={styles.subject}>{mail.subject}</h2>
        <span className={styles.badge} data-state={mail.state}>
          {sending ? 'Sending' : 'Sent'}
        </span>
      </div>
      <ul className={styles.meta} aria-label={`${mail.subject}: when and what`}>
        <li>
          <ClockIcon size={16} />
          <span>{sentAtWords(mail)}</span>
        </li>
        {mail.offer ? (
          <li>
            <TagIcon size={16} />
            <span>
              <span className={styles.code}>{mail.offer.code}</span> {mail.offer.words}
            </span>
          </li>
        ) : null}
      </ul>
      <div className={styles.progress}>
        <p className={styles.progressWords}>
          <MailIcon size={16} />
          <span>{progressWords(mail)}</span>
        </p>
        {sending ? (
          <progress className={styles.bar} max={Math.max(mail.recipients, 1)} value={handledCount(mail)} aria-label={`${mail.subject}: sent so far`} />
        ) : null}
        <p className={styles.opens} data-tracked={opensTracked}>
          <EyeIcon size={16} />
          <span>{opensWords(mail, opensTracked)}</span>
        </p>
      </div>
    </li>
  );
}

/** `note`: what the compose form just sent, said above the list. */
export function OfferMailList({ mails, opensTracked, note }: { mails: readonly OfferMail[]; opensTracked: boolean; note: string | null }) {
  return (
    <div className={styles.listArea}>
      {note ? (
        <FormAlert tone="success" title="Sending">
          {note}
        </FormAlert>
      ) : null}
      {mails.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No offer e-mails yet</p>
          <p>
            Offer e-mails go only to customers who asked for them: they opt in from their account, or on the thank-you page after an order, and confirm by
            clicking the link in the e-mail that follows. Each e-mail carries a one-click unsubscribe.
          </p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Offer e-mails, newest first">
          {mails.map((mail) => (
            <MailRow key={mail.mailId} mail={mail} opensTracked={opensTracked} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function OfferMailListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the offer e-mails" className={styles.list}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={styles.skeleton} />
      ))}
    </div>
  );
}
