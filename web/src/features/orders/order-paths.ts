/** Where an order's details live in the account. */
export function orderDetailsPath(orderId: string): string {
  return `/account/order-details/${encodeURIComponent(orderId)}`;
}

export const ordersPath = '/account/orders';
