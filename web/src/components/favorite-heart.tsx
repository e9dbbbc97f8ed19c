/**
 * The favourite heart (docs/product.md#dish-card, #dish-page and #favourites): shown
 * only to a signed-in customer; a toggle button that flips at once, plays a small animation, shows
 * '...' while the server works and the error text of docs/product.md#favourites when it fails (the flip is undone then).
 * A 401 (the session ended since the page loaded) makes the text a link to sign in, which comes back to this page.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { favoriteSignInText, useFavoriteToggle } from '../api/favorites.ts';
import { removeStoredUser, useStoredUser } from '../lib/stored-user.ts';
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
  const { pathname, search } = useLocation();

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
        ) : error === favoriteSignInText ? (
          // The server no longer knows the session: the stored user goes with it (or /login would send the visitor
          // straight back), and sign-in returns here (features/session/hooks/return-path.ts: same-site paths only).
          <Link to="/login" state={{ from: `${pathname}${search}` }} className={styles.signIn} onClick={removeStoredUser}>
            {error}
          </Link>
        ) : (
          error
        )}
      </span>
    </span>
  );
}
