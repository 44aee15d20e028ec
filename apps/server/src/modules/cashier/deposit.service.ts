import { randomUUID } from 'node:crypto';
import {
  type CreateDepositRequest,
  type CreateDepositResponse,
  type Deposit,
  type DepositChannel,
  type DepositList,
  MAX_PENDING_PROOF_DEPOSITS,
} from '@goldline/contract/cashier';
import { minorToAmount } from '@goldline/contract/money';
import type { Db, Executor } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { decodeProofImage } from '../../lib/images.ts';
import type { LedgerService, OutboxEventInput, Trx } from '../ledger/ledger.types.ts';
import { writeMessage } from '../messages/inbox.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type ChannelRecord, type DepositRecord, depositRepository } from './deposit.repository.ts';
import { gatewayAdapters } from './gateway/demopay.adapter.ts';
import { verifyBodySignature } from './gateway/signature.ts';

export type DepositService = ReturnType<typeof createDepositService>;

export function createDepositService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  /**
   * Responsible gaming (decision 107): refuses a deposit request past the member's deposit limit or
   * during an exclusion, so the member hears it before paying; the ledger checks the credit again.
   */
  responsibleGaming: { checkDeposit(memberId: string, amount: bigint): Promise<void> };
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  const channelView = (c: ChannelRecord, d: number): DepositChannel => ({
    id: c.id,
    type: c.type,
    name: c.name,
    minAmount: minorToAmount(c.minAmount, d),
    maxAmount: minorToAmount(c.maxAmount, d),
    bank: c.type === 'BANK' ? c.bank : null,
    provider: c.type === 'GATEWAY' ? c.provider : null,
  });

  const depositView = (r: DepositRecord, d: number): Deposit => ({
    id: r.id,
    channelId: r.channelId,
    channelName: r.channelName,
    type: r.type,
    amount: minorToAmount(r.amount, d),
    status: r.status,
    payerName: r.payerName,
    reference: r.reference,
    hasProof: r.hasProof,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  });

  async function payUrlOf(r: DepositRecord): Promise<string | null> {
    if (r.type !== 'GATEWAY') return null;
    const channel = await depositRepository.channel(db, r.channelId);
    return channel?.provider ? (gatewayAdapters.get(channel.provider)?.payUrl({ id: r.id }) ?? null) : null;
  }

  /** Locks a deposit's row and reads it; NOT_FOUND if there is none, INVALID_STATE once decided. */
  async function lockPending(trx: Trx, id: string): Promise<DepositRecord> {
    const status = await depositRepository.lockStatus(trx, id);
    if (!status) throw new AppError('NOT_FOUND');
    if (status !== 'PENDING') throw new AppError('INVALID_STATE');
    return (await depositRepository.find(trx, id))!;
  }

  /**
   * PENDING -> APPROVED: credits the member from payment_clearing in the same transaction as the
   * state change and the "deposit arrival" message (spec section 3 "Messages"). The row lock makes
   * a second approve see APPROVED (INVALID_STATE); the ledger key (deposit, id) makes a second
   * credit impossible even so.
   */
  async function approveIn(trx: Trx, id: string, operatorId: string | null): Promise<void> {
    const dep = await lockPending(trx, id);
    const { decimals } = await site();
    const at = now();
    const event = await writeMessage(trx, {
      memberId: dep.memberId,
      kind: 'DEPOSIT_ARRIVAL',
      params: { amount: minorToAmount(dep.amount, decimals), currency: dep.currency, time: at.toISOString() },
      at,
    });
    await credit(trx, id, dep, { memo: `Deposit via ${dep.channelName}`, operatorId, at, events: [event] });
  }

  /** Payment clearing -> the member's cash, and the deposit marked approved with that movement. */
  async function credit(
    trx: Trx,
    id: string,
    dep: { memberId: string; currency: string; amount: bigint },
    how: { memo: string; operatorId: string | null; at: Date; events?: OutboxEventInput[] },
  ): Promise<void> {
    const moved = await ledger.move(
      {
        scope: 'deposit',
        key: id,
        kind: 'deposit',
        postings: [
          {
            from: { system: 'payment_clearing', currency: dep.currency },
            to: { memberId: dep.memberId, kind: 'cash' },
            amount: dep.amount,
          },
        ],
        memo: how.memo,
        reference: { type: 'deposit', id },
        ...(how.events ? { events: how.events } : {}),
      },
      trx,
    );
    await depositRepository.decide(trx, id, {
      status: 'APPROVED',
      operatorId: how.operatorId,
      at: how.at,
      ledgerTxId: moved.transactionId,
    });
  }

  async function rejectIn(trx: Trx, id: string, operatorId: string | null, reason: string): Promise<string> {
    const dep = await lockPending(trx, id);
    const { decimals } = await site();
    const at = now();
    // No money moves on a rejection: the message goes out live through ledger.emit, in this
    // transaction, so it is pushed only if the rejection commits.
    const message = await writeMessage(trx, {
      memberId: dep.memberId,
      kind: 'DEPOSIT_FAILED',
      params: {
        amount: minorToAmount(dep.amount, decimals),
        currency: dep.currency,
        time: at.toISOString(),
        reason,
      },
      at,
    });
    await ledger.emit([message], trx);
    await depositRepository.decide(trx, id, { status: 'REJECTED', operatorId, at, reason });
    return dep.memberId;
  }

  return {
    /** Every channel, enabled or not, with its secret (the back office, modules/admin-wallet). */
    allChannels: (): Promise<ChannelRecord[]> => depositRepository.channels(db, false),
    insertChannel: (trx: Trx, c: Omit<ChannelRecord, 'id'>) => depositRepository.insertChannel(trx, c),
    /**
     * A deposit approved at once and credited through the ledger, outside turnover (the demo's
     * opening balances, seed/seed-wallet.ts): a real deposit row, like one an operator approved.
     */
    async recordApprovedDeposit(
      trx: Trx,
      d: {
        memberId: string;
        channelId: string;
        amount: bigint;
        currency: string;
        payerName: string;
        reference: string;
        memo: string;
      },
    ): Promise<string> {
      const { memo, ...row } = d;
      const id = await depositRepository.insertDeposit(trx, {
        ...row,
        proof: null,
        idempotencyKey: randomUUID(),
        countsForTurnover: false,
      });
      if (!id) throw new Error('deposit key already used');
      await credit(trx, id, d, { memo, operatorId: null, at: now() });
      return id;
    },
    /**
     * The member's approved deposits credited since `since` (all when null), oldest first, read
     * inside `ex`: deposit-match and first-deposit promotions (modules/promotions).
     */
    approvedDeposits: (memberId: string, since: Date | null, ex: Executor = db) =>
      depositRepository.approvedDeposits(ex, memberId, since ?? new Date(0)),
    /** Every member's approved deposits credited over [from, to) per UTC day: VIP progress, points. */
    creditedBetween: (from: Date, to: Date, ex: Executor = db) =>
      depositRepository.creditedBetween(ex, from, to),
    updateChannel: (trx: Trx, id: string, c: Omit<ChannelRecord, 'id' | 'secret'>) =>
      depositRepository.updateChannel(trx, id, c),

    /** GET /wps/cashier/deposit/channels */
    async channels(): Promise<DepositChannel[]> {
      const { decimals } = await site();
      return (await depositRepository.channels(db, true)).map((c) => channelView(c, decimals));
    },

    /** POST /wps/cashier/deposits */
    async create(memberId: string, req: CreateDepositRequest): Promise<CreateDepositResponse> {
      const { decimals, currency } = await site();
      const amount = toMinor(req.amount, decimals);
      const channel = await depositRepository.channel(db, req.channelId);
      if (!channel?.enabled) throw new AppError('NOT_FOUND', undefined, 'Deposit channel not found');
      if (amount < channel.minAmount || amount > channel.maxAmount) throw new AppError('LIMIT_EXCEEDED');
      await deps.responsibleGaming.checkDeposit(memberId, amount);
      if (channel.type === 'BANK') {
        const missing: Record<string, string> = {};
        if (!req.payerName) missing.payerName = 'required';
        if (!req.proofImage) missing.proofImage = 'required';
        if (Object.keys(missing).length > 0) throw validationFailed(missing);
      }
      const proof = req.proofImage ? decodeProofImage(req.proofImage, 'proofImage') : null;
      const row = {
        memberId,
        channelId: channel.id,
        amount,
        currency,
        payerName: req.payerName ?? null,
        reference: req.reference ?? null,
        proof,
        idempotencyKey: req.idempotencyKey,
      };
      // Proofs are stored in the database: a member may have only a few waiting at once. Under the
      // member's lock, so two at once cannot both pass the count; a replayed key is answered below.
      const insertedId = proof
        ? await db.transaction().execute(async (trx) => {
            await depositRepository.lockMember(trx, memberId);
            if (await depositRepository.findByKey(trx, memberId, req.idempotencyKey)) return null;
            if ((await depositRepository.countPendingWithProof(trx, memberId)) >= MAX_PENDING_PROOF_DEPOSITS)
              throw new AppError(
                'PENDING_DEPOSITS_LIMIT',
                undefined,
                `At most ${MAX_PENDING_PROOF_DEPOSITS} deposits with a proof can wait for review at once`,
              );
            return depositRepository.insertDeposit(trx, row);
          })
        : await depositRepository.insertDeposit(db, row);
      const dep = insertedId
        ? (await depositRepository.find(db, insertedId))!
        : (await depositRepository.findByKey(db, memberId, req.idempotencyKey))!;
      // Same key, different request: refuse rather than answer a deposit the client did not ask for.
      if (!insertedId && (dep.channelId !== channel.id || dep.amount !== amount))
        throw new AppError('IDEMPOTENCY_CONFLICT');
      return { deposit: depositView(dep, decimals), payUrl: await payUrlOf(dep) };
    },

    /** GET /wps/cashier/deposits (own) */
    async list(
      memberId: string,
      q: { page: number; pageSize: number; status?: string | undefined },
    ): Promise<DepositList> {
      const { decimals } = await site();
      const r = await depositRepository.page(db, {
        memberId,
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map((x) => depositView(x, decimals)),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },

    /** Back office list (admin-wallet). */
    async adminList(q: { page: number; pageSize: number; status?: string | undefined }) {
      const { decimals } = await site();
      const r = await depositRepository.page(db, {
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map((x) => ({ ...depositView(x, decimals), memberId: x.memberId, account: x.username })),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },

    /** GET /wps/cashier/deposits/:id/proof: the owner or any operator; NOT_FOUND for anyone else. */
    async proof(id: string, viewer: { memberId: string } | { operatorId: string }) {
      const p = await depositRepository.proof(db, id);
      if (!p || ('memberId' in viewer && viewer.memberId !== p.memberId)) throw new AppError('NOT_FOUND');
      return { mime: p.mime, data: p.data };
    },

    find: (id: string) => depositRepository.find(db, id),
    approveIn,
    rejectIn,

    /**
     * A gateway's signed callback. Unknown provider -> NOT_FOUND. Bad signature or unknown deposit
     * -> false (the route answers FORBIDDEN). A repeat of a callback already applied is acknowledged
     * without moving money.
     */
    async gatewayCallback(
      provider: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ accepted: boolean; status?: DepositRecord['status'] }> {
      const adapter = gatewayAdapters.get(provider);
      if (!adapter) throw new AppError('NOT_FOUND');
      const cb = adapter.parseCallback(rawBody);
      if (!cb) return { accepted: false };
      const dep = await depositRepository.find(db, cb.depositId);
      if (dep?.type !== 'GATEWAY') return { accepted: false };
      const channel = await depositRepository.channel(db, dep.channelId);
      if (!channel?.secret || channel.provider !== provider) return { accepted: false };
      if (!verifyBodySignature(rawBody, signature, channel.secret)) return { accepted: false };
      if (BigInt(cb.amountMinor) !== dep.amount) return { accepted: false };
      try {
        await db.transaction().execute(async (trx) => {
          if (cb.status === 'PAID') await approveIn(trx, dep.id, null);
          else await rejectIn(trx, dep.id, null, `Payment failed at ${provider} (${cb.providerRef})`);
        });
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'INVALID_STATE')) throw err;
      }
      const after = (await depositRepository.find(db, dep.id))!;
      return { accepted: true, status: after.status };
    },

    /** For the dev pay page: the channel secret and provider of a member's own gateway deposit. */
    async gatewaySigningFor(memberId: string, depositId: string) {
      const dep = await depositRepository.find(db, depositId);
      if (!dep || dep.memberId !== memberId || dep.type !== 'GATEWAY') throw new AppError('NOT_FOUND');
      const channel = (await depositRepository.channel(db, dep.channelId))!;
      return { deposit: dep, provider: channel.provider!, secret: channel.secret! };
    },
  };
}
