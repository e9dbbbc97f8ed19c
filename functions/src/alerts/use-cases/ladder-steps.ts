/**
 * An alert timer fires (docs/business-rules.md#the-ladder): one step of an order's ladder, or a busy minute's
 * follow-up. Every step is taken once and only while the order is still new (alerts/store/ladder.ts), so a timer
 * delivered twice, late, or racing an accept changes nothing twice and rings nothing after the accept.
 */
import { env } from '../../platform/config/env.ts';
import { sessionSecret } from '../../platform/config/session-secret.ts';
import { count, metricNames } from '../../platform/config/telemetry.ts';
import { AppError } from '../../platform/errors.ts';
import { getOrder, listOrdersByStatus, newMessagePut, notConfirmedMessage, ownerActionUrl, type StoredOrder } from '../../orders/index.ts';
import { takeOrderStep } from '../../ordering/index.ts';
import { signOwnerActionToken } from '../../kitchen/index.ts';
import { scheduleOnce } from '../../platform/scheduler/scheduler.ts';
import { alertLog, givenUpActor, givenUpReason, orderText, waitingOrdersCall, waitingOrdersPush, waitingOrdersText } from '../rules/alert-words.ts';
import { minuteOf, type LadderStep } from '../rules/ladder.ts';
import { getAlertSettings } from '../store/alert-settings.ts';
import { claimWindow, logAlert, takeStep } from '../store/ladder.ts';
import { followUpTimer, type AlertChannel, type AlertTimer } from './alert-timers.ts';
import { alertOrderOf } from './new-orders.ts';
import { callKitchen, phonesReachable, pushToKitchen, textKitchen } from './kitchen-channels.ts';

/** A texted accept link outlives any ladder's give-up by a margin, and no more: a text is read at once or not at all. */
export const textedLinkLifetimeSeconds = 3 * 3600;

export type TimerOutcome = 'taken' | 'takenBefore' | 'answered' | 'nothingWaiting' | 'folded';

const boardUrl = () => `${env().SITE_ORIGIN}/spices/kitchen`;

/** The orders still waiting for the kitchen, oldest first (from a week back to two weeks ahead: every order booked). */
async function waitingOrders(now: Date): Promise<StoredOrder[]> {
  const from = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const to = new Date(now.getTime() + 400 * 86_400_000).toISOString();
  const placed = await listOrdersByStatus('placed', from, to);
  return placed.sort((a, b) => a.placedAt.localeCompare(b.placedAt));
}

/** Sends a channel's alert for what waits now: one order by itself (with its accept link), several as a count. */
async function sendGrouped(channel: AlertChannel, phones: readonly string[], now: Date): Promise<boolean> {
  const waiting = await waitingOrders(now);
  if (waiting.length === 0) return false;
  if (channel === 'push') return (await pushToKitchen(waitingOrdersPush(waiting.length, waiting[0]!.placedAt))) > 0;
  if (channel === 'call') return (await callKitchen(phones.slice(0, 1), waitingOrdersCall(waiting.length), { kind: 'waiting-orders' })) > 0;
  if (waiting.length === 1) return (await textKitchen(phones, await textFor(waiting[0]!, now), { orderId: waiting[0]!.orderId })) > 0;
  return (await textKitchen(phones, waitingOrdersText(waiting.length, boardUrl()), { kind: 'waiting-orders' })) > 0;
}

/** The text for one order: its one-tap accept link, signed for that order alone and short-lived. */
async function textFor(order: StoredOrder, now: Date): Promise<string> {
  const token = await signOwnerActionToken(
    { orderId: order.orderId, userId: order.userId, action: 'accept' },
    await sessionSecret(),
    now.getTime(),
    undefined,
    {
      lifetimeSeconds: textedLinkLifetimeSeconds,
    },
  );
  return orderText(alertOrderOf(order), ownerActionUrl(env().SITE_ORIGIN, order.orderId, 'accept', token));
}

/** The text or the call of one order's ladder: grouped with the channel's other alerts of the step's minute. */
async function phoneStep(order: StoredOrder, step: 'text' | 'call', at: number, now: Date): Promise<TimerOutcome> {
  const { settings } = await getAlertSettings();
  const phones = settings.kitchenPhones;
  if (!phonesReachable(phones)) return takeStep(order, step, alertLog.noPhone, now);
  const taken = await takeStep(order, step, step === 'text' ? alertLog.texted(phones.length) : alertLog.called, now);
  if (taken !== 'taken') return taken;
  const minute = minuteOf(at);
  const claim = await claimWindow(step, new Date(minute).toISOString(), now);
  if (claim === 'foldedFirst') await scheduleOnce(followUpTimer(step, minute + 60_000));
  if (claim !== 'first') return 'folded';
  if (step === 'text') await textKitchen(phones, await textFor(order, now), { orderId: order.orderId });
  // The kitchen's first number is its phone: one call, however many numbers are texted.
  else await callKitchen(phones.slice(0, 1), waitingOrdersCall((await waitingOrders(now)).length || 1), { orderId: order.orderId });
  return 'taken';
}

/** The order given up at its deadline (never after an accept): the card released, the slot freed, both sides told. */
async function giveUp(order: StoredOrder, now: Date): Promise<TimerOutcome> {
  try {
    await takeOrderStep({ order, action: 'cancel', by: givenUpActor, cancelReason: givenUpReason, givenUp: true, now });
  } catch (error) {
    // Accepted (or cancelled) a moment before: the accept stands, nothing is given up.
    if (error instanceof AppError && error.code === 'CONFLICT') return 'answered';
    throw error;
  }
  count(metricNames.ordersGivenUp);
  await logAlert(order, alertLog.givenUp, now);
  return 'taken';
}

async function ladderStep(timer: Extract<AlertTimer, { kind: 'ladder' }>, now: Date): Promise<TimerOutcome> {
  const order = await getOrder(timer.userId, timer.orderId);
  if (!order || order.status !== 'placed') return 'answered';
  const step: LadderStep = timer.step;
  switch (step) {
    case 'text':
    case 'call':
      return phoneStep(order, step, Date.parse(timer.at), now);
    case 'tell-customer':
      return takeStep(order, 'tell-customer', alertLog.customerTold, now, [newMessagePut(notConfirmedMessage(order, now))]);
    case 'give-up':
      return giveUp(order, now);
  }
}

/** A busy minute's follow-up: the channel's one alert of the next minute, for everything still waiting. */
async function followUp(timer: Extract<AlertTimer, { kind: 'follow-up' }>, now: Date): Promise<TimerOutcome> {
  // Its own minute, or the one it fires in when that is later (a timer is never set less than a minute ahead, so a
  // follow-up asked for late in a minute fires well into the next).
  const minute = Math.max(Date.parse(timer.minute), minuteOf(now.getTime()));
  const claim = await claimWindow(timer.channel, new Date(minute).toISOString(), now);
  if (claim === 'foldedFirst') await scheduleOnce(followUpTimer(timer.channel, minute + 60_000));
  if (claim !== 'first') return 'folded';
  const { settings } = await getAlertSettings();
  return (await sendGrouped(timer.channel, settings.kitchenPhones, now)) ? 'taken' : 'nothingWaiting';
}

export function runAlertTimer(timer: AlertTimer, now = new Date()): Promise<TimerOutcome> {
  return timer.kind === 'ladder' ? ladderStep(timer, now) : followUp(timer, now);
}
