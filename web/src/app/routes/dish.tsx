/**
 * The dish page at /menu/{dish-name} (spec "Dish detail screen"): the dish's name and starting
 * price, its photos, the customisation panel (size, ingredients, spice level, companions) and the
 * order summary with the running total and the add-to-cart button.
 */
import { business } from '@business';
import type { Dish } from '@contracts/catalogue';
import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { CateringTermsNote } from '../../components/catering-terms-note.tsx';
import { FavoriteHeart } from '../../components/favorite-heart.tsx';
import { ArrowLeftIcon, FlameIcon, PhoneIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useDish } from '../../features/dish/api/get-dish.ts';
import { CompanionChoice } from '../../features/dish/components/companion-choice.tsx';
import {
  IncludedIngredientsChoice,
  OptionalIngredientsChoice,
  SizeChoice,
  SpiceChoice,
} from '../../features/dish/components/dish-choices.tsx';
import { DishGallery } from '../../features/dish/components/dish-gallery.tsx';
import { DishTips } from '../../features/dish/components/dish-tips.tsx';
import { OrderBar, OrderSummary } from '../../features/dish/components/order-summary.tsx';
import { RecentlyViewed } from '../../features/dish/components/recently-viewed.tsx';
import { SimilarDishes } from '../../features/dish/components/similar-dishes.tsx';
import { useUsualIngredients } from '../../features/cart/api/get-ingredients-chosen.ts';
import { AddedToCartNotice } from '../../features/cart/components/added-to-cart-notice.tsx';
import { pendingAddOutcomeFrom, useAddDishToCart } from '../../features/cart/hooks/use-add-dish-to-cart.ts';
import { useAddToCart } from '../../features/dish/hooks/use-add-to-cart.ts';
import { draftFromRequest, useDishDraft } from '../../features/dish/hooks/use-dish-draft.ts';
import { dishSizeOptions, summariseDraft, useCompanionMenus } from '../../features/dish/hooks/use-draft-summary.ts';
import { useRecentlyViewed } from '../../features/dish/hooks/use-recently-viewed.ts';
import { summaryFixedAfterPx, useScrolledPast } from '../../features/dish/hooks/use-scrolled-past.ts';
import { categoryRows } from '../../features/menu/hooks/use-menu-rows.ts';
import { formatUsd } from '../../lib/money.ts';
import { slugToDishName } from '../../lib/slug.ts';
import { useStoredUser } from '../../lib/stored-user.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './dish.module.scss';

/** Spec: on a load failure the page goes back to the menu after 1 s. */
export const dishFailureRedirectMs = 1000;

