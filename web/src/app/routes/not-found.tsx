import { business } from '@business';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './status-page.module.scss';

/** Any path without a screen. */
export function NotFoundScreen() {
  useDocumentTitle(`Page not found | ${business.name}`);
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <svg className={styles.art} width="150" height="120" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
          <ellipse cx="60" cy="78" rx="52" ry="10" fill="currentColor" opacity="0.12" />
          <path d="M12 44h96c0 22-21 36-48 36S12 66 12 44z" fill="currentColor" />
          <path d="M12 44h96" stroke="var(--color-saffron)" strokeWidth="6" strokeLinecap="round" />
          <path
            d="M44 30c-4-6 4-10 0-18M60 30c-4-6 4-10 0-18M76 30c-4-6 4-10 0-18"
            fill="none"
            stroke="var(--color-text-muted)"
            strokeWidth="3"
            strokeLinecap="round"
            opacity="0.55"
          />
        </svg>
        <p className={styles.eyebrow}>Error 404</p>
        <h1 className={styles.title}>This plate is empty</h1>
        <p className={styles.text}>
          We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped. The kitchen is still open, though.
        </p>
        <div className={styles.actions}>
          <Link to="/menu" className={styles.primary}>
            Browse the menu
          </Link>
          <Link to="/" className={styles.secondary}>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
