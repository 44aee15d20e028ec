import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Issue 16 (decision 099): VIP levels from settled valid bet and deposits, folded in by the job;
 * the upgrade bonus and the monthly bonus paid once however often the jobs run; the level in the
 * member's public state and on the VIP card. Real server, real PostgreSQL.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
}, 120_000);
afterAll(() => k.close());

const payouts = async (memberId: string, kind: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE scope = 'vip' AND idem_key LIKE ${`${kind}:${memberId}:%`}`.execute(k.t.db)
  ).rows[0]!.n;

describe('VIP levels', () => {
  it('reaches a level from bets and deposits, pays its upgrade bonus once when the job runs twice', async () => {
    const save = await k.call('PUT', '/admin/vip/levels', k.tokens.op, {
      levels: [
        {
          level: 1,
          name: 'Bronze',
          validBet: '10.00',
          deposit: '100.00',
          upgradeBonus: '5.00',
          monthlyBonus: '2.00',
          keepValidBet: '0.00',
        },
        {
          level: 2,
          name: 'Silver',
          validBet: '1000000.00',
          deposit: '100.00',
          upgradeBonus: '50.00',
          monthlyBonus: '9.00',
          keepValidBet: '1.00',
        },
      ],
    });
    expect(save.statusCode, save.body).toBe(200);
    const before = await k.balance(k.ids.demo);
    // The demo's opening deposit (1,000.00) is in; 15.00 of dice makes the level-1 valid bet.
    for (const amount of ['7.00', '8.00']) {
      const res = await k.call('POST', '/wps/originals/dice/bet', k.tokens.demo, {
        amount,
        target: 50,
        direction: 'under',
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const afterBets = await k.balance(k.ids.demo);
    const now = new Date();
    await k.t.services.vip.recompute(now);
    await k.t.services.vip.recompute(now);
    await Promise.all([k.t.services.vip.recompute(new Date()), k.t.services.vip.recompute(new Date())]);
    expect(await payouts(k.ids.demo, 'upgrade')).toBe(1);
    expect((await k.balance(k.ids.demo)).balance - afterBets.balance).toBe(500n);
    expect(afterBets.balance).not.toBe(before.balance);

    const card = (await k.call('GET', '/wps/vip', k.tokens.demo)).json().value;
    expect(card).toMatchObject({ hasVip: true, vipRankLevel: 1, vipLabelName: 'Bronze', validBet: '15.00' });
    expect(card.next).toMatchObject({ level: 2, name: 'Silver' });
    const info = (await k.call('GET', '/wps/member/info', k.tokens.demo)).json().value;
    expect(info).toMatchObject({ hasVip: true, vipRankLevel: 1, vipLabelName: 'Bronze' });

    await Promise.all([k.t.services.vip.payMonthly(), k.t.services.vip.payMonthly()]);
    await k.t.services.vip.payMonthly();
    expect(await payouts(k.ids.demo, 'monthly')).toBe(1);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'vip.levels.update'`.execute(k.t.db);
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('refuses a ladder whose thresholds fall', async () => {
    const res = await k.call('PUT', '/admin/vip/levels', k.tokens.op, {
      levels: [
        {
          level: 1,
          name: 'A',
          validBet: '100.00',
          deposit: '0.00',
          upgradeBonus: '0.00',
          monthlyBonus: '0.00',
          keepValidBet: '0.00',
        },
        {
          level: 2,
          name: 'B',
          validBet: '50.00',
          deposit: '0.00',
          upgradeBonus: '0.00',
          monthlyBonus: '0.00',
          keepValidBet: '0.00',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
