/** "You may also like": dishes similar to this one (companions with relation 'similar'), each linking to its page. */
import type { Companion } from '@functions/catalogue/contract/catalogue';
import { useId } from 'react';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './similar-dishes.module.scss';

export function SimilarDishes({ title, dishes }: { title: string; dishes: readonly Companion[] }) {
  const headingId = useId();
  if (dishes.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {dishes.map((dish) => (
          <li key={dish.goesWithId}>
            <Link to={dishPath(dish.name)} className={styles.item}>
              <BlurhashImage className={styles.thumb} image={dish.image} blurHash={dish.blurHash} alt="" aspectRatio="1 / 1" sizes="88px" />
              <span className={styles.text}>
                <span className={styles.name}>{dish.name}</span>
                <span className={styles.price}>from {formatUsd(dish.startingPrice)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
