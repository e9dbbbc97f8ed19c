/**
 * The confirmation the order's page opens with when checkout brought the customer there: the order's
 * number, when and where, and what happens next (docs/product.md#account-screens). The status
 * below it follows the kitchen by itself.
 */
import { business } from '@business';
import type { Order } from '@functions/orders/contract/order';
import { cardWords } from '@functions/orders/contract/card-payment.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useId } from 'react';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { quotePaymentWords, type QuoteOrder } from '../../../components/quote-order.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { whenText } from '../order-when.ts';
import styles from './order-thank-you.module.scss';

function whereText(order: Order): string {
  if (order.mode === 'pickup') return `${business.name}, ${business.address.street}, ${business.address.city}`;
  const address = order.address;
  if (!address) return 'The address you chose';
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`].filter((part) => part.trim() !== '').join(', ');
}

/** A quote's order: the deposit the card paid and the balance still due, never 'nothing is left to pay'. */
function quotePaymentText(order: QuoteOrder): string {
  const words = quotePaymentWords(order);
  return [words.paid, words.balance].filter(Boolean).join('. ') + '.';
}

export function OrderThankYou({ order }: { order: Order }) {
  const titleId = useId();
  const pickup = order.mode === 'pickup';
  const pay = order.paymentMethod === 'in-person-cash' ? 'cash' : 'card';
  const phone = displayPhone(order.customer.phone);
  return (
    <section className={styles.thankYou} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <CheckCircleIcon size={32} />
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          Your order {order.number} is in
        </h2>
        <p className={styles.lead}>We’ve e-mailed the receipt to {order.customer.email}.</p>
        <dl className={styles.facts}>
          <div>
            <dt>Order number</dt>
            <dd className={styles.number}>{order.number}</dd>
          </div>
          <div>
            <dt>{pickup ? 'Pickup' : 'Delivery'}</dt>
            <dd>
              <time dateTime={order.slotId}>{whenText(order)}</time>
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>{pickup ? 'Pick up at' : 'Deliver to'}</dt>
            <dd>{whereText(order)}</dd>
          </div>
        </dl>
        <h3 className={styles.nextTitle}>What happens next</h3>
        <ol className={styles.next}>
          <li>The kitchen accepts your order and confirms the time. This page follows it by itself, and we e-mail you.</li>
          <li>
            {pickup
              ? `Come to ${business.address.street} at that time and give your order number, ${order.number}, at the counter.`
              : `The driver brings it to ${order.address?.line1 ?? 'your address'}${phone ? ` and calls ${phone} if they can’t find you` : ''}.`}
          </li>
          <li>
            {order.quote
              ? quotePaymentText({ ...order, quote: order.quote })
              : order.cardPayment
                ? order.cardPayment.state === 'held'
                  ? `Your ${cardWords(order.cardPayment.card)} is held for ${formatUsd(order.cardPayment.amountCents)}; it is charged when the kitchen accepts. If the kitchen cancels, the hold is released.`
                  : `Your ${cardWords(order.cardPayment.card)} was charged ${formatUsd(order.cardPayment.capturedCents)}. Nothing is left to pay.`
                : `Pay by ${pay} ${pickup ? 'when you pick it up' : 'when it arrives'}.`}
          </li>
        </ol>
      </div>
    </section>
  );
}
