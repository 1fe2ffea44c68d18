/**
 * The pipeline of a job's applications (docs/product.md §2) against the local backend: the seeded
 * owner moves an application across the columns by keyboard alone (focus follows the card, the
 * counts follow), drags one by pointer (only onto a column that accepts it), a refused move
 * goes back with words, bulk-rejects two from the list view after the confirm (and a bulk move that
 * empties the tab leaves focus on the tab and says what moved), and searches by
 * email; a member sees no move controls. Screenshots of each screen at 390 px and desktop go to
 * /tmp/pipeline-*.png.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test, API_URL } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { contractExample } from './support/contract-examples';
import { prefer } from './support/prefer';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const JONAS = 'jonas.weber@northwind-analytics.example';
const PRIYA = 'priya.natarajan@northwind-analytics.example';
/** Senior Frontend Engineer: Amira submitted, Lukas in review, Chen interviewing. */
const job = contractExample<T.EmployerJobDetail>(
  '/v2/employers/{employerId}/jobs/{jobId}/',
  'get',
  '200',
);
const details = `/employer/job/details/${job.id}`;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('article', { name: `Application from ${name}` });

/**
 * What the server keeps: the job's counts per status. A move shows at once on the board (it is
 * optimistic), so after one the counts are polled until the server has it.
 */
async function serverCounts(page: Page, access: string): Promise<T.ApplicationStatusCount> {
  const response = await page.request.get(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${job.id}/applications/status-count/`,
    { headers: bearer({ access }) },
  );
  assertNoViolation(response);
  expect(response.status()).toBe(200);
  return (await response.json()) as T.ApplicationStatusCount;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/pipeline-${name}.png`, fullPage: true });
}

