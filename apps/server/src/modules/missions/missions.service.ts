import type {
  AdminLeaderboard,
  AdminMission,
  AdminMissionsOverview,
  Leaderboard,
  LeaderboardList,
  LeaderboardUpsert,
  MissionProgress,
  MissionSummary,
  MissionUpsert,
} from '@goldline/contract/missions';
import { minorToAmount } from '@goldline/contract/money';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { maskName } from '../games/winners.service.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { RewardsService } from '../rewards/rewards.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type PeriodWindow, periodWindow, previousWindow } from './mission-period.ts';
import { missionProgress, type RoundResult } from './mission-progress.ts';
import { missionsRepository as repo } from './missions.repository.ts';
import type { LeaderboardRecord, MissionRecord } from './missions.types.ts';

/**
 * Missions and leaderboards (issue 16; decision 101). Progress comes from settled cash rounds read
 * through the records service, by the `missions.progress` job every minute and for the reader on
 * each MCSFE_getMissionSummaryDetails; a mission done places its reward in the reward centre once
 * per (mission, member, period). Leaderboards rank valid bet per period; the `missions.leaderboards`
 * job pays the prizes of each closed period, once per (board, period, rank).
 */

/** Rounds settled just before a period ended are still counted this long into the next period. */
const LATE_SETTLEMENT_MS = 10 * 60_000;
/** Entries shown on a board besides the prize ranks. */
const BOARD_SIZE = 20;

export type MissionsService = ReturnType<typeof createMissionsService>;

const text = (l: Record<string, string>, language: string) =>
  l[language] ?? l.EN ?? Object.values(l)[0] ?? '';

