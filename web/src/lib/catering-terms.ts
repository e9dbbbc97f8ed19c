/**
 * The catering terms in words, from the one place their numbers live (functions/src/platform/config/ordering.ts):
 * at least N entrée trays, order by the cut-off for the day after next. The dish page, the cart, the
 * checkout and the catering page all say them with these words.
 */
import { ordering } from '@functions/orders/contract/ordering-terms';

/** 'HH:MM' (24-hour) as the shop writes a time: '5 p.m.', '11:30 a.m.'. */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'p.m.' : 'a.m.';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function noticeDayText(days: number): string {
  if (days <= 0) return 'the same day';
  if (days === 1) return 'the next day';
  if (days === 2) return 'the day after next';
  return `${days} days later`;
}

export const cateringMinimumEntreeTrays = ordering.catering.minimumEntreeTrays;
/** '5 p.m.' */
export const cateringOrderByText = clockText(ordering.catering.orderByLocalTime);
/** 'the day after next' */
export const cateringNoticeDayText = noticeDayText(ordering.catering.daysNotice);

/** 'order by 5 p.m. for the day after next, with at least 4 entrée trays' */
export const cateringTermsText = `order by ${cateringOrderByText} for ${cateringNoticeDayText}, with at least ${cateringMinimumEntreeTrays} entrée trays`;
