/**
 * The customer's card payments, from their orders as the account lists them (newest first): every order paid by card,
 * refunded or not; not those whose card page was given up or is still awaited.
 */
import { useOrders } from '../../../api/orders.ts';

export function useCardPayments() {
  const orders = useOrders();
  return (orders.data ?? []).filter((order) => order.cardPayment && order.cardPayment.state !== 'abandoned' && order.cardPayment.state !== 'awaiting');
}
