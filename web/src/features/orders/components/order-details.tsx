/**
 * One of the customer's orders: its status, when it was placed and how it comes (and a quote's catering order, its
 * quote, guests and reference); where it is, and under it how the customer hears of it (`updates`, which the screen
 * gives); the lines and notes beside when and where, payment and Buy again. And the page's shape while it loads.
 */
import type { Order } from '@functions/orders/contract/order';
import type { ReactNode } from 'react';
import { BagIcon } from '../../../components/icons.tsx';
import { TruckIcon } from '../../../components/screen-icons.tsx';
import { QuoteMark } from '../../../components/quote-mark.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { modeLabels } from '../order-when.ts';
import { BuyAgain } from './buy-again.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderPanel } from './order-panel.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTracker } from './order-tracker.tsx';
import { OrderWhenAndWhere } from './order-when-where.tsx';
import styles from './order-details.module.scss';

export function OrderDetails({ order, updates }: { order: Order; updates?: ReactNode }) {
  return (
    <>
      <div className={styles.meta}>
        <OrderStatusBadge status={order.status} mode={order.mode} />
        <span>
          Placed <time dateTime={order.placedAt}>{formatOrderTime(order.placedAt)}</time>
        </span>
        <span className={styles.modeTag}>
          {order.mode === 'delivery' ? <TruckIcon size={18} /> : <BagIcon size={18} />}
          {modeLabels[order.mode]}
        </span>
        {order.quote ? <QuoteMark quote={order.quote} className={styles.quoteMark} /> : null}
      </div>

      <OrderTracker order={order} />
      {updates}

      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderPanel title="Items">
            <OrderLines lines={order.lines} />
          </OrderPanel>
          {order.notes ? (
            <OrderPanel title="Your notes">
              <p className={styles.notes}>{order.notes}</p>
            </OrderPanel>
          ) : null}
        </div>
        <div className={styles.side}>
          <OrderWhenAndWhere order={order} />
          <OrderPayment order={order} />
          <CancelOrder order={order} />
          <BuyAgain order={order} />
        </div>
      </div>
    </>
  );
}

export function OrderDetailsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading the order…
      </p>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.main}>
          <div className={styles.panel}>
            <Skeleton style={{ width: '40%', height: '1.5rem' }} />
            <Skeleton style={{ width: '100%', height: '3rem', marginTop: 'var(--space-4)' }} />
          </div>
          <div className={styles.panel}>
            {[0, 1, 2].map((n) => (
              <div key={n} className={styles.skeletonLine}>
                <Skeleton style={{ width: '4rem', height: '4rem' }} />
                <Skeleton style={{ width: '60%' }} />
              </div>
            ))}
          </div>
        </div>
        <div className={styles.side}>
          <div className={styles.panel}>
            <Skeleton style={{ width: '50%', height: '1.5rem' }} />
            <Skeleton style={{ width: '100%', height: '6rem', marginTop: 'var(--space-4)' }} />
          </div>
        </div>
      </div>
    </>
  );
}
