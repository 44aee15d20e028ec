import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connectionStringOf, type Db } from './db/database.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { CRONTAB, createJobs } from './jobs/jobs.ts';
import { createPasswordHasher } from './lib/password.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { bettingRoutes } from './modules/betting/betting.routes.ts';
import { createBettingService } from './modules/betting/betting.service.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { createWalletArea, walletAreaRoutes } from './modules/cashier/wallet-area.ts';
import { createGameWallet } from './modules/game-wallet/game-wallet.service.ts';
import type { GameWallet } from './modules/game-wallet/game-wallet.types.ts';
import { transferWalletRoutes } from './modules/game-wallet/transfer-wallet.routes.ts';
import { createTransferWalletService } from './modules/game-wallet/transfer-wallet.service.ts';
import { createGamesArea, gamesAreaRoutes } from './modules/games/games-area.ts';
import { jackpotRoutes } from './modules/jackpot/jackpot.routes.ts';
import { createJackpotService, type JackpotService } from './modules/jackpot/jackpot.service.ts';
import { loadKeyService } from './modules/keys/keys.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import type { LedgerService } from './modules/ledger/ledger.types.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { createMemberRecords } from './modules/member/member-records.service.ts';
import type { MessageProvider } from './modules/messages/message-provider.ts';
import { devOutboxRoutes } from './modules/messages/messages.routes.ts';
import { createOutboxProvider } from './modules/messages/outbox.provider.ts';
import { createSmtpProvider } from './modules/messages/smtp.provider.ts';
import { registerCrash } from './modules/originals/crash/crash.module.ts';
import { createMinesService } from './modules/originals/mines.service.ts';
import { originalsRoutes } from './modules/originals/originals.routes.ts';
import { createOriginalsService } from './modules/originals/originals.service.ts';
import { createSeedsService } from './modules/originals/seeds.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createTokenService } from './modules/session/tokens.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { vendorWalletRoutes } from './modules/vendors/vendor-wallet.routes.ts';
import { createVendorWalletService } from './modules/vendors/vendor-wallet.service.ts';
import { createSmsService } from './modules/verification/sms.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createGuards } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerEncryptedBodies } from './plugins/encrypted-body.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFormBodies } from './plugins/form-body.ts';
import { registerGate } from './plugins/gate.ts';
import { loggerOptions } from './plugins/logger.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerWebsocket } from './plugins/websocket.ts';
import './plugins/route-config.ts';
import { WsBus } from './ws/bus.ts';
import { WsCommands } from './ws/commands.ts';
import { createOutboxService } from './ws/outbox.service.ts';
import { createOutboxRelay } from './ws/outbox-relay.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Tests and scripts may pass their own; otherwise chosen by MESSAGE_PROVIDER. */
  messages?: MessageProvider;
}

