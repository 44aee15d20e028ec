import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { connectionStringOf, type Db } from './db/database.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { CRONTAB, createJobs, type JobName } from './jobs/jobs.ts';
import { createPasswordHasher } from './lib/password.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { adminGamesRoutes } from './modules/admin-games/admin-games.routes.ts';
import { createAdminGamesService } from './modules/admin-games/admin-games.service.ts';
import { adminWalletRoutes } from './modules/admin-wallet/admin-wallet.routes.ts';
import { createAdminWalletService } from './modules/admin-wallet/admin-wallet.service.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { createAgentService } from './modules/agent/agent.service.ts';
import { bettingRoutes } from './modules/betting/betting.routes.ts';
import { createBettingService } from './modules/betting/betting.service.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { cashierRoutes, gatewayCallbackRoutes } from './modules/cashier/cashier.routes.ts';
import { createDepositService } from './modules/cashier/deposit.service.ts';
import { devPayRoutes } from './modules/cashier/dev-pay.routes.ts';
import { createWithdrawService } from './modules/cashier/withdraw.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createChatEvents } from './modules/chat/chat-events.ts';
import { createAdminContentService } from './modules/content/admin-content.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { shortenDailySalaryDays } from './modules/contracts/contract-period.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { createContractsService } from './modules/contracts/contracts.service.ts';
import { contractsOfficeRoutes } from './modules/contracts/contracts-office.routes.ts';
import { createContractsOfficeService } from './modules/contracts/contracts-office.service.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { createGameWallet } from './modules/game-wallet/game-wallet.service.ts';
import { transferWalletRoutes } from './modules/game-wallet/transfer-wallet.routes.ts';
import { createTransferWalletService } from './modules/game-wallet/transfer-wallet.service.ts';
import { createCatalogueService } from './modules/games/catalogue.service.ts';
import { createFavouritesService } from './modules/games/favourites.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createLaunchService } from './modules/games/launch.service.ts';
import { createViewerOf } from './modules/games/viewer.ts';
import { createWinnersService } from './modules/games/winners.service.ts';
import { jackpotRoutes } from './modules/jackpot/jackpot.routes.ts';
import { createJackpotService } from './modules/jackpot/jackpot.service.ts';
import { loadKeyService } from './modules/keys/keys.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { createLotteryService } from './modules/lottery/lottery.service.ts';
import { createLotteryEvents } from './modules/lottery/lottery-events.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { createMemberRecords } from './modules/member/member-records.service.ts';
import { createProviderSignUp } from './modules/member/provider-sign-up.service.ts';
import { inboxRoutes } from './modules/messages/inbox.routes.ts';
import { createInboxService } from './modules/messages/inbox.service.ts';
import type { MessageProvider } from './modules/messages/message-provider.types.ts';
import { devOutboxRoutes } from './modules/messages/messages.routes.ts';
import { createOutboxProvider } from './modules/messages/outbox.provider.ts';
import { createSmtpProvider } from './modules/messages/smtp.provider.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { createMissionsService } from './modules/missions/missions.service.ts';
import { demoIdSetup } from './modules/oidc/demo-id.ts';
import { devOidcRoutes } from './modules/oidc/dev-oidc.routes.ts';
import { oidcRoutes } from './modules/oidc/oidc.routes.ts';
import { createOidcService } from './modules/oidc/oidc.service.ts';
import { createProviderClient } from './modules/oidc/provider-clients.ts';
import { crashRoutes } from './modules/originals/crash/crash.routes.ts';
import { createCrashService } from './modules/originals/crash/crash.service.ts';
import { createCrashChains } from './modules/originals/crash/crash-chains.ts';
import { createCrashEvents } from './modules/originals/crash/crash-events.ts';
import { createLeadership } from './modules/originals/crash/crash-leadership.ts';
import { createRoundLoop } from './modules/originals/crash/crash-loop.ts';
import { crashWsCashout } from './modules/originals/crash/crash-ws.ts';
import { createMinesService } from './modules/originals/mines.service.ts';
import { originalsRoutes } from './modules/originals/originals.routes.ts';
import { createOriginalsService } from './modules/originals/originals.service.ts';
import { createSeedsService } from './modules/originals/seeds.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { createBonusService } from './modules/promotions/bonus.service.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { rebateRoutes } from './modules/rebate/rebate.routes.ts';
import { createRebateService } from './modules/rebate/rebate.service.ts';
import { recordsRoutes } from './modules/records/records.routes.ts';
import { createRecordsService } from './modules/records/records.service.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/responsible-gaming.routes.ts';
import { createResponsibleGamingService } from './modules/responsible-gaming/responsible-gaming.service.ts';
import { createRafflesService } from './modules/rewards/raffles.service.ts';
import { createRedEnvelopesService } from './modules/rewards/red-envelopes.service.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { createRewardsService } from './modules/rewards/rewards.service.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { createSecurityService } from './modules/security/security.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createTokenService } from './modules/session/tokens.service.ts';
import { helpAdminRoutes } from './modules/system/help-admin.routes.ts';
import { createHelpAdminService } from './modules/system/help-admin.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { transfersRoutes } from './modules/transfers/transfers.routes.ts';
import { createTransfersService } from './modules/transfers/transfers.service.ts';
import { twoStepRoutes } from './modules/two-step/two-step.routes.ts';
import { createTwoStepService } from './modules/two-step/two-step.service.ts';
import { vendorWalletRoutes } from './modules/vendors/vendor-wallet.routes.ts';
import { createVendorWalletService } from './modules/vendors/vendor-wallet.service.ts';
import { createSmsService } from './modules/verification/sms.service.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { createVipService } from './modules/vip/vip.service.ts';
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

