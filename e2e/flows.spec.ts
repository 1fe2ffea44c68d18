/**
 * End-to-end flows against the stateful local backend (no Prefer headers, no canned answers): what
 * a user does is written by the fake and read back, so every check is of what the user sees, or of
 * what the server kept after a reload. The backend is reset before each test (support/test.ts).
 *
 * Over 350 lines on purpose: one spec for this area, its tests sharing the set-up and helpers
 * above; split it by describe block if it grows further.
 */
import { type Page } from '@playwright/test';
import { API_URL, expect as baseExpect, mailbox, test } from './support/test';
import {
  assertNoViolation,
  bearer,
  signInWithPassword,
  type RealSession,
} from './support/real-session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example';
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const BERLIN = '7eb3ae74-5935-49f2-b073-9f69bc12054f';
const SEEDED_PUBLIC_JOBS = 12;
const NOT_FOUND = "Oops, we can't seem to find the page you're looking for";

/** A small, valid one-page PDF. */
const resumePdf = () => ({
  name: 'ada-lovelace-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
});

const jobResults = (page: Page) => page.getByRole('region', { name: 'Job results' });

/** Radix select: open it by its accessible name and pick an option. */
async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a job through the API as the signed-in employer (a draft), optionally published. */
async function createJob(
  page: Page,
  session: RealSession,
  title: string,
  { publish = false } = {},
) {
  const created = await page.request.post(`${API_URL}/v2/employers/${NORTHWIND}/jobs/`, {
    headers: bearer(session),
    data: {
      title,
      description: `<p>${title}: a role created by the end-to-end flows.</p>`,
      employment_type: 'full_time',
      workplace_type: 'hybrid',
      seniority: 'mid',
      location_ids: [BERLIN],
      salary: null,
      valid_through: null,
      skills: ['Testing'],
    },
  });
  assertNoViolation(created);
  expect(created.status()).toBe(201);
  const job = (await created.json()) as T.EmployerJobDetail;
  if (publish) {
    const published = await page.request.patch(
      `${API_URL}/v2/employers/${NORTHWIND}/jobs/${job.id}/status/`,
      {
        headers: bearer(session),
        data: { status: 'published' },
      },
    );
    assertNoViolation(published);
    expect(published.status()).toBe(200);
  }
  return job;
}

test('three jobs opened from their cards on /jobs each show their own title and company', async ({
  page,
}) => {
  const jobs = [
    { title: 'Solar Project Manager', company: 'Helios Renewables' },
    { title: 'Data Engineer', company: 'Northwind Analytics' },
    { title: 'Clinical Data Analyst', company: 'Brightpath Health' },
  ];
  for (const job of jobs) {
    await page.goto('/jobs');
    await expect(jobResults(page).getByRole('heading', { level: 2 })).toHaveText(
      `${SEEDED_PUBLIC_JOBS} jobs`,
    );
    const card = jobResults(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: job.title, exact: true }) });
    await expect(card).toContainText(job.company);
    await card.getByRole('link', { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(/\/job\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole('heading', { name: `About ${job.company}` })).toBeVisible();
    await expect(page).toHaveTitle(`${job.title} at ${job.company} | Jobboard`);
  }
});

test('a keyword narrows the list and its count; no match shows the empty state; filters narrow it too', async ({
  page,
}) => {
  await page.goto('/jobs');
  const count = jobResults(page).getByRole('heading', { level: 2 });
  await expect(count).toHaveText(`${SEEDED_PUBLIC_JOBS} jobs`);

  const search = page.getByRole('search');
  await search.getByLabel('Keyword').fill('engineer');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?search=engineer$/);
  await expect(count).toHaveText('5 jobs');
  const cards = jobResults(page).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  for (const title of await cards.getByRole('heading', { level: 3 }).allTextContents())
    expect(title).toMatch(/engineer/i);

  await search.getByLabel('Keyword').fill('nurse');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expect(jobResults(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(count).toHaveText(`${SEEDED_PUBLIC_JOBS} jobs`);
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByRole('checkbox', { name: 'Remote' }).check();
  await expect(page).toHaveURL(/\/jobs\?employment_type=full_time&workplace_type=remote$/);
  await expect(count).toHaveText('2 jobs');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Data Engineer',
    'Senior Backend Engineer (Python/Django)',
  ]);
  for (const card of await cards.all()) {
    await expect(card).toContainText('Remote');
    await expect(card).toContainText('Full-time');
  }
});

