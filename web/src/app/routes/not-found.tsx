import { business } from '@business';
import { Link } from 'react-router';
import { NotFoundPage, notFoundActionClassNames as actions } from '../../components/not-found-page.tsx';
import { OpenStatus } from '../../components/open-status.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './not-found.module.scss';

/** Any path without a screen; the hosts answer it with status 404 (docs/decisions.md#a-404-status-for-unknown-addresses). */
export function NotFoundScreen() {
  useDocumentTitle(`Page not found | ${business.name}`);
  return (
    <NotFoundPage
      title="This plate is empty"
      actions={
        <>
          <Link to="/menu" className={actions.primary}>
            Browse the menu
          </Link>
          <Link to="/" className={actions.secondary}>
            Go to the home page
          </Link>
        </>
      }
    >
      <p>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      {/* Whether the kitchen is open now, in the shop's status (docs/business-rules.md#the-shops-status), never taken for granted. */}
      <div className={styles.status}>
        <OpenStatus />
      </div>
    </NotFoundPage>
  );
}
