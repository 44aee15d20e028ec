import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closePopupsAsTheyCome, openHome } from './site.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`home page has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(await violations(page)).toEqual([]);
  });

  test(`promotions and a promotion's page have no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await closePopupsAsTheyCome(page);
    await page.goto('/promotions');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('promo-open').first().click();
    await expect(page.getByTestId('promo-eligibility')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`open login modal has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await page.goto('/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

// Issue 14: the contract popup (the demo's offer waiting for subagent2) and a contract page.
for (const scheme of ['light', 'dark'] as const) {
  test(`contract popup and daily salary page have no axe violations (${scheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await closePopupsAsTheyCome(page);
    await page.goto('/agent');
    await page.getByTestId('login-username').fill('subagent2');
    await page.getByTestId('login-password').fill('PlayDemo#2026');
    await page.getByTestId('login-submit').click();
    const modal = page.getByTestId('contract-modal');
    await expect(modal.getByTestId('contract-preview')).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByTestId('contract-preview-loading')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await modal.getByRole('button', { name: /decide later/i }).click();
    await expect(modal).toBeHidden();
    await page.getByTestId('agent-tab-agentDailyWages2').click();
    await expect(page.getByTestId('contracts-mine').getByTestId('contract-card').first()).toBeVisible();
    await expect(page.getByTestId('contracts-skeleton')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}
