import {
  BankAccount,
  BankAccountList,
  BindBankAccountRequest,
  ConfirmReceiptRequest,
  CreateDepositRequest,
  CreateDepositResponse,
  CreateWithdrawalRequest,
  DepositChannelList,
  DepositList,
  DepositListQuery,
  IdParam,
  Withdrawal,
  WithdrawalList,
  WithdrawalListQuery,
  WithdrawInfo,
} from '@goldline/contract/cashier';
import { Empty, envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/client-meta.ts';
import { type Guards, tokenOf } from '../../plugins/auth.ts';
import type { TokenService } from '../session/tokens.service.ts';
import type { DepositService } from './deposit.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

/** A data-URL image of 5 MB is ~6.7 MB of JSON; NONE receipts carry up to 3 (spec section 5). */
const ONE_IMAGE_BODY = 7 * 1024 * 1024;
const THREE_IMAGES_BODY = 21 * 1024 * 1024;

/** Member cashier (spec section 2 depositv2 and withdraw; section 4 withdrawal receipt). */
export function cashierRoutes(deps: {
  db: Db;
  deposits: DepositService;
  withdrawals: WithdrawService;
  tokens: TokenService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { deposits, withdrawals, guards } = deps;
  return async (app) => {
    const tags = ['cashier'];
    const member = guards.notTrial;
    app.get(
      '/wps/cashier/deposit/channels',
      { onRequest: member, schema: { tags, response: { 200: envelope(DepositChannelList) } } },
      async () => ok({ channels: await deposits.channels() }),
    );
    app.post(
      '/wps/cashier/deposits',
      {
        onRequest: member,
        bodyLimit: ONE_IMAGE_BODY,
        config: { gate: true },
        schema: { tags, body: CreateDepositRequest, response: { 200: envelope(CreateDepositResponse) } },
      },
      async (request) => ok(await deposits.create(request.member!.subjectId, request.body)),
    );
    app.get(
      '/wps/cashier/deposits',
      {
        onRequest: member,
        schema: { tags, querystring: DepositListQuery, response: { 200: envelope(DepositList) } },
      },
      async (request) => ok(await deposits.list(request.member!.subjectId, request.query)),
    );
    // Owner or operator: the slip is personal data (payer name, bank), nobody else sees it.
    app.get(
      '/wps/cashier/deposits/:id/proof',
      { schema: { tags, params: IdParam } },
      async (request, reply) => {
        const token = tokenOf(request);
        let viewer: { memberId: string } | { operatorId: string };
        try {
          viewer = { memberId: (await deps.tokens.resolve(token, 'member')).subjectId };
        } catch {
          viewer = { operatorId: (await deps.tokens.resolve(token, 'operator')).subjectId };
        }
        const img = await deposits.proof(request.params.id, viewer);
        return reply
          .header('content-type', img.mime)
          .header('cache-control', 'private, no-store')
          .send(img.data);
      },
    );

    app.get(
      '/wps/cashier/withdraw/info',
      { onRequest: member, schema: { tags, response: { 200: envelope(WithdrawInfo) } } },
      async (request) => ok(await withdrawals.info(request.member!.subjectId)),
    );
    app.get(
      '/wps/cashier/bank-accounts',
      { onRequest: member, schema: { tags, response: { 200: envelope(BankAccountList) } } },
      async (request) => ok({ accounts: await withdrawals.accounts(request.member!.subjectId) }),
    );
    app.post(
      '/wps/cashier/bank-accounts',
      {
        onRequest: member,
        config: { gate: true },
        schema: { tags, body: BindBankAccountRequest, response: { 200: envelope(BankAccount) } },
      },
      async (request) => ok(await withdrawals.bindAccount(request.member!.subjectId, request.body)),
    );
    app.delete(
      '/wps/cashier/bank-accounts/:id',
      { onRequest: member, schema: { tags, params: IdParam, response: { 200: envelope(Empty) } } },
      async (request) => {
        await withdrawals.removeAccount(request.member!.subjectId, request.params.id);
        return ok({});
      },
    );
    app.post(
      '/wps/cashier/withdrawals',
      {
        onRequest: member,
        config: { gate: true },
        schema: { tags, body: CreateWithdrawalRequest, response: { 200: envelope(Withdrawal) } },
      },
      async (request) => ok(await withdrawals.request(request.member!.subjectId, request.body)),
    );
    app.get(
      '/wps/cashier/withdrawals',
      {
        onRequest: member,
        schema: { tags, querystring: WithdrawalListQuery, response: { 200: envelope(WithdrawalList) } },
      },
      async (request) => ok(await withdrawals.list(request.member!.subjectId, request.query)),
    );
    app.post(
      '/wps/cashier/withdrawals/:id/receipt',
      {
        onRequest: member,
        bodyLimit: THREE_IMAGES_BODY,
        schema: {
          tags,
          params: IdParam,
          body: ConfirmReceiptRequest,
          response: { 200: envelope(Withdrawal) },
        },
      },
      async (request) =>
        ok(await withdrawals.confirmReceipt(request.member!.subjectId, request.params.id, request.body)),
    );
  };
}

/**
 * Provider callbacks: their own plugin so the JSON parser here keeps the raw body, which is what
 * the HMAC signs (re-serialising parsed JSON would not give the same bytes).
 */
export function gatewayCallbackRoutes(deps: { deposits: DepositService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    app.post(
      '/wps/cashier/gateway/:provider/callback',
      { schema: { tags: ['cashier'] } },
      async (request) => {
        const { provider } = request.params as { provider: string };
        const header = request.headers[`x-${provider.toLowerCase()}-signature`];
        const result = await deps.deposits.gatewayCallback(
          provider,
          typeof request.body === 'string' ? request.body : '',
          typeof header === 'string' ? header : undefined,
        );
        if (!result.accepted) throw new AppError('FORBIDDEN', undefined, 'Callback refused');
        return ok({ status: result.status });
      },
    );
  };
}
