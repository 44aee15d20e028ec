import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP request limits (ASVS 2.4.1 anti-automation; API4). In-process counters are a first line
 * only: with several processes each counts alone. The durable controls (login failures -> captcha,
 * SMS throttles) live in PostgreSQL and hold across processes.
 */
export const routeLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  captcha: { max: 30, timeWindow: '1 minute' },
  sms: { max: 10, timeWindow: '1 minute' },
  forgot: { max: 10, timeWindow: '1 minute' },
  adminLogin: { max: 10, timeWindow: '1 minute' },
} as const;

const API_PREFIXES = ['/wps/', '/lgw/', '/admin/', '/ws'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: 300,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    // Only the API counts: the web app's files are static and cached, and a first visit alone loads
    // dozens of them (a person would otherwise hit the limit by opening a few pages).
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
