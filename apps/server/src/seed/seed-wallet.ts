import { randomBytes, randomUUID } from 'node:crypto';
import type { PasswordHasher } from '../lib/password.ts';
import { depositRepository } from '../modules/cashier/deposit.repository.ts';
import { defaultWalletSettings, WALLET_SETTINGS_KEY } from '../modules/cashier/wallet-settings.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { memberRepository } from '../modules/member/member.repository.ts';
import { securityRepository } from '../modules/security/security.repository.ts';
import { defaultSettings } from '../modules/system/settings.ts';
import { systemRepository } from '../modules/system/system.repository.ts';
import type { Db } from '../db/database.ts';

/** The demo's payment password (printed with the demo accounts in the report / README). */
export const DEMO_PAYMENT_PASSWORD = 'Pay#2026';

/**
 * Cashier demo data (called by seedDemoIfEmpty, so only on an empty database): one bank channel,
 * one DEMOPAY gateway channel, the withdrawal limits, the demo's payment password, and opening
 * deposits (demo 1,000.00, agent 5,000.00) that are real approved deposit rows credited through the
 * ledger. They do not count for turnover, so the demo can withdraw before any game exists.
 */
export async function seedWalletDemo(db: Db, hasher: PasswordHasher): Promise<void> {
  const { currency } = defaultSettings.site.currency;
  const ledger = createLedgerService({ db });
  const payHash = await hasher.hash(DEMO_PAYMENT_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await systemRepository.putSetting(trx, WALLET_SETTINGS_KEY, defaultWalletSettings);
    const bankId = await depositRepository.insertChannel(trx, {
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
    await depositRepository.insertChannel(trx, {
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

    const demo = await memberRepository.findByUsername(trx, 'demo');
    const agent = await memberRepository.findByUsername(trx, 'agent');
    if (demo) await securityRepository.setPaymentPassword(trx, demo.id, payHash, new Date());
    for (const [m, amount] of [
      [demo, 100_000n],
      [agent, 500_000n],
    ] as const) {
      if (!m) continue;
      const id = await depositRepository.insertDeposit(trx, {
        memberId: m.id,
        channelId: bankId,
        amount,
        currency,
        payerName: m.username,
        reference: 'Opening balance (demo)',
        proof: null,
        idempotencyKey: randomUUID(),
        countsForTurnover: false,
      });
      const moved = await ledger.move(
        {
          scope: 'deposit',
          key: id!,
          kind: 'deposit',
          postings: [
            { from: { system: 'payment_clearing', currency }, to: { memberId: m.id, kind: 'cash' }, amount },
          ],
          memo: 'Opening deposit (demo)',
          reference: { type: 'deposit', id: id! },
        },
        trx,
      );
      await depositRepository.decide(trx, id!, {
        status: 'APPROVED',
        operatorId: null,
        at: new Date(),
        ledgerTxId: moved.transactionId,
      });
    }
  });
}
