/**
 * The owner's reports (/kitchen/reports; docs/business-rules.md#the-owners-reports): a range of local days and the
 * day each order counts on, then the sales summary, when it sold, the cancelled orders, the offers taken, the points
 * and the offer e-mails, the dish mix and the exports. The range lives in the address. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { reportBasisWords } from '@functions/reports/contract/sales-report';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSalesReport } from '../../../api/reports.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { CancelledOrders } from '../../../features/reports/components/cancelled-orders.tsx';
import { DishMix } from '../../../features/reports/components/dish-mix.tsx';
import { OfferEmails } from '../../../features/reports/components/offer-emails.tsx';
import { OffersTaken } from '../../../features/reports/components/offers-taken.tsx';
import { PointsReport } from '../../../features/reports/components/points-report.tsx';
import { ReportControls } from '../../../features/reports/components/report-controls.tsx';
import { ReportExports } from '../../../features/reports/components/report-exports.tsx';
import { SalesCharts } from '../../../features/reports/components/sales-charts.tsx';
import { SalesSummary } from '../../../features/reports/components/sales-summary.tsx';
import { businessToday, presetWords, rangeFromSearch, searchOfRange } from '../../../features/reports/report-range.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './reports.module.scss';

const dateWords = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const spanWords = (from: string, to: string) => {
  const say = (date: string) => dateWords.format(new Date(`${date}T00:00:00Z`));
  return from === to ? say(from) : `${say(from)} – ${say(to)}`;
};

export function KitchenReportsScreen() {
  useDocumentTitle(`Reports | Kitchen | ${business.name}`);
  const [search, setSearch] = useSearchParams();
  const today = businessToday();
  const chosen = useMemo(() => rangeFromSearch(search, today), [search, today]);
  const range = useMemo(() => ({ from: chosen.from, to: chosen.to, basis: chosen.basis }), [chosen.from, chosen.to, chosen.basis]);
  const report = useSalesReport(range);

  let body;
  if (report.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the report">
        {[0, 1, 2].map((block) => (
          <Skeleton key={block} className={styles.blockSkeleton} />
        ))}
      </div>
    );
  } else if (report.isError && !report.data) {
    body = <LoadFailed onRetry={() => void report.refetch()}>We couldn’t load the report. {apiErrorText(report.error)}</LoadFailed>;
  } else {
    body = (
      <div className={styles.sections} aria-busy={report.isPlaceholderData || undefined} data-updating={report.isPlaceholderData || undefined}>
        <SalesSummary report={report.data} />
        <SalesCharts report={report.data} />
        <CancelledOrders cancelled={report.data.cancelled} />
        <OffersTaken offers={report.data.offers} />
        <div className={styles.pair}>
          <PointsReport points={report.data.points} />
          <OfferEmails offerMails={report.data.offerMails} />
        </div>
        <DishMix dishes={report.data.dishes} categories={report.data.categories} />
        <ReportExports range={range} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen</p>
        <h1 className={styles.title}>Reports</h1>
        <p className={styles.lead}>What sold, what it made and when: days in {business.address.city} time.</p>
      </div>
      <ReportControls
        key={`${chosen.preset}-${chosen.from}-${chosen.to}`}
        range={chosen}
        today={today}
        onChange={(next) => setSearch(searchOfRange(next), { replace: true })}
      />
      <p className={styles.scope} role="status">
        {chosen.preset === 'custom' ? 'Custom range' : presetWords[chosen.preset]}: {spanWords(chosen.from, chosen.to)}, each order counted on its{' '}
        {reportBasisWords[chosen.basis].toLowerCase()}.
      </p>
      {body}
    </div>
  );
}
