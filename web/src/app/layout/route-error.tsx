import { business } from '@business';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../components/status-page.module.scss';
import { PhoneLink } from '../../components/contact-links.tsx';

/**
 * The last resort when a screen throws or its code cannot be loaded (for example a new
 * deployment replaced the old chunks): say so plainly and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(`Something went wrong | ${business.name}`);
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <p className={styles.eyebrow}>Something went wrong</p>
        <h1 className={styles.title}>This page didn’t load</h1>
        <p className={styles.text}>
          Please reload the page. If it keeps happening, call us at <PhoneLink />.{detail ? ` (${detail})` : null}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/" className={styles.secondary} reloadDocument>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
