/**
 * Where an enquiry stands, and the buttons that move it on: Mark replied or Close a new one, Close
 * or Reopen a replied one, Reopen a closed one. The change is announced once the server has it.
 */
import type { InboxEnquiry, InboxStatus } from '@functions/enquiries/contract/enquiry-inbox';
import { useRef, useState } from 'react';
import { useChangeEnquiryStatus } from '../../../api/enquiries.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatWhen } from '../enquiry-words.ts';
import styles from './enquiry-details.module.scss';

type StatusAction = { to: InboxStatus; label: string; done: string; primary?: boolean };

const actionsFrom: Record<InboxStatus, StatusAction[]> = {
  new: [
    { to: 'replied', label: 'Mark replied', done: 'Marked replied.', primary: true },
    { to: 'closed', label: 'Close', done: 'Closed.' },
  ],
  replied: [
    { to: 'closed', label: 'Close', done: 'Closed.', primary: true },
    { to: 'new', label: 'Reopen', done: 'Reopened: it is new again.' },
  ],
  closed: [{ to: 'new', label: 'Reopen', done: 'Reopened: it is new again.', primary: true }],
};

function standing(enquiry: InboxEnquiry): string {
  // formatWhen ends in 'a.m.' or 'p.m.', which ends the sentence too.
  const by = enquiry.statusChangedBy && enquiry.statusChangedAt ? ` by ${enquiry.statusChangedBy}, ${formatWhen(enquiry.statusChangedAt)}` : '.';
  switch (enquiry.status) {
    case 'new':
      return by === '.' ? 'Not answered yet.' : `Reopened${by}`;
    case 'replied':
      return `Marked replied${by}`;
    case 'closed':
      return `Closed${by}`;
  }
}

export function EnquiryStatus({ enquiry, headingId }: { enquiry: InboxEnquiry; headingId: string }) {
  const change = useChangeEnquiryStatus();
  const [announced, setAnnounced] = useState('');
  // The clicked button goes away with the old status: the keyboard lands on the new standing instead.
  const standingRef = useRef<HTMLParagraphElement>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Status
      </h3>
      <p ref={standingRef} tabIndex={-1} className={styles.standing}>
        {standing(enquiry)}
      </p>
      <div className={styles.actions}>
        {actionsFrom[enquiry.status].map((action) => (
          <button
            key={action.to}
            type="button"
            className={action.primary ? styles.primaryButton : styles.secondaryButton}
            disabled={change.isPending}
            aria-busy={(change.isPending && change.variables?.status === action.to) || undefined}
            onClick={() => {
              setAnnounced('');
              change.mutate(
                { enquiry, status: action.to },
                {
                  onSuccess: () => {
                    setAnnounced(action.done);
                    standingRef.current?.focus();
                  },
                },
              );
            }}
          >
            {change.isPending && change.variables?.status === action.to ? 'Saving…' : action.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {change.isError ? <FormAlert title="The status was not changed">{apiErrorText(change.error)}</FormAlert> : null}
    </section>
  );
}
