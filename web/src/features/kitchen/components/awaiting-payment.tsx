/**
 * The board's quiet corner (docs/business-rules.md#unpaid-card-orders): orders whose customer is still on the card
 * page. Not the kitchen's yet, so collapsed, apart from the columns, never counted or chimed for; each joins New once
 * its card is held, or goes away when the customer gives up.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { formatOrderClock, formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import styles from './awaiting-payment.module.scss';

export function AwaitingPayment({ orders }: { orders: readonly KitchenOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <details className={styles.corner} data-testid="awaiting-payment">
      <summary className={styles.summary}>
        Awaiting payment <span className={styles.count}>{orders.length}</span>
      </summary>
      <p className={styles.note}>Customers still on the card page. An order joins New once its card is held; nothing to cook yet.</p>
      <ul className={styles.list} aria-label="Orders awaiting payment">
        {orders.map((order) => (
          <li key={order.orderId} className={styles.row}>
            <span className={styles.number}>{order.number}</span>
            <span>
              {order.mode === 'pickup' ? 'Pickup' : 'Delivery'} · <time dateTime={order.slotId}>{formatOrderTime(order.slotId)}</time>
            </span>
            <span className={styles.who}>{order.customer.name}</span>
            <span>
              {formatUsd(order.totals.totalCents)}
              {order.cardPayment?.payBy ? <span className={styles.until}> · page open until {formatOrderClock(order.cardPayment.payBy)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
