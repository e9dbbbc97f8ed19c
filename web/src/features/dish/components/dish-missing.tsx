/**
 * A dish page that has no dish (docs/product.md#dish-page). A dish the menu does not have (the API's 404, or an add
 * refused because the dish left the menu) gets the not-found page: 'We couldn’t find that dish', with the menu and
 * the search to go on with; the host answers such an address with status 404. A dish that could not be read for
 * another reason (the network) says so while the page goes back to the menu.
 */
import { Link } from 'react-router';
import { NotFoundPage, notFoundActionClassNames as actions } from '../../../components/not-found-page.tsx';
import styles from './dish-page.module.scss';

/** Opens the header's menu search (a landmark every page has) for the customer to type into. */
function openHeaderSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>('[role="search"] input[type="search"]');
  box?.focus();
  return box !== null;
}

export function DishMissing({ name, gone, notFound }: { name: string; gone: string | undefined; notFound: boolean }) {
  if (notFound || gone) {
    return (
      <NotFoundPage
        title="We couldn’t find that dish"
        actions={
          <>
            <Link to="/menu" className={actions.primary}>
              Browse the menu
            </Link>
            <Link
              to="/menu"
              className={actions.secondary}
              onClick={(event) => {
                if (openHeaderSearch()) event.preventDefault();
              }}
            >
              Search the menu
            </Link>
          </>
        }
      >
        <p>{gone ?? `There is no “${name}” on our menu. It may have a new name, or it may have left the menu.`}</p>
      </NotFoundPage>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.missing} role="alert">
        <h1 className={styles.missingTitle}>We couldn’t load “{name}”</h1>
        <p>Taking you back to the menu…</p>
      </div>
    </div>
  );
}
