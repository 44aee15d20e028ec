import { expect, test } from '@playwright/test';
import { updateSettings } from './operator.ts';
import { logIn, openHome } from './site.ts';

test('member-only routes send a guest to the login popup', async ({ page }) => {
  for (const path of ['/member', '/favorite', '/lottery?gameCode=VN1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-username')).toBeVisible();
  }
});

test('the agent centre admits agents only', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);

  // A member is refused at the agent portal with the spec's error_not_agent message.
  await page.getByLabel(/username/i).fill('demo');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('PlayDemo#2026');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('alert')).toContainText(/agent/i);

  await page.getByLabel(/username/i).fill('agent');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('AgentDemo#2026');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
});

test('a member reaches the member centre, security centre first', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(page.getByTestId('header-account')).toContainText('demo');
  await page.goto('/member');
  await expect(page.getByTestId('member-change-password').filter({ visible: true }).first()).toBeVisible();
});

test('a visitor from a blocked region sees their IP and the block message @mobile @site', async ({
  page,
  request,
}) => {
  await updateSettings(request, {
    regionBlock: { cidrs: ['127.0.0.0/8'], message: 'Not available in your region' },
  });
  try {
    await page.goto('/');
    const screen = page.getByTestId('region-blocked-screen');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText('127.0.0.1');
    await expect(screen).toContainText('Not available in your region');
  } finally {
    await updateSettings(request, { regionBlock: { cidrs: [] } });
  }
});
