/**
 * The order summary: each dish of the draft with its size, spice level, what was left out and
 * added, its price, and the total. On wide screens it is a side column that stays in view; on
 * small screens it sits below the choices and a bar at the bottom keeps the total and the button.
 */
import { useId } from 'react';
import { BagIcon, CloseIcon } from '../../../components/icons.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import type { DraftSummary, SummaryLine } from '../hooks/use-draft-summary.ts';
import { capitalise, Flames, spiceLabels } from '../../../components/spice-level.tsx';
import styles from './order-summary.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

type AddButtonProps = {
  /** The draft cannot be added yet: a companion's sizes are loading, or the request is pending. */
  disabled: boolean;
  pending: boolean;
  onAdd: () => void;
  /** The kitchen has run out of the dish: the button says so and cannot be pressed. */
  soldOut?: boolean;
};

function AddToCartButton({ disabled, pending, onAdd, soldOut = false, className }: AddButtonProps & { className: string | undefined }) {
  return (
    <button type="button" className={className} disabled={disabled || soldOut} aria-busy={pending || undefined} onClick={onAdd}>
      <BagIcon size={20} />
      {soldOut ? 'Sold out' : pending ? 'Adding…' : 'Add to cart'}
    </button>
  );
}

function LineItem({ line, onRemove }: { line: SummaryLine; onRemove?: () => void }) {
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>{line.name}</span>
        <span className={styles.linePrice}>{formatUsd(line.priceCents)}</span>
        {onRemove ? (
          <button type="button" className={styles.remove} onClick={onRemove}>
            <CloseIcon size={16} />
            <span className="visually-hidden">Remove {line.name}</span>
          </button>
        ) : null}
      </div>
      <ul className={styles.details}>
        <li>
          {line.size ? (
            <>
              {capitalise(line.size.size)} · {line.size.amount}
            </>
          ) : (
            'Smallest size'
          )}
        </li>
        {line.spiceLevel !== undefined ? (
          <li className={styles.spice}>
            <Flames level={line.spiceLevel} size={14} />
            <span>
              <span className="visually-hidden">Spice level: </span>
              {capitalise(spiceLabels[line.spiceLevel])}
            </span>
          </li>
        ) : null}
        {line.removedIngredients.length > 0 ? <li className={styles.removed}>Without {line.removedIngredients.join(', ')}</li> : null}
        {line.addedIngredients.map((extra) => (
          <li key={extra.id} className={styles.added}>
            <span>+ {extra.ingredient}</span>
            <span className={styles.addedPrice}>{formatUsd(extra.price)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

type OrderSummaryProps = AddButtonProps & {
  summary: DraftSummary;
  signedIn: boolean;
  /** Scrolled past the point where the panel stays in view (docs/product.md#constants: 330 px). */
  pinned: boolean;
  onRemoveCompanion: (dishId: string) => void;
};

export function OrderSummary({ summary, signedIn, pinned, onRemoveCompanion, ...button }: OrderSummaryProps) {
  const titleId = useId();
  const totalId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId} data-pinned={pinned ? '' : undefined}>
      <h2 id={titleId} className={styles.title}>
        Your order
      </h2>
      <ul className={styles.lines}>
        <LineItem line={summary.main} />
        {summary.companions.map((line) => (
          <LineItem key={line.dishId} line={line} onRemove={() => onRemoveCompanion(line.dishId)} />
        ))}
      </ul>
      <div className={styles.total}>
        <span id={totalId}>Total</span>
        <output aria-labelledby={totalId} className={styles.totalPrice}>
          {formatUsd(summary.totalCents)}
        </output>
      </div>
      <AddToCartButton {...button} className={styles.add} />
      {signedIn ? null : <p className={styles.note}>You’ll be asked to sign in first.</p>}
    </section>
  );
}

/** The bottom bar of small screens: the total and the add-to-cart button, always in reach. */
export function OrderBar({ summary, ...button }: AddButtonProps & { summary: DraftSummary }) {
  const count = 1 + summary.companions.length;
  return (
    <div className={styles.bar}>
      <div className={styles.barTotal}>
        <span className={styles.barLabel}>Total · {countLabel(count, 'dish', 'dishes')}</span>
        <span className={styles.barPrice}>{formatUsd(summary.totalCents)}</span>
      </div>
      <AddToCartButton {...button} className={styles.barAdd} />
    </div>
  );
}
