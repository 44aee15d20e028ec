import { randomBytes } from 'node:crypto';
import { minorToAmount } from '@goldline/contract/money';
import type {
  AdminRaffle,
  ClaimRaffleResult,
  Raffle,
  RaffleList,
  RaffleUpsert,
} from '@goldline/contract/rewards';
import { commitmentOf } from '@goldline/games/lottery/rng';
import { drawWinners } from '@goldline/games/reward-draws';
import type { Db, Executor } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { maskName } from '../games/winners.service.ts';
import type { Trx } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { rafflesRepository as repo } from './raffles.repository.ts';
import { type RewardsService, textIn } from './rewards.service.ts';
import type { RaffleRecord } from './rewards.types.ts';

/**
 * Raffles (MCS2_claimRafflePromotion; decision 101). A member joins a raffle; their tickets are
 * earned over its window from deposits and valid bet (one per `depositPerTicket` deposited plus one
 * per `betPerTicket` bet). When it ends, the `rewards.raffleDraw` job draws the winners from the
 * seed committed when the raffle was created (its hash public from the start, the seed shown after
 * the draw) and places the prizes in their reward centres, all in one transaction per raffle.
 */

const DAY_MS = 86_400_000;
/** Ended raffles stay listed (with their winners) this long. */
const ENDED_VISIBLE_MS = 7 * DAY_MS;

export type RafflesService = ReturnType<typeof createRafflesService>;

