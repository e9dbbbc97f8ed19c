/**
 * A chart with its text alternatives: the picture is named by a sentence that says what it shows, and its numbers
 * are a table under "Show the numbers", so no figure is only a picture.
 */
import { BarChart, type BarChartProps } from './bar-chart.tsx';
import styles from './report-figures.module.scss';

type ChartFigureProps = BarChartProps & {
  title: string;
  /** One sentence that says what the chart shows (the busiest day, the total). */
  summary: string;
  /** The header of the labels' column ('Day', 'Hour'). */
  labelHeader: string;
  valueHeader: string;
};

export function ChartFigure({ title, summary, labelHeader, valueHeader, labels, values, format }: ChartFigureProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>
        {title}
        <span className={styles.figureSummary}>{summary}</span>
      </figcaption>
      <BarChart labels={labels} values={values} format={format} description={`${title}. ${summary}`} />
      <details className={styles.numbers}>
        <summary>Show the numbers</summary>
        <table className={styles.numbersTable}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{format(values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
