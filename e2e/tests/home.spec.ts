import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { operatorToken } from './operator.ts';

/**
 * The home page as a guest meets it (spec sections 2, 4 and 9): banners, the notice marquee and its
 * popup, the visitor popup once per session, the category bar from the server's menus with its
 * vendor dropdowns, and axe on home in both themes at desktop and 360 px.
 */

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Menus {
  menus: { gameType: string; path: string; vendors: { vassalage: string; displayName: string }[] }[];
}

async function value<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = await (await request.get(path)).json();
  expect(body.success).toBe(true);
  return body.value as T;
}

async function homeBanners(request: APIRequestContext) {
  const content = await value<{ banners: { id: string; groupName: string }[] }>(
    request,
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&language=EN',
  );
  return content.banners.filter((banner) => banner.groupName === 'w_home');
}

/** Home without site.ts's popup closer: these tests look at the popups themselves. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('status-normal')).toBeVisible();
}

/**
 * The visitor popup is tested on its own; the other tests start as a visitor who already closed it
 * in this session (the spec's flag), so it never covers what they point at.
 */
async function popupAlreadyClosed(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('popup:anonymous', 'closed'));
}

const selectedDot = (page: Page) =>
  page.getByTestId('banner-carousel').locator('button[aria-current="true"]').getAttribute('aria-label');

test('the visitor popup shows once and stays closed after a reload in the same session @mobile', async ({
  page,
  browser,
}) => {
  await openHome(page);
  const popup = page.getByTestId('popup-modal');
  // The visitor popup's code loads once the page is quiet (decision 075), so it comes a few seconds late.
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await page.getByTestId('popup-close').click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  // The announcements have arrived (the banners come with them): a popup would be open by now.
  await page.waitForTimeout(500);
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('popup:anonymous'))).toBe('closed');

  // A new session (another tab's storage) sees it again.
  const other = await browser.newPage();
  await other.goto('/');
  await expect(other.getByTestId('popup-modal')).toBeVisible({ timeout: 20_000 });
  await other.close();
});

test('banners autoplay only with more than one, and the pause control stops them @mobile @site', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await popupAlreadyClosed(page);
  const banners = await homeBanners(request);
  expect(banners.length).toBeGreaterThan(1);

  await openHome(page);
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByTestId('banner-slide')).toHaveCount(banners.length);
  // Nothing hovered or focused inside it, so it plays.
  await page.mouse.move(1, 1);
  await page.locator('body').focus();
  await expect(carousel).toHaveAttribute('data-playing', 'true');
  const first = await selectedDot(page);
  await expect.poll(() => selectedDot(page), { timeout: 12_000 }).not.toBe(first);

  // The visible pause control (WCAG 2.2.2): pressed, it stops the slides.
  const pause = page.getByTestId('banner-pause');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(1, 1);
  await page.locator('body').focus();
  await expect(carousel).not.toHaveAttribute('data-playing', 'true');
  const held = await selectedDot(page);
  await page.waitForTimeout(6_500);
  expect(await selectedDot(page)).toBe(held);

  // The labelled dots move the carousel by hand.
  const dots = carousel.locator('button[aria-label*=":"]');
  await dots.nth(banners.length - 1).click();
  await expect(dots.nth(banners.length - 1)).toHaveAttribute('aria-current', 'true');

  // One banner: no autoplay and no controls at all.
  const token = await operatorToken(request);
  const headers = { 'x-session-token': token };
  const others = banners.slice(1);
  try {
    for (const banner of others) {
      const response = await request.put(`/admin/content/banners/${banner.id}`, {
        data: { active: false },
        headers,
      });
      expect((await response.json()).success).toBe(true);
    }
    await page.reload();
    await expect(carousel.getByTestId('banner-slide')).toHaveCount(1);
    await expect(page.getByTestId('banner-pause')).toHaveCount(0);
    await expect(carousel).not.toHaveAttribute('data-playing', 'true');
  } finally {
    for (const banner of others) {
      await request.put(`/admin/content/banners/${banner.id}`, { data: { active: true }, headers });
    }
  }
});

