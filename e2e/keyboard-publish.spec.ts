/**
 * Decision 012's keyboard walk for employers: sign in → post a job → publish it, with the keyboard
 * only (no click, no fill), counting the key presses that move around and act (Tab, Shift+Tab,
 * Enter, Space, arrows, Escape; typed text is counted apart) and checking where focus is after
 * every dialog and select closes: back on the control that opened it (rule 3), or, when that
 * control is gone (the Publish button once the job is published), on the one that took its place.
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Measured on this walk (Chromium, desktop width): 50 moving/acting keys on 2026-11-25; 55 or 56
 * on 2026-11-28, once the form had its pay-law fields (Benefits) in the way (149 typed characters
 * both times; the one-key spread between runs is still to be explained). The bound leaves a little
 * room; a page that adds Tab stops in the way, or loses focus after a dialog (so that the next Tab
 * starts at the top of the page), goes over it.
 */
const MAX_KEYS = 58;

class Keyboard {
  presses = 0;
  typed = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tabs forward until `target` has focus (at most `max` Tabs). */
  async tabTo(target: Locator, max = 40) {
    await target.waitFor();
    for (let i = 0; i <= max; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.press('Tab');
    }
    throw new Error(`${max} Tabs did not reach ${target.toString()}`);
  }

  /** Opens the focused select with Enter, arrows to `option`, picks it with Enter. */
  async pick(option: Locator, max = 10) {
    await this.press('Enter');
    await option.waitFor();
    for (let i = 0; i <= max; i += 1) {
      if (await option.evaluate((el) => el === document.activeElement)) {
        await this.press('Enter');
        return;
      }
      await this.press('ArrowDown');
    }
    throw new Error(`${max} arrows did not reach ${option.toString()}`);
  }
}

test('an employer signs in, posts a job and publishes it with the keyboard only', async ({
  page,
}) => {
  const keys = new Keyboard(page);
  const title = 'Keyboard-only Analytics Engineer';

  // Sign in.
  await page.goto('/employer/sign-in');
  await keys.tabTo(page.getByLabel('Email'));
  await keys.type('jonas.weber@northwind-analytics.example');
  await keys.tabTo(page.getByLabel('Password'));
  await keys.type('correct-horse-battery-staple');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/employer(\/jobs)?$/);

  // Post a job.
  await keys.tabTo(page.getByRole('link', { name: 'Post a job' }).first());
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/employer\/job$/);
  await keys.tabTo(page.getByLabel('Job title'));
  await keys.type(title);
  await keys.tabTo(page.getByRole('textbox', { name: 'Description' }));
  await keys.type('Model the data our planners read every morning.');

  for (const [label, option] of [
    ['Employment type', 'Full-time'],
    ['Workplace', 'Remote'],
    ['Seniority', 'Mid level'],
  ] as const) {
    const select = page.getByRole('combobox', { name: label });
    await keys.tabTo(select);
    await keys.pick(page.getByRole('option', { name: option, exact: true }));
    // The select closed: focus is back on it, and it shows the choice.
    await expect(select).toBeFocused();
    await expect(select).toHaveText(option);
  }

  const locations = page.getByRole('combobox', { name: 'Locations' });
  await keys.tabTo(locations);
  await keys.type('Ber');
  await page.getByRole('option', { name: 'Berlin, Germany' }).waitFor();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Selected locations' }).getByRole('listitem'),
  ).toHaveCount(1);
  // The suggestions closed: focus stays in the box.
  await expect(locations).toBeFocused();

  await keys.tabTo(page.getByRole('button', { name: 'Save as draft' }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Publish: the confirm first, once dismissed with Escape.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  const status = page.getByRole('combobox', { name: `Status of ${title}` });
  await keys.tabTo(publish);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Publish this job?' });
  await expect(dialog).toBeVisible();
  // A dialog without a field opens with focus inside it (on its heading, rule 3).
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(publish).toBeFocused();
  await expect(status).toHaveText('Draft');

  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await keys.tabTo(dialog.getByRole('button', { name: 'Publish job' }), 5);
  await keys.press('Enter');
  await expect(page.getByText(`“${title}” is now published`)).toBeVisible();
  await expect(status).toHaveText('Published');
  // The Publish button is gone with the draft: focus is on the status select that replaced it.
  await expect(publish).toHaveCount(0);
  await expect(status).toBeFocused();

  // A consequential pick from the select asks first; Escape leaves it as it was, focus on it.
  await keys.pick(page.getByRole('option', { name: 'Closed', exact: true }));
  const close = page.getByRole('dialog', { name: 'Close this job?' });
  await expect(close).toBeVisible();
  await keys.press('Escape');
  await expect(close).toBeHidden();
  await expect(status).toHaveText('Published');
  await expect(status).toBeFocused();

  console.log(`keyboard-publish: ${keys.presses} keys, ${keys.typed} characters typed`);
  expect(keys.presses).toBeLessThanOrEqual(MAX_KEYS);
});
