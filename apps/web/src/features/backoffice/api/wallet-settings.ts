import type { UpdateWalletSettings } from '@goldline/contract/admin-wallet';
import { adminWalletRoutes } from '@goldline/contract/api/admin-wallet.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

export const walletSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'settings'],
    queryFn: ({ signal }) => operatorCall(adminWalletRoutes.settings, { signal }),
  });

export const useWalletSettings = () => useQuery(walletSettingsQueryOptions());

export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWalletSettings) => operatorCall(adminWalletRoutes.updateSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'settings'] }),
  });
}
