import type { HelpCenter } from '@goldline/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['help', lang],
    queryFn: ({ signal }) =>
      api.get<HelpCenter>('/wps/system/helpCenter', { query: { lang, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = (lang: string) => useQuery(helpCenterQueryOptions(lang));
