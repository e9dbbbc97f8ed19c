/**
 * The editor's list of dishes: one section per category in the shop's order, a row per dish with its
 * photo, name, starting price and badges (Hidden, Featured, sold out, extras sold out), its sold-out
 * switch, Move up / Move down within the category (the keyboard stays on the moved dish) and Edit.
 */
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useReorderMenu } from '../../../api/menu-editor.ts';
import { isChangedMeanwhile } from '../../../components/form/form-refusal.tsx';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { ArrowUpIcon } from '../../../components/icons.tsx';
import { BowlIcon, EyeOffIcon, PencilIcon, StarIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { filterByName, groupByCategory, movedOrder, placeText, type Direction } from '../hooks/menu-order.ts';
import { soldOutBadge, soldOutChoiceOf } from '../hooks/menu-words.ts';
import { SoldOutSelect } from './sold-out-select.tsx';
import styles from './menu-list.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

function Thumbnail({ dish }: { dish: OwnerMenuDish }) {
  const photo = dish.images[0];
  if (!photo) {
    return (
      <span className={`${styles.thumb} ${styles.noPhoto}`} title="No photo yet">
        <BowlIcon size={24} />
      </span>
    );
  }
  return <BlurhashImage className={styles.thumb} image={photo.image} blurHash={photo.blurHash} alt="" width={96} height={72} sizes="96px" />;
}

function Badges({ dish, now }: { dish: OwnerMenuDish; now: number }) {
  const soldOut = soldOutBadge(dish.soldOut, now);
  const extrasOut = dish.extras.filter((extra) => soldOutChoiceOf(extra.soldOut, now) !== 'available').length;
  if (!dish.hidden && !dish.featured && !soldOut && extrasOut === 0) return null;
  return (
    <ul className={styles.badges} aria-label={`${dish.name}: notes`}>
      {dish.hidden ? (
        <li className={styles.badge} data-tone="muted">
          <EyeOffIcon size={14} /> Hidden
        </li>
      ) : null}
      {dish.featured ? (
        <li className={styles.badge} data-tone="gold">
          <StarIcon size={14} /> Featured
        </li>
      ) : null}
      {soldOut ? (
        <li className={styles.badge} data-tone="alert">
          {soldOut}
        </li>
      ) : null}
      {extrasOut > 0 ? (
        <li className={styles.badge} data-tone="alert">
          {countLabel(extrasOut, 'extra')} sold out
        </li>
      ) : null}
    </ul>
  );
}

type RowProps = {
  dish: OwnerMenuDish;
  now: number;
  /** Null while the list is filtered: the order changes on the whole list only. */
  canMove: { up: boolean; down: boolean } | null;
  onMove: (dish: OwnerMenuDish, direction: Direction) => void;
};

function DishRow({ dish, now, canMove, onMove }: RowProps) {
  const sizes = countLabel(dish.sizes.length, 'size');
  return (
    <li className={styles.row} data-dish-id={dish.id} data-hidden={dish.hidden || undefined}>
      <Thumbnail dish={dish} />
      <div className={styles.main}>
        <h3 className={styles.name}>{dish.name}</h3>
        <p className={styles.meta}>
          <span className={styles.price}>from {formatUsd(dish.startingPrice)}</span>
          <span aria-hidden="true"> · </span>
          <span>{sizes}</span>
        </p>
        <Badges dish={dish} now={now} />
      </div>
      <div className={styles.controls}>
        <SoldOutSelect dishId={dish.id} soldOut={dish.soldOut} label={`${dish.name}: availability`} labelHidden showWhen={false} />
        {canMove ? (
          <div className={styles.move} role="group" aria-label={`Order of ${dish.name}`}>
            <button
              type="button"
              className={styles.iconButton}
              data-move="up"
              disabled={!canMove.up}
              onClick={() => onMove(dish, 'up')}
              aria-label={`Move ${dish.name} up`}
            >
              <ArrowUpIcon size={18} />
            </button>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.down}`}
              data-move="down"
              disabled={!canMove.down}
              onClick={() => onMove(dish, 'down')}
              aria-label={`Move ${dish.name} down`}
            >
              <ArrowUpIcon size={18} />
            </button>
          </div>
        ) : null}
        <Link to={dish.id} className={styles.edit} aria-label={`Edit ${dish.name}`}>
          <PencilIcon size={16} />
          <span>Edit</span>
        </Link>
      </div>
    </li>
  );
}

export function MenuList({ dishes, filter }: { dishes: readonly OwnerMenuDish[]; filter: string }) {
  const reorder = useReorderMenu();
  const [announced, setAnnounced] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  // The moved dish's button, to focus once the list has redrawn in the new order.
  const pendingFocus = useRef<{ dishId: string; direction: Direction } | null>(null);
  const now = Date.now();
  const filtering = filter.trim() !== '';
  const groups = groupByCategory(filterByName(dishes, filter));

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-dish-id]') ?? [])].find((item) => item.dataset.dishId === target.dishId);
    const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`button[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [dishes]);

  const move = (dish: OwnerMenuDish, direction: Direction) => {
    // Made from the menu as cached now: a second quick move lands on top of the first.
    const dishIds = reorder.move((current) => movedOrder(current, dish.id, direction));
    if (!dishIds) return;
    pendingFocus.current = { dishId: dish.id, direction };
    const inCategory = dishIds.filter((id) => dishes.find((candidate) => candidate.id === id)?.category === dish.category);
    setAnnounced(`${dish.name} moved ${direction}: ${placeText(inCategory.indexOf(dish.id) + 1, inCategory.length)}.`);
  };

  if (groups.length === 0) {
    return (
      <p className={styles.empty} role="status">
        No dish is called “{filter.trim()}”.
      </p>
    );
  }

  return (
    <div ref={listRef} className={styles.groups}>
      {reorder.error ? (
        <div className={styles.failed} role="alert">
          <p>The order was not saved. {apiErrorText(reorder.error)}</p>
          {isChangedMeanwhile(reorder.error) ? (
            <button type="button" className={styles.reload} onClick={() => void reorder.reload()} disabled={reorder.reloading}>
              {reorder.reloading ? 'Reloading…' : 'Reload'}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {groups.map((group) => {
        const headingId = `menu-${group.category}`;
        const all = dishes.filter((dish) => dish.category === group.category);
        return (
          <section key={group.category} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {group.title} <span className={styles.count}>({filtering ? `${group.dishes.length} of ${all.length}` : all.length})</span>
            </h2>
            <ul className={styles.rows}>
              {group.dishes.map((dish, index) => (
                <DishRow
                  key={dish.id}
                  dish={dish}
                  now={now}
                  canMove={filtering ? null : { up: index > 0, down: index < group.dishes.length - 1 }}
                  onMove={move}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function MenuListSkeleton() {
  return (
    <div className={styles.groups} aria-hidden="true">
      {[5, 4].map((rows, group) => (
        <div key={group} className={styles.group}>
          <Skeleton className={styles.titleSkeleton} />
          <div className={styles.rows}>
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className={styles.row}>
                <Skeleton className={styles.thumb} />
                <div className={styles.main}>
                  <Skeleton style={{ width: '45%', height: '1.1rem' }} />
                  <Skeleton style={{ width: '25%', height: '0.9rem', marginTop: '0.5rem' }} />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
