import { setTimeout as sleep } from 'node:timers/promises';
import type { CrashConfig } from '../../../config.ts';
import type { Db, Executor } from '../../../db/database.ts';
import { toMinor } from '../../../lib/amounts.ts';
import { type BetRow, type RoundRow, crashRepository as repo } from './crash.repository.ts';
import type { CrashService } from './crash.service.ts';
import type { createCrashChains } from './crash-chains.ts';
import {
  autoCashoutSchedule,
  capCentsFor,
  crashRoundRef,
  crashTimeMs,
  effectiveAutoCents,
} from './crash-rules.ts';

/** Queued bets the leader debits at once when their round opens (the pool has 10 connections). */
const SETTLE_CONCURRENCY = 4;
/** After a failed step the leader looks at the database again after this pause. */
const RETRY_AFTER_ERROR_MS = 500;
/** The crash waits for the database clock; this is how often it looks again when it is early. */
const CRASH_POLL_MS = 5;

/**
 * The round loop the leader runs (docs/decisions/053-crash-loop.md). Every step starts from the
 * rows, never from memory, so a leader that takes over mid-round simply continues: a BETTING round
 * launches, a RUNNING one crashes at its committed point, a crashed one is settled. Phase changes
 * are conditional UPDATEs and NOTIFY 'crash' in the same transaction; times are the database clock.
 */
export function createRoundLoop(deps: {
  db: Db;
  service: CrashService;
  chains: ReturnType<typeof createCrashChains>;
  config: CrashConfig;
  decimals: () => Promise<number>;
  log: (m: string) => void;
}) {
  const { db, service, chains, config } = deps;
  const phaseNotice = (round: RoundRow) => ({ k: 'phase', roundId: crashRoundRef(round.id) });

  /** Sleeps until `at` on the database clock (one clock read per wait). */
  async function until(at: number, signal: AbortSignal): Promise<void> {
    const now = (await repo.clock(db)).getTime();
    if (at > now) await sleep(at - now, undefined, { signal });
  }

  async function eachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(SETTLE_CONCURRENCY, items.length) }, worker));
  }

  /** After the crashed round's screen time: the waiting round opens, or the very first is made. */
  async function openNext(signal: AbortSignal): Promise<void> {
    const last = await repo.shownRound(db);
    if (last?.crashedAt) await until(last.crashedAt.getTime() + config.crashedMs, signal);
    const waiting = await repo.waitingRound(db);
    await db.transaction().execute(async (trx) => {
      const opened = waiting
        ? await repo.openBetting(trx, waiting.id, config.bettingMs)
        : await createFirstRound(trx);
      if (opened) await repo.notify(trx, phaseNotice(opened));
    });
  }

  async function createFirstRound(trx: Executor): Promise<RoundRow> {
    const last = await repo.lastRound(trx);
    const game = await chains.next(last);
    const id = String(BigInt(last?.id ?? '0') + 1n);
    return repo.insertRound(trx, { id, ...game, phase: 'BETTING', bettingMs: config.bettingMs });
  }

  /** Queued bets join (debited now), then the round launches at its start time with its cap. */
  async function runBetting(round: RoundRow, signal: AbortSignal): Promise<void> {
    await eachLimited(await repo.betsOfRound(db, round.id, ['QUEUED']), (bet) => service.joinQueued(bet));
    await until(round.startsAt!.getTime(), signal);
    const next = await chains.next(round);
    const capMinor = toMinor(config.roundPayoutCap, await deps.decimals(), 'roundPayoutCap');
    await db.transaction().execute(async (trx) => {
      const launched = await repo.launch(trx, round.id);
      if (!launched) return;
      // After the launch's row lock: every bet that joined has committed, so the stake is final.
      await repo.setCap(trx, round.id, capCentsFor(await repo.stakeOfRound(trx, round.id), capMinor));
      await repo.insertRound(trx, {
        id: String(BigInt(round.id) + 1n),
        ...next,
        phase: 'WAITING',
        bettingMs: config.bettingMs,
      });
      await repo.notify(trx, phaseNotice(launched));
    });
  }

  /** Pays auto cash-outs (and the cap) as the multiplier reaches them, then crashes on time. */
  async function runRunning(round: RoundRow, signal: AbortSignal): Promise<void> {
    const startedAt = round.startedAt!.getTime();
    const crashMs = crashTimeMs(round.crashCents);
    const open = await repo.betsOfRound(db, round.id, ['ACTIVE']);
    const terms = (b: BetRow) => ({ amount: b.amount, autoCents: b.autoCents });
    for (const step of autoCashoutSchedule(open.map(terms), round)) {
      // A target equal to the crash point is paid by the settlement right after the crash.
      if (step.atMs >= crashMs) break;
      await until(startedAt + step.atMs, signal);
      // Bets cashed out by hand meanwhile are skipped by the close itself (only ACTIVE rows change).
      const reached = open.filter((b) => effectiveAutoCents(terms(b), round) <= step.cents);
      await service.settleOpen(reached, round);
    }
    await until(startedAt + crashMs, signal);
    for (;;) {
      const crashed = await db.transaction().execute(async (trx) => {
        const row = await repo.crash(trx, round.id, crashMs);
        if (row) await repo.notify(trx, phaseNotice(row));
        return row;
      });
      if (crashed) return settle(crashed);
      const now = await repo.roundById(db, round.id);
      if (now?.phase !== 'RUNNING') return;
      await sleep(CRASH_POLL_MS, undefined, { signal });
    }
  }

  /**
   * Every bet still open after the crash: auto targets up to the crash point pay, the rest lose.
   * Then every payout of the round still owed is paid (including cash-outs another process closed
   * and did not live to credit) before the round is marked settled.
   */
  async function settle(round: RoundRow): Promise<void> {
    await service.settleOpen(await repo.betsOfRound(db, round.id, ['ACTIVE']), round);
    await service.payOwed(round.id);
    if ((await repo.betsOfRound(db, round.id, ['ACTIVE'])).length > 0) throw new Error('bets left open');
    if ((await repo.owedBets(db, round.id)).length > 0) throw new Error('payouts left owed');
    await db.transaction().execute(async (trx) => {
      await repo.markSettled(trx, round.id);
      // Players get the final list (losses included) with the settled round.
      await repo.notify(trx, phaseNotice(round));
    });
  }

  async function step(signal: AbortSignal): Promise<void> {
    const round = await repo.unfinishedRound(db);
    if (!round) return openNext(signal);
    if (round.phase === 'BETTING') return runBetting(round, signal);
    if (round.phase === 'RUNNING') return runRunning(round, signal);
    return settle(round);
  }

  return {
    /** Runs rounds until `signal` aborts (leadership lost or the app closing). */
    async run(signal: AbortSignal): Promise<void> {
      // Payouts a process closed and did not live to credit, in rounds already settled.
      await service.payOwed().catch((err) => deps.log(`crash loop: owed payouts: ${(err as Error).message}`));
      while (!signal.aborted) {
        try {
          await step(signal);
        } catch (err) {
          if (signal.aborted) return;
          deps.log(`crash loop: ${(err as Error).message}`);
          await sleep(RETRY_AFTER_ERROR_MS, undefined, { signal }).catch(() => {});
        }
      }
    },
  };
}
