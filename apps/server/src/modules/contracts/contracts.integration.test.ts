import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ON,
  clockedContracts,
  clockNow,
  deposit,
  member,
  payments,
  round,
  statementsOf,
  tier,
  windLedgerBack,
} from '../../../test/contracts-kit.ts';
import { createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Contracts on a real database (issue 14; decisions 085, 086).
 *
 * Routes and rules: the demo `agent` (house contracts) ── subA (2) ── subB (2); agent ── m0 (member);
 * agent2, another tree. Settlement: X (1, house contracts) ── Y (2) ── Z (2) ── p1; Y ── p2; their
 * rounds are wound back to 10:15 UTC two days ago (day D), before the rollup folds them.
 */
let k: WalletKit;
let t: TestApp;
const PW = 'Downline#2026';
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
let dayD: Date;
let signedAt: Date;

const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  k.call(method, url, token, body);
const offer = (token: string, body: Record<string, unknown>) =>
  call('POST', '/wps/agent/contracts', token, { tzOffset: 0, ...body });
const act = (token: string, id: string, action: string) =>
  call('POST', `/wps/agent/contracts/${id}/action`, token, { action });

/** Registered as `<key>user1` (usernames need 6+ characters), kept under `key`. */
async function register(token: string, kind: 'member' | 'agent', key: string) {
  const res = await call('POST', '/wps/agent/downlines', token, {
    kind,
    username: `${key}user1`,
    password: PW,
  });
  expect(res.statusCode, res.body).toBe(200);
  ids[key] = res.json().value.id;
}

const balance = async (id: string) => (await k.balance(id)).balance;

beforeAll(async () => {
  k = await createWalletKit();
  t = k.t;
  await t.services.contracts.configure(ALL_ON);
  tokens.agent = k.tokens.agent;
  ids.agent = k.ids.agent;
  await register(tokens.agent, 'agent', 'subA');
  tokens.subA = await loginToken(t, 'subAuser1', PW);
  await register(tokens.subA, 'agent', 'subB');
  tokens.subB = await loginToken(t, 'subBuser1', PW);
  await register(tokens.agent, 'member', 'm0');
  ids.agent2 = await member(t, 1, null, 'agent2');
  await t.services.contracts.houseContract(ids.agent, {
    kind: 'dailySalary',
    tiers: [tier(80)],
    tzOffset: 0,
  });
  await t.services.contracts.houseContract(ids.agent, {
    kind: 'dividend',
    period: 'Daily',
    tiers: [tier(3000)],
    tzOffset: 0,
  });

  // The settlement tree, its money and its rounds on day D.
  ids.X = await member(t, 1, null, 'x');
  ids.Y = await member(t, 2, ids.X, 'y');
  ids.Z = await member(t, 2, ids.Y, 'z');
  ids.p1 = await member(t, 0, ids.Z, 'p');
  ids.p2 = await member(t, 0, ids.Y, 'p');
  const now = await clockNow(t);
  dayD = new Date(Math.floor(now.getTime() / DAY) * DAY - 2 * DAY);
  signedAt = new Date(dayD.getTime() + 30 * 60_000);
  const mark = await clockNow(t);
  await deposit(t, ids.p1, 200_000n);
  await deposit(t, ids.p2, 200_000n);
  await round(t, ids.p1, 100_000n, 40_000n); // 1,000.00 staked, 400.00 won
  await round(t, ids.p2, 50_000n, 0n); // 500.00 lost
  await windLedgerBack(t, mark, new Date(dayD.getTime() + 10 * 3_600_000 + 15 * 60_000));
  await t.services.agent.rollup();

  // X's house contracts and the cascade below it, signed at 00:30 on day D.
  const clock = { now: signedAt };
  const c = clockedContracts(t, clock);
  const chain = async (kind: 'dailySalary' | 'hourSalary' | 'dividend', rates: [number, number, number]) => {
    const period = kind === 'dividend' ? ({ period: 'Daily' } as const) : {};
    await c.houseContract(ids.X!, { kind, ...period, tiers: [tier(rates[0])], tzOffset: 0 }, signedAt);
    const y = await c.offer(
      ids.X!,
      { memberId: ids.Y!, kind, ...period, tiers: [tier(rates[1])], tzOffset: 0 },
      null,
    );
    await c.act(ids.Y!, y.id, 'sign', null);
    const z = await c.offer(
      ids.Y!,
      { memberId: ids.Z!, kind, ...period, tiers: [tier(rates[2])], tzOffset: 0 },
      null,
    );
    await c.act(ids.Z!, z.id, 'sign', null);
  };
  await chain('dailySalary', [100, 60, 40]);
  await chain('hourSalary', [50, 30, 20]);
  await chain('dividend', [3000, 2000, 1000]);
});
afterAll(() => k.close());

describe('offers, signatures and who may do what', () => {
  it('only the direct upline may offer; anyone else, or a deeper member, is NOT_FOUND', async () => {
    const terms = { kind: 'dailySalary', tiers: [tier(50)] };
    expect((await offer(tokens.agent!, { ...terms, memberId: ids.subB })).json().code).toBe('NOT_FOUND');
    expect((await offer(tokens.subA!, { ...terms, memberId: ids.m0 })).json().code).toBe('NOT_FOUND');
    expect((await offer(tokens.subA!, { ...terms, memberId: ids.agent2 })).json().code).toBe('NOT_FOUND');
    expect((await offer(tokens.subB!, { ...terms, memberId: ids.subA })).json().code).toBe('NOT_FOUND');
    // A plain member is not an agent at all.
    expect((await offer(k.tokens.demo, { ...terms, memberId: ids.subA })).json().code).toBe('NOT_AGENT');
  });

  it('rates cascade: never above the offering upline own contract of the kind', async () => {
    const above = await offer(tokens.agent!, {
      kind: 'dailySalary',
      memberId: ids.subA,
      tiers: [tier(50), tier(90)],
    });
    expect(above.json().code).toBe('CONTRACT_ABOVE_UPLINE');
    // subA holds no contract yet, so it can offer none.
    const none = await offer(tokens.subA!, { kind: 'dailySalary', memberId: ids.subB, tiers: [tier(1)] });
    expect(none.json().code).toBe('CONTRACT_ABOVE_UPLINE');
    // The agent holds no hourly contract either.
    expect(
      (await offer(tokens.agent!, { kind: 'hourSalary', memberId: ids.subA, tiers: [tier(1)] })).json().code,
    ).toBe('CONTRACT_ABOVE_UPLINE');
  });

  it('the downline signs (not the upline, not a stranger); a lower new version ends the higher one only when signed', async () => {
    const first = await offer(tokens.agent!, { kind: 'dailySalary', memberId: ids.subA, tiers: [tier(60)] });
    expect(first.statusCode, first.body).toBe(200);
    const v1 = first.json().value;
    expect(v1).toMatchObject({ state: 'newRequest', version: 1, maxRate: 60, role: 'upline' });
    // subA sees it waiting (the consolidated flags).
    const flags = (await call('GET', '/wps/member/info/funds/consolidated', tokens.subA!)).json().value;
    expect(flags).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, enableCt: true });
    expect(flags.pending.map((p: { id: string }) => p.id)).toEqual([v1.id]);

    expect((await act(tokens.agent!, v1.id, 'sign')).json().code).toBe('INVALID_STATE');
    expect((await act(tokens.subB!, v1.id, 'sign')).json().code).toBe('NOT_FOUND');
    expect((await act(k.tokens.agent, String(Number(v1.id) + 1000), 'sign')).json().code).toBe('NOT_FOUND');
    // The spec's per-kind call refuses another kind's contract as not found.
    const wrongKind = await call('POST', '/wps/relay/MCS2_processDividendReq', tokens.subA!, {
      contractId: v1.id,
      action: 'sign',
    });
    expect(wrongKind.json().code).toBe('NOT_FOUND');
    const signed = await call('POST', '/wps/relay/MCS2_processDailySalContract', tokens.subA!, {
      contractId: v1.id,
      action: 'sign',
    });
    expect(signed.json().value).toMatchObject({ state: 'accepted', role: 'member' });

    // Now subA may offer subB up to its own 60, not above.
    expect(
      (await offer(tokens.subA!, { kind: 'dailySalary', memberId: ids.subB, tiers: [tier(61)] })).json().code,
    ).toBe('CONTRACT_ABOVE_UPLINE');

    // A lower version: v1 stays in force until subA agrees.
    const v2 = (
      await offer(tokens.agent!, { kind: 'dailySalary', memberId: ids.subA, tiers: [tier(40)] })
    ).json().value;
    expect(v2).toMatchObject({ version: 2, state: 'newRequest' });
    const mineBefore = (await call('GET', '/wps/agent/contracts?kind=dailySalary', tokens.subA!)).json().value
      .rows;
    expect(mineBefore.map((c: { version: number; state: string }) => [c.version, c.state])).toEqual([
      [2, 'newRequest'],
      [1, 'accepted'],
    ]);
    // A second offer while one waits is refused.
    expect(
      (await offer(tokens.agent!, { kind: 'dailySalary', memberId: ids.subA, tiers: [tier(30)] })).json()
        .code,
    ).toBe('INVALID_STATE');
    expect((await act(tokens.subA!, v2.id, 'sign')).json().value.state).toBe('accepted');
    const detail = (await call('GET', `/wps/agent/contracts/${v2.id}`, tokens.agent!)).json().value;
    expect(detail.versions.map((c: { version: number; state: string }) => [c.version, c.state])).toEqual([
      [2, 'accepted'],
      [1, 'terminated'],
    ]);
    expect(detail.audit.map((a: { version: number; action: string }) => `${a.version}:${a.action}`)).toEqual([
      '1:offer',
      '1:sign',
      '2:offer',
      '1:supersede',
      '2:sign',
    ]);
    expect(detail.audit.every((a: { ip: string | null; at: string }) => a.ip === '127.0.0.1' && a.at)).toBe(
      true,
    );
    expect(detail.audit.find((a: { action: string }) => a.action === 'sign').actorAccount).toBe('subAuser1');
    // Strangers see nothing.
    expect((await call('GET', `/wps/agent/contracts/${v2.id}`, tokens.subB!)).json().code).toBe('NOT_FOUND');
  });

  it('termination: one side asks, the other accepts or declines', async () => {
    const c = (
      await offer(tokens.agent!, {
        kind: 'dividend',
        period: 'Weekly',
        memberId: ids.subA,
        tiers: [tier(2000)],
      })
    ).json().value;
    await act(tokens.subA!, c.id, 'sign');
    expect((await act(tokens.agent!, c.id, 'requestTermination')).json().value).toMatchObject({
      state: 'terminationRequest',
      terminationBy: 'upline',
    });
    expect((await act(tokens.agent!, c.id, 'acceptTermination')).json().code).toBe('INVALID_STATE');
    const flags = (await call('GET', '/wps/member/info/funds/consolidated', tokens.subA!)).json().value;
    expect(flags.divtypereq).toBe(2);
    expect((await act(tokens.subA!, c.id, 'declineTermination')).json().value.state).toBe('accepted');
    await act(tokens.subA!, c.id, 'requestTermination');
    expect((await act(tokens.agent!, c.id, 'acceptTermination')).json().value).toMatchObject({
      state: 'terminated',
    });
  });

  it('a dividend needs a period, a salary has none; a disabled kind is refused', async () => {
    expect(
      (await offer(tokens.agent!, { kind: 'dividend', memberId: ids.subA, tiers: [tier(1)] })).json().code,
    ).toBe('VALIDATION_FAILED');
    await t.services.contracts.configure({ ...ALL_ON, enabled: { ...ALL_ON.enabled, dividend: false } });
    const off = await offer(tokens.agent!, {
      kind: 'dividend',
      period: 'Daily',
      memberId: ids.subA,
      tiers: [tier(1)],
    });
    expect(off.json().code).toBe('FEATURE_DISABLED');
    expect(
      (await call('GET', '/wps/member/info/funds/consolidated', tokens.subA!)).json().value.enabled.dividend,
    ).toBe(false);
    await t.services.contracts.configure(ALL_ON);
  });

  it('signed terms cannot be changed in the database', async () => {
    const row = (
      await sql<{
        id: string;
      }>`SELECT id::text AS id FROM contracts WHERE state = 'accepted' LIMIT 1`.execute(t.db)
    ).rows[0]!;
    await expect(sql`UPDATE contracts SET max_rate = 1 WHERE id = ${row.id}`.execute(t.db)).rejects.toThrow(
      /immutable/,
    );
  });
});

