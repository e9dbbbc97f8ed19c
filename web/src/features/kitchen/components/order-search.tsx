/**
 * Finds any order of the last months by its code, or the customer's name, e-mail or phone; a result opens the order.
 * A quote's catering order says so, with the deposit paid, not the card's charge alone.
 */
import { paymentBadge } from '@functions/orders/contract/card-payment.ts';
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { useDeferredValue, useId, useState } from 'react';
import { useKitchenOrderSearch } from '../../../api/kitchen-orders.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { quoteMarkWords, quotePaymentWords, type QuoteOrder } from '../../../components/quote-order.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { statusLabel } from '../../../lib/order-status-words.ts';
import styles from './kitchen-board.module.scss';

/** A quote's order under its result: 'Catering · Quote Q-7K3Q9A · Deposit $250.00 paid by card (Visa ending 4242)'. */
function QuoteResultPayment({ order }: { order: QuoteOrder }) {
  const words = quotePaymentWords(order);
  return (
    <span className={styles.resultPayment} data-problem={words.problem || undefined}>
      {quoteMarkWords(order.quote)} · {words.paid}
    </span>
  );
}

export function OrderSearch({ onOpen }: { onOpen: (order: KitchenOrder) => void }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useKitchenOrderSearch(q);
  const fieldId = useId();
  const searching = q.length >= 2;

  return (
    <section className={styles.search} aria-labelledby={`${fieldId}-label`}>
      <form role="search" className={styles.searchForm} onSubmit={(event) => event.preventDefault()}>
        <label id={`${fieldId}-label`} htmlFor={fieldId} className="visually-hidden">
          Find an order
        </label>
        <SearchIcon size={18} aria-hidden="true" className={styles.searchIcon} />
        <input
          id={fieldId}
          type="search"
          className={styles.searchInput}
          placeholder="Find an order: code, name, e-mail or phone"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          maxLength={80}
        />
      </form>
      {searching ? (
        <div className={styles.searchResults} aria-live="polite">
          {search.isError ? <p className={styles.searchNote}>{apiErrorText(search.error)}</p> : null}
          {search.isPending ? <p className={styles.searchNote}>Searching…</p> : null}
          {search.data ? (
            search.data.orders.length === 0 ? (
              <p className={styles.searchNote}>
                No order of the last {search.data.daysBack} days or ahead matches “{q}”.
              </p>
            ) : (
              <ul className={styles.resultList} aria-label="Orders found">
                {search.data.orders.map((order) => (
                  <li key={order.orderId}>
                    <button type="button" className={styles.result} onClick={() => onOpen(order)}>
                      <span className={styles.resultNumber}>{order.number}</span>
                      <span className={styles.resultWho}>{order.customer.name}</span>
                      <span className={styles.resultWhen}>{formatOrderTime(order.slotId)}</span>
                      <span className={styles.resultStatus} data-status={order.status}>
                        {statusLabel(order.status, order.mode)}
                      </span>
                      <span className={styles.resultTotal}>{formatUsd(order.totals.totalCents)}</span>
                      {order.quote ? (
                        <QuoteResultPayment order={{ ...order, quote: order.quote }} />
                      ) : order.cardPayment ? (
                        <span className={styles.resultPayment} data-problem={order.cardPayment.state === 'problem' || undefined}>
                          {paymentBadge(order.cardPayment)}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
