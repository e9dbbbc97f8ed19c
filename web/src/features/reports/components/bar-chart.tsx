/**
 * A bar chart drawn with Chart.js (loaded with the reports screen only, never by the shop's pages), in the theme's
 * colours, without animation. The canvas is an image to screen readers, named by `description` (what it shows, in
 * one sentence); ChartFigure adds its numbers as a table.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './report-figures.module.scss';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type BarChartProps = {
  labels: readonly string[];
  values: readonly number[];
  /** How a value reads on the axis and in the tooltip ('$12.50', '3 orders'). */
  format: (value: number) => string;
};

type Props = BarChartProps & { description: string };

export function BarChart({ labels, values, format, description }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const theme = getComputedStyle(element);
    const colour = (name: string, fallback: string) => theme.getPropertyValue(name).trim() || fallback;
    const text = colour('--color-text-muted', '#5d4f47');
    const grid = colour('--color-border', '#e9d8c4');
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [{ data: [...values], backgroundColor: colour('--color-primary', '#b3261e'), borderRadius: 3, maxBarThickness: 36 }],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } } },
        scales: {
          x: { ticks: { color: text, maxRotation: 0, autoSkip: true, autoSkipPadding: 8 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: text, precision: 0, callback: (value) => format(Number(value)) }, grid: { color: grid } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, format]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
