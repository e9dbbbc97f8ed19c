/** A dish that could not be read: why, and the way back to the menu (or that the page is going there). */
import { Link } from 'react-router';
import styles from './dish-page.module.scss';

export function DishMissing({ name, gone }: { name: string; gone: string | undefined }) {
  return (
    <div className={styles.page}>
      <div className={styles.missing} role="alert">
        <h1 className={styles.missingTitle}>We couldn’t find “{name}”</h1>
        {gone ? (
          <>
            <p>{gone}</p>
            <Link to="/menu">Back to the menu</Link>
          </>
        ) : (
          <p>Taking you back to the menu…</p>
        )}
      </div>
    </div>
  );
}
