/**
 * Moving an order along: the one path for the board (/kitchen) and the e-mailed links. It plans the
 * step (orders/rules/order-status.ts), takes a card order's payment step at Stripe (payments/use-cases/card-steps.ts), then changes the status, records who took it and when, marks the
 * action used and writes the customer's message (which the stream e-mails), all in one transaction.
 */
import { kitchenOrderSchema } from '../../orders/contract/kitchen.ts';
import type { OwnerAction } from '../../orders/contract/order.ts';
import { changeOrderStatus, getOrder, type StoredOrder, ownerActionDone, planOwnerAction, customerCancelMessage, orderMessage } from '../../orders/index.ts';
import { refundedInFull, balanceForCancel, paymentForStep } from '../../payments/index.ts';
import { AppError, conflictWithCurrent, notFound } from '../../platform/errors.ts';

export type OrderStep = {
  order: StoredOrder;
  action: OwnerAction;
  /** Who takes it, as the history shows it. */
  by: string;
  /** Accept only: the kitchen's ready-time estimate (ISO). */
  readyAt?: string;
  /** Cancel only: the reason the customer is told. */
  cancelReason?: string;
  /**
   * Cancel only: the customer cancels their own order (docs/business-rules.md#the-customers-cancel), so their message
   * says so, the slot's place is given back and the owner is e-mailed, in the same transaction.
   */
  byCustomer?: boolean;
  /**
   * Cancel only: the shop gives up an order nobody accepted by its deadline (docs/business-rules.md#the-ladder), so the
   * slot's place is given back and the owner is e-mailed why, in the same transaction.
   */
  givenUp?: boolean;
  now?: Date;
};

/** Reads one order again (consistently); 404 once it no longer exists. */
export async function currentOrder(userId: string, orderId: string): Promise<StoredOrder> {
  const order = await getOrder(userId, orderId);
  if (!order) throw notFound('This order no longer exists.');
  return order;
}

/**
 * Takes the step once: 409 (nothing changed, nothing sent) when it was taken already, the order is
 * past it, or someone moved the order meanwhile. Answers the order as it is now and a sentence for the owner.
 */
export async function takeOrderStep({
  order,
  action,
  by,
  readyAt,
  cancelReason,
  byCustomer = false,
  givenUp = false,
  now = new Date(),
}: OrderStep): Promise<{ order: StoredOrder; message: string }> {
  const plan = planOwnerAction(order, action);
  if (plan.kind !== 'allowed') throw conflictWithCurrent(plan.message, asBoardOrder(order));
  // A card order's payment first (docs/business-rules.md#card-payments): captured on accept, released or refunded on
  // cancel, at Stripe under the order's and the step's key, so a retried or a second owner's step is one call there.
  // A catering order's balance paid by link is refunded with its deposit (an open link ended). A step refused there
  // (409) answers with the order as it is now: another owner may have just taken it.
  const { payment, balance } = await withOrderOnConflict(order, async () => ({
    payment: await paymentForStep(order, plan.to, cancelReason, now),
    balance: plan.to === 'cancelled' ? await balanceForCancel(order, cancelReason, now) : undefined,
  }));
  const stepped: StoredOrder = {
    ...order,
    ...(payment ? { cardPayment: payment.to } : {}),
    ...(balance ? { balancePayment: balance.to } : {}),
    ...(plan.to === 'accepted' && readyAt ? { readyAt } : {}),
    ...(plan.to === 'cancelled' && cancelReason ? { cancelReason } : {}),
  };
  const outcome = await changeOrderStatus({
    userId: order.userId,
    order,
    action,
    from: plan.from,
    to: plan.to,
    by,
    ...(plan.to === 'completed' && order.paymentStatus === 'pay-on-handover' ? { paymentStatus: 'paid' as const } : {}),
    ...(payment && refundedInFull(payment.to, stepped.balancePayment) ? { paymentStatus: 'refunded' as const } : {}),
    ...(stepped.readyAt !== order.readyAt ? { readyAt: stepped.readyAt } : {}),
    ...(stepped.cancelReason !== order.cancelReason ? { cancelReason: stepped.cancelReason } : {}),
    ...(payment ? { cardPayment: payment } : {}),
    ...(balance ? { balancePayment: balance } : {}),
    message: byCustomer ? customerCancelMessage(stepped, now) : orderMessage(stepped, plan.to, now),
    ...(byCustomer ? { customerCancel: cancelledOrder(stepped, plan.to, by, now) } : {}),
    ...(givenUp && plan.to === 'cancelled' ? { givenUp: cancelledOrder(stepped, plan.to, by, now) } : {}),
    now,
  });
  if (outcome !== 'changed') {
    // Someone acted in between: tell the owner what the order is now, and answer it.
    const current = await currentOrder(order.userId, order.orderId);
    const again = planOwnerAction(current, action);
    throw conflictWithCurrent(again.kind === 'allowed' ? 'The order changed meanwhile. Please try again.' : again.message, asBoardOrder(current));
  }
  const updated = await currentOrder(order.userId, order.orderId);
  return { order: updated, message: ownerActionDone(updated, plan.to) };
}

/** The order as the step leaves it (status and history), for the owner's notice of a customer's cancel. */
function cancelledOrder(order: StoredOrder, to: StoredOrder['status'], by: string, now: Date): StoredOrder {
  return { ...order, status: to, history: [...order.history, { status: to, at: now.toISOString(), by }] };
}

/** The order as the board reads it (kitchen/use-cases/kitchen-board.ts `kitchenOrderOf`), for a 409's `current`. */
function asBoardOrder({ userId, ...order }: StoredOrder): unknown {
  return kitchenOrderSchema.parse({ ...order, customerId: userId });
}

/**
 * A payment step refused as a conflict (409: another owner took the step at the same moment, or the payment's state
 * refused it): the same 409 with the order as it is now read (docs/business-rules.md#card-payments).
 */
async function withOrderOnConflict<T>(order: StoredOrder, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    throw conflictWithCurrent(error.message, asBoardOrder(await currentOrder(order.userId, order.orderId)));
  }
}
