import { envelope } from '@goldline/contract/envelope';
import { TRIAL_TYPE } from '@goldline/contract/member';
import {
  ClientSeedRequest,
  DiceBetRequest,
  DiceBetResult,
  GameRules,
  LimboBetRequest,
  LimboBetResult,
  MinesActive,
  MinesCashoutRequest,
  MinesRevealRequest,
  MinesRoundState,
  MinesStartRequest,
  OriginalGame,
  PlinkoBetRequest,
  PlinkoBetResult,
  RevealedSeeds,
  RoundRecall,
  SeedRotation,
  SeedState,
  SlotSpinRequest,
  SlotSpinResult,
} from '@goldline/contract/originals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { Player } from './bet-kit.ts';
import type { MinesService } from './mines.service.ts';
import type { OriginalsService } from './originals.service.ts';
import type { SeedsService } from './seeds.service.ts';

const player = (request: FastifyRequest): Player => ({
  memberId: request.member!.subjectId,
  trial: request.member!.type === TRIAL_TYPE,
});

/**
 * In-house originals over HTTP (decision 052). Members and trial members play (trial with play
 * money); bets stop during maintenance and for blocked regions (gate). The rules card is public.
 */
export function originalsRoutes(deps: {
  originals: OriginalsService;
  mines: MinesService;
  seeds: SeedsService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { originals, mines, seeds, guards } = deps;
  return async (app) => {
    const tags = ['originals'];
    const member = { onRequest: guards.member };
    const play = { onRequest: guards.member, config: { gate: true } };

    app.get(
      '/wps/originals/seeds',
      { ...member, schema: { tags, response: { 200: envelope(SeedState) } } },
      async (r) => ok(await seeds.state(player(r).memberId)),
    );
    app.post(
      '/wps/originals/seeds/client',
      { ...play, schema: { tags, body: ClientSeedRequest, response: { 200: envelope(SeedRotation) } } },
      async (r) => ok(await seeds.changeClientSeed(player(r).memberId, r.body.clientSeed)),
    );
    app.post(
      '/wps/originals/seeds/rotate',
      { ...play, schema: { tags, response: { 200: envelope(SeedRotation) } } },
      async (r) => ok(await seeds.rotate(player(r).memberId)),
    );
    app.get(
      '/wps/originals/seeds/revealed',
      { ...member, schema: { tags, response: { 200: envelope(RevealedSeeds) } } },
      async (r) => ok(await seeds.revealed(player(r).memberId)),
    );

    app.post(
      '/wps/originals/dice/bet',
      { ...play, schema: { tags, body: DiceBetRequest, response: { 200: envelope(DiceBetResult) } } },
      async (r) => ok(await originals.dice(player(r), r.body)),
    );
    app.post(
      '/wps/originals/limbo/bet',
      { ...play, schema: { tags, body: LimboBetRequest, response: { 200: envelope(LimboBetResult) } } },
      async (r) => ok(await originals.limbo(player(r), r.body)),
    );
    app.post(
      '/wps/originals/plinko/bet',
      { ...play, schema: { tags, body: PlinkoBetRequest, response: { 200: envelope(PlinkoBetResult) } } },
      async (r) => ok(await originals.plinko(player(r), r.body)),
    );
    app.post(
      '/wps/originals/slot/spin',
      { ...play, schema: { tags, body: SlotSpinRequest, response: { 200: envelope(SlotSpinResult) } } },
      async (r) => ok(await originals.slot(player(r), r.body)),
    );

    app.post(
      '/wps/originals/mines/start',
      { ...play, schema: { tags, body: MinesStartRequest, response: { 200: envelope(MinesRoundState) } } },
      async (r) => ok(await mines.start(player(r), r.body)),
    );
    app.post(
      '/wps/originals/mines/reveal',
      { ...play, schema: { tags, body: MinesRevealRequest, response: { 200: envelope(MinesRoundState) } } },
      async (r) => ok(await mines.reveal(player(r), r.body)),
    );
    app.post(
      '/wps/originals/mines/cashout',
      { ...play, schema: { tags, body: MinesCashoutRequest, response: { 200: envelope(MinesRoundState) } } },
      async (r) => ok(await mines.cashout(player(r), r.body)),
    );
    app.get(
      '/wps/originals/mines/active',
      { ...member, schema: { tags, response: { 200: envelope(MinesActive) } } },
      async (r) => ok(await mines.active(player(r).memberId)),
    );

    app.get(
      '/wps/originals/rules/:game',
      { schema: { tags, params: z.object({ game: OriginalGame }), response: { 200: envelope(GameRules) } } },
      async (r) => ok(await originals.rules(r.params.game)),
    );
    app.get(
      '/wps/originals/rounds/:roundId',
      {
        ...member,
        schema: {
          tags,
          params: z.object({ roundId: z.string().max(64) }),
          response: { 200: envelope(RoundRecall) },
        },
      },
      async (r) => ok(await originals.recall(player(r).memberId, r.params.roundId)),
    );
  };
}
