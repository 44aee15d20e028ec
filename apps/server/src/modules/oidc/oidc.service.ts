import type { OidcLinks, OidcProvider, OidcProviderSettings } from '@goldline/contract/oidc';
import type { LoginResponse } from '@goldline/contract/session';
import * as client from 'openid-client';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import { newToken, sha256Hex } from '../../lib/crypto.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { ProviderSignUp } from '../member/provider-sign-up.service.ts';
import { oidcRepository as repo } from './oidc.repository.ts';
import type { ProviderClient } from './provider-clients.ts';

/** From the redirect to the provider to its callback: long enough to type a password and a code. */
const FLOW_TTL_MS = 10 * 60_000;
/** From the callback to the web trading the hand-off code: one page load. */
const HANDOFF_TTL_MS = 2 * 60_000;
/** Finished or abandoned attempts are kept this long after they expire (cleanup job). */
const FLOW_KEEP_MS = 24 * 3_600_000;

/** What the callback tells the browser: a code to trade for a session, or the provider just linked. */
export type CallbackOutcome =
  | { kind: 'signedIn'; handoff: string }
  | { kind: 'linked'; provider: OidcProvider };

export type OidcService = ReturnType<typeof createOidcService>;

/**
 * One-click sign-in with Google, Facebook or the demo's Demo ID (issue 17, decision 111): the
 * authorization-code flow with PKCE, state and nonce (openid-client), the (provider, subject) ->
 * member links, sign-up on a first sign-in, and the operator's switch per provider.
 */
