// Money is shown with formatUsd from @platform/contract/money.ts; these read and fill the owner's price inputs.

// Dollars as an owner types them: '$', thousands commas in their places, up to two decimals.
const typedUsd = /^\$?\s*((?:\d{1,3}(?:,\d{3})+|\d{1,9})?)(?:\.(\d{0,2}))?$/;

/** Dollars as typed ('12.50', '$12.5', '1,250', '.99') → integer cents; null when it is not a price (empty, negative, a third decimal, words). */
export function parseUsd(text: string): number | null {
  const match = typedUsd.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return Number(whole.replaceAll(',', '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents as a price input's dollars, without sign or grouping: 1250 → '12.50'. */
export function usdInputValue(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}
