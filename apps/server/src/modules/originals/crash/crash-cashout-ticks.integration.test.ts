import type { CrashCashoutAck, CrashState } from '@goldline/contract/originals';
import type { WsServerMessage } from '@goldline/contract/ws';
import { centsText } from '@goldline/games/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { ledgerViolations, newMember } from '../../../../test/ledger-support.ts';
import { recordingSocket } from '../../../../test/ws-client.ts';
import type { Config } from '../../../config.ts';
import { crashRepository } from './crash.repository.ts';
import { commitDesignedChain, eventually, roundPhase } from './crash.test-kit.ts';

/**
 * Cash-outs by the tick (decision 066) on two apps sharing one database, like two processes: `web`
 * (loop off) answers HTTP, `leader` (loop on) runs the rounds and holds the WebSockets. Round 1
 * (1.30x-1.60x, 4.4-7.8 s) carries 100 bets, 20 of them with an auto cash-out at 1.05x that races
 * the manual ones; each bet is cashed out twice at once (WebSocket and HTTP, two HTTP on one
 * process, or two WebSocket messages): 200 concurrent cash-outs. Round 2 has a cash-out recorded by
 * a process that died before its payout: the leader must pay it before it settles the round.
 */
const MEMBERS = 100;
const FUNDS = 100_000n;
const fast = (c: Config) => {
  // Long enough to place 100 bets on a busy 2-CPU machine.
  c.crash.bettingMs = 8_000;
  c.crash.crashedMs = 150;
  c.crash.leaderRetryMs = 200;
};

