import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { createVendorKit, type VendorKit } from '../vendors/vendor-test-kit.ts';

/** Betting record: the member's rounds (in-house and vendor), filters, paging, totals, owner only. */
let k: WalletKit;
let v: VendorKit;
type RoundName = 'dice' | 'vendorLost' | 'open' | 'refunded' | 'unknown' | 'other' | 'old';
const ids = {} as Record<RoundName, string>;

const bets = (query = '', token = k.tokens.demo) => k.call('GET', `/wps/records/bets${query}`, token);
const detail = (id: string, query = '', token = k.tokens.demo) =>
  k.call('GET', `/wps/records/bets/${id}${query}`, token);

beforeAll(async () => {
  k = await createWalletKit();
  v = await createVendorKit(k.t, { gameType: 'LIVE' });
  const gw = k.t.services.gameWallet;
  const demo = k.ids.demo;
  const tx = () => randomUUID();
  // Oldest first, so the record's newest-first order is known.
  const settled = await gw.settle({
    vendor: 'INHOUSE',
    memberId: demo,
    txId: 'dice-tx-1',
    roundId: 'dice-1',
    gameCode: 'dice',
    stake: 100n,
    payout: 250n,
    detail: { target: '50.00', roll: '12.34' },
  });
  ids.dice = settled.roundRowId!;
  const lost = await gw.bet({
    vendor: v.code,
    memberId: demo,
    txId: 'vb-1',
    roundId: 'v-1',
    gameCode: v.gameCode,
    amount: 500n,
  });
  await gw.win({
    vendor: v.code,
    memberId: demo,
    txId: 'vw-1',
    roundId: 'v-1',
    gameCode: v.gameCode,
    amount: 0n,
    roundEnded: true,
  });
  ids.vendorLost = lost.roundRowId!;
  const open = await gw.bet({
    vendor: v.code,
    memberId: demo,
    txId: tx(),
    roundId: 'v-2',
    gameCode: v.gameCode,
    amount: 300n,
  });
  ids.open = open.roundRowId!;
  const refunded = await gw.bet({
    vendor: v.code,
    memberId: demo,
    txId: 'vb-3',
    roundId: 'v-3',
    gameCode: v.gameCode,
    amount: 400n,
  });
  await gw.rollback({ vendor: v.code, memberId: demo, txId: 'vr-3', referenceTxId: 'vb-3' });
  ids.refunded = refunded.roundRowId!;
  const unknown = await gw.bet({
    vendor: v.code,
    memberId: demo,
    txId: tx(),
    roundId: 'v-4',
    gameCode: 'not-in-catalogue',
    amount: 100n,
  });
  ids.unknown = unknown.roundRowId!;
  // A round of another member, and one of demo's 40 days ago.
  const other = await gw.bet({
    vendor: 'INHOUSE',
    memberId: k.ids.agent,
    txId: tx(),
    roundId: 'agent-1',
    gameCode: 'crash',
    amount: 100n,
  });
  ids.other = other.roundRowId!;
  const old = await gw.settle({
    vendor: 'INHOUSE',
    memberId: demo,
    txId: tx(),
    roundId: 'limbo-old',
    gameCode: 'limbo',
    stake: 1_000n,
    payout: 0n,
    detail: {},
  });
  ids.old = old.roundRowId!;
  await k.t.db
    .updateTable('game_rounds')
    .set({ created_at: new Date(Date.now() - 40 * 86_400_000) })
    .where('id', '=', ids.old)
    .execute();
  // created_at ties (same millisecond) fall back to id order; spread them to keep the test readable.
  const order = [ids.dice, ids.vendorLost, ids.open, ids.refunded, ids.unknown];
  for (const [i, id] of order.entries())
    await k.t.db
      .updateTable('game_rounds')
      .set({ created_at: new Date(Date.now() - (order.length - i) * 60_000) })
      .where('id', '=', id!)
      .execute();
});
afterAll(() => k.close());

