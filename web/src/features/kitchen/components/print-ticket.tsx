/**
 * The kitchen ticket as the receipt printer prints it: 80 mm wide, black on white, large number and
 * time, every line with all its choices, the notes, the totals (with an offer's discount) and how it
 * is paid. Shown only in print (the page prints this instead of the screen while an order is open).
 * A quote's catering order prints its quote, guests and reference, the discount, the deposit paid
 * and the balance due.
 */
import { paymentBadge } from '@functions/orders/contract/card-payment.ts';
import { business } from '@business';
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { createPortal } from 'react-dom';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { formatOrderClock, formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { offerDiscountRows } from '../../../components/order-totals.tsx';
import { discountRows, overCapacityWords, quoteFacts, quoteMarkWords, quotePaymentWords } from '../../../components/quote-order.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { paymentWords, spiceWords } from './kitchen-words.ts';
import styles from './print-ticket.module.scss';

function choicesOf(line: KitchenOrder['lines'][number]): string[] {
  return [
    `${line.size.charAt(0).toUpperCase()}${line.size.slice(1)}${line.amount ? ` (${line.amount})` : ''}`,
    ...(line.catering ? ['CATERING TRAY'] : []),
    ...((line.canBeSpicy ?? line.spiciness > 0) ? [`Spice: ${spiceWords[line.spiciness] ?? line.spiciness}`] : []),
    ...line.ingredients.map((extra) => `+ ${extra.ingredient}`),
    ...line.removedIngredients.map((name) => `NO ${name.toUpperCase()}`),
  ];
}

/** `auto`: the ticket the board prints by itself as the order arrives; while it prints, it is the only one printed. */
export function PrintTicket({ order, auto = false }: { order: KitchenOrder; auto?: boolean }) {
  const pickup = order.mode === 'pickup';
  const { totals, quote } = order;
  const quotePayment = quote ? quotePaymentWords({ ...order, quote }) : undefined;
  return createPortal(
    <div className={styles.printRoot} data-print-ticket="" data-auto-print={auto || undefined}>
      <p className={styles.shop}>{business.name}</p>
      <p className={styles.number}>#{order.number}</p>
      <p className={styles.mode}>
        {pickup ? 'PICKUP' : 'DELIVERY'}
        {order.asap ? ' · ASAP' : ''}
      </p>
      {quote ? (
        <>
          <p className={styles.mode}>{quoteMarkWords(quote).toUpperCase()}</p>
          <p className={styles.time}>{quoteFacts(quote).join(' · ')}</p>
          {quote.overCapacity ? <p className={styles.note}>{overCapacityWords}</p> : null}
        </>
      ) : null}
      <p className={styles.time}>{formatOrderTime(order.slotId)}</p>
      {/* The kitchen's own estimate only: without one, the time above is the promise (never two times that disagree). */}
      {order.readyAt && order.readyAt !== order.slotId ? <p>Promised ready: {formatOrderClock(order.readyAt)}</p> : null}
      <hr />
      <p className={styles.strong}>{order.customer.name}</p>
      {order.customer.phone ? <p>Tel. {displayPhone(order.customer.phone)}</p> : null}
      {!pickup && order.address ? (
        <>
          <p>{order.address.line1}</p>
          {order.address.line2 ? <p>{order.address.line2}</p> : null}
          <p>
            {order.address.city}, {order.address.state} {order.address.zip}
          </p>
          {order.address.phone ? <p>{order.address.phone}</p> : null}
          {order.address.deliveryInstructions ? <p className={styles.note}>Note: {order.address.deliveryInstructions}</p> : null}
        </>
      ) : null}
      <hr />
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.lineId}>
            <p className={styles.lineHead}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatUsd(line.lineTotalCents)}</span>
            </p>
            <ul className={styles.choices}>
              {choicesOf(line).map((choice) => (
                <li key={choice}>{choice}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {order.notes.trim() ? (
        <>
          <hr />
          <p className={styles.note}>NOTES: {order.notes.trim()}</p>
        </>
      ) : null}
      <hr />
      <dl className={styles.totals}>
        {discountRows(quote?.discount, totals.subtotalCents).map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUsd(totals.subtotalCents)}</dd>
        </div>
        {!pickup ? (
          <div>
            <dt>Delivery</dt>
            <dd>{formatUsd(totals.deliveryFeeCents)}</dd>
          </div>
        ) : null}
        {offerDiscountRows(totals, order.offer).map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div>
          <dt>Tax</dt>
          <dd>{formatUsd(totals.taxCents)}</dd>
        </div>
        <div>
          <dt>Tip</dt>
          <dd>{formatUsd(totals.tipCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatUsd(totals.totalCents)}</dd>
        </div>
      </dl>
      {quotePayment ? (
        <>
          <p>{quotePayment.paid}</p>
          {quotePayment.refund ? <p>{quotePayment.refund}</p> : null}
          {quotePayment.balance ? <p className={styles.strong}>{quotePayment.balance.toUpperCase()}</p> : null}
        </>
      ) : (
        <p>
          {paymentWords[order.paymentMethod] ?? order.paymentMethod} ·{' '}
          {order.cardPayment ? paymentBadge(order.cardPayment).toUpperCase() : order.paymentStatus === 'paid' ? 'PAID' : 'TO PAY ON HANDOVER'}
        </p>
      )}
      <p className={styles.small}>Placed {formatOrderTime(order.placedAt)}</p>
    </div>,
    document.body,
  );
}
