import { randomUUID } from 'node:crypto';
import { buildHashChain, verifyGameHash } from '@goldline/games/crash-chain';
import { commitmentOf, drawFromSeed, lotteryGame, settleTicket } from '@goldline/games/lottery/index';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { errorCode, ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { recordingSocket } from '../../../test/ws-client.ts';
import { createLotteryService, type LotteryService } from './lottery.service.ts';

/**
 * The lottery on the real database (issue 15; decisions 081, 082). Each service here runs on its
 * own clock, so issues open, close and fall due without waiting; the composed app's service is
 * used for the HTTP calls.
 */
const GAME = 'SSC1';
const ssc = lotteryGame(GAME)!;
/** 'pos': one digit on the ten-thousands position. */
const onFirst = (digit: number) => ({ rows: [[digit], [], [], [], []] });
const allOnFirst = { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] };

let t: TestApp;
let clock: Date;
let lottery: LotteryService;

async function funded(amount: bigint): Promise<string> {
  const { memberId } = await newMember(t.db, t.services.ledger);
  await t.services.ledger.move({
    scope: 'test',
    key: `fund:${memberId}`,
    kind: 'deposit',
    postings: [
      { from: { system: 'payment_clearing', currency: 'USD' }, to: { memberId, kind: 'cash' }, amount },
    ],
  });
  return memberId;
}
const cash = async (memberId: string) =>
  (await t.services.ledger.balance({ memberId, kind: 'cash' })).balance;

let start: number;
/** The issue of GAME drawn `minutes` after the first whole minute past the start of the tests. */
async function issueAt(service: LotteryService, minutes: number) {
  const drawAt = new Date(start + minutes * 60_000);
  const row = await sql<{ issue: string; id: string }>`
    SELECT issue, id FROM lottery_issues WHERE game_code = ${GAME} AND draw_at = ${drawAt}`.execute(t.db);
  void service;
  return {
    issue: row.rows[0]!.issue,
    id: String(row.rows[0]!.id),
    drawAt,
    opensAt: new Date(drawAt.getTime() - 60_000),
  };
}

const bet = (service: LotteryService, memberId: string, issue: string, selection: unknown, extra = {}) =>
  service.placeBet(memberId, {
    gameCode: GAME,
    issue,
    betTypeCode: 'pos',
    selection,
    unitStake: '10.00',
    idempotencyKey: randomUUID(),
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  clock = new Date();
  start = Math.ceil(clock.getTime() / 60_000) * 60_000;
  lottery = createLotteryService({
    db: t.db,
    ledger: t.services.ledger,
    system: t.services.system,
    now: () => clock,
  });
  await lottery.ensureIssues(clock);
}, 120_000);
afterAll(() => t.close());

