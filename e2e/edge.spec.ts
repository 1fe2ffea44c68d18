/**
 * Job pages that crawlers and link previews can read (docs/deploy.md, the edge handler): the preview server answers
 * /job/:slug, /sitemap.xml and /robots.txt with the edge handler (edge/handler.ts, through
 * scripts/edge-preview.ts), which writes the job into the prerendered skeleton from the local
 * backend's answer. A plain request (no JavaScript, a crawler's or a link-preview bot's user agent)
 * reads the job's title, description, og:/twitter: tags and JobPosting JSON-LD; an unknown job is a
 * 404; the sitemap follows what the employer publishes and closes; and in Chromium the page still
 * becomes the app's, with one JSON-LD block, no console error and no CSP violation (the fixture).
 */
import type { APIResponse, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const SLUG = 'senior-frontend-engineer-northwind';
const JONAS = 'jonas.weber@northwind-analytics.example';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

async function publicJob(slug: string): Promise<T.Job> {
  return (await (await fetch(`${API_URL}/v2/public/jobs/${slug}/`)).json()) as T.Job;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of an HTML answer, read as a crawler reads it: the tags as they are sent. */
function head(html: string) {
  const meta = (key: string) => {
    const tag = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`).exec(html)?.[0];
    const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? undefined : decode(content);
  };
  return {
    title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

async function crawl(page: Page, path: string, userAgent = GOOGLEBOT): Promise<APIResponse> {
  return page.request.get(path, { headers: { 'User-Agent': userAgent, Accept: 'text/html' } });
}

test("a crawler's plain request gets the job's title, description, og: tags and valid JSON-LD", async ({
  page,
  baseURL,
}) => {
  const job = await publicJob(SLUG);
  const response = await crawl(page, `/job/${SLUG}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['content-security-policy']).toMatch(/require-trusted-types-for/);
  const html = await response.text();
  const { title, meta, canonical, jsonLd } = head(html);

  const pageTitle = `${job.title} at ${job.employer.name}`;
  expect(title).toBe(`${pageTitle} | Jobboard`);
  expect(meta('description')).toMatch(
    /^Senior Frontend Engineer \(React\) at Northwind Analytics: /,
  );
  expect(canonical).toBe(`${baseURL}/job/${SLUG}`);
  expect(meta('og:title')).toBe(pageTitle);
  expect(meta('og:description')).toBe(meta('description'));
  expect(meta('og:url')).toBe(`${baseURL}/job/${SLUG}`);
  expect(meta('og:type')).toBe('website');
  expect(meta('twitter:card')).toBe('summary');
  expect(meta('twitter:title')).toBe(pageTitle);

  expect(jsonLd).toHaveLength(1);
  const posting = jsonLd[0]!;
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    datePosted: job.published_at,
    employmentType: 'FULL_TIME',
    directApply: true,
    url: `${baseURL}/job/${SLUG}`,
    hiringOrganization: { '@type': 'Organization', name: job.employer.name },
  });
  // Google's required properties, each there and not empty.
  for (const name of ['title', 'description', 'datePosted', 'hiringOrganization'])
    expect(posting[name], name).toBeTruthy();
  expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeTruthy();
});

test('a link-preview bot sees the job’s title and image', async ({ page }) => {
  const job = await publicJob(SLUG);
  expect(job.employer.logo_url).toBeTruthy();
  const { meta } = head(await (await crawl(page, `/job/${SLUG}`, SLACKBOT)).text());
  expect(meta('og:title')).toBe(`${job.title} at ${job.employer.name}`);
  expect(meta('og:image')).toBe(job.employer.logo_url);
  expect(meta('twitter:image')).toBe(job.employer.logo_url);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job page carries the job: its title, heading and description', async ({ page }) => {
    const job = await publicJob(SLUG);
    await page.goto(`/job/${SLUG}`);
    await expect(page).toHaveTitle(`${job.title} at ${job.employer.name} | Jobboard`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Senior Frontend Engineer \(React\) at Northwind Analytics: /,
    );
  });

  test('an unknown job is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/job/no-such-job');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {
        name: "Oops, we can't seem to find the page you're looking for",
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Jobboard');
    await expect(page.getByTestId('not-found-path')).toContainText('/job/no-such-job');
  });
});

test('an unknown job answers a crawler 404', async ({ page }) => {
  const response = await crawl(page, '/job/no-such-job');
  expect(response.status()).toBe(404);
  expect(head(await response.text()).jsonLd).toEqual([]);
});

test('the sitemap lists a job the employer just published, and drops it once closed (its page stays, without JSON-LD)', async ({
  page,
  baseURL,
}) => {
  const jonas = await signInWithPassword(page, JONAS);
  const northwind = jonas.user.employers[0]!.employer_id;
  const job0 = await publicJob(SLUG);
  const created = await page.request.post(`${API_URL}/v2/employers/${northwind}/jobs/`, {
    headers: bearer(jonas),
    data: {
      title: 'Edge Sitemap Role',
      description: '<p>A role the sitemap lists while it is open.</p>',
      employment_type: 'freelance',
      workplace_type: 'hybrid',
      seniority: 'mid',
      location_ids: [job0.locations[0]!.id],
      salary: null,
      valid_through: null,
      skills: ['Crawling'],
    },
  });
  assertNoViolation(created);
  expect(created.status()).toBe(201);
  const job = (await created.json()) as T.EmployerJobDetail;
  const setStatus = async (status: T.JobStatus) => {
    const answer = await page.request.patch(
      `${API_URL}/v2/employers/${northwind}/jobs/${job.id}/status/`,
      { headers: bearer(jonas), data: { status } },
    );
    assertNoViolation(answer);
    expect(answer.status()).toBe(200);
  };
  const sitemap = async () => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    return response.text();
  };
  const loc = `<loc>${baseURL}/job/${job.slug}</loc>`;

  expect(await sitemap()).not.toContain(loc); // a draft
  expect((await crawl(page, `/job/${job.slug}`)).status()).toBe(404);

  await setStatus('published');
  const published = await publicJob(job.slug);
  const listed = await sitemap();
  expect(listed).toContain(`${loc}<lastmod>${published.published_at}</lastmod>`);
  for (const path of ['/', '/jobs', '/about-us', '/privacy-policy', '/terms-and-conditions'])
    expect(listed).toContain(`<loc>${baseURL}${path}</loc>`);
  const open = head(await (await crawl(page, `/job/${job.slug}`)).text());
  expect(open.jsonLd).toHaveLength(1);
  expect(open.jsonLd[0]!.employmentType).toBe('CONTRACTOR');

  await setStatus('closed');
  expect(await sitemap()).not.toContain(loc);
  const closed = await crawl(page, `/job/${job.slug}`);
  expect(closed.status()).toBe(200);
  const closedHead = head(await closed.text());
  expect(closedHead.title).toBe('Edge Sitemap Role at Northwind Analytics | Jobboard');
  expect(closedHead.jsonLd).toEqual([]);
});

test('robots.txt names the sitemap by its full URL', async ({ page, baseURL }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('in Chromium the page becomes the app’s: one JSON-LD block, no console error, no CSP violation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const job = await publicJob(SLUG);
  await page.goto(`/job/${SLUG}`);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([job.title]);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The edge's block gave way to the app's: one, the same posting.
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const posting = JSON.parse((await blocks.textContent()) ?? '') as Record<string, unknown>;
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: job.title });
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${job.title} at ${job.employer.name} | Jobboard`);
  expect(problems).toEqual([]);
});
