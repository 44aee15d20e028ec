import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn, openHome } from './site.ts';

/**
 * Issue 16 (decision 102): the demo member's referral page shows its invite link and QR code and
 * its seeded referees; the demo claims its manual rebate (seeded bets of today) and sees the header
 * balance rise by the amount; both pages are axe clean.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
/** "1,234.56" or "$1,234.56" -> minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('the referral link and QR code show, and the demo claims its rebate into the balance', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 60_000 });

  await page.goto('/member?tab=referral');
  await expect(page.getByTestId('referral-qr')).toBeVisible();
  // The link is the copy button's value, shown beside it (the test id marks the button).
  await expect(page.getByText('/register?referralCode=DEMO2026', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('referee-row').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/member?tab=manualRebate');
  const claim = page.getByTestId('rebate-claim');
  await expect(claim).toBeEnabled();
  const amount = minor((await page.getByTestId('rebate-total').innerText()) ?? '');
  expect(amount).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
  const balance = page.getByTestId('header-balance').locator('bdi').first();
  const before = minor(await balance.innerText());
  await claim.click();
  await expect(page.getByTestId('rebate-paid')).toBeVisible();
  await expect.poll(async () => minor(await balance.innerText())).toBe(before + amount);
  await expect(claim).toBeDisabled();
  await expect(page.getByTestId('rebate-claim-row')).toHaveCount(2);
  expect(await violations(page)).toEqual([]);
});
