/**
 * The shop's one money format, for the web and the server alike (e-mails, messages, refusals,
 * tickets): integer cents as US dollars with a $ sign, thousands separators and two decimals.
 *
 * Written out with integers rather than Intl.NumberFormat, which writes the same text: a browser's first currency
 * formatter loads its locale data, about 17 ms of a dish page's first render on a phone (68 ms at Lighthouse's 4×
 * slowdown, one long task on its own), and every page that shows a price made one.
 */

/** Integer cents as US dollars: 1200 → '$12.00', 125000 → '$1,250.00', -550 → '-$5.50'. */
export function formatUsd(cents: number): string {
  const rounded = Math.round(cents);
  const whole = Math.abs(rounded);
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
