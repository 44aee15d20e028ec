import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openHome } from './site.ts';

/**
 * Issue 17 (decision 110): the side menu's chat-room toggle asks a visitor to log in; once logged in
 * it opens the chat drawer on the seeded lobby, a message sent there appears in the room, and the
 * drawer is axe clean.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test('a visitor is asked to log in, then sends a message to the chat room and sees it', async ({ page }) => {
  test.setTimeout(90_000);
  await openHome(page);
  await page.getByTestId('side-chat-room').click();
  await page.getByTestId('login-username').fill('player01');
  await page.getByTestId('login-password').fill('PlayDemo#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toContainText(/\d/, { timeout: 30_000 });

  await page.getByTestId('side-chat-room').click();
  const drawer = page.getByTestId('chat-drawer');
  const log = drawer.getByTestId('chat-log');
  await expect(log).toContainText('Welcome to the lobby', { timeout: 30_000 });

  const text = `Good luck all ${Date.now().toString(36)}`;
  await drawer.getByTestId('chat-input').fill(text);
  await drawer.getByTestId('chat-send').click();
  await expect(log.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(drawer.getByTestId('chat-input')).toHaveValue('');

  const result = await new AxeBuilder({ page })
    .include('[data-testid="chat-drawer"]')
    .withTags(tags)
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
