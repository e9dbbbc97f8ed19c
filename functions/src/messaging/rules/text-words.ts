/**
 * What a customer's texts and pushes say (docs/business-rules.md#customer-updates): the message their inbox and
 * e-mail get, in the same words, signed with the shop's name and ending with the order's page; and the answers to
 * STOP, HELP and START. Pure; no AWS.
 */
import { business } from '../../platform/config/business.ts';
import { promisedTime, promiseWords } from '../../orders/contract/order-promise.ts';
import type { FulfilmentMode } from '../../platform/config/ordering.ts';
import type { CustomerPushPayload } from '../contract/customer-updates.ts';

/** What a message about an order says (the inbox's title and body) and which order it is. */
export type UpdateMessage = { messageId: string; orderId: string; orderNumber: string; status: string; title: string; body: string };

/** A text longer than this is cut at a word (three SMS segments of plain text; a receipt stays on the page). */
export const textMaxCharacters = 459;

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The text: "Spices African Kitchen: <the message> <the order's page>", the kitchen's phone added when it is ready. */
export function updateText(message: UpdateMessage, orderUrl: string): string {
  const callUs = message.status === 'ready' && !message.body.includes(business.phone) ? ` Questions? ${business.phone}.` : '';
  const words = `${business.name}: ${message.body}${callUs}`;
  return `${shorten(words, textMaxCharacters - orderUrl.length - 1)} ${orderUrl}`;
}

/** The push: the message's title and body; a tap opens the order's page. One tag per order: the latest replaces the last. */
export function updatePush(message: UpdateMessage, orderUrl: string): CustomerPushPayload {
  return { title: `${message.title} · ${message.orderNumber}`, body: shorten(message.body, 240), url: orderUrl, tag: `order-${message.orderId}` };
}

/**
 * The reminder's id in the outbox: one per order and promised time (in minutes since 1970), whatever its timer's retries;
 * a new ready time makes a new reminder.
 */
export const reminderMessageId = (orderId: string, promised: string) => `reminder-${orderId}-${Math.floor(Date.parse(promised) / 60_000)}`;

type ReminderOrder = { orderId: string; number: string; mode: FulfilmentMode; asap: boolean; slotId: string; readyAt?: string | undefined };

/**
 * A scheduled order's reminder, an hour before its time: "Reminder: your order 4F2K9A will be ready for pickup at 12:30
 * p.m., at 2400 W Wisconsin Ave, Milwaukee." (the time as the order's other messages say it, in the kitchen's zone).
 */
export function reminderMessage(order: ReminderOrder, now: number): UpdateMessage {
  const where = order.mode === 'pickup' ? `, at ${business.address.street}, ${business.address.city}` : '';
  return {
    messageId: reminderMessageId(order.orderId, promisedTime(order)),
    orderId: order.orderId,
    orderNumber: order.number,
    status: 'reminder',
    title: 'Reminder',
    body: `${`Reminder: your order ${order.number} will be ${promiseWords(order, now)}${where}`.replace(/\.?$/, '.')} See you soon!`,
  };
}

/** The answer to STOP, sent once: carriers ask that a STOP is confirmed and that no other text follows. */
export const stopConfirmation = `${business.name}: you will get no more texts from us. Reply START to get texts about your orders again.`;

/** The answer to START after a STOP. */
export const startConfirmation = `${business.name}: texts about your orders are on again. Message and data rates may apply. Reply STOP to stop, HELP for help.`;

/** The answer to HELP: who we are and how to reach us. */
export const helpAnswer = `${business.name}, ${business.address.street}, ${business.address.city}: texts about your orders. Call ${business.phone} for help. Message and data rates may apply. Reply STOP to stop.`;
