import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn, openHome } from './site.ts';

/**
 * Issue 16 in one flow: a member applies for a promotion (remark and a screenshot) on /promotions,
 * the operator approves the application in /backoffice, and the bonus shows in the member's
 * bonusDetails with its wagering progress. player01 (the agent's downline member) has no demo
 * bonuses, so the one on the page is this application's.
 */

// A valid 1x1 PNG: the screenshot the member attaches.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const ACCOUNT = 'player01';
const TITLE = 'Loyalty free bet 20.00';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a member applies, the operator approves, the bonus shows with its wagering', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openHome(page);
  await logIn(page, ACCOUNT, 'PlayDemo#2026');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 60_000 });

  // --- the member applies
  await page.goto('/promotions');
  await page.getByTestId('promo-card').filter({ hasText: TITLE }).getByTestId('promo-open').click();
  await expect(page.getByTestId('promo-eligibility')).toHaveAttribute('data-eligible', 'true');
  await page.getByTestId('promo-remark').fill('Five years with Goldline, screenshot attached.');
  await expect(page.getByTestId('promo-remark-counter')).toContainText('46');
  await page
    .getByTestId('promo-images')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('promo-images-preview')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('promo-apply-submit').click();
  await expect(page.getByTestId('promo-apply-sent')).toBeVisible();
  await page.goto('/promotions');
  await expect(
    page.locator('[data-testid="promo-application"][data-status="APPLYING"]').filter({ hasText: TITLE }),
  ).toBeVisible();

  // --- the operator approves it in the back office, in a second browser context
  const context = await browser.newContext();
  const operator = await context.newPage();
  await operator.goto('/backoffice');
  await operator.getByTestId('bo-username').fill('operator');
  await operator.getByTestId('bo-password').fill('Operator#2026');
  await operator.getByTestId('bo-login').click();
  await operator.getByTestId('bo-tab-promotion-applications').click();
  const pending = operator.locator(
    `[data-testid="bo-promo-app-row"][data-account="${ACCOUNT}"][data-status="PENDING"]`,
  );
  await expect(pending).toHaveCount(1);
  await pending.getByTestId('bo-promo-approve').click();
  await expect(operator.getByTestId('bo-member-history')).toBeVisible();
  await operator.getByTestId('bo-promo-approve-confirm').click();
  await expect(pending).toHaveCount(0);
  await context.close();

  // --- the bonus, its wagering required (20.00 x 5) and none done yet
  await page.goto('/member?tab=bonusDetails');
  const bonus = page.locator('[data-testid="bonus-row"][data-status="ACTIVE"]').filter({ hasText: TITLE });
  await expect(bonus).toBeVisible();
  await expect(bonus.getByTestId('bonus-progress-text')).toContainText(/0\.00 of \D*100\.00/);
  await expect(bonus.getByTestId('bonus-progress')).toHaveAttribute('data-percent', '0');
  await expect(page.getByTestId('bonus-balance')).toContainText('20.00');
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('member-tab-rewardCenter').click();
  await expect(page.getByTestId('reward-history')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
