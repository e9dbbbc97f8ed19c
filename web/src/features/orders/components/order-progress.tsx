/**
 * Where an order is: a tracker of its steps (received → accepted → ready for pickup or out for
 * delivery → completed) with the time each was reached; a cancelled order says so plainly instead.
 */
import type { Order } from '@functions/orders/contract/order';
import { PhoneLink } from '../../../components/contact-links.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { progressSteps, statusLabel } from '../order-status.ts';
import styles from './order-progress.module.scss';

const stateWords = { done: 'done', current: 'current step', upcoming: 'next' } as const;

export function OrderProgress({ order }: { order: Pick<Order, 'status' | 'mode' | 'history'> }) {
  if (order.status === 'cancelled') {
    const cancelledAt = order.history.findLast((entry) => entry.status === 'cancelled')?.at;
    return (
      <div className={styles.cancelled}>
        <AlertIcon size={24} />
        <div>
          <p className={styles.cancelledTitle}>This order was cancelled</p>
          <p>
            {cancelledAt ? (
              <>
                {/* One full stop, also after 'p.m.' */}
                Cancelled <time dateTime={cancelledAt}>{formatOrderTime(cancelledAt)}</time>
                {formatOrderTime(cancelledAt).endsWith('.') ? '' : '.'}{' '}
              </>
            ) : null}
            Questions? Call us at <PhoneLink />.
          </p>
        </div>
      </div>
    );
  }
  const steps = progressSteps(order);
  return (
    <ol className={styles.tracker} aria-label="Order progress">
      {steps.map((step) => (
        <li key={step.status} className={styles.step} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className={styles.dot} aria-hidden="true">
            {step.state === 'done' ? <CheckIcon size={16} /> : null}
          </span>
          <span className={styles.label}>
            {statusLabel(step.status, order.mode)}
            <span className="visually-hidden"> ({stateWords[step.state]})</span>
          </span>
          {step.at ? (
            <time className={styles.time} dateTime={step.at}>
              {formatOrderTime(step.at)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
