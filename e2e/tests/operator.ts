import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/**
 * The back office at a tab, signed in as the demo operator, at 1280 px in light mode until the test
 * itself switches to dark (the init script runs again at every reload and leaves a choice alone).
 */
export async function openBackofficeInLight(page: Page, tab: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    if (!localStorage.getItem('goldline-color-scheme'))
      localStorage.setItem('goldline-color-scheme', 'light');
  });
  await page.goto(`/backoffice?tab=${tab}`);
  await page.getByTestId('bo-username').fill('operator');
  await page.getByTestId('bo-password').fill('Operator#2026');
  await page.getByTestId('bo-login').click();
  await expect(page.getByTestId(`bo-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
}
