import type { APIRequestContext } from '@playwright/test';

/** The back-office API, as an operator uses it; demo operator from the seed (README). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/admin/session/login', {
    data: { username: 'operator', password: 'Operator#2026' },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.value.token as string;
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
