/**
 * One row of the menu: a title and its dishes as a responsive grid. The next issue lets the
 * title switch the row between this grid and a carousel; the items stay the same.
 */
import type { MenuDish } from '@contracts/catalogue';
import { DishCard, DishCardSkeleton } from './dish-card.tsx';
import styles from './menu-row.module.scss';

export const emptyRowText = 'No dishes to display, coming soon';

type MenuRowProps = {
  id: string;
  title: string;
  dishes: readonly MenuDish[];
  loading: boolean;
  skeletons: number;
  /** Load the first images at once (the row at the top of the page). */
  eagerImages?: number;
  featured?: boolean;
};

export function MenuRow({ id, title, dishes, loading, skeletons, eagerImages = 0, featured = false }: MenuRowProps) {
  const headingId = `menu-row-${id}`;
  return (
    <section className={featured ? `${styles.row} ${styles.featured}` : styles.row} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {!loading && dishes.length > 0 ? (
          <span className={styles.count}>
            {dishes.length} {dishes.length === 1 ? 'dish' : 'dishes'}
          </span>
        ) : null}
      </div>

      {loading ? (
        <ul className={styles.grid} data-featured={featured || undefined}>
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <DishCardSkeleton />
            </li>
          ))}
        </ul>
      ) : dishes.length === 0 ? (
        <p className={styles.empty}>{emptyRowText}</p>
      ) : (
        <ul className={styles.grid} data-featured={featured || undefined}>
          {dishes.map((dish, i) => (
            <li key={dish.id}>
              <DishCard dish={dish} eager={i < eagerImages} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
