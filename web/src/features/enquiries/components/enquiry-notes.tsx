/**
 * The owners' private notes on an enquiry, oldest first, and a form to add one (1–1000 characters,
 * signed with the owner's name by the server). The customer never sees them.
 */
import type { InboxEnquiry } from '@functions/enquiries/contract/enquiry-inbox';
import { inboxLimits } from '@functions/enquiries/contract/enquiry-inbox-limits';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAddEnquiryNote } from '../../../api/enquiries.ts';
import { FormAlert, SubmitButton } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatWhen } from '../enquiry-words.ts';
import formStyles from '../../../components/form/form.module.scss';
import styles from './enquiry-details.module.scss';

export function EnquiryNotes({ enquiry, headingId }: { enquiry: InboxEnquiry; headingId: string }) {
  const add = useAddEnquiryNote();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [announced, setAnnounced] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const full = enquiry.notes.length >= inboxLimits.notes;
  const length = text.trim().length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnnounced('');
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem('Write the note first');
      fieldRef.current?.focus();
      return;
    }
    if (trimmed.length > inboxLimits.noteText) {
      setProblem(`A note can be at most ${inboxLimits.noteText} characters`);
      fieldRef.current?.focus();
      return;
    }
    setProblem(undefined);
    add.mutate(
      { enquiry, text: trimmed },
      {
        onSuccess: () => {
          setText('');
          setAnnounced('Note added.');
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Private notes
      </h3>
      <p className={styles.sectionLead}>Only you and other owners see these.</p>
      {enquiry.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ol className={styles.notes}>
          {enquiry.notes.map((note) => (
            <li key={note.noteId} className={styles.note}>
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.noteMeta}>
                {note.by} · <time dateTime={note.at}>{formatWhen(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className={styles.muted}>This enquiry keeps {inboxLimits.notes} notes, the most it can.</p>
      ) : (
        <form className={styles.noteForm} onSubmit={submit} noValidate>
          <div className={formStyles.field} data-invalid={problem ? true : undefined}>
            <label className={formStyles.label} htmlFor={fieldId}>
              Add a note
            </label>
            <textarea
              ref={fieldRef}
              id={fieldId}
              name="note"
              rows={3}
              className={`${formStyles.input} ${styles.textarea}`}
              value={text}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${fieldId}-count${problem ? ` ${fieldId}-error` : ''}`}
              onChange={(event) => {
                setText(event.target.value);
                if (problem) setProblem(undefined);
              }}
            />
            <p id={`${fieldId}-count`} className={formStyles.hint} data-over={length > inboxLimits.noteText || undefined}>
              {length} / {inboxLimits.noteText} characters
            </p>
            {problem ? (
              <p id={`${fieldId}-error`} className={formStyles.error}>
                {problem}
              </p>
            ) : null}
          </div>
          <div className={styles.noteSubmit}>
            <SubmitButton pending={add.isPending} pendingLabel="Adding…">
              Add note
            </SubmitButton>
          </div>
          {add.isError ? <FormAlert title="The note was not added">{apiErrorText(add.error)}</FormAlert> : null}
        </form>
      )}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </section>
  );
}
