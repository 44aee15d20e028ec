import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, seedTestDatabase } from '../../../test/helpers.ts';
import { postSealed } from '../../../test/http-client.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { killNow, startTwoServers } from '../../../test/server-process.ts';
import { createDb, type Db } from '../../db/database.ts';

/**
 * Issue 15, literally: "two processes draw an issue once". Two REAL servers (each its own node
 * process with its own job runner, JOBS=on) share one seeded database; a member bets on the
 * open 1-minute SSC issue through A, and both processes' `lottery.tick` jobs then race to draw and
 * settle it. lottery.integration.test.ts proves the same with two apps inside one process.
 */
const GAME = 'SSC1';
const allOnFirst = { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] };

let db: Db | undefined;
let children: ChildProcess[] = [];
let baseA: string;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, 2);
  // Seeded before either process starts (both would otherwise race to seed).
  await seedTestDatabase(db);
  const started = await startTwoServers({ DATABASE_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' }, 30_000);
  children = started.children;
  baseA = started.bases[0];
}, 90_000);

afterAll(async () => {
  // Our own children, by their handles: never a kill by name.
  await Promise.all(children.map((c) => killNow(c)));
  await db?.destroy();
});

async function cashOf(username: string): Promise<bigint> {
  const r = await sql<{ balance: string }>`
    SELECT a.balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id
    WHERE m.username = ${username} AND a.kind = 'cash' AND a.vendor_code IS NULL`.execute(db!);
  return BigInt(r.rows[0]!.balance);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The issue taking bets now, once the processes' first tick has scheduled the day's issues. */
async function openIssue(): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const numero = await fetch(`${baseA}/lotto/lgw/games/opened/numero?gameCode=${GAME}`);
    const current = ((await numero.json()) as { value: { current: { issue: string } | null } }).value.current;
    if (current) return current.issue;
    await sleep(1_000);
  }
  throw new Error('no SSC1 issue was scheduled');
}

/** A bet on the issue taking bets now; a bet that meets the close window tries the next issue. */
async function betOnOpenIssue(token: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const issue = await openIssue();
    const res = await fetch(`${baseA}/lgw/vn/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({
        gameCode: GAME,
        issue,
        betTypeCode: 'pos',
        selection: allOnFirst,
        unitStake: '10.00',
        idempotencyKey: randomUUID(),
      }),
    });
    if (res.status === 200) return issue;
    const body = await res.text();
    if (!body.includes('ISSUE_CLOSED')) throw new Error(`bet: ${res.status} ${body}`);
  }
  throw new Error('bet: every issue tried was closing');
}

it('two server processes draw and settle a 1-minute issue once, paying the bet once', async () => {
  const login = await postSealed(baseA, '/wps/session/login', {
    type: 'username',
    username: 'demo',
    password: 'PlayDemo#2026',
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const before = await cashOf('demo');
  const issue = await betOnOpenIssue(token);

  // Both processes' ticks run every minute; the issue draws within ~60 s of the bet.
  const deadline = Date.now() + 150_000;
  let status = '';
  while (Date.now() < deadline) {
    const r = await sql<{ status: string }>`
      SELECT status FROM lottery_issues WHERE game_code = ${GAME} AND issue = ${issue}`.execute(db!);
    status = r.rows[0]!.status;
    if (status === 'settled') break;
    await sleep(1_000);
  }
  expect(status).toBe('settled');

  const bets = await sql<{ stake: string; payout: string; status: string }>`
    SELECT b.stake, b.payout, b.status FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id
    WHERE i.game_code = ${GAME} AND i.issue = ${issue}`.execute(db!);
  // Every digit on the first position: the ticket wins whatever the draw.
  expect(bets.rows.map((b) => b.status)).toEqual(['won']);
  const stake = bets.rows.reduce((sum, b) => sum + BigInt(b.stake), 0n);
  const payout = bets.rows.reduce((sum, b) => sum + BigInt(b.payout), 0n);
  expect(payout).toBeGreaterThan(0n);

  const wins = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ledger_transactions t JOIN lottery_issues i ON t.reference_id = 'lottery-issue-' || i.id
    WHERE i.game_code = ${GAME} AND i.issue = ${issue} AND t.kind = 'win'`.execute(db!);
  expect(Number(wins.rows[0]!.n)).toBe(1);
  expect(await cashOf('demo')).toBe(before - stake + payout);
  expect(await ledgerViolations(db!)).toEqual([]);
}, 240_000);
