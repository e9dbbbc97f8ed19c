/** Where an order's details live in the account. */
export function orderDetailsPath(orderId: string): string {
  return `/account/order-details/${encodeURIComponent(orderId)}`;
}

export const ordersPath = '/account/orders';

/** The navigation state checkout leaves the order's page with: the page opens with its thank-you. */
export const placedState = { placed: true } as const;

/** Whether the order's page was reached straight from placing the order. */
export function cameFromCheckout(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}
