import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { logIn, logOut, openHome } from './site.ts';

/**
 * Issue 17, one flow (decision 103): a member turns on the authenticator app in the security centre
 * (the code computed here from the key the page shows), keeps the recovery codes, logs out, and logs
 * in again with an authenticator code as the second step. player01 is used by no other spec.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Axe on the new screen only (the member centre around it belongs to other specs). */
async function violations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('turn on the authenticator app and log in with it', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'player01', 'PlayDemo#2026');
  await expect(page.getByTestId('header-account')).toBeVisible();

  await page.goto('/member?tab=securityCenter');
  await page.getByTestId('totp-on-open').click();
  const keyText = await page.getByTestId('totp-secret').innerText();
  const secret = /[A-Z2-7]{16,}/.exec(keyText)?.[0] ?? '';
  expect(secret).not.toBe('');
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  expect(await violations(page, '[data-testid="totp-panel"]')).toEqual([]);

  const enrolCode = await generate({ secret });
  await page.getByTestId('totp-confirm-code').fill(enrolCode);
  await page.getByTestId('totp-confirm-submit').click();
  await expect(page.getByTestId('totp-recovery-codes').locator('code')).toHaveCount(10);
  await page.getByTestId('totp-codes-saved').click();
  await expect(page.getByTestId('totp-off-open')).toBeVisible();
  await expect(page.getByTestId('sessions-table')).toBeVisible();

  await logOut(page);
  await logIn(page, 'player01', 'PlayDemo#2026');
  await expect(page.getByTestId('two-step-form')).toBeVisible();
  expect(await violations(page, '[data-testid="login-modal"]')).toEqual([]);
  // The enrolment used this time step's code; a code is accepted once, so wait for the next step's.
  await expect
    .poll(async () => generate({ secret }), { timeout: 35_000, intervals: [1_000] })
    .not.toBe(enrolCode);
  await page.getByTestId('two-step-code').fill(await generate({ secret }));
  await page.getByTestId('two-step-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
});
