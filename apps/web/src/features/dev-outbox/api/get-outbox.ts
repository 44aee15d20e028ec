import { messagesRoutes } from '@goldline/contract/api/messages.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Development outbox (docs/decisions/004-dev-outbox.md): polled so a new SMS code shows up quickly. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => call(messagesRoutes.devOutbox, { signal }),
    refetchInterval: 3000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
