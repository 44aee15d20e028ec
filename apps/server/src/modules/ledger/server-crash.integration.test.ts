import type { ChildProcess } from 'node:child_process';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedTestDatabase } from '../../../test/helpers.ts';
import { loginWithPaymentPassword } from '../../../test/http-client.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { freePort, killNow, startServer } from '../../../test/server-process.ts';
import { createDb, type Db } from '../../db/database.ts';

/**
 * Crash safety end to end (issue "Wallet"): the REAL server, one process, SIGKILLed under load at
 * seeded moments and restarted 5 times while 8 clients send agent -> player01 transfers and retry
 * their in-flight key after each crash. No acknowledged transfer may be lost, none applied twice.
 * (It replaces the worker-based ledger crash test: same property, but through the serving process,
 * HTTP, sessions, the payment password and the transfers module, not the ledger alone.)
 */
const CLIENTS = 8;
const KILLS = 5;
const SEED = 20_260_611;
const PAY = 'Pay#2026';

/** Deterministic kill moments (mulberry32), so a failure can be reproduced. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** The i-th key of client c: a fixed list of valid v4-shaped UUIDs (the contract wants a UUID). */
const keyOf = (c: number, i: number) =>
  `00000000-0000-4000-8000-${c.toString(16).padStart(4, '0')}${i.toString(16).padStart(8, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Db;
let url: string;
let port: number;
let server: ChildProcess | undefined;
beforeAll(async () => {
  url = (await createTestDatabase()).url;
  db = createDb(url, 2);
  // Seeded here with cheap argon2 (hashes carry their parameters, so logins stay fast); the payment
  // password is set through the server, with its production argon2id, like a member would.
  await seedTestDatabase(db);
  port = await freePort();
});
afterAll(async () => {
  if (server) await killNow(server);
  await db.destroy();
});

describe('server crash safety', () => {
  it('loses no acknowledged transfer and applies none twice across 5 SIGKILLs of the server', async () => {
    const env = { DATABASE_URL: url };
    server = await startServer(env, port);
    const base = `http://127.0.0.1:${port}`;
    const token = await loginWithPaymentPassword(base, 'agent', 'AgentDemo#2026', PAY);

    // Clients wait on `up` after a failed attempt; it is replaced (pending) before each kill.
    let up: Promise<void> = Promise.resolve();
    let markUp = () => {};
    let stopping = false;
    /** Key -> transferId of every 200 answer. */
    const acked = new Map<string, string>();
    /** Key -> when its first attempt died with the server. */
    const retriedKeys = new Map<string, number>();
    /** Retried keys the dead server had committed: the retry was a replay (answer lost, money not). */
    let replays = 0;
    const unexpected: string[] = [];

    async function send(key: string): Promise<string | null> {
      try {
        const res = await fetch(`${base}/wps/agent/transfer/downline`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
          body: JSON.stringify({
            downline: 'player01',
            amount: '0.01',
            paymentPassword: PAY,
            idempotencyKey: key,
          }),
        });
        const text = await res.text();
        if (res.status === 200) {
          const { transferId, createdAt } = (
            JSON.parse(text) as { value: { transferId: string; createdAt: string } }
          ).value;
          const diedAt = retriedKeys.get(key);
          if (diedAt !== undefined && Date.parse(createdAt) < diedAt) replays++;
          return transferId;
        }
        unexpected.push(`${key}: ${res.status} ${text}`);
        return null;
      } catch {
        // Connection refused or reset: the server died with this request in flight (or before it).
        if (!retriedKeys.has(key)) retriedKeys.set(key, Date.now());
        await sleep(10);
        await up;
        return send(key);
      }
    }

    async function client(c: number): Promise<void> {
      // Keys from a deterministic list; a key is left only once answered, so every crash is followed
      // by a retry of the same key (the same request a browser would resend).
      for (let i = 0; !stopping && unexpected.length === 0; i++) {
        const key = keyOf(c, i);
        const transferId = await send(key);
        if (transferId) acked.set(key, transferId);
      }
    }

    async function waitForAcks(n: number): Promise<void> {
      while (acked.size < n && unexpected.length === 0) await sleep(2);
    }

    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    const random = prng(SEED);
    for (let cycle = 0; cycle < KILLS; cycle++) {
      await waitForAcks(acked.size + 10 + Math.floor(random() * 40));
      await sleep(Math.floor(random() * 15));
      up = new Promise((resolve) => (markUp = resolve));
      await killNow(server);
      server = await startServer(env, port);
      markUp();
    }
    await waitForAcks(acked.size + 20);
    stopping = true;
    await Promise.all(clients);

    expect(unexpected).toEqual([]);
    // Every kill hit requests in flight, which were retried with their key.
    expect(retriedKeys.size).toBeGreaterThanOrEqual(KILLS);

    const agent = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    // transfers.ledger_tx_id is text (it also holds other ids elsewhere): compare as text.
    const { rows } = await sql<{ idem_key: string; transferId: string }>`
      SELECT t.idem_key, tr.id::text AS "transferId" FROM ledger_transactions t
      JOIN transfers tr ON tr.ledger_tx_id = t.id::text
      WHERE t.scope = ${`client:${agent.id}`}`.execute(db);
    const byKey = new Map<string, string[]>();
    for (const r of rows) byKey.set(r.idem_key, [...(byKey.get(r.idem_key) ?? []), r.transferId]);
    // No key twice; every acknowledged key exactly once, answered with the transfer that is stored.
    expect([...byKey.values()].filter((ids) => ids.length > 1)).toEqual([]);
    for (const [key, transferId] of acked) expect(byKey.get(key)).toEqual([transferId]);
    const movements = await db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('scope', '=', `client:${agent.id}`)
      .where('kind', '=', 'transfer')
      .executeTakeFirstOrThrow();
    const n = byKey.size;
    expect(Number(movements.n)).toBe(n);
    // Every client finished its last key, so every key that reached the database was acknowledged.
    expect(n).toBe(acked.size);

    const balances = await sql<{ username: string; balance: string }>`
      SELECT m.username, a.balance::text AS balance FROM ledger_accounts a
      JOIN members m ON m.id = a.member_id
      WHERE m.username IN ('agent', 'player01') AND a.kind = 'cash'`.execute(db);
    const balance = Object.fromEntries(balances.rows.map((r) => [r.username, BigInt(r.balance)]));
    expect(balance).toEqual({ agent: 500_000n - BigInt(n), player01: BigInt(n) });
    // Entries sum to zero per transaction; every member balance equals the sum of its entries.
    expect(await ledgerViolations(db)).toEqual([]);
    console.log(
      `server crash: ${KILLS} kills, ${n} transfers, ${retriedKeys.size} keys retried after a kill, ${replays} of them replays of a commit whose answer was lost`,
    );
  }, 150_000);
});
