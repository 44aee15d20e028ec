import { adminWalletEndpoints as e } from '@goldline/contract/api/admin-wallet.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { DepositService } from '../cashier/deposit.service.ts';
import type { WithdrawService } from '../cashier/withdraw.service.ts';
import type { AdminWalletService } from './admin-wallet.service.ts';

/** Back-office cashier (operator token only; member tokens get UNAUTHORIZED). */
export function adminWalletRoutes(deps: {
  adminWallet: AdminWalletService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { adminWallet, guards } = deps;
  return async (app) => {
    const extras = { tags: ['admin'] };
    app.route({
      ...fromEndpoint(e.channels, guards, extras),
      handler: async () => ok({ channels: await adminWallet.channels() }),
    });
    app.route({
      ...fromEndpoint(e.updateChannels, guards, extras),
      handler: async (request) =>
        ok({ channels: await adminWallet.updateChannels(request.operator!.subjectId, request.body) }),
    });
    app.route({
      ...fromEndpoint(e.deposits, guards, extras),
      handler: async (request) => ok(await deps.deposits.adminList(request.query)),
    });
    app.route({
      ...fromEndpoint(e.approveDeposit, guards, extras),
      handler: async (request) => {
        await adminWallet.approveDeposit(request.operator!.subjectId, request.params.id, request.body.note);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.rejectDeposit, guards, extras),
      handler: async (request) => {
        await adminWallet.rejectDeposit(
          request.operator!.subjectId,
          request.params.id,
          request.body.reason,
          request.body.note,
        );
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.withdrawals, guards, extras),
      handler: async (request) => ok(await deps.withdrawals.adminList(request.query)),
    });
    app.route({
      ...fromEndpoint(e.approveWithdrawal, guards, extras),
      handler: async (request) => {
        await adminWallet.approveWithdrawal(
          request.operator!.subjectId,
          request.params.id,
          request.body.note,
        );
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.rejectWithdrawal, guards, extras),
      handler: async (request) => {
        await adminWallet.rejectWithdrawal(
          request.operator!.subjectId,
          request.params.id,
          request.body.reason,
          request.body.note,
        );
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.memberHistory, guards, extras),
      handler: async (request) => ok(await adminWallet.memberHistory(request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.settings, guards, extras),
      handler: async () => ok(await adminWallet.settings()),
    });
    app.route({
      ...fromEndpoint(e.updateSettings, guards, extras),
      handler: async (request) =>
        ok(await adminWallet.updateSettings(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.receiptCases, guards, extras),
      handler: async (request) => ok(await deps.withdrawals.receiptCases(request.query)),
    });
  };
}
