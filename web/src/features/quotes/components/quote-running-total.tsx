/**
 * The quote editor's running total (docs/business-rules.md#catering-quotes): the subtotal, discount, delivery, tax,
 * total, deposit and balance of the draft as it stands, by the server's own rules on the live menu's prices, so the
 * owner sees what the customer will be asked for while adding lines. Saving prices it again on the server.
 */
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { taxRateText } from '../../../components/order-totals.tsx';
import { runningTotalOf, type QuoteEditorDraft } from '../quote-draft.ts';
import styles from './quote-editor.module.scss';

export function QuoteRunningTotal({ draft, dishes }: { draft: QuoteEditorDraft; dishes: readonly OwnerMenuDish[] }) {
  const { totals, pricedLines, unpricedLines } = runningTotalOf(draft, dishes);
  const rows: [string, string][] = [
    [`Dishes (${pricedLines})`, formatUsd(totals.itemsCents)],
    ...(totals.discountCents > 0 ? ([['Discount', `−${formatUsd(totals.discountCents)}`]] as [string, string][]) : []),
    ...(draft.mode === 'delivery' ? ([['Delivery', formatUsd(totals.deliveryFeeCents)]] as [string, string][]) : []),
    [`Sales tax (${taxRateText(totals.taxRateBasisPoints)})`, formatUsd(totals.taxCents)],
  ];
  return (
    <section className={styles.running} aria-labelledby="quote-running-total" aria-live="polite">
      <h2 id="quote-running-total" className={styles.runningTitle}>
        Running total
      </h2>
      <dl className={styles.runningList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.runningRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.runningRow} ${styles.runningTotal}`}>
          <dt>Total</dt>
          <dd>{formatUsd(totals.totalCents)}</dd>
        </div>
        {draft.depositKind === 'none' ? (
          <div className={styles.runningRow}>
            <dt>Paid in full to accept</dt>
            <dd>{formatUsd(totals.depositCents)}</dd>
          </div>
        ) : (
          <>
            <div className={styles.runningRow}>
              <dt>Deposit to accept</dt>
              <dd>{formatUsd(totals.depositCents)}</dd>
            </div>
            <div className={styles.runningRow}>
              <dt>Balance</dt>
              <dd>{formatUsd(totals.balanceCents)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className={styles.runningNote}>
        {unpricedLines > 0
          ? `${unpricedLines === 1 ? 'One dish is' : `${unpricedLines} dishes are`} not counted yet: choose its dish, size and quantity. `
          : ''}
        Saving prices the quote again from the live menu.
      </p>
    </section>
  );
}
