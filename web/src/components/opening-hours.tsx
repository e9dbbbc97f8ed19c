/**
 * The owner's opening hours (GET /shop/status carries the saved ones; docs/decisions.md#opening-hours-from-the-live-status):
 * folded lines ('Monday – Wednesday: 11 a.m. – 8 p.m.') for the footer and the checkout, or the week a row a day
 * with today marked for the about page. While they load, and in pre-rendered HTML, skeletons hold their place.
 */
import { localTime, weekday } from '@contracts/business-clock.ts';
import { openingHoursLines, openingHoursWeek, weekdayNames } from '@contracts/opening-hours.ts';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';
import { useLiveShopStatus } from './use-live-shop-status.ts';
import styles from './opening-hours.module.scss';

/** The lines a week usually folds into (the default hours), held while loading. */
const loadingLines = 4;

type ListProps = { className?: string | undefined; itemClassName?: string | undefined; label?: string | undefined; icon?: ReactNode };

/** The week folded into lines, each with the `icon` before it. */
export function OpeningHoursLines({ className, itemClassName, label, icon }: ListProps) {
  const status = useLiveShopStatus();
  if (!status) {
    return (
      <ul className={className} aria-label={label} aria-busy="true">
        {Array.from({ length: loadingLines }, (_, index) => (
          <li key={index} className={itemClassName}>
            {icon}
            <Skeleton className={styles.lineSkeleton} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {openingHoursLines(status.hours).map((line) => (
        <li key={line} className={itemClassName}>
          {icon}
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

/** The week a row a day, Monday first, today's row marked (and 'Closed today' on a closure); the day names stand while the hours load. */
export function OpeningHoursWeek({ className, label }: Pick<ListProps, 'className' | 'label'>) {
  const status = useLiveShopStatus();
  const date = localTime(Date.now()).date;
  const today = status ? weekday(date) : -1;
  const closedToday = status?.closures.some((closure) => closure.date === date) ?? false;
  const rows = status
    ? openingHoursWeek(status.hours).map((row) => (row.weekday === today && closedToday ? { ...row, text: 'Closed today' } : row))
    : [1, 2, 3, 4, 5, 6, 0].map((day) => ({ weekday: day, day: weekdayNames[day]!, text: null }));
  return (
    <ul className={[styles.week, className].filter(Boolean).join(' ')} aria-label={label} aria-busy={status ? undefined : true}>
      {rows.map((row) => (
        <li key={row.weekday} className={styles.day} aria-current={row.weekday === today ? 'date' : undefined}>
          <span className={styles.dayName}>{row.day}</span>{' '}
          {row.text === null ? <Skeleton className={styles.timeSkeleton} /> : <span className={styles.dayHours}>{row.text}</span>}
        </li>
      ))}
    </ul>
  );
}
