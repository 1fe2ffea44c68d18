/**
 * Candidate job search and job page: home search entry, /jobs filters living in the
 * URL (back/forward restore them), the job page with its sanitised description, company card,
 * similar jobs and schema.org JobPosting JSON-LD, and the 404 for an unknown job.
 *
 * Over 350 lines on purpose: one spec for this area, its tests sharing the set-up and helpers
 * above; split it by describe block if it grows further.
 */
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import type * as T from '../generated/types.gen';

const JOBS = '/v2/public/jobs/';

const jobs = contractExample<T.PaginatedJobList>(JOBS, 'get', '200');
const job = contractExample<T.GetPublicJobResponse>('/v2/public/jobs/{jobSlug}/', 'get', '200');
const employer = contractExample<T.Employer>('/v2/public/employers/{employerSlug}/', 'get', '200');

/** The query parameters of the listPublicJobs calls made so far (last one last). */
const queries = (seen: { url: string }[]) => seen.map((r) => new URL(r.url).searchParams);
const sorted = (params: URLSearchParams | undefined) =>
  [...(params ?? [])].map(([k, v]) => `${k}=${v}`).sort();

test.describe('home', () => {
  test('shows the newest jobs and its search lands on /jobs with the keyword and location', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Find your next job/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    const newest = page.getByRole('region', { name: 'Newest jobs' });
    await expect(
      newest.getByRole('link', { name: jobs.results[0]!.title, exact: true }),
    ).toBeVisible();

    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByLabel('Keyword').fill('engineer');
    await search.getByLabel('Location').fill('Berlin, Germany');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=engineer&location=berlin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue('engineer');
    await expect(page.getByRole('search').getByLabel('Location')).toHaveValue('Berlin, Germany');
  });

  test('an unknown location is refused with a message instead of a silent empty search', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByLabel('Location').fill('Atlantis');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('alert')).toContainText('Choose a location from the suggestions');
    await expect(search.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('/jobs', () => {
  test('filters change the URL and the API query; back and forward restore them', async ({
    page,
  }) => {
    const calls = recordRequests(page, JOBS);
    await page.goto('/jobs');
    const results = page.getByRole('region', { name: 'Job results' });
    await expect(results.getByRole('heading', { name: `${jobs.count} jobs` })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(jobs.results.length);

    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page).toHaveURL(/\/jobs\?workplace_type=remote$/);
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await expect(page).toHaveURL(/\/jobs\?employment_type=full_time&workplace_type=remote$/);
    await page.getByLabel('Seniority').selectOption('senior');
    await page.getByLabel('Minimum salary').selectOption('60000');
    await page.getByLabel('Date posted').selectOption('7');
    await page.getByLabel('Sort by').selectOption('-salary_max');
    await expect(page).toHaveURL(
      /\/jobs\?employment_type=full_time&workplace_type=remote&seniority=senior&salary_min=60000&posted_within=7&ordering=-salary_max$/,
    );
    await expect
      .poll(() => sorted(queries(calls).at(-1)))
      .toEqual(
        sorted(
          new URLSearchParams(
            'employment_type=full_time&workplace_type=remote&seniority=senior&salary_min=60000&posted_within=7&ordering=-salary_max&page=1&page_size=20',
          ),
        ),
      );

    const search = page.getByRole('search');
    await search.getByLabel('Keyword').fill('data');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=data&employment_type=full_time/);

    // Back: the keyword goes, the filters stay; back again: the sort order goes too.
    await page.goBack();
    await expect(page).toHaveURL(
      /\/jobs\?employment_type=full_time&workplace_type=remote&seniority=senior&salary_min=60000&posted_within=7&ordering=-salary_max$/,
    );
    await expect(search.getByLabel('Keyword')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await expect(page.getByLabel('Minimum salary')).toHaveValue('60000');
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('-published_at');
    await expect(page.getByLabel('Date posted')).toHaveValue('7');
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('-salary_max');

    // A shared URL opens with its filters set.
    await page.goto('/jobs?workplace_type=hybrid&employment_type=contract&posted_within=30');
    await expect(page.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Contract' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    await expect(page.getByLabel('Date posted')).toHaveValue('30');
    await expect.poll(() => queries(calls).at(-1)?.getAll('employment_type')).toEqual(['contract']);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('a filter change searches with the keyword in the box, submitted or not', async ({
    page,
  }) => {
    const calls = recordRequests(page, JOBS);
    await page.goto('/jobs');
    const results = page.getByRole('region', { name: 'Job results' });
    await expect(results.getByRole('heading', { name: `${jobs.count} jobs` })).toBeVisible();
    const keyword = page.getByRole('search').getByLabel('Keyword');

    // Typed, not submitted, then a filter ticked: the search is the box's keyword and the filter.
    await keyword.fill('nurse');
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page).toHaveURL(/\/jobs\?search=nurse&workplace_type=remote$/);
    await expect(keyword).toHaveValue('nurse');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await expect.poll(() => queries(calls).at(-1)?.get('search')).toBe('nurse');
    await expect(page).toHaveTitle(/^nurse jobs/);

    // The box emptied, then the sort order changed: no keyword any more.
    await keyword.fill('');
    await page.getByLabel('Sort by').selectOption('-salary_max');
    await expect(page).toHaveURL(/\/jobs\?workplace_type=remote&ordering=-salary_max$/);
    await expect(results.getByRole('heading', { name: '3 jobs' })).toBeVisible();
    await expect.poll(() => queries(calls).at(-1)?.has('search')).toBe(false);

    // 'Clear filters' keeps the keyword in the box too.
    await keyword.fill('python');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=python&ordering=-salary_max$/);
    await expect(results.getByRole('heading', { name: '2 jobs' })).toBeVisible();

    // Back restores the earlier search, box included.
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?workplace_type=remote&ordering=-salary_max$/);
    await expect(keyword).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
  });

  test('what is typed in the boxes outlives the sign-in dialog opening and closing', async ({
    page,
  }) => {
    await page.goto('/jobs?search=data');
    const keyword = page.getByRole('search').getByLabel('Keyword');
    await keyword.fill('data engineer');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/open_login=true/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/jobs\?search=data$/);
    await expect(keyword).toHaveValue('data engineer');
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page).toHaveURL(/\/jobs\?search=data\+engineer&workplace_type=remote$/);
  });

  test('a location typed in the box goes with a filter change as well', async ({ page }) => {
    await page.goto('/jobs?search=engineer');
    await page.getByRole('search').getByLabel('Location').fill('Berlin, Germany');
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await expect(page).toHaveURL(
      /\/jobs\?search=engineer&location=berlin&employment_type=full_time$/,
    );
    await expect(page.getByRole('search').getByLabel('Location')).toHaveValue('Berlin, Germany');
  });

  test('an unknown location: its message under the field, and results that say they are not filtered by it', async ({
    page,
  }) => {
    const calls = recordRequests(page, JOBS);
    await page.goto('/jobs?search=engineer&location=berlin');
    const search = page.getByRole('search');
    const location = search.getByLabel('Location');
    const results = page.getByRole('region', { name: 'Job results' });
    await expect(location).toHaveValue('Berlin, Germany');
    await expect(results.getByRole('heading', { name: '2 jobs' })).toBeVisible();

    await location.fill('Atlantis');
    await search.getByRole('button', { name: 'Search' }).click();
    // The field says what is wrong, and is described by it ...
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    await expect(location).toHaveAccessibleDescription(
      'No location matches “Atlantis”. Choose a location from the suggestions, or leave it empty to search everywhere.',
    );
    await expect(location).toBeFocused();
    const message = page.locator(`[id="${await location.getAttribute('aria-describedby')}"]`);
    const field = (await location.boundingBox())!;
    const below = (await message.boundingBox())!;
    expect(below.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(below.y).toBeLessThan(field.y + field.height + 24);
    expect(Math.abs(below.x - field.x)).toBeLessThan(2);
    // ... the keyword is searched everywhere, and the results say they are not filtered by place.
    await expect(page).toHaveURL(/\/jobs\?search=engineer$/);
    await expect.poll(() => queries(calls).at(-1)?.has('location')).toBe(false);
    const notice = page.getByRole('status').filter({ hasText: 'Atlantis' });
    await expect(notice).toHaveText(
      'These jobs are not filtered by location: “Atlantis” matches none of our locations.',
    );
    await expect(results.getByRole('heading', { name: /^\d+ jobs$/ })).not.toHaveText('2 jobs');
    await expectNoSeriousViolations(page);

    // A filter ticked with the unknown text still in the box: the same, with the filter.
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await expect(page).toHaveURL(/\/jobs\?search=engineer&employment_type=full_time$/);
    await expect(location).toHaveValue('Atlantis');
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    await expect(notice).toBeVisible();

    // Editing the field takes its message away; an empty box searches everywhere, notice gone.
    await location.fill('');
    await expect(location).not.toHaveAttribute('aria-invalid', 'true');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Atlantis' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\?search=engineer&employment_type=full_time$/);
  });

  test('on a phone, the unknown-location message sits right under the Location field', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobs');
    const search = page.getByRole('search');
    const location = search.getByLabel('Location');
    await location.fill('Atlantis');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    const message = page.locator(`[id="${await location.getAttribute('aria-describedby')}"]`);
    await expect(message).toBeVisible();
    const field = (await location.boundingBox())!;
    const below = (await message.boundingBox())!;
    const button = (await search.getByRole('button', { name: 'Search' }).boundingBox())!;
    expect(below.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(below.y + below.height).toBeLessThanOrEqual(button.y);
    await expect(page.getByRole('status').filter({ hasText: 'Atlantis' })).toBeVisible();
  });

  test('each card shows title, company, location, workplace type, salary and posted date', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const first = page.getByRole('region', { name: 'Job results' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { name: jobs.results[0]!.title })).toBeVisible();
    await expect(first).toContainText(jobs.results[0]!.employer.name);
    await expect(first).toContainText('New York, NY, United States');
    await expect(first).toContainText('On-site');
    await expect(first).toContainText('$22 – $26 / hour');
    await expect(first.locator('time')).toHaveAttribute('datetime', '2025-11-20T14:00:00Z');
  });

  test('an empty result offers to clear the filters', async ({ page }) => {
    await prefer(page, JOBS, { example: 'empty' });
    await page.goto('/jobs?search=astronaut&seniority=executive');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('a failed load shows an error with a working retry', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === JOBS,
      (route) =>
        fail && route.request().method() === 'GET'
          ? route.fulfill({
              status: 503,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                type: 'about:blank',
                title: 'Unavailable',
                status: 503,
                detail: 'Down',
              }),
            })
          : route.fallback(),
    );
    await page.goto('/jobs');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load jobs.");
    // A 5xx is our side: no blaming the connection, no server text.
    await expect(alert).toContainText('Something went wrong on our side. Try again in a moment.');
    await expect(alert).not.toContainText('connection');
    await expect(alert).not.toContainText('Down');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('region', { name: 'Job results' }).getByRole('listitem'),
    ).toHaveCount(jobs.results.length);
  });

  test("the contract's 500 is explained in our words, never as a connection problem", async ({
    page,
  }) => {
    const serverError = contractExample<{ detail: string }>(JOBS, 'get', '500', 'serverError');
    await prefer(page, JOBS, { code: 500, method: 'GET' });
    await page.goto('/jobs');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load jobs." });
    await expect(alert).toContainText('Something went wrong on our side. Try again in a moment.');
    await expect(alert).not.toContainText('Check your connection');
    await expect(alert).not.toContainText(serverError.detail);
  });

  test('a load that gets no answer asks to check the connection', async ({ page }) => {
    await page.route(
      (url) => url.pathname === JOBS,
      (route) => (route.request().method() === 'GET' ? route.abort('failed') : route.fallback()),
    );
    await page.goto('/jobs');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load jobs." });
    await expect(alert).toContainText('Check your connection and try again.');
  });

  test('has no serious accessibility issues', async ({ page }) => {
    await page.goto('/jobs?workplace_type=remote');
    await expect(page.getByRole('region', { name: 'Job results' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('job page', () => {
  test('shows the job, its company and similar jobs, with parseable JobPosting JSON-LD', async ({
    page,
  }) => {
    const relatedAnswer = page.waitForResponse(
      (r) => r.url().includes('/v2/related-jobs/') && r.request().method() === 'GET',
    );
    await page.goto(`/job/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page).toHaveTitle(`${job.title} at ${job.employer.name} | Jobboard`);
    await expect(page.getByRole('heading', { name: 'About the job' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'What you will do' })).toBeVisible();
    const handbook = page.getByRole('link', { name: 'engineering handbook' });
    await expect(handbook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('heading', { name: `About ${job.employer.name}` })).toBeVisible();
    await expect(page.getByText(employer.industry!)).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar jobs' });
    // The backend's picks (shared skills, company, place), never the job itself.
    const served = (await (await relatedAnswer).json()) as T.ListRelatedJobsResponse;
    expect(served.length).toBeGreaterThan(0);
    expect(served.map((r) => r.slug)).not.toContain(job.slug);
    await expect(similar.getByRole('listitem')).toHaveCount(served.length);
    for (const r of served)
      await expect(similar.getByRole('link', { name: r.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();

    const blocks = page.locator('script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    // The company's website joins once the public employer has loaded.
    await expect
      .poll(async () => JSON.parse((await blocks.textContent()) ?? '{}').hiringOrganization?.sameAs)
      .toBe(employer.website);
    const ld = JSON.parse((await blocks.textContent()) ?? '');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.published_at,
      validThrough: job.valid_through,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.employer.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          addressLocality: job.locations[0]!.city,
          addressCountry: job.locations[0]!.country_code,
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.salary!.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.salary!.min,
          maxValue: job.salary!.max,
          unitText: 'YEAR',
        },
      },
    });
    expect(ld.description).toContain('<h3>About the role</h3>');
    await expectNoSeriousViolations(page);
  });

  test.describe('hostile markup', () => {
    // DOMPurify parsing the payload's onerror is reported (script-src-attr), never run.
    test.use({ allowPolicyViolations: true });
    test('a hostile description is neutralised and the JSON-LD cannot be broken out of', async ({
      page,
    }) => {
      const hostile = {
        ...job,
        title: 'Evil </script><script>window.__pwned=1</script> job',
        description:
          '<p>Hi</p><script>window.__pwned=2</script><img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">click</a><iframe src="https://evil.example"></iframe>',
      };
      await page.route(
        (url) => url.pathname === `/v2/public/jobs/${job.slug}/`,
        (route) =>
          route.request().method() === 'GET' ? route.fulfill({ json: hostile }) : route.fallback(),
      );
      await page.goto(`/job/${job.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Evil </script>');
      await page.getByText('click', { exact: true }).click();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      const main = page.locator('main');
      await expect(
        main.locator('iframe, img[onerror], script:not([type="application/ld+json"])'),
      ).toHaveCount(0);
      await expect(main.getByText('click', { exact: true })).not.toHaveAttribute('href', /.*/);
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      );
      expect(ld.title).toBe(hostile.title);
    });
  });

  test('an unknown job shows the 404 page', async ({ page }) => {
    await prefer(page, '/v2/public/jobs/no-such-job/', { code: 404 });
    await page.goto('/job/no-such-job');
    await expect(
      page.getByRole('heading', {
        name: "Oops, we can't seem to find the page you're looking for",
      }),
    ).toBeVisible();
    await expect(page.getByTestId('not-found-path')).toContainText('/job/no-such-job');
  });
});
