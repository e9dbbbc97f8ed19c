/**
 * One order in the list at /account/orders: its number and status, when it was placed, pickup or
 * delivery with its time, the dishes, the item count and the total. The whole card opens the details.
 */
import type { OrderSummary } from '@functions/orders/contract/order';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/icons.tsx';
import { ChevronRightIcon, TruckIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { formatOrderDate } from '@functions/platform/contract/business-clock.ts';
import { orderDetailsPath } from '../order-paths.ts';
import { isOpenStatus } from '../order-status.ts';
import { modeLabels, whenText } from '../order-when.ts';
import styles from './order-card.module.scss';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { countLabel } from '@functions/platform/contract/count-label.ts';

/** Dish names shown before '+ N more', so a large catering order keeps a tidy card. */
const namesShown = 4;

export function OrderCard({ order, headingLevel: Heading = 'h2' }: { order: OrderSummary; headingLevel?: 'h2' | 'h3' }) {
  const extra = order.dishNames.length - namesShown;
  return (
    <article className={styles.card} data-open={isOpenStatus(order.status) || undefined}>
      <div className={styles.head}>
        <Heading className={styles.number}>
          <Link to={orderDetailsPath(order.orderId)} className={styles.link}>
            Order {order.number}
          </Link>
        </Heading>
        <OrderStatusBadge status={order.status} mode={order.mode} />
      </div>
      <p className={styles.placed}>
        Placed <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
      </p>
      <p className={styles.when}>
        {order.mode === 'delivery' ? <TruckIcon size={18} /> : <BagIcon size={18} />}
        <span>
          <strong>{modeLabels[order.mode]}</strong> · <time dateTime={order.slotId}>{whenText(order)}</time>
        </span>
      </p>
      <p className={styles.dishes}>
        {order.dishNames.slice(0, namesShown).join(', ')}
        {extra > 0 ? ` + ${extra} more` : ''}
      </p>
      <div className={styles.foot}>
        <span className={styles.count}>{countLabel(order.itemCount, 'item')}</span>
        <span className={styles.total}>
          <span className="visually-hidden">Total </span>
          {formatUsd(order.totals.totalCents)}
        </span>
        <span className={styles.more} aria-hidden="true">
          Details <ChevronRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function OrderCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton style={{ width: '9rem', height: '1.5rem' }} />
        <Skeleton style={{ width: '6rem', height: '1.5rem', borderRadius: '999px' }} />
      </div>
      <Skeleton style={{ width: '7rem' }} />
      <Skeleton style={{ width: '14rem' }} />
      <Skeleton style={{ width: '80%' }} />
      <div className={styles.foot}>
        <Skeleton style={{ width: '4rem' }} />
        <Skeleton style={{ width: '5rem', height: '1.4rem' }} />
      </div>
    </div>
  );
}
