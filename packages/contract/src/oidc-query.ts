/**
 * The query of the page a provider sign-in lands on (decision 111): `oidc` carries the one-time
 * hand-off code, `oidcError` an error code, `oidcLinked` the provider just linked. Its own file, free
 * of zod and of the routes, because the web's first page reads it.
 */
export const OIDC_QUERY = { code: 'oidc', error: 'oidcError', linked: 'oidcLinked' } as const;
