import { expect, type Page, test } from '@playwright/test';
import { closePopupsAsTheyCome, uniqueUsername } from './site.ts';

/**
 * Issue 16 "a mission completes after bets" (decision 101): a new member sees the demo's daily
 * mission "Play 10 rounds" at 0 / 10, plays dice, sees the progress rise and the mission complete
 * with a badge on the missions and reward-centre tabs, and claims its 2.00 into the balance. The
 * member is new (registered and funded by the demo agent) so no earlier round counts.
 */
const MISSION = 'Play 10 rounds';
const AGENT = { username: 'agent', password: 'AgentDemo#2026', paymentPassword: 'Pay#2026' };
const PASSWORD = 'Mission#2026';
/** A page and its lazy chunks after a full navigation, on a loaded machine. */
const PAGE_LOAD = 30_000;

/** A call with the tab's own session, as the web's api client sends it. */
async function api(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'x-session-token': sessionStorage.getItem('token') ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; value: { id: string } };
    },
    { path, body },
  );
}

/** The demo agent registers a member under it and transfers 20.00 to it (the agent centre's calls). */
async function newFundedMember(page: Page, username: string) {
  await page.goto('/agent');
  await page.getByTestId('login-username').fill(AGENT.username);
  await page.getByTestId('login-password').fill(AGENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/agentHome/, { timeout: 60_000 });
  const created = await api(page, '/wps/agent/downlines', { kind: 'member', username, password: PASSWORD });
  expect(created.success).toBe(true);
  const funded = await api(page, `/wps/agent/downlines/${created.value.id}/transfer`, {
    amount: '20.00',
    paymentPassword: AGENT.paymentPassword,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(funded.success).toBe(true);
}

async function playDice(page: Page, rounds: number) {
  await page.goto('/seamless?gameCode=dice');
  await expect(page.getByTestId('game-dice')).toBeVisible({ timeout: PAGE_LOAD });
  await page.getByTestId('bet-amount').fill('1.00');
  // A 5 % chance: ten rolls then almost never make three wins in a row, which would also complete
  // the seeded win-streak mission and put a second count on the badge.
  await page.getByTestId('dice-target').fill('5');
  const chips = page.getByTestId('history-chip');
  for (let n = 1; n <= rounds; n++) {
    await page.getByTestId('dice-bet').click();
    await expect(chips).toHaveCount(n);
  }
}

test('a mission completes after dice bets, its badge shows, and its reward is claimed', async ({
  page,
  browser,
}) => {
  // Two logins (slow password hashing on a loaded machine) and ten bets.
  test.setTimeout(300_000);
  const username = uniqueUsername('ms');
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await closePopupsAsTheyCome(agent);
  await newFundedMember(agent, username);
  await agentContext.close();

  await closePopupsAsTheyCome(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toContainText('20', { timeout: 60_000 });

  const openMissions = () => page.goto('/member?tab=missionLeaderboard');
  const progress = page
    .getByTestId('mission-row')
    .filter({ hasText: MISSION })
    .getByTestId('mission-progress');
  await openMissions();
  await expect(progress).toHaveText('0 / 10', { timeout: PAGE_LOAD });
  await expect(page.getByTestId('tab-mission-badge')).toHaveCount(0);

  await playDice(page, 4);
  await openMissions();
  await expect(progress).toHaveText('4 / 10', { timeout: PAGE_LOAD });
  await expect(page.getByTestId('tab-mission-badge')).toHaveCount(0);

  await playDice(page, 6);
  await openMissions();
  await expect(progress).toHaveText('10 / 10', { timeout: PAGE_LOAD });
  await expect(page.getByTestId('mission-row').filter({ hasText: MISSION })).toContainText('Completed');
  // The reward placed on this read reaches the badges over the socket.
  await expect(page.getByTestId('tab-mission-badge')).toHaveText('1');
  await expect(page.getByTestId('tab-reward-badge')).toHaveText('1');

  await page.getByTestId('member-tab-rewardCenter').click();
  const prize = page.getByTestId('centre-reward').filter({ hasText: MISSION });
  await prize.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('centre-rewards')).toContainText('2.00 was added to your balance.');
  await expect(prize).toContainText('Claimed');
  await expect(page.getByTestId('tab-reward-badge')).toHaveCount(0);
  await expect(page.getByTestId('tab-mission-badge')).toHaveCount(0);
});
