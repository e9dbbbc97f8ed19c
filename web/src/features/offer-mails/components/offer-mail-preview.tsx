/**
 * The compose form's preview: the e-mail exactly as a subscriber gets it (the server's HTML, with the owner's own name
 * in the greeting), in a sandboxed frame that runs nothing and reaches nothing of the page, at a phone's width or wide;
 * its subject above it, and the plain-text part a mail app shows instead below. Until the draft can be sent, it says what
 * is missing; while a newer draft is being rendered, the last preview stays, marked as updating.
 */
import { useId, useState } from 'react';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { OfferMailCompose } from '../hooks/use-offer-mail-compose.ts';
import styles from './offer-mail-preview.module.scss';

type Width = 'phone' | 'wide';

const widths: readonly { value: Width; label: string }[] = [
  { value: 'phone', label: 'Phone' },
  { value: 'wide', label: 'Wide' },
];

export function OfferMailPreview({ preview }: { preview: OfferMailCompose['preview'] }) {
  const [width, setWidth] = useState<Width>('phone');
  const titleId = useId();
  const { answer, error, loading, waiting, readable } = preview;
  const updating = answer !== undefined && (loading || waiting);

  let body;
  if (answer) {
    body = (
      <>
        <p className={styles.subject}>
          <span className={styles.subjectLabel}>Subject</span>
          <span data-testid="preview-subject">{answer.subject}</span>
        </p>
        <div className={styles.frameArea} data-width={width}>
          {/* sandbox="": no scripts, no forms, no navigation of the page, and an origin of its own. */}
          <iframe className={styles.frame} sandbox="" srcDoc={answer.html} title="The e-mail as subscribers get it" data-width={width} />
        </div>
        <details className={styles.text}>
          <summary>The plain-text version</summary>
          <pre>{answer.text}</pre>
        </details>
      </>
    );
  } else if (error && readable) {
    body = (
      <p className={styles.note} role="alert">
        The preview could not be made. {apiErrorText(error)}
      </p>
    );
  } else if (readable) {
    body = <p className={styles.note}>Making the preview…</p>;
  } else {
    body = <p className={styles.note}>Write a subject and a few lines to see the e-mail as your subscribers will.</p>;
  }

  return (
    <section className={styles.preview} aria-labelledby={titleId} aria-busy={updating || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Preview
        </h2>
        <div className={styles.widths} role="group" aria-label="Preview width">
          {widths.map((choice) => (
            <button key={choice.value} type="button" className={styles.width} aria-pressed={width === choice.value} onClick={() => setWidth(choice.value)}>
              {choice.label}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.hint}>
        With your name in the greeting: each subscriber sees their own. {updating ? <span className={styles.updating}>Updating…</span> : null}
      </p>
      {body}
    </section>
  );
}
