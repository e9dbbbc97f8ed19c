/** /success (docs/product.md#sign-in-screens): a message handed over in the navigation state, and the way on. */
import { business } from '@business';
import { Link, useLocation } from 'react-router';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../../../components/status-page.module.scss';

export type SuccessState = { title?: string; message?: string; next?: { to: string; label: string } };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the navigation state defensively: it can be anything a link put there, or nothing. */
function successState(state: unknown): SuccessState {
  if (typeof state !== 'object' || state === null) return {};
  const { title, message, next } = state as Record<string, unknown>;
  const { to, label } = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
  const nextTo = text(to);
  const nextLabel = text(label);
  return {
    title: text(title),
    message: text(message),
    next: nextTo?.startsWith('/') && !nextTo.startsWith('//') && nextLabel ? { to: nextTo, label: nextLabel } : undefined,
  };
}

export function SuccessScreen() {
  const { title = 'All done', message = 'Thank you! Everything went through.', next } = successState(useLocation().state);
  useDocumentTitle(`${title} | ${business.name}`);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <CheckCircleIcon size={72} className={styles.art} />
        <p className={styles.eyebrow}>Success</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <div className={styles.actions}>
          {next ? (
            <Link to={next.to} className={styles.primary}>
              {next.label}
            </Link>
          ) : null}
          <Link to="/" className={next ? styles.secondary : styles.primary}>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
