/**
 * One order on the board: its number, time, who (and their phone), every line with its choices, and the one next step
 * (accept opens the order for a ready time). A quote's catering order shows its quote, guests and reference, the
 * deposit paid and the balance due, and whether the owner booked it over the time's capacity.
 */
import { paymentBadge } from '@functions/orders/contract/card-payment.ts';
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { formatOrderClock, formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { statusLabel } from '../../../lib/order-status-words.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { LineDetailsText } from '../../../components/line-details.tsx';
import { OverCapacityNote, QuoteMark } from '../../../components/quote-mark.tsx';
import { quotePaymentWords, type QuoteOrder } from '../../../components/quote-order.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { nextStep } from './board-columns.ts';
import { actionButtonLabels, actionPendingLabels, spiceWords } from './kitchen-words.ts';
import { waitingWords } from './waiting-words.ts';
import styles from './kitchen-board.module.scss';

/** A quote's order: the deposit paid (or the whole), the balance due, any refund. */
function QuotePayment({ order }: { order: QuoteOrder }) {
  const words = quotePaymentWords(order);
  return (
    <p className={`${words.problem ? styles.cardPaymentProblem : styles.cardPayment} ${styles.cardPaymentLines}`} data-testid="card-quote-payment">
      <span>{words.paid}</span>
      {words.refund ? <span>{words.refund}</span> : null}
      {words.balance ? <span className={styles.cardBalance}>{words.balance}</span> : null}
    </p>
  );
}

type Props = {
  order: KitchenOrder;
  /** Whether the order's day is not today (an old open order, or an upcoming one): the card shows the date. */
  showDate: boolean;
  onOpen: (order: KitchenOrder) => void;
  onStep: (order: KitchenOrder) => void;
  stepping: boolean;
  /** The time now (the board's clock), for how long a new order has waited. */
  now: number;
};

export function OrderCard({ order, showDate, onOpen, onStep, stepping, now }: Props) {
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
      {order.status === 'placed' ? (
        <p className={styles.waiting} data-testid="card-waiting">
          <time dateTime={order.placedAt}>{waitingWords(order.placedAt, now)}</time>
        </p>
      ) : null}
      <p className={styles.cardTime}>
        {order.asap ? <span className={styles.asap}>ASAP</span> : null}
        <time dateTime={order.slotId}>{time}</time>
        {order.readyAt && order.status === 'accepted' ? <span className={styles.eta}>ready ~{formatOrderClock(order.readyAt)}</span> : null}
      </p>
      {order.quote ? (
        <>
          <QuoteMark quote={order.quote} />
          <OverCapacityNote quote={order.quote} />
        </>
      ) : null}
      <p className={styles.cardCustomer}>
        {order.customer.name}
        {order.customer.phone ? (
          <a className={styles.cardPhone} href={`tel:${order.customer.phone}`}>
            {displayPhone(order.customer.phone)}
          </a>
        ) : null}
      </p>
      {/* Every line with its size, spice, extras and removals, so the cook needs no Details (docs/business-rules.md#the-order-board). */}
      <p className={styles.itemCount}>{countLabel(itemCount, 'item')}</p>
      <ul className={styles.cardLines} aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.lineId}>
            <span className={styles.cardLineName}>
              {line.quantity} × {line.name}
            </span>
            <LineDetailsText className={styles.cardLineDetails} line={line} catering={line.catering} spiceWords={spiceWords} />
          </li>
        ))}
      </ul>
      {order.quote ? (
        <QuotePayment order={{ ...order, quote: order.quote }} />
      ) : order.cardPayment ? (
        <p className={order.cardPayment.state === 'problem' ? styles.cardPaymentProblem : styles.cardPayment}>{paymentBadge(order.cardPayment)}</p>
      ) : null}
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
