import * as z from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  AdminIssue,
  AdminIssuesPage,
  AdminIssuesQuery,
  EnterResult,
  GameMenu,
  GameMenuQuery,
  IssueDetail,
  IssueParams,
  MyBetsPage,
  MyBetsQuery,
  OpenedGames,
  OpenedNumero,
  OpenedNumeroQuery,
  PendingResult,
  PlacedTicket,
  PlaceLotteryBet,
  RecentQuery,
  RecentResults,
  RejectResult,
  ResultIdParam,
  ResultsPage,
  ResultsQuery,
  VoidIssue,
} from '../lottery.ts';
import { lotteryRoutes as r } from './lottery.routes.ts';

export const lotteryEndpoints = {
  gameMenu: endpoint(r.gameMenu, { query: GameMenuQuery, response: GameMenu }),
  recent: endpoint(r.recent, { query: RecentQuery, response: RecentResults }),
  openedGames: endpoint(r.openedGames, { response: OpenedGames }),
  openedNumero: endpoint(r.openedNumero, { query: OpenedNumeroQuery, response: OpenedNumero }),
  results: endpoint(r.results, { query: ResultsQuery, response: ResultsPage }),
  issue: endpoint(r.issue, { params: IssueParams, response: IssueDetail }),
  placeBet: endpoint(r.placeBet, { body: PlaceLotteryBet, response: PlacedTicket }),
  myBets: endpoint(r.myBets, { query: MyBetsQuery, response: MyBetsPage }),
  adminIssues: endpoint(r.adminIssues, { query: AdminIssuesQuery, response: AdminIssuesPage }),
  enterResult: endpoint(r.enterResult, { body: EnterResult, response: PendingResult }),
  approveResult: endpoint(r.approveResult, { params: ResultIdParam, response: AdminIssue }),
  rejectResult: endpoint(r.rejectResult, {
    params: ResultIdParam,
    body: RejectResult,
    response: PendingResult,
  }),
  voidIssue: endpoint(r.voidIssue, {
    params: IssueParams,
    body: VoidIssue,
    response: z.object({ refunded: z.number().int() }),
  }),
};
