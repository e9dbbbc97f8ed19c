/**
 * One line of the cart (docs/product.md#cart-and-checkout-screens and #cart): image, name, size, spice
 * level, what was added or left out (components/line-details.tsx, shared with the checkout), price
 * and quantity arrows. The right arrow adds one; the left one takes one off, and at quantity 1 it
 * deletes the line (with Undo, hooks/use-remove-with-undo.ts). Save for later, edit and delete. A line waiting on a
 * change says so under its details.
 */
import type { CartOrder } from '@functions/cart/contract/cart';
import { maxQuantity } from '@functions/cart/contract/cart';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { BookmarkIcon, MinusIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import { LineDetails } from '../../../components/line-details.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './cart-items.module.scss';

type CartLineProps = {
  line: CartOrder;
  busy: boolean;
  onStep: (change: 1 | -1) => void;
  /** Which control deleted it (Delete, or − at quantity 1). */
  onDelete: (from: 'delete' | 'decrease') => void;
  onSave: () => void;
  onEdit: () => void;
};

/** What a line waiting on a change says of itself (the section above the lines has the way to settle it). */
function issueWords(line: CartOrder): string {
  switch (line.issue) {
    case 'PRICE_CHANGED':
      return `New price ${formatUsd(line.price)} (was ${formatUsd(line.addedPrice)}): needs your confirmation.`;
    case 'SOLD_OUT':
      return 'Sold out for now: not in the subtotal.';
    case 'DISH_REMOVED':
      return 'No longer on the menu: not in the subtotal.';
    default:
      return 'Changed on the menu: edit it to order it.';
  }
}

export function CartLine({ line, busy, onStep, onDelete, onSave, onEdit }: CartLineProps) {
  const gone = line.issue === 'DISH_REMOVED';
  return (
    <li className={styles.line} data-focus-key={line.orderId} data-issue={line.issue ?? undefined} aria-busy={busy || undefined}>
      <BlurhashImage image={line.image} blurHash={line.blurHash} alt="" width={96} height={96} className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.name}>{gone ? line.name : <Link to={dishPath(line.name)}>{line.name}</Link>}</h2>
        <LineDetails line={line} />
        {line.issue ? <p className={styles.issueText}>{issueWords(line)}</p> : null}
      </div>
      <div className={`${styles.actions} ${styles.lineActions}`}>
        {!gone ? (
          <button type="button" className={styles.textButton} onClick={onEdit} disabled={busy} data-focus-control="edit">
            <PencilIcon size={16} /> Edit<span className="visually-hidden"> {line.name}</span>
          </button>
        ) : null}
        <button type="button" className={styles.textButton} onClick={onSave} disabled={busy} data-focus-control="save">
          <BookmarkIcon size={16} /> Save for later<span className="visually-hidden">: {line.name}</span>
        </button>
        <button type="button" className={styles.textButton} onClick={() => onDelete('delete')} disabled={busy} data-focus-control="delete">
          <TrashIcon size={16} /> Delete<span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
      <div className={styles.priceColumn}>
        <p className={styles.lineTotal}>{formatUsd(line.lineTotal)}</p>
        {line.quantity > 1 ? <p className={styles.each}>{formatUsd(line.price)} each</p> : null}
        <div className={styles.quantity} role="group" aria-label={`Quantity of ${line.name}`}>
          <button
            type="button"
            className={styles.step}
            onClick={() => (line.quantity <= 1 ? onDelete('decrease') : onStep(-1))}
            disabled={busy}
            aria-label={line.quantity <= 1 ? `Remove ${line.name}` : `Decrease quantity of ${line.name}`}
            data-focus-control="decrease"
          >
            {line.quantity <= 1 ? <TrashIcon size={18} /> : <MinusIcon size={18} />}
          </button>
          <output className={styles.count} aria-live="polite" aria-label={`Quantity: ${line.quantity}`}>
            {line.quantity}
          </output>
          <button
            type="button"
            className={styles.step}
            onClick={() => onStep(1)}
            disabled={busy || line.quantity >= maxQuantity || gone}
            aria-label={`Increase quantity of ${line.name}`}
            data-focus-control="increase"
          >
            <PlusIcon size={18} />
          </button>
        </div>
      </div>
    </li>
  );
}
