import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closePopupsAsTheyCome, uniqueUsername } from './site.ts';

/**
 * Issue 13, the agent centre as an agent uses it: log in at /agent, register a downline member,
 * transfer money to it; the member plays one dice round; the agent finds that bet in the team
 * betting record and in the P&L. Then axe on the agent centre, light and dark, desktop and phone.
 */
const AGENT = { username: 'agent', password: 'AgentDemo#2026', paymentPassword: 'Pay#2026' };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function agentLogIn(page: Page) {
  await closePopupsAsTheyCome(page);
  await page.goto('/agent');
  await page.getByTestId('login-username').fill(AGENT.username);
  await page.getByTestId('login-password').fill(AGENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/agentHome/, { timeout: 30_000 });
  await expect(page.getByTestId('agent-header')).toBeVisible();
}

test('an agent registers a member, funds it, and sees its dice bet in the team reports', async ({
  page,
  browser,
}) => {
  // Two logins (slow password hashing), a bet and a wait of up to a minute for the rollup on a loaded machine.
  test.setTimeout(300_000);
  const member = uniqueUsername('dl');
  const password = 'Downline#2026';
  await agentLogIn(page);

  // Register centre: a member directly under the agent.
  await page.getByTestId('agent-tab-registerCenter').click();
  await page.getByTestId('agent-register-username').fill(member);
  await page.getByTestId('agent-register-password').fill(password);
  await page.getByTestId('agent-register-confirm').fill(password);
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-success')).toContainText(member);

  // Team management: find it and transfer 20.00 with the payment password.
  await page.getByTestId('agent-tab-downlineManagmentView').click();
  await page.getByTestId('agent-downline-search').fill(member);
  await page.getByTestId('agent-downline-search').press('Enter');
  const row = page.locator(`[data-testid="agent-downline-row"][data-account="${member}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('agent-downline-transfer').click();
  await page.getByTestId('agent-transfer-amount').fill('20.00');
  await page.getByTestId('agent-transfer-password').fill(AGENT.paymentPassword);
  await page.getByTestId('agent-transfer-submit').click();
  await expect(page.getByTestId('agent-transfer-success')).toContainText(member);
  const transferDialog = page.getByRole('dialog', { name: new RegExp(member) });
  await transferDialog
    .getByRole('button', { name: /^close$/i })
    .last()
    .click();
  await expect(transferDialog).toBeHidden();

  // The member plays one dice round of 1.00 in its own browser session.
  const context = await browser.newContext();
  const player = await context.newPage();
  await closePopupsAsTheyCome(player);
  await player.emulateMedia({ reducedMotion: 'reduce' });
  await player.goto('/login');
  await player.getByTestId('login-username').fill(member);
  await player.getByTestId('login-password').fill(password);
  await player.getByTestId('login-submit').click();
  await expect(player.getByTestId('header-balance')).toContainText('20', { timeout: 30_000 });
  await player.goto('/seamless?gameCode=dice');
  // The game's chunk and its settings load after the page: on a loaded machine that takes a while.
  await expect(player.getByTestId('game-dice')).toBeVisible({ timeout: 30_000 });
  await player.getByTestId('bet-amount').fill('1.00');
  await player.getByTestId('dice-bet').click();
  await expect(player.getByTestId('game-result')).toHaveAttribute('data-outcome', /win|loss/);
  await context.close();

  // Team betting record: the member's round, found by the member filter's account link.
  await page.getByTestId('agent-tab-personalHistoryCopy').click();
  const betRow = page.locator(`[data-testid="agent-bet-row"][data-account="${member}"]`);
  await expect(async () => {
    await page.getByTestId('agent-tab-palStatementsAgentCopy').click();
    await page.getByTestId('agent-tab-personalHistoryCopy').click();
    await expect(betRow.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  // P&L by downline: the member's line shows its 1.00 valid bet once the rollup (the agent.rollup
  // job, every minute) has folded it: re-open the tab until it has.
  await page.getByTestId('agent-tab-palStatementsAgentCopy').click();
  await page
    .getByTestId('agent-pnl-group')
    .getByText(/downline/i)
    .click();
  const pnlRow = page.locator(`[data-testid="agent-pnl-row"][data-key="${member}"]`);
  await expect(async () => {
    await page.getByTestId('agent-tab-agentRevenueReport').click();
    await page.getByTestId('agent-tab-palStatementsAgentCopy').click();
    await page
      .getByTestId('agent-pnl-group')
      .getByText(/downline/i)
      .click();
    await expect(pnlRow).toContainText('1.00', { timeout: 5_000 });
  }).toPass({ timeout: 100_000 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the agent centre has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await agentLogIn(page);
    await expect(page.getByTestId('agent-overview-figures')).toBeVisible({ timeout: 30_000 });
    const result = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
