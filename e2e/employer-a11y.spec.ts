/**
 * Accessibility of every employer page: an axe-core scan of each page, in the states
 * people see most, reports no serious or critical violation.
 */
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { contractExample } from './support/contract-examples';
import { signInAs, type UserVariant } from './support/session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const jobId = contractExample<T.EmployerJobDetail>(
  '/v2/employers/{employerId}/jobs/{jobId}/',
  'get',
  '200',
).id;
const companySlug = contractExample<T.Employer>(
  '/v2/public/employers/{employerSlug}/',
  'get',
  '200',
).slug;

/** [page, user, what shows when it is ready] */
const pages: [
  path: string,
  user: UserVariant,
  ready: (page: Page) => ReturnType<Page['getByRole']>,
][] = [
  [
    '/employer/select-company',
    'employerSeveralCompanies',
    (p) => p.getByRole('heading', { level: 1, name: 'Choose a company' }),
  ],
  [
    '/employer/onboarding',
    'employerNoCompany',
    (p) => p.getByRole('button', { name: 'Create company' }),
  ],
  [
    '/employer',
    'employerOneCompany',
    (p) => p.getByRole('region', { name: 'Newest jobs' }).getByRole('listitem').first(),
  ],
  [
    `/employer/${companySlug}`,
    'employerOneCompany',
    (p) =>
      p
        .getByRole('region', { name: /Open jobs/ })
        .getByRole('listitem')
        .first(),
  ],
  [
    '/employer/jobs',
    'employerOneCompany',
    (p) => p.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1),
  ],
  ['/employer/job', 'employerOneCompany', (p) => p.getByRole('button', { name: 'Save as draft' })],
  [
    `/employer/job/${jobId}`,
    'employerOneCompany',
    (p) => p.getByRole('button', { name: 'Save changes' }),
  ],
  [`/employer/job/details/${jobId}`, 'employerOneCompany', (p) => p.getByRole('article').first()],
  [
    '/employer/team',
    'employerOneCompany',
    (p) =>
      p
        .getByRole('region', { name: /^Members/ })
        .getByRole('row')
        .nth(1),
  ],
  [
    '/employer/profile/user',
    'employerOneCompany',
    (p) => p.getByRole('button', { name: 'Save changes' }),
  ],
  ['/employer/profile/notification', 'employerOneCompany', (p) => p.getByRole('switch').first()],
  [
    '/employer/profile/security',
    'employerOneCompany',
    (p) => p.getByRole('button', { name: 'Change password' }),
  ],
  [
    '/employer/jobs',
    'member',
    (p) => p.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1),
  ],
  [`/employer/job/details/${jobId}`, 'member', (p) => p.getByRole('article').first()],
  [
    '/employer/team',
    'member',
    (p) =>
      p
        .getByRole('region', { name: /^Members/ })
        .getByRole('row')
        .nth(1),
  ],
];

for (const [path, user, ready] of pages) {
  test(`${path} as ${user} has no serious or critical axe violation`, async ({ page }) => {
    await signInAs(page, user);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('forms with errors, the company editor and an open confirmation have no serious or critical axe violation', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto('/employer/job');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByLabel('Job title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Show a salary range').check();
  await page.getByRole('combobox', { name: 'Locations' }).fill('Ber');
  await expect(page.getByRole('option', { name: 'Berlin, Germany' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The description editor's link box.
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Link' }).getByLabel('Link address')).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.goto(`/employer/${companySlug}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'About the company' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/employer/jobs');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});
