/**
 * Buy again: what the customer ordered before, once each, priced from today's menu (the cart's rule,
 * `buyAgainItems`). In ordering because it reads the customer's orders, which the cart area sits below.
 */
import { buyAgainItems } from '../../cart/index.ts';
import { readPriceBookForDisplay } from '../../catalogue/index.ts';
import { listOrderedLines } from '../../orders/index.ts';

export async function readBuyAgain(userId: string) {
  const [ordered, book] = await Promise.all([listOrderedLines(userId), readPriceBookForDisplay()]);
  return buyAgainItems(ordered, book);
}
