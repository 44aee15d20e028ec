import { expect, type Page, test } from '@playwright/test';
import { betWhileCrashTakesBets } from './crash.ts';
import { closePopupsAsTheyCome } from './site.ts';

/**
 * Issue 12, "Players read their own language, not ours" and "The game is in view": the records say
 * what happened in the member's language (game names, movement words, statuses as words, codes only
 * as references to copy); on a phone each original shows its board and its bet button between the
 * header and the bottom navigation; the rules start closed; crash speaks of the player's own bet;
 * Golden Reels draws its symbols and its winning lines; every game opened is recently played.
 */

/** Internal codes a player must never read as a label. */
const CODES = /ARCADE:|CRASH:|RNG:|INHOUSE|SETTLED|REFUNDED|\bOPEN\b/;

async function logInAt(page: Page, username = 'demo', password = 'PlayDemo#2026') {
  await closePopupsAsTheyCome(page);
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // Password hashing is slow on a loaded machine: the header shows the balance once logged in.
  await expect(page.getByTestId('header-balance').first()).toBeVisible({ timeout: 30_000 });
}

async function openOriginal(page: Page, code: string) {
  await page.goto(`/seamless?gameCode=${code}`);
  await expect(page.getByTestId(`game-${code}`)).toBeVisible();
}

