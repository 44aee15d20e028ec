import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { operatorToken, updateSettings } from './operator.ts';
import { closePopupsAsTheyCome, openHome } from './site.ts';

/**
 * Issue 17 (decision 108): the help centre page and the feedback modal pass axe; a visitor sends
 * feedback that lands in the operator's inbox.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function violations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).withTags(tags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the help page opens the terms at /help#term; axe is clean on it and on the feedback modal', async ({
  page,
}) => {
  // The visitor's operator popup comes once the page is quiet, over whatever is open.
  await closePopupsAsTheyCome(page);
  await page.goto('/help#term');
  const terms = page.locator('#term');
  await expect(terms.getByRole('button', { expanded: true })).toBeVisible();
  await expect(terms.getByTestId('help-paragraph').first()).toBeInViewport();
  await page.getByTestId('help-search').fill('password');
  await expect(page.getByTestId('help-paragraph').filter({ hasText: /password/i })).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);

  await page.getByTestId('footer-feedback').click();
  const modal = page.getByTestId('feedback-modal');
  await expect(modal.getByTestId('feedback-captcha-image')).toBeVisible();
  await modal.getByTestId('feedback-submit').click();
  await expect(modal.getByRole('alert')).toBeVisible();
  expect(await violations(page, '[data-testid="feedback-modal"]')).toEqual([]);
});

test('a visitor sends feedback and it reaches the operator inbox @site', async ({ page, request }) => {
  // The picture is for people: with the site's captcha switch off, the form asks none (decision 108).
  await updateSettings(request, { registerRules: { captcha: { enabled: false, required: false } } });
  try {
    const text = `E2E feedback ${Date.now()}: the lottery page loads slowly.`;
    await openHome(page);
    await page.getByTestId('footer-feedback').click();
    const modal = page.getByTestId('feedback-modal');
    await modal.getByTestId('feedback-type').selectOption('3');
    await modal.getByTestId('feedback-content').fill(text);
    await expect(modal.getByTestId('feedback-counter')).toContainText(`${[...text].length} / 200`);
    await modal.getByTestId('feedback-submit').click();
    await expect(modal.getByTestId('feedback-sent')).toBeVisible();

    const token = await operatorToken(request);
    const inbox = await (
      await request.get('/admin/feedback?status=OPEN&type=3', { headers: { 'x-session-token': token } })
    ).json();
    expect(inbox.value.rows.map((r: { content: string }) => r.content)).toContain(text);
  } finally {
    await updateSettings(request, { registerRules: { captcha: { enabled: true, required: true } } });
  }
});
