/** The signed-in customer's messages about their orders (the inbox of /account/messages). */
import { ulid } from 'ulid';
import { messagePathSchema, type Message, type OrderStatus } from '../contracts/order.ts';
import { listMessages, markMessageRead, type StoredMessage } from '../data/message.ts';
import type { StoredOrder } from '../data/order.ts';
import { orderReceiptOf, orderSummaryLine, type OrderReceipt } from '../domain/emails/order-emails.ts';
import { notFound } from '../domain/errors.ts';
import { customerMessageFor, refundMessageFor } from '../domain/order-status.ts';
import type { CardRefund } from '../contracts/card-payment.ts';

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

/** The message a customer gets when their order reaches a status; its e-mail quotes the order's summary line (and the receipt, once placed). */
export function orderMessage(order: StoredOrder, status: OrderStatus, now: Date): StoredMessage & { orderSummary: string; receipt?: OrderReceipt } {
  const text = customerMessageFor(order, status, now.getTime());
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
    // The notify function reads only the message item, so it carries what the e-mail quotes.
    orderSummary: orderSummaryLine(order),
    // "Order received" is the customer's receipt: every line, the totals, when and where.
    ...(status === 'placed' ? { receipt: orderReceiptOf(order) } : {}),
  };
}

/** The message a customer gets when the owner refunds part or all of their card order (the stream e-mails it). */
export function paymentMessage(order: StoredOrder, refund: CardRefund, now: Date): StoredMessage & { orderSummary: string } {
  const text = refundMessageFor(order, refund);
  return {
    messageId: ulid(now.getTime()),
    userId: order.userId,
    email: order.customer.email,
    customerName: order.customer.name,
    orderId: order.orderId,
    orderNumber: order.number,
    status: order.status,
    title: text.title,
    body: text.body,
    createdAt: now.toISOString(),
    read: false,
    orderSummary: orderSummaryLine(order),
  };
}
