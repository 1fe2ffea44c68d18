// Public job search, job page, related jobs and locations, handlers called directly; and the seed
// they read (one universe from the contract's examples, dates moved by whole days to the given now).
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import { DEV_PASSWORD, seed, SEED_MOMENT } from '../store';
import {
  call,
  DAY_MS,
  jobBySlug,
  locationBySlug,
  makeCtx,
  people,
  problemOf,
  urlOf,
  type TestCtx,
} from '../test-support';
import { getPublicJob, listPublicJobs, listRelatedJobs } from './jobs';
import { listLocations } from './locations';

let ctx: TestCtx;
beforeEach(() => {
  ctx = makeCtx();
});

type JobsQuery = NonNullable<T.ListPublicJobsData['query']>;

/** listPublicJobs with a URL that says the same as the query (as the server builds it). */
const list = (query: JobsQuery = {}) =>
  call(listPublicJobs, ctx, { query, url: urlOf('/v2/public/jobs/', query) }).body;
const slugs = (query: JobsQuery = {}) =>
  list({ page_size: 100, ...query }).results.map((j) => j.slug);

/** The 12 published jobs of the examples, newest first (the default ordering). */
const NEWEST_FIRST = [
  'fleet-dispatcher-evenings-kestrel',
  'clinical-data-analyst-brightpath',
  'senior-frontend-engineer-northwind',
  'solar-project-manager-helios',
  'data-engineer-northwind',
  'warehouse-operations-supervisor-kestrel',
  'electrical-engineering-intern-helios',
  'senior-backend-engineer-brightpath',
  'freelance-brand-illustrator-lumen-and-oak',
  'engineering-manager-platform-northwind',
  'ux-writer-lumen-and-oak',
  'wind-turbine-field-service-technician-helios',
];

