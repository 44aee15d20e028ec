import { type Kysely, sql } from 'kysely';

/**
 * The game wallet (issue "Games platform"; decision 051; reference reliability-and-security 2.2):
 * one row per round of any vendor (in-house included) and one per wallet call, keyed by the
 * vendor's transaction id. The money itself moves only in the ledger; these tables are the game's
 * view of it (betting record, winner board, reconciliation) and the vendors' idempotency store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE game_rounds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      vendor_code text NOT NULL REFERENCES game_vendors(code),
      round_id text NOT NULL,
      member_id bigint NOT NULL REFERENCES members(id),
      game_code text NOT NULL,
      -- Copied from games at creation (the betting record filters on it); null for an unknown game code.
      game_type text,
      currency char(3) NOT NULL,
      -- Trial members play with play money, everyone else with cash.
      account_kind text NOT NULL CHECK (account_kind IN ('cash', 'play')),
      stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
      payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
      refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'REFUNDED')),
      -- A win arrived without (or before) its bet: paid, and left for an operator to reconcile.
      needs_reconcile boolean NOT NULL DEFAULT false,
      -- In-house games: what the recall page needs (params, nonce, seed hash, steps).
      detail jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      UNIQUE (vendor_code, member_id, round_id),
      CHECK ((status = 'OPEN') = (settled_at IS NULL))
    );
    CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC);
    CREATE INDEX game_rounds_winners ON game_rounds (status, account_kind, payout DESC, settled_at);
    CREATE INDEX game_rounds_reconcile ON game_rounds (vendor_code, id) WHERE needs_reconcile;

    -- Every wallet call that changed something (or was refused for good: a tombstone), with its answer.
    CREATE TABLE game_wallet_txs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      vendor_code text NOT NULL REFERENCES game_vendors(code),
      -- The vendor's id; for a TOMBSTONE the id of the bet that was rolled back before it arrived.
      tx_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE', 'SETTLE')),
      round_row_id bigint REFERENCES game_rounds(id),
      member_id bigint NOT NULL REFERENCES members(id),
      amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
      -- ROLLBACK: the bet it cancels; WIN: the bet it pays, when the vendor says.
      reference_tx_id text,
      -- Same id + same hash -> the stored answer; same id + other hash -> TRANSACTION_MISMATCH.
      request_hash text NOT NULL,
      answer jsonb NOT NULL,
      ledger_tx_id bigint REFERENCES ledger_transactions(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (vendor_code, tx_id),
      -- Only a call about a bet we never saw has no round.
      CHECK (round_row_id IS NOT NULL OR kind IN ('TOMBSTONE', 'ROLLBACK'))
    );
    CREATE INDEX game_wallet_txs_round ON game_wallet_txs (round_row_id, id);
    CREATE INDEX game_wallet_txs_rollbacks ON game_wallet_txs (vendor_code, reference_tx_id)
      WHERE kind = 'ROLLBACK';

    -- Transfer-mode vendors: the member's money at the vendor is a member account of its own, kind
    -- 'cash' (it moves to and from the main cash wallet, so one money kind) tagged with the vendor.
    -- The main wallet stays the one account per (member, kind, currency) without a vendor.
    ALTER TABLE ledger_accounts
      ADD COLUMN vendor_code text REFERENCES game_vendors(code),
      ADD CONSTRAINT ledger_accounts_vendor_wallet CHECK (vendor_code IS NULL OR (member_id IS NOT NULL AND kind = 'cash')),
      DROP CONSTRAINT ledger_accounts_member_id_kind_currency_key;
    CREATE UNIQUE INDEX ledger_accounts_main ON ledger_accounts (member_id, kind, currency) WHERE vendor_code IS NULL;
    CREATE UNIQUE INDEX ledger_accounts_vendor_wallet ON ledger_accounts (member_id, vendor_code, currency)
      WHERE vendor_code IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX ledger_accounts_vendor_wallet, ledger_accounts_main;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_vendor_wallet, DROP COLUMN vendor_code,
      ADD CONSTRAINT ledger_accounts_member_id_kind_currency_key UNIQUE (member_id, kind, currency);
    DROP TABLE game_wallet_txs, game_rounds;
  `.execute(db);
}
