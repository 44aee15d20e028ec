import { minorToAmount } from '@goldline/contract/money';
import type { WalletBalance } from '@goldline/contract/wallet';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { walletRepository } from './wallet.repository.ts';

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(deps: { db: Db; system: SystemService; ledger: LedgerService }) {
  return {
    /** The member's main wallet account (cash, or play money for trial accounts), for other modules. */
    mainAccount: (memberId: string) => walletRepository.findMemberAccount(deps.db, memberId),

    /** GET /wps/v2/wallets/balance: the ledger's balance and available amount, as decimal strings. */
    async balance(memberId: string): Promise<WalletBalance> {
      const account = await walletRepository.findMemberAccount(deps.db, memberId);
      if (!account) throw new AppError('NOT_FOUND', undefined, 'Wallet not found');
      const ledger = await deps.ledger.balance({ accountId: account.id });
      const { currency } = await deps.system.setting('site');
      const site = account.currency === currency.currency;
      const decimals = site ? currency.decimals : 2;
      return {
        balance: minorToAmount(ledger.balance, decimals),
        available: minorToAmount(ledger.available, decimals),
        currency: account.currency,
        currencySymbol: site ? currency.currencySymbol : account.currency,
        playMoney: account.kind === 'play',
      };
    },
  };
}