export function createOidcService(deps: {
  db: Db;
  /** The configured providers (client id and secret present); the operator's switch comes on top. */
  clients: ProviderClient[];
  members: MemberRecords;
  signUp: ProviderSignUp;
  /** The session module's sign-in: portal checks, second step, session (decision 103). */
  sessions: { loginWithProvider(memberId: string, meta: ClientMeta): Promise<LoginResponse> };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const byId = new Map(deps.clients.map((c) => [c.id, c]));

  async function enabledProviders(): Promise<OidcProvider[]> {
    const switches = await repo.settings(db);
    return deps.clients.map((c) => c.id).filter((id) => switches.get(id) !== false);
  }

  async function usable(provider: OidcProvider): Promise<ProviderClient> {
    const c = byId.get(provider);
    if (!c || !(await enabledProviders()).includes(provider)) throw new AppError('OIDC_PROVIDER_UNAVAILABLE');
    return c;
  }

  /** The member a provider account signs in to; a first sign-in makes the member and the link together. */
  async function memberFor(
    provider: OidcProvider,
    who: { subject: string; email: string | null; name: string | null },
    ip: string,
  ): Promise<string> {
    const link = await repo.findLink(db, provider, who.subject);
    if (link) return link.memberId;
    return db.transaction().execute(async (trx) => {
      const memberId = await deps.signUp.register(trx, {
        usernameHint: who.email?.split('@')[0] ?? who.name ?? provider,
        email: who.email,
        ip,
      });
      // Two first sign-ins racing: the loser's insert finds the link taken and rolls back its member.
      const linked = await repo.insertLink(trx, {
        provider,
        subject: who.subject,
        memberId,
        email: who.email,
        at: now(),
      });
      if (!linked) throw new AppError('OIDC_SIGN_IN_FAILED');
      return memberId;
    });
  }

  /** A provider account proven by the member (or given by the demo seed) becomes one of its ways in. */
  async function linkIdentity(
    memberId: string,
    provider: OidcProvider,
    who: { subject: string; email: string | null },
  ): Promise<void> {
    const linked = await repo.insertLink(db, {
      provider,
      subject: who.subject,
      memberId,
      email: who.email,
      at: now(),
    });
    if (linked) return;
    // Linking the same account again is done already; anything else is someone else's link.
    const holder = await repo.findLink(db, provider, who.subject);
    if (holder?.memberId !== memberId) throw new AppError('OIDC_ALREADY_LINKED');
  }

  /** The back office: which providers the server has credentials for, and the operator's switch. */
  async function settings(): Promise<OidcProviderSettings> {
    const switches = await repo.settings(db);
    return {
      rows: (['google', 'facebook'] as const).map((provider) => ({
        provider,
        configured: byId.has(provider),
        enabled: switches.get(provider) !== false,
      })),
    };
  }

  return {
    /** GET /wps/auth/oidc/providers: what the login and register popups show buttons for. */
    providers: async () => ({ providers: await enabledProviders() }),

    /**
     * The redirect to the provider. `browserSecret` goes into an http-only cookie: the callback must
     * come back to the browser that started, so a link from someone else can't sign this browser in
     * to their account (login CSRF). A logged-in member linking a provider passes `linkMemberId`.
     */
    async begin(
      provider: OidcProvider,
      p: { redirectUri: string; linkMemberId?: string },
    ): Promise<{ authorizationUrl: string; browserSecret: string }> {
      const c = await usable(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const browserSecret = newToken();
      const url = await c.authorizationUrl({
        redirectUri: p.redirectUri,
        state,
        nonce,
        codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      });
      const at = now();
      await repo.insertFlow(
        db,
        sha256Hex(state),
        {
          provider,
          browserHash: sha256Hex(browserSecret),
          codeVerifier,
          nonce,
          redirectUri: p.redirectUri,
          linkMemberId: p.linkMemberId ?? null,
        },
        at,
        new Date(at.getTime() + FLOW_TTL_MS),
      );
      return { authorizationUrl: url.href, browserSecret };
    },

    /**
     * The provider's redirect back: the state names the attempt (once), the cookie must be the one
     * the attempt set, and openid-client checks the code with the PKCE verifier, the ID token's
     * signature, issuer, audience and nonce. Any failure is OIDC_SIGN_IN_FAILED, whatever the cause.
     */
    async complete(
      provider: OidcProvider,
      callbackUrl: URL,
      browserSecret: string | undefined,
      meta: ClientMeta,
    ): Promise<CallbackOutcome> {
      const c = await usable(provider);
      const state = callbackUrl.searchParams.get('state');
      if (!state || !browserSecret) throw new AppError('OIDC_SIGN_IN_FAILED');
      const flow = await repo.takeFlow(db, sha256Hex(state), provider, now());
      if (!flow || flow.browserHash !== sha256Hex(browserSecret)) throw new AppError('OIDC_SIGN_IN_FAILED');
      // The token request must name the redirect_uri the attempt was started with.
      const answered = new URL(flow.redirectUri);
      answered.search = callbackUrl.search;
      const who = await c
        .identity(answered, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier })
        .catch(() => {
          throw new AppError('OIDC_SIGN_IN_FAILED');
        });
      if (flow.linkMemberId) {
        await linkIdentity(flow.linkMemberId, provider, who);
        return { kind: 'linked', provider };
      }
      const memberId = await memberFor(provider, who, meta.ip);
      const handoff = newToken();
      await repo.setHandoff(db, sha256Hex(state), {
        handoffHash: sha256Hex(handoff),
        memberId,
        expiresAt: new Date(now().getTime() + HANDOFF_TTL_MS),
      });
      return { kind: 'signedIn', handoff };
    },

    /** POST /wps/auth/oidc/exchange: the hand-off code, once, for the login answer of a password login. */
    async exchange(code: string, meta: ClientMeta): Promise<LoginResponse> {
      const memberId = await repo.takeHandoff(db, sha256Hex(code), now());
      if (!memberId) throw new AppError('OIDC_SIGN_IN_FAILED');
      return deps.sessions.loginWithProvider(memberId, meta);
    },

    async links(memberId: string): Promise<OidcLinks> {
      const [rows, available, member] = await Promise.all([
        repo.linksOf(db, memberId),
        enabledProviders(),
        deps.members.findById(memberId),
      ]);
      return {
        rows: rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.linkedAt.toISOString() })),
        available,
        hasPassword: Boolean(member?.passwordHash),
      };
    },

    /** Unlinking is refused when it would leave the member no way in: no password and no other link. */
    async unlink(memberId: string, provider: OidcProvider): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The member's links locked: two unlinks at once can't both count the other as the way left.
        const links = await repo.linksOf(trx, memberId, { lock: true });
        const member = await deps.members.findById(memberId, trx);
        if (!links.some((l) => l.provider === provider)) throw new AppError('NOT_FOUND');
        if (!member?.passwordHash && links.length === 1) throw new AppError('OIDC_LAST_SIGN_IN');
        await repo.deleteLink(trx, memberId, provider);
      });
    },

    linkIdentity,
    settings,

    async setEnabled(provider: OidcProvider, enabled: boolean): Promise<OidcProviderSettings> {
      await repo.setEnabled(db, provider, enabled, now());
      return settings();
    },

    /** Cleanup job: attempts a day past their expiry are of no use. */
    deleteOld: (at: Date) => repo.deleteFlowsBefore(db, new Date(at.getTime() - FLOW_KEEP_MS)),
  };
}
