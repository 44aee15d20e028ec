import { oidcRoutes } from '@goldline/contract/api/oidc.routes';
import type { OidcProvider } from '@goldline/contract/oidc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The providers the operator offers (configured and switched on); none means no buttons at all. */
export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'oidc-providers'],
    queryFn: ({ signal }) => call(oidcRoutes.providers, { signal }),
    staleTime: 5 * 60_000,
  });
export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());

/** A browser navigation, not a call: the server answers with a redirect to the provider. */
export const providerStartUrl = (provider: OidcProvider) =>
  oidcRoutes.start.path.replace(':provider', provider);

/** The one-time code the callback put in the address, for the login answer (encrypted by the route). */
export const exchangeProviderCode = (code: string) => call(oidcRoutes.exchange, { body: { code } });