async function playDice(page: Page) {
  await openOriginal(page, 'dice');
  await page.getByTestId('bet-amount').fill('1.00');
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('game-result')).toHaveAttribute('data-outcome', /win|loss/);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('records, profit and loss and the betting record say games and movements in words (EN, CN)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAt(page);
  await playDice(page);

  // Account record: the bet's game by name, the movement in words, the round only as a reference.
  await page.goto('/member?tab=transactionHistory');
  const first = page.getByTestId('records-row').first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('records-detail')).toContainText('Dice');
  await expect(page.getByTestId('records-table')).not.toContainText(CODES);

  // Profit and loss: per game, by name, with its category in words, and "profit/loss", not "in/out".
  await page.goto('/member?tab=personalProfit');
  const dice = page.getByTestId('profit-row').filter({ hasText: 'Dice' });
  await expect(dice).toContainText('Arcade');
  await expect(page.getByTestId('profit-table')).not.toContainText(CODES);
  await expect(page.getByTestId('profit-table')).not.toContainText(/\bIn\b|\bOut\b/);

  // Betting record and a bet's detail: provider "Originals", status "Settled" as written.
  await page.goto('/member?tab=personalHistoryCopy');
  const row = page.getByTestId('bet-row').first();
  await expect(row).toContainText('Dice');
  await expect(row).toContainText('Originals');
  await expect(row.getByTestId('bet-status')).toHaveCSS('text-transform', 'none');
  await expect(page.getByTestId('betting-table')).not.toContainText(CODES);
  await row.getByTestId('bet-open').click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('bet-steps')).toBeVisible();
  await expect(detail).not.toContainText(CODES);
  await expect(detail.getByRole('button', { name: /Copy Ref/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // In Chinese the same records name the game in Chinese.
  await page.evaluate(() => localStorage.setItem('lang', 'CN'));
  await page.goto('/member?tab=transactionHistory');
  await expect(page.getByTestId('records-row').first().getByTestId('records-detail')).toContainText('骰子');
  await page.goto('/member?tab=personalProfit');
  await expect(page.getByTestId('profit-table')).toContainText('骰子');
  await expect(page.getByTestId('profit-table')).not.toContainText(CODES);
});

test('the rules card starts closed on desktop and opens with one click', async ({ page }) => {
  await logInAt(page);
  await openOriginal(page, 'limbo');
  const toggle = page.getByTestId('rules-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('rules-card')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('rules-rtp')).toContainText('%');
});

const mainButton: Record<string, string> = {
  dice: 'dice-bet',
  limbo: 'limbo-bet',
  mines: 'mines-start',
  plinko: 'plinko-bet',
  slot: 'slot-spin',
  crash: 'crash-bet',
};

for (const size of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${size.width}x${size.height} phone`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true });

    test('each original shows its board and bet button without scrolling', async ({ page }) => {
      test.setTimeout(90_000);
      await logInAt(page);
      for (const [code, button] of Object.entries(mainButton)) {
        await openOriginal(page, code);
        await expect(page.getByTestId(button)).toBeVisible();
        await expect(page.getByTestId('rules-toggle')).toHaveAttribute('aria-expanded', 'false');
        const box = await page.evaluate(
          (id) => {
            const nav = Array.from(document.querySelectorAll('nav')).find(
              (n) => getComputedStyle(n).position === 'fixed' && n.getBoundingClientRect().height > 0,
            );
            const stage = document.querySelector(`[data-testid="game-${id.game}"] [data-game-stage]`);
            return {
              scrollY: window.scrollY,
              headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
              navTop: nav ? nav.getBoundingClientRect().top : window.innerHeight,
              stage: stage!.getBoundingClientRect().toJSON() as DOMRect,
              button: document
                .querySelector(`[data-testid="${id.button}"]`)!
                .getBoundingClientRect()
                .toJSON() as DOMRect,
            };
          },
          { game: code, button },
        );
        expect(box.scrollY, code).toBe(0);
        expect(box.stage.top, `${code} board under the header`).toBeGreaterThanOrEqual(box.headerBottom);
        expect(box.stage.bottom, `${code} board above the bottom navigation`).toBeLessThanOrEqual(box.navTop);
        expect(box.button.bottom, `${code} bet button above the bottom navigation`).toBeLessThanOrEqual(
          box.navTop,
        );
      }
    });
  });
}

test('crash says what happens to my bet and clears the old result', async ({ page }) => {
  test.setTimeout(400_000);
  await logInAt(page);
  await openOriginal(page, 'crash');
  const banner = page.getByTestId('game-result');
  await betWhileCrashTakesBets(page);

  // While the bet is live the banner speaks of it, never of "the next round" as if there were none.
  await expect(banner).toHaveAttribute('data-bet-state', /waiting|queued|running/);
  await expect(banner).toContainText('Your bet of');
  const live = page.locator('[data-testid="game-result"][data-bet-state="running"]');
  // Seconds, unless the betting closed as the click went out (then the bet waits for this round).
  await expect(live).toBeVisible({ timeout: 150_000 });
  await expect(banner).toContainText('is flying');
  await expect(banner).not.toContainText('Place a bet for the next round');

  // Cash out (or it crashes first): the banner says which, with the multiplier.
  await page
    .getByTestId('crash-cashout')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(banner).toHaveAttribute('data-outcome', /win|loss/, { timeout: 150_000 });
  await expect(banner).toContainText(/Cashed out at|Crashed at/);

  // Once a later round is on, the old result is gone. After an early cash-out the round itself flies
  // on to its crash point, which can take a minute (a 50x round runs about 65 s).
  await expect(banner).not.toHaveAttribute('data-outcome', /win|loss/, { timeout: 90_000 });
  await expect(banner).toHaveAttribute('data-bet-state', 'none');
});

test('Golden Reels draws every symbol and shows the paylines of a win', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAt(page);
  await openOriginal(page, 'slot');
  // Every symbol of the par sheet has its own drawing (the idle window shows them all).
  const arts = await page
    .getByTestId('slot-reels')
    .locator('svg[data-art]')
    .evaluateAll((svgs) => [...new Set(svgs.map((svg) => svg.getAttribute('data-art')))]);
  expect(arts.length).toBeGreaterThan(0);
  for (const art of arts) expect(art).toMatch(/^(WILD|SCATTER|SEVEN|BAR|BELL|A|K|Q|J|TEN)$/);
  await expect(
    page.getByTestId('slot-reels').locator('svg[data-art] path, svg[data-art] polygon').first(),
  ).toBeVisible();

  await page.getByTestId('bet-amount').fill('0.20');
  let lines = 0;
  for (let spin = 0; spin < 40 && lines === 0; spin += 1) {
    await page.getByTestId('slot-spin').click();
    await expect(page.getByTestId('slot-spin')).not.toHaveAttribute('data-loading', { timeout: 30_000 });
    lines = await page.getByTestId('slot-line-win').count();
  }
  expect(lines, 'a line win within 40 spins').toBeGreaterThan(0);
  await expect(page.getByTestId('slot-paylines').locator('g[data-line]')).toHaveCount(lines);
});

test('recently played lists a game opened from a typed URL', async ({ page }) => {
  await logInAt(page, 'player01');
  await openOriginal(page, 'plinko');
  // The page records the opening in the background.
  await expect(async () => {
    await page.goto('/recent');
    await expect(page.getByTestId('account-games').getByTestId('game-tile-name')).toContainText(['Plinko'], {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
});
