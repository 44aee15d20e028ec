import type { CrashCashoutAck, CrashHistory, CrashState } from '@goldline/contract/originals';
import type { WsServerMessage } from '@goldline/contract/ws';
import { crashPointCents } from '@goldline/games/crash';
import { followsPreviousGame, verifyGameHash } from '@goldline/games/crash-chain';
import { centsText } from '@goldline/games/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../../test/helpers.ts';
import { recordingSocket } from '../../../../test/ws-client.ts';
import type { Config } from '../../../config.ts';
import { commitDesignedChain, eventually, roundPhase } from './crash.test-kit.ts';
import { crashRoundRecall } from './crash-recall.ts';

/**
 * The crash loop end to end on one database: app `web` (loop off) answers HTTP like any follower
 * process, app `leader` (loop on) runs the rounds and holds the test's WebSocket. The chain is a
 * real committed chain whose salt was picked so that rounds 1-3 crash early (the curve needs 11.5 s
 * to reach 2x): round 1 between 1.08x and 1.15x, round 2 below 1.10x, round 3 between 1.06x and 1.12x.
 * The tests follow those rounds in order.
 */
const fast = (c: Config) => {
  c.crash.bettingMs = 700;
  c.crash.crashedMs = 150;
  c.crash.leaderRetryMs = 200;
  // Low enough that round 3's single 48.00 stake is capped at 49.50 / 48.00 -> 1.03x.
  c.crash.roundPayoutCap = '49.50';
};

