import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/seed-wallet.ts';

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

  it('names levels, goods and redemptions in the member language, English when not translated', async () => {
    const ladder = (translations: Record<string, string>) => ({
      levels: [
        {
          level: 1,
          name: 'Bronze',
          nameTranslations: translations,
          validBet: '10.00',
          deposit: '100.00',
          upgradeBonus: '5.00',
          monthlyBonus: '2.00',
          keepValidBet: '0.00',
        },
        {
          level: 2,
          name: 'Silver',
          nameTranslations: {},
          validBet: '1000000.00',
          deposit: '100.00',
          upgradeBonus: '50.00',
          monthlyBonus: '9.00',
          keepValidBet: '1.00',
        },
      ],
    });
    // EN is the default field itself, so a translation keyed EN is refused.
    const en = await k.call('PUT', '/admin/vip/levels', k.tokens.op, ladder({ EN: 'Brass' }));
    expect(en.statusCode).toBe(400);
    const save = await k.call('PUT', '/admin/vip/levels', k.tokens.op, ladder({ AR: 'برونزي', CN: '青铜' }));
    expect(save.statusCode, save.body).toBe(200);
    await k.t.services.vip.recompute(new Date());

    const card = (language: string) =>
      k.call('GET', `/wps/vip?language=${language}`, k.tokens.demo).then((r) => r.json().value);
    const ar = await card('AR');
    expect(ar).toMatchObject({ vipRankLevel: 1, vipLabelName: 'برونزي' });
    expect(ar.levels.map((l: { name: string }) => l.name)).toEqual(['برونزي', 'Silver']);
    expect(ar.next.name).toBe('Silver');
    expect((await card('cn')).vipLabelName).toBe('青铜');
    // No French name, an unknown code, a malformed one: English.
    for (const language of ['FR', 'XX', 'e1']) expect((await card(language)).vipLabelName).toBe('Bronze');
    const info = await k.call('GET', '/wps/member/info?language=AR', k.tokens.demo);
    expect(info.json().value.vipLabelName).toBe('برونزي');
    expect((await k.call('GET', '/wps/member/info', k.tokens.demo)).json().value.vipLabelName).toBe('Bronze');
    const admin = (await k.call('GET', '/admin/vip/levels', k.tokens.op)).json().value;
    expect(admin.levels[0]).toMatchObject({ name: 'Bronze', nameTranslations: { AR: 'برونزي', CN: '青铜' } });

    const created = await k.call('POST', '/admin/points/goods', k.tokens.op, {
      name: 'Coffee mug',
      description: 'A ceramic mug.',
      nameTranslations: { AR: 'كوب قهوة' },
      descriptionTranslations: {},
      imageUrl: null,
      points: '5',
      amount: '1.00',
      amountRequirement: '0.00',
      stock: 3,
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const goodsId = created.json().value.id;
    const goods = async (language: string) =>
      (await k.call('GET', `/wps/relay/getPointReward?language=${language}`, k.tokens.demo))
        .json()
        .value.rows.find((g: { id: string }) => g.id === goodsId);
    // The Arabic name, and the English description where no Arabic one was given.
    expect(await goods('AR')).toMatchObject({ name: 'كوب قهوة', description: 'A ceramic mug.' });
    expect(await goods('TR')).toMatchObject({ name: 'Coffee mug', description: 'A ceramic mug.' });

    // Points for the demo from its opening deposit, then one redemption named in the list's language.
    await k.t.services.points.adminSaveConfig(null, {
      rates: { LIVE: 0, LOTTERY: 0, CARD: 0, SLOTS: 0, SPORTS: 0, DEPOSIT: 100 },
      pointsPerUnit: 10,
      minConvert: 10,
    });
    await k.t.services.points.earn(new Date());
    await k.t.services.points.redeem(k.ids.demo, {
      goodsId,
      address: { name: 'Test Person', phone: '+95 9 555 0101', address: '1 Test Street, Yangon' },
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
    });
    const list = async (language: string) =>
      (await k.call('GET', `/wps/relay/getRedeemPointList?language=${language}`, k.tokens.demo))
        .json()
        .value.rows.find((r: { goodsId: string }) => r.goodsId === goodsId);
    expect((await list('AR')).goodsName).toBe('كوب قهوة');
    expect((await list('KO')).goodsName).toBe('Coffee mug');
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
