/**
 * The totals as charged (with the offer's discount, when the order took one), how the customer pays and whether it is
 * paid (by card: what the card shows, and each refund). A quote's catering order: its discount in the totals, the
 * deposit the card paid and the balance still due.
 */
import type { Order } from '@functions/orders/contract/order';
import { paymentWords } from '@functions/orders/contract/card-payment.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { usePaymentMethods } from '../../../api/payments.ts';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import { quotePaymentWords } from '../../../components/quote-order.ts';
import { OrderTotals } from './order-lines.tsx';
import { OrderPanel } from './order-panel.tsx';
import styles from './order-details.module.scss';

const paymentStatusText = {
  'pay-on-handover': { pickup: 'To pay when you collect it', delivery: 'To pay when it’s handed over' },
  paid: { pickup: 'Paid', delivery: 'Paid' },
  refunded: { pickup: 'Refunded', delivery: 'Refunded' },
} as const;

export function OrderPayment({ order }: { order: Order }) {
  const methods = usePaymentMethods();
  const method = methods.data?.methods.find((each) => each.id === order.paymentMethod)?.title ?? (order.cardPayment ? 'Card, online' : 'In person');
  const card = order.cardPayment;
  const quote = order.quote ? quotePaymentWords({ ...order, quote: order.quote }) : undefined;
  return (
    <OrderPanel title="Payment">
      <OrderTotals totals={order.totals} mode={order.mode} discount={order.quote?.discount} offer={order.offer} />
      <dl className={`${styles.facts} ${styles.paymentFacts}`}>
        <div>
          <dt>Paying by</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          {quote ? (
            <dd data-testid="payment-words" className={styles.paymentLines}>
              <span>{quote.paid}</span>
              {quote.balance ? <span className={styles.strong}>{quote.balance}</span> : null}
            </dd>
          ) : (
            <dd data-testid="payment-words">
              {card ? paymentWords(card) : paymentStatusText[order.paymentStatus === 'online' ? 'paid' : order.paymentStatus][order.mode]}
            </dd>
          )}
        </div>
        {card?.refunds.map((refund, index) => (
          <div key={refund.at + index}>
            <dt>Refund {card.refunds.length > 1 ? index + 1 : ''}</dt>
            <dd>
              {formatUsd(refund.amountCents)} on {slotLabel(refund.at)}
              {refund.reason ? `: ${refund.reason}` : ''}
            </dd>
          </div>
        ))}
      </dl>
      {card?.state === 'awaiting' && card.checkoutUrl ? (
        <p className={styles.paymentNote}>
          <a className={styles.payLink} href={card.checkoutUrl}>
            Finish paying on Stripe’s page
          </a>{' '}
          {card.payBy ? `before ${slotLabel(card.payBy)}; after that the order lapses and nothing is charged.` : null}
        </p>
      ) : null}
    </OrderPanel>
  );
}
