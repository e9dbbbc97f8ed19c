/** Links to the dishes viewed just before this one (at most 3 are remembered, this one included). */
import { useId } from 'react';
import { Link } from 'react-router';
import { HistoryIcon } from '../../../components/screen-icons.tsx';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './recently-viewed.module.scss';

export function RecentlyViewed({ names }: { names: readonly string[] }) {
  const headingId = useId();
  if (names.length === 0) return null;
  return (
    <nav className={styles.recent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <HistoryIcon size={16} />
        Recently viewed
      </h2>
      <ul className={styles.list}>
        {names.map((name) => (
          <li key={name}>
            <Link to={dishPath(name)} className={styles.link}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
