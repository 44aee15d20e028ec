import { randomBytes } from 'node:crypto';
import { minorToAmount } from '@goldline/contract/money';
import { buildHashChain } from '@goldline/games/crash-chain';
import {
  betTypes,
  commitmentOf,
  countUnits,
  drawFromSeed,
  exposureKeys,
  isSelectionError,
  LOTTERY_GAMES,
  type LotteryGameDef,
  parseDraw,
  parseSelection,
  type Selection,
  settleTicket,
} from '@goldline/games/lottery/index';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { sqlState, withRetry } from '../../lib/retry.ts';
import type { LedgerService, Posting, Trx } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import {
  type BetRecord,
  type BetStatus,
  type IssueRecord,
  type NewIssue,
  type ResultRecord,
  lotteryRepository as repo,
  type StoredIssueStatus,
} from './lottery.repository.ts';
import { LOTTERY_LIMITS } from './lottery.types.ts';

export type LotteryService = ReturnType<typeof createLotteryService>;

type PublicStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'voided';
type Route = '/lottery' | '/vnLottery' | '/seaLottery';

/** Self-drawn issues are created for today and tomorrow (UTC); official ones two days ahead. */
const DAY_MS = 86_400_000;

const routeOf = (g: LotteryGameDef): Route =>
  g.family === '4d' ? '/seaLottery' : g.family.startsWith('vn-') ? '/vnLottery' : '/lottery';
const groupOf = (g: LotteryGameDef): string =>
  ({ ssc: 'SSC', pk10: 'PK10', k3: 'K3', '11x5': '11X5', 'vn-north': 'VN', 'vn-south': 'VN', '4d': '4D' })[
    g.family
  ];
