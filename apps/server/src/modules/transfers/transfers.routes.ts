import { envelope } from '@goldline/contract/envelope';
import {
  TransferDownlineRequest,
  TransferResult,
  TransferUplineRequest,
  UplineInfo,
} from '@goldline/contract/transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { TransfersService } from './transfers.service.ts';

/** Transfers (spec section 2 transferUpline / transferFund; section 6 agent transfers to downlines). */
export function transfersRoutes(deps: {
  transfers: TransfersService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { transfers, guards } = deps;
  return async (app) => {
    const tags = ['transfers'];
    app.get(
      '/wps/transfer/upline',
      { onRequest: guards.notTrial, schema: { tags, response: { 200: envelope(UplineInfo) } } },
      async (request) => ok(await transfers.upline(request.member!.subjectId)),
    );
    app.post(
      '/wps/transfer/upline',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, body: TransferUplineRequest, response: { 200: envelope(TransferResult) } },
      },
      async (request) => ok(await transfers.toUpline(request.member!.subjectId, request.body)),
    );
    app.post(
      '/wps/agent/transfer/downline',
      {
        onRequest: guards.agent,
        config: { gate: true },
        schema: { tags, body: TransferDownlineRequest, response: { 200: envelope(TransferResult) } },
      },
      async (request) => ok(await transfers.toDownline(request.member!.subjectId, request.body)),
    );
  };
}
