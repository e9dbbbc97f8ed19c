/**
 * A new order reaches the kitchen (the table's stream: an in-person order placed, or a card order's paid-order notice
 * once its card is held): accepted automatically when the owner's rule allows (docs/business-rules.md#auto-accept),
 * else pushed to every device at once (grouped by the minute) and its ladder's timers set. A replayed record
 * changes nothing: the push is a step taken once, and the timers are named by the order and the step.
 */
import { AppError } from '../../platform/errors.ts';
import { logger } from '../../platform/config/telemetry.ts';
import { getOrder, orderFromItem, type StoredOrder } from '../../orders/index.ts';
import { takeOrderStep } from '../../ordering/index.ts';
import { scheduleOnce } from '../../platform/scheduler/scheduler.ts';
import { getShopSettings, isPaused, rulesWithSettings } from '../../shop/index.ts';
import { alertLog, autoAcceptActor, newOrderPush, type AlertOrder } from '../rules/alert-words.ts';
import { autoAccepts, isOpenAt, minuteOf, planLadder } from '../rules/ladder.ts';
import { getAlertSettings } from '../store/alert-settings.ts';
import { listDevices } from '../store/devices.ts';
import { claimWindow, logAlert, takeStep } from '../store/ladder.ts';
import { pushToKitchen } from './kitchen-channels.ts';
import { followUpTimer, ladderTimerName, type AlertTimer } from './alert-timers.ts';

export type NewOrderOutcome = 'notAlerted' | 'answered' | 'autoAccepted' | 'alerted';

/** What the alerts say of an order. */
export function alertOrderOf(order: StoredOrder): AlertOrder {
  return {
    orderId: order.orderId,
    number: order.number,
    mode: order.mode,
    asap: order.asap,
    slotId: order.slotId,
    totalCents: order.totals.totalCents,
    customerName: order.customer.name,
  };
}

/** The ladder's timers for an order, each named by the order and the step (so set once, however often asked). */
async function setLadder(order: StoredOrder, ladder: Parameters<typeof planLadder>[1], rules: Parameters<typeof planLadder>[2], now: Date): Promise<void> {
  const plan = planLadder(order, ladder, rules, now.getTime());
  for (const { step, at } of plan.steps) {
    const timer: AlertTimer = { kind: 'ladder', orderId: order.orderId, userId: order.userId, step, at: new Date(at).toISOString() };
    await scheduleOnce({ name: ladderTimerName(order.orderId, step), at: new Date(at), input: timer });
  }
}

/** Handles one stream item of a new order (the order item, or a card order's paid-order notice). */
export async function alertNewOrder(item: Record<string, unknown>, now = new Date()): Promise<NewOrderOutcome> {
  const noticed = orderFromItem(item);
  // A card order waiting for its card is not the kitchen's yet; a quote's order arrives accepted.
  if (noticed.status !== 'placed') return 'notAlerted';
  const order = await getOrder(noticed.userId, noticed.orderId);
  if (!order || order.status !== 'placed') return 'answered';
  const [{ settings }, shop] = await Promise.all([getAlertSettings(), getShopSettings()]);
  const rules = rulesWithSettings(shop);

  const kitchen = { open: isOpenAt(rules, now.getTime()), paused: isPaused(shop, now) };
  if (
    autoAccepts(settings.autoAccept, { catering: order.lines.some((line) => line.catering && line.quantity > 0), totalCents: order.totals.totalCents }, kitchen)
  ) {
    try {
      await takeOrderStep({ order, action: 'accept', by: autoAcceptActor, now });
      await logAlert(order, alertLog.autoAccepted, now);
      return 'autoAccepted';
    } catch (error) {
      // Accepted or cancelled meanwhile, or the card refused its capture (a payment problem on the board): the
      // kitchen is alerted as for any order, and decides.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      logger().warn('Auto-accept did not take the order: alerting the kitchen instead', { orderId: order.orderId, reason: error.message });
    }
  }

  const devices = await listDevices();
  const pushed = await takeStep(order, 'push', devices.length > 0 ? alertLog.pushed(devices.length) : alertLog.noDevices, now);
  if (pushed === 'answered') return 'answered';
  if (pushed === 'taken' && devices.length > 0) {
    const minute = minuteOf(now.getTime());
    const claim = await claimWindow('push', new Date(minute).toISOString(), now);
    if (claim === 'first') await pushToKitchen(newOrderPush(alertOrderOf(order)));
    if (claim === 'foldedFirst') await scheduleOnce(followUpTimer('push', minute + 60_000));
  }
  await setLadder(order, settings.ladder, rules, now);
  return 'alerted';
}
