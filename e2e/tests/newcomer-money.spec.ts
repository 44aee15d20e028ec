import { expect, type Page, test } from '@playwright/test';
import { operatorToken } from './operator.ts';
import { logIn, openHome } from './site.ts';

/**
 * Issue 12 "Money never looks wrong", as a newcomer meets it: the header shows one figure (what can
 * be spent, decision 068) on every page and after every bet while a withdrawal is pending; binding
 * a bank account asks for the payment password; a trial account's balance says it is play money;
 * the back office confirms a decision beside the member's history, takes a note, and shows the
 * slip through the operator's token.
 */

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const headerFigure = (page: Page) => page.getByTestId('header-balance').locator('bdi').first();
const digits = (text: string) => text.replace(/[^\d.]/g, '');

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByTestId('popup-modal'), async () => {
    await page.getByTestId('popup-close').click();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The member's own wallet as the API reports it, with the tab's session token. */
async function ledger(page: Page): Promise<{ balance: string; available: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { value: { balance: string; available: string } }).value;
  });
}

/** The header shows the available figure, never the total that includes the held amount. */
async function expectHeaderShowsAvailable(page: Page) {
  await expect(async () => {
    const now = await ledger(page);
    expect(now.balance).not.toBe(now.available);
    expect(digits(await headerFigure(page).innerText())).toBe(digits(now.available));
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('header-balance-held')).toBeVisible();
}

async function memberApi(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'x-session-token': sessionStorage.getItem('token') ?? '',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as { success: boolean; value: Record<string, unknown>; code?: string };
    },
    { method, path, body },
  );
}

