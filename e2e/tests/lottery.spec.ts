import { expect, type Page, test } from '@playwright/test';
import { logIn, openHome } from './site.ts';

/**
 * The lottery as a member plays it (issue 15): a ticket on the 1-minute SSC game, the countdown,
 * the draw (the lottery.tick job draws ~2 s after draw time) and the settlement in My bets, the
 * header balance equal to the balance before minus the stake plus the payout (won or lost, the
 * same assertion), then the draw recomputed in the browser on /fairness.
 */

const headerBalance = (page: Page) => page.getByTestId('header-balance').locator('bdi').first();
/** "1,234.56" -> 123456 minor units (the demo currency has two decimals). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a member bets on a 1-minute game, sees the draw and the payout, and verifies the draw', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(headerBalance(page)).toContainText(/\d/, { timeout: 30_000 });

  await page.goto('/lottery?gameCode=SSC1');
  // The lottery chunk loads on first use (slow on a loaded CI machine).
  await expect(page.getByTestId('betting-view')).toHaveAttribute('data-game', 'SSC1', { timeout: 30_000 });
  // The countdown runs; a ticket is bought while betting is open (not in the last seconds).
  const countdown = page.getByTestId('issue-countdown');
  await expect(page.getByTestId('countdown-figure')).toHaveText(/^\d\d:\d\d$/);
  await expect(countdown).toHaveAttribute('data-phase', 'open', { timeout: 75_000 });

  await page.getByTestId('quick-pick').click();
  await expect(page.getByTestId('add-to-slip')).toBeEnabled();
  await page.getByTestId('add-to-slip').click();
  await expect(page.getByTestId('slip-item')).toHaveCount(1);
  const before = minor(await headerBalance(page).innerText());
  await page.getByTestId('slip-place').click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();

  // My bets: the ticket, pending until its issue is drawn and settled (the socket refreshes it).
  const bet = page.getByTestId('my-bet').first();
  await expect(bet.getByTestId('bet-status')).toHaveAttribute('data-status', 'pending');
  const issue = (await bet.locator('a bdi').first().innerText()).trim();
  expect(issue).toMatch(/^\d{8}-\d+$/);
  const stake = minor(await bet.locator('td').nth(2).innerText());
  expect(stake).toBeGreaterThan(0);
  await expect(async () => expect(minor(await headerBalance(page).innerText())).toBe(before - stake)).toPass({
    timeout: 10_000,
  });

  // The draw: up to a minute and a bit, then the settlement reaches the page.
  await expect(bet.getByTestId('bet-status')).toHaveAttribute('data-status', /^(won|lost)$/, {
    timeout: 110_000,
  });
  const payout = minor(await bet.locator('td').nth(3).innerText());
  if ((await bet.getByTestId('bet-status').getAttribute('data-status')) === 'lost') expect(payout).toBe(0);
  else expect(payout).toBeGreaterThan(0);
  await expect(async () =>
    expect(minor(await headerBalance(page).innerText())).toBe(before - stake + payout),
  ).toPass({ timeout: 15_000 });

  // /fairness recomputes that issue's draw from the revealed seed.
  await bet.locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`/fairness\\?lotteryGame=SSC1&issue=${issue}`));
  await expect(page.getByTestId('lottery-verification')).toHaveAttribute('data-ok', 'true', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('check-commitment')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('check-draw')).toHaveAttribute('data-ok', 'true');
});
