const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents as US dollars with a $ sign and two decimals: 1200 → '$12.00'. */
export function formatUsd(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}
