/**
 * The dish page at /menu/{dish-name} (docs/product.md#dish-page): the dish's name and starting
 * price, its photos, the customisation panel (size, ingredients, spice level, companions) and the
 * order summary with the running total and the add-to-cart button.
 */
import { business } from '@business';
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { Navigate, useLocation, useParams } from 'react-router';
import { useDish } from '../../api/dishes.ts';
import { nearViewport } from '../../components/near-viewport.tsx';
import { DishAllergens } from '../../features/dish/components/dish-allergens.tsx';
import { DishCustomiser } from '../../features/dish/components/dish-customiser.tsx';
import { DishGallery } from '../../features/dish/components/dish-gallery.tsx';
import { DishBreadcrumb, DishHeading } from '../../features/dish/components/dish-heading.tsx';
import { DishMissing } from '../../features/dish/components/dish-missing.tsx';
import { DishMore } from '../../features/dish/components/dish-more.tsx';
import { DishSkeleton } from '../../features/dish/components/dish-skeleton.tsx';
import { OrderBar, OrderSummary } from '../../features/dish/components/order-summary.tsx';
import { AddedToCartNotice } from '../../features/cart/components/added-to-cart-notice.tsx';
import { pendingAddOutcomeFrom, useAddDishToCart } from '../../features/cart/hooks/use-add-dish-to-cart.ts';
import { useAddToCart } from '../../features/dish/hooks/use-add-to-cart.ts';
import { useDishPageDraft, useLeaveMissingDish } from '../../features/dish/hooks/use-dish-page.ts';
import { useRecentlyViewed } from '../../features/dish/hooks/use-recently-viewed.ts';
import { summaryFixedAfterPx, useScrolledPast } from '../../features/dish/hooks/use-scrolled-past.ts';
import { categoryRows } from '../../features/menu/hooks/use-menu-rows.ts';
import { isApiError } from '../../lib/api-error.ts';
import { slugToDishName } from '@functions/catalogue/contract/dish-path';
import { useStoredUser } from '../../lib/stored-user.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../features/dish/components/dish-page.module.scss';

export function DishScreen() {
  const { foodId = '' } = useParams();
  const name = slugToDishName(foodId);
  const { data: dish, isError, error } = useDish(name);
  // The menu has no such dish: the not-found page, which stays (docs/product.md#dish-page).
  const notFound = isApiError(error) && error.status === 404;
  // An add kept through sign-in that the server refused because the dish left the menu: say so, and stay.
  const refusal = pendingAddOutcomeFrom(useLocation().state);
  const gone = refusal?.kind === 'refused' && refusal.dishGone ? refusal.message : undefined;

  useDocumentTitle(notFound || gone ? `Dish not found | ${business.name}` : `${dish?.name ?? name} | ${business.name}`);

  useLeaveMissingDish(isError, Boolean(gone) || notFound);

  if (!name) return <Navigate to="/menu" replace />;

  if (isError) {
    return <DishMissing name={name} gone={gone} notFound={notFound} />;
  }

  if (!dish) return <DishSkeleton name={name} />;
  return <DishPage dish={dish} />;
}

/** Other dishes and the recently viewed, below the fold: hydrated as they near the viewport. */
const DishMorePart = nearViewport(DishMore);

/** The page of a loaded dish; adding puts the draft into the cart and shows the notice. */
export function DishPage({ dish }: { dish: Dish }) {
  const cart = useAddDishToCart();
  const addToCart = useAddToCart(cart.add);
  const { draft, dispatch, usual, menus, summary } = useDishPageDraft(dish, cart.restored);
  const signedIn = useStoredUser() !== null;
  const recentlyViewed = useRecentlyViewed(dish.name);
  const pinned = useScrolledPast(summaryFixedAfterPx);

  const categoryTitle = categoryRows.find((row) => row.category === dish.category)?.title;
  const images = dish.images.length > 0 ? dish.images : [{ image: dish.image, blurHash: dish.blurHash }];
  const button = {
    disabled: addToCart.isPending || summary.order === undefined,
    soldOut: dish.soldOut,
    pending: addToCart.isPending,
    onAdd: () => {
      if (summary.order) addToCart.mutate(summary.order);
    },
  };

  return (
    <article className={`${styles.page} ${styles.withBar}`} aria-labelledby="dish-name">
      <AddedToCartNotice notice={cart.notice} onDismiss={cart.dismiss} />
      <DishBreadcrumb dish={dish} categoryTitle={categoryTitle} />

      <div className={styles.layout}>
        <DishHeading dish={dish}>
          {dish.soldOut ? (
            <p className={styles.soldOut} role="note">
              Sold out for now: the kitchen has run out of {dish.name}. Please choose another dish, or come back later.
            </p>
          ) : null}
          <DishAllergens dish={dish} chosenExtraIds={draft.main.optionalIngredientIds} />
        </DishHeading>

        <div className={styles.gallery}>
          <DishGallery key={dish.id} name={dish.name} images={images} />
        </div>

        <DishCustomiser dish={dish} draft={draft} dispatch={dispatch} menus={menus} usual={usual} />

        <div className={styles.summary}>
          <OrderSummary
            summary={summary}
            signedIn={signedIn}
            pinned={pinned}
            onRemoveCompanion={(dishId) => dispatch({ type: 'removeCompanion', dishId })}
            {...button}
          />
        </div>

        <DishMorePart dish={dish} recentlyViewed={recentlyViewed} />
      </div>

      <OrderBar summary={summary} {...button} />
    </article>
  );
}