let web: TestApp;
let leader: TestApp;
let wsBase: string;
const members: { id: string; token: string }[] = [];
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  web = await createTestApp(fast, { poolSize: 10 });
  await commitDesignedChain(web.db, [
    [130n, 160n],
    [110n, 130n],
  ]);
  for (let i = 0; i < MEMBERS; i++) {
    const { memberId } = await newMember(web.db, web.services.ledger);
    const token = await web.services.tokens.issue(web.db, 'member', memberId, {
      ip: '127.0.0.1',
      userAgent: 'crash-ticks-test',
    });
    members.push({ id: memberId, token });
  }
  await web.services.ledger.move({
    scope: 'crash-test',
    key: 'fund-tick-members',
    kind: 'deposit',
    postings: members.map((m) => ({
      from: { system: 'payment_clearing', currency: 'USD' } as const,
      to: { memberId: m.id, kind: 'cash' } as const,
      amount: FUNDS,
    })),
  });
  leader = await createTestApp(
    (c) => {
      fast(c);
      c.crash.loop = true;
    },
    { database: web.databaseName, poolSize: 10 },
  );
  await leader.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(leader.app.server.address() as { port: number }).port}/ws`;
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await leader?.close();
  await web?.close();
});

const cash = async (memberId: string) =>
  (await web.services.ledger.balance({ memberId, kind: 'cash' })).available;
const betsOfRound = (roundId: string) =>
  web.db
    .selectFrom('crash_bets')
    .select(['id', 'member_id', 'tx_id', 'status', 'cashout_cents', 'payout', 'paid_at'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
const wins = (txIds: string[]) =>
  web.db
    .selectFrom('game_wallet_txs')
    .select(['tx_id', 'kind', 'amount'])
    .where('tx_id', 'in', txIds)
    .execute();
const settled = (roundId: string) =>
  eventually(
    async () =>
      (
        await web.db
          .selectFrom('crash_rounds')
          .select('settled_at')
          .where('id', '=', roundId)
          .executeTakeFirst()
      )?.settled_at,
    30_000,
  );

describe('crash cash-outs by the tick', () => {
  it('pays 200 concurrent cash-outs of 100 bets (same and different bets, two processes, autos racing) exactly once each', async () => {
    await eventually(async () => (await roundPhase(web.db, 1)) === 'BETTING', 30_000);
    const auto = (i: number) => i % 5 === 0;
    for (let i = 0; i < MEMBERS; i += 10) {
      await Promise.all(
        members.slice(i, i + 10).map((m, j) =>
          web.services.crash.bet(m.id, {
            amount: '1.00',
            idempotencyKey: `tick-${m.id}`,
            ...(auto(i + j) ? { autoCashout: '1.05' } : {}),
          }),
        ),
      );
    }
    expect((await betsOfRound('1')).filter((b) => b.status === 'ACTIVE')).toHaveLength(MEMBERS);

    // Member i: 0 -> WebSocket + HTTP, 1 -> two HTTP, 2 -> two WebSocket messages on one socket.
    const route = (i: number) => (['ws+http', 'http+http', 'ws+ws'] as const)[i % 3]!;
    const opened = members.map((m, i) => {
      if (route(i) === 'http+http') return null;
      const s = recordingSocket(`${wsBase}?token=${m.token}`);
      sockets.push(s.socket);
      return s;
    });
    await Promise.all(opened.map((s) => s?.until((f) => f.some((m) => m.type === 'hello'), 15_000)));
    const watcher = opened.find((s) => s !== null)!;
    const isRunning = (f: WsServerMessage[]) =>
      f.some(
        (m) =>
          m.type === 'crash' &&
          (m.data as CrashState).roundId === 'crash-1' &&
          (m.data as CrashState).phase === 'RUNNING',
      );
    await watcher.until(isRunning, 30_000);
    // Close to the autos' 1.05x (810 ms), so some bets are closed by the leader as players ask.
    await new Promise((r) => setTimeout(r, 700));

    const http = (token: string) =>
      web.app.inject({
        method: 'POST',
        url: '/wps/originals/crash/cashout',
        headers: auth(token),
        payload: { roundId: 'crash-1' },
      });
    const send = (i: number) =>
      opened[i]!.socket.send(JSON.stringify({ type: 'crash.cashout', roundId: 'crash-1' }));
    const httpCalls: Promise<{ i: number; res: Awaited<ReturnType<typeof http>> }>[] = [];
    members.forEach((m, i) => {
      const r = route(i);
      if (r !== 'http+http') send(i);
      if (r === 'ws+ws') send(i);
      if (r !== 'ws+ws') httpCalls.push(http(m.token).then((res) => ({ i, res })));
      if (r === 'http+http') httpCalls.push(http(m.token).then((res) => ({ i, res })));
    });
    const httpAnswers = await Promise.all(httpCalls);
    const acks = await Promise.all(
      opened.map(async (s, i) => {
        if (!s) return [];
        const expected = route(i) === 'ws+ws' ? 2 : 1;
        await s.until((f) => f.filter((m) => m.type === 'crash.cashout').length === expected, 15_000);
        return s.frames.filter((m) => m.type === 'crash.cashout').map((m) => m.data as CrashCashoutAck);
      }),
    );
    const asked = 2 * MEMBERS;
    expect(httpAnswers.length + acks.flat().length).toBe(asked);

    await settled('1');
    const bets = await betsOfRound('1');
    const byMember = new Map(bets.map((b) => [b.member_id, b]));
    expect(bets).toHaveLength(MEMBERS);
    // Every bet was cashed out (by hand or by its 1.05x auto, whichever came first), once, and paid.
    for (const b of bets) {
      expect(b.status).toBe('CASHED_OUT');
      expect(BigInt(b.cashout_cents!)).toBeGreaterThanOrEqual(101n);
      expect(BigInt(b.payout!)).toBe(BigInt(b.cashout_cents!));
      expect(b.paid_at).not.toBeNull();
    }
    // Every answer, on either path, says what the row says.
    for (const { i, res } of httpAnswers) {
      expect(res.statusCode, res.body).toBe(200);
      const row = byMember.get(members[i]!.id)!;
      expect(res.json().value).toMatchObject({
        roundId: 'crash-1',
        multiplier: centsText(BigInt(row.cashout_cents!)),
        payout: centsText(BigInt(row.payout!)),
      });
    }
    for (const [i, list] of acks.entries()) {
      const row = byMember.get(members[i]!.id)!;
      for (const ack of list)
        expect(ack).toEqual({
          ok: true,
          roundId: 'crash-1',
          multiplier: centsText(BigInt(row.cashout_cents!)),
          payout: centsText(BigInt(row.payout!)),
        });
    }
    // One WIN per bet in the game wallet, and each member's cash is up by exactly its payout.
    const paid = await wins(bets.map((b) => `${b.tx_id}:win`));
    expect(paid).toHaveLength(MEMBERS);
    for (const b of bets) {
      expect(paid.filter((w) => w.tx_id === `${b.tx_id}:win`)).toEqual([
        { tx_id: `${b.tx_id}:win`, kind: 'WIN', amount: b.payout },
      ]);
      expect(await cash(b.member_id)).toBe(FUNDS - 100n + BigInt(b.payout!));
    }
    expect(await ledgerViolations(web.db)).toEqual([]);
  }, 90_000);

  it('pays a cash-out whose process died between recording it and crediting it, before the round is settled', async () => {
    await eventually(async () => (await roundPhase(web.db, 2)) === 'BETTING', 30_000);
    const [a, b] = members;
    for (const m of [a!, b!])
      await web.services.crash.bet(m.id, { amount: '2.00', idempotencyKey: `owed-${m.id}` });
    const before = await cash(a!.id);
    await eventually(async () => (await roundPhase(web.db, 2)) === 'RUNNING', 30_000);
    // What a tick writes before its process dies: the bet closed at 1.01x, its payout not credited.
    const [betA] = (await betsOfRound('2')).filter((x) => x.member_id === a!.id);
    const closed = await crashRepository.closeBets(web.db, [
      { betId: betA!.id, cashoutCents: 101n, payout: 202n },
    ]);
    expect(closed).toHaveLength(1);
    expect(closed[0]!.paidAt).toBeNull();
    expect(await cash(a!.id)).toBe(before);

    await settled('2');
    const [rowA, rowB] = await betsOfRound('2');
    expect(rowA).toMatchObject({ member_id: a!.id, status: 'CASHED_OUT', payout: '202' });
    expect(rowA!.paid_at).not.toBeNull();
    expect(rowB).toMatchObject({ member_id: b!.id, status: 'LOST', payout: '0' });
    expect(rowB!.paid_at).not.toBeNull();
    expect(await wins([`${rowA!.tx_id}:win`])).toEqual([
      { tx_id: `${rowA!.tx_id}:win`, kind: 'WIN', amount: '202' },
    ]);
    expect(await cash(a!.id)).toBe(before + 202n);
    expect(await crashRepository.owedBets(web.db)).toEqual([]);
    expect(await ledgerViolations(web.db)).toEqual([]);
  }, 60_000);
});
