/**
 * The customer's inbox: GET /api/messages (the business's messages about the customer's orders,
 * newest first) and PUT /api/messages/{messageId}/read.
 */
import type { Message } from '@functions/orders/contract/order';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const messagesSchema = () => import('@functions/orders/contract/order').then((m) => m.messagesSchema);

export async function getMessages({ signal }: { signal?: AbortSignal } = {}): Promise<Message[]> {
  const messages = await apiRequest('/messages', { schema: messagesSchema, signal });
  return messages.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** 204; 404 when it is not the customer's. */
export async function putMessageRead(messageId: string): Promise<void> {
  await apiRequest(`/messages/${encodeURIComponent(messageId)}/read`, { method: 'PUT' });
}

export const messageQueries = {
  all: () => privateKeyRoots.messages,
  list: () => queryOptions({ queryKey: [...messageQueries.all(), 'list'] as const, queryFn: ({ signal }) => getMessages({ signal }) }),
};

export function useMessages() {
  return useQuery(messageQueries.list());
}

/** Marks a message read: the list shows it read at once and is read again from the server afterwards. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  const listKey = messageQueries.list().queryKey;
  return useMutation({
    mutationFn: putMessageRead,
    onMutate: async (messageId) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (messages) => messages?.map((message) => (message.messageId === messageId ? { ...message, read: true } : message)));
      return { before };
    },
    onError: (_error, _messageId, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}
