import { createHash } from 'node:crypto';
import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import {
  type VendorAnswer,
  VendorBalanceRequest,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollbackRequest,
  type VendorStatus,
} from '@goldline/contract/vendor-wallet';
import type * as z from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUnstorableText } from '../../lib/storable-text.ts';
import type { GameWallet, WalletAnswer } from '../game-wallet/game-wallet.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { isValidVendorSignature } from './vendor-signature.ts';
import { vendorsRepository as repo } from './vendors.repository.ts';

export const VENDOR_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];

type Call =
  | { action: 'balance'; req: z.infer<typeof VendorBalanceRequest> }
  | { action: 'debit'; req: VendorDebitRequest }
  | { action: 'credit'; req: VendorCreditRequest }
  | { action: 'rollback'; req: VendorRollbackRequest };

/**
 * The body parsed by its action's schema; null when it does not fit (BAD_REQUEST). A NUL or a
 * lone surrogate in any string is BAD_REQUEST too (lib/storable-text.ts): PostgreSQL would refuse
 * it with an error, a 500 the vendor would retry forever.
 */
function parseCall(action: VendorAction, raw: Buffer): Call | null {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (findUnstorableText(body) !== null) return null;
  const fit = <T>(r: z.ZodSafeParseResult<T>) => (r.success ? r.data : null);
  const req = {
    balance: () => fit(VendorBalanceRequest.safeParse(body)),
    debit: () => fit(VendorDebitRequest.safeParse(body)),
    credit: () => fit(VendorCreditRequest.safeParse(body)),
    rollback: () => fit(VendorRollbackRequest.safeParse(body)),
  }[action]();
  return req ? ({ action, req } as Call) : null;
}

/** What the route sends: HTTP 401 only when we cannot tell who is calling. */
export interface VendorReply {
  httpStatus: 200 | 401;
  answer: VendorAnswer;
}

const MEMBER_ID = /^\d{1,18}$/;

/** sha256 hex: launch tokens are stored hashed (the catalogue creates them the same way). */
export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

const RESPONSIBLE_GAMING_STATUS: Partial<Record<AppError['code'], VendorStatus>> = {
  RG_EXCLUDED: 'PLAYER_EXCLUDED',
  RG_LIMIT_REACHED: 'LIMIT_REACHED',
};

/**
 * The seamless-wallet API third-party vendors call (contract vendor-wallet.ts; decision 051):
 * authenticate the vendor by its signature over the raw bytes, then parse, check the player, and
 * hand the call to the game wallet. The launch token matters for balance and debit only: wins and
 * rollbacks are owed whatever the session (reference reliability-and-security 2.2).
 */
export function createVendorWalletService(deps: {
  db: Db;
  gameWallet: GameWallet;
  system: SystemService;
  now?: () => Date;
}) {
  const { db, gameWallet, system } = deps;
  const now = deps.now ?? (() => new Date());

  async function tokenStatus(vendor: string, memberId: string, token: string): Promise<VendorStatus> {
    const found = await repo.findLaunchToken(db, launchTokenHash(token));
    if (!found || found.memberId !== memberId || found.vendorCode !== vendor) return 'TOKEN_INVALID';
    return found.expiresAt.getTime() <= now().getTime() ? 'TOKEN_EXPIRED' : 'OK';
  }

  async function handle(vendor: string, action: VendorAction, raw: Buffer): Promise<VendorAnswer> {
    const call = parseCall(action, raw);
    if (!call) return { status: 'BAD_REQUEST' };
    const memberId = call.req.playerId;
    if (!MEMBER_ID.test(memberId)) return { status: 'TOKEN_INVALID' };
    if (call.action === 'balance' || call.action === 'debit') {
      const status = await tokenStatus(vendor, memberId, call.req.token);
      if (status !== 'OK') return { status };
    } else if (!(await repo.memberExists(db, memberId))) return { status: 'TOKEN_INVALID' };

    const { currency, decimals } = (await system.setting('site')).currency;
    const money = (minor: bigint) => minorToAmount(minor, decimals);
    if (call.action === 'balance' || call.req.currency !== currency) {
      const b = await gameWallet.balance(memberId);
      const status = call.req.currency === b.currency ? 'OK' : 'CURRENCY_MISMATCH';
      return { status, balance: money(b.balance), currency: b.currency };
    }
    const answer = (a: WalletAnswer): VendorAnswer => ({
      status: a.status,
      balance: money(a.balance),
      currency: a.currency,
      ...(a.walletTransactionId ? { walletTransactionId: a.walletTransactionId } : {}),
    });
    const base = { vendor, memberId, txId: call.req.transactionId };
    if (call.action === 'rollback') {
      const { referenceTransactionId: referenceTxId, roundId, gameCode } = call.req;
      return answer(await gameWallet.rollback({ ...base, referenceTxId, roundId, gameCode }));
    }
    const amount = minorOf(call.req.amount, decimals);
    if (amount === null) return { status: 'BAD_REQUEST' };
    const round = { ...base, roundId: call.req.roundId, gameCode: call.req.gameCode, amount };
    if (call.action === 'debit') {
      try {
        return answer(await gameWallet.bet(round));
      } catch (err) {
        // Refused by the player's responsible-gaming settings (decision 107): nothing moved.
        const status = err instanceof AppError ? RESPONSIBLE_GAMING_STATUS[err.code] : undefined;
        if (!status) throw err;
        const b = await gameWallet.balance(memberId);
        return { status, balance: money(b.balance), currency: b.currency };
      }
    }
    return answer(
      await gameWallet.win({
        ...round,
        referenceTxId: call.req.referenceTransactionId,
        roundEnded: call.req.roundEnded,
      }),
    );
  }

  return {
    /** Vendor, then signature, then body: nothing of an unauthenticated call is parsed. */
    async call(
      vendorCode: string,
      action: VendorAction,
      raw: Buffer,
      signature: unknown,
    ): Promise<VendorReply> {
      const vendor = await repo.findVendor(db, vendorCode);
      // In-house games never call over HTTP; transfer-mode vendors keep their own wallet.
      if (!vendor?.active || !vendor.secret || vendor.walletMode !== 'SEAMLESS')
        return { httpStatus: 401, answer: { status: 'VENDOR_DISABLED' } };
      if (!isValidVendorSignature(vendor.secret, raw, signature))
        return { httpStatus: 401, answer: { status: 'INVALID_SIGNATURE' } };
      return { httpStatus: 200, answer: await handle(vendor.code, action, raw) };
    },
  };
}

/**
 * The largest amount one call may move, in minor units: far above any real stake or win, and 1/1024
 * of bigint's range, so one call cannot overflow the ledger's bigint columns (that would be a 500,
 * and a vendor retries a 500 forever).
 */
export const MAX_VENDOR_AMOUNT_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** A vendor amount in minor units; negative, too large or finer than the currency -> null (BAD_REQUEST). */
function minorOf(amount: string, decimals: number): bigint | null {
  try {
    const minor = amountToMinor(amount, decimals);
    return minor < 0n || minor > MAX_VENDOR_AMOUNT_MINOR ? null : minor;
  } catch {
    return null;
  }
}
