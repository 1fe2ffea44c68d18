import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * The toast that says `text`, once its entrance has finished: Sonner fades a toast in, and axe
 * measures a half-faded one's blended colours, not what a person reads (e2e/toasts.spec.ts).
 */
export async function settledToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  await expect(toast).toHaveCSS('opacity', '1');
  return toast;
}
