import { messagesRoutes } from '@goldline/contract/api/messages.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const messagesQueryOptions = (page: number, unreadOnly: boolean, pageSize = 10) =>
  queryOptions({
    queryKey: ['messages', 'list', page, pageSize, unreadOnly],
    queryFn: ({ signal }) =>
      call(messagesRoutes.list, {
        query: { page, pageSize, unreadOnly: unreadOnly ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number, unreadOnly: boolean) =>
  useQuery(messagesQueryOptions(page, unreadOnly));
