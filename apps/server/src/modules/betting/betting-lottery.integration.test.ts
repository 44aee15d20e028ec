import { randomUUID } from 'node:crypto';
import { drawFromSeed, lotteryGame, settleTicket } from '@goldline/games/lottery/index';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { createLotteryService, type LotteryService } from '../lottery/lottery.service.ts';

/**
 * Lottery bets in the member's betting record (issue 15 review): each bet (ticket and issue) is a
 * row with its game, issue, selection, stake, status and payout, filtered by the lottery's game
 * types and statuses like any round, read through the lottery module's view.
 */
let t: TestApp;
let clock: Date;
let lottery: LotteryService;
let token: string;
let demoId: string;

const records = async (query: string, as = token) =>
  (await t.app.inject({ method: 'GET', url: `/wps/records/bets?${query}`, headers: auth(as) })).json();

/** The SSC1 and VNF1 issues drawn at a whole minute `minutes` after the next whole minute. */
async function issueOf(gameCode: string, minutes: number) {
  const drawAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000);
  const row = await sql<{ issue: string; id: string }>`
    SELECT issue, id FROM lottery_issues WHERE game_code = ${gameCode} AND draw_at = ${drawAt}`.execute(t.db);
  return { issue: row.rows[0]!.issue, id: String(row.rows[0]!.id), drawAt };
}

beforeAll(async () => {
  t = await createTestApp();
  clock = new Date();
  lottery = createLotteryService({
    db: t.db,
    ledger: t.services.ledger,
    system: t.services.system,
    now: () => clock,
  });
  await lottery.ensureIssues(clock);
  token = await loginToken(t, 'demo', 'PlayDemo#2026');
  demoId = (await t.services.memberRecords.findByUsername('demo'))!.id;
}, 120_000);
afterAll(() => t.close());

describe('lottery bets in the betting record', () => {
  it('lists each bet with its issue and ticket, filtered by game type and status, and pays it there', async () => {
    const ssc = await issueOf('SSC1', 3);
    const vn = await issueOf('VNF1', 3);
    const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(
      new Date(Date.now() + 3_600_000).toISOString(),
    )}`;
    const before = (await records(`page=1&pageSize=50&${range}`)).value.totals.count as number;
    clock = new Date(ssc.drawAt.getTime() - 30_000);
    const selection = { rows: [[0, 1, 2, 3, 4], [], [], [], []] };
    const placed = await lottery.placeBet(demoId, {
      gameCode: 'SSC1',
      issue: ssc.issue,
      betTypeCode: 'pos',
      selection,
      unitStake: '2.00',
      idempotencyKey: randomUUID(),
    });
    await lottery.placeBet(demoId, {
      gameCode: 'VNF1',
      issue: vn.issue,
      betTypeCode: 'de',
      selection: { rows: [[27]] },
      unitStake: '1.00',
      idempotencyKey: randomUUID(),
    });

    const all = (await records(`page=1&pageSize=50&${range}`)).value;
    expect(all.totals.count).toBe(before + 2);
    const lott = (await records(`page=1&pageSize=50&gameType=LOTT&status=OPEN&${range}`)).value;
    const row = lott.rows.find((r: { id: string }) => r.id === `L${placed.bets[0]!.betId}`);
    expect(row).toMatchObject({
      gameType: 'LOTT',
      stake: '10.00',
      payout: '0.00',
      status: 'OPEN',
      recallable: true,
      lottery: { gameCode: 'SSC1', family: 'ssc', issue: ssc.issue, betTypeCode: 'pos', selection, units: 5 },
    });
    // The fast Vietnamese game is an e-lottery (ELOTT): not under LOTT, alone under ELOTT.
    expect(
      lott.rows.some((r: { lottery: { gameCode: string } | null }) => r.lottery?.gameCode === 'VNF1'),
    ).toBe(false);
    const elott = (await records(`page=1&pageSize=50&gameType=ELOTT&${range}`)).value;
    expect(elott.rows.map((r: { lottery: { issue: string } }) => r.lottery.issue)).toEqual([vn.issue]);

    clock = ssc.drawAt;
    await lottery.drawIssue(ssc.id);
    await lottery.settleIssue(ssc.id);
    const detail = await lottery.issueDetail('SSC1', ssc.issue);
    const game = lotteryGame('SSC1')!;
    expect(detail.draw).toEqual(await drawFromSeed('ssc', detail.seed!, ssc.issue));
    const { payoutBps } = settleTicket(game, 'pos', selection, detail.draw as never);
    const payout = (200n * BigInt(payoutBps)) / 10_000n;
    const settled = (await records(`page=1&pageSize=50&gameType=LOTT&status=SETTLED&${range}`)).value;
    const paid = settled.rows.find((r: { id: string }) => r.id === `L${placed.bets[0]!.betId}`);
    expect(paid).toMatchObject({ status: 'SETTLED', payout: (Number(payout) / 100).toFixed(2) });
    expect(
      (await records(`page=1&pageSize=50&gameType=LOTT&status=OPEN&${range}`)).value.rows,
    ).not.toContainEqual(expect.objectContaining({ id: `L${placed.bets[0]!.betId}` }));

    // The detail: the stake at placement, then the payout when it won; someone else's is not found.
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/records/bets/L${placed.bets[0]!.betId}`,
        headers: auth(token),
      })
    ).json().value;
    expect(one.steps.map((s: { kind: string }) => s.kind)).toEqual(payout > 0n ? ['BET', 'WIN'] : ['BET']);
    expect(one.steps[0].amount).toBe('10.00');
    expect(one.lottery.issue).toBe(ssc.issue);
    const other = await loginToken(t, 'player01', 'PlayDemo#2026');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/wps/records/bets/L${placed.bets[0]!.betId}`,
      headers: auth(other),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
