import * as z from 'zod';
import { endpoint } from '../endpoint.ts';
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
} from '../originals.ts';
import { originalsRoutes as r } from './originals.routes.ts';

export const originalsEndpoints = {
  seeds: endpoint(r.seeds, { response: SeedState }),
  clientSeed: endpoint(r.clientSeed, { body: ClientSeedRequest, response: SeedRotation }),
  rotateSeeds: endpoint(r.rotateSeeds, { response: SeedRotation }),
  revealedSeeds: endpoint(r.revealedSeeds, { response: RevealedSeeds }),
  dice: endpoint(r.dice, { body: DiceBetRequest, response: DiceBetResult }),
  limbo: endpoint(r.limbo, { body: LimboBetRequest, response: LimboBetResult }),
  plinko: endpoint(r.plinko, { body: PlinkoBetRequest, response: PlinkoBetResult }),
  slot: endpoint(r.slot, { body: SlotSpinRequest, response: SlotSpinResult }),
  minesStart: endpoint(r.minesStart, { body: MinesStartRequest, response: MinesRoundState }),
  minesReveal: endpoint(r.minesReveal, { body: MinesRevealRequest, response: MinesRoundState }),
  minesCashout: endpoint(r.minesCashout, { body: MinesCashoutRequest, response: MinesRoundState }),
  minesActive: endpoint(r.minesActive, { response: MinesActive }),
  rules: endpoint(r.rules, { params: z.object({ game: OriginalGame }), response: GameRules }),
  round: endpoint(r.round, { params: z.object({ roundId: z.string().max(64) }), response: RoundRecall }),
};
