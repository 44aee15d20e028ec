import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { operatorToken } from './operator.ts';

/**
 * A third-party vendor as the e2e needs one: created through the operator API (the secret is shown
 * once, at creation), one RNG game, and signed wallet calls the way a vendor makes them
 * (HMAC-SHA256 of the raw body with the secret, hex in x-signature).
 */
export interface TestVendor {
  code: string;
  secret: string;
  gameCode: string;
  gameName: string;
}

async function admin<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const response = await request.post(path, { data, headers: { 'x-session-token': token } });
  const body = await response.json();
  if (!body.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.value as T;
}

export async function createTestVendor(request: APIRequestContext, baseURL: string): Promise<TestVendor> {
  const token = await operatorToken(request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const gameName = `E2E Slot ${code.slice(-4)}`;
  // The "vendor page" is a small file of this site: the iframe loads it and the token rides in its url.
  const { secret } = await admin<{ secret: string }>(
    request,
    '/admin/games/vendors',
    {
      code,
      displayName: `E2E ${code.slice(-4)}`,
      iconUrl: '/favicon.svg',
      walletMode: 'SEAMLESS',
      launchUrl: `${baseURL}/favicon.svg`,
    },
    token,
  );
  await admin(
    request,
    '/admin/games/games',
    { vendor: code, gameCode: 'e2eslot', gameType: 'RNG', names: { EN: gameName }, iconUrl: '/favicon.svg' },
    token,
  );
  return { code, secret, gameCode: 'e2eslot', gameName };
}

export async function vendorCall(
  request: APIRequestContext,
  vendor: TestVendor,
  action: 'balance' | 'debit' | 'credit' | 'rollback',
  payload: Record<string, unknown>,
): Promise<{ status: string; balance?: string; currency?: string }> {
  const raw = JSON.stringify(payload);
  const signature = createHmac('sha256', vendor.secret).update(raw).digest('hex');
  const response = await request.post(`/vendor/${vendor.code}/wallet/${action}`, {
    data: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
  return response.json();
}
