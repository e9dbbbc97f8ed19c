/**
 * The favourite heart (docs/product.md#dish-card, #dish-page and #favourites): shown
 * only to a signed-in customer; a toggle button that flips at once, plays a small animation, shows
 * '...' while the server works and the error text of docs/product.md#favourites when it fails (the flip is undone then).
 */
import type { MenuDish } from '@contracts/catalogue';
import { useState } from 'react';
import { useFavoriteToggle } from '../api/favorites.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { HeartIcon } from './screen-icons.tsx';
import styles from './favorite-heart.module.scss';

type FavoriteHeartProps = {
  dish: Pick<MenuDish, 'id' | 'name'>;
  /** What the page already knows (POST /dishes/dish answers `favorite`) until the list has loaded. */
  initialFavorite?: boolean;
  /** `card`: a round button over a card's picture; `page`: beside the dish page's price. */
  variant?: 'card' | 'page';
  className?: string;
  /** Told of each flip as it starts, with the state asked for (the favourites page offers an undo). */
  onToggle?: (favorite: boolean) => void;
};

export function FavoriteHeart(props: FavoriteHeartProps) {
  const signedIn = useStoredUser() !== null;
  return signedIn ? <FavoriteToggle {...props} /> : null;
}

function FavoriteToggle({ dish, initialFavorite = false, variant = 'card', className, onToggle }: FavoriteHeartProps) {
  const { favorite, pending, error, toggle } = useFavoriteToggle(dish, initialFavorite);
  // Each click remounts the icon, so its animation starts over.
  const [flips, setFlips] = useState(0);

  return (
    <span className={[styles.heart, styles[variant], className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${dish.name} from favourites` : `Add ${dish.name} to favourites`}
        aria-busy={pending || undefined}
        title={favorite ? 'Remove from favourites' : 'Add to favourites'}
        data-focus-control="heart"
        onClick={(event) => {
          // A heart on a card must not reach the card's link.
          event.preventDefault();
          event.stopPropagation();
          if (pending) return;
          setFlips((count) => count + 1);
          onToggle?.(!favorite);
          toggle();
        }}
      >
        <span key={flips} className={styles.icon} data-animate={flips > 0 ? (favorite ? 'fill' : 'empty') : undefined}>
          <HeartIcon size={variant === 'page' ? 26 : 22} fill={favorite ? 'currentColor' : 'none'} />
        </span>
      </button>
      <span className={styles.status} role="status" data-shown={pending || error ? '' : undefined}>
        {pending ? (
          <>
            <span aria-hidden="true">...</span>
            <span className="visually-hidden">Saving</span>
          </>
        ) : (
          error
        )}
      </span>
    </span>
  );
}
