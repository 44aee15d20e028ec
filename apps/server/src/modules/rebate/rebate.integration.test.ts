import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { createRebateService } from './rebate.service.ts';

/**
 * Manual rebate (flag MANPLAYREB3; issue 16, decision 102) on the real server and PostgreSQL: the
 * amount is the sum over game types of valid bet x rate since the last claim; 20 concurrent claims
 * pay once; the next period's claim counts only the bets after the last one.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
  // Dice is an ARCADE game: 1.25% of its valid bet; lottery 0.4%.
  const put = await k.call('PUT', '/admin/rebate/settings', k.tokens.op, {
    period: 'DAILY',
    rates: { ARCADE: 1.25, LOTT: 0.4 },
    minClaim: '0.10',
    lookbackDays: 7,
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => k.close());

const dice = async (token: string, amount: string) => {
  const res = await k.call('POST', '/wps/originals/dice/bet', token, {
    amount,
    target: 50,
    direction: 'under',
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const claim = (token: string, key = randomUUID()) =>
  k.call('POST', '/wps/rebate/claim', token, { idempotencyKey: key });
const rebateMovements = async (memberId: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE scope = 'rebate' AND idem_key LIKE ${`claim:${memberId}:%`}`.execute(k.t.db)
  ).rows[0]!.n;

describe('manual rebate', () => {
  it('shows nothing to claim before any bet', async () => {
    const preview = (await k.call('GET', '/wps/rebate', k.tokens.player01)).json().value;
    expect(preview).toMatchObject({ state: 'NOTHING', total: '0.00', lines: [] });
    expect((await claim(k.tokens.player01)).json().code).toBe('REBATE_NOTHING_TO_CLAIM');
  });

  it('pays valid bet x rate once under 20 concurrent claims', async () => {
    for (let i = 0; i < 4; i++) await dice(k.tokens.demo, '30.00');
    const preview = (await k.call('GET', '/wps/rebate', k.tokens.demo)).json().value;
    // 120.00 of dice at 1.25% = 1.50.
    expect(preview).toMatchObject({
      state: 'CLAIMABLE',
      total: '1.50',
      lines: [{ gameType: 'ARCADE', validBet: '120.00', ratePercent: 1.25, amount: '1.50' }],
    });

    const before = await k.balance(k.ids.demo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(k.tokens.demo)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'REBATE_ALREADY_CLAIMED')).toHaveLength(19);
    expect(paid[0]!.json().value).toMatchObject({ total: '1.50' });
    expect((await k.balance(k.ids.demo)).balance - before.balance).toBe(150n);
    expect(await rebateMovements(k.ids.demo)).toBe(1);

    // The page says this period is claimed, and the history lists the claim.
    const id = paid[0]!.json().value.id;
    const after = (await k.call('GET', '/wps/rebate', k.tokens.demo)).json().value;
    expect(after.state).toBe('CLAIMED');
    expect(after.nextClaimAt).not.toBeNull();
    const history = (await k.call('GET', '/wps/rebate/claims', k.tokens.demo)).json().value;
    expect(history).toMatchObject({ total: 1, rows: [{ id, total: '1.50' }] });
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });

  it('answers the same claim to a repeat of the same request', async () => {
    await dice(k.tokens.agent, '40.00');
    const key = randomUUID();
    const first = await claim(k.tokens.agent, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await claim(k.tokens.agent, key);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await rebateMovements(k.ids.agent)).toBe(1);
  });

  it('next period counts only the bets since the last claim, per game type', async () => {
    await dice(k.tokens.demo, '10.00');
    await dice(k.tokens.demo, '6.00');
    // The same service a day later (the period is a UTC day).
    const tomorrow = createRebateService({
      db: k.t.db,
      ledger: k.t.services.ledger,
      system: k.t.services.system,
      records: k.t.services.records,
      members: k.t.services.memberRecords,
      admin: k.t.services.admin,
      now: () => new Date(Date.now() + 86_400_000),
    });
    const c = await tomorrow.claim(k.ids.demo, randomUUID());
    // 16.00 x 1.25% = 0.20: the 120.00 already rebated is not counted again.
    expect(c).toMatchObject({
      total: '0.20',
      lines: [{ gameType: 'ARCADE', validBet: '16.00', amount: '0.20' }],
    });
    const claims = (await k.call('GET', '/wps/rebate/claims', k.tokens.demo)).json().value.rows;
    expect(claims[0].from).toBe(claims[1].to);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });

  it('writes an audit row for the rates and lists claims in the back office', async () => {
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'rebate.settings.update')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ rates: { ARCADE: 1.25 } });
    const list = (await k.call('GET', '/admin/rebate/claims', k.tokens.op)).json().value;
    expect(list.total).toBe(3);
    expect(list.rows.map((r: { account: string }) => r.account).sort()).toEqual(['agent', 'demo', 'demo']);
  });

  it('is closed when the operator turns MANPLAYREB3 off', async () => {
    const flags = await k.t.services.system.setting('whitelabel');
    await k.t.services.system.putSetting('whitelabel', { ...flags, MANPLAYREB3: false });
    k.t.services.system.invalidate();
    expect((await k.call('GET', '/wps/rebate', k.tokens.demo)).json().code).toBe('FEATURE_DISABLED');
    await k.t.services.system.putSetting('whitelabel', flags);
    k.t.services.system.invalidate();
  });
});
