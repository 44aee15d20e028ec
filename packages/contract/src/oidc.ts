import * as z from 'zod';

/**
 * One-click sign-in through an identity provider (issue 17, decision 111): Google and Facebook for
 * real operators; `demo` is the demo's own local "Demo ID" provider, present only with the dev tools.
 */
export const OidcProvider = z.enum(['google', 'facebook', 'demo']);
export type OidcProvider = z.infer<typeof OidcProvider>;

export const OidcProviderParams = z.object({ provider: OidcProvider });

/** GET /wps/auth/oidc/providers: the providers a visitor may sign in with (configured and switched on). */
export const OidcProviders = z.object({ providers: z.array(OidcProvider) });
export type OidcProviders = z.infer<typeof OidcProviders>;

/** POST /wps/auth/oidc/exchange: the one-time code the callback handed the web, for a login answer. */
export const OidcExchangeRequest = z.object({ code: z.string().min(20).max(100) });
export type OidcExchangeRequest = z.input<typeof OidcExchangeRequest>;

/** POST /wps/member/security/oidc/:provider/link: where to send the browser to prove the provider account. */
export const OidcLinkStart = z.object({ url: z.string() });
export type OidcLinkStart = z.infer<typeof OidcLinkStart>;

/** GET /wps/member/security/oidc: the member's linked providers and those that could be linked. */
export const OidcLinks = z.object({
  rows: z.array(
    z.object({
      provider: OidcProvider,
      /** The provider account's e-mail when it gave one: lets the member tell accounts apart. */
      email: z.string().nullable(),
      linkedAt: z.string(),
    }),
  ),
  available: z.array(OidcProvider),
  /** False for an account made by a provider sign-in that never set a password. */
  hasPassword: z.boolean(),
});
export type OidcLinks = z.infer<typeof OidcLinks>;

/** The operator's switch per provider, and whether the server has its client id and secret. */
export const OidcProviderSettings = z.object({
  rows: z.array(z.object({ provider: OidcProvider, configured: z.boolean(), enabled: z.boolean() })),
});
export type OidcProviderSettings = z.infer<typeof OidcProviderSettings>;
export const OidcProviderSettingRequest = z.object({ enabled: z.boolean() });
export type OidcProviderSettingRequest = z.input<typeof OidcProviderSettingRequest>;