export function DishScreen() {
  const { foodId = '' } = useParams();
  const name = slugToDishName(foodId);
  const navigate = useNavigate();
  const { data: dish, isError } = useDish(name);
  // An add kept through sign-in that the server refused because the dish left the menu: say so, and stay.
  const refusal = pendingAddOutcomeFrom(useLocation().state);
  const gone = refusal?.kind === 'refused' && refusal.dishGone ? refusal.message : undefined;

  useDocumentTitle(`${dish?.name ?? name} | ${business.name}`);

  useEffect(() => {
    if (!isError || gone) return;
    const timer = window.setTimeout(() => navigate('/menu', { replace: true }), dishFailureRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isError, gone, navigate]);

  if (!name) return <Navigate to="/menu" replace />;

  if (isError) {
    return (
      <div className={styles.page}>
        <div className={styles.missing} role="alert">
          <h1 className={styles.missingTitle}>We couldn’t find “{name}”</h1>
          {gone ? (
            <>
              <p>{gone}</p>
              <Link to="/menu">Back to the menu</Link>
            </>
          ) : (
            <p>Taking you back to the menu…</p>
          )}
        </div>
      </div>
    );
  }

  if (!dish) return <DishSkeleton name={name} />;
  return <DishPage dish={dish} />;
}

/** The page of a loaded dish; adding puts the draft into the cart and shows the notice. */
export function DishPage({ dish }: { dish: Dish }) {
  const navigate = useNavigate();
  const [draft, dispatch] = useDishDraft(dish);
  const usual = useUsualIngredients(dish.id)?.filter((id) => dish.ingredients.some((ingredient) => ingredient.id === id));
  const usualApplied = useRef<string | null>(null);
  // Saved customisations (spec section 1): a signed-in customer's usual extras start ticked, once per dish.
  useEffect(() => {
    if (!usual?.length || usualApplied.current === dish.id) return;
    usualApplied.current = dish.id;
    dispatch({ type: 'startWithUsual', dishId: dish.id, ingredientIds: usual });
  }, [usual, dish.id, dispatch]);
  const { menus, pricesFailed } = useCompanionMenus(dish, draft.companions);
  const summary = summariseDraft(dish, draft, menus);
  const cart = useAddDishToCart();
  const addToCart = useAddToCart(cart.add);
  // Back from signing in with the add made before it: the page shows those choices again.
  useEffect(() => {
    const restored = cart.restored ? draftFromRequest(dish, cart.restored) : undefined;
    if (!restored) return;
    usualApplied.current = dish.id;
    dispatch({ type: 'restore', draft: restored });
  }, [cart.restored, dish, dispatch]);
  const cateringSize = dish.prices.some((price) => price.packageId === draft.main.sizeId && price.catering);
  const signedIn = useStoredUser() !== null;
  const recentlyViewed = useRecentlyViewed(dish.name);
  const pinned = useScrolledPast(summaryFixedAfterPx);
  const customiseId = useId();

  // Spec section 8: a price lookup failure on the dish page goes to /menu.
  useEffect(() => {
    if (pricesFailed) void navigate('/menu', { replace: true });
  }, [pricesFailed, navigate]);

  const categoryTitle = categoryRows.find((row) => row.category === dish.category)?.title;
  const images = dish.images.length > 0 ? dish.images : [{ image: dish.image, blurHash: dish.blurHash }];
  const companions = dish.goesWith.filter((companion) => companion.relation === 'goesWith');
  const similar = dish.goesWith.filter((companion) => companion.relation === 'similar');
  const button = {
    disabled: addToCart.isPending || summary.order === undefined,
    pending: addToCart.isPending,
    onAdd: () => {
      if (summary.order) addToCart.mutate(summary.order);
    },
  };

  return (
    <article className={`${styles.page} ${styles.withBar}`} aria-labelledby="dish-name">
      <AddedToCartNotice notice={cart.notice} onDismiss={cart.dismiss} />
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

      <div className={styles.layout}>
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
        </header>

        <div className={styles.gallery}>
          <DishGallery key={dish.id} name={dish.name} images={images} />
        </div>

        <section className={styles.customise} aria-labelledby={customiseId}>
          <h2 id={customiseId} className={styles.customiseTitle}>
            Make it yours
          </h2>
          <SizeChoice
            legend={<h3>Sizes</h3>}
            name={`size-${dish.id}`}
            options={dishSizeOptions(dish.prices)}
            value={draft.main.sizeId}
            onChange={(sizeId) => dispatch({ type: 'chooseSize', dishId: dish.id, sizeId })}
          />
          {cateringSize ? <CateringTermsNote className={styles.catering} /> : null}
          {dish.includedIngredients.length > 0 ? (
            <IncludedIngredientsChoice
              legend={<h3>Comes with</h3>}
              ingredients={dish.includedIngredients}
              removed={draft.main.removedIngredients}
              onToggle={(ingredient) => dispatch({ type: 'toggleIncludedIngredient', ingredient })}
            />
          ) : null}
          {usual?.length ? (
            <p className={styles.usual} role="note">
              Your usual extras from last time are ticked below.
            </p>
          ) : null}
          {dish.ingredients.length > 0 ? (
            <OptionalIngredientsChoice
              legend={<h3>Add extras</h3>}
              ingredients={dish.ingredients}
              chosen={draft.main.optionalIngredientIds}
              onToggle={(ingredientId) => dispatch({ type: 'toggleOptionalIngredient', dishId: dish.id, ingredientId })}
            />
          ) : null}
          {dish.canBeSpicy ? (
            <SpiceChoice
              legend={<h3>Spice level</h3>}
              name={`spice-${dish.id}`}
              value={draft.main.spiceLevel}
              onChange={(spiceLevel) => dispatch({ type: 'chooseSpiceLevel', dishId: dish.id, spiceLevel })}
            />
          ) : null}
          <CompanionChoice
            legend={<h3>Goes well with</h3>}
            companions={companions}
            chosen={draft.companions}
            menus={menus}
            dispatch={dispatch}
          />
        </section>

        <div className={styles.summary}>
          <OrderSummary
            summary={summary}
            signedIn={signedIn}
            pinned={pinned}
            onRemoveCompanion={(dishId) => dispatch({ type: 'removeCompanion', dishId })}
            {...button}
          />
        </div>

        <div className={styles.more}>
          <DishTips tips={dish.tips} />
          <SimilarDishes title="You may also like" dishes={similar} />
          <RecentlyViewed names={recentlyViewed} />
          <p className={styles.call}>
            <PhoneIcon size={20} />
            <span>
              Questions about this dish? Call <a href={`tel:${business.phoneE164}`}>{business.phone}</a>.
            </span>
          </p>
        </div>
      </div>

      <OrderBar summary={summary} {...button} />
    </article>
  );
}

function DishSkeleton({ name }: { name: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading {name}…
      </p>
      <div className={styles.breadcrumbSkeleton} aria-hidden="true">
        <Skeleton style={{ width: '14rem', height: '1rem' }} />
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.head}>
          <Skeleton style={{ width: '70%', height: '2.4rem' }} />
          <Skeleton style={{ width: '30%', height: '1.4rem' }} />
          <Skeleton style={{ width: '100%', height: '5rem' }} />
        </div>
        <div className={styles.gallery}>
          <Skeleton className={styles.gallerySkeleton} />
        </div>
        <div className={styles.customise}>
          <Skeleton style={{ width: '40%', height: '1.6rem' }} />
          <Skeleton style={{ width: '100%', height: '8rem' }} />
        </div>
        <div className={styles.summary}>
          <Skeleton style={{ width: '100%', height: '14rem', borderRadius: 'var(--radius-lg)' }} />
        </div>
      </div>
    </div>
  );
}
