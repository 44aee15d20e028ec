import type { OidcProvider } from '@goldline/contract/oidc';
import type { Executor } from '../../db/database.ts';

export interface OidcLink {
  provider: OidcProvider;
  subject: string;
  memberId: string;
  email: string | null;
  linkedAt: Date;
}

/** A sign-in or link attempt between the redirect to the provider and the callback. */
export interface OidcFlow {
  provider: OidcProvider;
  browserHash: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** Set when a logged-in member is linking a provider; null for a sign-in. */
  linkMemberId: string | null;
}

/** The only SQL over oidc_links, oidc_flows and oidc_provider_settings (migration 0035). */
export const oidcRepository = {
  async findLink(db: Executor, provider: OidcProvider, subject: string): Promise<OidcLink | null> {
    const r = await db
      .selectFrom('oidc_links')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return r
      ? {
          provider: r.provider as OidcProvider,
          subject: r.subject,
          memberId: r.member_id,
          email: r.email,
          linkedAt: r.linked_at,
        }
      : null;
  },

  async linksOf(db: Executor, memberId: string, opts: { lock?: boolean } = {}): Promise<OidcLink[]> {
    const query = db
      .selectFrom('oidc_links')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('linked_at');
    const rows = await (opts.lock ? query.forUpdate() : query).execute();
    return rows.map((r) => ({
      provider: r.provider as OidcProvider,
      subject: r.subject,
      memberId: r.member_id,
      email: r.email,
      linkedAt: r.linked_at,
    }));
  },

  /** False when the member already has an account of this provider linked, or the account is someone's. */
  async insertLink(
    db: Executor,
    l: { provider: OidcProvider; subject: string; memberId: string; email: string | null; at: Date },
  ): Promise<boolean> {
    const r = await db
      .insertInto('oidc_links')
      .values({
        provider: l.provider,
        subject: l.subject,
        member_id: l.memberId,
        email: l.email,
        linked_at: l.at,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  async deleteLink(db: Executor, memberId: string, provider: OidcProvider): Promise<boolean> {
    const r = await db
      .deleteFrom('oidc_links')
      .where('member_id', '=', memberId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  },

  async insertFlow(db: Executor, stateHash: string, f: OidcFlow, at: Date, expiresAt: Date): Promise<void> {
    await db
      .insertInto('oidc_flows')
      .values({
        state_hash: stateHash,
        provider: f.provider,
        browser_hash: f.browserHash,
        code_verifier: f.codeVerifier,
        nonce: f.nonce,
        redirect_uri: f.redirectUri,
        link_member_id: f.linkMemberId,
        created_at: at,
        expires_at: expiresAt,
      })
      .execute();
  },

  /**
   * Marks the attempt called back and returns it, once: a second callback with the same state (a
   * replay, or a double click) finds nothing.
   */
  async takeFlow(
    db: Executor,
    stateHash: string,
    provider: OidcProvider,
    at: Date,
  ): Promise<OidcFlow | null> {
    const r = await db
      .updateTable('oidc_flows')
      .set({ called_back_at: at })
      .where('state_hash', '=', stateHash)
      .where('provider', '=', provider)
      .where('called_back_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['provider', 'browser_hash', 'code_verifier', 'nonce', 'redirect_uri', 'link_member_id'])
      .executeTakeFirst();
    return r
      ? {
          provider: r.provider as OidcProvider,
          browserHash: r.browser_hash,
          codeVerifier: r.code_verifier,
          nonce: r.nonce,
          redirectUri: r.redirect_uri,
          linkMemberId: r.link_member_id,
        }
      : null;
  },

  async setHandoff(
    db: Executor,
    stateHash: string,
    h: { handoffHash: string; memberId: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .updateTable('oidc_flows')
      .set({ handoff_hash: h.handoffHash, signed_in_member_id: h.memberId, expires_at: h.expiresAt })
      .where('state_hash', '=', stateHash)
      .execute();
  },

  /** The signed-in member of a hand-off code, once (single use, before it expires). */
  async takeHandoff(db: Executor, handoffHash: string, at: Date): Promise<string | null> {
    const r = await db
      .updateTable('oidc_flows')
      .set({ exchanged_at: at })
      .where('handoff_hash', '=', handoffHash)
      .where('exchanged_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('signed_in_member_id')
      .executeTakeFirst();
    return r?.signed_in_member_id ?? null;
  },

  async deleteFlowsBefore(db: Executor, before: Date): Promise<number> {
    const r = await db.deleteFrom('oidc_flows').where('expires_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /** The operator's switches; a provider without a row is on (its credentials are the opt-in). */
  async settings(db: Executor): Promise<Map<OidcProvider, boolean>> {
    const rows = await db.selectFrom('oidc_provider_settings').select(['provider', 'enabled']).execute();
    return new Map(rows.map((r) => [r.provider as OidcProvider, r.enabled]));
  },

  async setEnabled(db: Executor, provider: OidcProvider, enabled: boolean, at: Date): Promise<void> {
    await db
      .insertInto('oidc_provider_settings')
      .values({ provider, enabled, updated_at: at })
      .onConflict((oc) => oc.column('provider').doUpdateSet({ enabled, updated_at: at }))
      .execute();
  },
};
