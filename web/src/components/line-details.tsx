/**
 * How a line's customisations read, wherever a line is shown (the cart, saved and buy-again items,
 * the checkout summary, the order page, the kitchen's ticket): size and amount, a catering tray,
 * the spice level for dishes that can be spicy, each paid extra with its price, and each included
 * ingredient left out.
 */
import type { CartOrder } from '@functions/cart/contract/cart';
import type { SpiceLevel } from '@functions/catalogue/contract/pricing';
import { extraWords, lineSizeWords } from '@functions/orders/contract/order-words';
import styles from './line-details.module.scss';
import { capitalise, Flames, spiceLabels } from './spice-level.tsx';

export type LineDetailsData = Pick<CartOrder, 'size' | 'amount' | 'spiciness' | 'ingredients' | 'removedIngredients'> & {
  /** Whether the spice level is shown; an order from before the flag: only above mild. */
  canBeSpicy?: boolean | undefined;
};

/** The facts of a line, in the order every view lists them. */
function lineFacts(line: LineDetailsData) {
  return {
    size: lineSizeWords(line),
    spice: (line.canBeSpicy ?? line.spiciness > 0) ? line.spiciness : null,
    added: line.ingredients.map((ingredient) => ({ id: ingredient.id, text: `+ ${extraWords(ingredient)}` })),
    removed: line.removedIngredients.map((name) => ({ name, text: `No ${name.toLowerCase()}` })),
  };
}

/**
 * The facts as a list, the spice level in flames. `compact`: the smaller type of a summary column
 * (the checkout's order summary); `catering`: the line is a catering tray (an order's lines).
 */
export function LineDetails({
  line,
  compact = false,
  catering = false,
  className,
}: {
  line: LineDetailsData;
  compact?: boolean;
  catering?: boolean;
  className?: string | undefined;
}) {
  const facts = lineFacts(line);
  const spice = facts.spice === null ? null : (Math.min(3, Math.max(0, facts.spice)) as SpiceLevel);
  return (
    <ul className={className ? `${styles.details} ${className}` : styles.details} data-compact={compact || undefined}>
      <li>
        {facts.size}
        {catering ? ' · catering tray' : ''}
      </li>
      {spice !== null ? (
        <li className={styles.spice}>
          <Flames level={spice} size={14} />
          <span>
            <span className="visually-hidden">Spice level: </span>
            {capitalise(spiceLabels[spice])}
          </span>
        </li>
      ) : null}
      {facts.added.map((added) => (
        <li key={added.id} className={styles.added}>
          {added.text}
        </li>
      ))}
      {facts.removed.map((removed) => (
        <li key={removed.name} className={styles.removed}>
          {removed.text}
        </li>
      ))}
    </ul>
  );
}

/** The facts as one line of words, for the kitchen's ticket (its own spice words, e.g. '1 flame'). */
export function LineDetailsText({
  line,
  catering = false,
  spiceWords,
  className,
}: {
  line: LineDetailsData;
  catering?: boolean;
  spiceWords: readonly string[];
  className?: string | undefined;
}) {
  const facts = lineFacts(line);
  const words = [
    facts.size,
    ...(catering ? ['Catering tray'] : []),
    ...(facts.spice === null ? [] : [`Spice: ${spiceWords[facts.spice] ?? facts.spice}`]),
    ...facts.added.map((added) => added.text),
    ...facts.removed.map((removed) => removed.text),
  ];
  return <p className={className}>{words.join(' · ')}</p>;
}
