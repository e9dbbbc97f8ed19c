/**
 * The top of a card order's page while it is not placed (docs/business-rules.md#the-order-page): the page follows the
 * order as it is, never the address it was reached by. Awaiting its card: the payment is not finished, with Pay now (the
 * order's open card page) and Choose another way to pay (checkout: placing another order ends this one). Not placed
 * because its card was not completed or its time filled up: why, in the server's words, and a way back to checkout.
 */
import type { Order } from '@functions/orders/contract/order';
import { useId } from 'react';
import { Link } from 'react-router';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import styles from './card-payment-notice.module.scss';

type Props = { order: Order; checkoutPath: string; now?: number };

export function CardPaymentNotice({ order, checkoutPath, now = Date.now() }: Props) {
  const titleId = useId();
  const card = order.cardPayment;
  if (!card || order.quote) return null;
  if (order.status === 'awaiting-payment' && card.state === 'awaiting') {
    const open = card.checkoutUrl !== undefined && card.payBy !== undefined && Date.parse(card.payBy) > now;
    return (
      <section className={styles.notice} aria-labelledby={titleId} data-testid="payment-unfinished">
        <h2 id={titleId} className={styles.title}>
          Your payment isn’t finished
        </h2>
        <p className={styles.text}>
          Order {order.number} is not placed yet: the kitchen sees it once your card is accepted. Nothing has been charged, and your cart still holds your
          dishes.
          {open ? ` You can pay until ${slotLabel(card.payBy!).replace(/\.$/, '')}.` : ' The card page has closed.'}
        </p>
        <div className={styles.actions}>
          {open ? (
            <a className={styles.primary} href={card.checkoutUrl}>
              Pay now
            </a>
          ) : null}
          <Link className={styles.secondary} to={checkoutPath}>
            Choose another way to pay
          </Link>
        </div>
      </section>
    );
  }
  if (order.status === 'cancelled' && (card.state === 'abandoned' || card.state === 'released') && order.cancelReason) {
    return (
      <section className={styles.notice} aria-labelledby={titleId} data-testid="payment-not-placed">
        <h2 id={titleId} className={styles.title}>
          This order was not placed
        </h2>
        <p className={styles.text}>{order.cancelReason}</p>
        <div className={styles.actions}>
          <Link className={styles.secondary} to={checkoutPath}>
            Go to checkout
          </Link>
        </div>
      </section>
    );
  }
  return null;
}
