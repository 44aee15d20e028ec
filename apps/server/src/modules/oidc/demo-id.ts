import { oidcRoutes } from '@goldline/contract/api/oidc.routes';
import type { Config, OidcProviderConfig } from '../../config.ts';
import { newToken } from '../../lib/crypto.ts';
import type { DemoClient } from './demo-identity-provider.ts';

/** Where the dev tools serve the Demo ID provider (decision 111). */
export const DEMO_ID_PATH = '/wps/dev/oidc';

export interface DemoIdSetup {
  /** Our server as a client of the Demo ID provider. */
  provider: OidcProviderConfig;
  /** The Demo ID provider's view of our server. */
  client: DemoClient;
  issuer: string;
}

/**
 * The demo's own sign-in provider, with the dev tools only (demo data, loopback clients). It lives at
 * 127.0.0.1 on the server's own port: the server reaches it there for discovery and tokens, and the
 * browser on this machine for the sign-in page. None without a fixed port (a test app on port 0).
 */
export function demoIdSetup(config: Config): DemoIdSetup | null {
  if (!config.devTools || config.port === 0) return null;
  const issuer = `http://127.0.0.1:${config.port}${DEMO_ID_PATH}`;
  const callback = oidcRoutes.callback.path.replace(':provider', 'demo');
  const origins = [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  if (config.oidc.publicUrl) origins.push(new URL(config.oidc.publicUrl).origin);
  const client: DemoClient = {
    clientId: 'goldline-demo',
    clientSecret: newToken(),
    redirectUris: origins.map((o) => `${o}${callback}`),
  };
  return {
    issuer,
    client,
    provider: {
      id: 'demo',
      kind: 'oidc',
      issuer,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      scope: 'openid email profile',
      allowHttp: true,
    },
  };
}
