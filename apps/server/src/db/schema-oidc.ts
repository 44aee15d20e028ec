import type { ColumnType } from 'kysely';

/** Kysely types of OIDC / OAuth sign-in (migration 0035; decision 111). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OidcLinksTable {
  provider: string;
  subject: string;
  member_id: Int8;
  email: string | null;
  linked_at: Timestamp;
}

export interface OidcFlowsTable {
  state_hash: string;
  provider: string;
  browser_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  link_member_id: NullableInt8;
  created_at: Timestamp;
  expires_at: Timestamp;
  called_back_at: NullableTimestamp;
  handoff_hash: string | null;
  signed_in_member_id: NullableInt8;
  exchanged_at: NullableTimestamp;
}

export interface OidcProviderSettingsTable {
  provider: string;
  enabled: boolean;
  updated_at: Timestamp;
}

export interface OidcTables {
  oidc_links: OidcLinksTable;
  oidc_flows: OidcFlowsTable;
  oidc_provider_settings: OidcProviderSettingsTable;
}
