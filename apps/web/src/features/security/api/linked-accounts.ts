import { oidcRoutes } from '@goldline/contract/api/oidc.routes';
import type { OidcProvider } from '@goldline/contract/oidc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const LINKED_ACCOUNTS_KEY = ['security', 'oidc-links'] as const;

export const linkedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: LINKED_ACCOUNTS_KEY,
    queryFn: ({ signal }) => call(oidcRoutes.links, { signal }),
  });
export const useLinkedAccounts = () => useQuery(linkedAccountsQueryOptions());

/** Starts linking: the answer names the provider page the browser goes to (and sets its cookie). */
export const startLinking = (provider: OidcProvider) => call(oidcRoutes.link, { params: { provider } });
export const unlinkProvider = (provider: OidcProvider) => call(oidcRoutes.unlink, { params: { provider } });
