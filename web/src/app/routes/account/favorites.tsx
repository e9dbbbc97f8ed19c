/**
 * /account/favorites (docs/product.md#account-screens): the signed-in customer's favourite dishes as menu cards,
 * newest first, each with its heart to remove it; an invitation to the menu when there are none.
 */
import { business } from '@business';
import { HeartIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { DishCard, DishCardSkeleton } from '../../../features/menu/components/dish-card.tsx';
import { useFavorites } from '../../../api/favorites.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './favorites.module.scss';
import { countLabel } from '@contracts/count-label.ts';

const skeletonCount = 4;

export function FavoritesScreen() {
  useDocumentTitle(`Favorites | ${business.name}`);
  const { data: favorites, isPending, isError, isFetching, refetch } = useFavorites();

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
      <ListEmpty icon={<HeartIcon size={32} />} title="No favourites yet">
        Tap the heart on any dish to keep it here, ready for next time.
      </ListEmpty>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Your favourite dishes">
        {favorites.map((dish) => (
          <li key={dish.id}>
            <DishCard dish={dish} headingLevel="h2" />
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
      {body}
    </AccountPage>
  );
}
