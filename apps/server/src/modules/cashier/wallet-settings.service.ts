import { WalletSettings } from '@goldline/contract/admin-wallet';
import type { Executor } from '../../db/database.ts';
import { systemRepository } from '../system/system.repository.ts';

/** Operator cashier settings, in the `settings` table under this key (read on demand, no cache). */
export const WALLET_SETTINGS_KEY = 'wallet';

/** Defaults (issue "Wallet"): withdraw 20.00..20,000.00, 5 per day, 1x turnover, 60 min auto-confirm. */
export const defaultWalletSettings: WalletSettings = {
  withdrawMin: '20.00',
  withdrawMax: '20000.00',
  withdrawDailyCount: 5,
  turnoverMultiple: 1,
  autoConfirmMinutes: 60,
  isSingle: true,
};

export async function readWalletSettings(db: Executor): Promise<WalletSettings> {
  return (
    (await systemRepository.getSetting(db, WALLET_SETTINGS_KEY, WalletSettings)) ?? defaultWalletSettings
  );
}

export async function writeWalletSettings(db: Executor, value: WalletSettings): Promise<void> {
  await systemRepository.putSetting(db, WALLET_SETTINGS_KEY, value);
}