/**
 * Builds the whole app on a migrated database: plugins first, then the modules. server.ts listens;
 * tests call `app.inject` (docs/architecture.md "Server layout").
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // No path parameter of ours comes near this (ids, codes, game names); a longer one is malformed.
    maxParamLength: 100,
    // What the router refuses before any route or error handler runs (bad percent-encoding, a path
    // parameter past maxParamLength) answers the envelope too, never Fastify's own error body.
    frameworkErrors: (err, _request, reply: import('fastify').FastifyReply) => {
      const malformed = err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(malformed ? 400 : 500)
        .send(
          malformed
            ? { success: false, code: 'VALIDATION_FAILED', message: 'The request is malformed' }
            : { success: false, code: 'INTERNAL_ERROR', message: 'System error' },
        );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Services: plain functions over the database, no Fastify inside (conventions).
  const hasher = createPasswordHasher(config.argon2);
  const keys = await loadKeyService(db, config.jwePrivateJwk);
  const messages =
    deps.messages ??
    (config.messageProvider === 'smtp' && config.smtp.url
      ? createSmtpProvider({ url: config.smtp.url, from: config.smtp.from }, (m) => app.log.warn(m))
      : createOutboxProvider(db));
  const system = createSystemService({ db, keys });
  const tokens = createTokenService({ db, config });
  const captcha = createCaptchaService({ db });
  const memberRecords = createMemberRecords({ db });
  const sms = createSmsService({
    db,
    messages,
    members: memberRecords,
    brand: async () => (await system.setting('site')).brand.name,
  });
  const ledger = createLedgerService({
    db,
    siteCurrency: async (trx) => (await system.setting('site', trx)).currency,
  });
  const sessions = createSessionService({
    db,
    hasher,
    tokens,
    captcha,
    sms,
    system,
    ledger,
    members: memberRecords,
  });
  const wallet = createWalletService({ db, system, ledger });
  const members = createMemberService({
    db,
    hasher,
    tokens,
    sessions,
    captcha,
    sms,
    system,
    messages,
    ledger,
    wallet,
  });
  const admin = createAdminService({ db, hasher, tokens, system });
  const guards = createGuards({
    tokens,
    memberStatus: (id) => memberRecords.findById(id),
    operatorMustChangePassword: (id) => admin.mustChangePassword(id),
  });
  const bus = new WsBus();
  app.decorate('wsBus', bus);
  app.decorate('ledger', ledger);
  const gameWallet = createGameWallet({ db, ledger });
  app.decorate('gameWallet', gameWallet);

  // Cross-cutting plugins, before any route so their hooks apply everywhere.
  await registerSecurityHeaders(app, { hsts: config.trustProxy });
  await registerCompression(app);
  if (config.rateLimits) await registerRateLimits(app, config.apiLimits);
  await registerSwagger(app);
  registerFormBodies(app);
  registerEncryptedBodies(app, keys);
  registerGate(app, system);
  // Outbox -> sockets of this process, over LISTEN/NOTIFY (docs/decisions/031-realtime-outbox.md).
  const relay = createOutboxRelay({
    db,
    connectionString: connectionStringOf(db) ?? config.databaseUrl ?? '',
    bus,
    log: (m) => app.log.warn(m),
  });
  app.addHook('onReady', () => relay.start());
  app.addHook('onClose', () => relay.stop());
  const wsCommands = new WsCommands();
  await registerWebsocket(app, { tokens, bus, relay, db, commands: wsCommands });

  await app.register(systemRoutes({ system, captcha, guards }));
  await app.register(sessionRoutes({ sessions, sms, guards }));
  await app.register(memberRoutes({ members, guards }));
  await app.register(walletRoutes({ wallet, guards }));
  await app.register(adminRoutes({ admin, tokens, guards }));
  // Crash: routes, the WebSocket cash-out, and (CRASH_LOOP=on) the cluster's one round loop (decision 053).
  await registerCrash(app, {
    config: config.crash,
    db,
    connectionString: connectionStringOf(db) ?? config.databaseUrl ?? '',
    wallet: gameWallet,
    bus,
    commands: wsCommands,
    guards,
    decimals: async () => (await system.setting('site')).currency.decimals,
  });
  // In-house originals and the progressive jackpot every in-house cash bet feeds (decision 052).
  const jackpot = createJackpotService({ db, ledger, system });
  app.decorate('jackpot', jackpot);
  const seeds = createSeedsService({ db });
  const originalsDeps = { db, system, gameWallet, jackpot, seeds };
  await app.register(
    originalsRoutes({
      originals: createOriginalsService(originalsDeps),
      mines: createMinesService(originalsDeps),
      seeds,
      guards,
    }),
  );
  await app.register(jackpotRoutes({ jackpot, guards }));
  await app.register(
    vendorWalletRoutes({ vendorWallet: createVendorWalletService({ db, gameWallet, system }) }),
  );
  await app.register(
    transferWalletRoutes({ transferWallet: createTransferWalletService({ db, ledger, system }), guards }),
  );
  await app.register(bettingRoutes({ betting: createBettingService({ db, system }), guards }));
  const gamesArea = createGamesArea({ db, system, tokens, admin, members: memberRecords });
  app.decorate('gamesArea', gamesArea);
  await app.register(gamesAreaRoutes({ area: gamesArea, guards }));
  const walletDeps = {
    db,
    ledger,
    system,
    hasher,
    sms,
    messages,
    tokens,
    guards,
    admin,
    members: memberRecords,
  };
  const walletArea = createWalletArea(walletDeps);
  app.decorate('walletArea', walletArea);
  await app.register(walletAreaRoutes({ ...walletDeps, area: walletArea, devRoutes: config.devTools }));
  // Scheduled work on the PostgreSQL queue, one runner per process (docs/decisions/060-jobs.md).
  const jobs = createJobRunner({
    connectionString: connectionStringOf(db) ?? config.databaseUrl ?? '',
    jobs: createJobs({
      withdrawals: walletArea.withdrawals,
      outbox: createOutboxService({ db }),
      captcha,
      sms,
      security: walletArea.security,
    }),
    crontab: CRONTAB,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  if (config.jobs) {
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  // The outbox page shows codes only the outbox provider keeps; with SMTP there is nothing to show.
  if (config.devTools && messages.name === 'outbox') await app.register(devOutboxRoutes(db, guards));

  await registerStaticWeb(app, config.webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    wsBus: WsBus;
    /** The money API, for modules and tests (modules/ledger/ledger.types.ts). */
    ledger: LedgerService;
    /** The only way game money moves (modules/game-wallet/game-wallet.types.ts). */
    gameWallet: GameWallet;
    /** The progressive jackpot: in-house cash bets feed it inside their transaction (decision 052). */
    jackpot: JackpotService;
    /** The job queue's runner; runs only with JOBS=on (jobs/job-runner.ts). */
    jobs: JobRunner;
  }
}
