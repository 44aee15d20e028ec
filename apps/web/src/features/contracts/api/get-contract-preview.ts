import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** "What would I have earned last period under these tiers", for an offered version. */
export const contractPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contracts', 'preview', id],
    queryFn: ({ signal }) => call(contractsRoutes.previewOf, { params: { id }, signal }),
    staleTime: 5 * 60_000,
  });

export const useContractPreview = (id: string) => useQuery(contractPreviewQueryOptions(id));
