/**
 * What was ordered, as it was priced then: each line with its image, size, spice level, extras and
 * removed ingredients, quantity, unit and line price; and the totals exactly as the server charged.
 */
import type { OrderLine } from '@contracts/order';
import type { OrderTotals as Totals } from '@contracts/ordering';
import type { SpiceLevel } from '@contracts/pricing';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { capitalise, Flames, spiceLabels } from '../../../components/spice-level.tsx';
import { formatUsd } from '../../../lib/money.ts';
import { dishPath } from '../../../lib/slug.ts';
import styles from './order-lines.module.scss';
import { OrderTotalsList } from '../../../components/order-totals.tsx';

function LineFacts({ line }: { line: OrderLine }) {
  const spice = Math.min(3, Math.max(0, line.spiciness)) as SpiceLevel;
  return (
    <ul className={styles.facts}>
      <li>
        {capitalise(line.size)}
        {line.amount ? ` · ${line.amount}` : ''}
        {line.catering ? ' · catering tray' : ''}
      </li>
      {spice > 0 ? (
        <li className={styles.spice}>
          <Flames level={spice} size={14} />
          <span>
            <span className="visually-hidden">Spice level: </span>
            {capitalise(spiceLabels[spice])}
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

export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className={styles.lines} aria-label="Items in this order">
      {lines.map((line) => (
        <li key={line.lineId} className={styles.line}>
          <BlurhashImage image={line.image} blurHash={line.blurHash} alt="" width={80} height={80} className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to={dishPath(line.name)}>{line.name}</Link>
            </h3>
            <LineFacts line={line} />
          </div>
          <div className={styles.price}>
            <p className={styles.each}>
              {line.quantity} × {formatUsd(line.unitPriceCents)}
            </p>
            <p className={styles.lineTotal}>{formatUsd(line.lineTotalCents)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ totals, mode }: { totals: Totals; mode: 'pickup' | 'delivery' }) {
  return <OrderTotalsList className={styles.totals} totalClassName={styles.grandTotal} totals={totals} showDeliveryFee={mode === 'delivery'} />;
}
