/** The top of the dish page: the breadcrumb back to the menu, and the dish's name, starting price, description and allergens. */
import type { Dish } from '@functions/catalogue/contract/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FavoriteHeart } from '../../../components/favorite-heart.tsx';
import { ArrowLeftIcon, FlameIcon } from '../../../components/screen-icons.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import styles from './dish-page.module.scss';

export function DishBreadcrumb({ dish, categoryTitle }: { dish: Dish; categoryTitle: string | undefined }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/menu">
            <ArrowLeftIcon size={16} />
            Menu
          </Link>
        </li>
        {categoryTitle ? <li>{categoryTitle}</li> : null}
        <li aria-current="page">{dish.name}</li>
      </ol>
    </nav>
  );
}

/** `children` follow the description: the allergens, which the page keeps up to date with the extras ticked. */
export function DishHeading({ dish, children }: { dish: Dish; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <h1 id="dish-name" className={styles.name}>
        {dish.name}
      </h1>
      <p className={styles.price}>
        <span className={styles.from}>from</span> {formatUsd(dish.startingPrice)}
        <FavoriteHeart dish={dish} initialFavorite={dish.favorite} variant="page" />
      </p>
      {dish.canBeSpicy ? (
        <p className={styles.spicy}>
          <FlameIcon size={16} /> Made mild or spicy, your choice
        </p>
      ) : null}
      <p className={styles.description}>{dish.description}</p>
      {children}
    </header>
  );
}
