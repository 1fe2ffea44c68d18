/**
 * The pipeline at volume (docs/product.md §2, 'Pipeline | List'), on the volume seed
 * (mock/fake/volume-seed.ts: Northwind's "Customer Success Associate" with 3,000 applications;
 * the second local backend of playwright.config.ts, 50 ports up): every column that counts
 * applications shows cards and pages on its own to its oldest applicant, the board is near the
 * top, a filter narrows every column and its count, a whole stage moves in one call (the server
 * keeps it), and a card moves between columns by keyboard. Screenshots to /tmp/pipeline-volume-*.png.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test, API_URL } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const apiPort = Number(process.env.E2E_API_PORT ?? 4010);
const VOLUME_API = `http://127.0.0.1:${apiPort + 50}`;
const VOLUME_FAKE = `http://127.0.0.1:${apiPort + 52}`;
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const JOB = '5c1d7a3e-9f2b-4c6d-8e1a-3b5f7d9c0a24';
const JONAS = 'jonas.weber@northwind-analytics.example';
const details = `/employer/job/details/${JOB}?view=pipeline`;
const applications = `${VOLUME_API}/v2/employers/${NORTHWIND}/jobs/${JOB}/applications/`;

const STATUSES: T.ApplicationStatus[] = [
  'submitted',
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'rejected',
];
const LABELS: Record<T.ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
};

const column = (page: Page, status: T.ApplicationStatus, count: number) =>
  page.getByRole('region', { name: `${LABELS[status]} (${count})`, exact: true });

/**
 * The volume backend back to its seed, the session signed in there, and the app's API calls sent
 * there (the build knows one API origin: its requests are routed to the volume backend's port).
 */
async function onVolume(page: Page): Promise<string> {
  const reset = await fetch(`${VOLUME_FAKE}/__reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`Resetting the volume backend failed: ${reset.status}`);
  await page.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, VOLUME_API) }),
  );
  await signInWithPassword(page, JONAS);
  // That sign-in was the default backend's (its cookies: user, company); the volume backend has
  // the same seeded users and gives its own tokens.
  const login = await page.request.post(`${VOLUME_API}/v2/auth/login/`, {
    data: { email: JONAS, password: 'correct-horse-battery-staple' },
  });
  assertNoViolation(login);
  const session = (await login.json()) as { access: string; refresh: string };
  await page.context().addCookies([
    {
      name: 'jb_auth',
      value: encodeURIComponent(
        JSON.stringify({ access: session.access, refresh: session.refresh }),
      ),
      url: `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`,
      sameSite: 'Strict',
    },
  ]);
  return session.access;
}

/** What the volume backend keeps: the job's counts per status, under a filter. */
async function serverCounts(
  page: Page,
  access: string,
  query = '',
): Promise<T.ApplicationStatusCount> {
  const response = await page.request.get(`${applications}status-count/${query}`, {
    headers: bearer({ access }),
  });
  assertNoViolation(response);
  expect(response.status()).toBe(200);
  return (await response.json()) as T.ApplicationStatusCount;
}

test('every column that counts applications shows cards, the board near the top of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const access = await onVolume(page);
  const counts = await serverCounts(page, access);
  expect(counts.total).toBe(3000);
  await page.goto(details);
  for (const status of STATUSES) {
    const n = counts[status];
    if (n > 0) await expect(column(page, status, n).getByRole('article').first()).toBeVisible();
    else await expect(column(page, status, n)).toContainText('None');
  }
  // The board first: its first column head within 1.5 screens of the top (1,350 px at 900 px high).
  const head = column(page, 'submitted', counts.submitted).getByRole('heading', { level: 3 });
  const box = await head.boundingBox(); // from the top of the page: it has not scrolled
  expect(box!.y).toBeLessThanOrEqual(1350);
  await page.screenshot({ path: '/tmp/pipeline-volume-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/pipeline-volume-phone.png', fullPage: false });
});

test("Show more reaches a stage's oldest applicant, and then there is no more", async ({
  page,
}) => {
  const access = await onVolume(page);
  const oldest = await page.request.get(
    `${applications}?status=interviewing&ordering=applied_at&page_size=1`,
    { headers: bearer({ access }) },
  );
  const [first] = ((await oldest.json()) as T.PaginatedJobApplicationList).results;
  await page.goto(details);
  const interviewing = column(page, 'interviewing', 60);
  await expect(interviewing.getByRole('article')).toHaveCount(20);
  for (const shown of [40, 60]) {
    await interviewing.getByRole('button', { name: /^Show more in Interviewing/ }).click();
    await expect(interviewing.getByRole('article')).toHaveCount(shown);
  }
  await expect(interviewing.locator(`[data-focus-row="application-${first!.id}"]`)).toBeVisible();
  await expect(interviewing.getByRole('article').last()).toHaveAccessibleName(
    `Application from ${first!.applicant_name}`,
  );
  await expect(interviewing.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
});

test('a filter narrows every column and its count, and stays in the URL', async ({ page }) => {
  const access = await onVolume(page);
  const failed = await serverCounts(page, access, '?knockout=failed');
  const all = await serverCounts(page, access);
  expect(failed.total).toBeGreaterThan(0);
  expect(failed.total).toBeLessThan(all.total);
  await page.goto(details);
  await expect(column(page, 'submitted', all.submitted)).toBeVisible();
  await page.getByRole('combobox', { name: 'Screening' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/[?&]knockout=failed/);
  for (const status of STATUSES) {
    const col = column(page, status, failed[status]);
    await expect(col).toBeVisible();
    if (failed[status] > 0) {
      await expect(col.getByRole('article').first()).toBeVisible();
      // Every card shown failed the screening.
      const cards = col.getByRole('article');
      await expect(cards.filter({ hasNotText: 'Knockout' })).toHaveCount(0);
    }
  }
  // The filter is the URL's: a reload keeps it.
  await page.reload();
  await expect(column(page, 'submitted', failed.submitted)).toBeVisible();
});

test('the busiest stage moves in one call after a confirmation naming the number; the server keeps it', async ({
  page,
}) => {
  const access = await onVolume(page);
  const before = await serverCounts(page, access);
  const n = before.submitted; // 2,600 of 3,000, some of them withdrawn
  expect(n).toBeGreaterThanOrEqual(300);
  await page.goto(details);
  const submitted = column(page, 'submitted', n);
  await submitted.getByRole('button', { name: `Move all ${n} in Submitted` }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${n} applications to In review?` });
  await expect(dialog).toContainText(`All ${n} applications in Submitted`);
  const moved = page.waitForResponse(
    (r) => r.url().endsWith('/applications/stage-move/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `Move ${n} applications` }).click();
  const result = (await (await moved).json()) as T.ApplicationStageMoveResult;
  expect(result.matched).toBe(n);
  expect(result.moved + result.refused_count).toBe(n);
  expect(result.moved).toBeGreaterThanOrEqual(300);
  // Said in words: how many moved, and which did not and why.
  const said = page.getByRole('status').filter({ hasText: 'moved to In review' });
  await expect(said).toContainText(`${result.moved} moved to In review`);
  if (result.refused_count > 0) {
    await expect(said).toContainText(
      `${result.refused_count} application${result.refused_count === 1 ? '' : 's'} could not be moved`,
    );
    await expect(said).toContainText('was withdrawn by the candidate');
  }
  // The server kept it, and the heads say the same.
  const after = await serverCounts(page, access);
  expect(after.in_review).toBe(before.in_review + result.moved);
  expect(after.submitted).toBe(result.refused_count);
  await expect(column(page, 'in_review', after.in_review)).toBeVisible();
  await expect(column(page, 'submitted', after.submitted)).toBeVisible();
});

