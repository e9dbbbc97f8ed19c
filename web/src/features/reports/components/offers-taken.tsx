/** The offers the range's sales took (codes, automatic offers, rewards): orders, what each took off, the food sold with it. */
import { formatUsd } from '@functions/platform/contract/money';
import type { SalesReport } from '@functions/reports/contract/sales-report';
import styles from './report-figures.module.scss';

export function OffersTaken({ offers }: { offers: SalesReport['offers'] }) {
  const discounts = offers.reduce((sum, offer) => sum + offer.discountCents, 0);
  const orders = offers.reduce((sum, offer) => sum + offer.orders, 0);
  return (
    <section className={styles.section} aria-labelledby="report-offers">
      <h2 id="report-offers" className={styles.sectionTitle}>
        Offers
      </h2>
      {offers.length === 0 ? (
        <p className={styles.muted}>No order took an offer in these days.</p>
      ) : (
        <>
          <p>
            {orders === 1 ? '1 order' : `${orders} orders`} took an offer, {formatUsd(discounts)} off in all.
          </p>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Offers taken, scrolls sideways">
            <table className={styles.table}>
              <caption className="visually-hidden">The offers taken, the most off first</caption>
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Taken off</th>
                  <th scope="col">Food sales</th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <tr key={offer.offerId}>
                    <th scope="row">{offer.name}</th>
                    <td>{offer.orders}</td>
                    <td>{formatUsd(offer.discountCents)}</td>
                    <td>{formatUsd(offer.foodSalesCents)}</td>
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
