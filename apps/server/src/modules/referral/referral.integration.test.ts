import { randomUUID } from 'node:crypto';
import { JWE_CONTENT_TYPE, TOKEN_HEADER } from '@goldline/contract/encryption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { withdrawRepository } from '../cashier/withdraw.repository.ts';

/**
 * Refer and earn (issue 16, decision 102) on the real server and PostgreSQL: a sign-up with the
 * demo member's code from the demo's own device, IP address or payout account is refused and never
 * paid; a referee who deposits and bets enough earns the demo its reward once, however often (or
 * however concurrently) the job runs.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
  // The demo opens its referral page from its browser: that device and IP are now the demo's.
  const res = await k.t.app.inject({
    method: 'GET',
    url: `/wps/referral?deviceId=${DEMO_DEVICE}`,
    headers: { [TOKEN_HEADER]: k.tokens.demo },
    remoteAddress: DEMO_IP,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value).toMatchObject({
    code: 'DEMO2026',
    registerPath: '/register?referralCode=DEMO2026',
    figures: { invited: 0, qualified: 0, earned: '0.00' },
  });
});
afterAll(() => k.close());

const DEMO_DEVICE = 'demo-device-0001';
const DEMO_IP = '203.0.113.10';

/** Signs up with the demo's referral code from a device and an IP address; answers the new member's id and token. */
async function signUp(username: string, deviceId: string, ip: string) {
  const body = {
    username,
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    termsAccepted: true,
    referralCode: 'demo2026',
    deviceId,
    ...(await k.t.knownCaptcha()),
  };
  const res = await k.t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { 'content-type': JWE_CONTENT_TYPE },
    payload: await k.t.encrypt(body),
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (
    await k.t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  ).id;
  return { id, token: res.json().value.token as string };
}

const referral = async (refereeId: string) =>
  (
    await sql<{ status: string; reason: string | null; referrer_id: string }>`
      SELECT status, reason, referrer_id::text FROM referrals WHERE referee_id = ${refereeId}`.execute(k.t.db)
  ).rows[0];
const rewardMovements = async (refereeId: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE scope = 'referral' AND idem_key = ${`reward:${refereeId}`}`.execute(k.t.db)
  ).rows[0]!.n;

describe('self-referral is refused', () => {
  it('from the referrer own device', async () => {
    const { id } = await signUp('selfdev01', DEMO_DEVICE, '198.51.100.21');
    expect(await referral(id)).toEqual({ status: 'REFUSED', reason: 'SAME_DEVICE', referrer_id: k.ids.demo });
  });

  it('from the referrer own IP address', async () => {
    const { id } = await signUp('selfip001', 'other-device-0002', DEMO_IP);
    expect(await referral(id)).toMatchObject({ status: 'REFUSED', reason: 'SAME_IP' });
  });

  it('with the referrer own payout account, found by the job', async () => {
    const { id } = await signUp('selfbank01', 'other-device-0003', '198.51.100.23');
    expect(await referral(id)).toMatchObject({ status: 'PENDING', reason: null });
    const bank = { bankName: 'Demo Bank', accountName: 'Same Person', branch: null };
    await withdrawRepository.insertAccount(k.t.db, k.ids.demo, { ...bank, accountNumber: '6222 0000 1111' });
    await withdrawRepository.insertAccount(k.t.db, id, { ...bank, accountNumber: '622200001111' });
    await k.t.services.referral.checkPending();
    expect(await referral(id)).toMatchObject({ status: 'REFUSED', reason: 'SAME_PAYOUT_ACCOUNT' });
  });
});

describe('a referee who deposits and bets', () => {
  it('earns the referrer the reward once, however often the job runs', async () => {
    const { id, token } = await signUp('friend0001', 'friend-device-0004', '198.51.100.24');
    expect(await referral(id)).toMatchObject({ status: 'PENDING' });
    const [channel] = await k.t.services.deposits.allChannels();
    await k.t.db.transaction().execute((trx) =>
      k.t.services.deposits.recordApprovedDeposit(trx, {
        memberId: id,
        channelId: channel!.id,
        amount: 50_000n,
        currency: 'USD',
        payerName: 'Friend',
        reference: 'test',
        memo: 'Deposit (test)',
      }),
    );
    // Not yet: the deposit is there, the bets (200.00 by default) are not.
    await k.t.services.referral.checkPending();
    expect(await referral(id)).toMatchObject({ status: 'PENDING' });
    for (let i = 0; i < 10; i++) {
      const bet = await k.call('POST', '/wps/originals/dice/bet', token, {
        amount: '20.00',
        target: 50,
        direction: 'under',
        idempotencyKey: randomUUID(),
      });
      expect(bet.statusCode, bet.body).toBe(200);
    }

    const before = await k.balance(k.ids.demo);
    // Two processes' runs at once, then a third: one payment.
    await Promise.all([k.t.services.referral.checkPending(), k.t.services.referral.checkPending()]);
    await k.t.services.referral.checkPending();
    expect((await k.balance(k.ids.demo)).balance - before.balance).toBe(2_000n);
    expect(await rewardMovements(id)).toBe(1);
    expect(await referral(id)).toMatchObject({ status: 'PAID' });
    // The refused referees never pay, whatever they do.
    for (const name of ['selfdev01', 'selfip001', 'selfbank01']) {
      const m = await k.t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      expect(await rewardMovements(m.id)).toBe(0);
    }
    expect(await ledgerViolations(k.t.db)).toEqual([]);

    // The demo's page: figures and its referees with masked names and their status.
    const info = (await k.call('GET', '/wps/referral', k.tokens.demo)).json().value;
    expect(info.figures).toMatchObject({
      invited: 4,
      qualified: 1,
      pending: 0,
      earned: '20.00',
      earnedThisMonth: '20.00',
    });
    const list = (await k.call('GET', '/wps/referral/referees', k.tokens.demo)).json().value;
    expect(list.total).toBe(4);
    expect(list.rows[0]).toMatchObject({
      maskedName: 'fr*******1',
      status: 'PAID',
      reward: '20.00',
      reason: null,
    });
    expect(list.rows.map((r: { reason: string | null }) => r.reason)).toEqual([
      null,
      'SAME_PAYOUT_ACCOUNT',
      'SAME_IP',
      'SAME_DEVICE',
    ]);
  });
});

describe('back office', () => {
  it('edits the rules with an audit row and lists referrals with their reasons', async () => {
    const rules = {
      minDeposit: '100.00',
      minTurnover: '500.00',
      withinDays: 14,
      reward: '25.00',
      monthlyCap: '250.00',
    };
    const put = await k.call('PUT', '/admin/referral/rules', k.tokens.op, rules);
    expect(put.statusCode, put.body).toBe(200);
    expect((await k.call('GET', '/admin/referral/rules', k.tokens.op)).json().value).toEqual(rules);
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'referral.rules.update')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual(rules);
    const refused = (await k.call('GET', '/admin/referral/referrals?status=REFUSED', k.tokens.op)).json()
      .value;
    expect(refused.total).toBe(3);
    expect(refused.rows.find((r: { referee: string }) => r.referee === 'selfdev01')).toMatchObject({
      referrer: 'demo',
      reason: 'SAME_DEVICE',
      deviceId: DEMO_DEVICE,
    });
    // Members can't reach the back office.
    expect((await k.call('GET', '/admin/referral/referrals', k.tokens.demo)).statusCode).toBe(401);
  });
});
