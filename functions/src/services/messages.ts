/** The signed-in customer's messages about their orders (the inbox of /account/messages). */
import { messagePathSchema, type Message } from '../contracts/order.ts';
import { listMessages, markMessageRead } from '../data/message.ts';
import { notFound } from '../domain/errors.ts';

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
