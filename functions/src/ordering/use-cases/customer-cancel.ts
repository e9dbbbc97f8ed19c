/**
 * POST /orders/{orderId}/cancel: the customer cancels their own order before the kitchen accepts it
 * (docs/business-rules.md#the-customers-cancel). It is the owner's cancel step (order-workflow.ts), conditional on the
 * order still being New, so a cancel racing the kitchen's accept has one outcome: the other is refused (409).
 */
import { orderSchema, type Order } from '../../orders/contract/order.ts';
import { getOrder, customerActor, customerCancelNote, customerCancelRefusal } from '../../orders/index.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { business } from '../../platform/config/business.ts';
import { currentOrder, takeOrderStep } from './order-workflow.ts';

/** Another customer's order, or none, is 404; an order the kitchen has accepted (or that is past New) is 409 saying why. */
export async function cancelOwnOrder(userId: string, orderId: string, now = new Date()): Promise<Order> {
  const order = await getOrder(userId, orderId);
  if (!order) throw notFound('No such order.');
  const refusal = customerCancelRefusal(order);
  if (refusal) throw refused(refusal, order.status);
  try {
    const { order: cancelled } = await takeOrderStep({ order, action: 'cancel', by: customerActor, cancelReason: customerCancelNote, byCustomer: true, now });
    // The customer's view: the contract's fields only (not who in the kitchen took each step).
    return orderSchema.parse(cancelled);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    // The kitchen took a step meanwhile (or its accept is charging the card right now): say so in the customer's words.
    const current = await currentOrder(userId, orderId);
    throw refused(
      customerCancelRefusal(current) ??
        `The kitchen is accepting order ${order.number} right now, so it can no longer be cancelled here. To change or cancel it, call us at ${business.phone}.`,
      current.status,
    );
  }
}

/** 409 with the order's status now on `status`, so the page can show the order as it is. */
const refused = (message: string, status: Order['status']) => conflict(message, [{ path: 'status', message: status }]);
