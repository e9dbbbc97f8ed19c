/**
 * Checkout rules that join the cart to the ordering rules: which lines an order is made of and at
 * what price, the ASAP slot, the order's number, and what makes two POST /orders payloads "the
 * same" for the Idempotency-Key. Plain functions, no AWS.
 */
import { createHash } from 'node:crypto';
import type { Category } from '../../catalogue/contract/catalogue.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import type { CheckoutRefusalCode, Order, OrderLine } from '../contract/order.ts';
import { AppError } from '../../platform/errors.ts';
import { cartView, type PriceBook, type StoredLine } from '../../cart/index.ts';
import type { OrderLine as RuleLine } from '../contract/order-totals.ts';

/** A refusal of POST /orders: 409 with the reason's code in the details, and a message for the customer. */
export function checkoutRefusal(code: CheckoutRefusalCode, message: string, path = 'body'): AppError {
  return new AppError('CONFLICT', message, [{ path, message: code }]);
}

export type PricedCart = {
  /** The cart lines the order is made of (status 'cart'). */
  cartLines: StoredLine[];
  orderLines: OrderLine[];
  ruleLines: RuleLine[];
  subtotalCents: number;
  catering: boolean;
  /** Lines whose dish, size, add-on or price changed since they were added, or that are sold out. */
  needsReview: boolean;
  /** Why the cart needs review, in the customer's words (the first line's reason). */
  reviewMessage: string;
};

/** What checkout says of a cart that needs review: a sold-out line names itself, other changes are reviewed in the cart. */
function reviewMessageOf(inactive: readonly { issue: string; message: string }[]): string {
  const soldOut = inactive.find((line) => line.issue === 'SOLD_OUT');
  if (soldOut) return soldOut.message;
  return 'Some items in your cart changed since you added them. Please review your cart first.';
}

/** The cart priced against today's menu, as the order would copy it. */
export function priceCart(lines: readonly StoredLine[], priceBook: PriceBook): PricedCart {
  const view = cartView(lines, priceBook);
  const cartOrders = view.cart.flatMap((group) => group.orders);
  const cartLines = lines.filter((line) => line.status === 'cart');
  const orderLines: OrderLine[] = cartOrders.map((order) => ({
    lineId: order.orderId,
    dishId: order.orderDishId,
    name: order.name,
    image: order.image,
    blurHash: order.blurHash,
    size: order.size,
    sizeId: order.pricePackageId,
    amount: order.amount,
    catering: order.catering,
    spiciness: order.spiciness,
    canBeSpicy: order.canBeSpicy,
    ingredients: order.ingredients,
    removedIngredients: order.removedIngredients,
    quantity: order.quantity,
    unitPriceCents: order.price,
    lineTotalCents: order.lineTotal,
  }));
  const ruleLines: RuleLine[] = cartOrders.map((order) => ({
    category: order.category as Category,
    catering: order.catering,
    quantity: order.quantity,
    unitPriceCents: order.price,
  }));
  return {
    cartLines,
    orderLines,
    ruleLines,
    subtotalCents: view.totalPrice,
    catering: orderLines.some((line) => line.catering),
    needsReview: view.inactiveDishes.length > 0,
    reviewMessage: reviewMessageOf(view.inactiveDishes),
  };
}

/** ASAP takes a place in the slot its ready time falls in: the ready time rounded up to the grid. */
export function asapSlotId(readyAt: string, slotMinutes: number): string {
  const step = slotMinutes * 60_000;
  return new Date(Math.ceil(Date.parse(readyAt) / step) * step).toISOString();
}

/** The short number said aloud at the counter: the last six characters of the ULID. */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(-6);
}

/** Two payloads are the same order when they agree on everything the customer chose. */
export function payloadHashOf(payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sortKeys(payload)))
    .digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

/** The refusal of a total the customer saw that the server no longer computes, with the new figures. */
export function totalChangedRefusal(totals: Order['totals']): AppError {
  const parts = [
    `subtotal ${formatUsd(totals.subtotalCents)}`,
    ...(totals.deliveryFeeCents > 0 ? [`delivery fee ${formatUsd(totals.deliveryFeeCents)}`] : []),
    ...(totals.discountCents ? [`discount −${formatUsd(totals.discountCents)}`] : []),
    `tax ${formatUsd(totals.taxCents)}`,
    `tip ${formatUsd(totals.tipCents)}`,
  ];
  return new AppError(
    'CONFLICT',
    `The total changed: it is now ${formatUsd(totals.totalCents)} (${parts.join(', ')}). Please check it and place the order again.`,
    [
      { path: 'body.expectedTotalCents', message: 'TOTAL_CHANGED' },
      { path: 'totals.subtotalCents', message: String(totals.subtotalCents) },
      { path: 'totals.deliveryFeeCents', message: String(totals.deliveryFeeCents) },
      { path: 'totals.discountCents', message: String(totals.discountCents ?? 0) },
      { path: 'totals.taxCents', message: String(totals.taxCents) },
      { path: 'totals.tipCents', message: String(totals.tipCents) },
      { path: 'totals.totalCents', message: String(totals.totalCents) },
    ],
  );
}
