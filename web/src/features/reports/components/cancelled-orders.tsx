/** The cancelled orders of the range: how many, what they came to, and why, most frequent reason first. */
import { formatUsd } from '@functions/platform/contract/money';
import type { SalesReport } from '@functions/reports/contract/sales-report';
import styles from './report-figures.module.scss';

export function CancelledOrders({ cancelled }: { cancelled: SalesReport['cancelled'] }) {
  return (
    <section className={styles.section} aria-labelledby="report-cancelled">
      <h2 id="report-cancelled" className={styles.sectionTitle}>
        Cancelled orders
      </h2>
      {cancelled.orders === 0 ? (
        <p className={styles.muted}>No order was cancelled in these days.</p>
      ) : (
        <>
          <p>
            {cancelled.orders === 1 ? '1 order' : `${cancelled.orders} orders`}, worth {formatUsd(cancelled.valueCents)}, were cancelled (not counted in the
            sales above).
          </p>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Cancelled orders by reason, scrolls sideways">
            <table className={styles.table}>
              <caption className="visually-hidden">Why orders were cancelled</caption>
              <thead>
                <tr>
                  <th scope="col">Reason</th>
                  <th scope="col">Orders</th>
                </tr>
              </thead>
              <tbody>
                {cancelled.reasons.map((reason) => (
                  <tr key={reason.reason}>
                    <th scope="row">{reason.reason}</th>
                    <td>{reason.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
