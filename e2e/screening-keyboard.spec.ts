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

test('Enter in a field of the apply form checks it: the errors show; with none, focus goes to "Send application"', async ({
  page,
}) => {
  await signInWithPassword(page, MAYA);
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/public/applications/submit/')) submits.push(r.method());
  });
  await page.goto(JOB);
  await page
    .getByRole('button', { name: /^Apply/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeFocused();
  await name.fill('');
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await page.keyboard.type('Maya Okafor');
  await page.keyboard.press('Enter');
  // The required screening question is the first unanswered field now.
  await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeFocused();
  // Each Enter leads to the next unanswered question; answered, Enter leads to the send button.
  const send = dialog.getByRole('button', { name: 'Send application' });
  for (let i = 0; i < 5 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
    const type = await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      field.dataset.answered = '';
      return field.type;
    });
    if (type === 'radio') await page.keyboard.press('Space');
    else await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    // Focus moves once the form is checked (a moment later): wait for it, or the next key lands
    // wherever focus is then (an Enter meant for a field would press "Send application").
    await page.waitForFunction(
      () => !(document.activeElement as HTMLElement | null)?.hasAttribute('data-answered'),
    );
  }
  await expect(send).toBeFocused();
  expect(submits).toEqual([]);
});
