/**
 * The shop's one money format, for the web and the server alike (e-mails, messages, refusals,
 * tickets): integer cents as US dollars with a $ sign, thousands separators and two decimals.
 */

let usd: Intl.NumberFormat | undefined;

/** Integer cents as US dollars: 1200 → '$12.00', 125000 → '$1,250.00'. */
export function formatUsd(cents: number): string {
  // Made at first use, like the web's other Intl formatters: merely loading the module costs nothing.
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(Math.round(cents) / 100);
}
