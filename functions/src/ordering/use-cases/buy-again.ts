/**
 * Buy again: what the customer ordered before, once each, priced from today's menu (the cart's rule,
 * `buyAgainItems`). In ordering because it reads the customer's orders, which the cart area sits below.
 */
import { buyAgainItems } from '../../cart/rules/cart.ts';
import { readPriceBookForDisplay } from '../../catalogue/store/dish.ts';
import { listOrderedLines } from '../../orders/store/order.ts';

export async function readBuyAgain(userId: string) {
  const [ordered, book] = await Promise.all([listOrderedLines(userId), readPriceBookForDisplay()]);
  return buyAgainItems(ordered, book);
}
