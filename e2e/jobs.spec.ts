import { expect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import type * as T from '../generated/types.gen';

test('the /jobs page lists the jobs the mock serves', async ({ page }) => {
  const jobs = contractExample<T.PaginatedJobList>('/v2/public/jobs/', 'get', '200');
  expect(jobs.results.length).toBeGreaterThan(2);

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Job results' });
  for (const job of jobs.results.slice(0, 3)) {
    await expect(results.getByRole('link', { name: job.title, exact: true }).first()).toBeVisible();
  }
  await expect(results.getByRole('listitem')).toHaveCount(jobs.results.length);
});
