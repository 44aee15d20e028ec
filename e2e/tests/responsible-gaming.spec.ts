import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { updateSettings } from './operator.ts';
import { openHome, register, uniqueUsername } from './site.ts';

/**
 * Issue 17, one flow (decision 107): a new member sets a daily deposit limit in the member centre's
 * responsible-gaming page and is refused a deposit above it, with the limit and its reset in words.
 * A fresh member: a limit can't be removed for 24 hours, and the demo accounts deposit in other specs.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function violations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeAll(async ({ request }) => {
  // The registration captcha is for people; the operator switches it off as account.spec does.
  await updateSettings(request, { registerRules: { captcha: { enabled: false, required: false } } });
});

test('set a deposit limit and be refused above it', async ({ page }) => {
  await openHome(page);
  await register(page, uniqueUsername('rg'), 'Limits#2026');
  await expect(page.getByTestId('header-account')).toBeVisible();

  await page.goto('/member?tab=responsibleGaming');
  await expect(page.getByTestId('rg-net')).toBeVisible();
  expect(await violations(page, '[data-testid="rg-page"]')).toEqual([]);
  // Deposit and daily are the form's first choices.
  await page.getByTestId('rg-limit-amount').fill('50');
  await page.getByTestId('rg-limit-save').click();
  await expect(page.getByTestId('rg-limit-DEPOSIT-DAY')).toBeVisible();

  await page.goto('/member?tab=depositv2');
  await page.getByTestId('deposit-channel-GATEWAY').click();
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-continue').click();
  await expect(page.getByRole('alert')).toContainText('daily deposit limit');
});