/** The records group game movements by reference type = the catalogue's game type (LOTT, ELOTT). */
const gameTypeOf = (g: LotteryGameDef): string => (g.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT');

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const compactDay = (day: string) => day.replaceAll('-', '');

/** Offset of a time zone at an instant, in ms (Intl, no tz database of ours). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const v = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second')) - at;
}

export interface IssueView {
  gameCode: string;
  issue: string;
  status: PublicStatus;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  commitment: string | null;
  seed: string | null;
  draw: unknown;
  drawnAt: string | null;
  station: string | null;
}

/**
 * The lottery (issue 15; decisions 081, 082): issues on a schedule, self-drawn issues from a daily
 * hash chain committed before the day's first issue, official issues from an operator's result
 * approved by a second operator; tickets (with chase) paid through the ledger at placement, settled
 * in set-based batches, voided issues refunded. All maths comes from packages/games/src/lottery.
 */
export function createLotteryService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'move' | 'balance'>;
  system: Pick<SystemService, 'setting'>;
  now?: () => Date;
  /** Cap of the top payout on one outcome per issue, minor units; default LOTTERY_LIMITS. */
  exposureCapMinor?: bigint;
  log?: (m: string) => void;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  /** Only games whose family packages/games has built. */
  const games = LOTTERY_GAMES.filter((g) => betTypes(g.family).length > 0);
  const byCode = new Map(games.map((g) => [g.code, g]));
  const selfCodes = games.filter((g) => g.drawSource === 'self').map((g) => g.code);
  const officialCodes = games.filter((g) => g.drawSource === 'official').map((g) => g.code);
  const allCodes = games.map((g) => g.code);
  /** A tick sleeping between draws wakes up and returns when the process closes. */
  let closing = false;
  let wake: (() => void) | null = null;

  const site = async () => (await deps.system.setting('site')).currency;

  function gameOf(code: string): LotteryGameDef {
    const g = byCode.get(code);
    if (!g) throw new AppError('GAME_UNAVAILABLE');
    return g;
  }

  function statusOf(i: IssueRecord, at: Date): PublicStatus {
    if (i.status !== 'scheduled') return i.status;
    return at < i.closesAt ? 'open' : 'closed';
  }

  /** What players may see: the commitment once the issue opens, the seed once it is drawn. */
  function view(i: IssueRecord, at: Date): IssueView {
    const drawn = i.status === 'drawn' || i.status === 'settled';
    return {
      gameCode: i.gameCode,
      issue: i.issue,
      status: statusOf(i, at),
      opensAt: i.opensAt.toISOString(),
      closesAt: i.closesAt.toISOString(),
      drawAt: i.drawAt.toISOString(),
      commitment: at >= i.opensAt || drawn ? i.commitment : null,
      seed: drawn ? i.seed : null,
      draw: drawn ? i.draw : null,
      drawnAt: i.drawnAt?.toISOString() ?? null,
      station: i.station,
    };
  }

  // ------------------------------------------------------------------ schedule

  /** A day's issues of a self-drawn game with its chain; one transaction, so a lost race writes nothing. */
  async function createSelfDay(g: LotteryGameDef, day: string, since: Date): Promise<number> {
    if (await repo.hasIssuesFor(db, g.code, day)) return 0;
    const interval = (g.intervalSeconds ?? 60) * 1000;
    const length = DAY_MS / interval;
    const root = randomBytes(32).toString('hex');
    const chain = await buildHashChain(root, length);
    const start = Date.parse(`${day}T00:00:00Z`);
    const issues: NewIssue[] = [];
    for (let n = 1; n <= length; n++) {
      const drawAt = start + n * interval;
      // The chain covers the whole day; issues already past when the day is set up are not run.
      if (drawAt <= since.getTime()) continue;
      const seed = chain.gameHashes[n - 1]!;
      issues.push({
        gameCode: g.code,
        issue: `${compactDay(day)}-${String(n).padStart(4, '0')}`,
        day,
        seq: n,
        opensAt: new Date(drawAt - interval),
        closesAt: new Date(drawAt - g.closeBeforeSeconds * 1000),
        drawAt: new Date(drawAt),
        seed,
        commitment: await commitmentOf(seed),
        station: null,
      });
    }
    return db.transaction().execute(async (trx) => {
      const won = await repo.insertChain(trx, {
        gameCode: g.code,
        day,
        length,
        rootSeed: root,
        terminalHash: chain.terminatingHash,
      });
      return won ? repo.insertIssues(trx, issues) : 0;
    });
  }

  /** Official draws of the next days (local schedule -> UTC); each opens at the previous draw. */
  async function createOfficial(g: LotteryGameDef, at: Date): Promise<number> {
    const s = g.schedule;
    if (!s) return 0;
    const [hh, mm] = s.time.split(':').map(Number) as [number, number];
    const draws: { day: string; drawAt: number }[] = [];
    for (let d = -8; d <= 2; d++) {
      const local = new Date(at.getTime() + d * DAY_MS + zoneOffsetMs(s.timeZone, at.getTime()));
      const day = local.toISOString().slice(0, 10);
      const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      if (!s.weekdays.includes(weekday)) continue;
      const wall = Date.parse(`${day}T00:00:00Z`) + (hh * 60 + mm) * 60_000;
      draws.push({ day, drawAt: wall - zoneOffsetMs(s.timeZone, wall) });
    }
    const issues: NewIssue[] = [];
    draws.forEach((d, i) => {
      if (i === 0 || d.drawAt < at.getTime() - DAY_MS) return;
      // A station game draws one sheet per station of the day, each its own issue: <day>-<n>.
      const weekday = ((new Date(`${d.day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const stations: readonly (string | null)[] = s.stations?.[weekday] ?? [null];
      stations.forEach((station, n) => {
        issues.push({
          gameCode: g.code,
          issue: `${compactDay(d.day)}-${n + 1}`,
          day: d.day,
          seq: n + 1,
          opensAt: new Date(draws[i - 1]!.drawAt),
          closesAt: new Date(d.drawAt - g.closeBeforeSeconds * 1000),
          drawAt: new Date(d.drawAt),
          seed: null,
          commitment: null,
          station,
        });
      });
    });
    return repo.insertIssues(db, issues);
  }

  /**
   * Creates missing issues: self-drawn games for today and tomorrow (UTC) with draws after `since`
   * (default `at`: a server that starts late skips the issues it missed), official ones ahead.
   */
  async function ensureIssues(at: Date, since: Date = at): Promise<number> {
    let created = 0;
    for (const g of games) {
      if (g.drawSource === 'self') {
        created += await createSelfDay(g, utcDay(since.getTime()), since);
        if (utcDay(since.getTime()) !== utcDay(at.getTime()))
          created += await createSelfDay(g, utcDay(at.getTime()), since);
        created += await createSelfDay(g, utcDay(at.getTime() + DAY_MS), since);
      } else {
        created += await createOfficial(g, at);
      }
    }
    return created;
  }

  // ------------------------------------------------------------------ draw, settle, void

  /** Draws a due self-drawn issue once: the row lock and the status decide who draws. */
  async function drawIssue(issueId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const i = await repo.lockIssue(trx, issueId);
      if (i?.status !== 'scheduled' || !i.seed || i.drawAt > now()) return false;
      const g = gameOf(i.gameCode);
      const draw = await drawFromSeed(g.family, i.seed, i.issue);
      await repo.markDrawn(trx, i.id, draw, 'seed');
      await repo.notify(trx, { k: 'drawn', id: i.id });
      return true;
    });
  }

  /** Pays members in one ledger movement (one posting per member), keyed by what it pays for. */
  async function pay(
    trx: Trx,
    g: LotteryGameDef,
    kind: 'win' | 'rollback',
    key: string,
    issueId: string,
    paid: readonly { memberId: string; payout: bigint }[],
  ): Promise<void> {
    const perMember = new Map<string, bigint>();
    for (const p of paid)
      if (p.payout > 0n) perMember.set(p.memberId, (perMember.get(p.memberId) ?? 0n) + p.payout);
    if (perMember.size === 0) return;
    const { currency } = await site();
    const postings: Posting[] = [...perMember].map(([memberId, amount]) => ({
      from: { system: 'house', currency },
      to: { memberId, kind: 'cash' },
      amount,
    }));
    await ledger.move(
      {
        scope: 'lottery',
        key,
        kind,
        postings,
        reference: { type: gameTypeOf(g), id: `lottery-issue-${issueId}` },
      },
      trx,
    );
  }

  /**
   * Settles a drawn issue (decision 082): the maths settles each different (bet type, selection)
   * once with packages/games; one statement then closes every pending bet of the issue with its
   * payout and returns what it closed per member; the winners are paid in one ledger movement (a
   * posting per member) in the same transaction, and stop-on-win chases refunded. A second settler
   * closes nothing and pays nothing.
   */
  async function settleIssue(issueId: string): Promise<{ bets: number; winners: number }> {
    const issue = await repo.issueById(db, issueId);
    if (issue.status !== 'drawn') return { bets: 0, winners: 0 };
    const g = gameOf(issue.gameCode);
    const draw = parseDraw(g.family, issue.draw);
    if (!draw) throw new Error(`stored draw of issue ${issueId} does not parse`);
    const outcomes = (await repo.pendingSelections(db, issueId)).map((s) => ({
      ...s,
      payoutBps: settleTicket(g, s.betType, s.selection as Selection, draw).payoutBps,
    }));
    return withRetry(() =>
      db.transaction().execute(async (trx) => {
        const locked = await repo.lockIssue(trx, issueId);
        if (locked?.status !== 'drawn') return { bets: 0, winners: 0 };
        const closed = await repo.settlePending(trx, issueId, outcomes);
        // A bet placed with a selection not read above cannot exist: bets stop at close, before the draw.
        await pay(trx, g, 'win', `settle:${issueId}`, issueId, closed);
        const refunds = await repo.refundChaseAfter(
          trx,
          closed.flatMap((c) => c.chaseTickets),
          issue.drawAt,
        );
        await pay(trx, g, 'rollback', `chase:${issueId}`, issueId, refunds);
        await repo.markSettled(trx, issueId);
        await repo.notify(trx, { k: 'settled', id: issueId });
        return {
          bets: closed.reduce((n, c) => n + c.bets, 0),
          winners: closed.reduce((n, c) => n + c.won, 0),
        };
      }),
    );
  }

  /** Voids an issue not yet drawn and refunds every bet on it, once. */
  async function voidIssue(
    gameCode: string,
    issueNumber: string,
    reason: string,
  ): Promise<{ refunded: number }> {
    const g = gameOf(gameCode);
    return db.transaction().execute(async (trx) => {
      const i = await repo.lockIssueNumber(trx, gameCode, issueNumber);
      if (!i) throw new AppError('NOT_FOUND');
      if (i.status !== 'scheduled') throw new AppError('INVALID_STATE');
      const refunds = await repo.refundIssueBets(trx, i.id);
      await pay(trx, g, 'rollback', `void:${i.id}`, i.id, refunds);
      await repo.markVoided(trx, i.id, reason);
      await repo.notify(trx, { k: 'voided', id: i.id });
      return { refunded: refunds.length };
    });
  }

  /**
   * One pass over due work: create missing issues, draw due self-drawn issues, settle drawn ones.
   * Safe in any number of processes at once (row locks and status transitions decide).
   */
  async function runDue(at: Date): Promise<{ drawn: number; settled: number }> {
    let drawn = 0;
    let settled = 0;
    for (;;) {
      const due = await repo.dueIssues(db, at, selfCodes, 200);
      const before = drawn + settled;
      for (const i of due) {
        if (i.status === 'scheduled') {
          if (!(await drawIssue(i.id))) continue;
          drawn++;
        }
        await settleIssue(i.id);
        settled++;
      }
      if (due.length < 200 || drawn + settled === before) return { drawn, settled };
    }
  }

  // ------------------------------------------------------------------ tickets

  async function ticketAnswer(ticketId: string, memberId: string, replayed: boolean) {
    const { decimals } = await site();
    const bets = await repo.betsOfTicket(db, ticketId);
    const balance = await ledger.balance({ memberId, kind: 'cash' });
    const total = bets.reduce((s, b) => s + b.stake, 0n);
    return {
      ticketId,
      units: bets[0]?.units ?? 0,
      totalStake: minorToAmount(total, decimals),
      bets: bets.map((b) => betView(b, decimals)),
      balance: minorToAmount(balance.available, decimals),
      replayed,
    };
  }

  function betView(b: BetRecord, decimals: number) {
    return {
      betId: b.betId,
      ticketId: b.ticketId,
      gameCode: b.gameCode,
      issue: b.issue,
      betTypeCode: b.betType,
      selection: b.selection,
      units: b.units,
      unitStake: minorToAmount(b.unitStake, decimals),
      stake: minorToAmount(b.stake, decimals),
      payout: minorToAmount(b.payout, decimals),
      status: b.status,
      chaseIndex: b.chaseIndex,
      chaseLength: b.chaseLength,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    };
  }

  async function placeBet(
    memberId: string,
    req: {
      gameCode: string;
      issue: string;
      betTypeCode: string;
      selection: unknown;
      unitStake: string;
      chase?: { issues: number; stopOnWin: boolean } | undefined;
      idempotencyKey: string;
    },
  ) {
    const g = gameOf(req.gameCode);
    const { currency, decimals } = await site();
    const sel = parseSelection(g.family, req.betTypeCode, req.selection);
    if (isSelectionError(sel)) throw new AppError('INVALID_SELECTION');
    const units = countUnits(g.family, req.betTypeCode, sel);
    const unitStake = toMinor(req.unitStake, decimals, 'unitStake');
    const scale = 10n ** BigInt(decimals);
    if (
      unitStake < (LOTTERY_LIMITS.minUnitStakeTenths * scale) / 10n ||
      unitStake > LOTTERY_LIMITS.maxUnitStakeMajor * scale
    )
      throw new AppError('BET_OUT_OF_RANGE');
    const chaseLength = req.chase?.issues ?? 1;
    if (chaseLength > LOTTERY_LIMITS.maxChaseIssues) throw new AppError('LIMIT_EXCEEDED');
    // Each day draws other stations: a station's ticket is for its own draw only.
    if (chaseLength > 1 && g.schedule?.stations) throw new AppError('LIMIT_EXCEEDED');
    const stopOnWin = req.chase?.stopOnWin ?? false;
    const hash = requestHash('lottery.bet', {
      gameCode: g.code,
      issue: req.issue,
      betTypeCode: req.betTypeCode,
      selection: sel,
      unitStake,
      chaseLength,
      stopOnWin,
    });
    const cap = deps.exposureCapMinor ?? LOTTERY_LIMITS.exposureCapMajor * scale;
    // Outcome keys with the most a unit can pay on each; several units on one key add up.
    const exposure = new Map<string, bigint>();
    for (const k of exposureKeys(g, req.betTypeCode, sel))
      exposure.set(k.key, (exposure.get(k.key) ?? 0n) + (unitStake * BigInt(k.maxPayoutBps)) / 10_000n);
    const keys = [...exposure.keys()].sort();
    const stake = unitStake * BigInt(units);

    const replay = async () => {
      const seen = await repo.findTicket(db, memberId, req.idempotencyKey);
      if (!seen) return null;
      if (seen.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return ticketAnswer(seen.id, memberId, true);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    let ticketId: string;
    try {
      ticketId = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const issues = await repo.shareIssuesFrom(trx, g.code, req.issue, chaseLength);
          if (issues.length === 0) throw new AppError('NOT_FOUND');
          if (issues.length < chaseLength) throw new AppError('LIMIT_EXCEEDED');
          const at = now();
          for (const i of issues)
            if (i.status !== 'scheduled' || at >= i.closesAt) throw new AppError('ISSUE_CLOSED');
          const added = issues.flatMap((i) =>
            keys.map((key) => ({ issueId: i.id, key, amount: exposure.get(key)! })),
          );
          if (!(await repo.addExposures(trx, added, cap))) throw new AppError('EXPOSURE_LIMIT_REACHED');
          const id = await repo.insertTicket(trx, {
            memberId,
            idempotencyKey: req.idempotencyKey,
            requestHash: hash,
            gameCode: g.code,
            gameType: gameTypeOf(g),
            betType: req.betTypeCode,
            selection: sel,
            units,
            unitStake,
            chaseLength,
            stopOnWin,
            totalStake: stake * BigInt(chaseLength),
          });
          await repo.insertBets(
            trx,
            id,
            memberId,
            issues.map((i, n) => ({ issueId: i.id, chaseIndex: n + 1, stake })),
          );
          const moved = await ledger.move(
            {
              scope: 'lottery',
              key: `ticket:${id}`,
              kind: 'bet',
              postings: [
                {
                  from: { memberId, kind: 'cash' },
                  to: { system: 'house', currency },
                  amount: stake * BigInt(chaseLength),
                },
              ],
              reference: { type: gameTypeOf(g), id: `lottery-ticket-${id}` },
            },
            trx,
          );
          await repo.setTicketLedgerTx(trx, id, moved.transactionId);
          return id;
        }),
      );
    } catch (err) {
      // The same key raced in from another request: answer as a replay.
      if (sqlState(err) === '23505') {
        const again = await replay();
        if (again) return again;
      }
      throw err;
    }
    return ticketAnswer(ticketId, memberId, false);
  }

  // ------------------------------------------------------------------ official results

  function operatorGame(code: string): LotteryGameDef {
    const g = gameOf(code);
    if (g.drawSource !== 'official') throw new AppError('INVALID_STATE');
    return g;
  }

  function resultView(r: ResultRecord) {
    return {
      resultId: r.id,
      draw: r.draw,
      enteredBy: r.enteredBy,
      enteredAt: r.enteredAt.toISOString(),
      status: r.status,
      decidedBy: r.decidedBy,
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }

  async function detail(i: IssueRecord, at: Date) {
    const g = gameOf(i.gameCode);
    const chain = g.drawSource === 'self' ? await repo.chain(db, i.gameCode, i.day) : null;
    const drawn = i.status === 'drawn' || i.status === 'settled';
    return {
      ...view(i, at),
      family: g.family,
      drawSource: g.drawSource,
      // Issue n's seed hashed n times gives the day's terminal hash (packages/games crash-chain).
      chain: chain
        ? { day: chain.day, index: i.seq, length: chain.length, terminalHash: chain.terminalHash }
        : null,
      resultSource: drawn ? i.resultSource : null,
      voidReason: i.voidReason,
    };
  }

  async function adminIssue(i: IssueRecord, at: Date) {
    const { decimals } = await site();
    const [stats, result] = await Promise.all([repo.issueStats(db, i.id), repo.latestResult(db, i.id)]);
    return {
      ...(await detail(i, at)),
      betCount: stats.betCount,
      stakeTotal: minorToAmount(stats.stakeTotal, decimals),
      result: result ? resultView(result) : null,
    };
  }

  return {
    games,
    ensureIssues,
    drawIssue,
    settleIssue,
    runDue,
    placeBet,

    /**
     * The job: create missing issues, then draw and settle what falls due for `windowMs`, sleeping
     * until the next draw time, so 1-minute issues draw on time although cron ticks once a minute.
     */
    async tick(windowMs = 0): Promise<number> {
      const start = Date.now();
      closing = false;
      let work = await ensureIssues(now());
      for (;;) {
        const r = await runDue(now());
        work += r.drawn + r.settled;
        const left = windowMs - (Date.now() - start);
        if (left <= 0) return work;
        const next = await repo.nextDrawAt(db, now(), selfCodes);
        const wait = Math.min(
          left,
          Math.max(200, (next?.getTime() ?? Number.POSITIVE_INFINITY) - now().getTime() + 50),
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (closing) return work;
      }
    },

    /** Ends a sleeping tick (the process is closing); the job then returns. */
    stopTicking(): void {
      closing = true;
      wake?.();
    },

    async gameMenu(prizeMode: string | undefined) {
      const { decimals } = await site();
      const scale = 10n ** BigInt(decimals);
      return {
        prizeMode: (prizeMode ?? null) as 'LOTT' | 'ZY' | 'ELOTT' | 'SEA' | null,
        accountTypeName: 'TCG_LOTTO_VN' as const,
        gameMenus: games
          .filter((g) => !prizeMode || g.prizeMode === prizeMode)
          .map((g) => ({
            gameCode: g.code,
            family: g.family,
            prizeMode: g.prizeMode,
            gameGroupCode: groupOf(g),
            drawSource: g.drawSource,
            intervalSeconds: g.intervalSeconds ?? null,
            closeBeforeSeconds: g.closeBeforeSeconds,
            rtpBps: g.rtpBps,
            route: routeOf(g),
          })),
        minUnitStake: minorToAmount((LOTTERY_LIMITS.minUnitStakeTenths * scale) / 10n, decimals),
        maxUnitStake: minorToAmount(LOTTERY_LIMITS.maxUnitStakeMajor * scale, decimals),
        maxChaseIssues: LOTTERY_LIMITS.maxChaseIssues,
      };
    },

    async openedGames() {
      const at = now();
      const list = await repo.openIssues(db, allCodes, at);
      return { serverTime: at.toISOString(), list: list.map((i) => view(i, at)) };
    },

    async openedNumero(gameCode: string) {
      const at = now();
      const g = gameOf(gameCode);
      const [current, closing, last] = await Promise.all([
        repo.currentIssue(db, gameCode, at),
        repo.closingIssue(db, gameCode, at),
        repo.lastResults(db, gameCode),
      ]);
      // Station games: every station of the draw, for the member to pick; no chase (no `next`).
      const stations =
        current && g.schedule?.stations ? await repo.issuesDrawnAt(db, gameCode, current.drawAt) : [];
      const next = g.schedule?.stations
        ? []
        : current
          ? (await repo.nextIssues(db, gameCode, current.drawAt, LOTTERY_LIMITS.maxChaseIssues + 1)).slice(1)
          : await repo.upcoming(db, gameCode, at, LOTTERY_LIMITS.maxChaseIssues);
      return {
        serverTime: at.toISOString(),
        current: current ? view(current, at) : null,
        stations: stations.filter((i) => i.status === 'scheduled').map((i) => view(i, at)),
        closing: closing ? view(closing, at) : null,
        next: next.map((i) => i.issue),
        last: last[0] ? view(last[0], at) : null,
      };
    },

    async recent(gameCode: string | undefined) {
      const at = now();
      const list = (await repo.lastResults(db, gameCode)).filter((i) => byCode.has(i.gameCode));
      return { list: list.map((i) => view(i, at)) };
    },

    async results(q: { gameCode: string; page: number; pageSize: number }) {
      gameOf(q.gameCode);
      const at = now();
      const { rows, total } = await repo.results(db, q.gameCode, q.page, q.pageSize);
      return { rows: rows.map((i) => view(i, at)), page: q.page, pageSize: q.pageSize, total };
    },

    async issueDetail(gameCode: string, issueNumber: string) {
      gameOf(gameCode);
      const i = await repo.issue(db, gameCode, issueNumber);
      if (!i) throw new AppError('NOT_FOUND');
      return detail(i, now());
    },

    async myBets(
      memberId: string,
      q: { status?: BetStatus | undefined; gameCode?: string | undefined; page: number; pageSize: number },
    ) {
      const { decimals } = await site();
      const { rows, total } = await repo.betsOfMember(db, memberId, q);
      return { rows: rows.map((b) => betView(b, decimals)), page: q.page, pageSize: q.pageSize, total };
    },

    voidIssue,

    async adminIssues(q: {
      gameCode?: string | undefined;
      status?: PublicStatus | undefined;
      page: number;
      pageSize: number;
    }) {
      const at = now();
      const stored: StoredIssueStatus | undefined =
        q.status === 'open' || q.status === 'closed' ? 'scheduled' : q.status;
      const codes = q.gameCode ? [operatorGame(q.gameCode).code] : officialCodes;
      const { rows, total } = await repo.adminIssues(db, {
        gameCodes: codes,
        status: stored,
        betting: q.status === 'open' || q.status === 'closed' ? q.status : undefined,
        before: at,
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        rows: await Promise.all(rows.map((i) => adminIssue(i, at))),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** An operator enters an official result; it waits for another operator's approval. */
    async enterResult(operatorId: string, r: { gameCode: string; issue: string; draw: unknown }) {
      const g = operatorGame(r.gameCode);
      const draw = parseDraw(g.family, r.draw);
      if (!draw) throw new AppError('VALIDATION_FAILED', { fields: { draw: 'invalid' } });
      try {
        return await db.transaction().execute(async (trx) => {
          const i = await repo.lockIssueNumber(trx, g.code, r.issue);
          if (!i) throw new AppError('NOT_FOUND');
          if (i.status !== 'scheduled') throw new AppError('INVALID_STATE');
          // Before the betting closes a result would be known to bettors.
          if (now() < i.closesAt) throw new AppError('INVALID_STATE');
          return resultView(await repo.insertResult(trx, i.id, draw, operatorId));
        });
      } catch (err) {
        if (sqlState(err) === '23505') throw new AppError('INVALID_STATE');
        throw err;
      }
    },

    /** A second operator approves: the issue is drawn with the result and settled. */
    async approveResult(operatorId: string, resultId: string) {
      const issueId = await db.transaction().execute(async (trx) => {
        const r = await repo.lockResult(trx, resultId);
        if (!r) throw new AppError('NOT_FOUND');
        if (r.status !== 'pending') throw new AppError('INVALID_STATE');
        if (r.enteredBy === operatorId) throw new AppError('SECOND_OPERATOR_REQUIRED');
        const i = await repo.lockIssue(trx, r.issueId);
        if (i?.status !== 'scheduled') throw new AppError('INVALID_STATE');
        await repo.decideResult(trx, r.id, 'approved', operatorId);
        await repo.markDrawn(trx, i.id, r.draw, 'operator');
        await repo.notify(trx, { k: 'drawn', id: i.id });
        return i.id;
      });
      await settleIssue(issueId);
      return adminIssue(await repo.issueById(db, issueId), now());
    },

    async rejectResult(operatorId: string, resultId: string, reason: string) {
      return db.transaction().execute(async (trx) => {
        const r = await repo.lockResult(trx, resultId);
        if (!r) throw new AppError('NOT_FOUND');
        if (r.status !== 'pending') throw new AppError('INVALID_STATE');
        return resultView(await repo.decideResult(trx, r.id, 'rejected', operatorId, reason));
      });
    },

    /** For the real-time relay: an issue by id, as players see it now. */
    async issueView(id: string) {
      return view(await repo.issueById(db, id), now());
    },
    async currentView(gameCode: string) {
      const at = now();
      const i = await repo.currentIssue(db, gameCode, at);
      return i ? view(i, at) : null;
    },
  };
}
