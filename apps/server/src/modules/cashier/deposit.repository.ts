import { BankPayee } from '@goldline/contract/cashier';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BankPayeeJson } from '../../db/schema-cashier.ts';

export interface ChannelRecord {
  id: string;
  type: 'BANK' | 'GATEWAY';
  name: string;
  enabled: boolean;
  sort: number;
  minAmount: bigint;
  maxAmount: bigint;
  bank: BankPayeeJson | null;
  provider: string | null;
  secret: string | null;
}

export interface DepositRecord {
  id: string;
  memberId: string;
  username: string;
  channelId: string;
  channelName: string;
  type: 'BANK' | 'GATEWAY';
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  payerName: string | null;
  reference: string | null;
  hasProof: boolean;
  rejectReason: string | null;
  idempotencyKey: string;
  createdAt: Date;
  decidedAt: Date | null;
}

const channelColumns = [
  'id',
  'type',
  'name',
  'enabled',
  'sort',
  'min_amount',
  'max_amount',
  'bank',
  'provider',
  'secret',
] as const;

type ChannelRow = {
  id: string;
  type: 'BANK' | 'GATEWAY';
  name: string;
  enabled: boolean;
  sort: number;
  min_amount: string;
  max_amount: string;
  bank: BankPayeeJson | null;
  provider: string | null;
  secret: string | null;
};
const toChannel = (r: ChannelRow): ChannelRecord => ({
  id: r.id,
  type: r.type,
  name: r.name,
  enabled: r.enabled,
  sort: r.sort,
  minAmount: BigInt(r.min_amount),
  maxAmount: BigInt(r.max_amount),
  bank: r.bank === null ? null : BankPayee.parse(r.bank),
  provider: r.provider,
  secret: r.secret,
});

/** A channel's columns as an insert and an update both write them (only an insert sets the secret). */
const channelValues = (c: Omit<ChannelRecord, 'id' | 'secret'>) => ({
  type: c.type,
  name: c.name,
  enabled: c.enabled,
  sort: c.sort,
  min_amount: c.minAmount,
  max_amount: c.maxAmount,
  bank: c.bank ? JSON.stringify(c.bank) : null,
  provider: c.provider,
});

function depositQuery(db: Executor) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('deposit_channels as c', 'c.id', 'd.channel_id')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select([
      'd.id',
      'd.member_id',
      'm.username',
      'd.channel_id',
      'c.name as channel_name',
      'c.type',
      'd.amount',
      'd.currency',
      'd.status',
      'd.payer_name',
      'd.reference',
      'd.proof_mime',
      'd.reject_reason',
      'd.idempotency_key',
      'd.created_at',
      'd.decided_at',
    ]);
}
type DepositRow = Awaited<ReturnType<ReturnType<typeof depositQuery>['executeTakeFirstOrThrow']>>;
const toDeposit = (r: DepositRow): DepositRecord => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  channelId: r.channel_id,
  channelName: r.channel_name,
  type: r.type,
  amount: BigInt(r.amount),
  currency: r.currency.trim(),
  status: r.status,
  payerName: r.payer_name,
  reference: r.reference,
  hasProof: r.proof_mime !== null,
  rejectReason: r.reject_reason,
  idempotencyKey: r.idempotency_key,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

