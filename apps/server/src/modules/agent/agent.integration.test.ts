import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../../test/helpers.ts';
import { createWalletKit, setPaymentPassword, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * The agent centre on a real database (issue 13). The tree:
 *
 *   agent (type 1) ── player01, member1, subAgt1 (type 2) ── member2, subAgt2 (type 2) ── member3
 *   agent2 (type 1, another tree) ── x1
 *   demo (no upline)
 */
let k: WalletKit;
const PW = 'Downline#2026';
const PAY = 'AgentPay#1';
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  k.call(method, url, token, body);

async function register(token: string, kind: 'member' | 'agent', username: string) {
  const res = await call('POST', '/wps/agent/downlines', token, { kind, username, password: PW });
  expect(res.statusCode, res.body).toBe(200);
  ids[username] = res.json().value.id;
  return res.json().value;
}

beforeAll(async () => {
  k = await createWalletKit();
  tokens.agent = k.tokens.agent;
  ids.agent = k.ids.agent;
  ids.player01 = k.ids.player01;
  ids.demo = k.ids.demo;
  await register(tokens.agent, 'member', 'member1');
  await register(tokens.agent, 'agent', 'subAgt1');
  tokens.subAgt1 = await loginToken(k.t, 'subAgt1', PW);
  await register(tokens.subAgt1, 'member', 'member2');
  await register(tokens.subAgt1, 'agent', 'subAgt2');
  tokens.subAgt2 = await loginToken(k.t, 'subAgt2', PW);
  await register(tokens.subAgt2, 'member', 'member3');
  // Another tree, made the way the seed makes agents.
  ids.agent2 = await k.t.services.memberRecords.insert({ username: 'agent2', passwordHash: null, type: 1 });
  ids.x1 = await k.t.services.memberRecords.insert({
    username: 'x1',
    passwordHash: null,
    type: 0,
    parentId: ids.agent2,
  });
  for (const u of ['member1', 'member2', 'member3']) tokens[u] = await loginToken(k.t, u, PW);
  await setPaymentPassword(k, tokens.agent, 'AgentDemo#2026', PAY);
  await setPaymentPassword(k, tokens.subAgt1, PW, PAY);
});
afterAll(() => k.close());

describe('the tree', () => {
  it('registers members and sub-agents at the right type and parent, and the closure has every level', async () => {
    const rows = await k.t.db
      .selectFrom('members')
      .select(['username', 'type', 'parent_id'])
      .where('username', 'in', ['member1', 'subAgt1', 'member2', 'subAgt2', 'member3'])
      .execute();
    const by = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(by.subAgt1).toMatchObject({ type: 2, parent_id: ids.agent });
    expect(by.member3).toMatchObject({ type: 0, parent_id: ids.subAgt2 });
    const chain = await k.t.db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('member_id', '=', ids.member3!)
      .orderBy('depth')
      .execute();
    expect(chain.map((c) => [c.ancestor_id, c.depth])).toEqual([
      [ids.member3, 0],
      [ids.subAgt2, 1],
      [ids.subAgt1, 2],
      [ids.agent, 3],
    ]);
  });

  it('lists one level, drills into a sub-agent with a breadcrumb, and searches the whole downline', async () => {
    const top = (await call('GET', '/wps/agent/downlines', tokens.agent!)).json().value;
    expect(top.rows.map((r: { account: string }) => r.account).sort()).toEqual([
      'member1',
      'player01',
      'subAgt1',
    ]);
    const subAgt1 = top.rows.find((r: { account: string }) => r.account === 'subAgt1');
    expect(subAgt1).toMatchObject({ isAgent: true, level: 1, directCount: 2, teamSize: 3 });
    const inner = (await call('GET', `/wps/agent/downlines?parentId=${ids.subAgt2}`, tokens.agent!)).json()
      .value;
    expect(inner.rows.map((r: { account: string; level: number }) => [r.account, r.level])).toEqual([
      ['member3', 3],
    ]);
    expect(inner.path.map((p: { account: string }) => p.account)).toEqual(['agent', 'subAgt1', 'subAgt2']);
    const found = (await call('GET', '/wps/agent/downlines?search=member', tokens.agent!)).json().value;
    expect(found.rows.map((r: { account: string }) => r.account).sort()).toEqual([
      'member1',
      'member2',
      'member3',
    ]);
  });

  it('a promoter sub-agent (type 42) may not register sub-agents or transfer', async () => {
    await k.t.db.updateTable('members').set({ type: 42 }).where('id', '=', ids.subAgt2!).execute();
    k.t.services.tokens.forget('member', ids.subAgt2!);
    const res = await call('POST', '/wps/agent/downlines', tokens.subAgt2!, {
      kind: 'agent',
      username: 'nope42',
      password: PW,
    });
    expect(res.json().code).toBe('AGENT_PERMISSION');
    const t = await call('POST', `/wps/agent/downlines/${ids.member3}/transfer`, tokens.subAgt2!, {
      amount: '1.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(t.json().code).toBe('AGENT_PERMISSION');
    await k.t.db.updateTable('members').set({ type: 2 }).where('id', '=', ids.subAgt2!).execute();
    k.t.services.tokens.forget('member', ids.subAgt2!);
  });
});

describe('BOLA: outside the downline is not found and nothing moves', () => {
  /** Every agent route that takes a member id, with that id. */
  const probes = (id: string): [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] => [
    ['GET', `/wps/agent/downlines/${id}`],
    ['GET', `/wps/agent/downlines?parentId=${id}`],
    [
      'POST',
      `/wps/agent/downlines/${id}/transfer`,
      { amount: '1.00', paymentPassword: PAY, idempotencyKey: randomUUID() },
    ],
    ['PUT', `/wps/agent/downlines/${id}/betting-lock`, { locked: true }],
    ['GET', `/wps/agent/reports/bets?memberId=${id}`],
    ['GET', `/wps/agent/reports/transactions?memberId=${id}`],
    ['GET', `/wps/agent/reports/pnl?groupBy=downline&parentId=${id}`],
  ];
  const cases: [asker: string, target: string, why: string][] = [
    ['subAgt1', 'member1', 'sibling branch'],
    ['subAgt1', 'player01', 'sibling branch'],
    ['subAgt1', 'agent', 'own upline'],
    ['subAgt2', 'subAgt1', 'own upline'],
    ['agent', 'x1', 'another tree'],
    ['agent', 'agent2', 'another tree'],
    ['agent', 'demo', 'no tree'],
    ['agent', '999999999', 'nobody'],
  ];

  it.each(cases)('%s asking about %s (%s)', async (asker, target) => {
    const targetId = ids[target] ?? target;
    const before = await k.t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const locked = await k.t.db
      .selectFrom('members')
      .select(['id', 'betting_locked'])
      .where('betting_locked', '=', true)
      .execute();
    for (const [method, url, body] of probes(targetId)) {
      const res = await call(method, url, tokens[asker]!, body);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    const after = await k.t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(
      await k.t.db
        .selectFrom('members')
        .select(['id', 'betting_locked'])
        .where('betting_locked', '=', true)
        .execute(),
    ).toEqual(locked);
  });

  const every: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
    ['GET', '/wps/agent/me'],
    ['GET', '/wps/agent/team/overview'],
    ['GET', '/wps/agent/downlines'],
    ['GET', `/wps/agent/downlines/1`],
    ['POST', '/wps/agent/downlines'],
    ['POST', `/wps/agent/downlines/1/transfer`],
    ['PUT', `/wps/agent/downlines/1/betting-lock`],
    ['GET', '/wps/agent/affiliate/links'],
    ['POST', '/wps/agent/affiliate/links'],
    ['GET', '/wps/agent/reports/bets'],
    ['GET', '/wps/agent/reports/pnl'],
    ['GET', '/wps/agent/reports/revenue'],
    ['GET', '/wps/agent/reports/transactions'],
    ['GET', '/wps/agent/announcements'],
  ];

  it('a member and a trial user are refused on every agent route', async () => {
    const trial = await k.trialToken();
    for (const token of [k.tokens.demo, tokens.member1!, trial]) {
      for (const [method, url] of every) {
        const res = await call(method, url, token, method === 'GET' ? undefined : {});
        expect({ url, code: res.json().code }).toEqual({ url, code: 'NOT_AGENT' });
      }
    }
    for (const [method, url] of every) {
      const res = await call(method, url, '', method === 'GET' ? undefined : {});
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('money, locks and links', () => {
  it('transfers to a level-2 member through the ledger, once per key, and refuses a wrong payment password', async () => {
    const key = randomUUID();
    const before = await k.balance(ids.agent!);
    const send = () =>
      call('POST', `/wps/agent/downlines/${ids.member2}/transfer`, tokens.agent!, {
        amount: '300.00',
        paymentPassword: PAY,
        idempotencyKey: key,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().value.transferId).toBe(b.json().value.transferId);
    expect((await k.balance(ids.member2!)).balance).toBe(30_000n);
    expect((await k.balance(ids.agent!)).balance).toBe(before.balance - 30_000n);
    const wrong = await call('POST', `/wps/agent/downlines/${ids.member2}/transfer`, tokens.agent!, {
      amount: '1.00',
      paymentPassword: 'Wrong#123',
      idempotencyKey: randomUUID(),
    });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await k.balance(ids.member2!)).balance).toBe(30_000n);
  });

  it('a locked member cannot bet or launch a game until unlocked; the lock is audited', async () => {
    const lock = await call('PUT', `/wps/agent/downlines/${ids.member2}/betting-lock`, tokens.subAgt1!, {
      locked: true,
    });
    expect(lock.json().value).toEqual({ id: ids.member2, bettingLocked: true });
    const bet = await call('POST', '/wps/originals/dice/bet', tokens.member2!, {
      amount: '1.00',
      target: 49.5,
      direction: 'under',
      idempotencyKey: randomUUID(),
    });
    expect(bet.json().code).toBe('BETTING_LOCKED');
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('action', '=', 'agent.betting_lock')
      .execute();
    expect(audit).toEqual([{ action: 'agent.betting_lock', operator_id: null }]);
    await call('PUT', `/wps/agent/downlines/${ids.member2}/betting-lock`, tokens.agent!, { locked: false });
    const again = await call('POST', '/wps/originals/dice/bet', tokens.member2!, {
      amount: '1.00',
      target: 49.5,
      direction: 'under',
      idempotencyKey: randomUUID(),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('an affiliate link attaches a new member under its agent and counts it', async () => {
    const link = (await call('POST', '/wps/agent/affiliate/links', tokens.subAgt1!, {})).json().value;
    expect(link.url).toContain(`/register?affiliateCode=${link.code}`);
    const reg = await k.t.sendEncrypted('PUT', '/wps/member/register', {
      ...(await k.t.knownCaptcha()),
      termsAccepted: true,
      username: 'viaLink1',
      password: PW,
      confirmPassword: PW,
      affiliateCode: link.code.toLowerCase(),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const viaLink = await k.t.services.memberRecords.findByUsername('viaLink1');
    expect(viaLink?.parentId).toBe(ids.subAgt1);
    const links = (await call('GET', '/wps/agent/affiliate/links', tokens.subAgt1!)).json().value.rows;
    expect(links.find((l: { code: string }) => l.code === link.code).registrations).toBe(1);
  });
});

describe('reconciliation: every report equals the ledger and the rounds', () => {
  it('overview, P&L by day and by downline, revenue and the records agree with sums from the source', async () => {
    // Deposits (approved, through the cashier), bets in three games, a withdrawal, transfers.
    const channel = await k.t.db
      .selectFrom('deposit_channels')
      .select('id')
      .where('type', '=', 'BANK')
      .executeTakeFirstOrThrow();
    await k.t.db.transaction().execute(async (trx) => {
      for (const [u, amount] of [
        ['member1', 50_000n],
        ['member3', 20_000n],
        ['subAgt2', 10_000n],
      ] as const) {
        await k.t.services.deposits.recordApprovedDeposit(trx, {
          memberId: ids[u]!,
          channelId: channel.id,
          amount,
          currency: 'USD',
          payerName: u,
          reference: `test ${u}`,
          memo: 'test deposit',
        });
      }
    });
    const bets: [string, string, Record<string, unknown>][] = [
      ['member1', '/wps/originals/dice/bet', { amount: '2.00', target: 49.5, direction: 'under' }],
      ['member1', '/wps/originals/limbo/bet', { amount: '1.50', target: '2' }],
      ['member2', '/wps/originals/plinko/bet', { amount: '1.00', rows: 8, risk: 'low' }],
      ['member3', '/wps/originals/dice/bet', { amount: '3.00', target: 70, direction: 'under' }],
      ['member3', '/wps/originals/limbo/bet', { amount: '0.50', target: '1.5' }],
      ['member2', '/wps/originals/dice/bet', { amount: '1.00', target: 49.5, direction: 'over' }],
    ];
    for (const [u, url, body] of bets) {
      const res = await call('POST', url, tokens[u]!, { ...body, idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
    }
    await setPaymentPassword(k, tokens.member1!, PW, PAY);
    const account = (
      await call('POST', '/wps/cashier/bank-accounts', tokens.member1!, {
        bankName: 'Test Bank',
        accountName: 'M One',
        accountNumber: '55556666',
        paymentPassword: PAY,
      })
    ).json().value.id;
    const w = await call('POST', '/wps/cashier/withdrawals', tokens.member1!, {
      bankAccountId: account,
      amount: '100.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(w.statusCode, w.body).toBe(200);
    const approve = await call(
      'POST',
      `/admin/wallet/withdrawals/${w.json().value.id}/approve`,
      k.tokens.op,
      {},
    );
    expect(approve.statusCode, approve.body).toBe(200);

    // The job, twice: the second run folds nothing again.
    await k.t.services.agent.rollup();
    await k.t.services.agent.rollup();

    // Straight from the source: the agent's downline (closure), the ledger and the rounds.
    const src = await sql<{
      deposits: string;
      withdrawals: string;
      bets: string;
      wins: string;
      bet_count: string;
    }>`
      SELECT coalesce(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits,
             coalesce(sum(-e.amount) FILTER (WHERE t.kind = 'withdrawal'), 0) AS withdrawals,
             coalesce(sum(-e.amount) FILTER (WHERE t.kind IN ('bet', 'rollback')), 0) AS bets,
             coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0) AS wins,
             count(*) FILTER (WHERE t.kind = 'bet') AS bet_count
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'cash'
        JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = ${ids.agent} AND depth > 0)`.execute(
      k.t.db,
    );
    const rounds = await sql<{ stake: string; payout: string; n: string }>`
      SELECT sum(stake - refunded) AS stake, sum(payout) AS payout, count(*) AS n FROM game_rounds
       WHERE account_kind = 'cash'
         AND member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = ${ids.agent} AND depth > 0)`.execute(
      k.t.db,
    );
    const s = src.rows[0]!;
    const r = rounds.rows[0]!;
    const cents = (v: string) => (Number(v) / 100).toFixed(2);
    expect(cents(s.bets)).toBe(cents(r.stake));
    expect(Number(s.bet_count)).toBe(7); // six here and member2's bet after the unlock
    expect(Number(r.n)).toBe(7);

    // A range around today (UTC), so the test holds at midnight.
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const range = `period=range&from=${day(-1)}&to=${day(1)}`;
    const ov = (await call('GET', `/wps/agent/team/overview?${range}`, tokens.agent!)).json().value;
    expect(ov).toMatchObject({
      deposits: cents(s.deposits),
      withdrawals: cents(s.withdrawals),
      validBet: cents(s.bets),
      payout: cents(s.wins),
      profitLoss: cents(String(BigInt(s.wins) - BigInt(s.bets))),
      betCount: 7,
      teamSize: 7,
      activePlayers: 3,
      // member1, member3 and subAgt2 deposited for the first time; every downline member registered today.
      firstDeposits: 3,
      newMembers: 7,
    });
    expect(Date.parse(ov.range.currentTo)).toBeGreaterThan(Date.now() - 60_000);
    const seriesBets = ov.series.reduce((n: number, d: { betCount: number }) => n + d.betCount, 0);
    expect(seriesBets).toBe(7);

    const byDay = (await call('GET', `/wps/agent/reports/pnl?${range}`, tokens.agent!)).json().value;
    expect(byDay.totals).toEqual({
      deposits: ov.deposits,
      withdrawals: ov.withdrawals,
      validBet: ov.validBet,
      payout: ov.payout,
      profitLoss: ov.profitLoss,
      betCount: 7,
    });
    const byDownline = (
      await call('GET', `/wps/agent/reports/pnl?${range}&groupBy=downline`, tokens.agent!)
    ).json().value;
    expect(byDownline.totals).toEqual(byDay.totals);
    const subARow = byDownline.rows.find((x: { key: string }) => x.key === 'subAgt1');
    expect(subARow).toMatchObject({ isAgent: true, memberId: ids.subAgt1 });

    const revenue = (await call('GET', `/wps/agent/reports/revenue?${range}`, tokens.agent!)).json().value;
    expect(revenue.totals).toMatchObject({ betCount: 7, validBet: ov.validBet, payout: ov.payout });
    expect(revenue.rows.map((x: { gameType: string }) => x.gameType)).toEqual(
      expect.arrayContaining(['ARCADE']),
    );

    const betsPage = (await call('GET', `/wps/agent/reports/bets?${range}`, tokens.agent!)).json().value;
    expect(betsPage.totals).toMatchObject({ count: 7, stake: cents(r.stake), payout: cents(r.payout) });
    const m3Bets = (
      await call('GET', `/wps/agent/reports/bets?${range}&memberId=${ids.member3}`, tokens.subAgt1!)
    ).json().value;
    expect(m3Bets.rows.map((x: { account: string }) => x.account)).toEqual(['member3', 'member3']);

    const txs = (
      await call('GET', `/wps/agent/reports/transactions?${range}&type=deposit`, tokens.agent!)
    ).json().value;
    expect(txs.totals.in).toBe(cents(s.deposits));

    // subAgt1 sees only its branch: member2's and member3's bets, subAgt2's deposit, not member1's.
    const subOv = (await call('GET', `/wps/agent/team/overview?${range}`, tokens.subAgt1!)).json().value;
    expect(subOv).toMatchObject({ teamSize: 4, betCount: 5, deposits: '300.00', activePlayers: 2 });
  });
});

describe('active players are additive (decision 084)', () => {
  it('the job-kept counts for a day, a week and a month equal distinct bettors straight from the rounds', async () => {
    // Runs after the reconciliation's bets; the job once more folds nothing twice.
    await k.t.services.agent.rollup();
    const periods = [
      ['today', sql`date_trunc('day', now() AT TIME ZONE 'UTC')`, sql`interval '1 day'`],
      ['thisWeek', sql`date_trunc('week', now() AT TIME ZONE 'UTC')`, sql`interval '1 week'`],
      ['thisMonth', sql`date_trunc('month', now() AT TIME ZONE 'UTC')`, sql`interval '1 month'`],
    ] as const;
    for (const who of ['agent', 'subAgt1'] as const) {
      let todayCount = -1;
      for (const [period, start, span] of periods) {
        const src = await sql<{ game_type: string | null; n: string }>`
          SELECT game_type, count(DISTINCT member_id) AS n FROM game_rounds
           WHERE account_kind = 'cash'
             AND member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = ${ids[who]} AND depth > 0)
             AND created_at >= (${start}) AT TIME ZONE 'UTC' AND created_at < ((${start}) + ${span}) AT TIME ZONE 'UTC'
           GROUP BY GROUPING SETS ((game_type), ())`.execute(k.t.db);
        const total = Number(src.rows.find((x) => x.game_type === null)?.n ?? -1);
        expect(total, `${who} ${period}`).toBeGreaterThan(0);
        const ov = (
          await call('GET', `/wps/agent/team/overview?period=${period}&tzOffset=0`, tokens[who]!)
        ).json().value;
        expect(ov.activePlayers, `${who} ${period}`).toBe(total);
        const today = new Date().toISOString().slice(0, 10);
        // Today's point of every period's series is the day's own count (the first period is today).
        if (period === 'today') todayCount = total;
        expect(ov.series.find((d: { date: string }) => d.date === today)?.activePlayers).toBe(todayCount);
        const rev = (
          await call('GET', `/wps/agent/reports/revenue?period=${period}&tzOffset=0`, tokens[who]!)
        ).json().value;
        const byType = Object.fromEntries(
          rev.rows.map((x: { gameType: string; activePlayers: number }) => [x.gameType, x.activePlayers]),
        );
        const expected = Object.fromEntries(
          src.rows.filter((x) => x.game_type !== null).map((x) => [x.game_type, Number(x.n)]),
        );
        expect(byType, `${who} ${period}`).toEqual(expected);
        // The slow path (another offset than the reporting one) counts the same bettors.
        const other = (
          await call(
            'GET',
            `/wps/agent/team/overview?period=range&from=${day(-1, 9)}&to=${day(1, 9)}&tzOffset=540`,
            tokens[who]!,
          )
        ).json().value;
        const fast = (
          await call(
            'GET',
            `/wps/agent/team/overview?period=range&from=${day(-1, 0)}&to=${day(1, 0)}&tzOffset=0`,
            tokens[who]!,
          )
        ).json().value;
        expect(other.activePlayers).toBe(fast.activePlayers);
      }
    }
    const counted = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM agent_team_active WHERE players <= 0`.execute(k.t.db);
    expect(Number(counted.rows[0]!.n)).toBe(0);
  });
});

/** A local day `d` days from now at `offsetHours` east of UTC. */
function day(d: number, offsetHours: number): string {
  return new Date(Date.now() + d * 86_400_000 + offsetHours * 3_600_000).toISOString().slice(0, 10);
}