test('binding a bank account asks for the payment password, then a pending withdrawal never flips the header', async ({
  page,
  request,
}) => {
  test.slow();
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(headerFigure(page)).toContainText(/\d/);

  // --- bind: the password is required, a wrong one is refused on its field, the right one binds
  await page.goto('/member?tab=withdraw');
  await expect(page.getByTestId('withdraw-withdrawable')).toBeVisible();
  const rows = page.getByTestId('bank-account-row');
  const before = await rows.count();
  await page.getByTestId('bank-bind-open').click();
  await page.getByTestId('bank-bank-name').fill('Newcomer Bank');
  await page.getByTestId('bank-account-name').fill('Demo Player');
  await page.getByTestId('bank-account-number').fill('4444333322');
  await page.getByTestId('bank-bind-submit').click();
  await expect(page.getByTestId('bank-payment-password')).toHaveAttribute('data-invalid', 'true');
  await page.getByTestId('bank-payment-password').fill('Wrong#2026');
  await page.getByTestId('bank-bind-submit').click();
  await expect(page.getByTestId('bank-bind-form')).toContainText(/payment password/i);
  await expect(rows).toHaveCount(before);
  await page.getByTestId('bank-payment-password').fill('Pay#2026');
  await page.getByTestId('bank-bind-submit').click();
  await expect(rows).toHaveCount(before + 1);

  // --- a withdrawal: the header drops to the available figure and says something is held
  const start = await ledger(page);
  expect(start.balance).toBe(start.available);
  await page.getByTestId('withdraw-amount').fill('25');
  await page.getByTestId('withdraw-password').fill('Pay#2026');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await expectHeaderShowsAvailable(page);
  // The withdraw page shows the header's figure as "Available" and the hold beside it.
  await expect(async () => {
    expect(digits(await page.getByTestId('withdraw-available').innerText())).toBe(
      digits(await headerFigure(page).innerText()),
    );
    expect(digits(await page.getByTestId('withdraw-held').innerText())).toBe('25.00');
  }).toPass({ timeout: 10_000 });

  // --- bets and page moves: the figure stays the available one everywhere
  await page.goto('/seamless?gameCode=dice');
  await expect(page.getByTestId('game-dice')).toBeVisible();
  await expectHeaderShowsAvailable(page);
  await page.getByTestId('bet-amount').fill('1.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('history-chip')).toHaveCount(1);
  await expectHeaderShowsAvailable(page);
  await page.goto('/seamless?gameCode=limbo');
  await expect(page.getByTestId('game-limbo')).toBeVisible();
  await expectHeaderShowsAvailable(page);
  await page.goto('/');
  await expectHeaderShowsAvailable(page);
  await page.goto('/member?tab=withdraw');
  await expectHeaderShowsAvailable(page);

  // Clean up for the other specs: the operator rejects the withdrawal, the hold is released.
  const token = await operatorToken(request);
  const pending = (
    await (
      await request.get('/admin/wallet/withdrawals?status=PENDING', { headers: { 'x-session-token': token } })
    ).json()
  ).value.rows.filter((r: { account: string }) => r.account === 'demo');
  for (const row of pending)
    await request.post(`/admin/wallet/withdrawals/${row.id}/reject`, {
      headers: { 'x-session-token': token },
      data: { reason: 'e2e clean-up' },
    });
  await expect(page.getByTestId('header-balance-held')).toHaveCount(0, { timeout: 10_000 });
});

test('a trial account sees play money in the header, on the home page and in a game @mobile', async ({
  page,
  request,
}) => {
  const trial = await (await request.post('/wps/session/login/freeplay', { data: {} })).json();
  expect(trial.success).toBe(true);
  await page.addInitScript((token) => sessionStorage.setItem('token', token), trial.value.token as string);
  await page.goto('/');
  await expect(page.getByTestId('header-play-money')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveAttribute('data-play-money', 'true');
  await expect(headerFigure(page)).toContainText(/\d/);
  await expect(headerFigure(page)).not.toContainText('$');
  await page.goto('/seamless?gameCode=dice');
  await expect(page.getByTestId('game-dice')).toBeVisible();
  await expect(page.getByTestId('header-play-money')).toBeVisible();
});

test('the back office confirms a decision beside the member history, with a note, and shows the slip', async ({
  page,
  browser,
}) => {
  test.slow();
  // Two bank deposits from demo, through the API as the deposit page sends them.
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(headerFigure(page)).toContainText(/\d/);
  const channels = (await memberApi(page, 'GET', '/wps/cashier/deposit/channels')).value.channels as {
    id: string;
    type: string;
  }[];
  const bank = channels.find((c) => c.type === 'BANK')!;
  for (const amount of ['31.00', '32.00']) {
    const created = await memberApi(page, 'POST', '/wps/cashier/deposits', {
      channelId: bank.id,
      amount,
      payerName: 'Demo Player',
      proofImage: PNG,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(created.success).toBe(true);
  }

  const context = await browser.newContext();
  const operator = await context.newPage();
  await operator.goto('/backoffice');
  await operator.getByTestId('bo-username').fill('operator');
  await operator.getByTestId('bo-password').fill('Operator#2026');
  await operator.getByTestId('bo-login').click();
  await expect(operator.getByTestId('bo-tab-deposits')).toBeVisible();
  const row = (amount: string) =>
    operator
      .locator('[data-testid="bo-deposits-row"][data-account="demo"][data-status="PENDING"]')
      .filter({ hasText: amount });
  await expect(row('32.00')).toBeVisible();

  // The slip loads through the operator's token (a blob: image, not a refused plain link).
  await row('32.00').getByTestId('bo-slip').click();
  const slip = operator.getByTestId('bo-slip-image');
  await expect(slip).toBeVisible();
  await expect(slip).toHaveAttribute('src', /^blob:/);
  expect(await slip.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await operator.keyboard.press('Escape');

  // Approve asks first, beside the member's history; cancelling decides nothing.
  await row('32.00').getByTestId('bo-approve').click();
  const dialog = operator.getByTestId('bo-decision-dialog');
  await expect(dialog.getByTestId('bo-member-history')).toBeVisible();
  await expect(dialog.getByTestId('bo-history-deposits')).toContainText('32.00');
  await expect(dialog.getByTestId('bo-decision-amount')).toContainText('32.00');
  await dialog.getByTestId('bo-decision-cancel').click();
  await expect(row('32.00')).toBeVisible();

  await row('32.00').getByTestId('bo-approve').click();
  await operator.getByTestId('bo-decision-note').fill('Slip matches the statement');
  await operator.getByTestId('bo-approve-confirm').click();
  await expect(row('32.00')).toHaveCount(0);

  // Reject needs the reason the member reads; the note is optional.
  await row('31.00').getByTestId('bo-reject').click();
  await operator.getByTestId('bo-reject-confirm').click();
  await expect(operator.getByTestId('bo-reject-reason')).toHaveAttribute('aria-invalid', 'true');
  await operator.getByTestId('bo-reject-reason').fill('Amount differs from the slip');
  await operator.getByTestId('bo-reject-confirm').click();
  await expect(row('31.00')).toHaveCount(0);
  await context.close();
});
