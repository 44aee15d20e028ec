import { systemRoutes } from '@goldline/contract/api/system.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['help', lang],
    queryFn: ({ signal }) => call(systemRoutes.helpCenter, { query: { lang, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = (lang: string) => useQuery(helpCenterQueryOptions(lang));
