import type { FastifyInstance } from 'fastify';
import type { CrashConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Guards } from '../../../plugins/auth.ts';
import type { WsBus } from '../../../ws/bus.ts';
import type { WsCommands } from '../../../ws/commands.ts';
import type { GameWallet } from '../../game-wallet/game-wallet.types.ts';
import { crashRoutes } from './crash.routes.ts';
import { createCrashService } from './crash.service.ts';
import { createCrashChains } from './crash-chains.ts';
import { createCrashEvents } from './crash-events.ts';
import { createLeadership } from './crash-leadership.ts';
import { createRoundLoop } from './crash-loop.ts';
import { crashWsCashout } from './crash-ws.ts';

/**
 * Wires crash into the app (docs/decisions/053-crash-loop.md): routes and the WebSocket cash-out
 * always; with `config.loop`, this process also broadcasts crash events to its sockets and competes
 * for the round-loop leadership. Both start when the app is ready and stop when it closes.
 */
export async function registerCrash(
  app: FastifyInstance,
  deps: {
    config: CrashConfig;
    db: Db;
    connectionString: string;
    wallet: GameWallet;
    bus: WsBus;
    commands: WsCommands;
    guards: Guards;
    decimals: () => Promise<number>;
  },
): Promise<void> {
  const { config, db } = deps;
  const log = (m: string) => app.log.warn(m);
  const service = createCrashService({ db, wallet: deps.wallet, config, decimals: deps.decimals });
  await app.register(crashRoutes({ service, guards: deps.guards }));
  deps.commands.add('crash.cashout', crashWsCashout(service));
  if (!config.loop) return;

  const events = createCrashEvents({ connectionString: deps.connectionString, bus: deps.bus, service, log });
  const chains = createCrashChains({ db, chainLength: config.chainLength, log });
  const loop = createRoundLoop({ db, service, chains, config, decimals: deps.decimals, log });
  const leadership = createLeadership({
    connectionString: deps.connectionString,
    retryMs: config.leaderRetryMs,
    lead: (signal) => loop.run(signal),
    log,
  });
  app.addHook('onReady', async () => {
    await events.start();
    leadership.start();
  });
  app.addHook('onClose', async () => {
    await leadership.stop();
    await events.stop();
  });
}
