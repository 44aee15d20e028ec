import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The client our server is at the demo provider; its secret is made per process and never leaves it. */
export interface DemoClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export type DemoIdentityHandler = (req: IncomingMessage, res: ServerResponse) => void;

const NAME_MAX = 40;

/**
 * "Demo ID": a real OpenID Connect provider (oidc-provider, the certified library) that stands in
 * for Google or Facebook where no network account may be used: the demo's dev tools serve it on
 * this machine, and the integration tests start one on a random port (decision 111). Its one page
 * asks for a display name; each name is its own account (subject `demo-<name>`), verified e-mail
 * `<name>@demo-id.test`. Grants, codes and keys live in this process's memory only.
 */
export async function createDemoIdentityProvider(opts: {
  issuer: string;
  client: DemoClient;
}): Promise<DemoIdentityHandler> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'demo-id' };
  const basePath = new URL(opts.issuer).pathname.replace(/\/$/, '');
  const profiles = new Map<string, { name: string }>();

  const provider = new Provider(opts.issuer, {
    clients: [
      {
        client_id: opts.client.clientId,
        client_secret: opts.client.clientSecret,
        redirect_uris: opts.client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // A sign-in takes minutes; nothing here outlives the demo's own session (seconds are the unit).
    ttl: {
      Interaction: 600,
      Session: 3_600,
      Grant: 3_600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    // Our server is the only client: the member's "yes" is the sign-in itself, no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const handle = sub.replace(/^demo-/, '');
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: profiles.get(sub)?.name ?? handle,
          email: `${handle}@demo-id.test`,
          email_verified: true,
        }),
      };
    },
  });
  const oidcHandler = provider.callback();

  /** GET shows the sign-in page; POST finishes the interaction as the named account. */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'POST') {
      const form = new URLSearchParams(await text(req));
      const name = (form.get('name') ?? '').trim().slice(0, NAME_MAX) || 'Demo Player';
      const handle =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.|\.$/g, '') || 'player';
      const accountId = `demo-${handle}`;
      profiles.set(accountId, { name });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(signInPage(`${basePath}/interaction/${uid}`));
  }

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const match = /^\/interaction\/([\w-]+)$/.exec(path);
    if (!match?.[1]) return oidcHandler(req, res);
    interaction(req, res, match[1]).catch(() => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('This sign-in has expired. Go back to the site and start again.');
    });
  };
}

/**
 * The provider's own page (it stands for Google's or Facebook's, so it is not the site's and is not
 * translated): one field and one button, no script, styles in attributes only.
 */
function signInPage(action: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo ID: sign in</title></head>
<body style="font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#14213d">
<main>
<h1 style="font-size:1.5rem">Demo ID</h1>
<p>A stand-in for Google or Facebook that runs on this machine: nothing leaves it. Each name is its own account.</p>
<form method="post" action="${action}">
<label for="name" style="display:block;font-weight:600;margin-bottom:.25rem">Name</label>
<input id="name" name="name" value="Demo Player" maxlength="${NAME_MAX}" autocomplete="name" required style="width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box">
<button type="submit" style="margin-top:1rem;width:100%;min-height:44px;font-size:1rem;background:#14213d;color:#fff;border:0;border-radius:6px">Continue</button>
</form>
</main></body></html>`;
}
