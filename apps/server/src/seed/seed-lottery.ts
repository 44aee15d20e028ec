import { randomBytes, randomUUID } from 'node:crypto';
import { drawFromSeed, LOTTERY_GAMES, type LotteryGameDef } from '@goldline/games/lottery/index';
import { sql } from 'kysely';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { createLotteryService } from '../modules/lottery/lottery.service.ts';

/** How far back the demo's self-drawn history reaches (short: every issue is drawn at start). */
const HISTORY_MS = 20 * 60_000;

/** Section 7's launch parameters on our own lottery routes (the catalogue tile opens them). */
function launchPath(g: LotteryGameDef): string {
  const route = g.family === '4d' ? '/seaLottery' : g.family.startsWith('vn-') ? '/vnLottery' : '/lottery';
  const q = new URLSearchParams({
    lottoArea: g.family === '4d' ? 'SEA' : 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: g.prizeMode,
    lottoGameCode: g.code,
    lottoView: 'betting',
    gameCode: g.code,
  });
  return `${route}?${q}`;
}

const NAMES: Record<string, { EN: string; CN: string; MY: string }> = {
  ssc: { EN: 'Fast 5D', CN: '极速时时彩', MY: 'Fast 5D' },
  pk10: { EN: 'Fast PK10', CN: '极速赛车', MY: 'Fast PK10' },
  k3: { EN: 'Fast K3', CN: '极速快三', MY: 'Fast K3' },
  '11x5': { EN: 'Fast 11x5', CN: '极速11选5', MY: 'Fast 11x5' },
  'vn-north': { EN: 'Vietnam North', CN: '越南北部彩', MY: 'Vietnam North' },
  'vn-south': { EN: 'Vietnam South', CN: '越南南部彩', MY: 'Vietnam South' },
  '4d': { EN: '4D', CN: '万字票', MY: '4D' },
};

/**
 * Lottery demo data (issue 15), called by server.ts after the demo seed on a fresh database: the
 * second operator (results need two), the lottery games in the catalogue (INHOUSE tiles of types
 * LOTT and ELOTT, so /lott and /elott list them; ELOTT for the fast Vietnamese games, spec section
 * 4), the last 20 minutes of self-drawn issues drawn and settled, a few demo bets among them, and
 * the latest official draws entered by one operator and approved by the other. Everything goes
 * through the services; the past bets through the lottery service on a clock set back.
 */
export async function seedLotteryDemo(
  db: Db,
  s: Pick<AppServices, 'admin' | 'adminGames' | 'ledger' | 'system' | 'memberRecords' | 'lottery'>,
): Promise<void> {
  const operator2 = await s.admin.createOperator('operator2', 'Operator#2026');
  // The first demo operator's id (seed.ts created it); no service looks operators up by name.
  const first = await sql<{ id: string }>`SELECT id FROM operators WHERE username = 'operator'`.execute(db);
  const operator1 = String(first.rows[0]?.id ?? operator2);

  for (const [n, g] of s.lottery.games.entries()) {
    await s.adminGames.createGame(operator1, {
      vendor: 'INHOUSE',
      gameCode: `lottery-${g.code}`,
      gameType: g.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
      names: NAMES[g.family]
        ? {
            EN: `${NAMES[g.family]!.EN} ${g.code}`,
            CN: `${NAMES[g.family]!.CN} ${g.code}`,
            MY: `${NAMES[g.family]!.MY} ${g.code}`,
          }
        : { EN: g.code },
      iconUrl: '/games/lottery.svg',
      largeIconUrl: null,
      isHot: g.code === 'SSC1' || g.code === 'VNF1',
      isNew: true,
      rtp: (g.rtpBps / 100).toFixed(2),
      isGame: 'GAME',
      freePlay: false,
      active: true,
      sort: 100 + n,
      launchPath: launchPath(g),
    });
  }

  const now = Date.now();
  let clock = new Date(now - HISTORY_MS);
  const past = createLotteryService({ db, ledger: s.ledger, system: s.system, now: () => clock });
  await past.ensureIssues(new Date(now), new Date(now - HISTORY_MS));

  const demo = await s.memberRecords.findByUsername('demo');
  if (demo) {
    const bets: { game: string; betTypeCode: string; selection: unknown }[] = [
      { game: 'SSC1', betTypeCode: 'pos', selection: { rows: [[7], [], [], [], [3, 4]] } },
      {
        game: 'SSC1',
        betTypeCode: 'pos',
        selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
      },
      { game: 'K3-1', betTypeCode: 'sum', selection: { rows: [[10, 11]] } },
      { game: 'VNF1', betTypeCode: 'de', selection: { rows: [[27]] } },
    ];
    for (const [n, b] of bets.entries()) {
      const issues = await sql<{ issue: string; opens_at: Date }>`
        SELECT issue, opens_at FROM lottery_issues WHERE game_code = ${b.game} AND opens_at >= ${new Date(now - HISTORY_MS)}
        ORDER BY draw_at OFFSET ${n * 2} LIMIT 1`.execute(db);
      const issue = issues.rows[0];
      if (!issue) continue;
      clock = new Date(issue.opens_at.getTime() + 1000);
      try {
        await past.placeBet(demo.id, {
          gameCode: b.game,
          issue: issue.issue,
          betTypeCode: b.betTypeCode,
          selection: b.selection,
          unitStake: '1.00',
          idempotencyKey: `demo-lottery-${n}`,
        });
      } catch {
        // A bet type the maths names differently is left out of the demo, not a failed start.
      }
    }
  }
  clock = new Date(now);
  await past.runDue(clock);

  // The latest closed official draw of each official game (every station's sheet of it for the
  // South and Central draws): entered by one operator, approved by the other.
  for (const g of LOTTERY_GAMES.filter((x) => x.drawSource === 'official')) {
    const rows = await sql<{ issue: string }>`
      SELECT issue FROM lottery_issues WHERE game_code = ${g.code} AND status = 'scheduled' AND draw_at = (
        SELECT max(draw_at) FROM lottery_issues
        WHERE game_code = ${g.code} AND status = 'scheduled' AND closes_at <= now())
      ORDER BY seq`.execute(db);
    for (const { issue } of rows.rows) {
      const draw = await drawFromSeed(g.family, randomBytes(32).toString('hex'), randomUUID());
      const entered = await s.lottery.enterResult(operator1, { gameCode: g.code, issue, draw });
      await s.lottery.approveResult(operator2, entered.resultId);
    }
  }
}
