/**
 * 'Your Items' under the cart (docs/product.md#cart-and-checkout-screens): the tabs 'Saved (N items)' and 'Buy again'.
 * A saved item can be moved back to the cart or deleted (focus then goes to the next saved item, or to the Saved
 * tab when none is left: lib/use-focus-after-change.ts); a dish ordered before can be added again at today's price.
 */
import type { BuyAgainItem, SavedItem } from '@functions/cart/contract/cart';
import type { SpiceLevel } from '@functions/catalogue/contract/pricing';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { BagIcon } from '../../../components/icons.tsx';
import { TrashIcon } from '../../../components/screen-icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import { useBuyAgain, useSaves, useDeleteCartLine, useAddToCartMutation, useMoveToCart } from '../../../api/cart.ts';
import { LineDetails } from '../../../components/line-details.tsx';
import { useFocusAfterChange } from '../../../lib/use-focus-after-change.ts';
import styles from './cart-items.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

type Tab = 'saved' | 'buyAgain';

export function savedTabLabel(count: number | undefined): string {
  return `Saved (${countLabel(count ?? 0, 'item')})`;
}

export function YourItems() {
  const [tab, setTab] = useState<Tab>('saved');
  const saves = useSaves();
  const idBase = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'saved', label: savedTabLabel(saves.data?.length) },
    { id: 'buyAgain', label: 'Buy again' },
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'saved' ? 'buyAgain' : 'saved';
    setTab(next);
    document.getElementById(`${idBase}-tab-${next}`)?.focus();
  };

  return (
    <section className={styles.yourItems} aria-labelledby={`${idBase}-title`}>
      <h2 id={`${idBase}-title`} className={styles.sectionTitle}>
        Your Items
      </h2>
      <div role="tablist" aria-label="Your items" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            id={`${idBase}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${idBase}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div ref={panelRef} role="tabpanel" id={`${idBase}-panel-${tab}`} aria-labelledby={`${idBase}-tab-${tab}`} className={styles.panel}>
        {tab === 'saved' ? <SavedList items={saves.data} failed={saves.isError} root={panelRef} tabId={`${idBase}-tab-saved`} /> : <BuyAgainList />}
      </div>
    </section>
  );
}

function SavedList({ items, failed, root, tabId }: { items: SavedItem[] | undefined; failed: boolean; root: RefObject<HTMLElement | null>; tabId: string }) {
  const moveToCart = useMoveToCart();
  const remove = useDeleteCartLine();
  const keepFocus = useFocusAfterChange({
    root,
    data: items,
    busy: moveToCart.isPending || remove.isPending,
    fallback: () => document.getElementById(tabId),
  });
  if (failed) return <p className={styles.empty}>Error</p>;
  if (!items) return <p className={styles.empty}>Loading saved items…</p>;
  if (items.length === 0) return <p className={styles.empty}>Nothing saved for later. Use “Save for later” on a cart line to keep it here.</p>;
  const busyId = moveToCart.isPending ? moveToCart.variables : remove.isPending ? remove.variables : undefined;
  return (
    <ul className={styles.itemGrid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card} data-focus-key={item.id} aria-busy={busyId === item.id || undefined}>
          <BlurhashImage image={item.image} blurHash={item.blurHash} alt="" width={72} height={72} className={styles.cardImage} />
          <div className={styles.cardBody}>
            <h3 className={styles.cardName}>
              <Link to={dishPath(item.name)}>{item.name}</Link>
            </h3>
            <LineDetails line={item} />
            <p className={styles.cardPrice}>
              {formatUsd(item.price)}
              {item.quantity > 1 ? <span className={styles.each}> × {item.quantity}</span> : null}
            </p>
            {item.issue === 'DISH_REMOVED' ? <p className={styles.issueText}>No longer on the menu.</p> : null}
            {item.issue === 'SOLD_OUT' ? <p className={styles.issueText}>Sold out for now.</p> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  keepFocus(item.id, 'move');
                  moveToCart.mutate(item.id);
                }}
                disabled={busyId !== undefined || item.issue === 'DISH_REMOVED'}
                data-focus-control="move"
              >
                <BagIcon size={16} /> Move to cart<span className="visually-hidden">: {item.name}</span>
              </button>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  keepFocus(item.id, 'delete');
                  remove.mutate(item.id);
                }}
                disabled={busyId !== undefined}
                data-focus-control="delete"
              >
                <TrashIcon size={16} /> Delete<span className="visually-hidden"> {item.name}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function BuyAgainList() {
  const buyAgain = useBuyAgain();
  const add = useAddToCartMutation();
  const [added, setAdded] = useState<string | null>(null);
  if (buyAgain.isError) return <p className={styles.empty}>Error</p>;
  if (!buyAgain.data) return <p className={styles.empty}>Loading your past orders…</p>;
  if (buyAgain.data.length === 0) return <p className={styles.empty}>Dishes you order will appear here, ready to order again.</p>;
  const addAgain = (item: BuyAgainItem) =>
    add.mutate(
      {
        orders: [
          {
            dishId: item.dishId,
            dishName: item.name,
            price: item.price,
            spiciness: item.spiciness,
            size: item.sizeId,
            removedIngredients: item.removedIngredients,
          },
        ],
        optionalIngredients: item.ingredients.length ? [{ dishId: item.dishId, ingredientIds: item.ingredients.map((i) => i.id) }] : [],
      },
      { onSuccess: () => setAdded(item.id) },
    );
  return (
    <>
      {add.isError ? (
        <p className={styles.issueText} role="alert">
          {apiErrorText(add.error)}
        </p>
      ) : null}
      <ul className={styles.itemGrid}>
        {buyAgain.data.map((item) => (
          <li key={item.id} className={styles.card}>
            <BlurhashImage image={item.image} blurHash={item.blurHash} alt="" width={72} height={72} className={styles.cardImage} />
            <div className={styles.cardBody}>
              <h3 className={styles.cardName}>
                <Link to={dishPath(item.name)}>{item.name}</Link>
              </h3>
              <LineDetails line={{ ...item, spiciness: item.spiciness as SpiceLevel, amount: '', canBeSpicy: item.spiciness > 0 }} />
              <p className={styles.cardPrice}>{formatUsd(item.price)}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.smallButton} onClick={() => addAgain(item)} disabled={add.isPending}>
                  <BagIcon size={16} /> {added === item.id ? 'Added again' : 'Add to cart'}
                  <span className="visually-hidden">: {item.name}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
