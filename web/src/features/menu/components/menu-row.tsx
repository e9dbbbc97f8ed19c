/**
 * One row of the menu: a title and its dishes. The featured row is a looping carousel with dots.
 * A category row's title is a button that switches the row between a carousel (the default) and
 * a grid; its tooltip says which view a click leads to (docs/product.md#menu-screen).
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { useState } from 'react';
import { Carousel } from '../../../components/carousel.tsx';
import { CarouselIcon, GridIcon } from '../../../components/screen-icons.tsx';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import { setPreviewedDish } from '../hooks/use-previewed-dish.ts';
import { DishCard, DishCardSkeleton, dishCardSizes } from './dish-card.tsx';
import styles from './menu-row.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

export const emptyRowText = 'No dishes to display, coming soon';
export const toGridTip = 'Switch to grid view';
export const toCarouselTip = 'Switch to carousel view';

export type RowView = 'carousel' | 'grid';

type MenuRowProps = {
  id: string;
  title: string;
  dishes: readonly MenuDish[];
  loading: boolean;
  skeletons: number;
  /** Load the first images at once (the row at the top of the page). */
  eagerImages?: number;
  featured?: boolean;
  /** What an empty row says (the menu filter leaves rows empty for its own reason). */
  emptyText?: string;
};

export function MenuRow({ id, title, dishes, loading, skeletons, eagerImages = 0, featured = false, emptyText = emptyRowText }: MenuRowProps) {
  const headingId = `menu-row-${id}`;
  const tipId = `menu-row-${id}-tip`;
  const [view, setView] = useState<RowView>('carousel');
  const tip = view === 'carousel' ? toGridTip : toCarouselTip;

  const card = (dish: MenuDish, index: number) => (
    <RevealOnScroll threshold={0.15} className={styles.cardReveal}>
      <DishCard
        dish={dish}
        priority={index < eagerImages}
        featured={featured}
        imageSizes={view === 'grid' ? dishCardSizes.menuGrid : dishCardSizes.carousel}
        onPreview={() => setPreviewedDish(dish)}
      />
    </RevealOnScroll>
  );

  let body;
  if (loading) {
    body = (
      <ul className={styles.grid} data-featured={featured || undefined} data-loading="">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <DishCardSkeleton featured={featured} />
          </li>
        ))}
      </ul>
    );
  } else if (dishes.length === 0) {
    body = <p className={styles.empty}>{emptyText}</p>;
  } else if (featured || view === 'carousel') {
    body = (
      <Carousel
        label={featured ? 'Featured dishes' : title}
        variant={featured ? 'featured' : 'row'}
        slides={dishes.map((dish, i) => ({ key: dish.id, content: card(dish, i) }))}
      />
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {dishes.map((dish, i) => (
          <li key={dish.id}>{card(dish, i)}</li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className={featured ? `${styles.row} ${styles.featured}` : styles.row}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-view={featured ? undefined : view}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {featured ? (
            title
          ) : (
            <button
              type="button"
              className={styles.toggle}
              title={tip}
              aria-describedby={tipId}
              onClick={() => setView((current) => (current === 'carousel' ? 'grid' : 'carousel'))}
            >
              <span>{title}</span>
              <span className={styles.toggleIcon} aria-hidden="true">
                {view === 'carousel' ? <GridIcon size={18} /> : <CarouselIcon size={18} />}
              </span>
            </button>
          )}
        </h2>
        {featured ? null : (
          <span id={tipId} className="visually-hidden">
            {tip}
          </span>
        )}
        {!loading && dishes.length > 0 ? <span className={styles.count}>{countLabel(dishes.length, 'dish', 'dishes')}</span> : null}
      </div>
      {body}
    </section>
  );
}
