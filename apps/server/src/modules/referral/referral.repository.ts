import { ReferralStatus, RefusedReason } from '@goldline/contract/referral';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Footprint } from './referral-rules.ts';

/** The only SQL for member_sightings and referrals (migration 0030). */

export interface ReferralRecord {
  refereeId: string;
  referrerId: string;
  status: ReferralStatus;
  reason: RefusedReason | null;
  deviceId: string | null;
  ip: string | null;
  reward: bigint | null;
  createdAt: Date;
  deadline: Date;
  decidedAt: Date | null;
}

interface ReferralRow {
  referee_id: string;
  referrer_id: string;
  status: string;
  reason: string | null;
  device_id: string | null;
  ip: string | null;
  reward: string | null;
  created_at: Date;
  deadline: Date;
  decided_at: Date | null;
}
const toReferral = (r: ReferralRow): ReferralRecord => ({
  refereeId: String(r.referee_id),
  referrerId: String(r.referrer_id),
  status: ReferralStatus.parse(r.status),
  reason: r.reason === null ? null : RefusedReason.parse(r.reason),
  deviceId: r.device_id,
  ip: r.ip,
  reward: r.reward === null ? null : BigInt(r.reward),
  createdAt: r.created_at,
  deadline: r.deadline,
  decidedAt: r.decided_at,
});

export interface ReferralFigures {
  invited: number;
  paid: number;
  pending: number;
  earned: bigint;
  earnedSince: bigint;
}

export const referralRepository = {
  /** Remembers a device id and an IP address for the member (first and last seen). */
  async sight(db: Executor, memberId: string, seen: { deviceId: string | null; ip: string | null }) {
    const values = [
      ...(seen.deviceId ? [{ kind: 'DEVICE', value: seen.deviceId }] : []),
      ...(seen.ip ? [{ kind: 'IP', value: seen.ip }] : []),
    ];
    for (const v of values) {
      await sql`
        INSERT INTO member_sightings (member_id, kind, value) VALUES (${memberId}, ${v.kind}, ${v.value})
        ON CONFLICT (member_id, kind, value) DO UPDATE SET last_seen_at = now()`.execute(db);
    }
  },

  async footprint(db: Executor, memberId: string): Promise<Footprint> {
    const { rows } = await sql<{ kind: string; value: string }>`
      SELECT kind, value FROM member_sightings WHERE member_id = ${memberId}`.execute(db);
    return {
      devices: new Set(rows.filter((r) => r.kind === 'DEVICE').map((r) => r.value)),
      ips: new Set(rows.filter((r) => r.kind === 'IP').map((r) => r.value)),
    };
  },

  async insert(
    db: Executor,
    r: {
      refereeId: string;
      referrerId: string;
      reason: RefusedReason | null;
      deviceId: string | null;
      ip: string | null;
      deadline: Date;
    },
  ): Promise<void> {
    await sql`
      INSERT INTO referrals (referee_id, referrer_id, status, reason, device_id, ip, deadline, decided_at)
      VALUES (${r.refereeId}, ${r.referrerId}, ${r.reason ? 'REFUSED' : 'PENDING'}, ${r.reason},
              ${r.deviceId}, ${r.ip}, ${r.deadline}, ${r.reason ? sql`now()` : null})`.execute(db);
  },

  /** The oldest pending referrals first, at most `limit`. */
  async pending(db: Executor, limit: number): Promise<ReferralRecord[]> {
    const { rows } = await sql<ReferralRow>`
      SELECT * FROM referrals WHERE status = 'PENDING' ORDER BY created_at, referee_id LIMIT ${limit}`.execute(
      db,
    );
    return rows.map(toReferral);
  },

  /** The referral, locked, if it is still pending (the job's payment and refusals happen under it). */
  async lockPending(db: Executor, refereeId: string): Promise<ReferralRecord | null> {
    const { rows } = await sql<ReferralRow>`
      SELECT * FROM referrals WHERE referee_id = ${refereeId} AND status = 'PENDING' FOR UPDATE`.execute(db);
    return rows[0] ? toReferral(rows[0]) : null;
  },

  /** Payments to one referrer are made one at a time (the monthly cap holds across processes). */
  async lockReferrer(db: Executor, referrerId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`referral:${referrerId}`}))`.execute(db);
  },

  async decide(
    db: Executor,
    refereeId: string,
    d: { status: 'REFUSED' | 'EXPIRED' | 'CAPPED'; reason?: RefusedReason },
  ): Promise<void> {
    await sql`
      UPDATE referrals SET status = ${d.status}, reason = ${d.reason ?? null}, decided_at = now()
      WHERE referee_id = ${refereeId} AND status = 'PENDING'`.execute(db);
  },

  async markPaid(
    db: Executor,
    refereeId: string,
    p: { reward: bigint; currency: string; ledgerTxId: string },
  ): Promise<void> {
    await sql`
      UPDATE referrals SET status = 'PAID', reward = ${p.reward}, currency = ${p.currency},
             ledger_tx_id = ${p.ledgerTxId}, decided_at = now()
      WHERE referee_id = ${refereeId} AND status = 'PENDING'`.execute(db);
  },

  /** Rewards paid to a referrer since `since` (the monthly cap). */
  async paidSince(db: Executor, referrerId: string, since: Date): Promise<bigint> {
    const { rows } = await sql<{ total: string }>`
      SELECT coalesce(sum(reward), 0) AS total FROM referrals
      WHERE referrer_id = ${referrerId} AND status = 'PAID' AND decided_at >= ${since}`.execute(db);
    return BigInt(rows[0]?.total ?? 0);
  },

  async figures(db: Executor, referrerId: string, since: Date): Promise<ReferralFigures> {
    const { rows } = await sql<{
      invited: number;
      paid: number;
      pending: number;
      earned: string;
      earned_since: string;
    }>`
      SELECT count(*)::int AS invited,
             count(*) FILTER (WHERE status = 'PAID')::int AS paid,
             count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
             coalesce(sum(reward) FILTER (WHERE status = 'PAID'), 0) AS earned,
             coalesce(sum(reward) FILTER (WHERE status = 'PAID' AND decided_at >= ${since}), 0) AS earned_since
      FROM referrals WHERE referrer_id = ${referrerId}`.execute(db);
    const r = rows[0]!;
    return {
      invited: r.invited,
      paid: r.paid,
      pending: r.pending,
      earned: BigInt(r.earned),
      earnedSince: BigInt(r.earned_since),
    };
  },

  /** A page of referrals, newest first: one referrer's, or (back office) all, optionally by status. */
  async page(
    db: Executor,
    q: { referrerId?: string; status?: ReferralStatus; limit: number; offset: number },
  ): Promise<{ rows: ReferralRecord[]; total: number }> {
    const where = sql`WHERE true
      ${q.referrerId ? sql`AND referrer_id = ${q.referrerId}` : sql``}
      ${q.status ? sql`AND status = ${q.status}` : sql``}`;
    const [{ rows }, count] = await Promise.all([
      sql<ReferralRow>`SELECT * FROM referrals ${where}
        ORDER BY created_at DESC, referee_id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM referrals ${where}`.execute(db),
    ]);
    return { rows: rows.map(toReferral), total: count.rows[0]?.n ?? 0 };
  },
};
