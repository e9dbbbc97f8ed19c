/**
 * An order as the kitchen reads it on the action page: number and status, who and when (on the
 * business's clock), where it goes, every line with its choices and price, the totals (with the offer's discount,
 * when the order took one), notes and payment.
 * A quote's catering order: its quote, guests and reference, an over-capacity booking, the discount in the
 * totals, and the deposit paid with the balance still due.
 */
import { paymentWords as cardPaymentWords } from '@functions/orders/contract/card-payment.ts';
import type { Order } from '@functions/orders/contract/order';
import { useId } from 'react';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { promisedTime } from '@functions/orders/contract/order-promise.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { statusLabel } from '../../../lib/order-status-words.ts';
import { paymentWords, spiceWords } from './kitchen-words.ts';
import styles from './kitchen-ticket.module.scss';
import { LineDetailsText } from '../../../components/line-details.tsx';
import { OrderTotalsList } from '../../../components/order-totals.tsx';
import { OverCapacityNote, QuoteMark } from '../../../components/quote-mark.tsx';
import { quotePaymentWords } from '../../../components/quote-order.ts';

export function KitchenTicket({ order }: { order: Order }) {
  const titleId = useId();
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const { totals } = order;
  const pickup = order.mode === 'pickup';
  const hasPromise = order.status === 'accepted' || order.status === 'ready' || order.status === 'out-for-delivery';
  const quotePayment = order.quote ? quotePaymentWords({ ...order, quote: order.quote }) : undefined;
  return (
    <article className={styles.ticket} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.number}>
          <span className={styles.numberLabel}>Order</span> {order.number}
        </h2>
        <span className={styles.status} data-status={order.status}>
          <span className="visually-hidden">Status: </span>
          {statusLabel(order.status, order.mode)}
        </span>
      </header>

      {order.quote ? (
        <div className={styles.quote}>
          <QuoteMark quote={order.quote} />
          <OverCapacityNote quote={order.quote} />
        </div>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>Customer</dt>
          <dd>
            <span className={styles.strong}>{order.customer.name}</span>
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            {order.customer.phone ? <a href={`tel:${order.customer.phone}`}>{displayPhone(order.customer.phone)}</a> : null}
          </dd>
        </div>
        <div>
          <dt>{pickup ? 'Pickup' : 'Delivery'}</dt>
          <dd>
            <span className={styles.strong}>
              {order.asap ? 'ASAP · about ' : ''}
              <time dateTime={order.slotId}>{formatOrderTime(order.slotId)}</time>
            </span>
            {hasPromise ? (
              <span>
                Promised: <time dateTime={promisedTime(order)}>{formatOrderTime(promisedTime(order))}</time>
                {order.readyAt ? '' : ' (its time)'}
              </span>
            ) : null}
            <span className={styles.muted}>Placed {formatOrderTime(order.placedAt)}</span>
          </dd>
        </div>
        {!pickup && order.address ? (
          <div className={styles.wide}>
            <dt>Deliver to</dt>
            <dd>
              <address className={styles.address}>
                <span className={styles.strong}>{order.address.recipientName}</span>
                <span>
                  {order.address.line1}
                  {order.address.line2 ? `, ${order.address.line2}` : ''}
                </span>
                <span>
                  {order.address.city}, {order.address.state} {order.address.zip}
                </span>
                {order.address.phone ? <a href={`tel:${order.address.phone}`}>{order.address.phone}</a> : null}
              </address>
              {order.address.deliveryInstructions ? <p className={styles.note}>“{order.address.deliveryInstructions}”</p> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Payment</dt>
          <dd>
            {order.cardPayment ? (
              <>
                {paymentWords[order.paymentMethod]}
                {quotePayment ? (
                  <>
                    <span className={quotePayment.problem ? styles.problem : styles.muted} data-testid="ticket-payment">
                      {quotePayment.paid}
                    </span>
                    {quotePayment.balance ? <span className={styles.balance}>{quotePayment.balance}</span> : null}
                  </>
                ) : (
                  <span className={order.cardPayment.state === 'problem' ? styles.problem : styles.muted} data-testid="ticket-payment">
                    {cardPaymentWords(order.cardPayment)}
                  </span>
                )}
                {order.cardPayment.refunds.map((refund, index) => (
                  <span key={refund.at + index} className={styles.muted}>
                    Refunded {formatUsd(refund.amountCents)}
                    {order.quote ? ' of the deposit' : ''}
                    {refund.lines ? ` (${refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')})` : ''}
                    {refund.reason ? `: “${refund.reason}”` : ''}
                  </span>
                ))}
                {(order.balancePayment?.refunds ?? []).map((refund, index) => (
                  <span key={`balance-${refund.at}-${index}`} className={styles.muted}>
                    Refunded {formatUsd(refund.amountCents)} of the balance
                    {refund.lines ? ` (${refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')})` : ''}
                    {refund.reason ? `: “${refund.reason}”` : ''}
                  </span>
                ))}
              </>
            ) : (
              <>
                {paymentWords[order.paymentMethod] ?? order.paymentMethod}
                <span className={styles.muted}>
                  {order.paymentStatus === 'paid' ? 'Paid' : order.paymentStatus === 'refunded' ? 'Refunded' : 'On handover'}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>

      <h3 className={styles.sectionTitle}>
        Items <span className={styles.count}>({countLabel(itemCount, 'item')})</span>
      </h3>
      <ul className={styles.lines} aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.lineId} className={styles.line}>
            <span className={styles.quantity}>{line.quantity} ×</span>
            <div className={styles.lineBody}>
              <p className={styles.lineName}>{line.name}</p>
              <LineDetailsText className={styles.choices} line={line} catering={line.catering} spiceWords={spiceWords} />
            </div>
            <span className={styles.linePrice}>{formatUsd(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>

      <OrderTotalsList
        className={styles.totals}
        totalClassName={styles.total}
        totals={totals}
        showDeliveryFee={!pickup}
        discount={order.quote?.discount}
        offer={order.offer}
      />

      {order.notes.trim() ? (
        <section className={styles.notes} aria-label="Customer's notes">
          <h3 className={styles.sectionTitle}>Notes</h3>
          <p>{order.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
