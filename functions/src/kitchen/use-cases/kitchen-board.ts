/**
 * The kitchen's order board (/kitchen): the open orders and today's finished ones, the search
 * for past orders, and the board's actions, which go through the e-mailed links' own path
 * (order-workflow.ts) and record the owner who took them.
 */
import type { BoardActionAnswer, BoardActionRequest, BoardAnswer, KitchenOrder, OrderSearchAnswer, ReadyTimeRequest } from '../../orders/contract/kitchen.ts';
import { boardLimits, kitchenOrderSchema } from '../../orders/contract/kitchen.ts';
import { promisedTime } from '../../orders/contract/order-promise.ts';
import { changeReadyTime, listOrdersByStatus, planOwnerAction, readyTimeChangedMessage, type StoredOrder } from '../../orders/index.ts';
import { slotTimeFrom } from '../../platform/contract/business-clock.ts';
import { getShopSettings, rulesWithSettings } from '../../shop/index.ts';
import { conflict } from '../../platform/errors.ts';
import { boardRanges, byTime, finishedStatuses, matchesSearch, openStatuses, readyTimeFor, searchRange, type SlotRange } from '../rules/kitchen-board.ts';
import { currentOrder, takeOrderStep } from '../../ordering/index.ts';

/** The order as the board shows it: whose it is, without the cart lines it was made from. */
export function kitchenOrderOf({ userId, ...order }: StoredOrder): KitchenOrder {
  return kitchenOrderSchema.parse({ ...order, customerId: userId });
}

async function ordersIn(statuses: readonly StoredOrder['status'][], range: SlotRange): Promise<StoredOrder[]> {
  const lists = await Promise.all(statuses.map((status) => listOrdersByStatus(status, range.from, range.to)));
  return lists.flat();
}

/** GET /owner/orders: one Query per status (the open ones and those awaiting their card over every day, the finished ones today). */
export async function readBoard(now = new Date()): Promise<BoardAnswer> {
  const ranges = boardRanges(now);
  const [open, finished, awaiting] = await Promise.all([
    ordersIn(openStatuses, ranges.open),
    ordersIn(finishedStatuses, ranges.finished),
    // Still on the card page: apart, in the board's quiet corner (docs/business-rules.md#unpaid-card-orders).
    listOrdersByStatus('awaiting-payment', ranges.open.from, ranges.open.to),
  ]);
  return {
    asOf: now.toISOString(),
    today: ranges.today,
    orders: [...open, ...finished].sort(byTime).map(kitchenOrderOf),
    awaitingPayment: awaiting.sort(byTime).map(kitchenOrderOf),
  };
}

/** GET /owner/orders/search?q=: newest first, at most `searchResults`. */
export async function searchOrders(query: string, now = new Date()): Promise<OrderSearchAnswer> {
  const orders = await ordersIn([...openStatuses, ...finishedStatuses], searchRange(now));
  const found = orders
    .filter((order) => matchesSearch(order, query))
    .sort((a, b) => byTime(b, a))
    .slice(0, boardLimits.searchResults);
  return { orders: found.map(kitchenOrderOf), daysBack: boardLimits.searchDaysBack };
}

/**
 * The ready time an accept promises, checked against the order's time and the owner's opening hours
 * (readyTimeFor); 409 with the reason when it cannot be promised. A step that cannot be taken at all
 * is left to takeOrderStep, which says why.
 */
async function promisedReadyAt(order: StoredOrder, request: BoardActionRequest, now: Date): Promise<string | undefined> {
  if (request.readyInMinutes === undefined || planOwnerAction(order, request.action).kind !== 'allowed') return undefined;
  const rules = rulesWithSettings(await getShopSettings());
  const check = readyTimeFor({ order, readyInMinutes: request.readyInMinutes, now, rules });
  if (!check.ok) throw conflict(check.message, [{ path: 'body.readyInMinutes', message: check.message }]);
  return check.readyAt;
}

/** POST /owner/orders/{orderId}/status: 404 unless the order is the named customer's; 409 when the step or its ready time cannot be taken now. */
export async function actOnOrder(owner: { name: string }, orderId: string, request: BoardActionRequest, now = new Date()): Promise<BoardActionAnswer> {
  const order = await currentOrder(request.customerId, orderId);
  const readyAt = await promisedReadyAt(order, request, now);
  const { order: updated, message } = await takeOrderStep({
    order,
    action: request.action,
    by: owner.name,
    ...(readyAt !== undefined ? { readyAt } : {}),
    ...(request.reason !== undefined ? { cancelReason: request.reason } : {}),
    now,
  });
  return { order: kitchenOrderOf(updated), message };
}

/**
 * POST /owner/orders/{orderId}/ready-time: a new ready time for an accepted order, checked as an accept's estimate is
 * (readyTimeFor: never before the customer's chosen time, never while closed), and told to the customer (the message,
 * its e-mail, their push or text). 404 unless the order is the named customer's; 409 when it is no longer accepted, or
 * its ready time is no longer the one the owner saw (another device changed it: the answer says the time now).
 */
export async function changeOrderReadyTime(owner: { name: string }, orderId: string, request: ReadyTimeRequest, now = new Date()): Promise<BoardActionAnswer> {
  const order = await currentOrder(request.customerId, orderId);
  const refuse = (message: string) => conflict(message, [{ path: 'body.promised', message }]);
  const changedMeanwhile = (current: StoredOrder) =>
    refuse(
      `The ready time of order ${current.number} was changed meanwhile: it is now ${slotTimeFrom(promisedTime(current), now.getTime())}. Look again before changing it.`,
    );
  const notAccepted = (current: StoredOrder) => conflict(`Order ${current.number} is no longer waiting to be made, so its ready time can’t be changed.`);
  if (order.status !== 'accepted') throw notAccepted(order);
  if (Date.parse(promisedTime(order)) !== Date.parse(request.promised)) throw changedMeanwhile(order);
  const rules = rulesWithSettings(await getShopSettings());
  const check = readyTimeFor({ order, readyInMinutes: request.readyInMinutes, now, rules });
  if (!check.ok) throw conflict(check.message, [{ path: 'body.readyInMinutes', message: check.message }]);
  const readyAt = check.readyAt!;
  const change = { from: promisedTime(order), to: readyAt, at: now.toISOString(), by: owner.name };
  const updated: StoredOrder = { ...order, readyAt, readyTimeChanges: [...(order.readyTimeChanges ?? []), change] };
  const outcome = await changeReadyTime({ userId: order.userId, order, change, message: readyTimeChangedMessage(updated, now) });
  if (outcome === 'changed') {
    const current = await currentOrder(request.customerId, orderId);
    if (current.status !== 'accepted') throw notAccepted(current);
    throw changedMeanwhile(current);
  }
  return {
    order: kitchenOrderOf(updated),
    message: `${order.customer.name} is told: order ${order.number} will now be ready at ${slotTimeFrom(readyAt, now.getTime())}`,
  };
}
