import {
  AdminChannelList,
  AdminDepositList,
  AdminDepositQuery,
  AdminWithdrawalList,
  AdminWithdrawalQuery,
  ApproveRequest,
  ReceiptCaseList,
  RejectRequest,
  UpdateChannelsRequest,
  UpdateWalletSettings,
  WalletSettings,
} from '@goldline/contract/admin-wallet';
import { IdParam, PageQuery } from '@goldline/contract/cashier';
import { Empty, envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
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
    const tags = ['admin'];
    const onRequest = guards.operator;
    app.get(
      '/admin/wallet/channels',
      { onRequest, schema: { tags, response: { 200: envelope(AdminChannelList) } } },
      async () => ok({ channels: await adminWallet.channels() }),
    );
    app.put(
      '/admin/wallet/channels',
      {
        onRequest,
        schema: { tags, body: UpdateChannelsRequest, response: { 200: envelope(AdminChannelList) } },
      },
      async (request) =>
        ok({ channels: await adminWallet.updateChannels(request.operator!.subjectId, request.body) }),
    );
    app.get(
      '/admin/wallet/deposits',
      {
        onRequest,
        schema: { tags, querystring: AdminDepositQuery, response: { 200: envelope(AdminDepositList) } },
      },
      async (request) => ok(await deps.deposits.adminList(request.query)),
    );
    app.post(
      '/admin/wallet/deposits/:id/approve',
      {
        onRequest,
        schema: { tags, params: IdParam, body: ApproveRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await adminWallet.approveDeposit(request.operator!.subjectId, request.params.id);
        return ok({});
      },
    );
    app.post(
      '/admin/wallet/deposits/:id/reject',
      {
        onRequest,
        schema: { tags, params: IdParam, body: RejectRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await adminWallet.rejectDeposit(request.operator!.subjectId, request.params.id, request.body.reason);
        return ok({});
      },
    );
    app.get(
      '/admin/wallet/withdrawals',
      {
        onRequest,
        schema: { tags, querystring: AdminWithdrawalQuery, response: { 200: envelope(AdminWithdrawalList) } },
      },
      async (request) => ok(await deps.withdrawals.adminList(request.query)),
    );
    app.post(
      '/admin/wallet/withdrawals/:id/approve',
      {
        onRequest,
        schema: { tags, params: IdParam, body: ApproveRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await adminWallet.approveWithdrawal(request.operator!.subjectId, request.params.id);
        return ok({});
      },
    );
    app.post(
      '/admin/wallet/withdrawals/:id/reject',
      {
        onRequest,
        schema: { tags, params: IdParam, body: RejectRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await adminWallet.rejectWithdrawal(
          request.operator!.subjectId,
          request.params.id,
          request.body.reason,
        );
        return ok({});
      },
    );
    app.get(
      '/admin/wallet/settings',
      { onRequest, schema: { tags, response: { 200: envelope(WalletSettings) } } },
      async () => ok(await adminWallet.settings()),
    );
    app.put(
      '/admin/wallet/settings',
      {
        onRequest,
        schema: { tags, body: UpdateWalletSettings, response: { 200: envelope(WalletSettings) } },
      },
      async (request) => ok(await adminWallet.updateSettings(request.operator!.subjectId, request.body)),
    );
    app.get(
      '/admin/wallet/receipt-cases',
      { onRequest, schema: { tags, querystring: PageQuery, response: { 200: envelope(ReceiptCaseList) } } },
      async (request) => ok(await deps.withdrawals.receiptCases(request.query)),
    );
  };
}