/** The only SQL for deposit_channels and deposits. */
export const depositRepository = {
  async channels(db: Executor, onlyEnabled: boolean): Promise<ChannelRecord[]> {
    let q = db.selectFrom('deposit_channels').select(channelColumns);
    if (onlyEnabled) q = q.where('enabled', '=', true);
    return (await q.orderBy('sort').orderBy('id').execute()).map(toChannel);
  },

  async channel(db: Executor, id: string): Promise<ChannelRecord | null> {
    const r = await db
      .selectFrom('deposit_channels')
      .select(channelColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toChannel(r) : null;
  },

  async insertChannel(db: Executor, c: Omit<ChannelRecord, 'id'>): Promise<string> {
    const r = await db
      .insertInto('deposit_channels')
      .values({ ...channelValues(c), secret: c.secret })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async updateChannel(db: Executor, id: string, c: Omit<ChannelRecord, 'id' | 'secret'>): Promise<boolean> {
    const r = await db
      .updateTable('deposit_channels')
      .set(channelValues(c))
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return r !== undefined;
  },

  /** Serialises one member's deposit creations (the pending-proof count and the insert), in a transaction. */
  async lockMember(trx: Executor, memberId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`deposit:${memberId}`}))`.execute(trx);
  },

  /** PENDING deposits of a member that carry a proof image. */
  async countPendingWithProof(db: Executor, memberId: string): Promise<number> {
    const r = await db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'PENDING')
      .where('proof_mime', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Null when this member already used the key (the caller then answers the stored deposit). */
  async insertDeposit(
    db: Executor,
    d: {
      memberId: string;
      channelId: string;
      amount: bigint;
      currency: string;
      payerName: string | null;
      reference: string | null;
      proof: { mime: string; data: Buffer } | null;
      idempotencyKey: string;
      countsForTurnover?: boolean;
    },
  ): Promise<string | null> {
    const r = await db
      .insertInto('deposits')
      .values({
        member_id: d.memberId,
        channel_id: d.channelId,
        amount: d.amount,
        currency: d.currency,
        payer_name: d.payerName,
        reference: d.reference,
        proof: d.proof?.data ?? null,
        proof_mime: d.proof?.mime ?? null,
        idempotency_key: d.idempotencyKey,
        counts_for_turnover: d.countsForTurnover ?? true,
      })
      .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r?.id ?? null;
  },

  async find(db: Executor, id: string): Promise<DepositRecord | null> {
    const r = await depositQuery(db).where('d.id', '=', id).executeTakeFirst();
    return r ? toDeposit(r) : null;
  },

  async findByKey(db: Executor, memberId: string, key: string): Promise<DepositRecord | null> {
    const r = await depositQuery(db)
      .where('d.member_id', '=', memberId)
      .where('d.idempotency_key', '=', key)
      .executeTakeFirst();
    return r ? toDeposit(r) : null;
  },

  /** Row lock: approve and reject of one deposit are serialised; the loser sees the new state. */
  async lockStatus(db: Executor, id: string): Promise<'PENDING' | 'APPROVED' | 'REJECTED' | null> {
    const r = await db
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return r?.status ?? null;
  },

  async decide(
    db: Executor,
    id: string,
    d: {
      status: 'APPROVED' | 'REJECTED';
      operatorId: string | null;
      at: Date;
      reason?: string;
      ledgerTxId?: string;
    },
  ): Promise<void> {
    await db
      .updateTable('deposits')
      .set({
        status: d.status,
        decided_by: d.operatorId,
        decided_at: d.at,
        reject_reason: d.reason ?? null,
        ledger_tx_id: d.ledgerTxId ?? null,
      })
      .where('id', '=', id)
      .execute();
  },

  async page(
    db: Executor,
    f: { memberId?: string; status?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: DepositRecord[]; total: number }> {
    let q = depositQuery(db);
    let c = db.selectFrom('deposits as d').select((eb) => eb.fn.countAll<string>().as('n'));
    if (f.memberId) {
      q = q.where('d.member_id', '=', f.memberId);
      c = c.where('d.member_id', '=', f.memberId);
    }
    if (f.status) {
      const status = f.status as DepositRecord['status'];
      q = q.where('d.status', '=', status);
      c = c.where('d.status', '=', status);
    }
    const rows = await q.orderBy('d.id', 'desc').limit(f.limit).offset(f.offset).execute();
    const { n } = await c.executeTakeFirstOrThrow();
    return { rows: rows.map(toDeposit), total: Number(n) };
  },

  async proof(db: Executor, id: string): Promise<{ memberId: string; mime: string; data: Buffer } | null> {
    const r = await db
      .selectFrom('deposits')
      .select(['member_id', 'proof_mime', 'proof'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.proof && r.proof_mime ? { memberId: r.member_id, mime: r.proof_mime, data: r.proof } : null;
  },

  /** Approved deposits that count for turnover, decided after `since` (all when null). */
  /** Approved deposits that count for turnover, credited after `since`, oldest credit first. */
  /** Every approved deposit of a member credited at or after `since`, oldest first (promotions). */
  async approvedDeposits(
    db: Executor,
    memberId: string,
    since: Date,
  ): Promise<{ id: string; amount: bigint; creditedAt: Date }[]> {
    const rows = await db
      .selectFrom('deposits')
      .select(['id', 'amount', 'decided_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'APPROVED')
      .where('decided_at', '>=', since)
      .orderBy('decided_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      amount: BigInt(r.amount),
      creditedAt: r.decided_at as Date,
    }));
  },

  /** Every member's approved deposits credited over [from, to), summed per member and UTC day. */
  async creditedBetween(
    db: Executor,
    from: Date,
    to: Date,
  ): Promise<{ memberId: string; day: string; amount: bigint }[]> {
    const { rows } = await sql<{ member_id: string; day: string; amount: string }>`
      SELECT member_id::text AS member_id, to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
        sum(amount) AS amount
      FROM deposits
      WHERE status = 'APPROVED' AND decided_at >= ${from} AND decided_at < ${to}
      GROUP BY 1, 2`.execute(db);
    return rows.map((r) => ({ memberId: r.member_id, day: r.day, amount: BigInt(r.amount) }));
  },

  async approvedSince(
    db: Executor,
    memberId: string,
    since: Date | null,
  ): Promise<{ amount: bigint; creditedAt: Date }[]> {
    let q = db
      .selectFrom('deposits')
      .select(['amount', 'decided_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'APPROVED')
      .where('counts_for_turnover', '=', true)
      .where('decided_at', 'is not', null);
    if (since) q = q.where('decided_at', '>', since);
    const rows = await q.orderBy('decided_at').orderBy('id').execute();
    return rows.map((r) => ({ amount: BigInt(r.amount), creditedAt: r.decided_at as Date }));
  },
};