describe('listPublicJobs', () => {
  it('lists the 12 published jobs, newest first, and never a draft, closed or archived one', () => {
    const page = list({ page_size: 100 });
    expect(page.count).toBe(12);
    expect(page.results.map((j) => j.slug)).toEqual(NEWEST_FIRST);
    for (const hidden of [
      'senior-product-designer-northwind',
      'qa-automation-engineer-northwind',
      'marketing-working-student-northwind',
    ]) {
      expect(jobBySlug(ctx.store, hidden).status).not.toBe('published');
      expect(page.results.map((j) => j.slug)).not.toContain(hidden);
    }
    expect(new Set(page.results.map((j) => j.employer.slug))).toEqual(
      new Set([
        'northwind-analytics',
        'brightpath-health',
        'kestrel-logistics',
        'helios-renewables',
        'lumen-and-oak',
      ]),
    );
  });

  it('serves cards built from the store (employer, locations, salary)', () => {
    const card = list({ page_size: 100 }).results.find(
      (j) => j.slug === 'engineering-manager-platform-northwind',
    );
    expect(card).toMatchObject({
      title: expect.any(String),
      salary: null,
      employer: { slug: 'northwind-analytics' },
    });
    expect(card?.locations.map((l) => l.slug)).toEqual(['berlin', 'munich']);
    expect(card?.employer.logo_url).toMatch(/^http:\/\/127\.0\.0\.1:4012\/jobboard-uploads\//);
  });

  describe('keyword search', () => {
    it('matches the title', () => {
      expect(slugs({ search: 'dispatcher' })).toEqual(['fleet-dispatcher-evenings-kestrel']);
      expect(slugs({ search: 'TURBINE' })).toEqual([
        'wind-turbine-field-service-technician-helios',
      ]);
    });

    it('matches the employer name (a job whose text never names its employer too)', () => {
      expect(slugs({ search: 'kestrel' })).toEqual([
        'fleet-dispatcher-evenings-kestrel',
        'warehouse-operations-supervisor-kestrel',
      ]);
    });

    it('matches a skill', () => {
      expect(slugs({ search: 'airflow' })).toEqual(['data-engineer-northwind']);
      expect(slugs({ search: 'aws' })).toEqual(['senior-backend-engineer-brightpath']);
    });

    it('needs every word', () => {
      expect(slugs({ search: 'python' })).toEqual([
        'data-engineer-northwind',
        'senior-backend-engineer-brightpath',
      ]);
      expect(slugs({ search: '  python   senior ' })).toEqual([
        'senior-backend-engineer-brightpath',
      ]);
    });

    it('"nurse" finds nothing; a blank search filters nothing', () => {
      expect(list({ search: 'nurse' })).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
      expect(list({ search: '   ' }).count).toBe(12);
    });
  });

  describe('location', () => {
    it('by slug', () => {
      expect(slugs({ location: 'berlin' })).toEqual([
        'senior-frontend-engineer-northwind',
        'engineering-manager-platform-northwind',
      ]);
    });

    it('by id', () => {
      expect(slugs({ location: locationBySlug(ctx.store, 'madrid').id })).toEqual([
        'solar-project-manager-helios',
        'wind-turbine-field-service-technician-helios',
      ]);
    });

    it('a country-level location also matches its cities', () => {
      // Berlin and Munich jobs, and the job whose location is Germany itself.
      expect(slugs({ location: 'germany' })).toEqual([
        'senior-frontend-engineer-northwind',
        'data-engineer-northwind',
        'engineering-manager-platform-northwind',
      ]);
      expect(slugs({ location: locationBySlug(ctx.store, 'united-kingdom').id })).toEqual([
        'clinical-data-analyst-brightpath',
        'senior-backend-engineer-brightpath',
      ]);
      // A city does not match its country's other cities.
      expect(slugs({ location: 'munich' })).toEqual(['engineering-manager-platform-northwind']);
    });

    it('an unknown location matches nothing', () => {
      expect(list({ location: 'atlantis' }).count).toBe(0);
    });
  });

  describe('facets', () => {
    it('employment_type: OR within the filter', () => {
      expect(slugs({ employment_type: ['part_time'] })).toEqual([
        'fleet-dispatcher-evenings-kestrel',
      ]);
      expect(slugs({ employment_type: ['freelance', 'contract'] })).toEqual([
        'freelance-brand-illustrator-lumen-and-oak',
        'wind-turbine-field-service-technician-helios',
      ]);
      expect(list({ employment_type: ['full_time', 'contract'] }).count).toBe(8);
    });

    it('workplace_type: OR within the filter', () => {
      expect(slugs({ workplace_type: ['remote'] })).toEqual([
        'data-engineer-northwind',
        'senior-backend-engineer-brightpath',
        'freelance-brand-illustrator-lumen-and-oak',
      ]);
      expect(list({ workplace_type: ['remote', 'hybrid'] }).count).toBe(3 + 4);
    });

    it('AND across filters', () => {
      expect(slugs({ employment_type: ['full_time'], workplace_type: ['remote'] })).toEqual([
        'data-engineer-northwind',
        'senior-backend-engineer-brightpath',
      ]);
      expect(
        slugs({
          employment_type: ['full_time', 'freelance'],
          workplace_type: ['remote', 'on_site'],
          seniority: 'mid',
        }),
      ).toEqual([
        'data-engineer-northwind',
        'warehouse-operations-supervisor-kestrel',
        'freelance-brand-illustrator-lumen-and-oak',
      ]);
    });

    it('seniority', () => {
      expect(slugs({ seniority: 'senior' })).toEqual([
        'senior-frontend-engineer-northwind',
        'solar-project-manager-helios',
        'senior-backend-engineer-brightpath',
      ]);
      expect(slugs({ seniority: 'internship' })).toEqual(['electrical-engineering-intern-helios']);
    });

    it('employer slug', () => {
      expect(slugs({ employer: 'lumen-and-oak' })).toEqual([
        'freelance-brand-illustrator-lumen-and-oak',
        'ux-writer-lumen-and-oak',
      ]);
      expect(list({ employer: 'no-such-company' }).count).toBe(0);
    });
  });

  describe('salary_min (salary max normalised to a year)', () => {
    it('keeps jobs whose yearly max is at least the minimum, in any period', () => {
      // Yearly maxima: freelance 450/day = 117,000; frontend 95,000; backend 85,000; data 80,000;
      // solar and warehouse 70,000; wind 28/hour = 58,240; fleet 26/hour = 54,080; ux 3,600/month = 43,200.
      expect(slugs({ salary_min: 60000 })).toEqual([
        'senior-frontend-engineer-northwind',
        'solar-project-manager-helios',
        'data-engineer-northwind',
        'warehouse-operations-supervisor-kestrel',
        'senior-backend-engineer-brightpath',
        'freelance-brand-illustrator-lumen-and-oak',
      ]);
    });

    it('hour x 2080, day x 260, month x 12, week x 52 (bounds inclusive)', () => {
      const wind = 'wind-turbine-field-service-technician-helios';
      expect(slugs({ salary_min: 58240 })).toContain(wind);
      expect(slugs({ salary_min: 58241 })).not.toContain(wind);
      const freelance = 'freelance-brand-illustrator-lumen-and-oak';
      expect(slugs({ salary_min: 117000 })).toEqual([freelance]);
      expect(slugs({ salary_min: 117001 })).toEqual([]);
      const ux = 'ux-writer-lumen-and-oak';
      expect(slugs({ salary_min: 43200 })).toContain(ux);
      expect(slugs({ salary_min: 43201 })).not.toContain(ux);
      // No seeded job pays per week: make one.
      const intern = jobBySlug(ctx.store, 'electrical-engineering-intern-helios');
      intern.salary = { min: 500, max: 600, currency: 'EUR', period: 'week' };
      expect(slugs({ salary_min: 31200 })).toContain(intern.slug);
      expect(slugs({ salary_min: 31201 })).not.toContain(intern.slug);
    });

    it('excludes jobs without salary whenever set, even at 0', () => {
      const zero = slugs({ salary_min: 0 });
      expect(zero).toHaveLength(11);
      expect(zero).not.toContain('engineering-manager-platform-northwind');
    });
  });

  describe('posted_within (relative to the clock)', () => {
    it('counts back from ctx.now()', () => {
      expect(slugs({ posted_within: 1 })).toEqual(['fleet-dispatcher-evenings-kestrel']);
      expect(slugs({ posted_within: 7 })).toEqual(NEWEST_FIRST.slice(0, 4));
      expect(list({ posted_within: 30 }).count).toBe(12);
    });

    it('follows the clock when it moves', () => {
      ctx.advance(3 * DAY_MS); // 2025-11-24T12:00Z: the week starts 2025-11-17T12:00Z, after the solar job.
      expect(slugs({ posted_within: 7 })).toEqual(NEWEST_FIRST.slice(0, 3));
      ctx.advance(10 * DAY_MS);
      expect(list({ posted_within: 1 }).count).toBe(0);
    });
  });

  describe('ordering', () => {
    it('-published_at is the default', () => {
      expect(slugs({ ordering: '-published_at' })).toEqual(NEWEST_FIRST);
      expect(slugs()).toEqual(NEWEST_FIRST);
    });

    it('published_at: oldest first', () => {
      expect(slugs({ ordering: 'published_at' })).toEqual([...NEWEST_FIRST].reverse());
    });

    it('-salary_max: by yearly max (the $22-26/hour job is not first), jobs without salary last', () => {
      const order = slugs({ ordering: '-salary_max' });
      expect(order).toEqual([
        'freelance-brand-illustrator-lumen-and-oak', // 450/day -> 117,000
        'senior-frontend-engineer-northwind', // 95,000
        'senior-backend-engineer-brightpath', // 85,000
        'data-engineer-northwind', // 80,000
        'solar-project-manager-helios', // 70,000 (newer of the two)
        'warehouse-operations-supervisor-kestrel', // 70,000
        'wind-turbine-field-service-technician-helios', // 28/hour -> 58,240
        'clinical-data-analyst-brightpath', // 55,000
        'fleet-dispatcher-evenings-kestrel', // 26/hour -> 54,080
        'ux-writer-lumen-and-oak', // 3,600/month -> 43,200
        'electrical-engineering-intern-helios', // 1,300/month -> 15,600
        'engineering-manager-platform-northwind', // no salary
      ]);
      expect(order[0]).not.toBe('fleet-dispatcher-evenings-kestrel');
    });
  });

  describe('pagination', () => {
    it('counts, slices and links pages with absolute URLs on the public origin, keeping the other parameters', () => {
      const query: JobsQuery = { employment_type: ['full_time', 'contract'], page_size: 3 };
      const first = list(query);
      expect(first.count).toBe(8);
      expect(first.results).toHaveLength(3);
      expect(first.previous).toBeNull();
      expect(first.next).toBe(
        'http://127.0.0.1:4010/v2/public/jobs/?employment_type=full_time&employment_type=contract&page_size=3&page=2',
      );

      const second = list({ ...query, page: 2 });
      expect(second.results).toHaveLength(3);
      expect(second.next).toBe(
        'http://127.0.0.1:4010/v2/public/jobs/?employment_type=full_time&employment_type=contract&page_size=3&page=3',
      );
      expect(second.previous).toBe(
        'http://127.0.0.1:4010/v2/public/jobs/?employment_type=full_time&employment_type=contract&page_size=3',
      );

      const last = list({ ...query, page: 3 });
      expect(last.results).toHaveLength(2);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(
        'http://127.0.0.1:4010/v2/public/jobs/?employment_type=full_time&employment_type=contract&page_size=3&page=2',
      );

      // The three pages together are the whole list, in order, without repeats.
      const all = [...first.results, ...second.results, ...last.results].map((j) => j.slug);
      expect(all).toEqual(slugs({ employment_type: ['full_time', 'contract'] }));
    });

    it('20 a page by default, at most 100', () => {
      expect(list().results).toHaveLength(12);
      expect(list({ page_size: 5 }).results).toHaveLength(5);
      ctx.store.jobs.push(
        ...Array.from({ length: 120 }, (_, i) => ({
          ...jobBySlug(ctx.store, 'data-engineer-northwind'),
          id: `copy-${i}`,
          slug: `copy-${i}`,
        })),
      );
      expect(list().results).toHaveLength(20);
      const big = list({ page_size: 500 });
      expect(big.count).toBe(132);
      expect(big.results).toHaveLength(100);
    });

    it('a page past the end is 404 invalid_page', () => {
      const problem = problemOf(() => list({ page_size: 5, page: 4 }));
      expect(problem).toMatchObject({ status: 404, code: 'invalid_page' });
      expect(list({ page_size: 5, page: 3 }).results).toHaveLength(2);
      // An empty list still has its page 1.
      expect(list({ search: 'nurse', page: 1 }).count).toBe(0);
      expect(problemOf(() => list({ search: 'nurse', page: 2 })).code).toBe('invalid_page');
    });
  });

  describe('valid_through', () => {
    it('a job past valid_through is not listed', () => {
      const job = jobBySlug(ctx.store, 'data-engineer-northwind');
      job.valid_through = '2025-11-21T11:59:59Z';
      expect(slugs()).not.toContain(job.slug);
      expect(list().count).toBe(11);
    });

    it('jobs drop out of the list as the clock passes their closing moment', () => {
      ctx.setNow('2025-12-02T00:00:00Z'); // after freelance (11-30) and ux writer (12-01)
      const listed = slugs();
      expect(listed).toHaveLength(10);
      expect(listed).not.toContain('freelance-brand-illustrator-lumen-and-oak');
      expect(listed).not.toContain('ux-writer-lumen-and-oak');
    });
  });
});

describe('getPublicJob', () => {
  it('serves the job asked for, with its description', () => {
    const job = call(getPublicJob, ctx, { path: { jobSlug: 'solar-project-manager-helios' } }).body;
    expect(job).toMatchObject({
      slug: 'solar-project-manager-helios',
      employer: { slug: 'helios-renewables' },
    });
    expect(job.description).toContain('Solar Project Manager');
  });

  it('a closed job keeps its page with accepting_applications: false; an open one says true', () => {
    const get = (jobSlug: string) => call(getPublicJob, ctx, { path: { jobSlug } }).body;
    expect(get('qa-automation-engineer-northwind')).toMatchObject({
      title: expect.any(String),
      accepting_applications: false,
    });
    expect(get('freelance-brand-illustrator-lumen-and-oak').accepting_applications).toBe(true);
    ctx.setNow('2025-12-01T00:00:00Z'); // its valid_through (11-30) has passed: closed, still readable
    expect(get('freelance-brand-illustrator-lumen-and-oak').accepting_applications).toBe(false);
  });

  it('drafts and archived jobs, and unknown slugs, are 404', () => {
    for (const slug of [
      'senior-product-designer-northwind',
      'marketing-working-student-northwind',
      'no-such-job',
    ]) {
      expect(problemOf(() => call(getPublicJob, ctx, { path: { jobSlug: slug } }))).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
  });

  it('has_applied: true/false for a candidate, absent for anonymous and employer callers', () => {
    const { maya, jonas } = people(ctx.store);
    const get = (jobSlug: string, user: typeof maya | null) =>
      call(getPublicJob, ctx, { path: { jobSlug }, user }).body;
    expect(get('data-engineer-northwind', maya).has_applied).toBe(true);
    expect(get('ux-writer-lumen-and-oak', maya).has_applied).toBe(true);
    expect(get('senior-frontend-engineer-northwind', maya).has_applied).toBe(false);
    expect(get('data-engineer-northwind', null)).not.toHaveProperty('has_applied');
    expect(get('data-engineer-northwind', jonas)).not.toHaveProperty('has_applied');
  });
});

describe('listRelatedJobs', () => {
  const related = (
    jobSlug: string,
    user: ReturnType<typeof people>['maya'] | null,
    limit?: number,
  ) =>
    call(listRelatedJobs, ctx, { path: { jobSlug }, query: limit ? { limit } : {}, user }).body.map(
      (j) => j.slug,
    );

  it('best match first, never the job itself, at most `limit` (4 by default)', () => {
    const anonymous = related('data-engineer-northwind', null, 12);
    expect(anonymous).not.toContain('data-engineer-northwind');
    // Python and PostgreSQL in common: the best match.
    expect(anonymous[0]).toBe('senior-backend-engineer-brightpath');
    expect(anonymous).toContain('ux-writer-lumen-and-oak');
    expect(related('data-engineer-northwind', null)).toHaveLength(4);
    expect(related('data-engineer-northwind', null, 2)).toEqual(anonymous.slice(0, 2));
  });

  it('for a candidate, leaves out the jobs already applied to', () => {
    const { maya } = people(ctx.store);
    const mine = related('data-engineer-northwind', maya, 12);
    expect(mine).not.toContain('data-engineer-northwind');
    expect(mine).not.toContain('senior-backend-engineer-brightpath');
    expect(mine).not.toContain('ux-writer-lumen-and-oak');
    // Same employer is the next best match; the newer of the two Northwind jobs first.
    expect(mine[0]).toBe('senior-frontend-engineer-northwind');
    expect(mine.length).toBe(related('data-engineer-northwind', null, 12).length - 2);
  });

  it('only lists public jobs', () => {
    // The closed QA job shares TypeScript with the frontend job and the employer.
    expect(related('senior-frontend-engineer-northwind', null, 12)).not.toContain(
      'qa-automation-engineer-northwind',
    );
    // A closed job's page stays readable (getPublicJob), so it lists open jobs like it too.
    const forClosed = related('qa-automation-engineer-northwind', null, 12);
    expect(forClosed.length).toBeGreaterThan(0);
    expect(forClosed).not.toContain('qa-automation-engineer-northwind');
    expect(problemOf(() => related('senior-product-designer-northwind', null)).status).toBe(404);
  });
});

describe('listLocations', () => {
  const search = (query: NonNullable<T.ListLocationsData['query']>) =>
    call(listLocations, ctx, { query, url: urlOf('/public/locations/', query) }).body;

  it('prefix search: "ber" finds Berlin, case-insensitively', () => {
    expect(search({ search: 'ber' }).results.map((l) => l.slug)).toEqual(['berlin']);
    expect(search({ search: 'BER' }).results.map((l) => l.slug)).toEqual(['berlin']);
    expect(search({ search: 'erlin' }).count).toBe(0);
  });

  it('matches the country name of a city', () => {
    expect(
      search({ search: 'germ' })
        .results.map((l) => l.slug)
        .sort(),
    ).toEqual(['berlin', 'germany', 'munich']);
  });

  it('paginates all locations by name', () => {
    const all = search({ page_size: 100 });
    expect(all.count).toBe(ctx.store.locations.length);
    const names = all.results.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = search({ page_size: 5, page: 2 });
    expect(second.results).toEqual(all.results.slice(5, 10));
    expect(second.previous).toBe('http://127.0.0.1:4010/public/locations/?page_size=5');
    expect(second.next).toBe('http://127.0.0.1:4010/public/locations/?page_size=5&page=3');
    expect(problemOf(() => search({ page_size: 5, page: Math.ceil(all.count / 5) + 1 })).code).toBe(
      'invalid_page',
    );
  });
});

describe('seed', () => {
  it('at SEED_MOMENT keeps the examples dates as written', () => {
    const store = seed(new Date(SEED_MOMENT));
    expect(jobBySlug(store, 'fleet-dispatcher-evenings-kestrel')).toMatchObject({
      published_at: '2025-11-20T14:00:00Z',
      valid_through: '2025-12-31T23:59:59Z',
    });
    expect(store.jobs.filter((j) => j.status === 'published')).toHaveLength(12);
    expect(store.employers.map((e) => e.slug)).toEqual(
      expect.arrayContaining([
        'northwind-analytics',
        'brightpath-health',
        'kestrel-logistics',
        'helios-renewables',
        'lumen-and-oak',
      ]),
    );
  });

  it('a later now shifts every date by whole days, and leaves nulls and other strings alone', () => {
    const later = seed(new Date(Date.parse(SEED_MOMENT) + 10 * DAY_MS + 5 * 3600 * 1000));
    const fleet = jobBySlug(later, 'fleet-dispatcher-evenings-kestrel');
    expect(fleet.published_at).toBe('2025-11-30T14:00:00Z');
    expect(fleet.valid_through).toBe('2026-01-10T23:59:59Z');
    expect(jobBySlug(later, 'data-engineer-northwind').valid_through).toBeNull();
    expect(fleet.title).toBe('Fleet Dispatcher (Evenings)');
    const maya = people(later).maya;
    const applied = later.applications
      .filter((a) => a.candidate_id === maya.id)
      .map((a) => a.applied_at);
    expect(applied).toContain('2025-11-25T18:12:40Z'); // the data engineer application, seeded 2025-11-15
  });

  it('every call builds an independent store', () => {
    const a = seed(new Date(SEED_MOMENT));
    const b = seed(new Date(SEED_MOMENT));
    jobBySlug(a, 'data-engineer-northwind').title = 'changed';
    a.files.clear();
    people(a).maya.password = 'changed';
    expect(jobBySlug(b, 'data-engineer-northwind').title).toBe('Data Engineer');
    expect(b.files.size).toBeGreaterThan(0);
    expect(people(b).maya.password).toBe(DEV_PASSWORD);
  });

  it('seeded accounts have the dev password, except Daniel (Google only); the invitee has no account', () => {
    const store = seed(new Date(SEED_MOMENT));
    const { maya, jonas, tomas, priya, sofia, daniel } = people(store);
    for (const user of [maya, jonas, tomas, priya, sofia])
      expect(user.password, user.email).toBe(DEV_PASSWORD);
    expect(daniel).toMatchObject({ password: null, google: true, confirmed: true });
    // An invitation creates no account: Lea is an invitation only.
    expect(store.users.some((u) => u.email === 'lea.fischer@example.com')).toBe(false);
    expect(store.invitations.map((i) => [i.email, i.status])).toEqual([
      ['lea.fischer@example.com', 'pending'],
    ]);
  });

  it('serves a file for every seeded resume and logo key', () => {
    const store = seed(new Date(SEED_MOMENT));
    for (const r of store.resumes)
      expect(store.files.get(r.key)?.content_type).toBe('application/pdf');
    for (const a of store.applications)
      expect(store.files.has(a.resume_key), a.resume_key).toBe(true);
    for (const e of store.employers)
      if (e.logo_key) expect(store.files.get(e.logo_key)?.content_type).toBe('image/svg+xml');
  });
});
