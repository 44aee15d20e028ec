import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openHome } from './site.ts';

/**
 * Issue 17, the installable app (decision 109), one flow: the manifest is linked and complete, the
 * download page shows both platforms' QR codes and passes axe, the service worker registers and
 * takes the page, and with the network gone a page load shows the offline page. The only spec that
 * lets the service worker run (playwright.config.ts blocks it for the others).
 */
test.use({ serviceWorkers: 'allow' });

test('the site installs as an app and shows the offline page without a network', async ({
  page,
  context,
}) => {
  // Axe, a service worker install and two page loads: generous on a busy machine.
  test.setTimeout(180_000);
  await openHome(page);
  // Spec section 7: the customer-service paths arrive sealed and the side menu shows them opened.
  await expect(page.locator('a[href="https://t.me/goldline_support"]').first()).toBeAttached();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestResponse = await page.request.get(manifestHref ?? '');
  expect(manifestResponse.ok()).toBe(true);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ name: 'Goldline', display: 'standalone', scope: '/' });
  expect(manifest.start_url).toMatch(/^\//);
  expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[])
    expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);

  await page.goto('/download?platform=android&lang=EN');
  for (const platform of ['ios', 'android']) {
    const guide = page.getByTestId(`guide-${platform}`);
    // The page's first visit loads its chunk, its strings and the QR library: generous on a busy machine.
    await expect(guide.getByRole('img', { name: /QR/ })).toBeVisible({ timeout: 30_000 });
    await expect(guide.locator('ol > li')).toHaveCount(4);
  }
  // The link the codes carry: the site origin, the platform and the language (spec section 7).
  await expect(page.getByTestId('guide-android')).toContainText(/\/download\?platform=android&lang=EN/);
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // Registered once the page is quiet, then in control of the page (clientsClaim).
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('guide-ios')).toBeVisible({ timeout: 30_000 });
});
