/** One order on the board: its number, time, who, what, and the one next step (accept opens the order for a ready time). */
import type { KitchenOrder } from '@contracts/kitchen';
import { formatOrderClock, formatOrderTime } from '@contracts/business-clock.ts';
import { statusLabel } from '../../../lib/order-status-words.ts';
import { linesSummary, nextStep } from './board-columns.ts';
import { actionButtonLabels, actionPendingLabels } from './kitchen-words.ts';
import styles from './kitchen-board.module.scss';

type Props = {
  order: KitchenOrder;
  /** Whether the order's day is not today (an old open order, or an upcoming one): the card shows the date. */
  showDate: boolean;
  onOpen: (order: KitchenOrder) => void;
  onStep: (order: KitchenOrder) => void;
  stepping: boolean;
};

export function OrderCard({ order, showDate, onOpen, onStep, stepping }: Props) {
  const step = nextStep(order);
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const time = showDate ? formatOrderTime(order.slotId) : formatOrderClock(order.slotId);
  return (
    <article className={styles.card} data-status={order.status} aria-labelledby={`order-${order.orderId}`}>
      <header className={styles.cardHead}>
        <h3 id={`order-${order.orderId}`} className={styles.cardNumber}>
          <button type="button" className={styles.cardOpen} onClick={() => onOpen(order)}>
            <span className="visually-hidden">Open order </span>
            {order.number}
          </button>
        </h3>
        <span className={styles.mode} data-mode={order.mode}>
          {order.mode === 'pickup' ? 'Pickup' : 'Delivery'}
        </span>
      </header>
      <p className={styles.cardTime}>
        {order.asap ? <span className={styles.asap}>ASAP</span> : null}
        <time dateTime={order.slotId}>{time}</time>
        {order.readyAt && order.status === 'accepted' ? <span className={styles.eta}>ready ~{formatOrderClock(order.readyAt)}</span> : null}
      </p>
      <p className={styles.cardCustomer}>{order.customer.name}</p>
      <p className={styles.cardLines}>
        <span className={styles.itemCount}>{itemCount} items:</span> {linesSummary(order)}
      </p>
      {order.notes.trim() ? <p className={styles.cardNotes}>“{order.notes.trim()}”</p> : null}
      {order.status === 'cancelled' || order.status === 'completed' ? <p className={styles.cardStatus}>{statusLabel(order.status, order.mode)}</p> : null}
      <div className={styles.cardActions}>
        {step ? (
          <button
            type="button"
            className={step === 'accept' ? styles.primaryButton : styles.secondaryButton}
            onClick={() => (step === 'accept' ? onOpen(order) : onStep(order))}
            disabled={stepping}
          >
            {stepping ? actionPendingLabels[step] : step === 'accept' ? 'Accept…' : actionButtonLabels[step]}
          </button>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={() => onOpen(order)}>
          Details
        </button>
      </div>
    </article>
  );
}
