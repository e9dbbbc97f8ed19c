/**
 * The server's refusal above a form, in the customer's words (apiErrorText). Left out when every
 * message of the refusal already shows under its field. A 409 (another owner saved what the form
 * was made from) offers Reload when the form gives `onReload`.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { FormAlert } from './form-fields.tsx';
import styles from './form.module.scss';

/** The write was made from an older read: someone else saved meanwhile (409). */
export function isChangedMeanwhile(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export function FormRefusal({
  error,
  aboutFields = false,
  onReload,
  reloading = false,
  children,
}: {
  error: unknown;
  aboutFields?: boolean;
  /** After a 409: reads the saved thing again and starts the form from it. */
  onReload?: () => void;
  reloading?: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(error) && !aboutFields;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [error, shown]);
  if (!shown) return null;
  return (
    <FormAlert ref={ref}>
      {apiErrorText(error)}
      {children}
      {onReload && isChangedMeanwhile(error) ? (
        <span className={styles.alertAction}>
          <button type="button" className={styles.secondaryButton} onClick={onReload} disabled={reloading} aria-busy={reloading || undefined}>
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
        </span>
      ) : null}
    </FormAlert>
  );
}
