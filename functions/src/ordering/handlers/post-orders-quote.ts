/** POST /orders/quote: subtotal, fee, the offer's discount, tax, tip and total exactly as an order placed now is charged. */
import { quoteRequestSchema } from '../../orders/contract/order.ts';
import { clientAddress, http } from '../../platform/http/http.ts';
import { quote } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/post-orders-quote', body: quoteRequestSchema }, async ({ body, user, event }) =>
  quote(user.id, body, new Date(), clientAddress(event)),
);
