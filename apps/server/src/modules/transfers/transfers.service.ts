import type { MessageKind } from '@goldline/contract/messages';
import { minorToAmount } from '@goldline/contract/money';
import type { TransferResult, UplineInfo } from '@goldline/contract/transfers';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import { writeMessage } from '../messages/inbox.service.ts';
import type { SecurityService } from '../security/security.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type Transfer, transfersRepository } from './transfers.repository.ts';

export type TransfersService = ReturnType<typeof createTransfersService>;

/** Thrown inside the transaction when the ledger answers a replay, to roll back our own writes. */
class Replayed extends Error {
  constructor(readonly transactionId: string) {
    super('replayed');
  }
}

const kinds: Record<'upline' | 'downline', { sender: MessageKind; receiver: MessageKind }> = {
  upline: { sender: 'TRANSFER_TO_UPLINE', receiver: 'TRANSFER_FROM_DOWNLINE' },
  downline: { sender: 'TRANSFER_TO_DOWNLINE', receiver: 'TRANSFER_FROM_UPLINE' },
};

export function createTransfersService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  security: SecurityService;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Member -> member through ledger.move in scope client:<sender> (the browser's idempotency key),
   * with both messages (spec section 3: name, amount, time) in the same transaction and pushed live
   * through the ledger's events. A replayed key answers the first transfer and writes nothing (the
   * ledger replays it; our messages are rolled back).
   */
  async function transfer(
    direction: 'upline' | 'downline',
    from: string,
    to: { id: string; username: string },
    req: { amount: string; paymentPassword: string; memo?: string | undefined; idempotencyKey: string },
  ): Promise<TransferResult> {
    const { decimals, currency } = (await deps.system.setting('site')).currency;
    const amount = toMinor(req.amount, decimals);
    await deps.security.assertPaymentPassword(from, req.paymentPassword);
    const scope = `client:${from}`;
    const fromName = await transfersRepository.username(db, from);
    const amountText = minorToAmount(amount, decimals);
    let transactionId: string;
    try {
      transactionId = await db.transaction().execute(async (trx) => {
        const at = now();
        const time = at.toISOString();
        const events = [
          await writeMessage(trx, {
            memberId: from,
            kind: kinds[direction].sender,
            params: { name: to.username, amount: amountText, currency, time },
            at,
          }),
          await writeMessage(trx, {
            memberId: to.id,
            kind: kinds[direction].receiver,
            params: { name: fromName, amount: amountText, currency, time },
            at,
          }),
        ];
        const moved = await ledger.move(
          {
            scope,
            key: req.idempotencyKey,
            kind: 'transfer',
            postings: [
              { from: { memberId: from, kind: 'cash' }, to: { memberId: to.id, kind: 'cash' }, amount },
            ],
            memo: req.memo ?? `Transfer to ${direction} ${to.username}`,
            reference: { type: `transfer_${direction}`, id: to.id },
            events,
          },
          trx,
        );
        if (moved.replayed) throw new Replayed(moved.transactionId);
        await transfersRepository.insert(trx, {
          from,
          to: to.id,
          direction,
          amount,
          ledgerTxId: moved.transactionId,
          memo: req.memo ?? null,
          at,
        });
        return moved.transactionId;
      });
    } catch (err) {
      // A retried key (or a copy that lost the race) is the ledger's replay: it hashes the money
      // only, not the messages, so the same transfer replays and another one under the same key
      // is its IDEMPOTENCY_CONFLICT, which propagates as it is.
      if (err instanceof Replayed) transactionId = err.transactionId;
      else throw err;
    }
    const row = await transfersRepository.findByTx(db, transactionId);
    if (!row) throw new AppError('IDEMPOTENCY_CONFLICT');
    return answer(row, from, decimals);
  }

  async function answer(transfer: Transfer, from: string, decimals: number): Promise<TransferResult> {
    const bal = await ledger.balance({ memberId: from, kind: 'cash' });
    return {
      transferId: transfer.id,
      amount: minorToAmount(transfer.amount, decimals),
      to: transfer.toName,
      balance: minorToAmount(bal.balance, decimals),
      createdAt: transfer.createdAt.toISOString(),
    };
  }

  return {
    /** GET /wps/transfer/upline */
    async upline(memberId: string): Promise<UplineInfo> {
      const u = await transfersRepository.findUpline(db, memberId);
      return { upline: u ? { account: u.username, nickname: u.nickname } : null };
    },

    /** POST /wps/transfer/upline */
    async toUpline(
      memberId: string,
      req: { amount: string; paymentPassword: string; memo?: string | undefined; idempotencyKey: string },
    ): Promise<TransferResult> {
      const u = await transfersRepository.findUpline(db, memberId);
      if (!u) throw new AppError('NOT_FOUND', undefined, 'You have no upline');
      return transfer('upline', memberId, { id: u.id, username: u.username }, req);
    },

    /**
     * POST /wps/agent/downlines/:id/transfer (issue 13): to any member of the agent's downline; the
     * agent module has checked `to` through its downline predicate and the agent type's rights.
     */
    async toDownlineMember(
      agentId: string,
      to: { id: string; username: string },
      req: { amount: string; paymentPassword: string; memo?: string | undefined; idempotencyKey: string },
    ): Promise<TransferResult> {
      return transfer('downline', agentId, to, req);
    },

    /** POST /wps/agent/transfer/downline: only a direct downline (NOT_DOWNLINE otherwise). */
    async toDownline(
      agentId: string,
      req: {
        downline: string;
        amount: string;
        paymentPassword: string;
        memo?: string | undefined;
        idempotencyKey: string;
      },
    ): Promise<TransferResult> {
      const d = await transfersRepository.findDirectDownline(db, agentId, req.downline);
      if (!d) throw new AppError('NOT_DOWNLINE');
      return transfer('downline', agentId, { id: d.id, username: d.username }, req);
    },
  };
}
