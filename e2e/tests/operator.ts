import type { APIRequestContext } from '@playwright/test';

/**
 * The back-office API, as an operator uses it; demo operator from the seed (README). Every settings
 * change logs in, so tests that change settings back to back can meet the login rate limit: then
 * it waits the `retryAfterSeconds` the server asks for, as a person would, and tries again.
 */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post('/admin/session/login', {
      data: { username: 'operator', password: 'Operator#2026' },
    });
    const body = await response.json();
    if (body.success) return body.value.token as string;
    if (body.code !== 'RATE_LIMITED' || attempt >= 3) {
      throw new Error(`operator login failed: ${JSON.stringify(body)}`);
    }
    const seconds = Number(body.value?.retryAfterSeconds ?? 5);
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 30) * 1_000));
  }
}

export async function updateSettings(
  request: APIRequestContext,
  settings: Record<string, unknown>,
): Promise<void> {
  const token = await operatorToken(request);
  const response = await request.put('/admin/system/settings', {
    data: settings,
    headers: { 'x-session-token': token },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`settings update failed: ${JSON.stringify(body)}`);
}
