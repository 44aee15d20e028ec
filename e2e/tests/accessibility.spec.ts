import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openHome } from './site.ts';

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

  test(`open login modal has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await page.goto('/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
