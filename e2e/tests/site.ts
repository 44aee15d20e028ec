import { expect, type Page } from '@playwright/test';

/** A username no earlier run used: the e2e database is fresh per run, but tests share it. */
export function uniqueUsername(prefix = 'player'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/**
 * Operator popups (spec section 4: for visitors, members, first logins) open on any page of the
 * site until closed in the session; a test that is about something else closes them as they come,
 * as a person would.
 */
export async function closePopupsAsTheyCome(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('popup-modal'), async () => {
    await page.getByTestId('popup-close').click();
  });
  // The one welcome after sign-up (issue 12) is closed with "Later", as a person not yet depositing would.
  await page.addLocatorHandler(page.getByTestId('welcome-dialog'), async () => {
    await page.getByTestId('welcome-later').click();
  });
}

export async function openHome(page: Page): Promise<void> {
  await closePopupsAsTheyCome(page);
  await page.goto('/');
  await expect(page.getByTestId('status-normal')).toBeVisible();
}

export async function register(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-register').click();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-account').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-select').first().click();
  await page.getByTestId(`lang-${code}`).click();
}
