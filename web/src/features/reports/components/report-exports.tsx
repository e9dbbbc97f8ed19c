/**
 * The range's three CSV downloads (opening cleanly in Excel and Google Sheets), for the accountant: its orders, their
 * lines, and its days' points and offer e-mails; up to a quarter at a time (one file is one answer of the API); a
 * longer range says so and how to get it.
 */
import { daysBetween, reportExportMaxDays, type ReportRange } from '@functions/reports/contract/sales-report';
import { reportExportUrl } from '../../../api/reports.ts';
import styles from './report-figures.module.scss';

export function ReportExports({ range }: { range: ReportRange }) {
  return (
    <section className={styles.section} aria-labelledby="report-exports">
      <h2 id="report-exports" className={styles.sectionTitle}>
        Export
      </h2>
      {daysBetween(range.from, range.to) > reportExportMaxDays ? (
        <p className={styles.muted}>
          Downloads cover up to {reportExportMaxDays} days (a quarter) each. Choose a shorter range, such as a month or a quarter, to download its orders as
          spreadsheets (CSV).
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            The orders of these days, counted on the same day as above, and the days’ points and offer e-mails, as spreadsheets (CSV).
          </p>
          <div className={styles.exports}>
            <a className={styles.exportLink} href={reportExportUrl('orders', range)} download>
              Orders (one row an order)
            </a>
            <a className={styles.exportLink} href={reportExportUrl('lines', range)} download>
              Order lines (one row a dish)
            </a>
            <a className={styles.exportLink} href={reportExportUrl('days', range)} download>
              Points and offer e-mails (one row a day)
            </a>
          </div>
        </>
      )}
    </section>
  );
}
