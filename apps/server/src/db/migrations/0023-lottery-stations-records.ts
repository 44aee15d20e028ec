import { type Kysely, sql } from 'kysely';

/**
 * Lottery, after review (issue 15; docs/decisions/081, 082):
 * - lottery_issues.station: the South and Central sheets are drawn per province station, 2-4 a
 *   day (18 prizes each); each station of a day is its own issue (own result, bets, settlement).
 *   Null for every other game.
 * - lottery_tickets.game_type: the catalogue game type of the ticket (LOTT, or ELOTT for the fast
 *   Vietnamese e-lottery), copied at placement as game_rounds.game_type is, for the betting record.
 * - lottery_bet_records: the lottery module's read model for the member's betting record (the
 *   betting module reads this view, never the lottery tables): one row per bet with its ticket and
 *   issue.
 * - lottery_bets (member_id, placed_at, id): the betting record reads a member's bets by date range;
 *   fillfactor 45 so that a whole settlement is HOT (decision 082).
 * - The ledger's balance check (0002) ran once per inserted entry at commit, each time summing
 *   every entry of the transaction: a settlement paying 1,000 members (2,000 entries) summed
 *   2,000 x 2,000 rows. It now does the full sum once per transaction and statement of this
 *   database transaction: an entry whose next entry by id belongs to the same ledger transaction
 *   and was written by this same database transaction leaves the check to that later entry (whose
 *   own check runs at commit too, when every entry is in). The rule checked is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE lottery_issues ADD COLUMN station text;

    ALTER TABLE lottery_tickets ADD COLUMN game_type text NOT NULL DEFAULT 'LOTT'
      CHECK (game_type IN ('LOTT', 'ELOTT'));
    UPDATE lottery_tickets SET game_type = 'ELOTT' WHERE game_code IN ('VNF1', 'VNF5');

    -- A member's bets by time (my bets, the betting record) replace 0018's (member_id, id DESC).
    CREATE INDEX lottery_bets_member_placed ON lottery_bets (member_id, placed_at DESC, id DESC);
    DROP INDEX lottery_bets_member;
    -- Every settled bet is rewritten once while its old version is still live (one transaction):
    -- the new version fits on its page (a HOT update, no index entry) only while a page keeps at
    -- least as much room free as its rows use. At 70 (0019) 44 % of a 100,000-bet settlement was
    -- HOT and every other row went into each index of the table.
    ALTER TABLE lottery_bets SET (fillfactor = 45);

    CREATE VIEW lottery_bet_records AS
      SELECT b.id, b.member_id, b.ticket_id, b.issue_id, t.game_code, t.game_type, i.issue, i.station,
        t.bet_type, t.selection, t.units, t.unit_stake, b.chase_index, t.chase_length, b.stake, b.payout,
        b.status, b.placed_at, b.settled_at
      FROM lottery_bets b
      JOIN lottery_tickets t ON t.id = b.ticket_id
      JOIN lottery_issues i ON i.id = b.issue_id;

    CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      total numeric;
      kinds int;
      later record;
    BEGIN
      SELECT e.transaction_id, e.xmin::text AS writer INTO later
        FROM ledger_entries e WHERE e.id > NEW.id ORDER BY e.id LIMIT 1;
      IF FOUND AND later.transaction_id = NEW.transaction_id
        AND later.writer = (pg_current_xact_id()::xid)::text THEN
        RETURN NULL;
      END IF;
      SELECT coalesce(sum(e.amount), 0), count(DISTINCT (a.currency, a.kind)) INTO total, kinds
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %)', NEW.transaction_id, total
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_balanced';
      END IF;
      IF kinds > 1 THEN
        RAISE EXCEPTION 'ledger transaction % mixes currencies or play and real money', NEW.transaction_id
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_one_currency';
      END IF;
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      total numeric;
      kinds int;
    BEGIN
      SELECT coalesce(sum(e.amount), 0), count(DISTINCT (a.currency, a.kind)) INTO total, kinds
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %)', NEW.transaction_id, total
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_balanced';
      END IF;
      IF kinds > 1 THEN
        RAISE EXCEPTION 'ledger transaction % mixes currencies or play and real money', NEW.transaction_id
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_one_currency';
      END IF;
      RETURN NULL;
    END $$;
    DROP VIEW lottery_bet_records;
    ALTER TABLE lottery_bets SET (fillfactor = 70);
    CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);
    DROP INDEX lottery_bets_member_placed;
    ALTER TABLE lottery_tickets DROP COLUMN game_type;
    ALTER TABLE lottery_issues DROP COLUMN station;
  `.execute(db);
}
