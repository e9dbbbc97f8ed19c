/** GET /api/messages: the business's messages about the customer's orders, newest first. */
import type { Message } from '@contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const messageKeys = {
  all: () => ['messages'] as const,
};

const messagesSchema = () => import('@contracts/order').then((m) => m.messagesSchema);

export async function getMessages({ signal }: { signal?: AbortSignal } = {}): Promise<Message[]> {
  const messages = await apiRequest('/messages', { schema: messagesSchema, signal });
  return messages.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const messagesQuery = () => queryOptions({ queryKey: messageKeys.all(), queryFn: ({ signal }) => getMessages({ signal }) });

export function useMessages() {
  return useQuery(messagesQuery());
}