/** The minute-cron jobs an end-to-end test waits for, and how often E2E_FAST_JOBS=1 queues them (decision 089). */
const FAST_JOBS: readonly JobName[] = ['agent.rollup', 'contracts.dailySalary'];
const FAST_JOBS_EVERY_MS = 3_000;
/** With E2E_FAST_JOBS=1, a daily salary's test "day" (decision 096). */
const E2E_DAY_MINUTES = 1;

export interface AppDeps {
  config: Config;
  db: Db;
  /** Tests and scripts may pass their own; otherwise chosen by MESSAGE_PROVIDER. */
  messages?: MessageProvider;
}

/**
 * The composition root (docs/decisions/063-server-module-boundaries.md): the only place that builds
 * services, passes one module's service to another, registers routes, and starts timers and loops.
 * Modules build nothing of another module. Returns the app and the services it was built with, so
 * tests and scripts call a service directly instead of reading app decorations.
 */
export async function composeApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, db } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // No path parameter of ours comes near this (ids, codes, game names); a longer one is malformed.
    routerOptions: { maxParamLength: 100 },
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

  const services = await composeServices(deps, app.log);
  const s = services;

  // Cross-cutting plugins, before any route so their hooks apply everywhere.
  await registerSecurityHeaders(app, { hsts: config.trustProxy });
  await registerCompression(app);
  if (config.rateLimits) await registerRateLimits(app, config.apiLimits);
  await registerSwagger(app);
  registerFormBodies(app);
  registerEncryptedBodies(app, s.keys);
  registerGate(app, s.system);
  // The session cache's LISTEN connection and batched last-seen writes (decision 067).
  app.addHook('onReady', () => s.tokens.start());
  app.addHook('onClose', () => s.tokens.stop());
  // Outbox -> sockets of this process, over LISTEN/NOTIFY (docs/decisions/031-realtime-outbox.md).
  app.addHook('onReady', () => s.relay.start());
  app.addHook('onClose', () => s.relay.stop());
  await registerWebsocket(app, {
    tokens: s.tokens,
    bus: s.wsBus,
    relay: s.relay,
    db,
    commands: s.wsCommands,
  });

  const { guards } = s;
  await app.register(systemRoutes({ system: s.system, captcha: s.captcha, guards }));
  await app.register(sessionRoutes({ sessions: s.sessions, sms: s.sms, twoStep: s.twoStep, guards }));
  await app.register(memberRoutes({ members: s.members, guards }));
  await app.register(walletRoutes({ wallet: s.wallet, guards }));
  await app.register(adminRoutes({ admin: s.admin, tokens: s.tokens, guards }));

  // Crash: routes, the WebSocket cash-out, and (CRASH_LOOP=on) the cluster's one round loop: this
  // process broadcasts crash events to its sockets and competes for the loop's leadership; both
  // start when the app is ready and stop when it closes (docs/decisions/053-crash-loop.md).
  await app.register(crashRoutes({ service: s.crash, guards }));
  s.wsCommands.add('crash.cashout', crashWsCashout(s.crash));
  // Cash-out payouts still being credited finish before the database closes (decision 066).
  app.addHook('onClose', () => s.crash.drain());
  if (config.crash.loop) {
    const log = (m: string) => app.log.warn(m);
    const connectionString = connectionStringOf(db) ?? config.databaseUrl ?? '';
    const events = createCrashEvents({ connectionString, bus: s.wsBus, service: s.crash, log });
    const chains = createCrashChains({ db, chainLength: config.crash.chainLength, log });
    const loop = createRoundLoop({
      db,
      service: s.crash,
      chains,
      config: config.crash,
      decimals: s.decimals,
      log,
    });
    const leadership = createLeadership({
      connectionString,
      retryMs: config.crash.leaderRetryMs,
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

  // In-house originals and the progressive jackpot every in-house cash bet feeds (decision 052).
  // The seed-state cache's LISTEN connection (decision 093).
  app.addHook('onReady', () => s.seeds.start());
  app.addHook('onClose', () => s.seeds.stop());
  await app.register(originalsRoutes({ originals: s.originals, mines: s.mines, seeds: s.seeds, guards }));
  await app.register(jackpotRoutes({ jackpot: s.jackpot, guards }));
  await app.register(vendorWalletRoutes({ vendorWallet: s.vendorWallet }));
  await app.register(transferWalletRoutes({ transferWallet: s.transferWallet, guards }));
  await app.register(bettingRoutes({ betting: s.betting, guards }));

  // The game catalogue, content and their back office.
  const gamesDeps = {
    catalogue: s.catalogue,
    favourites: s.favourites,
    launcher: s.launcher,
    winners: s.winners,
    content: s.content,
    adminGames: s.adminGames,
    adminContent: s.adminContent,
    viewerOf: s.viewerOf,
    guards,
  };
  await app.register(gamesRoutes(gamesDeps));
  await app.register(contentRoutes(gamesDeps));
  await app.register(adminGamesRoutes(gamesDeps));

  // The cashier, transfers, records, security centre, inbox and their back office. The receipt
  // auto-confirm is a cron job on the queue (jobs/jobs.ts, docs/decisions/060-jobs.md).
  await app.register(
    cashierRoutes({ db, deposits: s.deposits, withdrawals: s.withdrawals, tokens: s.tokens, guards }),
  );
  await app.register(gatewayCallbackRoutes({ deposits: s.deposits, guards }));
  await app.register(transfersRoutes({ transfers: s.transfers, guards }));
  await app.register(recordsRoutes({ records: s.records, guards }));
  await app.register(securityRoutes({ security: s.security, guards }));
  await app.register(twoStepRoutes({ twoStep: s.twoStep, guards }));
  await app.register(oidcRoutes({ oidc: s.oidc, guards, publicUrl: config.oidc.publicUrl }));
  // Responsible gaming (decision 107): its settings cache's LISTEN connection, like the sessions'.
  app.addHook('onReady', () => s.responsibleGaming.startCache());
  app.addHook('onClose', () => s.responsibleGaming.stopCache());
  await app.register(responsibleGamingRoutes({ rg: s.responsibleGaming, guards }));
  await app.register(inboxRoutes({ inbox: s.inbox, guards }));
  // The agent centre (issue 13; decisions 077 and 078).
  await app.register(agentRoutes({ agent: s.agent, guards }));
  // Upline/downline contracts and their settlement (issue 14; decisions 085, 086).
  await app.register(contractsRoutes({ contracts: s.contracts, guards }));
  // The operator's house contracts with top-level agents (decision 096).
  await app.register(contractsOfficeRoutes({ office: s.contractsOffice, guards }));
  await app.register(lotteryRoutes({ lottery: s.lottery, guards }));
  // Promotions, bonuses and the reward centre (issue 16; decisions 090, 091).
  await app.register(promotionsRoutes({ promotions: s.promotions, viewerOf: s.viewerOf, guards }));
  // Missions, leaderboards, the reward centre's rewards, red envelopes and raffles (decision 101).
  await app.register(missionsRoutes({ missions: s.missions, viewerOf: s.viewerOf, guards }));
  await app.register(
    rewardsRoutes({
      rewards: s.rewards,
      redEnvelopes: s.redEnvelopes,
      raffles: s.raffles,
      viewerOf: s.viewerOf,
      guards,
    }),
  );
  // Refer and earn and the manual rebate (issue 16, decision 102).
  await app.register(referralRoutes({ referral: s.referral, guards }));
  await app.register(rebateRoutes({ rebate: s.rebate, guards }));
  // VIP levels and the points mall (issue 16; decisions 099, 100).
  await app.register(vipRoutes({ vip: s.vip, guards }));
  await app.register(pointsRoutes({ points: s.points, guards }));
  // The chat room (issue 17, decision 110): posts and removals reach every socket of every process (LISTEN 'chat').
  await app.register(chatRoutes({ chat: s.chat, guards }));
  const chatConnection = connectionStringOf(db) ?? config.databaseUrl;
  if (chatConnection) {
    const chatEvents = createChatEvents({
      connectionString: chatConnection,
      bus: s.wsBus,
      log: (m) => app.log.warn(m),
    });
    app.addHook('onReady', () => chatEvents.start());
    app.addHook('onClose', () => chatEvents.stop());
  }
  // Feedback with its operator inbox, blog and news, the help-centre editor (issue 17, decision 108).
  await app.register(feedbackRoutes({ feedback: s.feedback, viewerOf: s.viewerOf, guards }));
  await app.register(blogRoutes({ blog: s.blog, guards }));
  await app.register(helpAdminRoutes({ helpAdmin: s.helpAdmin, guards }));
  // Lottery draws, settlements and voids reach every socket of every process (LISTEN 'lottery').
  const lotteryConnection = connectionStringOf(db) ?? config.databaseUrl;
  if (lotteryConnection) {
    const lotteryEvents = createLotteryEvents({
      connectionString: lotteryConnection,
      bus: s.wsBus,
      service: s.lottery,
      log: (m) => app.log.warn(m),
    });
    app.addHook('onReady', () => lotteryEvents.start());
    app.addHook('onClose', () => lotteryEvents.stop());
  }
  await app.register(
    adminWalletRoutes({
      adminWallet: s.adminWallet,
      deposits: s.deposits,
      withdrawals: s.withdrawals,
      guards,
    }),
  );
  if (config.devTools) await app.register(devPayRoutes({ deposits: s.deposits, guards }));
  if (s.demoId) await app.register(devOidcRoutes(s.demoId));

  // Scheduled work on the PostgreSQL queue, one runner per process (docs/decisions/060-jobs.md).
  if (config.jobs) {
    app.addHook('onReady', () => s.jobs.start());
    // E2E_FAST_JOBS=1 (end-to-end tests, demo only): the jobs a test waits for also run every few
    // seconds, so the agent's P&L test sees its bet folded in seconds rather than at the next minute.
    if (config.fastJobs) for (const task of FAST_JOBS) s.jobs.repeatEvery(task, FAST_JOBS_EVERY_MS);
    // ...and a daily salary's "day" lasts a minute, so the contracts e2e sees a period end and its statement paid
    // (decision 096). From the first request on: the demo seed's month keeps its real days.
    if (config.fastJobs) app.addHook('onReady', () => shortenDailySalaryDays(E2E_DAY_MINUTES));
    app.addHook('onClose', async () => {
      // The switch is process-wide: an app closed in a test process must not leave later apps' days short.
      if (config.fastJobs) shortenDailySalaryDays(null);
      s.lottery.stopTicking();
      await s.jobs.stop();
    });
  }
  // The outbox page shows codes only the outbox provider keeps; with SMTP there is nothing to show.
  if (config.devTools && s.messages.name === 'outbox') await app.register(devOutboxRoutes(db, guards));

  await registerStaticWeb(app, config.webDist, { heroImage: () => s.content.firstHomeBannerUrl() });
  return { app, services };
}

/** Every service of the app, built once, each given the other modules' services it needs. */
export async function composeServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, db } = deps;
  const warn = (message: string) => log.warn(message);
  const connectionString = connectionStringOf(db) ?? config.databaseUrl ?? '';
  // Services: plain functions over the database, no Fastify inside (conventions).
  const hasher = createPasswordHasher(config.argon2);
  const keys = await loadKeyService(db, config.jwePrivateJwk);
  const messages =
    deps.messages ??
    (config.messageProvider === 'smtp' && config.smtp.url
      ? createSmtpProvider({ url: config.smtp.url, from: config.smtp.from }, warn)
      : createOutboxProvider(db));
  const system = createSystemService({ db, keys });
  const brand = async () => (await system.setting('site')).brand.name;
  const decimals = async () => (await system.setting('site')).currency.decimals;
  // Sessions and the facts guards check come from a per-process cache kept right by NOTIFY
  // (docs/decisions/067-session-cache.md); `admin` is read only when a call asks, after composition.
  const tokens = createTokenService({
    db,
    config,
    connectionString,
    facts: {
      member: (id) => memberRecords.findById(id),
      operator: async (id) => ({ mustChangePassword: await admin.mustChangePassword(id) }),
    },
    log: warn,
  });
  const captcha = createCaptchaService({ db });
  const memberRecords = createMemberRecords({ db });
  const sms = createSmsService({ db, messages, members: memberRecords, brand });
  // Responsible gaming (issue 17, decision 107): its guard checks every bet and deposit the ledger
  // moves; its figures come from the records, built further down (read long after composition).
  const responsibleGaming = createResponsibleGamingService({
    db,
    connectionString,
    decimals,
    netLoss: async (memberId, from, to) =>
      // Members who won have a negative loss: no lower bound.
      (await records.netLosses(from, to, -(2n ** 63n), memberId))[0]?.loss ?? 0n,
    totals: (memberId, from, to) => records.memberTotals(memberId, from, to),
    revokeSessions: (ex, memberId) => tokens.revokeAllFor(ex, 'member', memberId),
    findMember: (username) => memberRecords.findByUsername(username),
    sessionStartedAt: async (memberId, sessionId) =>
      (await tokens.live('member', memberId, 50)).find((s) => s.id === sessionId)?.createdAt ?? null,
    log: warn,
  });
  const ledger = createLedgerService({
    db,
    siteCurrency: async (trx) => (await system.setting('site', trx)).currency,
    guard: responsibleGaming.guard,
  });
  // Two-step login, the authenticator app and step-up (issue 17, decision 103).
  const twoStep = createTwoStepService({
    db,
    keys,
    sms,
    messages,
    members: memberRecords,
    brand,
    smsStepUp: async () => (await system.setting('stepUp')).sms,
    emit: (events, trx) => ledger.emit(events, trx),
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
    twoStep,
    responsibleGaming,
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
    // The VIP fields of the member's public state (decision 099); vip is built further down.
    vip: { badge: (id, language) => vip.badge(id, language) },
    // Built further down (it needs the cashier and records); a sign-up runs long after composition.
    referrals: { recordSignUp: (trx, signUp) => referral.recordSignUp(trx, signUp) },
  });
  // Sign-in with Google / Facebook, and the demo's own Demo ID provider with the dev tools (decision 111).
  const demoId = demoIdSetup(config);
  const oidc = createOidcService({
    db,
    clients: [...config.oidc.providers, ...(demoId ? [demoId.provider] : [])].map(createProviderClient),
    members: memberRecords,
    signUp: createProviderSignUp({
      system,
      ledger,
      referrals: { recordSignUp: (trx, signUp) => referral.recordSignUp(trx, signUp) },
    }),
    sessions,
  });
  const admin = createAdminService({ db, hasher, tokens, system });
  const guards = createGuards({
    tokens,
    memberStatus: (id) => tokens.memberFacts(id),
    operatorMustChangePassword: async (id) => (await tokens.operatorFacts(id)).mustChangePassword,
  });
  const wsBus = new WsBus();
  const wsCommands = new WsCommands();
  const relay = createOutboxRelay({ db, connectionString, bus: wsBus, log: warn });
  const gameWallet = createGameWallet({ db, ledger });
  const crash = createCrashService({ db, wallet: gameWallet, config: config.crash, decimals, log: warn });
  const jackpot = createJackpotService({ db, ledger, system });
  const seeds = createSeedsService({ db, connectionString, log: warn });
  const originalsDeps = { db, system, gameWallet, jackpot, seeds };
  const originals = createOriginalsService(originalsDeps);
  const mines = createMinesService(originalsDeps);
  const vendorWallet = createVendorWalletService({ db, gameWallet, system });
  const transferWallet = createTransferWalletService({ db, ledger, system });
  const betting = createBettingService({ db, system });

  // Games: spec section 4 "excluded RNG vendors" default to ['INHOUSE'] (decision 050).
  const catalogue = createCatalogueService({ db });
  const content = createContentService({ db });
  const favourites = createFavouritesService({ db });
  const launcher = createLaunchService({ db, system });
  const winners = createWinnersService({ db, system });
  const adminGames = createAdminGamesService({ db, admin, onChange: () => catalogue.invalidate() });
  const adminContent = createAdminContentService({ db, admin, onChange: () => content.invalidate() });
  const viewerOf = createViewerOf({ tokens, memberStatus: (id) => tokens.memberFacts(id) });

  // Wallet area: cashier, transfers, records, security centre, inbox, back office.
  const security = createSecurityService({
    db,
    hasher,
    sms,
    messages,
    members: memberRecords,
    brand,
    stepUp: twoStep,
  });
  const deposits = createDepositService({ db, ledger, system, responsibleGaming });
  const records = createRecordsService({ db, system });
  // Bonus money lives in its own ledger accounts until its wagering is done (decision 090); a
  // withdrawal forfeits the bonuses whose rules say so.
  const bonuses = createBonusService({ db, ledger, records });
  const withdrawals = createWithdrawService({
    db,
    ledger,
    system,
    security,
    records,
    bonuses,
    stepUp: twoStep,
  });
  const transfers = createTransfersService({ db, ledger, system, security });
  const inbox = createInboxService({ db });
  const chat = createChatService({ db, members: memberRecords, admin });
  // Feedback answers land in the inbox, pushed live through the ledger's outbox (decision 108).
  const feedback = createFeedbackService({
    db,
    captcha,
    captchaAsked: async () => (await system.registrationRules()).captcha?.enabled ?? true,
    members: memberRecords,
    admin,
    emit: (events, trx) => ledger.emit(events, trx),
  });
  const blog = createBlogService({ db, admin });
  const helpAdmin = createHelpAdminService({ db, admin });
  const adminWallet = createAdminWalletService({ db, system, admin, deposits, withdrawals, records });

  const agent = createAgentService({
    db,
    hasher,
    system,
    memberRecords,
    ledger,
    transfers,
    content,
    admin,
    forgetMember: (id) => tokens.forget('member', id),
  });

  // Lottery (issue 15; decisions 081, 082): draws and settlement run in the 'lottery.tick' job.
  const lottery = createLotteryService({ db, ledger, system, log: warn });

  // Contracts between upline and downline (issue 14; decisions 085, 086): settled by the
  // 'contracts.*' jobs from the agent rollups, paid through the ledger.
  const contracts = createContractsService({ db, system, ledger, agent });
  const contractsOffice = createContractsOfficeService({ db, contracts, agent, admin, system });

  const promotions = createPromotionsService({
    db,
    bonuses,
    deposits,
    records,
    members: memberRecords,
    admin,
    system,
  });

  // VIP levels and loyalty points (issue 16; decisions 099, 100): jobs fold settled bets and deposits in.
  const vip = createVipService({ db, ledger, system, records, deposits, admin });
  const points = createPointsService({ db, ledger, system, records, deposits, security, admin });

  // Refer and earn and the manual rebate (decision 102): paid to cash from promotion_expense.
  const referral = createReferralService({
    db,
    ledger,
    system,
    members: memberRecords,
    deposits,
    records,
    payoutAccounts: withdrawals,
    admin,
  });
  const rebate = createRebateService({ db, ledger, system, records, members: memberRecords, admin });

  // The reward centre's own rewards (missions, leaderboards, raffles) paid in cash on claim, red
  // envelopes paid on grab, and missions from settled rounds (decision 101).
  const rewards = createRewardsService({ db, ledger, system });
  const redEnvelopes = createRedEnvelopesService({ db, ledger, system, admin });
  const raffles = createRafflesService({ db, rewards, records, members: memberRecords, system, admin });
  const missions = createMissionsService({ db, records, rewards, members: memberRecords, system, admin });

  const outbox = createOutboxService({ db });
  // The job queue's runner; started by composeApp only with JOBS=on (jobs/job-runner.ts).
  const jobs = createJobRunner({
    connectionString,
    jobs: createJobs({
      vip,
      points,
      withdrawals,
      outbox,
      captcha,
      sms,
      security,
      agent,
      lottery,
      bonuses,
      promotions,
      contracts,
      referral,
      missions,
      raffles,
      twoStep,
      oidc,
    }),
    crontab: CRONTAB,
    log,
  });

  return {
    hasher,
    keys,
    messages,
    system,
    decimals,
    tokens,
    captcha,
    memberRecords,
    sms,
    ledger,
    sessions,
    twoStep,
    oidc,
    demoId,
    wallet,
    members,
    admin,
    guards,
    wsBus,
    wsCommands,
    relay,
    gameWallet,
    crash,
    jackpot,
    seeds,
    originals,
    mines,
    vendorWallet,
    transferWallet,
    betting,
    catalogue,
    content,
    favourites,
    launcher,
    winners,
    adminGames,
    adminContent,
    viewerOf,
    security,
    deposits,
    records,
    withdrawals,
    transfers,
    inbox,
    chat,
    adminWallet,
    feedback,
    blog,
    helpAdmin,
    agent,
    lottery,
    bonuses,
    promotions,
    contracts,
    contractsOffice,
    vip,
    points,
    referral,
    rebate,
    rewards,
    redEnvelopes,
    raffles,
    missions,
    outbox,
    jobs,
    responsibleGaming,
  };
}
export type AppServices = Awaited<ReturnType<typeof composeServices>>;
