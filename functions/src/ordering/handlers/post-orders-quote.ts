/** POST /orders/quote: subtotal, fee, tax, tip and total exactly as an order placed now is charged. */
import { quoteRequestSchema } from '../../orders/contract/order.ts';
import { http } from '../../platform/http/http.ts';
import { quote } from '../use-cases/orders.ts';

export const handler = http({ route: 'ordering/post-orders-quote', body: quoteRequestSchema }, async ({ body, user }) => quote(user.id, body));
