import type { OutboxMessage } from '@goldline/contract/dev-outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Development outbox (docs/decisions/004-dev-outbox.md): polled so a new SMS code shows up quickly. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => api.get<{ messages: OutboxMessage[] }>('/wps/dev/outbox', { signal }),
    refetchInterval: 3000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
