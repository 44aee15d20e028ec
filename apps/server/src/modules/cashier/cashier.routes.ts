import { cashierEndpoints as e } from '@goldline/contract/api/cashier.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/client-meta.ts';
import { type Guards, tokenOf } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
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
    app.route({
      ...fromEndpoint(e.depositChannels, guards),
      handler: async () => ok({ channels: await deposits.channels() }),
    });
    app.route({
      ...fromEndpoint(e.createDeposit, guards),
      bodyLimit: ONE_IMAGE_BODY,
      handler: async (request) => ok(await deposits.create(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.deposits, guards),
      handler: async (request) => ok(await deposits.list(request.member!.subjectId, request.query)),
    });
    // Owner or operator: the slip is personal data (payer name, bank), nobody else sees it. The
    // answer is the image itself, so no envelope schema (the endpoint's response documents the bytes).
    const proof = fromEndpoint(e.depositProof, guards);
    app.route({
      ...proof,
      schema: { tags: proof.schema.tags, params: proof.schema.params },
      handler: async (request, reply) => {
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
    });

    app.route({
      ...fromEndpoint(e.withdrawInfo, guards),
      handler: async (request) => ok(await withdrawals.info(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.bankAccounts, guards),
      handler: async (request) => ok({ accounts: await withdrawals.accounts(request.member!.subjectId) }),
    });
    app.route({
      ...fromEndpoint(e.bindBankAccount, guards),
      handler: async (request) => ok(await withdrawals.bindAccount(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.removeBankAccount, guards),
      handler: async (request) => {
        await withdrawals.removeAccount(request.member!.subjectId, request.params.id);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.createWithdrawal, guards),
      handler: async (request) =>
        ok(await withdrawals.request(request.member!.subjectId, request.body, request.member!.sessionId)),
    });
    app.route({
      ...fromEndpoint(e.withdrawals, guards),
      handler: async (request) => ok(await withdrawals.list(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.confirmReceipt, guards),
      bodyLimit: THREE_IMAGES_BODY,
      handler: async (request) =>
        ok(await withdrawals.confirmReceipt(request.member!.subjectId, request.params.id, request.body)),
    });
  };
}

/**
 * Provider callbacks: their own plugin so the JSON parser here keeps the raw body, which is what
 * the HMAC signs (re-serialising parsed JSON would not give the same bytes). The endpoint has no
 * body schema for that reason: the provider's adapter parses the raw string.
 */
export function gatewayCallbackRoutes(deps: {
  deposits: DepositService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    app.route({
      ...fromEndpoint(e.gatewayCallback, deps.guards),
      handler: async (request) => {
        const { provider } = request.params;
        const header = request.headers[`x-${provider.toLowerCase()}-signature`];
        const result = await deps.deposits.gatewayCallback(
          provider,
          typeof request.body === 'string' ? request.body : '',
          typeof header === 'string' ? header : undefined,
        );
        if (!result.accepted) throw new AppError('FORBIDDEN', undefined, 'Callback refused');
        return ok({ status: result.status });
      },
    });
  };
}
