import { type Kysely, sql } from 'kysely';

/** Sign-in with Google, Facebook (and the demo's Demo ID) through OpenID Connect / OAuth 2 (issue 17, decision 111). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Which member an identity provider's account is. (provider, subject) is the identity: the
    -- subject is the provider's stable account id, never the e-mail, which can change hands.
    CREATE TABLE oidc_links (
      provider text NOT NULL,
      subject text NOT NULL,
      member_id bigint NOT NULL REFERENCES members(id),
      email text,
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, subject),
      UNIQUE (member_id, provider)
    );

    -- One sign-in or link attempt, from the redirect to the provider until the web trades the
    -- one-time hand-off code for a session. Only hashes of the state, the browser cookie and the
    -- hand-off code are kept; the PKCE verifier and nonce are useless without the provider's code.
    CREATE TABLE oidc_flows (
      state_hash text PRIMARY KEY,
      provider text NOT NULL,
      browser_hash text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      redirect_uri text NOT NULL,
      link_member_id bigint REFERENCES members(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      called_back_at timestamptz,
      handoff_hash text UNIQUE,
      signed_in_member_id bigint REFERENCES members(id),
      exchanged_at timestamptz
    );
    CREATE INDEX oidc_flows_expires ON oidc_flows (expires_at);

    -- The operator's switch per provider. The client id and secret come from the environment
    -- (never the database or the web bundle); a provider without them stays hidden whatever this says.
    CREATE TABLE oidc_provider_settings (
      provider text PRIMARY KEY,
      enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE oidc_provider_settings; DROP TABLE oidc_flows; DROP TABLE oidc_links;`.execute(db);
}