test('pagination: the API pages with next/previous links; the employer jobs list and /jobs page in the UI', async ({
  page,
}) => {
  const get = async (url: string) => {
    const response = await page.request.get(url);
    assertNoViolation(response);
    expect(response.status()).toBe(200);
    return (await response.json()) as T.PaginatedJobList;
  };
  const first = await get(`${API_URL}/v2/public/jobs/?page_size=5`);
  const second = await get(`${API_URL}/v2/public/jobs/?page_size=5&page=2`);
  expect(second.count).toBe(SEEDED_PUBLIC_JOBS);
  expect(second.results).toHaveLength(5);
  expect(second.next).toBe(`${API_URL}/v2/public/jobs/?page_size=5&page=3`);
  expect(second.previous).toBe(`${API_URL}/v2/public/jobs/?page_size=5`);
  const firstSlugs = first.results.map((j) => j.slug);
  expect(second.results.filter((j) => firstSlugs.includes(j.slug))).toEqual([]);
  const third = await get(second.next!);
  expect(third.results).toHaveLength(SEEDED_PUBLIC_JOBS - 10);
  expect(third.next).toBeNull();

  // Nine more Northwind jobs, published: 15 employer jobs (10 a page), 21 public ones (20 a page).
  const jonas = await signInWithPassword(page, JONAS);
  for (let n = 1; n <= 9; n += 1)
    await createJob(page, jonas, `Flow Pagination Role ${n}`, { publish: true });

  await page.goto('/employer/jobs');
  const table = page.getByRole('region', { name: 'Jobs' });
  await expect(table.getByText('15 jobs')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  const titles = table.getByRole('rowheader').getByRole('link');
  await expect(titles).toHaveCount(10);
  const pageOne = await titles.allTextContents();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/employer\/jobs\?page=2$/);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(titles).toHaveCount(5);
  const pageTwo = await titles.allTextContents();
  expect(pageTwo.filter((t) => pageOne.includes(t))).toEqual([]);
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();

  await page.goto('/jobs');
  const count = jobResults(page).getByRole('heading', { level: 2 });
  await expect(count).toContainText('21 jobs');
  await expect(count).toContainText('page 1 of 2');
  await expect(jobResults(page).getByRole('listitem')).toHaveCount(20);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(count).toContainText('page 2 of 2');
  // The oldest published job is the one left for page 2.
  await expect(jobResults(page).getByRole('listitem')).toHaveCount(1);
  await expect(jobResults(page).getByRole('link')).toHaveText(
    'Wind Turbine Field Service Technician',
  );
});

test('a new candidate signs up by magic link, applies with an uploaded resume, and finds the application kept', async ({
  page,
}) => {
  const email = 'ada.lovelace@example.com';
  const job = { slug: 'clinical-data-analyst-brightpath', title: 'Clinical Data Analyst' };
  await page.goto(`/job/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'Check your email for a magic link' });
  await expect(sent).toContainText(`We've sent a magic link to ${email}`);

  await expect.poll(async () => (await mailbox(email)).length).toBe(1);
  const [mail] = await mailbox(email);
  const link = new URL(mail!.link);
  // The link leads back to this app (the request's origin) and to the page the dialog was opened on.
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toBe(`/job/${job.slug}`);
  await page.goto(`${link.pathname}${link.search}`);
  const complete = page.getByRole('dialog', { name: 'Complete your account' });
  await expect(complete).toContainText(`Signing up as: ${email}`);
  await complete.getByLabel('Password').fill('analytical-engine-1843');
  await complete.getByRole('button', { name: 'Create account' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));

  await page.getByRole('button', { name: 'Apply now' }).click();
  const apply = page.getByRole('dialog', { name: `Apply for ${job.title}` });
  await expect(apply.getByLabel('Email')).toHaveValue(email);
  await apply.getByLabel('Full name').fill('Ada Lovelace');
  await apply.getByLabel('Resume file').setInputFiles(resumePdf());
  await apply.getByLabel('Cover letter').fill('I like numbers, and engines that crunch them.');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(apply).toContainText(`Brightpath Health has your application for ${job.title}.`);
  await apply.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();

  // The server kept it: after a reload the job still shows as applied.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  await page.getByRole('link', { name: 'See your applied jobs' }).click();
  await expect(page).toHaveURL(/\/applied-jobs$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Applied jobs' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Your applications' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: job.title })).toHaveAttribute(
    'href',
    /^\/applied-jobs\/[0-9a-f-]{36}$/,
  );
  await expect(rows).toContainText('Brightpath Health');
  await expect(rows).toContainText('Submitted');
});

