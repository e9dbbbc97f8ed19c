/** POST /orders/quote: subtotal, fee, tax, tip and total exactly as an order placed now is charged. */
import { quoteRequestSchema } from '../../contracts/order.ts';
import { http } from '../../middleware/http.ts';
import { quote } from '../../services/orders.ts';

export const handler = http({ route: 'orders/post-orders-quote', body: quoteRequestSchema }, async ({ body, user }) => quote(user.id, body));