let web: TestApp;
let leader: TestApp;
let designed: Awaited<ReturnType<typeof commitDesignedChain>>;
let wsBase: string;
const tokens: Record<'demo' | 'agent' | 'player01', string> = { demo: '', agent: '', player01: '' };
const ids: Record<'demo' | 'agent' | 'player01', string> = { demo: '', agent: '', player01: '' };
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  web = await createTestApp(fast);
  designed = await commitDesignedChain(web.db, [
    [108n, 115n],
    [101n, 110n],
    [106n, 112n],
  ]);
  for (const name of ['demo', 'agent', 'player01'] as const) {
    ids[name] = (
      await web.db.selectFrom('members').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    ).id;
    tokens[name] = await loginToken(web, name, name === 'agent' ? 'AgentDemo#2026' : 'PlayDemo#2026');
  }
  await web.services.ledger.move({
    scope: 'crash-test',
    key: 'fund-player01',
    kind: 'deposit',
    postings: [
      {
        from: { system: 'payment_clearing', currency: 'USD' },
        to: { memberId: ids.player01, kind: 'cash' },
        amount: 1_000n,
      },
    ],
  });
  leader = await createTestApp(
    (c) => {
      fast(c);
      c.crash.loop = true;
    },
    { database: web.databaseName },
  );
  await leader.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(leader.app.server.address() as { port: number }).port}/ws`;
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await leader?.close();
  await web?.close();
});

const post = (url: string, token: string, payload: unknown) =>
  web.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
const bet = (who: keyof typeof tokens, body: Record<string, string>) =>
  post('/wps/originals/crash/bet', tokens[who], body);
const cashout = (who: keyof typeof tokens, roundId: string) =>
  post('/wps/originals/crash/cashout', tokens[who], { roundId });
const state = async () =>
  (await web.app.inject({ method: 'GET', url: '/wps/originals/crash/state' })).json().value as CrashState;
const cash = async (who: keyof typeof ids) =>
  (await web.services.ledger.balance({ memberId: ids[who], kind: 'cash' })).available;
const betRow = (who: keyof typeof ids, idempotencyKey: string) =>
  web.db
    .selectFrom('crash_bets')
    .selectAll()
    .where('member_id', '=', ids[who])
    .where('request_id', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
const walletTxs = (txId: string) =>
  web.db.selectFrom('game_wallet_txs').select(['kind', 'amount']).where('tx_id', '=', txId).execute();
const crashFrames = (f: WsServerMessage[]) =>
  f.filter((m) => m.type === 'crash').map((m) => m.data as CrashState);

let socket: ReturnType<typeof recordingSocket>;
let demoStart = 0n;

describe('crash rounds, bets and cash-outs', () => {
  it('takes bets while BETTING (a retried request replays) and pays concurrent cash-outs of one bet once', async () => {
    await eventually(async () => (await roundPhase(web.db, 1)) === 'BETTING');
    const open = await state();
    expect(open).toMatchObject({ roundId: 'crash-1', phase: 'BETTING', gameHash: null, crashPoint: null });
    expect(open.terminalHash).toBe(designed.terminalHash);

    demoStart = await cash('demo');
    const first = await bet('demo', { amount: '1.00', idempotencyKey: 'demo-round-1', autoCashout: '1.05' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ roundId: 'crash-1', queued: false });
    const retried = await bet('demo', {
      amount: '1.00',
      idempotencyKey: 'demo-round-1',
      autoCashout: '1.05',
    });
    expect(retried.json().value).toMatchObject({ roundId: 'crash-1', queued: false });
    expect(await cash('demo')).toBe(demoStart - 100n);
    const conflicting = await bet('demo', { amount: '2.00', idempotencyKey: 'demo-round-1' });
    expect(conflicting.json().code).toBe('IDEMPOTENCY_CONFLICT');
    for (const who of ['player01', 'agent'] as const) {
      const placed = await bet(who, { amount: '1.00', idempotencyKey: `${who}-round-1` });
      expect(placed.statusCode, placed.body).toBe(200);
    }

    socket = recordingSocket(`${wsBase}?token=${tokens.player01}`);
    sockets.push(socket.socket);
    await socket.until((f) => f.some((m) => m.type === 'hello'));
    await socket.until((f) => crashFrames(f).some((s) => s.roundId === 'crash-1' && s.phase === 'RUNNING'));
    const running = crashFrames(socket.frames).find((s) => s.phase === 'RUNNING')!;
    expect(running.startedAt).not.toBeNull();
    expect(running.players.map((p) => p.name).sort()).toEqual(['ag***nt', 'de***mo', 'pl***01']);

    // Past 1.01x (166 ms), well before round 1's crash (>= 1.08x, 1.28 s): four HTTP and two
    // WebSocket cash-outs of player01's one bet, all at once.
    await new Promise((r) => setTimeout(r, 250));
    const p01Before = await cash('player01');
    const http = Array.from({ length: 4 }, () => cashout('player01', 'crash-1'));
    for (let i = 0; i < 2; i++)
      socket.socket.send(JSON.stringify({ type: 'crash.cashout', roundId: 'crash-1' }));
    const answers = (await Promise.all(http)).map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().value as { multiplier: string; payout: string };
    });
    await socket.until((f) => f.filter((m) => m.type === 'crash.cashout').length === 2);
    const acks = socket.frames
      .filter((m) => m.type === 'crash.cashout')
      .map((m) => m.data as CrashCashoutAck);
    const row = await betRow('player01', 'player01-round-1');
    expect(row.status).toBe('CASHED_OUT');
    const paid = BigInt(row.payout!);
    expect(Number(row.cashout_cents)).toBeGreaterThanOrEqual(101);
    expect(BigInt(row.cashout_cents!)).toBeLessThan(designed.crashCents[0]!);
    for (const a of [...answers, ...acks]) {
      expect(a).toMatchObject({ multiplier: centsText(BigInt(row.cashout_cents!)), payout: centsText(paid) });
    }
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(await cash('player01')).toBe(p01Before + paid);
    expect(await walletTxs(`crash:${ids.player01}:player01-round-1:win`)).toEqual([
      { kind: 'WIN', amount: paid.toString() },
    ]);
  });

  it('queues a bet placed while the round runs for the next round, without debiting it yet', async () => {
    expect(await roundPhase(web.db, 1)).toBe('RUNNING');
    const before = await cash('demo');
    const queued = await bet('demo', { amount: '2.00', idempotencyKey: 'demo-queued' });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().value).toMatchObject({ roundId: 'crash-2', queued: true });
    // Unchanged, or only up by the auto cash-out of round 1 if it landed meanwhile.
    expect([before, before + 105n]).toContain(await cash('demo'));
    expect((await betRow('demo', 'demo-queued')).status).toBe('QUEUED');
  });

  it('refuses a cash-out after the crash, pays the auto cash-out its exact target and closes losses with 0', async () => {
    await eventually(
      async () =>
        (
          await web.db
            .selectFrom('crash_rounds')
            .select('settled_at')
            .where('id', '=', '1')
            .executeTakeFirst()
        )?.settled_at,
    );
    const late = await cashout('agent', 'crash-1');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CASHOUT_TOO_LATE');

    const auto = await betRow('demo', 'demo-round-1');
    expect(auto).toMatchObject({ status: 'CASHED_OUT', cashout_cents: '105', payout: '105' });
    expect(await walletTxs(`crash:${ids.demo}:demo-round-1:win`)).toEqual([{ kind: 'WIN', amount: '105' }]);
    expect(await betRow('agent', 'agent-round-1')).toMatchObject({ status: 'LOST', payout: '0' });
    expect(await walletTxs(`crash:${ids.agent}:agent-round-1:win`)).toEqual([{ kind: 'WIN', amount: '0' }]);
    const agentRound = await web.db
      .selectFrom('game_rounds')
      .select(['status', 'stake', 'payout'])
      .where('member_id', '=', ids.agent)
      .where('round_id', '=', 'crash-1')
      .executeTakeFirstOrThrow();
    expect(agentRound).toEqual({ status: 'SETTLED', stake: '100', payout: '0' });

    // Every socket heard the crash with its point and hash, then the settled list.
    await socket.until((f) => crashFrames(f).some((s) => s.roundId === 'crash-1' && s.phase === 'CRASHED'));
    const crashed = crashFrames(socket.frames).find((s) => s.phase === 'CRASHED')!;
    expect(crashed.crashPoint).toBe(centsText(designed.crashCents[0]!));
    expect(crashed.gameHash).toMatch(/^[0-9a-f]{64}$/);
    expect(socket.frames.some((m) => m.type === 'crash.players')).toBe(true);

    const recall = await crashRoundRecall(web.db, ids.demo, 'crash-1', 2);
    expect(recall).toMatchObject({
      roundId: 'crash-1',
      game: 'crash',
      amount: '1.00',
      payout: '1.05',
      params: { autoCashout: '1.05' },
      result: { status: 'CASHED_OUT', crashPoint: centsText(designed.crashCents[0]!) },
    });
    expect(recall?.steps.map((s) => s.kind)).toEqual(['bet', 'cashout']);
    // The originals' recall route answers crash rounds through it, for their owner only.
    const viaRoute = await web.app.inject({
      method: 'GET',
      url: '/wps/originals/rounds/crash-1',
      headers: auth(tokens.demo),
    });
    expect(viaRoute.statusCode, viaRoute.body).toBe(200);
    expect(viaRoute.json().value).toEqual(JSON.parse(JSON.stringify(recall)));
    const notMine = await web.app.inject({
      method: 'GET',
      url: '/wps/originals/rounds/crash-2',
      headers: auth(tokens.agent),
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('debits the queued bet when round 2 opens', async () => {
    await eventually(async () => (await betRow('demo', 'demo-queued')).status !== 'QUEUED');
    expect((await betRow('demo', 'demo-queued')).status).not.toBe('REFUSED');
    expect(await cash('demo')).toBe(demoStart - 100n + 105n - 200n);
  });

  it('cashes every open bet out at the payout cap multiplier and refuses stakes the cap cannot pay', async () => {
    await eventually(async () => (await roundPhase(web.db, 3)) === 'BETTING');
    const capped = await bet('demo', { amount: '48.00', idempotencyKey: 'demo-cap' });
    expect(capped.statusCode, capped.body).toBe(200);
    // 49.10 staked could not be paid at 1.01x (49.59) within 49.50.
    const over = await bet('agent', { amount: '1.10', idempotencyKey: 'agent-over-cap' });
    expect(over.json().code).toBe('BET_OUT_OF_RANGE');
    await eventually(async () => (await betRow('demo', 'demo-cap')).status === 'CASHED_OUT');
    const round = await web.db
      .selectFrom('crash_rounds')
      .select(['cap_cents', 'crash_cents'])
      .where('id', '=', '3')
      .executeTakeFirstOrThrow();
    expect(round.cap_cents).toBe('103');
    expect(BigInt(round.crash_cents)).toBeGreaterThan(103n);
    // 48.00 x 1.03 = 49.44: the round paid at most the cap although it ran on past 1.03x.
    expect(await betRow('demo', 'demo-cap')).toMatchObject({ cashout_cents: '103', payout: '4944' });
  });

  it('publishes rounds whose crash points recompute from their hashes, each following the previous game', async () => {
    await eventually(async () => (await roundPhase(web.db, 3)) === 'CRASHED');
    const res = await web.app.inject({ method: 'GET', url: '/wps/originals/crash/history?limit=10' });
    const { list } = res.json().value as CrashHistory;
    expect(list.map((r) => r.roundId)).toEqual(['crash-3', 'crash-2', 'crash-1']);
    for (const [i, r] of list.entries()) {
      expect(r.crashPoint).toBe(centsText(await crashPointCents(r.gameHash, r.salt!)));
      expect(r.crashPoint).toBe(centsText(designed.crashCents[r.gameNumber! - 1]!));
      expect(await verifyGameHash(r.gameHash, r.gameNumber!, r.terminalHash!)).toBe(true);
      const previous = list[i + 1];
      if (previous) expect(await followsPreviousGame(r.gameHash, previous.gameHash)).toBe(true);
    }
  });
});
