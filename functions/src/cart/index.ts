/**
 * The cart area: the cart, the lines saved for later and the chosen ingredients.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export {
  buyAgainItems,
  cartSummary,
  cartView,
  mergeEqualLines,
  type PriceBook,
  type PricedLine,
  priceLines,
  reviewLine,
  type StoredLine,
} from './rules/cart.ts';
export { addLines, listLines, storedLineSchema } from './store/cart-line.ts';
