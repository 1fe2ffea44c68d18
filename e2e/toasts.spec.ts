/**
 * Toasts read at WCAG AA: axe's colour-contrast on the toast itself, once
 * it has settled (Sonner fades a toast in; a half-faded one is not what a person reads), for the
 * severities the app raises: success and error (a notification switch saved, then refused) and
 * info (a newer build). Sonner's own light-theme texts measured 3.1–4.4:1 on their backgrounds.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer } from './support/prefer';
import { signInAs } from './support/session';
import { settledToast } from './support/toast';

/** Axe on that toast alone: no colour-contrast (nor any other) violation. */
async function expectReadable(page: Page, toast: Locator) {
  const type = await toast.getAttribute('data-type');
  const result = await new AxeBuilder({ page })
    .include(`[data-sonner-toast][data-type="${type}"]`)
    .analyze();
  expect(
    result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => n.failureSummary ?? n.target.join(' ')),
    })),
    `axe on the ${type} toast`,
  ).toEqual([]);
  // The scan saw the toast's text (an empty scan would pass anything).
  expect(
    result.passes.find((r) => r.id === 'color-contrast')?.nodes.length ?? 0,
    'text nodes axe measured in the toast',
  ).toBeGreaterThan(0);
}

test('success and error toasts pass axe colour contrast', async ({ page }) => {
  await signInAs(page, 'candidate');
  await page.goto('/settings/notification');
  await page.getByRole('switch', { name: 'Newsletter' }).click();
  const success = await settledToast(page, 'Newsletter turned on');
  await expect(success).toHaveAttribute('data-type', 'success');
  await expectReadable(page, success);
  await page.screenshot({ path: '/tmp/toast-success.png' });

  await prefer(page, '/v2/user/settings/', { code: 500, method: 'POST' });
  await page.getByRole('switch', { name: 'Job alerts' }).click();
  const error = await settledToast(page, /We couldn't save "Job alerts"/);
  await expect(error).toHaveAttribute('data-type', 'error');
  await expectReadable(page, error);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an info toast (a newer build) passes axe colour contrast', async ({ page }) => {
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({
        json: { id: '0b7c3a52-9a4e-4f1b-8c2d-5e6f7a8b9c0d', timestamp: Date.now() },
      }),
    );
    await page.goto('/jobs');
    const info = page.locator('[data-sonner-toast]').filter({ hasText: 'A new version' });
    await expect(info).toBeVisible({ timeout: 15_000 });
    const settled = await settledToast(page, 'A new version is available');
    await expect(settled).toHaveAttribute('data-type', 'info');
    await expectReadable(page, settled);
    await page.screenshot({ path: '/tmp/toast-info-390.png' });
  });
});
