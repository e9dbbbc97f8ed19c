/**
 * What was ordered, as it was priced then: each line with its image, size, spice level, extras and
 * removed ingredients, quantity, unit and line price; and the totals exactly as the server charged.
 */
import type { AppliedOffer } from '@functions/orders/contract/checkout-offer';
import type { OrderLine, OrderQuote } from '@functions/orders/contract/order';
import type { OrderTotals as Totals } from '@functions/shop/contract/ordering';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { LineDetails } from '../../../components/line-details.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import styles from './order-lines.module.scss';
import { OrderTotalsList } from '../../../components/order-totals.tsx';

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
            {/* The spice level as the receipt and the kitchen's board say it: mild too, for a dish that can be spicy. */}
            <LineDetails line={line} catering={line.catering} />
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

/** A quote's order passes its discount, shown above the subtotal; an order that took an offer, the offer that names its discount. */
export function OrderTotals({
  totals,
  mode,
  discount,
  offer,
}: {
  totals: Totals;
  mode: 'pickup' | 'delivery';
  discount?: OrderQuote['discount'] | undefined;
  offer?: AppliedOffer | undefined;
}) {
  return (
    <OrderTotalsList
      className={styles.totals}
      totalClassName={styles.grandTotal}
      totals={totals}
      showDeliveryFee={mode === 'delivery'}
      discount={discount}
      offer={offer}
    />
  );
}
