import { oidcRoutes } from '@goldline/contract/api/oidc.routes';
import { responsibleGamingRoutes } from '@goldline/contract/api/responsible-gaming.routes';
import type { OidcProvider } from '@goldline/contract/oidc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office, members & safety (decision 114): responsible-gaming lookup and sign-in provider switches. */
export const useExcludedMembers = (page: number) =>
  useQuery({
    queryKey: ['backoffice', 'rg', 'exclusions', page],
    queryFn: ({ signal }) =>
      operatorCall(responsibleGamingRoutes.adminExclusions, { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFindRgMember = () =>
  useMutation({
    mutationFn: (username: string) =>
      operatorCall(responsibleGamingRoutes.adminFindMember, { query: { username } }),
  });

export const useRgMemberView = (memberId: string | null) =>
  useQuery({
    queryKey: ['backoffice', 'rg', 'member', memberId],
    queryFn: ({ signal }) =>
      operatorCall(responsibleGamingRoutes.adminView, { params: { memberId: memberId ?? '' }, signal }),
    enabled: memberId !== null,
  });

export const useOidcProviderSettings = () =>
  useQuery({
    queryKey: ['backoffice', 'oidc-providers'],
    queryFn: ({ signal }) => operatorCall(oidcRoutes.settings, { signal }),
  });

export function useSaveOidcProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, enabled }: { provider: OidcProvider; enabled: boolean }) =>
      operatorCall(oidcRoutes.updateSetting, { params: { provider }, body: { enabled } }),
    onSuccess: (data) => queryClient.setQueryData(['backoffice', 'oidc-providers'], data),
  });
}