test('a notice in the marquee opens the notice popup @mobile', async ({ page, request }) => {
  await popupAlreadyClosed(page);
  const content = await value<{ notice: { id: string; title: string }[] }>(
    request,
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&language=EN',
  );
  expect(content.notice.length).toBeGreaterThan(0);

  await openHome(page);
  const notices = page.getByTestId('notice-item');
  await expect(notices).toHaveCount(content.notice.length);
  // The marquee holds still while hovered, as it does for a pointer about to click.
  await page.getByRole('region', { name: 'Notices' }).hover({ position: { x: 12, y: 12 } });
  const title = content.notice[0]!.title;
  await notices.filter({ hasText: title }).click();

  const modal = page.getByTestId('announcement-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('the announcement popup opens from the side menu and pages its titles', async ({ page }) => {
  await popupAlreadyClosed(page);
  await openHome(page);
  await page.getByTestId('side-announcements').click();
  const modal = page.getByTestId('announcement-modal');
  await expect(modal).toBeVisible();
  const entries = modal.getByRole('navigation').getByRole('button', { name: /./ });
  expect(await entries.count()).toBeGreaterThan(0);
  expect(await entries.count()).toBeLessThanOrEqual(9 + 2);
  const second = modal.getByRole('navigation').getByRole('listitem').nth(1).getByRole('button');
  const name = (await second.locator('span').first().textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(modal.getByRole('heading', { level: 3, name })).toBeVisible();
  // Announcement HTML is rendered, not shown as markup.
  await expect(modal.locator('article')).not.toContainText('<p>');
});

test('the category bar shows home, the categories that have vendors, then promotions', async ({
  page,
  request,
}) => {
  await popupAlreadyClosed(page);
  const { menus } = await value<Menus>(request, '/lgw/games/game_menus');
  expect(menus.length).toBeGreaterThan(0);
  for (const menu of menus) expect(menu.vendors.length).toBeGreaterThan(0);

  await openHome(page);
  const bar = page.getByTestId('category-nav');
  const entries = bar.locator(':scope > div > ul > li > a');
  await expect(entries).toHaveCount(menus.length + 2);
  await expect(entries.first()).toHaveAttribute('href', '/');
  await expect(entries.last()).toHaveAttribute('href', '/promotions');
  for (const [index, menu] of menus.entries()) {
    await expect(entries.nth(index + 1)).toHaveAttribute('data-testid', `nav-${menu.gameType.toLowerCase()}`);
  }
  // A category without a vendor has no entry (FISH has none unless a vendor was added).
  if (!menus.some((menu) => menu.gameType === 'FISH'))
    await expect(bar.getByTestId('nav-fish')).toHaveCount(0);
});

test('a category opens its vendor dropdown on hover and on keyboard focus', async ({ page, request }) => {
  await popupAlreadyClosed(page);
  const { menus } = await value<Menus>(request, '/lgw/games/game_menus');
  const menu = menus.find((entry) => entry.gameType === 'INHOUSE') ?? menus[0]!;
  const key = menu.gameType.toLowerCase();

  await openHome(page);
  const entry = page.getByTestId(`nav-${key}`);
  const dropdown = page.getByTestId(`nav-dropdown-${key}`);
  await expect(dropdown).toBeHidden();

  await entry.hover();
  await expect(dropdown).toBeVisible();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown.getByTestId('nav-vendor')).toHaveCount(menu.vendors.length);
  await expect(dropdown.getByTestId('nav-vendor').first()).toContainText(menu.vendors[0]!.displayName);
  await page.mouse.move(640, 700);
  await expect(dropdown).toBeHidden();

  // Keyboard: focusing the entry opens it, Tab walks into it, Escape closes it and keeps focus.
  // (Shift+Tab from the next entry: going forward would walk through the dropdowns before it.)
  await entry.locator('xpath=../following-sibling::li[1]/a').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(entry).toBeFocused();
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dropdown.getByTestId('nav-vendor').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(entry).toBeFocused();

  // A vendor of a list category opens its page with ?vassalage= (spec section 2).
  await entry.hover();
  await dropdown.getByTestId('nav-vendor').first().click();
  await expect(page).toHaveURL(new RegExp(`vassalage=${menu.vendors[0]!.vassalage}`));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`home with its lobby has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await popupAlreadyClosed(page);
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await openHome(page);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('jackpot')).toBeVisible();
    await expect(page.getByTestId('row-inhouse').getByTestId('game-tile').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test(`the open notice popup has no axe violations (${scheme}) @mobile`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await popupAlreadyClosed(page);
    await page.addInitScript((s) => localStorage.setItem('goldline-color-scheme', s), scheme);
    await openHome(page);
    await page.getByTestId('notice-item').first().click();
    await expect(page.getByTestId('announcement-modal')).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
