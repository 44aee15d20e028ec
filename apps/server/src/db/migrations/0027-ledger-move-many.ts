import { type Kysely, sql } from 'kysely';

/**
 * Group commit for stand-alone ledger movements (issue 11; docs/decisions/097-ledger-group-commit.md,
 * the TigerBeetle shape): `ledger_move_many` posts a batch of movements in the caller's one
 * statement, so a batch shares one transaction, one commit and one WAL flush. `ledger_move`
 * (0012, 0015, and 0024's bonus_balance patch) stays as it is for movements inside a caller's
 * transaction.
 *
 * Input: a jsonb array, one object per movement: s (scope), k (key), h (request hash), kind,
 * memo, rt/ri (reference), legs [[account, signed amount as text], ...], locks [member accounts
 * among them, ascending id], ev [[member, type, payload], ...] (extra outbox events).
 * Output: one row per movement (n = its position from 1), like ledger_move's: 'ok', 'replay'
 * (the key is claimed: the stored hash and answer; the service compares the hash), 'insufficient'
 * or 'missing'. A refused movement writes nothing and never aborts the others: every check is made
 * under the locks, in order, against the balances the earlier movements of the batch left.
 *
 * Order: lock every member account of the batch in ascending id in one statement (one global
 * order: no deadlock with ledger_move or another batch), read committed keys, decide each movement
 * in memory, then write set-based: the transactions (claimed in key order), the entries, each
 * account's final balance once, the events. A key claimed meanwhile by a concurrent transaction
 * (found only at the INSERT) raises 40001, the whole batch rolls back and the service runs it again;
 * it then sees that key as committed. The deferred zero-sum trigger, the available-balance CHECK
 * and the append-only triggers of 0002 guard every write as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_move_many(p_movements jsonb, p_site_currency text, p_site_decimals int)
    RETURNS TABLE (n int, transaction_id bigint, outcome text, request_hash text, response jsonb)
    LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      m_count int := jsonb_array_length(p_movements);
      m_scope text[]; m_key text[]; m_hash text[]; m_kind text[]; m_memo text[]; m_rt text[]; m_ri text[];
      -- every leg and lock of the batch, grouped by movement (l_n, k_n) in their order
      l_n int[]; l_acc bigint[]; l_amt bigint[];
      k_n int[]; k_acc bigint[];
      -- the locked accounts, ascending id; balance and version follow the batch's movements
      a_id bigint[]; a_bal bigint[]; a_held bigint[]; a_ver bigint[]; a_neg boolean[];
      a_member bigint[]; a_kind text[]; a_cur text[]; a_vendor text[];
      -- per movement: outcome, answer, transaction, stored hash; r_first: the earlier twin in this batch
      r_out text[]; r_resp jsonb[]; r_tx bigint[]; r_hash text[]; r_first int[];
      claimed text[] := '{}'; claimed_n int[] := '{}';
      -- entries and balance events of the applied movements, in order
      e_n int[] := '{}'; e_acc bigint[] := '{}'; e_amt bigint[] := '{}'; e_bal bigint[] := '{}'; e_ver bigint[] := '{}';
      b_n int[] := '{}'; b_pos int[] := '{}'; b_bal bigint[] := '{}';
      i int; lp int := 1; kp int := 1; l_from int; k_from int; e_len int; j int; pos int; ok boolean; twin int; s_tx bigint; s_hash text;
      resp jsonb; ids bigint[]; idx int[];
    BEGIN
      IF m_count = 0 THEN RETURN; END IF;
      SELECT array_agg(v->>'s' ORDER BY o), array_agg(v->>'k' ORDER BY o), array_agg(v->>'h' ORDER BY o),
          array_agg(v->>'kind' ORDER BY o), array_agg(v->>'memo' ORDER BY o), array_agg(v->>'rt' ORDER BY o),
          array_agg(v->>'ri' ORDER BY o)
        INTO m_scope, m_key, m_hash, m_kind, m_memo, m_rt, m_ri
        FROM jsonb_array_elements(p_movements) WITH ORDINALITY AS m(v, o);
      SELECT array_agg(m.o::int ORDER BY m.o, l.o), array_agg((l.v->>0)::bigint ORDER BY m.o, l.o),
          array_agg((l.v->>1)::bigint ORDER BY m.o, l.o)
        INTO l_n, l_acc, l_amt
        FROM jsonb_array_elements(p_movements) WITH ORDINALITY AS m(v, o),
          jsonb_array_elements(m.v->'legs') WITH ORDINALITY AS l(v, o);
      SELECT array_agg(m.o::int ORDER BY m.o, k.o), array_agg((k.v #>> '{}')::bigint ORDER BY m.o, k.o)
        INTO k_n, k_acc
        FROM jsonb_array_elements(p_movements) WITH ORDINALITY AS m(v, o),
          jsonb_array_elements(m.v->'locks') WITH ORDINALITY AS k(v, o);
      l_n := coalesce(l_n, '{}'); k_n := coalesce(k_n, '{}'); k_acc := coalesce(k_acc, '{}');

      PERFORM 1 FROM ledger_accounts WHERE id = ANY(k_acc) ORDER BY id FOR UPDATE;
      -- Under the locks, a new statement sees the latest committed state (READ COMMITTED).
      SELECT coalesce(array_agg(id ORDER BY id), '{}'), array_agg(balance ORDER BY id), array_agg(held ORDER BY id),
          array_agg(version ORDER BY id), array_agg(allow_negative ORDER BY id), array_agg(member_id ORDER BY id),
          array_agg(kind ORDER BY id), array_agg(trim(currency) ORDER BY id), array_agg(vendor_code ORDER BY id)
        INTO a_id, a_bal, a_held, a_ver, a_neg, a_member, a_kind, a_cur, a_vendor
        FROM ledger_accounts WHERE id = ANY(k_acc);

      r_out := array_fill(NULL::text, ARRAY[m_count]);
      r_resp := array_fill(NULL::jsonb, ARRAY[m_count]);
      r_tx := array_fill(NULL::bigint, ARRAY[m_count]);
      r_hash := array_fill(NULL::text, ARRAY[m_count]);
      r_first := array_fill(NULL::int, ARRAY[m_count]);
      -- Keys committed before: their stored answers (a retry of a movement that went through).
      FOR j, s_tx, s_hash, resp IN
        SELECT u.o::int, t.id, t.request_hash, t.response
        FROM unnest(m_scope, m_key) WITH ORDINALITY AS u(s, k, o)
        JOIN ledger_transactions t ON t.scope = u.s AND t.idem_key = u.k
      LOOP
        r_out[j] := 'replay'; r_tx[j] := s_tx; r_hash[j] := s_hash; r_resp[j] := resp;
      END LOOP;

      FOR i IN 1 .. m_count LOOP
        l_from := lp;
        WHILE lp <= cardinality(l_n) AND l_n[lp] = i LOOP lp := lp + 1; END LOOP;
        k_from := kp;
        WHILE kp <= cardinality(k_n) AND k_n[kp] = i LOOP kp := kp + 1; END LOOP;
        CONTINUE WHEN r_out[i] IS NOT NULL;
        -- The same key earlier in this batch: its answer, once it has a transaction id.
        twin := array_position(claimed, m_scope[i] || chr(31) || m_key[i]);
        IF twin IS NOT NULL THEN
          r_out[i] := 'twin'; r_first[i] := claimed_n[twin];
          CONTINUE;
        END IF;
        ok := true;
        FOR j IN k_from .. kp - 1 LOOP
          IF array_position(a_id, k_acc[j]) IS NULL THEN ok := false; END IF;
        END LOOP;
        IF NOT ok THEN r_out[i] := 'missing'; CONTINUE; END IF;
        -- Apply the legs in place, each entry with its account's running balance and version;
        -- undo them if an account ends below its holds.
        e_len := cardinality(e_n);
        FOR j IN l_from .. lp - 1 LOOP
          pos := array_position(a_id, l_acc[j]);
          e_n := array_append(e_n, i); e_acc := array_append(e_acc, l_acc[j]); e_amt := array_append(e_amt, l_amt[j]);
          IF pos IS NULL THEN
            e_bal := array_append(e_bal, NULL); e_ver := array_append(e_ver, NULL);
          ELSE
            a_bal[pos] := a_bal[pos] + l_amt[j];
            a_ver[pos] := a_ver[pos] + 1;
            e_bal := array_append(e_bal, a_bal[pos]); e_ver := array_append(e_ver, a_ver[pos]);
          END IF;
        END LOOP;
        FOR j IN k_from .. kp - 1 LOOP
          pos := array_position(a_id, k_acc[j]);
          IF NOT a_neg[pos] AND a_bal[pos] - a_held[pos] < 0 THEN ok := false; END IF;
        END LOOP;
        IF NOT ok THEN
          FOR j IN l_from .. lp - 1 LOOP
            pos := array_position(a_id, l_acc[j]);
            IF pos IS NOT NULL THEN
              a_bal[pos] := a_bal[pos] - l_amt[j];
              a_ver[pos] := a_ver[pos] - 1;
            END IF;
          END LOOP;
          e_n := e_n[1:e_len]; e_acc := e_acc[1:e_len]; e_amt := e_amt[1:e_len];
          e_bal := e_bal[1:e_len]; e_ver := e_ver[1:e_len];
          r_out[i] := 'insufficient';
          CONTINUE;
        END IF;
        resp := '{}';
        FOR j IN k_from .. kp - 1 LOOP
          pos := array_position(a_id, k_acc[j]);
          resp := resp || jsonb_build_object(k_acc[j]::text, a_bal[pos]::text);
          b_n := array_append(b_n, i); b_pos := array_append(b_pos, pos); b_bal := array_append(b_bal, a_bal[pos]);
        END LOOP;
        r_out[i] := 'ok'; r_resp[i] := jsonb_build_object('balances', resp); r_hash[i] := m_hash[i];
        claimed := array_append(claimed, m_scope[i] || chr(31) || m_key[i]);
        claimed_n := array_append(claimed_n, i);
      END LOOP;

      -- Claim the applied movements' keys in key order (two batches wait on each other's keys in
      -- one order only). A key a concurrent transaction claimed after our read: run the batch again.
      WITH ins AS (
        INSERT INTO ledger_transactions (scope, idem_key, request_hash, kind, memo, reference_type, reference_id, response)
        SELECT u.s, u.k, u.h, u.kind, u.memo, u.rt, u.ri, u.resp
          FROM unnest(m_scope, m_key, m_hash, m_kind, m_memo, m_rt, m_ri, r_resp, r_out)
            AS u(s, k, h, kind, memo, rt, ri, resp, outcome)
          WHERE u.outcome = 'ok' ORDER BY u.s, u.k
        ON CONFLICT (scope, idem_key) DO NOTHING
        RETURNING id, scope, idem_key
      )
      SELECT coalesce(array_agg(u.o::int), '{}'), coalesce(array_agg(ins.id), '{}') INTO idx, ids
        FROM ins JOIN unnest(m_scope, m_key) WITH ORDINALITY AS u(s, k, o) ON ins.scope = u.s AND ins.idem_key = u.k
        WHERE r_out[u.o] = 'ok';
      IF cardinality(idx) <> cardinality(array_positions(r_out, 'ok')) THEN
        RAISE EXCEPTION 'ledger_move_many: a key of the batch was claimed concurrently' USING ERRCODE = '40001';
      END IF;
      FOR j IN 1 .. cardinality(idx) LOOP r_tx[idx[j]] := ids[j]; END LOOP;

      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        SELECT r_tx[e.n], e.acc, e.amt, e.bal, e.ver
        FROM unnest(e_n, e_acc, e_amt, e_bal, e_ver) WITH ORDINALITY AS e(n, acc, amt, bal, ver, o)
        ORDER BY e.o;

      UPDATE ledger_accounts a SET balance = u.bal, version = u.ver
        FROM unnest(a_id, a_bal, a_ver) AS u(id, bal, ver)
        WHERE a.id = u.id AND a.version <> u.ver;

      -- Per applied movement: one balance event per member account (bonus_balance for a bonus
      -- account, vendor_balance for a transfer-mode vendor's wallet; ledger_move's rules), then its
      -- extra events, in movement order.
      INSERT INTO outbox_events (member_id, type, payload)
        SELECT member_id, type, payload FROM (
          SELECT b.n, 0 AS part, b.o, a_member[b.pos] AS member_id,
            CASE WHEN a_kind[b.pos] = 'bonus' THEN 'bonus_balance'
              WHEN a_vendor[b.pos] IS NULL THEN 'balance' ELSE 'vendor_balance' END AS type,
            jsonb_build_object(
              'accountId', a_id[b.pos]::text, 'accountKind', a_kind[b.pos], 'currency', a_cur[b.pos],
              'balance', ledger_amount_text(b.bal, dec.d),
              'available', ledger_amount_text(b.bal - a_held[b.pos], dec.d),
              'transactionId', r_tx[b.n]::text)
            || CASE WHEN a_vendor[b.pos] IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('vendor', a_vendor[b.pos]) END
              AS payload
          FROM unnest(b_n, b_pos, b_bal) WITH ORDINALITY AS b(n, pos, bal, o)
          CROSS JOIN LATERAL (SELECT CASE WHEN a_cur[b.pos] = p_site_currency THEN p_site_decimals ELSE 2 END AS d) dec
          UNION ALL
          SELECT m.o::int, 1, e.o, (e.v->>0)::bigint, e.v->>1, e.v->2
          FROM jsonb_array_elements(p_movements) WITH ORDINALITY AS m(v, o),
            jsonb_array_elements(m.v->'ev') WITH ORDINALITY AS e(v, o)
          WHERE r_out[m.o] = 'ok'
        ) ev ORDER BY n, part, o;

      FOR i IN 1 .. m_count LOOP
        IF r_out[i] = 'twin' THEN
          twin := r_first[i];
          r_out[i] := 'replay'; r_tx[i] := r_tx[twin]; r_hash[i] := r_hash[twin]; r_resp[i] := r_resp[twin];
        END IF;
      END LOOP;
      RETURN QUERY SELECT u.o::int, u.tx, u.outcome, u.h, u.resp
        FROM unnest(r_tx, r_out, r_hash, r_resp) WITH ORDINALITY AS u(tx, outcome, h, resp, o);
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION ledger_move_many(jsonb, text, int)`.execute(db);
}
