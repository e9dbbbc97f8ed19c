/**
 * One enquiry in full: what was asked (every field, with readable labels), whom to reply to (a
 * reply e-mail and a call link, or why there is none), its status and the private notes.
 */
import type { InboxEnquiry } from '@functions/enquiries/contract/enquiry-inbox';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '../../../components/icons.tsx';
import { ArrowLeftIcon, ReceiptIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { displayPhone } from '../../../lib/phone-display.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import { formatEventDate, formatWhen, kindLabel, replyLink, senderOf, subjectOf, timeAgo } from '../enquiry-words.ts';
import { EnquiryNotes } from './enquiry-notes.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import { StatusPill } from './status-pill.tsx';
import styles from './enquiry-details.module.scss';

type Field = { label: string; value: ReactNode; wide?: boolean };

const notGiven = <span className={styles.muted}>Not given</span>;
const orNotGiven = (value: string) => (value.trim() ? value : notGiven);

function fieldsOf(enquiry: InboxEnquiry, now: number): Field[] {
  switch (enquiry.kind) {
    case 'catering':
      return [
        { label: 'Event type', value: orNotGiven(enquiry.eventType) },
        {
          label: 'Event date',
          value: enquiry.eventDate ? (
            <>
              {formatEventDate(enquiry.eventDate)}
              <span className={styles.muted}> ({timeAgo(`${enquiry.eventDate}T12:00:00Z`, now)})</span>
            </>
          ) : (
            notGiven
          ),
        },
        { label: 'Estimated guests', value: orNotGiven(enquiry.estimatedGuestCount) },
        { label: 'Venue', value: orNotGiven(enquiry.venue) },
        { label: 'Company', value: orNotGiven(enquiry.company) },
        { label: 'Message', value: <span className={styles.message}>{enquiry.message}</span>, wide: true },
      ];
    case 'dishRequest':
      return [{ label: 'Dish asked for', value: enquiry.dishName, wide: true }];
    case 'ingredientsRequest':
      return [
        {
          label: 'Dish',
          value: (
            <Link to={dishPath(enquiry.dishName)} className={styles.inlineLink}>
              {enquiry.dishName}
            </Link>
          ),
          wide: true,
        },
        {
          label: enquiry.ingredients.length === 1 ? 'Ingredient asked for' : `Ingredients asked for (${enquiry.ingredients.length})`,
          value: (
            <ul className={styles.ingredients}>
              {enquiry.ingredients.map((ingredient, index) => (
                <li key={`${index}-${ingredient}`}>{ingredient}</li>
              ))}
            </ul>
          ),
          wide: true,
        },
      ];
  }
}

function Contact({ enquiry, ownerName, headingId }: { enquiry: InboxEnquiry; ownerName: string; headingId: string }) {
  const { contact } = enquiry;
  const reply = replyLink(enquiry, ownerName);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Contact
      </h3>
      {contact ? (
        <>
          <dl className={styles.contact}>
            {contact.name ? (
              <div>
                <dt>Name</dt>
                <dd>{contact.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className={styles.inlineLink}>
                  {contact.email}
                </a>
              </dd>
            </div>
            {contact.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>{displayPhone(contact.phone)}</dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <a href={reply} className={styles.primaryButton}>
              <MailIcon size={18} />
              Reply by e-mail
            </a>
            {contact.phone ? (
              <a href={`tel:${contact.phone}`} className={styles.secondaryButton}>
                <PhoneIcon size={18} />
                Call {displayPhone(contact.phone)}
              </a>
            ) : null}
            {enquiry.kind === 'catering' ? (
              <Link to={`/kitchen/quotes/new?enquiry=${enquiry.id}`} className={styles.secondaryButton}>
                <ReceiptIcon size={18} />
                Make a quote
              </Link>
            ) : null}
          </div>
          {contact.via === 'account' ? <p className={styles.muted}>Sent while signed in: the name and e-mail address come from their account.</p> : null}
          {contact.via === 'visitor' ? <p className={styles.muted}>Sent without signing in: the visitor left this address for an answer.</p> : null}
        </>
      ) : (
        <p className={styles.noContact}>
          Sent without signing in and without an e-mail address: there is nobody to reply to. Consider it when planning the menu.
        </p>
      )}
    </section>
  );
}

type EnquiryDetailsProps = {
  enquiry: InboxEnquiry;
  ownerName: string;
  now: number;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where Back goes (the list, with its filter); shown on narrow screens only. */
  backTo: string;
  onBack: () => void;
};

export function EnquiryDetails({ enquiry, ownerName, now, headingRef, backTo, onBack }: EnquiryDetailsProps) {
  const ids = useId();
  return (
    <article className={styles.details} aria-labelledby={`${ids}-title`}>
      <Link to={backTo} className={styles.back} onClick={onBack}>
        <ArrowLeftIcon size={18} />
        Back to the enquiries
      </Link>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <p className={styles.eyebrow}>{kindLabel[enquiry.kind]}</p>
          <StatusPill status={enquiry.status} />
        </div>
        <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          {subjectOf(enquiry)}
        </h2>
        <p className={styles.meta}>
          From <strong>{senderOf(enquiry)}</strong> · received <time dateTime={enquiry.createdAt}>{formatWhen(enquiry.createdAt)}</time> (
          {timeAgo(enquiry.createdAt, now)})
        </p>
      </header>

      <section className={styles.section} aria-labelledby={`${ids}-asked`}>
        <h3 id={`${ids}-asked`} className={styles.sectionTitle}>
          {enquiry.kind === 'catering' ? 'The event' : 'The request'}
        </h3>
        <dl className={styles.fields}>
          {fieldsOf(enquiry, now).map((field) => (
            <div key={field.label} className={field.wide ? styles.wide : undefined}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Contact enquiry={enquiry} ownerName={ownerName} headingId={`${ids}-contact`} />
      <EnquiryStatus enquiry={enquiry} headingId={`${ids}-status`} />
      <EnquiryNotes enquiry={enquiry} headingId={`${ids}-notes`} />
    </article>
  );
}

export function EnquiryDetailsSkeleton() {
  return (
    <div className={styles.details} aria-hidden="true">
      <Skeleton style={{ width: '30%', height: '0.9rem' }} />
      <Skeleton style={{ width: '70%', height: '2rem' }} />
      <Skeleton style={{ width: '55%' }} />
      <Skeleton style={{ width: '100%', height: '6rem' }} />
      <Skeleton style={{ width: '100%', height: '4rem' }} />
    </div>
  );
}
