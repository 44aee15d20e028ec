import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';

/** How long the server waits for a provider's discovery, token or profile answer. */
const PROVIDER_TIMEOUT_S = 10;

/** Who the provider says signed in: its stable account id and what it tells about the person. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export interface ProviderClient {
  id: OidcProviderConfig['id'];
  authorizationUrl(p: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<URL>;
  /** Trades the code in `callbackUrl` for the identity; throws when state, nonce, PKCE or a token fails. */
  identity(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity>;
}

/**
 * openid-client 6 over one configured provider. The discovery (or the given endpoints) is built on
 * first use and kept for the process: a rebuildable cache, dropped when building it failed.
 */
export function createProviderClient(p: OidcProviderConfig): ProviderClient {
  let configuration: Promise<client.Configuration> | null = null;
  const insecure = p.allowHttp ? [client.allowInsecureRequests] : [];

  function build(): Promise<client.Configuration> {
    if (p.kind === 'oidc') {
      return client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
        execute: insecure,
        timeout: PROVIDER_TIMEOUT_S,
      });
    }
    const config = new client.Configuration(
      {
        issuer: new URL(p.authorizationEndpoint).origin,
        authorization_endpoint: p.authorizationEndpoint,
        token_endpoint: p.tokenEndpoint,
      },
      p.clientId,
      p.clientSecret,
    );
    config.timeout = PROVIDER_TIMEOUT_S;
    for (const allow of insecure) allow(config);
    return Promise.resolve(config);
  }

  function configured(): Promise<client.Configuration> {
    configuration ??= build().catch((err: unknown) => {
      configuration = null;
      throw err;
    });
    return configuration;
  }

  return {
    id: p.id,
    async authorizationUrl(a) {
      return client.buildAuthorizationUrl(await configured(), {
        redirect_uri: a.redirectUri,
        scope: p.scope,
        state: a.state,
        code_challenge: a.codeChallenge,
        code_challenge_method: 'S256',
        // The nonce binds the ID token to this attempt; an OAuth 2 provider has no ID token to bind.
        ...(p.kind === 'oidc' ? { nonce: a.nonce } : {}),
      });
    },
    async identity(callbackUrl, checks) {
      const config = await configured();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(p.kind === 'oidc' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      // OAuth's own field names (snake_case) are renamed as they are read.
      const { access_token: accessToken } = tokens;
      if (p.kind === 'oidc') {
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        const { userinfo_endpoint: userinfoEndpoint } = config.serverMetadata();
        // A provider may keep the profile out of the ID token (OIDC Core 5.4): then ask its userinfo,
        // which must answer for the same subject.
        const claims =
          idToken.email === undefined && userinfoEndpoint
            ? await client.fetchUserInfo(config, accessToken, idToken.sub)
            : idToken;
        const { email_verified: emailVerified } = claims;
        // Only an address the provider vouches for is kept (an unverified one could be anyone's).
        const email = emailVerified === true && typeof claims.email === 'string' ? claims.email : null;
        return { subject: idToken.sub, email, name: typeof claims.name === 'string' ? claims.name : null };
      }
      const res = await client.fetchProtectedResource(config, accessToken, new URL(p.profileUrl), 'GET');
      if (!res.ok) throw new Error(`profile answered ${res.status}`);
      const profile = (await res.json()) as { id?: unknown; email?: unknown; name?: unknown };
      if (typeof profile.id !== 'string' || !profile.id) throw new Error('profile without id');
      // Facebook only returns an e-mail it has confirmed.
      return {
        subject: profile.id,
        email: typeof profile.email === 'string' ? profile.email : null,
        name: typeof profile.name === 'string' ? profile.name : null,
      };
    },
  };
}
