import { WalletSettings } from '@goldline/contract/admin-wallet';
import type { Executor } from '../../db/database.ts';
import type { SystemService } from '../system/system.service.ts';

/**
 * Operator cashier settings, in the `settings` table (owned by modules/system) under this key, read
 * on demand through the system service (no cache).
 */
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

type SettingsStore = Pick<SystemService, 'readSetting' | 'putSetting'>;

export async function readWalletSettings(system: SettingsStore, db: Executor): Promise<WalletSettings> {
  return (await system.readSetting(WALLET_SETTINGS_KEY, WalletSettings, db)) ?? defaultWalletSettings;
}

export async function writeWalletSettings(
  system: SettingsStore,
  db: Executor,
  value: WalletSettings,
): Promise<void> {
  await system.putSetting(WALLET_SETTINGS_KEY, value, db);
}
