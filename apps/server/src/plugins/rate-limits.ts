import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { tokenOf } from './auth.ts';

/**
 * Request limits (ASVS 2.4.1 anti-automation; API4). In-process counters are a first line only:
 * with several processes each counts alone. The durable controls (login failures -> captcha, SMS
 * throttles) live in PostgreSQL and hold across processes.
 *
 * The strict per-route limits below count per IP.
 */
export const routeLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
  sms: { max: 10, timeWindow: '1 minute' },
  forgot: { max: 10, timeWindow: '1 minute' },
  adminLogin: { max: 10, timeWindow: '1 minute' },
  /** Bursts only; the hourly limit per IP and member is counted in PostgreSQL (decision 108). */
  feedback: { max: 5, timeWindow: '1 minute' },
} as const;

/**
 * Every other API call, per minute (config.apiLimits: 300 per IP, 1,200 per account): per account
 * once its session is known to be good, else per IP (calls without a token and calls with a token
 * not verified yet each have perIp). One account: sustained auto-bet at ~10 bets a second plus its
 * reads. One IP: visitors without a session; the logged-in players behind one carrier NAT do not
 * share it.
 */
export interface ApiLimits {
  perIp: number;
  perAccount: number;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/admin/', '/ws'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Session tokens a guard has accepted in this process (sha256 of the token -> `m:<member id>` or
 * `o:<operator id>`), so the limiter can key a call by account in onRequest, before the guard and
 * without a database read of its own. A token gets in only after a guard resolved it (the response
 * hook below), so an unknown or made-up token is counted per IP like no token at all: rotating
 * random tokens never escapes the IP limit, and the guard's database read for them stops with it.
 * A token answered 401/403 with no account resolved leaves at once; others age out after the TTL.
 * Bounded: the oldest entry goes first, and a forgotten session only counts once more per IP.
 */
class VerifiedSessions {
  readonly #entries = new Map<string, { account: string; until: number }>();
  constructor(
    private readonly maxEntries = 20_000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  accountOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const hash = sha256Hex(token);
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.until >= Date.now()) return entry.account;
    this.#entries.delete(hash);
    return undefined;
  }

  remember(token: string, account: string): void {
    const hash = sha256Hex(token);
    this.#entries.delete(hash); // re-inserted last: the Map's order is oldest first
    this.#entries.set(hash, { account, until: Date.now() + this.ttlMs });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forget(token: string): void {
    this.#entries.delete(sha256Hex(token));
  }
}

const accountOfRequest = (request: FastifyRequest) =>
  request.member
    ? `m:${request.member.subjectId}`
    : request.operator
      ? `o:${request.operator.subjectId}`
      : null;

export async function registerRateLimits(app: FastifyInstance, limits: ApiLimits): Promise<void> {
  // Routes with their own `config.rateLimit` (routeLimits) only; every other API call is counted by
  // the onRequest hook below.
  await app.register(rateLimit, {
    global: false,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  const sessions = new VerifiedSessions();
  const apiLimit = app.createRateLimit({
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const token = tokenOf(request);
      if (!token) return `ip:${request.ip}`;
      // An unverified token has its own per-IP budget: logged-out visitors filling their IP's budget
      // do not lock a player behind the same NAT out of the first call of a new session.
      return sessions.accountOf(token) ?? `ip-token:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith('ip') ? limits.perIp : limits.perAccount),
  });
  // A root hook runs before the routes' own onRequest hooks (the auth guards): a call over the limit
  // is refused before any database read.
  app.addHook('onRequest', async (request) => {
    // Only the API counts: the web app's files are static and cached, and a first visit alone loads
    // dozens of them (a person would otherwise hit the limit by opening a few pages).
    if (!isApiPath(request.url) || request.routeOptions.config?.rateLimit) return;
    const result = await apiLimit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
  });
  app.addHook('onResponse', async (request, reply) => {
    const token = tokenOf(request);
    if (!token || !isApiPath(request.url)) return;
    const account = accountOfRequest(request);
    if (account) sessions.remember(token, account);
    else if (reply.statusCode === 401 || reply.statusCode === 403) sessions.forget(token);
  });
}
