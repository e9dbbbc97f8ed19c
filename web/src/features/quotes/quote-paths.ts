/** Where a customer's own quotes live in their account (docs/product.md#account-screens). */
export const myQuotesPath = '/account/quotes';

export function myQuotePath(quoteId: string): string {
  return `${myQuotesPath}/${encodeURIComponent(quoteId)}`;
}
