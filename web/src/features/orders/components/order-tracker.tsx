/** Where the order is: the tracker, then every status it has had, oldest first, with its time. */
import type { Order } from '@contracts/order';
import { formatOrderTime } from '@contracts/business-clock.ts';
import { statusLabel } from '../order-status.ts';
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
      <OrderProgress order={order} />
      <StatusHistory order={order} />
    </OrderPanel>
  );
}
