/**
 * The owner's opening hours (GET /shop/status carries the saved ones; docs/decisions.md#opening-hours-from-the-live-status):
 * folded lines ('Monday – Wednesday: 11 a.m. – 8 p.m.') for the footer and the checkout, or the week a row a day
 * with today marked for the about page. While they load, and in pre-rendered HTML, skeletons hold their place.
 */
import { localTime, weekday } from '@functions/platform/contract/business-clock.ts';
import { dayHoursText, openingHoursLines, openingHoursWeek, specialHoursLines, weekdayNames } from '@functions/shop/contract/opening-hours.ts';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton.tsx';
import { useLiveShopStatus } from './use-live-shop-status.ts';
import styles from './opening-hours.module.scss';

/** The lines a week usually folds into (the default hours), held while loading. */
const loadingLines = 4;

type ListProps = { className?: string | undefined; itemClassName?: string | undefined; label?: string | undefined; icon?: ReactNode };

/** The week folded into lines, each with the `icon` before it, then the owner's special hours of the coming days. */
export function OpeningHoursLines({ className, itemClassName, label, icon }: ListProps) {
  const status = useLiveShopStatus();
  const today = localTime(Date.now()).date;
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
      {/* docs/business-rules.md#special-hours: a date's own hours, in place of its weekday's. */}
      {specialHoursLines(status.specialHours ?? [], today).map((line) => (
        <li key={line.date} className={itemClassName} data-special-hours={line.date}>
          {icon}
          <span className={styles.special}>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The week a row a day, Monday first, today's row marked (and 'Closed today' on a closure, today's special hours on one); the day names stand while the hours load. */
export function OpeningHoursWeek({ className, label }: Pick<ListProps, 'className' | 'label'>) {
  const status = useLiveShopStatus();
  const date = localTime(Date.now()).date;
  const today = status ? weekday(date) : -1;
  const closedToday = status?.closures.some((closure) => closure.date === date) ?? false;
  const specialToday = status?.specialHours?.find((day) => day.date === date);
  const todayText = closedToday ? 'Closed today' : specialToday ? `${dayHoursText(specialToday)} today` : undefined;
  const rows = status
    ? openingHoursWeek(status.hours).map((row) => (row.weekday === today && todayText ? { ...row, text: todayText } : row))
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
