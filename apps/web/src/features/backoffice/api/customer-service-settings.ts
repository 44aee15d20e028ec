import { adminRoutes } from '@goldline/contract/api/admin.routes';
import type { CustomerService } from '@goldline/contract/system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** The site's system settings (GET /admin/system/settings); this screen reads its customer-service list. */
const systemSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'system-settings'],
    queryFn: ({ signal }) => operatorCall(adminRoutes.settings, { signal }),
  });

export const useCustomerServiceEntries = () =>
  useQuery({ ...systemSettingsQueryOptions(), select: (settings) => settings.customerService });

/** Replaces the whole list; the members' site sees it within the settings cache's second. */
export function useSaveCustomerServiceEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerService: CustomerService[]) =>
      operatorCall(adminRoutes.updateSettings, { body: { customerService } }),
    onSuccess: (settings) => queryClient.setQueryData(systemSettingsQueryOptions().queryKey, settings),
  });
}
