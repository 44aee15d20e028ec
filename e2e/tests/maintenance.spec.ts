import { expect, test } from '@playwright/test';
import { updateSettings } from './operator.ts';
import { openHome } from './site.ts';

test.afterEach(async ({ request }) => {
  await updateSettings(request, { maintenance: { enabled: false } });
});

test('visitors see the maintenance screen when the operator sets it @mobile @site', async ({
  page,
  request,
}) => {
  await openHome(page);
  const endTime = new Date(Date.now() + 2 * 3600_000).toISOString();
  await updateSettings(request, { maintenance: { enabled: true, endTime, info: 'Upgrading the cashier' } });

  await page.reload();
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('Upgrading the cashier');
  await expect(screen.getByRole('link').or(screen.getByRole('button')).first()).toBeVisible();
});
