import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

/** Repository root, so defaults such as `.data/pg` and `apps/web/dist` work from any cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every setting the server reads from the environment (docs/architecture.md "Runtime"). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Goldline <no-reply@goldline.local>'),
  MESSAGE_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  JWE_PRIVATE_JWK: z.string().optional(),
  /** Connections this process keeps to PostgreSQL; bets wait for one while all are busy. */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /** Parameterised statements prepared once per connection (decision 116); `off` behind a pooler that cannot keep them. */
  DB_NAMED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  /**
   * Demo accounts, money and content on an empty database. On by default only with the embedded
   * database: a deployment on its own PostgreSQL starts empty and bootstraps its first operator.
   */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /**
   * Developer pages that a demo needs and real money must never have: the message outbox and the
   * fake payment gateway. Only with the demo, and only for loopback clients (docs/decisions/013).
   */
  DEV_TOOLS: z.enum(['on', 'off']).optional(),
  /** Benchmarks only: thousands of calls from one loopback address would hit the per-IP limits. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Crash round loop (docs/decisions/053-crash-loop.md): 'off' = this process never leads rounds. */
  CRASH_LOOP: z.enum(['on', 'off']).default('on'),
  CRASH_BETTING_MS: z.coerce.number().int().min(50).default(6_000),
  CRASH_CRASHED_MS: z.coerce.number().int().min(0).default(3_000),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** Total paid per crash round at most, in the site currency (decimal string). */
  CRASH_ROUND_PAYOUT_CAP: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('1000000'),
  /** Scheduled jobs on the PostgreSQL queue (docs/decisions/060-jobs.md): 'off' = this process runs none. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * End-to-end tests only (e2e/playwright.config.ts, decision 089): the minute-cron jobs whose
   * results a test waits for (the agent rollup, daily salary settlement) are also queued every few
   * seconds, and a daily salary's day lasts a minute (decision 096). Needs the demo, so a deployment
   * that may hold real money never runs with it.
   */
  E2E_FAST_JOBS: z.enum(['1', '0']).optional(),
  /**
   * The site's public origin (`https://play.example.com`): identity providers send members back to
   * `<origin>/wps/auth/oidc/<provider>/callback`, which must be registered with them exactly.
   * Without it the origin of the request that starts the sign-in is used.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Sign-in with Google / Facebook (decision 111): a provider without both values stays hidden. */
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  session: { idleMs: number; absoluteMs: number };
  smtp: { url: string | undefined; from: string };
  messageProvider: 'outbox' | 'smtp';
  jwePrivateJwk: string | undefined;
  dbPoolSize: number;
  /** Send parameterised statements as named (prepared) statements: planned once per connection. */
  dbNamedStatements: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** OWASP argon2id parameters; tests lower them (never set from the environment). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Seed the demo (accounts, money, content) into an empty database. */
  demoData: boolean;
  /** /wps/dev/outbox and /wps/dev/pay: demo only, loopback clients only. */
  devTools: boolean;
  /** Per-route rate limits; tests may switch them off to run many calls from one IP. */
  rateLimits: boolean;
  /** API-wide calls a minute (plugins/rate-limits.ts): per verified account, else per IP; tests lower them. */
  apiLimits: { perIp: number; perAccount: number };
  crash: CrashConfig;
  /** Whether this process runs the job queue's workers and cron; tests switch it on where needed. */
  jobs: boolean;
  /** E2E_FAST_JOBS=1: FAST_JOBS (compose.ts) queued every few seconds besides their cron, 1-minute salary days; demo only. */
  fastJobs: boolean;
  /** Identity providers for one-click sign-in (decision 111); tests point one at their local provider. */
  oidc: OidcConfig;
}

/** Where members sign in with an identity provider and with which client credentials. */
export interface OidcConfig {
  /** PUBLIC_URL: the origin of the callback URL registered with the providers. */
  publicUrl: string | undefined;
  providers: OidcProviderConfig[];
}

/**
 * `oidc`: the issuer's discovery document gives the endpoints and the ID token is checked (Google).
 * `oauth2`: no ID token; the endpoints are given and `profileUrl` answers the account's `id` (Facebook).
 */
