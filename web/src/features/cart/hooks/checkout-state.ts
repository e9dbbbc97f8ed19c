/**
 * The navigation state /order/schedule receives (docs/product.md#cart-and-checkout-screens): the cart orders, the chosen
 * ingredients and an order id. The order id is made once per trip to checkout and becomes the
 * order's Idempotency-Key, so a double click or a retry places one order.
 */
import type { CartOrder } from '@functions/cart/contract/cart';

export type CheckoutState = {
  orderId: string;
  cartOrders: { orderId: string; name: string; quantity: number; price: number }[];
  chosenIngredients: { orderId: string; ingredientIds: string[] }[];
};

export function newOrderId(): string {
  return crypto.randomUUID();
}

export function checkoutState(
  orders: readonly Pick<CartOrder, 'orderId' | 'name' | 'quantity' | 'price'>[],
  ingredients: readonly Pick<CartOrder, 'orderId' | 'ingredients'>[] = [],
): CheckoutState {
  return {
    orderId: newOrderId(),
    cartOrders: orders.map(({ orderId, name, quantity, price }) => ({ orderId, name, quantity, price })),
    chosenIngredients: ingredients.map((line) => ({ orderId: line.orderId, ingredientIds: line.ingredients.map((i) => i.id) })),
  };
}

export const checkoutPath = '/order/schedule';