describe('betting record', () => {
  it('lists the member rounds of the last 30 days, newest first, with net stakes and totals', async () => {
    const res = await bets();
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([
      ids.unknown,
      ids.refunded,
      ids.open,
      ids.vendorLost,
      ids.dice,
    ]);
    expect(page.total).toBe(5);
    const [unknown, refunded, open, lost, dice] = page.rows;
    expect(dice).toMatchObject({
      roundId: 'dice-1',
      vassalage: 'INHOUSE',
      gameType: 'ARCADE',
      gameName: 'Dice',
      stake: '1.00',
      payout: '2.50',
      profit: '1.50',
      status: 'SETTLED',
      currency: 'USD',
      recallable: true,
    });
    expect(dice.nodeId).toMatch(/^\d+$/);
    expect(lost).toMatchObject({
      gameType: 'LIVE',
      gameName: 'Vendor Slot',
      stake: '5.00',
      profit: '-5.00',
      recallable: false,
    });
    expect(open).toMatchObject({ status: 'OPEN', stake: '3.00', payout: '0.00' });
    expect(refunded).toMatchObject({ status: 'REFUNDED', stake: '0.00', profit: '0.00' });
    expect(unknown).toMatchObject({ gameName: 'not-in-catalogue', nodeId: null, gameType: 'RNG' });
    expect(page.totals).toEqual({ count: 5, stake: '10.00', payout: '2.50', profit: '-7.50' });
  });

  it('filters by game type and status; pages keep the whole-range totals', async () => {
    const arcade = (await bets('?gameType=ARCADE')).json().value;
    expect(arcade.rows.map((r: { id: string }) => r.id)).toEqual([ids.dice]);
    expect(arcade.totals).toEqual({ count: 1, stake: '1.00', payout: '2.50', profit: '1.50' });
    const open = (await bets('?status=OPEN')).json().value;
    expect(open.rows.map((r: { id: string }) => r.id).sort()).toEqual([ids.open, ids.unknown].sort());
    const second = (await bets('?page=2&pageSize=2')).json().value;
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual([ids.open, ids.vendorLost]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.totals.count).toBe(5);
    expect((await bets('?status=NOPE')).json().code).toBe('VALIDATION_FAILED');
  });

  it('date range: older rounds on request, at most 93 days, from before to', async () => {
    const from = new Date(Date.now() - 45 * 86_400_000).toISOString();
    const wide = (await bets(`?from=${encodeURIComponent(from)}`)).json().value;
    expect(wide.total).toBe(6);
    expect(wide.rows.at(-1)).toMatchObject({ id: ids.old, stake: '10.00', payout: '0.00' });
    const tooWide = new Date(Date.now() - 94 * 86_400_000).toISOString();
    expect((await bets(`?from=${encodeURIComponent(tooWide)}`)).json().code).toBe('VALIDATION_FAILED');
    const to = new Date(Date.now() - 50 * 86_400_000).toISOString();
    expect((await bets(`?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('game names follow the language, EN when the catalogue has none', async () => {
    const cn = (await bets('?language=cn')).json().value.rows;
    expect(cn.find((r: { id: string }) => r.id === ids.dice).gameName).toBe('骰子');
    expect(cn.find((r: { id: string }) => r.id === ids.vendorLost).gameName).toBe('供应商老虎机');
    const th = (await bets('?language=TH')).json().value.rows;
    expect(th.find((r: { id: string }) => r.id === ids.dice).gameName).toBe('Dice');
  });

  it('detail: every wallet step and the in-house recall data', async () => {
    const dice = (await detail(ids.dice)).json().value;
    expect(dice.steps).toMatchObject([
      { kind: 'BET', txId: 'dice-tx-1', amount: '1.00' },
      { kind: 'WIN', txId: 'dice-tx-1:payout', amount: '2.50' },
    ]);
    expect(dice.detail).toEqual({ target: '50.00', roll: '12.34' });
    const lost = (await detail(ids.vendorLost)).json().value;
    expect(lost.steps).toMatchObject([
      { kind: 'BET', txId: 'vb-1', amount: '5.00' },
      { kind: 'WIN', txId: 'vw-1', amount: '0.00' },
    ]);
    expect(lost.detail).toBeNull();
    const refunded = (await detail(ids.refunded)).json().value;
    expect(refunded.steps.map((s: { kind: string }) => s.kind)).toEqual(['BET', 'ROLLBACK']);
    expect(refunded.steps[1]).toMatchObject({ txId: 'vr-3', amount: '4.00' });
  });

  it('owner only: another member round, or one that does not exist, is NOT_FOUND', async () => {
    const res = await detail(ids.other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await detail('999999999')).json().code).toBe('NOT_FOUND');
    expect((await detail(ids.other, '', k.tokens.agent)).json().value.roundId).toBe('agent-1');
    expect((await bets('', k.tokens.player01)).json().value).toMatchObject({ rows: [], total: 0 });
    expect((await k.t.app.inject({ method: 'GET', url: '/wps/records/bets' })).json().code).toBe(
      'UNAUTHORIZED',
    );
  });
});