export function createMissionsService(deps: {
  db: Db;
  records: Pick<RecordsService, 'settledRounds' | 'validBetRanking' | 'memberTotals' | 'membersAbove'>;
  rewards: Pick<RewardsService, 'issue'>;
  members: Pick<MemberRecords, 'findById'>;
  system: SystemService;
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  /** The windows a run looks at: the current one, and the last one for a few minutes after it ends. */
  function windowsOf(m: MissionRecord, at: Date): PeriodWindow[] {
    const current = periodWindow(m.period, at);
    return at.getTime() - current.from.getTime() < LATE_SETTLEMENT_MS
      ? [previousWindow(m.period, at), current]
      : [current];
  }

  /**
   * Brings progress up to date for every member (or one) from the rounds settled in each
   * mission's period, and places the reward of each mission newly done. Returns missions completed.
   */
  async function refresh(at: Date, memberId: string | null): Promise<number> {
    const { currency } = await site();
    const rounds = new Map<string, Map<string, RoundResult[]>>();
    async function byMember(w: PeriodWindow, gameType: string | null) {
      const key = `${w.key}:${gameType ?? ''}`;
      let found = rounds.get(key);
      if (!found) {
        found = new Map();
        const to = new Date(Math.min(at.getTime(), w.to.getTime()));
        for (const r of await deps.records.settledRounds(w.from, to, gameType, memberId)) {
          const list = found.get(r.memberId) ?? [];
          list.push(r);
          found.set(r.memberId, list);
        }
        rounds.set(key, found);
      }
      return found;
    }
    let completed = 0;
    for (const m of await repo.missions(db, true)) {
      for (const w of windowsOf(m, at)) {
        for (const [member, list] of await byMember(w, m.gameType)) {
          const progress = missionProgress(m.kind, list);
          const base = { missionId: m.id, memberId: member, periodKey: w.key };
          await repo.upsertProgress(db, { ...base, progress, at });
          if (progress < m.target) continue;
          const done = await withRetry(() =>
            db.transaction().execute(async (trx) => {
              if (!(await repo.complete(trx, m.id, member, w.key, at))) return false;
              await deps.rewards.issue(trx, {
                memberId: member,
                source: 'MISSION',
                sourceKey: `mission:${m.id}:${w.key}`,
                title: m.title,
                currency,
                amount: m.reward,
              });
              return true;
            }),
          );
          if (done) completed++;
        }
      }
    }
    return completed;
  }

  async function boardView(
    b: LeaderboardRecord,
    viewer: Viewer | null,
    language: string,
    decimals: number,
    at: Date,
  ): Promise<Leaderboard> {
    const f = (n: bigint) => minorToAmount(n, decimals);
    const w = periodWindow(b.period, at);
    const ranking = await deps.records.validBetRanking(w.from, w.to, Math.max(BOARD_SIZE, b.prizes.length));
    const entries = [];
    for (const [i, r] of ranking.entries()) {
      const member = await deps.members.findById(r.memberId);
      entries.push({
        rank: i + 1,
        name: maskName(member?.username ?? ''),
        validBet: f(r.validBet),
        prize: b.prizes[i] === undefined ? null : f(b.prizes[i]),
        isMe: viewer?.memberId === r.memberId,
      });
    }
    let me: Leaderboard['me'] = null;
    if (viewer) {
      const { validBet } = await deps.records.memberTotals(viewer.memberId, w.from, w.to);
      if (validBet > 0n)
        me = { rank: (await deps.records.membersAbove(w.from, w.to, validBet)) + 1, validBet: f(validBet) };
    }
    return {
      id: b.id,
      title: text(b.title, language),
      period: b.period,
      periodKey: w.key,
      periodEndsAt: w.to.toISOString(),
      prizes: b.prizes.map(f),
      entries,
      me,
    };
  }

  const adminMission = (m: MissionRecord, decimals: number): AdminMission => ({
    id: m.id,
    title: m.title,
    period: m.period,
    kind: m.kind,
    gameType: m.gameType,
    target: m.kind === 'BET_AMOUNT' ? minorToAmount(m.target, decimals) : String(m.target),
    reward: minorToAmount(m.reward, decimals),
    enabled: m.enabled,
    sort: m.sort,
    completions: m.completions,
    createdAt: m.createdAt.toISOString(),
  });

  /** A mission as stored: BET_AMOUNT targets in minor units, counts as whole numbers; both above zero. */
  const missionValues = (req: MissionUpsert, decimals: number) => {
    let target: bigint;
    if (req.kind === 'BET_AMOUNT') target = toMinor(req.target, decimals, 'target');
    else if (/^\d{1,9}$/.test(req.target)) target = BigInt(req.target);
    else throw validationFailed({ target: 'integer' });
    const reward = toMinor(req.reward, decimals, 'reward');
    if (target <= 0n) throw validationFailed({ target: 'invalid' });
    if (reward <= 0n) throw validationFailed({ reward: 'invalid' });
    const { title, period, kind, gameType, enabled, sort } = req;
    return { title, period, kind, gameType, target, reward, enabled, sort };
  };

  const adminBoard = (b: LeaderboardRecord, decimals: number): AdminLeaderboard => ({
    id: b.id,
    title: b.title,
    period: b.period,
    prizes: b.prizes.map((p) => minorToAmount(p, decimals)),
    enabled: b.enabled,
    startsAt: b.startsAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
  });

  return {
    /** MCSFE_getMissionSummaryDetails: the reader's progress is brought up to date first. */
    async summary(viewer: Viewer | null, language: string): Promise<MissionSummary> {
      const at = now();
      const { decimals } = await site();
      if (viewer && !viewer.trial) await refresh(at, viewer.memberId);
      const missions = await repo.missions(db, true);
      const windows = new Map(missions.map((m) => [m.id, periodWindow(m.period, at)]));
      const progress = viewer
        ? await repo.progressOf(db, viewer.memberId, [...new Set([...windows.values()].map((w) => w.key))])
        : [];
      let updatedAt: Date | null = null;
      const out: MissionProgress[] = missions.map((m) => {
        const w = windows.get(m.id)!;
        const p = progress.find((x) => x.missionId === m.id && x.periodKey === w.key);
        if (p && (!updatedAt || p.updatedAt > updatedAt)) updatedAt = p.updatedAt;
        const count = (n: bigint) => (m.kind === 'BET_AMOUNT' ? minorToAmount(n, decimals) : String(n));
        const done = p?.progress ?? 0n;
        return {
          id: m.id,
          title: text(m.title, language),
          period: m.period,
          kind: m.kind,
          gameType: m.gameType,
          target: count(m.target),
          progress: count(done < m.target ? done : m.target),
          completed: p?.completedAt != null,
          reward: minorToAmount(m.reward, decimals),
          periodKey: w.key,
          periodEndsAt: w.to.toISOString(),
        };
      });
      return { missions: out, updatedAt: (updatedAt as Date | null)?.toISOString() ?? null };
    },

    /** MCSFE_getMissionLeaderboard: every open board's current period. */
    async leaderboards(viewer: Viewer | null, language: string): Promise<LeaderboardList> {
      const at = now();
      const { decimals } = await site();
      const leaderboards: Leaderboard[] = [];
      for (const b of await repo.boards(db, true))
        leaderboards.push(await boardView(b, viewer, language, decimals, at));
      return { leaderboards };
    },

    /** Job 'missions.progress': every member's progress; rewards for missions newly done. */
    refreshAll: () => refresh(now(), null),

    /**
     * Job 'missions.leaderboards': the prizes of each board's last closed period (if the board
     * existed before it ended) into the winners' reward centres. A prize's key is its board, period
     * and rank, unique in the rewards table, so a second run, or a second process, pays nothing.
     * Returns the prizes placed.
     */
    async payLeaderboards(): Promise<number> {
      const at = now();
      const { currency } = await site();
      let placed = 0;
      for (const b of await repo.boards(db, true)) {
        const w = previousWindow(b.period, at);
        if (w.to <= b.startsAt) continue;
        const ranking = await deps.records.validBetRanking(w.from, w.to, b.prizes.length);
        placed += await db.transaction().execute(async (trx) => {
          let n = 0;
          for (const [i, r] of ranking.entries()) {
            const issued = await deps.rewards.issue(trx, {
              memberId: r.memberId,
              source: 'LEADERBOARD',
              sourceKey: `leaderboard:${b.id}:${w.key}:rank:${i + 1}`,
              title: b.title,
              currency,
              amount: b.prizes[i]!,
            });
            if (issued) n++;
          }
          return n;
        });
      }
      return placed;
    },

    // ---- back office ----
    async adminOverview(): Promise<AdminMissionsOverview> {
      const { decimals } = await site();
      return {
        missions: (await repo.missions(db, false)).map((m) => adminMission(m, decimals)),
        leaderboards: (await repo.boards(db, false)).map((b) => adminBoard(b, decimals)),
      };
    },

    async createMission(operatorId: string | null, req: MissionUpsert): Promise<AdminMission> {
      const { decimals } = await site();
      const values = missionValues(req, decimals);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insertMission(trx, values);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'missions.create',
          before: null,
          after: { id: newId, ...req },
        });
        return newId;
      });
      return adminMission((await repo.missions(db, false)).find((m) => m.id === id)!, decimals);
    },

    /**
     * Edits a mission, or switches it on or off. Progress already counted this period stays (the
     * next refresh recounts it under the new rule); a reward already placed is never taken back.
     */
    async updateMission(operatorId: string | null, id: string, req: MissionUpsert): Promise<AdminMission> {
      const { decimals } = await site();
      const values = missionValues(req, decimals);
      await db.transaction().execute(async (trx) => {
        const before = await repo.lockMission(trx, id);
        if (!before) throw new AppError('NOT_FOUND', undefined, 'Mission not found');
        await repo.updateMission(trx, id, values);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'missions.update',
          before: adminMission(before, decimals),
          after: { id, ...req },
        });
      });
      return adminMission((await repo.missions(db, false)).find((m) => m.id === id)!, decimals);
    },

    async createLeaderboard(operatorId: string | null, req: LeaderboardUpsert): Promise<AdminLeaderboard> {
      const { decimals } = await site();
      const prizes = req.prizes.map((p, i) => toMinor(p, decimals, `prizes.${i}`));
      if (prizes.some((p) => p <= 0n)) throw validationFailed({ prizes: 'invalid' });
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insertBoard(trx, {
          title: req.title,
          period: req.period,
          prizes,
          enabled: req.enabled,
          startsAt: now(),
        });
        await deps.admin.audit(trx, {
          operatorId,
          action: 'leaderboards.create',
          before: null,
          after: { id: newId, ...req },
        });
        return newId;
      });
      return adminBoard((await repo.boards(db, false)).find((b) => b.id === id)!, decimals);
    },
  };
}
