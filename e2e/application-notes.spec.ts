/**
 * Notes on an application and its activity timeline, against the local backend
 * with real sign-ins: the owner moves Maya Okafor's application and writes a note; a member sees
 * it, cannot edit it, and writes her own; the owner deletes hers; the candidate's applied jobs
 * (the page and the raw API answer) never contain a note. Plus the composer's states: a failed
 * send keeps the text, a draft is covered by the leave guard and outlives a switch of status tab
 * and a reload until it is sent, editing is cancelled by Escape.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword, switchUser } from './support/real-session';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const JONAS = 'jonas.weber@northwind-analytics.example'; // owner
const PRIYA = 'priya.natarajan@northwind-analytics.example'; // member
const MAYA = 'maya.okafor@example.com'; // the candidate
/** Northwind's Data Engineer job, where Maya's application (rejected) is. */
const DATA_ENGINEER = 'c1ec743a-b05b-48cf-8fa1-b2413de69e7d';
const OWNER_NOTE = 'Reconsidered: her dbt work fits the warehouse rebuild. Call on Monday.';
const MEMBER_NOTE = 'Agree. Ask about Airflow on-call.';

/** Maya's application card on the job page, with its activity opened. */
async function openMayasActivity(page: Page) {
  await page.goto(`/employer/job/details/${DATA_ENGINEER}`);
  const card = page.getByRole('article', { name: 'Application from Maya Okafor' });
  await card.getByRole('button', { name: 'Activity and notes' }).click();
  await expect(card.getByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const panel = card.getByRole('region', { name: /Activity and notes on Maya Okafor/ });
  const timeline = panel.getByRole('list', { name: 'Activity, oldest first' });
  await expect(timeline).toBeVisible();
  return { card, panel, timeline };
}

test('the owner moves and notes an application, a member reads it and writes her own, the owner deletes hers; the candidate never sees a note', async ({
  page,
}) => {
  // The owner: a status change (Rejected → In review, reconsidering) joins the timeline.
  await signInWithPassword(page, JONAS);
  let { card, panel, timeline } = await openMayasActivity(page);
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Applied');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(
    'Status changed Submitted → Rejected by Jonas Weber',
  );
  await expect(panel.getByText('No notes yet. Notes are visible to your team only.')).toBeVisible();

  await card.getByRole('combobox', { name: 'Status of the application from Maya Okafor' }).click();
  await page.getByRole('option', { name: 'In review', exact: true }).click();
  await expect(page.getByText('Maya Okafor is now in review')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(2)).toContainText(
    /Status changed Rejected → In review by Jonas Weber · Nov 2[01], 2025, \d\d:\d\d/,
  );

  // A note: the button is disabled while it is sent, then the note ends the timeline.
  const composer = panel.getByLabel('Add a note for your team');
  await composer.fill(OWNER_NOTE);
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(composer).toHaveValue('');
  const ownerItem = timeline.getByRole('listitem').nth(3);
  await expect(ownerItem).toContainText(`Note by Jonas Weber`);
  await expect(ownerItem).toContainText(OWNER_NOTE);
  await expect(ownerItem.getByRole('button', { name: 'Edit your note' })).toBeVisible();
  await expect(panel.getByText('No notes yet.', { exact: false })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/notes-desktop.png', fullPage: true });
  // The opened panel has no serious accessibility fault (axe, as the employer pages are checked).
  const scan = await new AxeBuilder({ page })
    .include('[aria-label^="Activity and notes on"]')
    .analyze();
  expect(
    scan.violations
      .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => v.id),
  ).toEqual([]);

  // A member: sees the owner's note, may neither edit nor delete it; writes and edits her own.
  await switchUser(page, PRIYA);
  ({ card, panel, timeline } = await openMayasActivity(page));
  const seen = timeline.getByRole('listitem').filter({ hasText: OWNER_NOTE });
  await expect(seen).toContainText('Note by Jonas Weber');
  await expect(seen.getByRole('button')).toHaveCount(0);
  await panel.getByLabel('Add a note for your team').fill(MEMBER_NOTE);
  await panel.getByRole('button', { name: 'Add note' }).click();
  const mine = timeline.getByRole('listitem').filter({ hasText: MEMBER_NOTE });
  await expect(mine).toContainText('Note by Priya Natarajan');
  // Inline edit: Escape cancels and gives the text back untouched.
  await mine.getByRole('button', { name: 'Edit your note' }).click();
  // (Found in the timeline: while it is edited, the item no longer shows the note's text.)
  const editor = timeline.getByLabel('Your note', { exact: true });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(MEMBER_NOTE);
  await editor.fill('Changed my mind');
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(mine).toContainText(MEMBER_NOTE);
  await expect(mine.getByRole('button', { name: 'Edit your note' })).toBeFocused();

  // The owner deletes the member's note (owners and admins may delete any), after a confirm.
  await switchUser(page, JONAS);
  ({ card, panel, timeline } = await openMayasActivity(page));
  const hers = timeline.getByRole('listitem').filter({ hasText: MEMBER_NOTE });
  await expect(hers.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await hers.getByRole('button', { name: "Delete Priya Natarajan's note" }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
  await expect(dialog).toContainText(
    "Priya Natarajan's note on Maya Okafor's application is deleted for everyone in your team.",
  );
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  await expect(timeline.getByText(MEMBER_NOTE)).toHaveCount(0);
  await expect(timeline.getByText(OWNER_NOTE)).toBeVisible();

  // The candidate: her applied jobs show the new status, never a note; nor does the raw answer.
  const maya = await switchUser(page, MAYA);
  await page.goto('/applied-jobs');
  await expect(page.getByRole('heading', { name: 'Data Engineer' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Reconsidered');
  await expect(page.locator('body')).not.toContainText('Jonas Weber');
  const answer = await page.request.get(`${API_URL}/v2/profile/applied-jobs/?page_size=100`, {
    headers: bearer(maya),
  });
  assertNoViolation(answer);
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toContain('"status":"in_review"');
  expect(text).not.toContain('Reconsidered');
  expect(text).not.toMatch(/"(notes?|activity|history)"/);
  // And the notes themselves are refused to her.
  const notes = await page.request.get(
    `${API_URL}/v2/employers/bb2526e3-559a-4926-9b98-32e0df1d2b3e/jobs/${DATA_ENGINEER}/applications/ee9ec9b7-0304-4055-a8ad-ef5b17e16ffc/notes/`,
    { headers: bearer(maya) },
  );
  expect(notes.status()).toBe(403);
});

test('a failed send keeps the text; a draft asks before leaving; at 390 px the activity fits', async ({
  page,
}) => {
  await signInWithPassword(page, PRIYA);
  const { panel, timeline } = await openMayasActivity(page);
  const composer = panel.getByLabel('Add a note for your team');

  // Blank: said under the field, nothing sent.
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Enter a note')).toBeVisible();

  // The server fails once: the text stays, the failure is said in words.
  let failures = 1;
  await page.route('**/notes/', async (route) => {
    if (route.request().method() === 'POST' && failures > 0) {
      failures -= 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://api.jobboard.example/problems/server-error',
          title: 'Internal server error',
          status: 500,
          detail: 'Something went wrong on our side.',
          code: 'server_error',
        }),
      });
      return;
    }
    await route.fallback();
  });
  await composer.fill('Line one\nLine two');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText(/We couldn't add the note\./)).toBeVisible();
  await expect(composer).toHaveValue('Line one\nLine two');

  // A draft: leaving asks; Stay keeps it.
  await page.getByRole('link', { name: 'Jobs', exact: true }).filter({ visible: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your note will be lost.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(composer).toHaveValue('Line one\nLine two');

  // Sent again: kept with its line breaks, and nothing is left to guard.
  await panel.getByRole('button', { name: 'Add note' }).click();
  const note = timeline.getByRole('listitem').filter({ hasText: 'Line one' });
  await expect(note).toContainText('Note by Priya Natarajan');
  await expect(note.getByText('Line one\nLine two')).toBeVisible();
  await expect(composer).toHaveValue('');
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/notes-390.png', fullPage: true });
});

test('an unsent note outlives a switch of tab and a reload, until it is sent', async ({ page }) => {
  const DRAFT = 'Check her notice period before the second interview.';
  await signInWithPassword(page, PRIYA);
  const { panel } = await openMayasActivity(page);
  await panel.getByLabel('Add a note for your team').fill(DRAFT);

  // Another tab lists Maya's application anew (Rejected), another has no card of hers at all.
  const tabs = page.getByRole('tablist', { name: 'Filter applications by status' });
  const mayasCard = page.getByRole('article', { name: 'Application from Maya Okafor' });
  const composer = mayasCard.getByLabel('Add a note for your team');
  await tabs.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/[?&]status=rejected/);
  await expect(mayasCard.getByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(composer).toHaveValue(DRAFT);
  await tabs.getByRole('tab', { name: 'Hired' }).click();
  await expect(page.getByRole('heading', { name: 'No one hired yet' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'All' }).click();
  await expect(composer).toHaveValue(DRAFT);

  // A reload (this tab's storage) keeps it too; the leave guard still covers it.
  page.once('dialog', (dialog) => void dialog.accept()); // the browser's own "Leave site?"
  await page.reload();
  await expect(composer).toHaveValue(DRAFT);
  await page.setViewportSize({ width: 390, height: 844 });
  await composer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/notes-draft-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Sent: the note joins the timeline and no draft is left on that application.
  await mayasCard.getByRole('button', { name: 'Add note' }).click();
  await expect(
    mayasCard.getByRole('list', { name: 'Activity, oldest first' }).getByText(DRAFT),
  ).toBeVisible();
  await expect(composer).toHaveValue('');
  await tabs.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/[?&]status=rejected/);
  const toggle = mayasCard.getByRole('button', { name: 'Activity and notes' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(composer).toHaveValue('');
  // Nothing left to guard: the side navigation leaves without a question.
  await page.getByRole('link', { name: 'Jobs', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/employer\/jobs/);
});
