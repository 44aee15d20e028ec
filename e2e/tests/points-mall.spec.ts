import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn, openHome } from './site.ts';

/**
 * Issue 16 (decision 100): the demo member redeems points for goods in /pointMall with a receiving
 * address and the payment password (an encrypted passwordCheck call), and sees the redemption In
 * Process; the page is axe clean. The demo seed gives the demo points and the goods.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const GOODS = 'Goldline coffee mug';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a member redeems points for goods with the payment password and sees it In Process', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  // Password hashing is slow on a loaded machine: the session first, then the page.
  await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 60_000 });
  await page.goto('/pointMall');
  // The page's lazy chunks on a loaded machine.
  await expect(page.getByTestId('points-balance')).toContainText(/\d/, { timeout: 30_000 });
  const card = page.getByTestId('goods-card').filter({ hasText: GOODS });
  await expect(card).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await card.getByRole('button', { name: `Redeem ${GOODS}` }).click();
  await page.getByTestId('redeem-name').fill('Demo Player');
  await page.getByTestId('redeem-phone').fill('+95 9 555 0100');
  await page.getByTestId('redeem-address').fill('12 Golden Road, Yangon');
  await page.getByTestId('redeem-password').fill('Pay#2026');
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('redeem-submit').click();

  // The page moves to "My redemptions"; the newest is this one, In Process.
  const newest = page.getByTestId('redemption-row').first();
  await expect(newest).toContainText(GOODS);
  await expect(newest.getByTestId('redemption-status')).toHaveAttribute('data-status', 'IN_PROCESS');
  await expect(newest.getByTestId('redemption-status')).toContainText('In process');
  expect(await violations(page)).toEqual([]);
});
