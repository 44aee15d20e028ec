import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openBackofficeInLight } from './operator.ts';

/**
 * Issue 17's operator side (decision 114): the responsible-gaming screen lists the seeded member on
 * a time-out with its end date and opens their settings read-only; the sign-in providers screen
 * switches Google off and on again. Axe at 1280 px light and 360 px dark.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function saveGoogle(page: Page, enabled: boolean) {
  const card = page.getByTestId('bo-provider-google');
  const toggle = card.getByRole('switch', { name: 'Offer sign-in with Google' });
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: enabled });
  await card.getByTestId('bo-provider-google-save').click();
  await expect(card.getByTestId('bo-provider-google-saved')).toHaveText(/Saved/);
}

test('the operator sees a member on a break and switches a sign-in provider off and on', async ({ page }) => {
  // Two axe runs and a reload of the back office: generous on a loaded machine.
  test.setTimeout(180_000);
  await openBackofficeInLight(page, 'rg');

  const resting = page.locator('[data-testid="bo-rg-excluded-row"][data-username="resting01"]');
  await expect(resting).toBeVisible({ timeout: 20_000 });
  await expect(resting.getByTestId('bo-rg-excluded-until')).toHaveText(/\d{4}/);
  await resting.getByRole('button').click();
  await expect(page.getByTestId('bo-rg-exclusion')).toContainText('Time-out');
  await expectNoViolations(page);

  // A phone in dark mode: the sections fold under one button.
  await page.evaluate(() => localStorage.setItem('goldline-color-scheme', 'dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByTestId('bo-nav-toggle').click();
  await page.getByTestId('bo-tab-sign-in-providers').click();
  await expect(page).toHaveURL(/tab=sign-in-providers/);
  await expect(page.getByTestId('bo-provider-google')).toBeVisible();
  await saveGoogle(page, false);
  await expectNoViolations(page);
  await saveGoogle(page, true);
});