export function createRafflesService(deps: {
  db: Db;
  rewards: Pick<RewardsService, 'issue'>;
  records: Pick<RecordsService, 'memberTotals'>;
  members: Pick<MemberRecords, 'findById'>;
  system: SystemService;
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  /** Tickets earned so far (up to the raffle's end). */
  async function ticketsOf(r: RaffleRecord, memberId: string, ex: Executor = db): Promise<number> {
    const to = new Date(Math.min(now().getTime(), r.endsAt.getTime()));
    if (to <= r.startsAt) return 0;
    const t = await deps.records.memberTotals(memberId, r.startsAt, to, ex);
    return Number(t.deposits / r.depositPerTicket + t.validBet / r.betPerTicket);
  }

  async function view(
    r: RaffleRecord,
    viewer: Viewer | null,
    joined: boolean,
    language: string,
  ): Promise<Raffle> {
    const { decimals } = await site();
    const f = (n: bigint) => minorToAmount(n, decimals);
    const winners = [];
    for (const w of await repo.winners(db, r.id)) {
      const m = await deps.members.findById(w.memberId);
      winners.push({
        rank: w.rank,
        name: maskName(m?.username ?? ''),
        tickets: w.tickets,
        prize: f(r.prizes[w.rank - 1]!),
      });
    }
    return {
      id: r.id,
      title: textIn(r.title, language),
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      depositPerTicket: f(r.depositPerTicket),
      betPerTicket: f(r.betPerTicket),
      prizes: r.prizes.map(f),
      seedHash: r.seedHash,
      seed: r.drawnAt ? r.seed : null,
      joined,
      myTickets: viewer && joined ? await ticketsOf(r, viewer.memberId) : 0,
      drawnAt: r.drawnAt?.toISOString() ?? null,
      winners,
    };
  }

  async function adminView(r: RaffleRecord): Promise<AdminRaffle> {
    const { decimals } = await site();
    const f = (n: bigint) => minorToAmount(n, decimals);
    return {
      id: r.id,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      depositPerTicket: f(r.depositPerTicket),
      betPerTicket: f(r.betPerTicket),
      prizes: r.prizes.map(f),
      seedHash: r.seedHash,
      entries: r.entries,
      drawnAt: r.drawnAt?.toISOString() ?? null,
    };
  }

  /** Draws one locked raffle in the caller's transaction; returns the prizes placed. */
  async function drawLocked(trx: Trx, id: string, currency: string): Promise<number> {
    const r = (await repo.find(trx, id))!;
    const entries = [];
    for (const memberId of await repo.entrants(trx, id))
      entries.push({ memberId, tickets: await ticketsOf(r, memberId, trx) });
    const winners = await drawWinners(r.seed, entries, r.prizes.length);
    let placed = 0;
    for (const [i, memberId] of winners.entries()) {
      const rank = i + 1;
      await repo.insertWinner(trx, id, {
        rank,
        memberId,
        tickets: entries.find((e) => e.memberId === memberId)!.tickets,
      });
      const issued = await deps.rewards.issue(trx, {
        memberId,
        source: 'RAFFLE',
        sourceKey: `raffle:${id}:rank:${rank}`,
        title: r.title,
        currency,
        amount: r.prizes[i]!,
      });
      if (issued) placed++;
    }
    await repo.markDrawn(trx, id, now());
    return placed;
  }

  return {
    async list(viewer: Viewer | null, language: string): Promise<RaffleList> {
      const raffles = await repo.recent(db, new Date(now().getTime() - ENDED_VISIBLE_MS));
      const joined = viewer
        ? await repo.joinedOf(
            db,
            viewer.memberId,
            raffles.map((r) => r.id),
          )
        : new Set<string>();
      const out: Raffle[] = [];
      for (const r of raffles) out.push(await view(r, viewer, joined.has(r.id), language));
      return { raffles: out };
    },

    /** MCS2_claimRafflePromotion: takes part in an open raffle (a repeat changes nothing). */
    async claim(memberId: string, raffleId: string): Promise<ClaimRaffleResult> {
      const r = await repo.find(db, raffleId);
      if (!r) throw new AppError('NOT_FOUND', undefined, 'Raffle not found');
      const at = now();
      if (at < r.startsAt || at >= r.endsAt)
        throw new AppError('INVALID_STATE', undefined, 'This raffle is not open');
      await repo.join(db, raffleId, memberId);
      return { joined: true, tickets: await ticketsOf(r, memberId) };
    },

    /**
     * Job 'rewards.raffleDraw': every ended raffle not drawn yet, each in its own transaction
     * under its row lock (SKIP LOCKED: a second process takes the others). Returns prizes placed.
     */
    async drawDue(): Promise<number> {
      // Read before the transactions: nothing inside one may wait for a second pool connection.
      const { currency } = await site();
      let placed = 0;
      for (;;) {
        const n = await db.transaction().execute(async (trx) => {
          const [id] = await repo.lockDue(trx, now(), 1);
          if (!id) return null;
          return drawLocked(trx, id, currency);
        });
        if (n === null) return placed;
        placed += n;
      }
    },

    async create(operatorId: string | null, req: RaffleUpsert): Promise<AdminRaffle> {
      const { decimals } = await site();
      const startsAt = new Date(req.startsAt);
      const endsAt = new Date(req.endsAt);
      if (endsAt <= startsAt) throw validationFailed({ endsAt: 'invalid' });
      const depositPerTicket = toMinor(req.depositPerTicket, decimals, 'depositPerTicket');
      const betPerTicket = toMinor(req.betPerTicket, decimals, 'betPerTicket');
      const prizes = req.prizes.map((p, i) => toMinor(p, decimals, `prizes.${i}`));
      if (depositPerTicket <= 0n) throw validationFailed({ depositPerTicket: 'invalid' });
      if (betPerTicket <= 0n) throw validationFailed({ betPerTicket: 'invalid' });
      if (prizes.some((p) => p <= 0n)) throw validationFailed({ prizes: 'invalid' });
      const seed = randomBytes(32).toString('hex');
      const seedHash = await commitmentOf(seed);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insert(trx, {
          title: req.title,
          startsAt,
          endsAt,
          depositPerTicket,
          betPerTicket,
          prizes,
          seed,
          seedHash,
        });
        await deps.admin.audit(trx, {
          operatorId,
          action: 'raffles.create',
          before: null,
          after: { id: newId, ...req, seedHash },
        });
        return newId;
      });
      return adminView((await repo.find(db, id))!);
    },

    async adminList(): Promise<AdminRaffle[]> {
      const out: AdminRaffle[] = [];
      for (const r of await repo.all(db, 100)) out.push(await adminView(r));
      return out;
    },
  };
}
