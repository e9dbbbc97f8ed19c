/** The signed-in customer's messages about their orders (the inbox of /account/messages). */
import { ulid } from 'ulid';
import { messagePathSchema, type BalancePayment, type Message, type OrderStatus } from '../contract/order.ts';
import { listMessages, markMessageRead, type StoredMessage } from '../store/message.ts';
import type { StoredOrder } from '../store/order.ts';
import { orderReceiptOf, orderSummaryLine, type OrderReceipt } from '../rules/order-emails.ts';
import { notFound } from '../../platform/errors.ts';
import {
  balancePaidMessageFor,
  balanceRefundMessageFor,
  customerCancelledMessageFor,
  customerMessageFor,
  notConfirmedMessageFor,
  readyTimeChangedMessageFor,
  refundMessageFor,
} from '../rules/order-status.ts';
import type { CardRefund } from '../contract/card-payment.ts';

const messageNotFound = () => notFound('That message was not found.');

/** Newest first, without where the e-mail went (the customer knows their own address). */
export async function messagesOf(userId: string): Promise<Message[]> {
  const messages = await listMessages(userId);
  return messages.map(({ userId: _userId, email: _email, customerName: _name, ...message }) => message);
}

/** Marks one of the user's own messages read; 404 for any other id (someone else's included). */
export async function readMessage(userId: string, messageId: string): Promise<void> {
  if (!messagePathSchema.safeParse({ messageId }).success) throw messageNotFound();
  if (!(await markMessageRead(userId, messageId))) throw messageNotFound();
}

/** A message about the order, with what its e-mail quotes (the notify function reads only the message item). */
function messageAbout(order: StoredOrder, status: OrderStatus, text: { title: string; body: string }, now: Date): StoredMessage & { orderSummary: string } {
  return {
    messageId: ulid(now.getTime()),
    userId: order.userId,
    email: order.customer.email,
    customerName: order.customer.name,
    orderId: order.orderId,
    orderNumber: order.number,
    status,
    title: text.title,
    body: text.body,
    createdAt: now.toISOString(),
    read: false,
    orderSummary: orderSummaryLine(order),
  };
}

/** The message a customer gets when their order reaches a status; its e-mail quotes the order's summary line (and the receipt, once placed). */
export function orderMessage(order: StoredOrder, status: OrderStatus, now: Date): StoredMessage & { orderSummary: string; receipt?: OrderReceipt } {
  return {
    ...messageAbout(order, status, customerMessageFor(order, status, now.getTime()), now),
    // "Order received" is the customer's receipt: every line, the totals, when and where.
    ...(status === 'placed' ? { receipt: orderReceiptOf(order) } : {}),
  };
}

/** The message a customer gets when the owner refunds part or all of their card order (the stream e-mails it). */
export function paymentMessage(order: StoredOrder, refund: CardRefund, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, order.status, refundMessageFor(order, refund), now);
}

/** The message a customer gets when the owner refunds part or all of their catering order's balance (the stream e-mails it). */
export function balanceRefundMessage(order: StoredOrder, refund: CardRefund, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, order.status, balanceRefundMessageFor(order, refund), now);
}

/** The message a customer gets when the balance of their catering order is paid (the stream e-mails it). */
export function balancePaidMessage(order: StoredOrder, balance: BalancePayment, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, order.status, balancePaidMessageFor(order, balance), now);
}

/** The message a customer gets when they cancel their order themselves (docs/business-rules.md#the-customers-cancel). */
export function customerCancelMessage(order: StoredOrder, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, 'cancelled', customerCancelledMessageFor(order), now);
}

/** The message a customer gets when the kitchen has not confirmed their order in the owner's minutes (docs/business-rules.md#the-ladder). */
export function notConfirmedMessage(order: StoredOrder, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, 'placed', notConfirmedMessageFor(order), now);
}

/** The message a customer gets when the kitchen changes their accepted order's ready time (`order` carries the new one). */
export function readyTimeChangedMessage(order: StoredOrder, now: Date): StoredMessage & { orderSummary: string } {
  return messageAbout(order, 'accepted', readyTimeChangedMessageFor(order, now.getTime()), now);
}
