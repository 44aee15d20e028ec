import { messagesRoutes } from '@goldline/contract/api/messages.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const markMessageRead = (id: string) => call(messagesRoutes.markRead, { params: { id } });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
