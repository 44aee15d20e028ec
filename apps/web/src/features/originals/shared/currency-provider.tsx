import type { SystemStatus } from '@goldline/contract/system';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../../lib/api-client';
import { CurrencyContext, useCurrency } from '../../../lib/currency-context';

/**
 * The site currency for the game screens. Routes normally provide it (member centre, back office);
 * where the page around a game does not, it comes from /wps/system/status, read under the system
 * feature's own query key so the answer already cached for the status gate is reused, not refetched.
 */
export function GameCurrency({ children }: { children: ReactNode }) {
  const provided = useCurrency();
  const status = useQuery({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => api.get<SystemStatus>('/wps/system/status', { signal }),
    staleTime: 30_000,
    enabled: provided.currency === '',
  });
  if (provided.currency !== '' || !status.data) return children;
  return <CurrencyContext.Provider value={status.data.currency}>{children}</CurrencyContext.Provider>;
}
