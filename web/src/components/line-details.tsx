/**
 * How a cart line's customisations read, wherever a line is shown (the cart, saved and buy-again
 * items, the checkout summary): size and amount, the spice level for dishes that can be spicy,
 * each paid extra with its price, and each included ingredient left out.
 */
import type { CartOrder } from '@contracts/cart';
import type { SpiceLevel } from '@contracts/pricing';
import { formatUsd } from '../lib/money.ts';
import styles from './line-details.module.scss';
import { capitalise, Flames, spiceLabels } from './spice-level.tsx';

export type LineDetailsData = Pick<CartOrder, 'size' | 'amount' | 'spiciness' | 'canBeSpicy' | 'ingredients' | 'removedIngredients'>;

/** `compact`: the smaller type of a summary column (the checkout's order summary). */
export function LineDetails({ line, compact = false, className }: { line: LineDetailsData; compact?: boolean; className?: string | undefined }) {
  return (
    <ul className={className ? `${styles.details} ${className}` : styles.details} data-compact={compact || undefined}>
      <li>
        {capitalise(line.size)}
        {line.amount ? ` · ${line.amount}` : ''}
      </li>
      {line.canBeSpicy ? (
        <li className={styles.spice}>
          <Flames level={line.spiciness as SpiceLevel} size={14} />
          <span>
            <span className="visually-hidden">Spice level: </span>
            {capitalise(spiceLabels[line.spiciness as SpiceLevel])}
          </span>
        </li>
      ) : null}
      {line.ingredients.map((ingredient) => (
        <li key={ingredient.id} className={styles.added}>
          + {ingredient.ingredient} ({formatUsd(ingredient.price)})
        </li>
      ))}
      {line.removedIngredients.map((name) => (
        <li key={name} className={styles.removed}>
          No {name.toLowerCase()}
        </li>
      ))}
    </ul>
  );
}