test('an employer posts a job, publishes it, edits it and deletes it; the public board follows', async ({
  page,
}) => {
  const title = 'Analytics Flow Engineer';
  const renamed = 'Senior Analytics Flow Engineer';
  await signInWithPassword(page, JONAS);
  await page.goto('/employer/job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Build the pipelines our planners rely on.');
  await choose(page, 'Workplace', 'Hybrid');
  const locations = page.getByRole('combobox', { name: 'Locations' });
  await locations.fill('Ber');
  await page.getByRole('option', { name: 'Berlin, Germany' }).click();
  await expect(page.getByRole('list', { name: 'Selected locations' })).toContainText(
    'Berlin, Germany',
  );
  await page.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('combobox', { name: `Status of ${title}` })).toHaveText('Draft');
  await choose(page, `Status of ${title}`, 'Published');
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText(`“${title}” is now published`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Public page/ })).toBeVisible();

  // Public: newest first on /jobs, and its page opens.
  await page.goto('/jobs');
  await expect(jobResults(page).getByRole('heading', { level: 2 })).toHaveText(
    `${SEEDED_PUBLIC_JOBS + 1} jobs`,
  );
  const card = jobResults(page).getByRole('link', { name: title, exact: true });
  const publicPath = (await card.getAttribute('href'))!;
  expect(publicPath).toMatch(/^\/job\/[a-z0-9-]+$/);
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'About Northwind Analytics' })).toBeVisible();
  await expect(page.getByText('Build the pipelines our planners rely on.')).toBeVisible();

  // Edit the title: the details page and the public page (same address) show the new one.
  await page.goto(detailsUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.getByLabel('Job title').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // Delete it: gone from the employer's list (also after a reload) and from the public board.
  await page.goto(detailsUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await expect(page.getByText(`“${renamed}” was deleted`)).toBeVisible();
  const table = page.getByRole('region', { name: 'Jobs' });
  await expect(table.getByRole('link', { name: 'Data Engineer', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: renamed })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('link', { name: 'Data Engineer', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: renamed })).toHaveCount(0);
  await page.goto('/jobs');
  await expect(jobResults(page).getByRole('heading', { level: 2 })).toHaveText(
    `${SEEDED_PUBLIC_JOBS} jobs`,
  );
  await expect(jobResults(page).getByRole('link', { name: renamed })).toHaveCount(0);
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
});

test('an owner invites a teammate, changes a role and revokes the invitation; each change survives a reload', async ({
  page,
}) => {
  const invitee = 'noah.becker@example.com';
  await signInWithPassword(page, JONAS);
  await page.goto('/employer/team');
  const form = page.getByRole('form', { name: 'Invite a teammate' });
  await form.getByLabel('Email address').fill(invitee);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  const pending = page.getByRole('region', { name: /^Pending invitations/ });
  const invitedRow = pending.getByRole('row', { name: new RegExp(invitee.replace(/\./g, '\\.')) });
  await expect(invitedRow).toContainText('Invitation pending');
  await expect(invitedRow).toContainText('Invited');
  await page.reload();
  await expect(invitedRow).toContainText('Invitation pending');
  await expect(pending.getByRole('heading')).toHaveText('Pending invitations (2)');
  // The invitation was mailed: a link to its page on this app, with its own token (no
  // account is made for the invitee; e2e/invitations.spec.ts follows the link).
  const [invitation] = await mailbox(invitee);
  expect(invitation?.subject).toBe('You are invited to join Northwind Analytics');
  const link = new URL(invitation!.link);
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toMatch(/^\/employer\/invitation\/[a-z0-9]+$/);
  expect(link.search).toBe('');

  const tomasRole = page.getByRole('combobox', { name: 'Role of Tomás Rivera' });
  await expect(tomasRole).toHaveText('Admin');
  await choose(page, 'Role of Tomás Rivera', 'Member');
  // Lowering a teammate's role asks first (decision 012, rule 4).
  await page
    .getByRole('dialog', { name: 'Make Tomás Rivera member?' })
    .getByRole('button', { name: 'Make member' })
    .click();
  await expect(page.getByText('Tomás Rivera is now member')).toBeVisible();
  await page.reload();
  await expect(tomasRole).toHaveText('Member');

  await page.getByRole('button', { name: `Revoke the invitation for ${invitee}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(page.getByText(`Invitation for ${invitee} revoked`)).toBeVisible();
  await expect(invitedRow).toHaveCount(0);
  await page.reload();
  await expect(tomasRole).toHaveText('Member');
  await expect(pending.getByRole('heading')).toHaveText('Pending invitations (1)');
  await expect(page.getByText(invitee)).toHaveCount(0);
});

test('a candidate saves her profile headline and sees it after a reload', async ({ page }) => {
  const headline = 'Data-minded frontend engineer · accessibility first';
  await signInWithPassword(page, MAYA);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const field = page.getByLabel('Headline');
  await expect(field).not.toHaveValue('');
  await expect(field).not.toHaveValue(headline);
  await field.fill(headline);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue(headline);
});
