import {
  BetRecordDetail,
  BetRecordDetailQuery,
  BetRecordPage,
  BetRecordQuery,
} from '@goldline/contract/betting';
import { IdParam } from '@goldline/contract/cashier';
import { envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { BettingService } from './betting.service.ts';

/**
 * Betting record (spec: member centre betting record). Trial members see their play-money rounds
 * too: the free-play games are where they learn the recall page.
 */
export function bettingRoutes(deps: { betting: BettingService; guards: Guards }): FastifyPluginAsyncZod {
  const { betting, guards } = deps;
  return async (app) => {
    const tags = ['records'];
    app.get(
      '/wps/records/bets',
      {
        onRequest: guards.member,
        schema: { tags, querystring: BetRecordQuery, response: { 200: envelope(BetRecordPage) } },
      },
      async (request) => ok(await betting.list(request.member!.subjectId, request.query)),
    );
    app.get(
      '/wps/records/bets/:id',
      {
        onRequest: guards.member,
        schema: {
          tags,
          params: IdParam,
          querystring: BetRecordDetailQuery,
          response: { 200: envelope(BetRecordDetail) },
        },
      },
      async (request) =>
        ok(await betting.detail(request.member!.subjectId, request.params.id, request.query.language)),
    );
  };
}
