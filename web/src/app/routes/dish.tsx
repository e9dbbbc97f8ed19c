/**
 * The dish page at /menu/{dish-name} (spec "Dish detail screen"), first version: what the dish is,
 * its photos, sizes, ingredients, tips and companions. The customisation panel and the order
 * summary come with the next issue.
 */
import { business } from '@business';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, FlameIcon, PhoneIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useDish } from '../../features/menu/api/get-dish.ts';
import { DishCompanions } from '../../features/menu/components/dish-companions.tsx';
import { DishIngredients, DishSizes, DishTips } from '../../features/menu/components/dish-facts.tsx';
import { DishGallery } from '../../features/menu/components/dish-gallery.tsx';
import { categoryRows } from '../../features/menu/hooks/use-menu-rows.ts';
import { formatUsd } from '../../lib/money.ts';
import { slugToDishName } from '../../lib/slug.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './dish.module.scss';

/** Spec: on a load failure the page goes back to the menu after 1 s. */
export const dishFailureRedirectMs = 1000;

export function DishScreen() {
  const { foodId = '' } = useParams();
  const name = slugToDishName(foodId);
  const navigate = useNavigate();
  const { data: dish, isError } = useDish(name);

  useDocumentTitle(`${dish?.name ?? name} | ${business.name}`);

  useEffect(() => {
    if (!isError) return;
    const timer = window.setTimeout(() => navigate('/menu', { replace: true }), dishFailureRedirectMs);
    return () => window.clearTimeout(timer);
  }, [isError, navigate]);

  if (!name) return <Navigate to="/menu" replace />;

  if (isError) {
    return (
      <div className={styles.page}>
        <div className={styles.missing} role="alert">
          <h1 className={styles.missingTitle}>We couldn’t find “{name}”</h1>
          <p>Taking you back to the menu…</p>
        </div>
      </div>
    );
  }

  if (!dish) return <DishSkeleton name={name} />;

  const categoryTitle = categoryRows.find((row) => row.category === dish.category)?.title;
  const images = dish.images.length > 0 ? dish.images : [{ image: dish.image, blurHash: dish.blurHash }];

  return (
    <article className={styles.page} aria-labelledby="dish-name">
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

      <div className={styles.top}>
        <DishGallery key={dish.id} name={dish.name} images={images} />

        <div className={styles.info}>
          <div className={styles.nameBlock}>
            <h1 id="dish-name" className={styles.name}>
              {dish.name}
            </h1>
            <p className={styles.price}>
              <span className={styles.from}>from</span> {formatUsd(dish.startingPrice)}
            </p>
            {dish.canBeSpicy ? (
              <p className={styles.spicy}>
                <FlameIcon size={16} /> Made mild or spicy, your choice
              </p>
            ) : null}
          </div>
          <p className={styles.description}>{dish.description}</p>
          <DishSizes prices={dish.prices} />
          <DishIngredients included={dish.includedIngredients} optional={dish.ingredients} />
          <p className={styles.order}>
            <PhoneIcon size={20} />
            <span>
              Want it today? Call <a href={`tel:${business.phoneE164}`}>{business.phone}</a> to order for pickup or
              delivery.
            </span>
          </p>
        </div>
      </div>

      <DishTips tips={dish.tips} />
      <DishCompanions companions={dish.goesWith} />
    </article>
  );
}

function DishSkeleton({ name }: { name: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading {name}…
      </p>
      <div className={styles.top} aria-hidden="true">
        <Skeleton className={styles.gallerySkeleton} />
        <div className={styles.info}>
          <Skeleton style={{ width: '60%', height: '2.4rem' }} />
          <Skeleton style={{ width: '30%', height: '1.4rem' }} />
          <Skeleton style={{ width: '100%', height: '5rem' }} />
          <Skeleton style={{ width: '100%', height: '8rem' }} />
        </div>
      </div>
    </div>
  );
}