test('the list selects all of a stage, not only its page, and rejects them in one call after a confirmation naming the number', async ({
  page,
}) => {
  const access = await onVolume(page);
  const before = await serverCounts(page, access);
  const n = before.in_review;
  await page.goto(`${details.split('?')[0]}?status=in_review`);
  const list = page.getByRole('region', { name: /^Applications \(\d+\)$/ });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(`Applications (${n})`);
  await list.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(list.getByText('20 selected')).toBeVisible();
  await list.getByRole('button', { name: `Select all ${n} in In review` }).click();
  await expect(list.getByText(`All ${n} in In review selected`)).toBeVisible();
  await list.getByRole('button', { name: 'Move selected to…' }).click();
  await page.getByRole('menuitem', { name: 'Rejected' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${n} candidates?` });
  await expect(dialog).toContainText(`All ${n} applications in In review`);
  await dialog.getByRole('button', { name: `Reject ${n} candidates` }).click();
  await expect(list.getByRole('status')).toContainText('moved to Rejected');
  const after = await serverCounts(page, access);
  expect(after.in_review).toBeLessThan(5); // those withdrawn meanwhile stay, named in the summary
  expect(after.rejected).toBe(before.rejected + n - after.in_review);
});

test('a card moves between columns by keyboard; both heads follow and the server keeps it', async ({
  page,
}) => {
  const access = await onVolume(page);
  const before = await serverCounts(page, access);
  await page.goto(details);
  const offered = column(page, 'offered', before.offered);
  const card = offered.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  const move = card.getByRole('button', { name: `Move ${name} to…` });
  await move.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Hired' })).toBeVisible();
  // The first item has focus; walk to Hired by keys.
  for (
    let i = 0;
    i < 3 &&
    !(await menu
      .getByRole('menuitem', { name: 'Hired' })
      .evaluate((m) => m === document.activeElement));
    i++
  )
    await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Hired' })).toBeFocused();
  await page.keyboard.press('Enter');
  // A final move asks first.
  const dialog = page.getByRole('dialog', { name: 'Mark as hired?' });
  await dialog.getByRole('button', { name: 'Mark as hired' }).focus();
  await page.keyboard.press('Enter');
  await expect(column(page, 'hired', 1)).toContainText(name);
  await expect(column(page, 'offered', before.offered - 1)).toBeVisible();
  await expect
    .poll(() => serverCounts(page, access))
    .toMatchObject({ offered: before.offered - 1, hired: 1 });
});
