import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, loginToken, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createVendorKit, type VendorKit } from '../vendors/vendor-test-kit.ts';
import { createResponsibleGamingService } from './responsible-gaming.service.ts';

/**
 * Issue 17, responsible gaming (decision 107), on the real database: an exclusion stops login,
 * bets (originals, vendor debits) and deposits and nobody lifts it early; a loss limit holds under
 * 20 concurrent bets; a raise waits 24 hours.
 */
let t: TestApp;
let v: VendorKit;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVendorKit(t);
});
afterAll(() => t.close());

const memberIdOf = async (username: string) =>
  (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const dice = (memberId: string, amount = '1.00') =>
  t.services.originals.dice(
    { memberId, trial: false },
    { amount, idempotencyKey: `rg-${randomUUID()}`, target: 50, direction: 'under' },
  );
const cash = async (memberId: string) =>
  (await t.services.ledger.balance({ memberId, kind: 'cash' })).balance;
const fund = (memberId: string, amount: bigint) =>
  t.services.ledger.move({
    scope: 'test',
    key: randomUUID(),
    kind: 'adjustment',
    postings: [
      { from: { system: 'payment_clearing', currency: 'USD' }, to: { memberId, kind: 'cash' }, amount },
    ],
  });
const vendorDebit = async (memberId: string, amount: string) =>
  v.call('debit', {
    token: await v.token(memberId),
    playerId: memberId,
    currency: 'USD',
    transactionId: `d-${randomUUID()}`,
    roundId: `r-${randomUUID()}`,
    gameCode: v.gameCode,
    amount,
  });
const gatewayChannel = async (token: string) =>
  (
    (await call('GET', '/wps/cashier/deposit/channels', token)).json().value.channels as {
      id: string;
      type: string;
    }[]
  ).find((c) => c.type !== 'BANK')!;

describe('self-exclusion', () => {
  it('ends the sessions and refuses login, bets, vendor debits and deposits; nobody lifts it early', async () => {
    const token = await loginToken(t, 'player01', 'PlayDemo#2026');
    const id = await memberIdOf('player01');
    await fund(id, 10_000n);
    const channel = await gatewayChannel(token);
    const excluded = await call('POST', '/wps/rg/exclusion', token, { type: 'SELF_EXCLUSION', months: 6 });
    expect(excluded.statusCode).toBe(200);
    const until = excluded.json().value.until as string;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(180 * 86_400_000);

    // Logged out at once, and no new login: the refusal carries the end date for the message.
    expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(401);
    const refused = await login(t, 'player01', 'PlayDemo#2026');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'RG_EXCLUDED',
      value: { fields: { type: 'SELF_EXCLUSION', until } },
    });

    const before = await cash(id);
    await expect(dice(id)).rejects.toMatchObject({ code: 'RG_EXCLUDED' });
    const debit = await vendorDebit(id, '1.00');
    expect(debit.json()).toMatchObject({ status: 'PLAYER_EXCLUDED' });
    await expect(
      t.services.deposits.create(id, {
        channelId: channel.id,
        amount: '10.00',
        idempotencyKey: `dep-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ code: 'RG_EXCLUDED' });
    // A deposit approved anyway (e.g. an operator's manual credit) is refused in the ledger itself.
    await expect(
      t.db.transaction().execute((trx) =>
        t.services.deposits.recordApprovedDeposit(trx, {
          memberId: id,
          channelId: channel.id,
          amount: 1_000n,
          currency: 'USD',
          payerName: 'X',
          reference: 'rg',
          memo: 'test',
        }),
      ),
    ).rejects.toMatchObject({ code: 'RG_EXCLUDED' });
    expect(await cash(id)).toBe(before);

    // The operator can see it but not lift it; an agent can't even reach the call.
    const op = (
      await t.app.inject({
        method: 'POST',
        url: '/admin/session/login',
        payload: { username: 'operator', password: 'Operator#2026' },
      })
    ).json().value.token as string;
    const lift = await call('DELETE', `/admin/members/${id}/rg/exclusion`, op);
    expect(lift.statusCode).toBe(409);
    expect(lift.json().code).toBe('RG_EXCLUSION_LOCKED');
    expect((await call('GET', `/admin/members/${id}/rg`, op)).json().value.exclusion).toMatchObject({
      until,
    });
    const agent = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'username',
      username: 'agent',
      password: 'AgentDemo#2026',
      portal: 'agent',
    });
    const agentToken = agent.json().value.token as string;
    expect([401, 403]).toContain(
      (await call('DELETE', `/admin/members/${id}/rg/exclusion`, agentToken)).statusCode,
    );
    // A member can lengthen an exclusion but never shorten it (here through the service: no session).
    await expect(
      t.services.responsibleGaming.exclude(id, { type: 'TIME_OUT', days: 1 }),
    ).rejects.toMatchObject({
      code: 'RG_EXCLUSION_LOCKED',
    });
    expect((await login(t, 'player01', 'PlayDemo#2026')).statusCode).toBe(403);
  });
});

describe('a loss limit', () => {
  it('stops bets at the limit under 20 concurrent bets', async () => {
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const id = await memberIdOf('demo');
    await fund(id, 100_000n);
    // What the demo already lost today counts too: a first limit shows it, then 5.00 more is allowed.
    const setLoss = (amount: string) =>
      call('POST', '/wps/rg/limits', token, { kind: 'LOSS', period: 'DAY', amount });
    const first = (await setLoss('100000.00'))
      .json()
      .value.limits.find((l: { kind: string }) => l.kind === 'LOSS');
    const used = BigInt(first.used.replace('.', ''));
    const limit = used + 500n;
    expect((await setLoss(`${limit / 100n}.${String(limit % 100n).padStart(2, '0')}`)).statusCode).toBe(200);
    const left = 500n;

    const before = await cash(id);
    const bets = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.services.ledger.move({
          scope: 'test-bet',
          key: randomUUID(),
          kind: 'bet',
          postings: [
            { from: { memberId: id, kind: 'cash' }, to: { system: 'house', currency: 'USD' }, amount: 50n },
          ],
        }),
      ),
    );
    const passed = bets.filter((b) => b.status === 'fulfilled').length;
    expect(passed).toBe(Number(left / 50n));
    for (const b of bets)
      if (b.status === 'rejected') expect(b.reason).toMatchObject({ code: 'RG_LIMIT_REACHED' });
    expect(before - (await cash(id))).toBe(BigInt(passed) * 50n);

    // Later bets through a game and a vendor are refused with which limit and when it resets.
    const over = await t.app.inject({
      method: 'POST',
      url: '/wps/originals/dice/bet',
      headers: auth(token),
      payload: { amount: '1.00', idempotencyKey: `rg-${randomUUID()}`, target: 50, direction: 'under' },
    });
    expect(over.statusCode).toBe(409);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(over.json()).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      value: { fields: { context: 'LOSS_DAY', limit: limit.toString(), resetsAt: midnight.toISOString() } },
    });
    expect((await vendorDebit(id, '1.00')).json()).toMatchObject({ status: 'LIMIT_REACHED' });
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});

describe('raising a limit', () => {
  it('takes effect only after 24 hours; lowering at once', async () => {
    let clock = new Date();
    const rg = createResponsibleGamingService({
      db: t.db,
      decimals: async () => 2,
      netLoss: async () => 0n,
      totals: async () => ({ validBet: 0n, deposits: 0n }),
      revokeSessions: async () => 0,
      findMember: async () => null,
      sessionStartedAt: async () => null,
      now: () => clock,
    });
    const id = await v.member(0n);
    const deposit = async () => (await rg.overview(id)).limits.find((l) => l.kind === 'DEPOSIT');

    await rg.setLimit(id, { kind: 'DEPOSIT', period: 'WEEK', amount: '100.00' });
    expect(await deposit()).toMatchObject({ amount: '100.00', pending: null });
    await rg.setLimit(id, { kind: 'DEPOSIT', period: 'WEEK', amount: '500.00' });
    expect(await deposit()).toMatchObject({
      amount: '100.00',
      pending: { amount: '500.00', effectiveAt: new Date(clock.getTime() + 86_400_000).toISOString() },
    });
    await expect(rg.checkDeposit(id, 20_000n)).rejects.toMatchObject({
      code: 'RG_LIMIT_REACHED',
      details: { fields: { context: 'DEPOSIT_WEEK' } },
    });

    clock = new Date(clock.getTime() + 23 * 3_600_000);
    expect((await deposit())?.amount).toBe('100.00');
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await deposit()).toMatchObject({ amount: '500.00', pending: null });
    await rg.checkDeposit(id, 20_000n);

    await rg.setLimit(id, { kind: 'DEPOSIT', period: 'WEEK', amount: '50.00' });
    expect(await deposit()).toMatchObject({ amount: '50.00', pending: null });
  });
});
