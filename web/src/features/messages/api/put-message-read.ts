/**
 * PUT /api/messages/{messageId}/read (204; 404 when it is not the customer's): marks a message read.
 * The list shows it read at once and is read again from the server afterwards.
 */
import type { Message } from '@contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './get-messages.ts';

export async function putMessageRead(messageId: string): Promise<void> {
  await apiRequest(`/messages/${encodeURIComponent(messageId)}/read`, { method: 'PUT' });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMessageRead,
    onMutate: async (messageId) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.all() });
      const before = queryClient.getQueryData<Message[]>(messageKeys.all());
      queryClient.setQueryData<Message[]>(messageKeys.all(), (messages) =>
        messages?.map((message) => (message.messageId === messageId ? { ...message, read: true } : message)),
      );
      return { before };
    },
    onError: (_error, _messageId, context) => {
      if (context?.before) queryClient.setQueryData(messageKeys.all(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all() }),
  });
}
