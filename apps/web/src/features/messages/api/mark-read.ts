import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const markMessageRead = (id: string) =>
  api.post<unknown>(`/wps/messages/${encodeURIComponent(id)}/read`, {});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
