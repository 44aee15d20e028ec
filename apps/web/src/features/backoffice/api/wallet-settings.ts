import type { WalletSettings } from '@goldline/contract/admin-wallet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorApi } from './operator-api';

export const walletSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'settings'],
    queryFn: ({ signal }) => operatorApi.get<WalletSettings>('/admin/wallet/settings', undefined, signal),
  });

export const useWalletSettings = () => useQuery(walletSettingsQueryOptions());

export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<WalletSettings>) => operatorApi.put<unknown>('/admin/wallet/settings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'settings'] }),
  });
}
