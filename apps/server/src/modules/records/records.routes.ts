import { envelope } from '@goldline/contract/envelope';
import {
  BonusPage,
  BonusQuery,
  ProfitQuery,
  ProfitReport,
  TransactionPage,
  TransactionQuery,
} from '@goldline/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { RecordsService } from './records.service.ts';

/** Member-centre records (spec section 2 transactionHistory, personalProfit, bonusDetails). */
export function recordsRoutes(deps: { records: RecordsService; guards: Guards }): FastifyPluginAsyncZod {
  const { records, guards } = deps;
  return async (app) => {
    const tags = ['records'];
    app.get(
      '/wps/records/transactions',
      {
        onRequest: guards.notTrial,
        schema: { tags, querystring: TransactionQuery, response: { 200: envelope(TransactionPage) } },
      },
      async (request) => ok(await records.transactions(request.member!.subjectId, request.query)),
    );
    app.get(
      '/wps/records/profit',
      {
        onRequest: guards.notTrial,
        schema: { tags, querystring: ProfitQuery, response: { 200: envelope(ProfitReport) } },
      },
      async (request) => ok(await records.profit(request.member!.subjectId, request.query)),
    );
    app.get(
      '/wps/records/bonus',
      {
        onRequest: guards.notTrial,
        schema: { tags, querystring: BonusQuery, response: { 200: envelope(BonusPage) } },
      },
      async (request) => ok(await records.bonus(request.member!.subjectId, request.query)),
    );
  };
}
