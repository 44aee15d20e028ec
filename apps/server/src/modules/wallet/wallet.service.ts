import { minorToAmount } from '@goldline/contract/money';
import type { WalletBalance } from '@goldline/contract/wallet';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SystemService } from '../system/system.service.ts';
import { walletRepository } from './wallet.repository.ts';

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(deps: { db: Db; system: SystemService }) {
  return {
    /** GET /wps/v2/wallets/balance: reads the member's wallet row (amounts as decimal strings). */
    async balance(memberId: string): Promise<WalletBalance> {
      const account = await walletRepository.findMemberAccount(deps.db, memberId);
      if (!account) throw new AppError('NOT_FOUND', undefined, 'Wallet not found');
      const { currency } = await deps.system.setting('site');
      const decimals = account.currency === currency.currency ? currency.decimals : 2;
      return {
        balance: minorToAmount(account.balance, decimals),
        currency: account.currency,
        currencySymbol: account.currency === currency.currency ? currency.currencySymbol : account.currency,
        playMoney: account.kind === 'play',
      };
    },
  };
}
