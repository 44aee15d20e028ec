import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { logIn, openHome } from './site.ts';

/**
 * The wallet as a member and an operator use it: bank deposit with a slip, operator approval in
 * /backoffice, the member's header balance changing without a reload through the WebSocket alone
 * (balance requests are refused meanwhile), withdrawal, approval, receipt confirmation and the
 * account record.
 */

// A valid 1x1 PNG: the deposit slip.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function operatorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/backoffice');
  await page.getByTestId('bo-username').fill('operator');
  await page.getByTestId('bo-password').fill('Operator#2026');
  await page.getByTestId('bo-login').click();
  await expect(page.getByTestId('bo-tab-deposits')).toBeVisible();
  return page;
}

/** Approves the member's newest pending request of that kind on the back-office page. */
async function approve(page: Page, kind: 'deposits' | 'withdrawals', account: string) {
  await page.getByTestId(`bo-tab-${kind}`).click();
  const pending = page.locator(
    `[data-testid="bo-${kind}-row"][data-account="${account}"][data-status="PENDING"]`,
  );
  await expect(async () => {
    await page.reload();
    await page.getByTestId(`bo-tab-${kind}`).click();
    await expect(pending.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await pending.first().getByTestId('bo-approve').click();
  // The decision is confirmed beside the member's history (issue 12).
  await expect(page.getByTestId('bo-member-history')).toBeVisible();
  await page.getByTestId('bo-approve-confirm').click();
  // Approved rows leave the "pending" filter.
  await expect(pending).toHaveCount(0);
}

const BALANCE_CALL = '**/wps/v2/wallets/balance';
const headerBalance = (page: Page) => page.getByTestId('header-balance').locator('bdi').first();

test('deposit, approval, live balance, withdrawal, receipt and account record', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);

  // --- deposit by bank transfer with a slip
  await page.goto('/member?tab=depositv2');
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.getByTestId('deposit-channel-BANK').click();
  await expect(page.getByTestId('deposit-payee')).toBeVisible();
  await page.getByTestId('deposit-amount').fill('150');
  await page.getByTestId('deposit-payer-name').fill('Demo Player');
  await page.getByTestId('deposit-reference').fill('E2E-REF-1');
  await page
    .getByTestId('deposit-proof')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('deposit-proof-preview')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-success')).toBeVisible();
  await expect(page.locator('[data-testid="deposit-row"][data-status="PENDING"]').first()).toBeVisible();

  // A reload would clear this flag: the balance must change while the page stays the same.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const before = await headerBalance(page).innerText();
  await page.route(BALANCE_CALL, (route) => route.abort());

  // --- the operator approves on /backoffice, in a second browser context
  const operator = await operatorPage(browser);
  await approve(operator, 'deposits', 'demo');

  // Only the socket can bring the news: balance requests are refused until the new figure shows.
  await expect(headerBalance(page)).not.toHaveText(before, { timeout: 10_000 });
  await page.unroute(BALANCE_CALL);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // --- withdrawal to a newly bound account (demo has the payment password Pay#2026)
  await page.getByTestId('member-tab-withdraw').click();
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await expect(page.getByTestId('withdraw-withdrawable')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  if ((await page.getByTestId('bank-account-row').count()) === 0) {
    await page.getByTestId('bank-bind-open').click();
    await page.getByTestId('bank-bank-name').fill('E2E Bank');
    await page.getByTestId('bank-account-name').fill('Demo Player');
    await page.getByTestId('bank-account-number').fill('9876543210');
    await page.getByTestId('bank-payment-password').fill('Pay#2026');
    await page.getByTestId('bank-bind-submit').click();
    await expect(page.getByTestId('bank-account-row')).toHaveCount(1);
  }
  await page.getByTestId('withdraw-amount').fill('50');
  await page.getByTestId('withdraw-password').fill('Pay#2026');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await expect(page.locator('[data-testid="withdrawal-row"][data-status="PENDING"]').first()).toBeVisible();

  await approve(operator, 'withdrawals', 'demo');

  // --- the member confirms receipt: all received
  const confirmButton = page.getByTestId('receipt-open').first();
  await expect(async () => {
    // Re-opening the tab refetches the list (the socket would have done it by itself).
    await page.getByTestId('member-tab-depositv2').click();
    await page.getByTestId('member-tab-withdraw').click();
    await expect(confirmButton).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await confirmButton.click();
  await page.getByTestId('receipt-all').check();
  await page.getByTestId('receipt-submit').click();
  await expect(page.getByTestId('receipt-done')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid="receipt-result"][data-result="ALL"]').first()).toBeVisible();

  // --- the movements are in the account record
  await page.getByTestId('member-tab-transactionHistory').click();
  await expect(page.getByTestId('records-page')).toBeVisible();
  await expect(page.locator('[data-testid="records-row"][data-type="withdrawal"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="records-row"][data-type="deposit"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await operator.context().close();
});
