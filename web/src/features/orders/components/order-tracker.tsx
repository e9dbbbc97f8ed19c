/** Where the order is: a sentence that follows the kitchen, the tracker, then every status it has had, oldest first, with its time. */
import type { Order } from '@functions/orders/contract/order';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { statusLabel, statusSentence } from '../order-status.ts';
import { OrderPanel } from './order-panel.tsx';
import { OrderProgress } from './order-progress.tsx';
import styles from './order-details.module.scss';

function StatusHistory({ order }: { order: Order }) {
  const history = order.history.toSorted((a, b) => a.at.localeCompare(b.at));
  return (
    <div className={styles.history}>
      <h3 className={styles.subTitle}>Status history</h3>
      <ol className={styles.historyList}>
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className={styles.historyStatus}>{statusLabel(entry.status, order.mode)}</span>
            <time dateTime={entry.at}>{formatOrderTime(entry.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function OrderTracker({ order }: { order: Order }) {
  return (
    <OrderPanel title="Where your order is">
      {/* A live region: the page reads the order again every few seconds, and a change is announced. */}
      {order.status === 'cancelled' ? null : (
        <p className={styles.statusLine} role="status" data-status={order.status}>
          {statusSentence(order)}
        </p>
      )}
      <OrderProgress order={order} />
      <StatusHistory order={order} />
    </OrderPanel>
  );
}
