import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openBackofficeInLight } from './operator.ts';

/**
 * Issue 16's operator side: the operator creates a daily mission in the grouped back office; it
 * stays in the list after a reload (the screen is kept in `?tab=`), members are offered it, and the
 * missions and red-envelope screens pass axe at 1280 px light and 360 px dark.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the operator creates a mission in the back office and members are offered it', async ({ page }) => {
  // Four axe runs and three reloads of the back office: generous on a loaded machine.
  test.setTimeout(240_000);
  // A target no other spec's bets reach, so no member gets a reward (or a badge) they do not expect.
  const title = `Play 500 rounds ${Date.now()}`;
  await openBackofficeInLight(page, 'missions');

  await page.getByTestId('bo-mission-new').click();
  await page.getByTestId('bo-mission-title').fill(title);
  await page.getByTestId('bo-mission-kind').selectOption('PLAY_COUNT');
  await page.getByTestId('bo-mission-target').fill('500');
  await page.getByTestId('bo-mission-reward').fill('1.50');
  await expectNoViolations(page);
  await page.getByTestId('bo-mission-save').click();
  const row = page.locator(`[data-testid="bo-mission-row"][data-title="${title}"]`);
  await expect(row).toBeVisible();
  await expectNoViolations(page);

  await page.reload();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const summary = await page.request.get('/wps/relay/MCSFE_getMissionSummaryDetails?language=EN');
  const offered = (await summary.json()).value.missions as { title: string; target: string }[];
  expect(offered).toContainEqual(expect.objectContaining({ title, target: '500' }));

  // A phone in dark mode: the sections fold under one button; the red-envelope screen.
  await page.evaluate(() => localStorage.setItem('goldline-color-scheme', 'dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page);
  await page.getByTestId('bo-nav-toggle').click();
  await page.getByTestId('bo-tab-red-envelopes').click();
  await expect(page).toHaveURL(/tab=red-envelopes/);
  await expect(page.getByTestId('bo-rain-save')).toBeVisible();
  await expectNoViolations(page);
});
