import { randomBytes } from 'node:crypto';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { defaultWalletSettings, WALLET_SETTINGS_KEY } from '../modules/cashier/wallet-settings.service.ts';
import { defaultSettings } from '../modules/system/settings.ts';

/** The demo's payment password (printed with the demo accounts in the report / README). */
export const DEMO_PAYMENT_PASSWORD = 'Pay#2026';

/**
 * Cashier demo data (called by seedDemoIfEmpty, so only on an empty database): one bank channel,
 * one DEMOPAY gateway channel, the withdrawal limits, the demo's payment password, and opening
 * deposits (demo 1,000.00, agent 5,000.00) that are real approved deposit rows credited through the
 * ledger. They do not count for turnover, so the demo can withdraw before any game exists.
 */
export async function seedWalletDemo(
  db: Db,
  s: Pick<AppServices, 'system' | 'deposits' | 'memberRecords' | 'security'>,
): Promise<void> {
  const { currency } = defaultSettings.site.currency;
  const demo = await s.memberRecords.findByUsername('demo');
  // Hashed before the transaction: argon2 is slow and must not hold it open.
  if (demo) await s.security.presetPaymentPassword(demo.id, DEMO_PAYMENT_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await s.system.putSetting(WALLET_SETTINGS_KEY, defaultWalletSettings, trx);
    const bankId = await s.deposits.insertChannel(trx, {
      type: 'BANK',
      name: 'Goldline Demo Bank',
      enabled: true,
      sort: 0,
      minAmount: 1_000n,
      maxAmount: 5_000_000n,
      bank: {
        bankName: 'Goldline Demo Bank',
        accountName: 'Goldline Gaming Ltd',
        accountNumber: '0123456789',
        branch: 'Main branch',
        instructions: 'Transfer the exact amount, then upload the bank slip. Demo data: no real bank.',
      },
      provider: null,
      secret: null,
    });
    await s.deposits.insertChannel(trx, {
      type: 'GATEWAY',
      name: 'DemoPay (developer gateway)',
      enabled: true,
      sort: 1,
      minAmount: 1_000n,
      maxAmount: 5_000_000n,
      bank: null,
      provider: 'DEMOPAY',
      secret: randomBytes(32).toString('hex'),
    });

    const agent = await s.memberRecords.findByUsername('agent', trx);
    for (const [m, amount] of [
      [demo, 100_000n],
      [agent, 500_000n],
    ] as const) {
      if (!m) continue;
      await s.deposits.recordApprovedDeposit(trx, {
        memberId: m.id,
        channelId: bankId,
        amount,
        currency,
        payerName: m.username,
        reference: 'Opening balance (demo)',
        memo: 'Opening deposit (demo)',
      });
    }
  });
}
