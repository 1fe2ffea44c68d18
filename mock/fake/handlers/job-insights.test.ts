// Job insights: views counted once per visitor and day without the company's team, the 30-day
// window, and the CSV export's quoting and formula-injection rule (the contract's words).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  call,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import { SEED_MOMENT, type UserRecord } from '../store';
import { csvField, toCsv } from '../insights';
import { getEmployerJob } from './employer-jobs';
import { exportEmployerJobApplications, getEmployerJobStats, recordJobView } from './job-insights';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let path: { employerId: string; jobId: string };
const SLUG = 'senior-frontend-engineer-northwind';
const visitor = {
  address: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
};

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  path = {
    employerId: employerBySlug(ctx.store, 'northwind-analytics').id,
    jobId: jobBySlug(ctx.store, SLUG).id,
  };
});

const view = (user: UserRecord | null = null, client = visitor, jobSlug = SLUG) =>
  recordJobView(
    {
      path: { jobSlug },
      query: undefined as never,
      body: undefined as never,
      user,
      url: new URL('http://x/'),
      client,
    } as Parameters<typeof recordJobView>[0],
    ctx,
  );
const views = () => call(getEmployerJob, ctx, { path, user: who.priya }).body.views_count;
const stats = (user = who.priya) => call(getEmployerJobStats, ctx, { path, user }).body;

describe('recordJobView', () => {
  it('counts a visitor once a day, again the next day', () => {
    const before = views();
    expect(view().status).toBe(204);
    expect(views()).toBe(before + 1);
    view();
    ctx.advance(3600 * 1000);
    view();
    expect(views()).toBe(before + 1);
    ctx.advance(DAY_MS);
    view();
    expect(views()).toBe(before + 2);
  });

  it('tells visitors apart by address and User-Agent, and signed-in visitors by account', () => {
    const before = views();
    view(null, { ...visitor, address: '198.51.100.4' });
    view(null, { ...visitor, userAgent: 'Safari' });
    view(who.maya);
    view(who.maya, { address: 'elsewhere', userAgent: 'other' });
    expect(views()).toBe(before + 3);
  });

  it('keeps no address or User-Agent: only a hash that changes with the day', () => {
    view();
    ctx.advance(DAY_MS);
    view();
    const mine = ctx.store.jobViews.slice(-2);
    expect(JSON.stringify(mine)).not.toContain(visitor.address);
    expect(JSON.stringify(mine)).not.toContain('Firefox');
    expect(mine[0]!.visitor).not.toBe(mine[1]!.visitor);
  });

  it('does not count the company’s own team, whatever their role', () => {
    const before = views();
    for (const member of [who.jonas, who.tomas, who.priya]) view(member);
    expect(views()).toBe(before);
    view(who.sofia); // an employer of another company is a visitor like any other
    expect(views()).toBe(before + 1);
  });

  it('answers 404 for a job without a public page', () => {
    expect(problemOf(() => view(null, visitor, 'no-such-job')).status).toBe(404);
    const draft = jobBySlug(ctx.store, 'senior-product-designer-northwind');
    expect(draft.status).toBe('draft');
    expect(problemOf(() => view(null, visitor, draft.slug)).status).toBe(404);
  });
});

describe('getEmployerJobStats', () => {
  it('is the contract example on the seed: 30 days ending today, totals as on the job', () => {
    const s = stats();
    expect(s.days).toHaveLength(30);
    expect(s.days[0]!.date).toBe('2025-10-23');
    expect(s.days[29]!.date).toBe(SEED_MOMENT.slice(0, 10));
    expect(s.views_total).toBe(124);
    expect(s.applications_total).toBe(3);
    expect(s.days.slice(-4).map((d) => [d.views, d.applications])).toEqual([
      [38, 1],
      [35, 1],
      [29, 1],
      [22, 0],
    ]);
  });

  it('moves its window with the clock: a view lands on today, old days fall out', () => {
    ctx.advance(29 * DAY_MS);
    view();
    const s = stats();
    expect(s.days[0]!.date).toBe('2025-11-21');
    expect(s.days[0]!.views).toBe(22);
    expect(s.days[29]).toEqual({ date: '2025-12-20', views: 1, applications: 0 });
    ctx.advance(DAY_MS);
    const later = stats();
    expect(later.days[0]!.date).toBe('2025-11-22');
    expect(later.days.reduce((n, d) => n + d.views, 0)).toBe(1);
    expect(later.views_total).toBe(125); // the total keeps every view
  });

  it('is for the company’s team only', () => {
    expect(problemOf(() => stats(who.maya)).status).toBe(403);
    expect(problemOf(() => stats(who.sofia)).status).toBe(403);
  });
});

describe('the CSV export', () => {
  it('neutralises formulas and quotes as RFC 4180 says', () => {
    expect(csvField('=HYPERLINK("https://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Click"")"`,
    );
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('a "quoted" word')).toBe('"a ""quoted"" word"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('plain text = fine')).toBe('plain text = fine');
    expect(csvField('')).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('writes the contract’s columns, newest first, for any role', async () => {
    const amira = ctx.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    amira.cover_letter = '=HYPERLINK("https://evil.example","Click")';
    const answer = call(exportEmployerJobApplications, ctx, { path, user: who.priya });
    expect(answer.headers).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${SLUG}-applications.csv"`,
    });
    const lines = (await new Response(answer.body).text()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFapplicant_name,email,phone,status,applied_at,resume_file_name,cover_letter,answers',
    );
    expect(lines[1]).toBe(
      `Amira Haddad,amira.haddad@example.com,'+4917612345678,submitted,2025-11-20T21:14:09Z,` +
        `amira-haddad-cv.pdf,"'=HYPERLINK(""https://evil.example"",""Click"")",Earliest start date?: 1 February 2026`,
    );
    expect(lines[2]).toBe(
      'Lukas Brandt,lukas.brandt@example.com,,in_review,2025-11-19T07:55:31Z,lukas-brandt-lebenslauf.pdf,,',
    );
    expect(lines).toHaveLength(5); // three rows and the empty string after the last CRLF
  });

  it('is for the company’s team only', () => {
    expect(
      problemOf(() => call(exportEmployerJobApplications, ctx, { path, user: who.maya })).status,
    ).toBe(403);
  });
});
