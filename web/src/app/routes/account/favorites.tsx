/**
 * /account/favorites (docs/product.md#account-screens): the signed-in customer's favourite dishes as menu cards,
 * newest first, each with its heart to remove it; an invitation to the menu when there are none. A heart flipped off
 * leaves focus on the next card's heart (or the empty list's title) and offers Undo for a few seconds.
 */
import { business } from '@business';
import { useRef } from 'react';
import { HeartIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { DishCard, DishCardSkeleton } from '../../../features/menu/components/dish-card.tsx';
import { useFavoriteChangeInFlight, useFavorites } from '../../../api/favorites.ts';
import { useUnfavoriteUndo } from '../../../features/account/hooks/use-unfavorite-undo.ts';
import { RemovedLineNotice } from '../../../features/cart/components/removed-line-notice.tsx';
import { useFocusAfterChange } from '../../../lib/use-focus-after-change.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './favorites.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

const skeletonCount = 4;

export function FavoritesScreen() {
  useDocumentTitle(`Favorites | ${business.name}`);
  const { data: favorites, isPending, isError, isFetching, refetch } = useFavorites();
  const rootRef = useRef<HTMLDivElement>(null);
  const emptyTitleRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = useFocusAfterChange({ root: rootRef, data: favorites, busy: useFavoriteChangeInFlight(), fallback: () => emptyTitleRef.current });
  const undo = useUnfavoriteUndo(favorites);

  let body;
  if (isError) {
    body = <ListError what="your favourites" retrying={isFetching} onRetry={() => void refetch()} />;
  } else if (isPending) {
    body = (
      <ListLoading what="favourites">
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i}>
              <DishCardSkeleton />
            </li>
          ))}
        </ul>
      </ListLoading>
    );
  } else if (favorites.length === 0) {
    body = (
      <ListEmpty icon={<HeartIcon size={32} />} title="No favourites yet" titleRef={emptyTitleRef}>
        Tap the heart on any dish to keep it here, ready for next time.
      </ListEmpty>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Your favourite dishes">
        {favorites.map((dish) => (
          <li key={dish.id} data-focus-key={dish.id}>
            <DishCard
              dish={dish}
              headingLevel="h2"
              onFavoriteToggle={(favorite) => {
                keepFocus(dish.id, 'heart');
                undo.flipped(dish, favorite);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountPage
      title="Favorites"
      width="wide"
      crumbs={[accountCrumb]}
      lead={<p>The dishes you saved with the heart, newest first. Tap a heart again to take a dish off the list.</p>}
    >
      <p className="visually-hidden" role="status">
        {favorites ? countLabel(favorites.length, 'favourite dish', 'favourite dishes') : ''}
      </p>
      {/* The notice is inside too: focus on its Undo moves to the dish put back. */}
      <div ref={rootRef}>
        {body}
        <RemovedLineNotice
          notice={undo.removed ? { name: `${undo.removed.name} from your favourites`, undoing: undo.undoing, error: undo.undoError } : null}
          onUndo={() => {
            if (undo.removed) keepFocus(undo.removed.id, 'heart');
            undo.undo();
          }}
          onHold={undo.hold}
        />
      </div>
    </AccountPage>
  );
}
