/**
 * What the kitchen's alerts say: the push to its devices, the text, the call, and the lines of an order's alert log.
 * Short enough for a lock screen and one text segment where possible; the kitchen's time zone. Pure.
 */
import { business } from '../../platform/config/business.ts';
import { countLabel } from '../../platform/contract/count-label.ts';
import { formatOrderClock, slotLabel } from '../../platform/contract/business-clock.ts';
import { formatUsd } from '../../platform/contract/money.ts';

export type AlertOrder = {
  orderId: string;
  number: string;
  mode: 'pickup' | 'delivery';
  asap: boolean;
  slotId: string;
  totalCents: number;
  customerName: string;
};

/** What a push carries to the kitchen's service worker, which shows it as a notification. */
export type KitchenPush = { title: string; body: string; url: string; tag: string; orders: number };

const boardPath = '/spices/kitchen';
/** One tag: a new alert replaces the one before it on the device, so a burst leaves one notification, not fifty. */
const pushTag = 'spices-new-orders';

function whenWords(order: AlertOrder): string {
  const mode = order.mode === 'pickup' ? 'Pickup' : 'Delivery';
  return order.asap ? `${mode} as soon as possible` : `${mode} ${slotLabel(order.slotId)}`;
}

export function newOrderPush(order: AlertOrder): KitchenPush {
  return {
    title: `New order ${order.number}`,
    body: `${whenWords(order)} · ${formatUsd(order.totalCents)} · ${order.customerName}`,
    url: boardPath,
    tag: pushTag,
    orders: 1,
  };
}

/** The follow-up of a busy minute: how many orders wait, and since when the oldest does. */
export function waitingOrdersPush(count: number, oldestPlacedAt: string): KitchenPush {
  return {
    title: `${countLabel(count, 'new order')} waiting`,
    body: `The oldest since ${formatOrderClock(oldestPlacedAt)}. Open the board to accept them.`,
    url: boardPath,
    tag: pushTag,
    orders: count,
  };
}

export function testPush(label: string): KitchenPush {
  return { title: 'Test alert', body: `Alerts work on ${label}.`, url: boardPath, tag: 'spices-test-alert', orders: 0 };
}

/** The text for one waiting order, with its one-tap accept link. */
export function orderText(order: AlertOrder, acceptUrl: string): string {
  const when = order.asap ? `${order.mode} as soon as possible` : `${order.mode} ${slotLabel(order.slotId)}`;
  return `${business.name}: new order ${order.number} (${when}, ${formatUsd(order.totalCents)}) is waiting. Accept: ${acceptUrl}`;
}

/** The text for several waiting orders: the board, not a link per order. */
export function waitingOrdersText(count: number, boardUrl: string): string {
  return `${business.name}: ${countLabel(count, 'new order')} waiting to be accepted. Open the board: ${boardUrl}`;
}

/** What the call says, twice, so it is heard when picked up late. */
export function waitingOrdersCall(count: number): string {
  const sentence = `This is ${business.name}'s online shop. ${countLabel(count, 'new order')} ${count === 1 ? 'is' : 'are'} waiting to be accepted. Please open the order board.`;
  return `${sentence} Again: ${sentence}`;
}

/** The lines of an order's alert log (the board shows them in the order's history). */
export const alertLog = {
  pushed: (devices: number) => `Alert sent to ${countLabel(devices, 'device')}`,
  noDevices: 'No device takes alerts: e-mailed only',
  texted: (phones: number) => `Texted the kitchen (${countLabel(phones, 'number')})`,
  called: 'Called the kitchen',
  noPhone: 'No kitchen number to text or call',
  customerTold: 'Customer told the kitchen has not confirmed yet',
  givenUp: 'Given up: nobody accepted it in time',
  autoAccepted: 'Accepted automatically',
} as const;

/** Who the order's history names for the shop's own steps. */
export const autoAcceptActor = 'auto-accept';
export const givenUpActor = 'the shop (nobody accepted it)';
export const givenUpReason = 'The kitchen could not confirm your order in time, so we cancelled it rather than keep you waiting.';