export type OidcProviderConfig = {
  id: 'google' | 'facebook' | 'demo';
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Plain http allowed: only for a provider on this machine (the demo's Demo ID, tests). */
  allowHttp?: boolean;
} & (
  | { kind: 'oidc'; issuer: string }
  | { kind: 'oauth2'; authorizationEndpoint: string; tokenEndpoint: string; profileUrl: string }
);

/** The crash round loop; tests shorten the phases and switch the loop on only where they need it. */
export interface CrashConfig {
  /** Whether this process competes for the round-loop leadership. */
  loop: boolean;
  bettingMs: number;
  /** How long a crashed round stays on screen before the next countdown. */
  crashedMs: number;
  /** Games per hash chain; a new chain is committed when one runs out. */
  chainLength: number;
  /** Per-round payout cap, decimal string in the site currency. */
  roundPayoutCap: string;
  /** How often a follower tries to take the leadership. */
  leaderRetryMs: number;
  minBet: string;
  maxBet: string;
}

export class ConfigError extends Error {}

/** Parses once at boot and fails listing every bad key (conventions: "Env validated once at boot"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${keys.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.MESSAGE_PROVIDER === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid environment:\n  SMTP_URL: required when MESSAGE_PROVIDER=smtp');
  }
  const demoData = (e.DEMO_DATA ?? (e.DATABASE_URL ? 'off' : 'on')) === 'on';
  // Without the demo the site may hold real money: the outbox would show real login codes and the
  // fake gateway would credit real balances, so the two can't be combined.
  if (e.DEV_TOOLS === 'on' && !demoData) {
    throw new ConfigError(
      'Invalid environment:\n  DEV_TOOLS: "on" needs DEMO_DATA=on (developer tools are never on where real money may be)',
    );
  }
  if (e.E2E_FAST_JOBS === '1' && !demoData) {
    throw new ConfigError(
      'Invalid environment:\n  E2E_FAST_JOBS: "1" needs DEMO_DATA=on (a test setting, never where real money may be)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data')),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    messageProvider: e.MESSAGE_PROVIDER,
    jwePrivateJwk: e.JWE_PRIVATE_JWK,
    dbPoolSize: e.DB_POOL_SIZE,
    dbNamedStatements: e.DB_NAMED_STATEMENTS === 'on',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    rateLimits: e.RATE_LIMITS === 'on',
    apiLimits: { perIp: 300, perAccount: 1200 },
    demoData,
    devTools: demoData && e.DEV_TOOLS !== 'off',
    crash: {
      loop: e.CRASH_LOOP === 'on',
      bettingMs: e.CRASH_BETTING_MS,
      crashedMs: e.CRASH_CRASHED_MS,
      chainLength: e.CRASH_CHAIN_LENGTH,
      roundPayoutCap: e.CRASH_ROUND_PAYOUT_CAP,
      leaderRetryMs: 1_000,
      minBet: '0.10',
      maxBet: '10000',
    },
    jobs: e.JOBS === 'on',
    fastJobs: e.E2E_FAST_JOBS === '1',
    oidc: { publicUrl: e.PUBLIC_URL, providers: oidcProviders(e) },
  };
}

/** Google and Facebook, each only when both its client id and secret are set. */
function oidcProviders(e: z.infer<typeof EnvSchema>): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  if (e.OIDC_GOOGLE_CLIENT_ID && e.OIDC_GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      clientId: e.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
    });
  }
  if (e.OIDC_FACEBOOK_CLIENT_ID && e.OIDC_FACEBOOK_CLIENT_SECRET) {
    // Facebook Login for the web is OAuth 2 with the Graph API's /me as the profile (no ID token).
    providers.push({
      id: 'facebook',
      kind: 'oauth2',
      authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
      profileUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
      clientId: e.OIDC_FACEBOOK_CLIENT_ID,
      clientSecret: e.OIDC_FACEBOOK_CLIENT_SECRET,
      scope: 'public_profile email',
    });
  }
  return providers;
}
