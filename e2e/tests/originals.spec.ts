import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { betWhileCrashTakesBets } from './crash.ts';
import { logIn, openHome } from './site.ts';

/**
 * The in-house originals as a member plays them: dice (with the mouse and with the Space key), mines
 * (a tile revealed from the keyboard, then a cash-out), a Golden Reels spin, a crash round joined
 * and cashed out, then the fairness page: rotating the seed pair reveals the server seed and the
 * in-browser verifier recomputes the dice round to the server's own result. After every game the
 * header balance equals the ledger's (GET /wps/v2/wallets/balance).
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  // From the top: a sticky header over a scrolled page would hide controls from the target-size rule.
  await page.evaluate(() => window.scrollTo(0, 0));
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  // Operator popups may open on any page: close them as they come.
  await page.addLocatorHandler(page.getByTestId('popup-modal'), async () => {
    await page.getByTestId('popup-close').click();
  });
  // Animations shortened (they are tested by eye); the game logic is the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const headerBalance = (page: Page) => page.getByTestId('header-balance').locator('bdi').first();
const digits = (text: string) => text.replace(/[^\d.]/g, '');

/** The header shows what the ledger says, once the socket or the bet's answer has brought it. */
async function expectHeaderMatchesLedger(page: Page) {
  await expect(async () => {
    const ledger = await page.evaluate(async () => {
      const response = await fetch('/wps/v2/wallets/balance', {
        headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
      });
      // The header shows the spendable figure (decision 068).
      const { value } = (await response.json()) as { value: { balance: string; available?: string } };
      return value.available ?? value.balance;
    });
    expect(digits(await headerBalance(page).innerText())).toBe(digits(ledger));
  }).toPass({ timeout: 10_000 });
}

async function openGame(page: Page, code: string) {
  await page.goto(`/seamless?gameCode=${code}`);
  await expect(page.getByTestId(`game-${code}`)).toBeVisible();
  // The rules card starts closed (issue 12): one click shows the RTP from the server, one folds it.
  await expect(page.getByTestId('rules-toggle')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('rules-toggle').click();
  await expect(page.getByTestId('rules-rtp')).toContainText('%');
  await page.getByTestId('rules-toggle').click();
  await expect(page.getByTestId('rules-toggle')).toHaveAttribute('aria-expanded', 'false');
}

test('a member plays dice, mines, the slot and crash, then verifies a dice round', async ({ page }) => {
  // Crash rounds fly until their crash point: a 50x round runs about 65 s (see the loop below).
  test.setTimeout(360_000);
  await openHome(page);
  await logIn(page, 'demo', 'PlayDemo#2026');
  await expect(headerBalance(page)).toContainText(/\d/);

  // --- dice: bet 1.00 under 50 with the mouse, then again with the Space key
  await openGame(page, 'dice');
  await expect(page.getByTestId('dice-chance')).toHaveText('50.00%');
  await expect(page.getByTestId('dice-multiplier')).toHaveText('1.98×');
  await page.getByTestId('bet-amount').fill('1.00');
  await page.getByTestId('dice-bet').click();
  const chips = page.getByTestId('history-chip');
  await expect(chips).toHaveCount(1);
  await expect(page.getByTestId('game-result')).toHaveAttribute('data-outcome', /win|loss/);
  const roll = (await page.getByTestId('dice-roll').innerText()).trim();
  const diceRound = (await chips.first().getAttribute('href'))!;
  expect(diceRound).toMatch(/^\/fairness\?round=dice-\d+$/);
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('game-dice').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  await expect(chips).toHaveCount(2);
  await expectHeaderMatchesLedger(page);

  // --- mines: one mine, a tile revealed from the keyboard, then cash out (or the mine ends it)
  await openGame(page, 'mines');
  await page.getByTestId('mines-count').selectOption('1');
  await page.getByTestId('mines-start').click();
  await expect(page.getByTestId('mines-cashout')).toBeVisible();
  await page.getByTestId('mines-tile-0').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('mines-tile-6')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mines-tile-6')).toHaveAttribute('data-state', /safe|mine/);
  if ((await page.getByTestId('mines-tile-6').getAttribute('data-state')) === 'safe') {
    await expect(page.getByTestId('mines-next')).not.toHaveText('–');
    await page.getByTestId('mines-cashout').click();
    await expect(page.getByTestId('game-result')).toHaveAttribute('data-outcome', 'win');
  } else {
    await expect(page.getByTestId('game-result')).toHaveAttribute('data-outcome', 'loss');
  }
  await expect(page.getByTestId('mines-start')).toBeVisible();
  await expect(page.getByTestId('history-chip')).toHaveCount(1);
  await expectHeaderMatchesLedger(page);

  // --- Golden Reels: one spin of 2.00 (20 lines of 0.10), played out to the end
  await openGame(page, 'slot');
  await page.getByTestId('bet-amount').fill('2.00');
  await page.getByTestId('slot-spin').click();
  await expect(page.getByTestId('history-chip')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('slot-spin')).not.toHaveAttribute('data-loading');
  await expect(page.getByTestId('slot-reels')).toHaveAttribute('aria-label', /Reels from left to right/);
  await expectHeaderMatchesLedger(page);

  // --- crash: join the next round and cash out as soon as it flies (a crash first: try again)
  await openGame(page, 'crash');
  let cashedOut = false;
  for (let attempt = 0; attempt < 3 && !cashedOut; attempt += 1) {
    await betWhileCrashTakesBets(page);
    // The bet is taken when the last outcome clears.
    await expect(page.getByTestId('game-result')).not.toHaveAttribute('data-outcome');
    const cashout = page.getByTestId('crash-cashout');
    const lost = page.locator('[data-testid="game-result"][data-outcome="loss"]');
    // Seconds, unless the betting closed as the click went out (then the bet waits for this round).
    await expect(cashout.or(lost)).toBeVisible({ timeout: 150_000 });
    if (await cashout.isVisible()) await cashout.click().catch(() => undefined);
    await expect(page.getByTestId('game-result')).toHaveAttribute('data-outcome', /win|loss/, {
      timeout: 150_000,
    });
    cashedOut = (await page.getByTestId('game-result').getAttribute('data-outcome')) === 'win';
  }
  expect(cashedOut).toBe(true);
  await expect(page.getByTestId('game-result')).toContainText('Cashed out at');
  await expectHeaderMatchesLedger(page);

  // --- fairness: the dice round's seed is still secret until the pair is rotated
  await page.goto(diceRound);
  await expect(page.getByTestId('fairness-secret')).toBeVisible();
  const committed = (await page.getByTestId('fairness-seeds').innerText()).match(/[0-9a-f]{64}/)![0];
  await page.getByTestId('seed-rotate').click();
  await expect(page.getByTestId('seed-revealed')).toBeVisible();
  await expect(page.getByTestId('seed-nonce')).toHaveText('0');
  // The recall now carries the revealed seed: the browser recomputes the round with packages/games.
  await expect(page.getByTestId('verify-match')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-hash-match')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-value')).toHaveText(`Roll ${roll}`);
  await expect(page.getByTestId('verify-server-seed')).not.toHaveValue('');
  // The revealed pair is listed, and the hash that was committed is not the one in use any more.
  await expect(page.getByTestId('revealed-row').first()).toBeVisible();
  await expect(page.getByTestId('fairness-seeds')).not.toContainText(committed);
  expect(await violations(page)).toEqual([]);
});