describe('settlement', () => {
  it('pays each statement once: a second run moves no money (daily salary down X -> Y -> Z)', async () => {
    const clock = { now: await clockNow(t) };
    const c = clockedContracts(t, clock);
    const before = { X: await balance(ids.X!), Y: await balance(ids.Y!), Z: await balance(ids.Z!) };
    await c.settle('dailySalary');
    const once = await statementsOf(t, [ids.X!, ids.Y!, ids.Z!]);
    const day = once.filter((s) => s.kind === 'dailySalary' && s.label === dayD.toISOString().slice(0, 10));
    // Valid bet 1,500.00 for X's and Y's teams, 1,000.00 for Z's; rates 1 %, 0.6 %, 0.4 %.
    expect(day.map((s) => [s.member_id, s.amount, s.status])).toEqual([
      [ids.X, '1500', 'paid'],
      [ids.Y, '900', 'paid'],
      [ids.Z, '400', 'paid'],
    ]);
    // Every later day up to yesterday has its (empty) statement too.
    expect(once.filter((s) => s.kind === 'dailySalary' && s.member_id === ids.X).length).toBe(2);
    await c.settle('dailySalary');
    expect(await statementsOf(t, [ids.X!, ids.Y!, ids.Z!])).toEqual(once);
    const paid = await payments(t);
    for (const s of day) expect(paid.get(s.id)).toEqual({ count: 1, amount: BigInt(s.amount) });
    expect(await balance(ids.X!)).toBe(before.X + 1500n - 900n);
    expect(await balance(ids.Y!)).toBe(before.Y + 900n - 400n);
    expect(await balance(ids.Z!)).toBe(before.Z + 400n);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('two app instances settling at once pay once (hourly salary)', async () => {
    const second = await createTestApp(undefined, { database: t.databaseName });
    try {
      const before = { X: await balance(ids.X!), Y: await balance(ids.Y!), Z: await balance(ids.Z!) };
      await Promise.all([
        t.services.contracts.settle('hourSalary'),
        second.services.contracts.settle('hourSalary'),
      ]);
      const rows = await sql<{ contract_id: string; n: string }>`
        SELECT contract_id::text, count(*) AS n FROM contract_statements WHERE kind = 'hourSalary'
         GROUP BY contract_id, period_start HAVING count(*) > 1`.execute(t.db);
      expect(rows.rows).toEqual([]);
      const hour = (await statementsOf(t, [ids.X!, ids.Y!, ids.Z!])).filter(
        (s) => s.kind === 'hourSalary' && s.amount !== '0' && s.label.endsWith('10:00'),
      );
      expect(hour.map((s) => s.amount)).toEqual(['750', '450', '200']);
      const paid = await payments(t);
      for (const s of hour) expect(paid.get(s.id)?.count).toBe(1);
      expect(await balance(ids.X!)).toBe(before.X + 750n - 450n);
      expect(await balance(ids.Z!)).toBe(before.Z + 200n);
    } finally {
      await second.close();
    }
  });

  it('a run that dies after its first payment resumes and pays the rest once (dividend)', async () => {
    const clock = { now: await clockNow(t) };
    let crashes = 1;
    const dying = clockedContracts(t, clock, {
      afterPayment: () => {
        if (crashes-- > 0) throw new Error('killed');
      },
    });
    await expect(dying.settle('dividend')).rejects.toThrow('killed');
    const label = dayD.toISOString().slice(0, 10);
    const mid = (await statementsOf(t, [ids.X!, ids.Y!, ids.Z!])).filter(
      (s) => s.kind === 'dividend' && s.label === label && s.amount !== '0',
    );
    // Net loss 1,100.00 for X's and Y's teams, 600.00 for Z's; shares 30 %, 20 %, 10 %.
    expect(mid.map((s) => s.amount)).toEqual(['33000', '22000', '6000']);
    expect(mid.map((s) => s.status)).toEqual(['paid', 'pending', 'pending']);
    await clockedContracts(t, clock).settle('dividend');
    const after = (await statementsOf(t, [ids.X!, ids.Y!, ids.Z!])).filter(
      (s) => s.kind === 'dividend' && s.label === label && s.amount !== '0',
    );
    expect(after.map((s) => s.status)).toEqual(['paid', 'paid', 'paid']);
    const paid = await payments(t);
    for (const s of after) expect(paid.get(s.id)).toEqual({ count: 1, amount: BigInt(s.amount) });
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('an upline without the money leaves the statement pending with a message until funds arrive', async () => {
    // A fresh pair on real-time salary: U (house, 1 %) -> V (0.8 %) -> player q; U spends its pay at once.
    const U = await member(t, 1, null, 'u');
    const V = await member(t, 2, U, 'v');
    const q = await member(t, 0, V, 'q');
    const windowStart = new Date(dayD.getTime() + 12 * 3_600_000);
    const clock = { now: new Date(windowStart.getTime() - 60_000) };
    const c = clockedContracts(t, clock);
    await c.houseContract(U, { kind: 'realtimeSalary', tiers: [tier(100)], tzOffset: 0 }, clock.now);
    const o = await c.offer(U, { memberId: V, kind: 'realtimeSalary', tiers: [tier(80)], tzOffset: 0 }, null);
    await c.act(V, o.id, 'sign', null);
    const mark = await clockNow(t);
    await deposit(t, q, 100_000n);
    await round(t, q, 50_000n, 0n);
    await windLedgerBack(t, mark, new Date(windowStart.getTime() + 60_000));
    // The rollup's watermark is past day D already: the 5-minute windows read the ledger itself.
    clock.now = new Date(windowStart.getTime() + 5 * 60_000);
    const spending = clockedContracts(t, clock, {
      afterPayment: async () => {
        const b = await balance(U);
        if (b > 0n)
          await t.services.ledger.move({
            scope: 'test',
            key: randomUUID(),
            kind: 'withdrawal',
            postings: [
              {
                from: { memberId: U, kind: 'cash' },
                to: { system: 'withdrawal_clearing', currency: 'USD' },
                amount: b,
              },
            ],
          });
      },
    });
    await spending.settle('realtimeSalary');
    const [toU, toV] = (await statementsOf(t, [U, V])).filter((s) => s.amount !== '0');
    expect([toU!.amount, toU!.status]).toEqual(['500', 'paid']);
    expect([toV!.amount, toV!.status, toV!.message]).toEqual(['400', 'pending', 'uplineFunds']);
    await deposit(t, U, 1_000n);
    await c.payPending();
    const [, paidV] = (await statementsOf(t, [U, V])).filter((s) => s.amount !== '0');
    expect([paidV!.status, paidV!.message]).toEqual(['paid', null]);
    expect(await balance(V)).toBe(400n);
    expect((await payments(t)).get(toV!.id)?.count).toBe(1);
  });

  it('statements list by role with drill-down to their inputs, each side seeing its own only', async () => {
    const yToken = await (async () => {
      const username = (await t.services.memberRecords.findById(ids.Y!))!.username;
      const hash = await t.services.hasher.hash(PW);
      await sql`UPDATE members SET password_hash = ${hash} WHERE id = ${ids.Y}`.execute(t.db);
      return loginToken(t, username, PW);
    })();
    const mine = (await call('GET', '/wps/agent/contracts/statements?kind=dailySalary', yToken)).json().value;
    const dayRow = mine.rows.find((r: { label: string }) => r.label === dayD.toISOString().slice(0, 10));
    expect(dayRow).toMatchObject({
      role: 'member',
      amount: '9.00',
      rate: 60,
      inputs: { validBet: '1500.00', payout: '400.00', profitLoss: '1100.00', activeMembers: 2 },
    });
    const asUpline = (
      await call('GET', '/wps/agent/contracts/statements?kind=dailySalary&role=upline', yToken)
    ).json().value;
    expect(asUpline.rows.every((r: { member: { id: string } }) => r.member.id === ids.Z)).toBe(true);
    const detail = (await call('GET', `/wps/agent/contracts/statements/${dayRow.id}`, yToken)).json().value;
    expect(detail.breakdown.map((b: { validBet: string }) => b.validBet)).toEqual([
      '0.00',
      '1000.00',
      '500.00',
    ]);
    expect(
      (await call('GET', `/wps/agent/contracts/statements/${dayRow.id}`, tokens.subA!)).json().code,
    ).toBe('NOT_FOUND');
    // The preview: Y's own terms on its last complete day (yesterday: nothing played).
    const preview = (await call('GET', `/wps/agent/contracts/${dayRow.contractId}/preview`, yToken)).json()
      .value;
    expect(preview).toMatchObject({ amount: '0.00', rate: 60 });
  });
});