describe('lottery issues and bets', () => {
  it('publishes the day chain: every seed hashes to the terminal hash, commitments are the seeds hashed', async () => {
    const i = await issueAt(lottery, 9);
    const row = await sql<{ seed: string; commitment: string; seq: number; terminal_hash: string }>`
      SELECT i.seed, i.commitment, i.seq, c.terminal_hash FROM lottery_issues i
      JOIN lottery_chains c ON c.game_code = i.game_code AND c.day = i.day WHERE i.id = ${i.id}`.execute(
      t.db,
    );
    const r = row.rows[0]!;
    expect(await verifyGameHash(r.seed, r.seq, r.terminal_hash)).toBe(true);
    expect(r.commitment).toBe(await commitmentOf(r.seed));
    // A second ensure creates nothing (one chain per game and day).
    expect(await lottery.ensureIssues(clock)).toBe(0);
    expect((await buildHashChain(r.seed, 1)).terminatingHash).toBe(r.commitment);
    // Not open yet: the public detail shows neither the commitment nor the seed.
    const res = await t.app.inject({ method: 'GET', url: `/lgw/vn/issues/${GAME}/${i.issue}` });
    expect(res.json().value).toMatchObject({ status: 'open', seed: null, draw: null });
  });

  it('refuses a bet after the issue closed, takes it before', async () => {
    const member = await funded(100_000n);
    const i = await issueAt(lottery, 3);
    clock = new Date(i.drawAt.getTime() - (ssc.closeBeforeSeconds - 1) * 1000);
    expect(await errorCode(bet(lottery, member, i.issue, onFirst(3)))).toBe('ISSUE_CLOSED');
    expect(await cash(member)).toBe(100_000n);
    clock = new Date(i.drawAt.getTime() - (ssc.closeBeforeSeconds + 1) * 1000);
    const ticket = await bet(lottery, member, i.issue, onFirst(3));
    expect(ticket.bets).toHaveLength(1);
    expect(await cash(member)).toBe(99_000n);
    expect(await errorCode(bet(lottery, member, i.issue, { rows: [[10], [], [], [], []] }))).toBe(
      'INVALID_SELECTION',
    );
  });

  it('replays a ticket sent twice with the same key and refuses the key with another ticket', async () => {
    const member = await funded(100_000n);
    const i = await issueAt(lottery, 4);
    clock = i.opensAt;
    const key = randomUUID();
    const a = await bet(lottery, member, i.issue, onFirst(1), { idempotencyKey: key });
    const b = await bet(lottery, member, i.issue, onFirst(1), { idempotencyKey: key });
    expect(b).toMatchObject({ ticketId: a.ticketId, replayed: true });
    expect(await cash(member)).toBe(99_000n);
    expect(await errorCode(bet(lottery, member, i.issue, onFirst(2), { idempotencyKey: key }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('draws from the committed seed and pays a settlement once, even run twice at the same time', async () => {
    const members = [await funded(100_000n), await funded(100_000n)];
    const i = await issueAt(lottery, 5);
    clock = i.opensAt;
    // Ten units, one on each digit: exactly one wins.
    for (const m of members) await bet(lottery, m, i.issue, allOnFirst);
    clock = i.drawAt;
    expect(await lottery.drawIssue(i.id)).toBe(true);
    expect(await lottery.drawIssue(i.id)).toBe(false);
    await Promise.all([lottery.settleIssue(i.id), lottery.settleIssue(i.id), lottery.settleIssue(i.id)]);
    await lottery.settleIssue(i.id);
    const detail = (await t.app.inject({ method: 'GET', url: `/lgw/vn/issues/${GAME}/${i.issue}` })).json()
      .value;
    expect(detail.status).toBe('settled');
    expect(detail.draw).toEqual(await drawFromSeed('ssc', detail.seed, i.issue));
    const { payoutBps } = settleTicket(ssc, 'pos', allOnFirst, detail.draw);
    const payout = (1000n * BigInt(payoutBps)) / 10_000n;
    expect(payout).toBeGreaterThan(0n);
    for (const m of members) expect(await cash(m)).toBe(100_000n - 10_000n + payout);
    const wins = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_transactions WHERE scope = 'lottery' AND kind = 'win'
        AND reference_id = ${`lottery-issue-${i.id}`}`.execute(t.db);
    expect(Number(wins.rows[0]!.n)).toBe(1);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('follows a chase and refunds the issues after a win when asked to stop on a win', async () => {
    const member = await funded(100_000n);
    const i = await issueAt(lottery, 6);
    clock = i.opensAt;
    const ticket = await bet(lottery, member, i.issue, allOnFirst, { chase: { issues: 3, stopOnWin: true } });
    expect(ticket.bets.map((b) => b.chaseIndex)).toEqual([1, 2, 3]);
    expect(ticket.totalStake).toBe('300.00');
    clock = i.drawAt;
    await lottery.drawIssue(i.id);
    await lottery.settleIssue(i.id);
    const bets = (await lottery.myBets(member, { page: 1, pageSize: 10 })).rows;
    expect(bets.map((b) => b.status).sort()).toEqual(['refunded', 'refunded', 'won']);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('voids an issue and refunds every bet on it', async () => {
    const members = [await funded(50_000n), await funded(50_000n), await funded(50_000n)];
    const i = await issueAt(lottery, 10);
    clock = i.opensAt;
    for (const [n, m] of members.entries()) await bet(lottery, m, i.issue, onFirst(n));
    for (const m of members) expect(await cash(m)).toBe(49_000n);
    expect(await lottery.voidIssue(GAME, i.issue, 'draw failed')).toEqual({ refunded: 3 });
    for (const m of members) expect(await cash(m)).toBe(50_000n);
    expect(await errorCode(lottery.voidIssue(GAME, i.issue, 'again'))).toBe('INVALID_STATE');
    for (const m of members) expect(await cash(m)).toBe(50_000n);
    expect(await errorCode(bet(lottery, members[0]!, i.issue, onFirst(1)))).toBe('ISSUE_CLOSED');
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('holds the exposure cap on one number under 50 concurrent bets', async () => {
    // One unit on a digit pays floor(10.00 x payout); the cap allows exactly 7 of them.
    const i = await issueAt(lottery, 11);
    const probe = settleTicket(ssc, 'pos', onFirst(7), { family: 'ssc', digits: [7, 0, 0, 0, 0] });
    const perBet = (1000n * BigInt(probe.payoutBps)) / 10_000n;
    const capped = createLotteryService({
      db: t.db,
      ledger: t.services.ledger,
      system: t.services.system,
      now: () => i.opensAt,
      exposureCapMinor: perBet * 7n,
    });
    const members = await Promise.all(Array.from({ length: 50 }, () => funded(10_000n)));
    const results = await Promise.all(members.map((m) => errorCode(bet(capped, m, i.issue, onFirst(7)))));
    expect(results.filter((r) => r === 'OK')).toHaveLength(7);
    expect(results.filter((r) => r === 'EXPOSURE_LIMIT_REACHED')).toHaveLength(43);
    const taken = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM lottery_bets WHERE issue_id = ${i.id}`.execute(t.db);
    expect(Number(taken.rows[0]!.n)).toBe(7);
    // Another number is not affected.
    expect(await errorCode(bet(capped, members[0]!, i.issue, onFirst(6)))).toBe('OK');
    expect(await ledgerViolations(t.db)).toEqual([]);
  }, 60_000);

  it('draws an issue once when two apps on one database run the due work at the same time', async () => {
    const second = await createTestApp(() => {}, { database: t.databaseName });
    try {
      const i = await issueAt(lottery, 12);
      const member = await funded(100_000n);
      clock = i.opensAt;
      await bet(lottery, member, i.issue, allOnFirst);
      const at = i.drawAt;
      const other = createLotteryService({
        db: second.db,
        ledger: second.services.ledger,
        system: second.services.system,
        now: () => at,
      });
      clock = at;
      const drawnBefore = await sql<{ n: string }>`
        SELECT count(*) AS n FROM lottery_issues WHERE status IN ('drawn', 'settled')`.execute(t.db);
      const [a, b] = await Promise.all([lottery.runDue(at), other.runDue(at)]);
      const drawnHere = await sql<{
        status: string;
      }>`SELECT status FROM lottery_issues WHERE id = ${i.id}`.execute(t.db);
      expect(drawnHere.rows[0]!.status).toBe('settled');
      // Every due issue was drawn by exactly one of the two.
      const due = await sql<{ n: string }>`
        SELECT count(*) AS n FROM lottery_issues WHERE draw_at <= ${at} AND status IN ('drawn', 'settled')`.execute(
        t.db,
      );
      expect(a.drawn + b.drawn).toBe(Number(due.rows[0]!.n) - Number(drawnBefore.rows[0]!.n));
      expect(a.drawn).toBeGreaterThan(0);
      const won = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_transactions WHERE reference_id = ${`lottery-issue-${i.id}`} AND kind = 'win'`.execute(
        t.db,
      );
      expect(Number(won.rows[0]!.n)).toBe(1);
      expect(await ledgerViolations(t.db)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('real time', () => {
  it('sends the draw and the settlement of an issue to the sockets', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const ws = recordingSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    await ws.until((f) => f.some((x) => x.type === 'hello'));
    const i = await issueAt(lottery, 13);
    clock = i.drawAt;
    await lottery.drawIssue(i.id);
    await lottery.settleIssue(i.id);
    const lotteryFrames = () =>
      ws.frames.filter((f) => f.type === 'lottery') as unknown as {
        data: { kind: string; issue: { issue: string } };
      }[];
    // The frames leave through the outbox relay: a loaded CI machine has taken more than 5 s.
    await ws.until(() => lotteryFrames().some((f) => f.data.kind === 'settled'), 25_000);
    const kinds = lotteryFrames()
      .filter((f) => f.data.issue.issue === i.issue)
      .map((f) => f.data.kind);
    expect(kinds).toEqual(['drawn', 'settled']);
    const drawn = lotteryFrames().find((f) => f.data.kind === 'drawn')!.data.issue as unknown as {
      seed: string;
    };
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    ws.socket.close();
  }, 60_000);
});

describe('official results', () => {
  it('settles an operator-entered result only after a second operator approves it', async () => {
    const vn = lotteryGame('VNMB')!;
    const [alice, bob] = [
      await t.services.admin.createOperator('lottery_a', 'Operator#2026'),
      await t.services.admin.createOperator('lottery_b', 'Operator#2026'),
    ];
    const row = await sql<{ issue: string; closes_at: Date; draw_at: Date }>`
      SELECT issue, closes_at, draw_at FROM lottery_issues WHERE game_code = 'VNMB' AND closes_at > ${clock}
      ORDER BY draw_at LIMIT 1`.execute(t.db);
    const { issue, closes_at: closesAt } = row.rows[0]!;
    const draw = (await drawFromSeed('vn-north', 'ab'.repeat(32), 'test')) as unknown as {
      prizes: number[][];
    };
    const special = draw.prizes[0]![0]! % 100;
    const member = await funded(10_000n);
    clock = new Date(closesAt.getTime() - 60_000);
    await lottery.placeBet(member, {
      gameCode: 'VNMB',
      issue,
      betTypeCode: 'de',
      selection: { rows: [[special]] },
      unitStake: '10.00',
      idempotencyKey: randomUUID(),
    });
    // Not before the betting closed: a result known to bettors would be a free bet.
    expect(await errorCode(lottery.enterResult(alice, { gameCode: 'VNMB', issue, draw }))).toBe(
      'INVALID_STATE',
    );
    const listed = async (status: 'open' | 'closed') =>
      (await lottery.adminIssues({ gameCode: 'VNMB', status, page: 1, pageSize: 50 })).rows.map(
        (i) => i.issue,
      );
    expect(await listed('open')).toContain(issue);
    expect(await listed('closed')).not.toContain(issue);
    clock = new Date(closesAt.getTime() + 1000);
    expect(await listed('closed')).toContain(issue);
    expect(await listed('open')).not.toContain(issue);
    expect(
      await errorCode(lottery.enterResult(alice, { gameCode: 'VNMB', issue, draw: { prizes: [] } })),
    ).toBe('VALIDATION_FAILED');
    const entered = await lottery.enterResult(alice, { gameCode: 'VNMB', issue, draw });
    expect(entered.status).toBe('pending');
    expect(await errorCode(lottery.approveResult(alice, entered.resultId))).toBe('SECOND_OPERATOR_REQUIRED');
    // Nothing settled on one person's word.
    expect((await lottery.issueDetail('VNMB', issue)).status).toBe('closed');
    expect(await cash(member)).toBe(9_000n);
    const approved = await lottery.approveResult(bob, entered.resultId);
    expect(approved).toMatchObject({
      status: 'settled',
      resultSource: 'operator',
      result: { status: 'approved' },
    });
    const { payoutBps } = settleTicket(vn, 'de', { rows: [[special]] }, approved.draw as never);
    expect(payoutBps).toBeGreaterThan(0);
    expect(await cash(member)).toBe(9_000n + (1000n * BigInt(payoutBps)) / 10_000n);
    expect(await errorCode(lottery.approveResult(bob, entered.resultId))).toBe('INVALID_STATE');
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});

describe('lottery over HTTP', () => {
  it('lists the games by prize mode, the open issue with its countdown, and takes a member bet', async () => {
    await t.services.lottery.ensureIssues(new Date());
    const menu = (
      await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=ZY&device=WEB' })
    ).json();
    expect(menu.value.gameMenus.map((g: { gameCode: string }) => g.gameCode)).toContain('SSC1');
    expect(menu.value.gameMenus.every((g: { prizeMode: string }) => g.prizeMode === 'ZY')).toBe(true);
    const opened = (
      await t.app.inject({ method: 'GET', url: `/lotto/lgw/games/opened/numero?gameCode=${GAME}` })
    ).json().value;
    // In the last seconds before a draw the next issue is offered: its commitment shows once it opens.
    expect(opened.current).not.toBeNull();
    if (Date.parse(opened.current.opensAt) <= Date.parse(opened.serverTime))
      expect(opened.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.next.length).toBeGreaterThan(2);
    const games = (await t.app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game' })).json().value;
    expect(games.serverTime).toMatch(/Z$/);
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: auth(token),
      payload: {
        gameCode: GAME,
        issue: opened.next[2],
        betTypeCode: 'pos',
        selection: onFirst(5),
        unitStake: '1.00',
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.bets[0]).toMatchObject({
      status: 'pending',
      stake: '1.00',
      issue: opened.next[2],
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/lgw/vn/bets?page=1&pageSize=5', headers: auth(token) })
    ).json();
    expect(mine.value.total).toBeGreaterThan(0);
    const anonymous = await t.app.inject({ method: 'GET', url: '/lgw/vn/bets' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('review: close window and stations', () => {
  it('offers the next issue with its countdown while the current one is closed before its draw', async () => {
    const i = await issueAt(lottery, 14);
    const at = new Date(i.drawAt.getTime() - 3000); // inside the 10 s before the draw
    const closed = createLotteryService({
      db: t.db,
      ledger: t.services.ledger,
      system: t.services.system,
      now: () => at,
    });
    const numero = await closed.openedNumero(GAME);
    expect(numero.closing).toMatchObject({ issue: i.issue, status: 'closed' });
    expect(numero.current).toMatchObject({ status: 'open', opensAt: i.drawAt.toISOString() });
    expect(numero.current!.issue).not.toBe(i.issue);
    const lobby = await closed.openedGames();
    expect(lobby.list.find((row) => row.gameCode === GAME)?.issue).toBe(numero.current!.issue);
    // The next issue takes bets already.
    const member = await funded(10_000n);
    const ticket = await bet(closed, member, numero.current!.issue, onFirst(2));
    expect(ticket.bets[0]).toMatchObject({ issue: numero.current!.issue, status: 'pending' });
  });

  it('draws the South sheet per station: each station of the day is its own issue and settles on its own result', async () => {
    const south = lotteryGame('VNMN')!;
    const [carol, dave] = [
      await t.services.admin.createOperator('lottery_c', 'Operator#2026'),
      await t.services.admin.createOperator('lottery_d', 'Operator#2026'),
    ];
    const rows = await sql<{ issue: string; station: string | null; closes_at: Date; day: string }>`
      SELECT issue, station, closes_at, to_char(day, 'YYYY-MM-DD') AS day FROM lottery_issues
      WHERE game_code = 'VNMN' AND draw_at = (
        SELECT min(draw_at) FROM lottery_issues WHERE game_code = 'VNMN' AND closes_at > ${new Date()})
      ORDER BY seq`.execute(t.db);
    const weekday = ((new Date(`${rows.rows[0]!.day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect(rows.rows.map((r) => r.station)).toEqual(south.schedule!.stations![weekday]);
    expect(new Set(rows.rows.map((r) => r.issue)).size).toBe(rows.rows.length);
    const [first, second] = rows.rows as [(typeof rows.rows)[0], (typeof rows.rows)[0]];
    const at = { now: new Date(first.closes_at.getTime() - 60_000) };
    const service = createLotteryService({
      db: t.db,
      ledger: t.services.ledger,
      system: t.services.system,
      now: () => at.now,
    });
    const numero = await service.openedNumero('VNMN');
    expect(numero.stations.map((s) => s.station)).toEqual(rows.rows.map((r) => r.station));
    expect(numero.next).toEqual([]);

    const draw = (await drawFromSeed('vn-south', 'cd'.repeat(32), 'station')) as unknown as {
      prizes: number[][];
    };
    const special = draw.prizes[0]![0]! % 100;
    const [onFirstStation, onSecondStation] = [await funded(10_000n), await funded(10_000n)];
    const de = (member: string, issue: string, extra = {}) =>
      service.placeBet(member, {
        gameCode: 'VNMN',
        issue,
        betTypeCode: 'de',
        selection: { rows: [[special]] },
        unitStake: '10.00',
        idempotencyKey: randomUUID(),
        ...extra,
      });
    await de(onFirstStation, first.issue);
    await de(onSecondStation, second.issue);
    // A station's ticket is for its own draw: no chase.
    expect(
      await errorCode(de(onSecondStation, second.issue, { chase: { issues: 2, stopOnWin: false } })),
    ).toBe('LIMIT_EXCEEDED');

    at.now = new Date(first.closes_at.getTime() + 1000);
    const entered = await service.enterResult(carol, { gameCode: 'VNMN', issue: second.issue, draw });
    await service.approveResult(dave, entered.resultId);
    const { payoutBps } = settleTicket(south, 'de', { rows: [[special]] }, draw as never);
    expect(payoutBps).toBeGreaterThan(0);
    // The second station settled on its result; the first station's bet waits for its own.
    expect((await service.issueDetail('VNMN', second.issue)).status).toBe('settled');
    expect((await service.issueDetail('VNMN', first.issue)).status).toBe('closed');
    expect(await cash(onSecondStation)).toBe(9_000n + (1000n * BigInt(payoutBps)) / 10_000n);
    expect(await cash(onFirstStation)).toBe(9_000n);
    expect((await service.myBets(onFirstStation, { page: 1, pageSize: 5 })).rows[0]).toMatchObject({
      status: 'pending',
      issue: first.issue,
    });
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});
