import { type Kysely, sql } from 'kysely';
import * as m0012 from './0012-ledger-move-function.ts';

/**
 * `ledger_move` without its NOTIFY (issue 11; docs/decisions/074-money-path-commits.md). A
 * transaction that has sent a NOTIFY takes one lock for the whole database at commit (PostgreSQL's
 * notification queue lock, wait event Lock:object) and keeps it until its commit record is flushed,
 * so every movement committed one at a time with its own WAL flush, and concurrent commits could
 * never share a flush. The ledger service now announces new outbox events after the commit
 * instead (coalesced per process, `ledgerRepository.announceOutbox`); the relay's safety poll
 * covers an announcement lost in a crash. Everything else is 0012's function unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_move(
      p_scope text, p_key text, p_hash text, p_kind text, p_memo text, p_ref_type text, p_ref_id text,
      -- the legs in order: account and signed amount
      p_accounts bigint[], p_amounts bigint[],
      -- the member accounts among them, in lock order (ascending id, no duplicates)
      p_locks bigint[],
      -- balance events: their decimal strings use these decimals for the site currency, 2 otherwise
      p_site_currency text, p_site_decimals int,
      -- extra outbox events written with the movement (messages...)
      p_ev_members bigint[], p_ev_types text[], p_ev_payloads jsonb[]
    ) RETURNS TABLE (transaction_id bigint, outcome text, request_hash text, response jsonb)
    LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      n_locked int;
      tx bigint;
      answer jsonb;
      -- per locked account: its net amount and its number of legs
      d_ids bigint[];
      d_deltas bigint[];
      d_legs int[];
    BEGIN
      SELECT count(*) INTO n_locked FROM (
        SELECT 1 FROM ledger_accounts WHERE id = ANY(p_locks) ORDER BY id FOR UPDATE) l;
      IF n_locked <> coalesce(cardinality(p_locks), 0) THEN
        RETURN QUERY SELECT NULL::bigint, 'missing'::text, NULL::text, NULL::jsonb;
        RETURN;
      END IF;

      -- Under the locks, each statement sees the latest committed balances (READ COMMITTED).
      SELECT array_agg(x.account_id), array_agg(x.delta), array_agg(x.legs) INTO d_ids, d_deltas, d_legs
        FROM (SELECT l.account_id, sum(l.amount)::bigint AS delta, count(*)::int AS legs
          FROM unnest(p_accounts, p_amounts) AS l(account_id, amount)
          WHERE l.account_id = ANY(p_locks) GROUP BY l.account_id) x;

      IF EXISTS (
        SELECT 1 FROM ledger_accounts a JOIN unnest(d_ids, d_deltas, d_legs) AS d(account_id, delta, legs) ON d.account_id = a.id
        WHERE NOT a.allow_negative AND a.balance + d.delta - a.held < 0
      ) THEN
        -- A refusal first looks for the key: a retry of a movement that went through gets its answer.
        RETURN QUERY SELECT t.id, 'replay'::text, t.request_hash, t.response
          FROM ledger_transactions t WHERE t.scope = p_scope AND t.idem_key = p_key;
        IF NOT FOUND THEN
          RETURN QUERY SELECT NULL::bigint, 'insufficient'::text, NULL::text, NULL::jsonb;
        END IF;
        RETURN;
      END IF;

      SELECT jsonb_build_object('balances', coalesce(jsonb_object_agg(a.id::text, (a.balance + d.delta)::text), '{}'::jsonb))
        INTO answer
        FROM ledger_accounts a JOIN unnest(d_ids, d_deltas, d_legs) AS d(account_id, delta, legs) ON d.account_id = a.id;

      INSERT INTO ledger_transactions (scope, idem_key, request_hash, kind, memo, reference_type, reference_id, response)
        VALUES (p_scope, p_key, p_hash, p_kind, p_memo, p_ref_type, p_ref_id, answer)
        ON CONFLICT (scope, idem_key) DO NOTHING
        RETURNING id INTO tx;
      IF tx IS NULL THEN
        -- A concurrent claim of this key committed first (we waited on the unique index): replay it.
        RETURN QUERY SELECT t.id, 'replay'::text, t.request_hash, t.response
          FROM ledger_transactions t WHERE t.scope = p_scope AND t.idem_key = p_key;
        RETURN;
      END IF;

      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        SELECT tx, l.account_id, l.amount,
          CASE WHEN m THEN a.balance + sum(l.amount) OVER w END,
          CASE WHEN m THEN a.version + count(*) OVER w END
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account_id, amount, n)
        CROSS JOIN LATERAL (SELECT l.account_id = ANY(p_locks) AS m) lm
        LEFT JOIN ledger_accounts a ON a.id = l.account_id AND lm.m
        WINDOW w AS (PARTITION BY l.account_id ORDER BY l.n)
        ORDER BY l.n;

      UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + d.legs
        FROM unnest(d_ids, d_deltas, d_legs) AS d(account_id, delta, legs) WHERE a.id = d.account_id;

      -- One balance event per member account (vendor_balance for a transfer-mode vendor's wallet),
      -- in id order, then the extra events in their order.
      INSERT INTO outbox_events (member_id, type, payload)
        SELECT member_id, type, payload FROM (
          SELECT 0 AS part, a.id AS n, a.member_id,
            CASE WHEN a.vendor_code IS NULL THEN 'balance' ELSE 'vendor_balance' END AS type,
            jsonb_build_object(
              'accountId', a.id::text, 'accountKind', a.kind, 'currency', trim(a.currency),
              'balance', ledger_amount_text(a.balance, dec.d),
              'available', ledger_amount_text(a.balance - a.held, dec.d),
              'transactionId', tx::text)
            || CASE WHEN a.vendor_code IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('vendor', a.vendor_code) END
              AS payload
          FROM ledger_accounts a
          CROSS JOIN LATERAL (SELECT CASE WHEN trim(a.currency) = p_site_currency THEN p_site_decimals ELSE 2 END AS d) dec
          WHERE a.id = ANY(p_locks)
          UNION ALL
          SELECT 1, e.n, e.member_id, e.type, e.payload
          FROM unnest(p_ev_members, p_ev_types, p_ev_payloads) WITH ORDINALITY AS e(member_id, type, payload, n)
        ) ev ORDER BY part, n;

      RETURN QUERY SELECT tx, 'ok'::text, p_hash, answer;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await m0012.down(db);
  await m0012.up(db);
}
