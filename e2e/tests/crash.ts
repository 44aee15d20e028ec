import { expect, type Page } from '@playwright/test';

/**
 * Places a crash bet while a round takes bets, so it flies within seconds: a bet placed while a round
 * is in the air waits for that round to crash, which for a high crash point takes minutes (a 50x
 * round flies about 65 s).
 */
export async function betWhileCrashTakesBets(page: Page): Promise<void> {
  await expect(page.getByTestId('crash-phase')).toHaveAttribute('data-phase', 'BETTING', {
    timeout: 150_000,
  });
  await expect(page.getByTestId('crash-bet')).toBeEnabled();
  await page.getByTestId('crash-bet').click();
}
