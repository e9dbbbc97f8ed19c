/**
 * The pictures: net sales by day over the range, and orders by weekday and by hour of the day, each with a sentence
 * that says what it shows and its numbers as a table.
 */
import { formatUsd } from '@functions/platform/contract/money';
import type { SalesReport } from '@functions/reports/contract/sales-report';
import { useMemo } from 'react';
import { ChartFigure } from './chart-figure.tsx';
import styles from './report-figures.module.scss';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
const dayWords = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const hourWords = (hour: number) => (hour === 0 ? '12 a.m.' : hour < 12 ? `${hour} a.m.` : hour === 12 ? '12 p.m.' : `${hour - 12} p.m.`);
const ordersWords = (orders: number) => (orders === 1 ? '1 order' : `${orders} orders`);
const dollars = (cents: number) => formatUsd(cents);

/** The sentence for a chart: the largest bar, or that there is none. */
function busiest(labels: readonly string[], values: readonly number[], say: (value: number) => string, none: string): string {
  let best = -1;
  values.forEach((value, index) => {
    if (value > 0 && (best < 0 || value > values[best]!)) best = index;
  });
  return best < 0 ? none : `Highest: ${labels[best]}, ${say(values[best]!)}.`;
}

export function SalesCharts({ report }: { report: SalesReport }) {
  const days = useMemo(() => ({ labels: report.days.map((day) => dayWords(day.date)), values: report.days.map((day) => day.netSalesCents) }), [report.days]);
  const weekdays = useMemo(
    () => ({ labels: report.weekdays.map((day) => day.weekday.slice(0, 3)), values: report.weekdays.map((day) => day.orders) }),
    [report.weekdays],
  );
  const hours = useMemo(() => {
    // The hours with orders and those between them: an empty night is left out.
    const busy = report.hours.filter((hour) => hour.orders > 0).map((hour) => hour.hour);
    const first = busy.length ? Math.min(...busy) : 11;
    const last = busy.length ? Math.max(...busy) : 21;
    const shown = report.hours.filter((hour) => hour.hour >= first && hour.hour <= last);
    return { labels: shown.map((hour) => hourWords(hour.hour)), values: shown.map((hour) => hour.orders) };
  }, [report.hours]);

  return (
    <section className={styles.section} aria-labelledby="report-charts">
      <h2 id="report-charts" className={styles.sectionTitle}>
        When it sold
      </h2>
      <div className={styles.charts}>
        <div className={styles.wideChart}>
          <ChartFigure
            title="Net sales by day"
            summary={busiest(days.labels, days.values, dollars, 'No sales in these days.')}
            labelHeader="Day"
            valueHeader="Net sales"
            labels={days.labels}
            values={days.values}
            format={dollars}
          />
        </div>
        <ChartFigure
          title="Orders by weekday"
          summary={busiest(weekdays.labels, weekdays.values, ordersWords, 'No orders in these days.')}
          labelHeader="Weekday"
          valueHeader="Orders"
          labels={weekdays.labels}
          values={weekdays.values}
          format={ordersWords}
        />
        <ChartFigure
          title="Orders by hour of the day"
          summary={busiest(hours.labels, hours.values, ordersWords, 'No orders in these days.')}
          labelHeader="Hour"
          valueHeader="Orders"
          labels={hours.labels}
          values={hours.values}
          format={ordersWords}
        />
      </div>
    </section>
  );
}
