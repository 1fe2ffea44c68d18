/**
 * The apply form of a job with screening questions, keyboard alone (decision 012; a radio group is
 * one Tab stop, arrows move inside it, Tab leaves it forward): Tab walks from the first field to
 * "Send application" without visiting any field twice, at 1280 and 390 px.
 */
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const MAYA = 'maya.okafor@example.com';
const JOB = '/job/engineering-manager-platform-northwind';

for (const width of [1280, 390]) {
  test(`at ${width} px Tab walks the screening apply form to "Send application" without revisiting a field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInWithPassword(page, MAYA);
    await page.goto(JOB);
    await page
      .getByRole('button', { name: /^Apply/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expect(
      dialog.getByRole('heading', { name: 'Questions from the employer' }),
    ).toBeVisible();

    const visited: string[] = [];
    for (let i = 0; i < 40; i++) {
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const name =
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent ??
          '';
        return `${el.tagName}:${(el as HTMLInputElement).name ?? ''}:${name.trim().slice(0, 40)}`;
      });
      visited.push(label);
      if (label.includes('Send application')) break;
      await page.keyboard.press('Tab');
    }
    expect(visited.at(-1)).toContain('Send application');
    expect(new Set(visited).size, visited.join(' → ')).toBe(visited.length);

    // Arrows move inside a group: the answer changes and focus stays in the group.
    const none = dialog.getByRole('radio', { name: 'None yet' });
    await none.focus();
    await page.keyboard.press('ArrowDown');
    const next = dialog.getByRole('radio', { name: '1 to 5' });
    await expect(next).toBeChecked();
    await expect(next).toBeFocused();
  });
}
