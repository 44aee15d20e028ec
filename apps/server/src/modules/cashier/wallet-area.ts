import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { adminWalletRoutes } from '../admin-wallet/admin-wallet.routes.ts';
import { createAdminWalletService } from '../admin-wallet/admin-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import { inboxRoutes } from '../messages/inbox.routes.ts';
import { createInboxService } from '../messages/inbox.service.ts';
import type { MessageProvider } from '../messages/message-provider.ts';
import { recordsRoutes } from '../records/records.routes.ts';
import { createRecordsService } from '../records/records.service.ts';
import { securityRoutes } from '../security/security.routes.ts';
import { createSecurityService } from '../security/security.service.ts';
import type { TokenService } from '../session/tokens.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { transfersRoutes } from '../transfers/transfers.routes.ts';
import { createTransfersService } from '../transfers/transfers.service.ts';
import type { SmsService } from '../verification/sms.service.ts';
import { cashierRoutes, gatewayCallbackRoutes } from './cashier.routes.ts';
import { createDepositService } from './deposit.service.ts';
import { devPayRoutes } from './dev-pay.routes.ts';
import { createWithdrawService } from './withdraw.service.ts';

export interface WalletAreaDeps {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  hasher: PasswordHasher;
  sms: SmsService;
  messages: MessageProvider;
  tokens: TokenService;
  guards: Guards;
  admin: Pick<AdminService, 'audit' | 'lockSettings'>;
  members: MemberRecords;
  now?: () => Date;
}

/** Services of the cashier, transfers, records, security centre and inbox, built once per app. */
export function createWalletArea(deps: WalletAreaDeps) {
  const { db, ledger, system, now } = deps;
  const opt = now ? { now } : {};
  const security = createSecurityService({
    db,
    hasher: deps.hasher,
    sms: deps.sms,
    messages: deps.messages,
    members: deps.members,
    brand: async () => (await system.setting('site')).brand.name,
    ...opt,
  });
  const deposits = createDepositService({ db, ledger, system, ...opt });
  const records = createRecordsService({ db, system, ...opt });
  const withdrawals = createWithdrawService({ db, ledger, system, security, records, ...opt });
  const transfers = createTransfersService({ db, ledger, system, security, ...opt });
  const inbox = createInboxService({ db, ...opt });
  const adminWallet = createAdminWalletService({ db, system, admin: deps.admin, deposits, withdrawals });
  return { security, deposits, withdrawals, transfers, records, inbox, adminWallet };
}
export type WalletArea = ReturnType<typeof createWalletArea>;

/**
 * Registers every route of the area. The receipt auto-confirm is a cron job on the queue
 * (jobs/jobs.ts, docs/decisions/060-jobs.md).
 */
export function walletAreaRoutes(
  deps: WalletAreaDeps & { area: WalletArea; devRoutes: boolean },
): FastifyPluginAsync {
  const { area, guards } = deps;
  return async (app) => {
    await app.register(
      cashierRoutes({
        db: deps.db,
        deposits: area.deposits,
        withdrawals: area.withdrawals,
        tokens: deps.tokens,
        guards,
      }),
    );
    await app.register(gatewayCallbackRoutes({ deposits: area.deposits, guards }));
    await app.register(transfersRoutes({ transfers: area.transfers, guards }));
    await app.register(recordsRoutes({ records: area.records, guards }));
    await app.register(securityRoutes({ security: area.security, guards }));
    await app.register(inboxRoutes({ inbox: area.inbox, guards }));
    await app.register(
      adminWalletRoutes({
        adminWallet: area.adminWallet,
        deposits: area.deposits,
        withdrawals: area.withdrawals,
        guards,
      }),
    );
    if (deps.devRoutes) await app.register(devPayRoutes({ deposits: area.deposits, guards }));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cashier area's services, for tests and jobs (e.g. autoConfirmReceipts with a clock). */
    walletArea: WalletArea;
  }
}