test('the owner moves an application across the pipeline by keyboard alone; focus and counts follow', async ({
  page,
}) => {
  const { access } = await signInWithPassword(page, JONAS);
  await page.goto(details);
  await page.getByRole('button', { name: 'Pipeline' }).click();
  await expect(page).toHaveURL(/[?&]view=pipeline/);
  await expect(page.getByRole('button', { name: 'Pipeline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(column(page, 'Submitted (1)')).toBeVisible();
  await expect(column(page, 'In review (1)')).toBeVisible();
  await expect(column(page, 'Interviewing (1)')).toBeVisible();
  await expect(column(page, 'Hired (0)')).toContainText('None');
  await expect(column(page, 'Submitted (1)').getByRole('article')).toHaveAccessibleName(
    'Application from Amira Haddad',
  );
  await shoot(page, 'desktop');
  await expectNoSeriousViolations(page);

  // Tab to Amira's "Move to…" from the view switch, then only keys.
  await page.getByRole('button', { name: 'Pipeline' }).focus();
  const amiraMove = page.getByRole('button', { name: 'Move Amira Haddad to…' });
  for (let i = 0; i < 20 && !(await amiraMove.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(amiraMove).toBeFocused();
  await page.keyboard.press('Enter');
  // Only the moves x-transitions allows from Submitted.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['In review', 'Rejected']);
  // Keys go to the menu once it has focus (on a busy machine it takes a moment).
  await expect(menu.getByRole('menuitem', { name: 'In review' })).toBeFocused();
  await page.keyboard.press('Enter'); // In review
  await expect(column(page, 'In review (2)')).toContainText('Amira Haddad');
  await expect(column(page, 'Submitted (0)')).toContainText('None');
  await expect(
    column(page, 'In review (2)').getByRole('button', { name: 'Move Amira Haddad to…' }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    'Amira Haddad moved to In review.',
  );
  await expect.poll(() => serverCounts(page, access)).toMatchObject({ submitted: 0, in_review: 2 });

  // Rejecting asks first; after "Reject application" focus follows the card to Rejected.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem')).toHaveText(['Interviewing', 'Rejected']);
  await expect(menu.getByRole('menuitem', { name: 'Interviewing' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rejected' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
  await expect(dialog).toContainText('Amira Haddad');
  await dialog.getByRole('button', { name: 'Reject application' }).focus();
  await page.keyboard.press('Enter');
  await expect(column(page, 'Rejected (1)')).toContainText('Amira Haddad');
  await expect(
    column(page, 'Rejected (1)').getByRole('button', { name: 'Move Amira Haddad to…' }),
  ).toBeFocused();
  await expect.poll(() => serverCounts(page, access)).toMatchObject({ in_review: 1, rejected: 1 });
});

test('a card is dragged onto a column that accepts it; a refused move goes back with words', async ({
  page,
}) => {
  const { access } = await signInWithPassword(page, JONAS);
  await page.goto(`${details}?view=pipeline`);
  const chen = card(page, 'Chen Wei');
  await expect(column(page, 'Interviewing (1)')).toContainText('Chen Wei');

  // Hired does not accept an interviewing application: nothing moves, nothing is sent.
  await chen.dragTo(column(page, 'Hired (0)'));
  await expect(column(page, 'Interviewing (1)')).toContainText('Chen Wei');
  expect(await serverCounts(page, access)).toMatchObject({ interviewing: 1, hired: 0 });

  await chen.dragTo(column(page, 'Offered (0)'));
  await expect(column(page, 'Offered (1)')).toContainText('Chen Wei');
  await expect(column(page, 'Interviewing (0)')).toBeVisible();
  await expect
    .poll(() => serverCounts(page, access))
    .toMatchObject({ interviewing: 0, offered: 1 });

  // The server refuses (someone moved it meanwhile): the card goes back, and the reason is said.
  await prefer(page, /\/applications\/[^/]+\/status\/$/, { code: 409, method: 'PATCH' });
  await card(page, 'Lukas Brandt').dragTo(column(page, 'Interviewing (0)'));
  await expect(page.getByText("can't be moved to Interviewing from In review")).toBeVisible();
  await expect(column(page, 'In review (1)')).toContainText('Lukas Brandt');
  await expect(column(page, 'Interviewing (0)')).toContainText('None');
});

test('the owner bulk-rejects two from the list view after the confirm, and searches by email', async ({
  page,
}) => {
  const { access } = await signInWithPassword(page, JONAS);
  await page.goto(details);
  const list = page.getByRole('region', { name: 'Applications (3)' });
  await list.getByRole('checkbox', { name: 'Select Amira Haddad' }).check();
  await list.getByRole('checkbox', { name: 'Select Chen Wei' }).check();
  await expect(list.getByText('2 selected')).toBeVisible();
  // (Before the menu opens: an open menu hides the page from assistive technology, as it should.)
  await expectNoSeriousViolations(page);
  await list.getByRole('button', { name: 'Move selected to…' }).click();
  // Hired is not allowed from Submitted nor Interviewing: shown disabled with the reason.
  await expect(page.getByRole('menuitem', { name: /^Hired/ })).toBeDisabled();
  await shoot(page, 'bulk-desktop');
  await page.getByRole('menuitem', { name: 'Rejected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 candidates?' });
  await dialog.getByRole('button', { name: 'Reject 2 candidates' }).click();
  await expect(list.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    '2 moved to Rejected.',
  );
  // Focus is back on the button that started it (the selection stays).
  await expect(list.getByRole('button', { name: 'Move selected to…' })).toBeFocused();
  for (const name of ['Amira Haddad', 'Chen Wei'])
    await expect(
      card(page, name).getByRole('combobox', { name: `Status of the application from ${name}` }),
    ).toHaveText('Rejected');
  await expect
    .poll(() => serverCounts(page, access))
    .toMatchObject({
      submitted: 0,
      interviewing: 0,
      rejected: 2,
    });

  // Search by email: the URL keeps it, only Lukas is listed.
  await list
    .getByRole('searchbox', { name: 'Search applications by name or email' })
    .fill('LUKAS.BRANDT@');
  await expect(page).toHaveURL(/[?&]search=LUKAS.BRANDT%40/);
  await expect(page.getByRole('region', { name: 'Applications (1)' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Lukas Brandt')).toBeVisible();
});

test('a bulk move that empties the tab on screen leaves focus on that tab and says what moved, by keyboard alone', async ({
  page,
}) => {
  const { access } = await signInWithPassword(page, JONAS);
  await page.goto(details);
  await expect(page.getByRole('region', { name: 'Applications (3)' })).toBeVisible();
  // (Its name follows the count of the tab on screen.)
  const list = page.getByRole('region', { name: /^Applications \(\d+\)$/ });
  const tabs = list.getByRole('tablist', { name: 'Filter applications by status' });
  // Keys only from the All tab: the arrow picks Submitted (Amira alone), Tab reaches the panel,
  // then Select all, then "Move selected to…".
  await tabs.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  const submitted = tabs.getByRole('tab', { name: 'Submitted' });
  await expect(submitted).toBeFocused();
  await expect(submitted).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Amira Haddad')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  const selectAll = list.getByRole('checkbox', { name: 'Select all on this page' });
  for (let i = 0; i < 5 && !(await selectAll.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(selectAll).toBeFocused();
  await page.keyboard.press('Space');
  await expect(list.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('Tab');
  const moveSelected = list.getByRole('button', { name: 'Move selected to…' });
  await expect(moveSelected).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const inReview = menu.getByRole('menuitem', { name: 'In review' });
  // Keys go to the menu once it has focus (its first enabled item).
  await expect(menu.locator('[role=menuitem]:focus')).toHaveCount(1);
  for (let i = 0; i < 6 && !(await inReview.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(inReview).toBeFocused();
  await page.keyboard.press('Enter');

  // The tab is empty now: its empty state shows, the outcome is still said, and focus is on the
  // tab itself (not dropped to the page), so the arrows go on from there.
  await expect(list.getByRole('heading', { name: 'No new applications' })).toBeVisible();
  await expect(list.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    '1 moved to In review.',
  );
  await expect(submitted).toBeFocused();
  await expect.poll(() => serverCounts(page, access)).toMatchObject({ submitted: 0, in_review: 2 });
  await shoot(page, 'bulk-emptied');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(submitted).toBeFocused();
  await shoot(page, 'bulk-emptied-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'In review' })).toBeFocused();
  await expect(card(page, 'Amira Haddad')).toBeVisible();
  // Another tab is another list: the outcome of the move on the last one is no longer said.
  await expect(list.getByRole('status').filter({ hasText: 'moved' })).toHaveCount(0);
});

test('a member reads the pipeline and the list but sees no move controls, and why', async ({
  page,
}) => {
  await signInWithPassword(page, PRIYA);
  await page.goto(`${details}?view=pipeline`);
  await expect(column(page, 'Submitted (1)')).toContainText('Amira Haddad');
  await expect(
    page.getByText('You can read these applications; only owners and admins can move them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move .* to…$/ })).toHaveCount(0);
  await expect(card(page, 'Amira Haddad')).toHaveAttribute('draggable', 'false');

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('region', { name: 'Applications (3)' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move selected to…' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pipeline is one column at a time, picked by a status switcher with counts', async ({
    page,
  }) => {
    await signInWithPassword(page, JONAS);
    await page.goto(`${details}?view=pipeline`);
    await expect(column(page, 'Submitted (1)')).toBeVisible();
    await expect(column(page, 'In review (1)')).toBeHidden();
    await shoot(page, 'phone');
    await expectNoSeriousViolations(page);
    const switcher = page.getByRole('combobox', { name: 'Show the column' });
    await switcher.click();
    await page.getByRole('option', { name: 'Interviewing (1)' }).click();
    await expect(column(page, 'Interviewing (1)')).toContainText('Chen Wei');
    await expect(column(page, 'Submitted (1)')).toBeHidden();
    // Focus follows a moved card to its column, which the switcher now shows.
    await page.getByRole('button', { name: 'Move Chen Wei to…' }).click();
    await page.getByRole('menuitem', { name: 'Offered' }).click();
    await expect(column(page, 'Offered (1)')).toBeVisible();
    await expect(switcher).toHaveText('Offered (1)');
    await expect(page.getByRole('button', { name: 'Move Chen Wei to…' })).toBeFocused();
    await shoot(page, 'phone-moved');

    await page.goto(details);
    await page.getByRole('checkbox', { name: 'Select Amira Haddad' }).check();
    await shoot(page, 'bulk-phone');
  });
});
