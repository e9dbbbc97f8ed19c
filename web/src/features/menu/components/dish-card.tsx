/**
 * A menu card: image, name, what it contains and suits, and starting price, linking to the dish's page, with the favourite
 * heart (signed-in only) over the picture. The heart sits beside the link, not inside it, so a
 * click on it never opens the dish and the markup has no button inside a link.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { FavoriteHeart } from '../../../components/favorite-heart.tsx';
import { FlameIcon } from '../../../components/screen-icons.tsx';
import { DietLabelChips } from '../../../components/diet-labels.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { allergenSentence } from '../../../lib/allergens.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './dish-card.module.scss';

/** Names longer than this get a smaller font on very narrow windows (docs/product.md#dish-card). */
export const longNameLength = 10;

/**
 * How wide the card's picture is, by where the card sits (measured from 375 to 1600 px windows): a
 * featured slide (1, 2 or 3 across), a menu row's carousel slide (150 or 210 px), a menu row's grid
 * cell, and any other grid of cards (favourites: two across on phones, cells of 210–280 px above).
 */
export const dishCardSizes = {
  featured: '(min-width: 1300px) 385px, (min-width: 975px) calc(50vw - 2.25rem), (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)',
  carousel: '(min-width: 600px) 210px, 150px',
  menuGrid: '(min-width: 1200px) 180px, (min-width: 600px) 280px, calc(50vw - 1.375rem)',
  grid: '(min-width: 600px) 280px, calc(50vw - 1.5rem)',
} as const;

type DishCardProps = {
  dish: Pick<MenuDish, 'id' | 'name' | 'image' | 'blurHash' | 'imageAlt' | 'startingPrice' | 'canBeSpicy' | 'allergens' | 'dietLabels'> & { soldOut?: boolean };
  /** The heading level inside its row. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** One of the first cards on the page: its picture is fetched at once, with high priority. */
  priority?: boolean;
  /** Called when the pointer or keyboard focus reaches the card (the menu's previewed dish). */
  onPreview?: () => void;
  /** A featured carousel slide: a wider picture (3, 2 or 1 slides across) and a larger name. */
  featured?: boolean;
  /** The picture's slot when not a featured slide (default: a grid of cards). */
  imageSizes?: string;
  /** Told when the heart is flipped (components/favorite-heart.tsx). */
  onFavoriteToggle?: (favorite: boolean) => void;
};

export function DishCard({
  dish,
  headingLevel: Heading = 'h3',
  priority,
  onPreview,
  featured = false,
  imageSizes = dishCardSizes.grid,
  onFavoriteToggle,
}: DishCardProps) {
  const longName = dish.name.length > longNameLength;
  return (
    <div className={featured ? `${styles.slot} ${styles.featured}` : styles.slot}>
      <Link to={dishPath(dish.name)} className={styles.card} onPointerEnter={onPreview} onFocus={onPreview}>
        <BlurhashImage
          className={styles.media}
          image={dish.image}
          blurHash={dish.blurHash}
          // The owner's description of the card photo; without one the picture adds nothing to the card's name beside it.
          alt={dish.imageAlt ?? ''}
          aspectRatio={featured ? '16 / 10' : '4 / 3'}
          sizes={featured ? dishCardSizes.featured : imageSizes}
          priority={priority}
        />
        <div className={styles.body}>
          {dish.soldOut ? <span className={styles.soldOut}>Sold out</span> : null}
          <Heading className={longName ? `${styles.name} ${styles.longName}` : styles.name}>{dish.name}</Heading>
          {dish.allergens.length > 0 ? <p className={styles.contains}>Contains: {allergenSentence(dish.allergens)}</p> : null}
          <DietLabelChips labels={dish.dietLabels} className={styles.diet} />
          <p className={styles.meta}>
            <span className={styles.price}>
              <span className={styles.from}>from </span>
              {formatUsd(dish.startingPrice)}
            </span>
            {dish.canBeSpicy ? (
              <span className={styles.spicy} title="Can be made spicy">
                <FlameIcon size={16} />
                <span className="visually-hidden">, can be made spicy</span>
              </span>
            ) : null}
          </p>
        </div>
      </Link>
      <FavoriteHeart dish={dish} className={styles.heart} onToggle={onFavoriteToggle} />
    </div>
  );
}

export function DishCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={featured ? `${styles.card} ${styles.featured}` : styles.card} aria-hidden="true">
      <Skeleton className={styles.mediaSkeleton} />
      <div className={styles.body}>
        <Skeleton style={{ width: '70%', height: '1.2rem' }} />
        <Skeleton style={{ width: '40%', height: '0.95rem', marginTop: '0.6rem' }} />
      </div>
    </div>
  );
}
