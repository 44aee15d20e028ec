import type { MerchantWallet, WalletTransferResult } from '@goldline/contract/games';
import { minorToAmount } from '@goldline/contract/money';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { transferWalletRepository as repo } from './transfer-wallet.repository.ts';

export type TransferWalletService = ReturnType<typeof createTransferWalletService>;

/**
 * Transfer-mode vendors (spec section 3 "Wallet: isSingle" false; decision 051): they keep their
 * own wallet, so the member moves money between the main cash wallet and a wallet at the vendor.
 * That wallet is a member ledger account of its own (cash, tagged with the vendor), so the money
 * never leaves the double-entry ledger and one ledger movement is the whole transfer.
 */
export function createTransferWalletService(deps: { db: Db; ledger: LedgerService; system: SystemService }) {
  const { db, ledger } = deps;
  const site = async () => (await deps.system.setting('site')).currency;

  return {
    async merchantWallet(memberId: string): Promise<MerchantWallet> {
      const { decimals } = await site();
      const vendors = await repo.activeVendors(db);
      const balances = await repo.vendorWalletBalances(db, memberId);
      const transfer = vendors.filter((v) => v.walletMode === 'TRANSFER');
      return {
        isSingle: transfer.length === 0,
        transferVendors: transfer.map((v) => ({
          vassalage: v.code,
          displayName: v.displayName,
          balance: minorToAmount(balances.get(v.code) ?? 0n, decimals),
        })),
      };
    },

    /** Idempotent by the browser's idempotencyKey (ledger scope `vendor-transfer:<member>`). */
    async transfer(
      memberId: string,
      req: { vassalage: string; direction: 'IN' | 'OUT'; amount: string; idempotencyKey: string },
    ): Promise<WalletTransferResult> {
      const { currency, decimals } = await site();
      const amount = toMinor(req.amount, decimals);
      if (amount <= 0n) throw validationFailed({ amount: 'min' });
      const vendor = (await repo.activeVendors(db)).find(
        (v) => v.code === req.vassalage && v.walletMode === 'TRANSFER',
      );
      if (!vendor) throw new AppError('NOT_FOUND', undefined, `No transfer-mode vendor ${req.vassalage}`);
      const main = { memberId, kind: 'cash' as const };
      const atVendor = { accountId: await ledger.ensureVendorWallet(memberId, vendor.code, currency) };
      const moved = await ledger.move({
        scope: `vendor-transfer:${memberId}`,
        key: req.idempotencyKey,
        kind: 'transfer',
        postings: [
          req.direction === 'IN'
            ? { from: main, to: atVendor, amount }
            : { from: atVendor, to: main, amount },
        ],
        memo: `${req.direction} ${vendor.code}`,
        reference: { type: 'vendor_wallet', id: vendor.code },
      });
      const [mainBalance, vendorBalance] = await Promise.all([
        ledger.balance(main),
        ledger.balance(atVendor),
      ]);
      return {
        balance: minorToAmount(mainBalance.available, decimals),
        vendorBalance: minorToAmount(vendorBalance.available, decimals),
        transactionId: moved.transactionId,
      };
    },
  };
}
