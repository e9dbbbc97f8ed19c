/**
 * An order's words as the screens say them, in one place for the web and the server (the owner's CSV exports say
 * what the board and the ticket say: docs/business-rules.md#the-owners-reports): its status, how it reaches the
 * customer, how it is paid, a line's size, spice level and extras.
 */
import { formatUsd } from '../../platform/contract/money.ts';
import type { OrderLine, OrderStatus } from './order.ts';
import type { FulfilmentMode, PaymentMethodId } from '../../shop/contract/ordering.ts';

/** One word for each order status, the customer's, which the kitchen's pages use too ('Received', not 'New'). */
export const statusLabels: Record<OrderStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  placed: 'Received',
  accepted: 'Accepted',
  ready: 'Ready for pickup',
  'out-for-delivery': 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A delivery order can be 'ready' too (waiting for the driver); it reads differently there. */
export function statusLabel(status: OrderStatus, mode: FulfilmentMode): string {
  if (status === 'ready' && mode === 'delivery') return 'Ready';
  return statusLabels[status];
}

export const modeWords: Record<FulfilmentMode, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** How an order is paid, as the kitchen's ticket says it. */
export const paymentMethodWords: Record<PaymentMethodId, string> = {
  'card-online': 'Card, online',
  'in-person-card': 'Card, in person',
  'in-person-cash': 'Cash, in person',
};

/** The kitchen's words for a spice level, 0 to 3. */
export const spiceWords = ['Mild', '1 flame', '2 flames', '3 flames'];

/** 'Medium · 1 bowl'. */
export function lineSizeWords(line: Pick<OrderLine, 'size' | 'amount'>): string {
  return `${line.size.charAt(0).toUpperCase()}${line.size.slice(1)}${line.amount ? ` · ${line.amount}` : ''}`;
}

/** 'Fried plantain ($2.50)': an extra with its price for one dish. */
export function extraWords(extra: Pick<OrderLine['ingredients'][number], 'ingredient' | 'price'>): string {
  return `${extra.ingredient} (${formatUsd(extra.price)})`;
}
