/**
 * A question before a step that cannot be undone (sending an offer e-mail to every subscriber): a modal <dialog>, so
 * the keyboard stays inside it while it is open and Escape or a click on the backdrop says no. It opens on Cancel (the
 * safe answer); while the step runs its button says so and neither answer can be pressed again.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';
import styles from './confirm-dialog.module.scss';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
}: {
  /** The question, e.g. 'Send this e-mail to 120 subscribers?'. */
  title: string;
  /** What the step does, and that it cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the backdrop: the dialog is to go (the caller stops rendering it). */
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    cancelRef.current?.focus();
  }, []);

  const cancel = () => {
    if (!pending) onCancel();
  };
  // A click on the backdrop lands on the dialog itself, outside its content box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) cancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the caller decides (it stops rendering the dialog), never the browser while the step runs.
        event.preventDefault();
        cancel();
      }}
      onClick={onBackdrop}
    >
      <div className={styles.box}>
        <div className={styles.head}>
          <span className={styles.icon} aria-hidden="true">
            <AlertIcon size={22} />
          </span>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div id={textId} className={styles.text}>
          {children}
        </div>
        <div className={styles.buttons}>
          <button ref={cancelRef} type="button" className={styles.cancel} onClick={cancel} disabled={pending}>
            Cancel
          </button>
          <button type="button" className={styles.confirm} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
            <span>{pending ? pendingLabel : confirmLabel}</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
