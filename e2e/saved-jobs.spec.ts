/**
 * Saved jobs against the local backend: as the seeded candidate, save two jobs
 * from /jobs (one by keyboard) and one from a job page, reload, find all three on Saved jobs,
 * remove one (still gone after a reload); signed out, Save → sign in → the job is saved once; an
 * employer is told saving needs a candidate account. The saved jobs' ids are asked once per page.
 */
import { type Page } from '@playwright/test';
import { API_URL, expect, test } from './support/test';
import { recordRequests } from './support/prefer';
import { signInWithPassword } from './support/real-session';

const MAYA = 'maya.okafor@example.com';
const IDS = '/v2/profile/saved-jobs/ids/';
const SAVE = /^\/v2\/profile\/saved-jobs\/[0-9a-f-]{36}\/$/;
const INTENT_KEY = 'jb:pending-intent';

const A = 'Fleet Dispatcher (Evenings)';
const B = 'Clinical Data Analyst';
const C = { slug: 'solar-project-manager-helios', title: 'Solar Project Manager' };
/** Seeded for Maya (the contract's listSavedJobs example): one open, one closed since. */
const SEEDED = ['Senior Frontend Engineer (React)', 'QA Automation Engineer'];

const cardToggle = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Job results' })
    .getByRole('button', { name: new RegExp(`^Saved? ${title.replace(/[()]/g, '\\$&')}$`) });

const screenshots = async (page: Page, name: string) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/saved-jobs-${name}-${width}.png`, fullPage: true });
  }
};

test('the candidate saves from /jobs and a job page, sees them on Saved jobs, and removes one', async ({
  page,
}) => {
  await signInWithPassword(page, MAYA);
  const idsCalls = recordRequests(page, IDS);
  const saves = recordRequests(page, SAVE);
  await page.goto('/jobs');

  // By mouse.
  const a = cardToggle(page, A);
  await expect(a).toHaveAttribute('aria-pressed', 'false');
  await expect(a).toHaveText(/^Save/);
  await a.click();
  await expect(a).toHaveAttribute('aria-pressed', 'true');
  await expect(a).toHaveText(/^Saved/);

  // By keyboard: Space saves, Enter unsaves, Space saves again.
  const b = cardToggle(page, B);
  await b.focus();
  await page.keyboard.press('Space');
  await expect(b).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(b).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(b).toHaveAttribute('aria-pressed', 'true');
  await expect(b).toBeFocused();
  // The seeded saved job reads as saved.
  await expect(cardToggle(page, SEEDED[0]!)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => saves.length).toBe(4);
  expect(idsCalls).toHaveLength(1);
  await screenshots(page, 'jobs');

  // From the job page.
  await page.goto(`/job/${C.slug}`);
  const pageToggle = page.getByRole('button', { name: 'Save', exact: true });
  await pageToggle.click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The header menu counts them.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Saved jobs/ })).toHaveText(
    /Saved jobs\s*\(?5\)?/,
  );
  await page.getByRole('menuitem', { name: /Saved jobs/ }).click();

  // Saved jobs: newest first, the closed one says so.
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows.getByRole('heading', { level: 2 })).toHaveText([C.title, B, A, ...SEEDED]);
  await expect(rows.filter({ hasText: SEEDED[1]! })).toContainText(
    'Closed: no longer accepting applications',
  );
  await screenshots(page, 'page');

  // Remove B: its row leaves, focus moves to the next row's Remove; it stays gone after a reload.
  await page.getByRole('button', { name: `Remove ${B} from saved jobs` }).click();
  await expect(rows.getByRole('heading', { level: 2 })).toHaveText([C.title, A, ...SEEDED]);
  await expect(page.getByRole('button', { name: `Remove ${A} from saved jobs` })).toBeFocused();
  await expect(page.getByText('4 saved jobs')).toBeVisible();
  await page.reload();
  await expect(rows.getByRole('heading', { level: 2 })).toHaveText([C.title, A, ...SEEDED]);
  await page.goto('/jobs');
  await expect(cardToggle(page, B)).toHaveAttribute('aria-pressed', 'false');
  await expect(cardToggle(page, A)).toHaveAttribute('aria-pressed', 'true');
});

test('signed out, Save asks to sign in, and the job is saved once signed in', async ({ page }) => {
  const saves = recordRequests(page, SAVE);
  await page.goto('/jobs');
  await cardToggle(page, A).click();
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(signIn).toBeVisible();
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), INTENT_KEY))!),
  ).toMatchObject({ kind: 'save', from: '/jobs' });
  await signIn.getByLabel('Email').fill(MAYA);
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Job saved')).toBeVisible();
  await expect(cardToggle(page, A)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), INTENT_KEY)).toBeNull();
  await page.reload();
  await expect(cardToggle(page, A)).toHaveAttribute('aria-pressed', 'true');
  expect(saves.filter((r) => r.method === 'PUT')).toHaveLength(1);
});

test('an empty list says what to do', async ({ page }) => {
  const session = await signInWithPassword(page, MAYA);
  const ids = await page.request.get(`${API_URL}${IDS}`, {
    headers: { authorization: `Bearer ${session.access}` },
  });
  for (const id of ((await ids.json()) as { job_ids: string[] }).job_ids)
    await page.request.delete(`${API_URL}/v2/profile/saved-jobs/${id}/`, {
      headers: { authorization: `Bearer ${session.access}` },
    });
  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  await expect(page.getByText("Save jobs you're interested in")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find jobs' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await screenshots(page, 'empty');
});

test('an employer is told that saving jobs needs a candidate account', async ({ page }) => {
  await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
  const saves = recordRequests(page, SAVE);
  await page.goto('/jobs');
  await cardToggle(page, A).click();
  const notice = page.getByRole('dialog', { name: 'Saving jobs needs a candidate account' });
  await expect(notice).toContainText('which is not a candidate account');
  await notice.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(notice).toHaveCount(0);
  expect(saves).toHaveLength(0);
});
