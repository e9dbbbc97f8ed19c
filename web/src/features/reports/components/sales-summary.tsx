/**
 * The sales summary: four headline figures, then every figure split by pickup and delivery and by card and in
 * person (docs/business-rules.md#the-owners-reports defines each), and under the table what is collected and what is
 * expected. On a phone the table scrolls sideways with the figures' names kept in view.
 */
import { formatUsd } from '@functions/platform/contract/money';
import { moneyInDefinitions, salesFigureWords, type SalesFigures, type SalesReport } from '@functions/reports/contract/sales-report';
import styles from './report-figures.module.scss';

const rows: (keyof SalesFigures)[] = [
  'orders',
  'itemSalesCents',
  'discountCents',
  'refundCents',
  'netSalesCents',
  'taxCents',
  'tipCents',
  'deliveryFeeCents',
  'collectedCents',
  'expectedCents',
  'averageOrderCents',
];

const figureWords = (figure: keyof SalesFigures) => (figure === 'orders' ? 'Orders' : salesFigureWords[figure]);
const figureValue = (figures: SalesFigures, figure: keyof SalesFigures) => (figure === 'orders' ? String(figures.orders) : formatUsd(figures[figure]));

export function SalesSummary({ report }: { report: SalesReport }) {
  const { all, byMode, byPayment } = report.summary;
  const columns: [string, SalesFigures][] = [
    ['All orders', all],
    ['Pickup', byMode.pickup],
    ['Delivery', byMode.delivery],
    ['Card online', byPayment.card],
    ['In person', byPayment['in-person']],
  ];
  const headline: (keyof SalesFigures)[] = ['netSalesCents', 'orders', 'collectedCents', 'expectedCents'];
  return (
    <section className={styles.section} aria-labelledby="report-sales">
      <h2 id="report-sales" className={styles.sectionTitle}>
        Sales
      </h2>
      <dl className={styles.headline}>
        {headline.map((figure) => (
          <div key={figure} className={styles.headlineFigure}>
            <dt>{figureWords(figure)}</dt>
            <dd>{figureValue(all, figure)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Sales by kind of order, scrolls sideways">
        <table className={styles.table}>
          <caption className="visually-hidden">Sales figures, all orders and split by pickup or delivery and by the way they were paid</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {columns.map(([name]) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((figure) => (
              <tr key={figure} data-strong={figure === 'netSalesCents' || figure === 'collectedCents' ? true : undefined}>
                <th scope="row">{figureWords(figure)}</th>
                {columns.map(([name, figures]) => (
                  <td key={name}>{figureValue(figures, figure)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.definitions}>
        {(['collectedCents', 'expectedCents'] as const).map((figure) => (
          <div key={figure}>
            <dt>{salesFigureWords[figure]}:</dt> <dd>{moneyInDefinitions[figure]}.</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
