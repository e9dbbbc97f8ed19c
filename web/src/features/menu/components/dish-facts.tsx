/**
 * What a dish page tells before the customisation panel arrives: sizes with their amounts and
 * prices, what it comes with, what can be added, and the kitchen's tips.
 */
import type { Dish, Size } from '@contracts/catalogue';
import { LeafIcon } from '../../../components/icons.tsx';
import { formatUsd } from '../../../lib/money.ts';
import styles from './dish-facts.module.scss';

const sizeAbbreviations: Record<Size, string> = { small: 'S', medium: 'M', large: 'L', 'extra large': 'XL' };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function DishSizes({ prices }: { prices: Dish['prices'] }) {
  if (prices.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="dish-sizes">
      <h2 id="dish-sizes" className={styles.heading}>
        Sizes
      </h2>
      <ul className={styles.sizes}>
        {prices.map((option) => (
          <li key={option.packageId} className={styles.size}>
            <span className={styles.sizeBadge} aria-hidden="true">
              {sizeAbbreviations[option.size]}
            </span>
            <span className={styles.sizeText}>
              <span className={styles.sizeName}>
                {capitalise(option.size)}
                {option.catering ? <span className={styles.tag}>Catering</span> : null}
              </span>
              <span className={styles.amount}>{option.amount}</span>
            </span>
            <span className={styles.sizePrice}>{formatUsd(option.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DishIngredients({ included, optional }: { included: string[]; optional: Dish['ingredients'] }) {
  return (
    <>
      {included.length > 0 ? (
        <section className={styles.block} aria-labelledby="dish-included">
          <h2 id="dish-included" className={styles.heading}>
            Comes with
          </h2>
          <ul className={styles.chips}>
            {included.map((ingredient) => (
              <li key={ingredient} className={styles.chip}>
                <LeafIcon size={14} />
                {ingredient}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {optional.length > 0 ? (
        <section className={styles.block} aria-labelledby="dish-extras">
          <h2 id="dish-extras" className={styles.heading}>
            Add extras
          </h2>
          <ul className={styles.extras}>
            {optional.map((extra) => (
              <li key={extra.id}>
                <span>{extra.ingredient}</span>
                <span className={styles.extraPrice}>+{formatUsd(extra.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function DishTips({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null;
  return (
    <section className={styles.tips} aria-labelledby="dish-tips">
      <h2 id="dish-tips" className={styles.heading}>
        Kitchen tips
      </h2>
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
