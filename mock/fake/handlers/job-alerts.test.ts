// Job alerts: the candidate's CRUD, the unsubscribe token (tampered, expired, other purpose,
// deleted alert), and the digests the clock sends (matching the search, the master switch).
import { beforeEach, describe, expect, it } from 'vitest';
import { operationLimits } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import { signValue } from '../tokens';
import type { UserRecord } from '../store';
import {
  call,
  DAY_MS,
  employerBySlug,
  locationBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import { createEmployerJob, updateEmployerJobStatus } from './employer-jobs';
import {
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  sendDueDigests,
  unsubscribeJobAlert,
  unsubscribeToken,
  updateJobAlert,
} from './job-alerts';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const create = (body: Partial<T.JobAlertCreate> = {}, user: UserRecord = who.maya): T.JobAlert =>
  call(createJobAlert, ctx, {
    body: {
      name: 'Designer in Berlin',
      frequency: 'daily',
      search: { search: 'designer', location: 'berlin' },
      ...body,
    },
    user,
  }).body;
const list = (user: UserRecord = who.maya) => call(listJobAlerts, ctx, { user }).body;
const unsubscribe = (token: string) => call(unsubscribeJobAlert, ctx, { body: { token } });

/** Northwind (Jonas) publishes a job now. */
function publish(input: Partial<T.JobInput> = {}) {
  const employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
  const job = call(createEmployerJob, ctx, {
    path: { employerId },
    body: {
      title: 'Senior Product Designer',
      description: '<p>Shape how planners explore forecasts.</p>',
      employment_type: 'full_time',
      workplace_type: 'hybrid',
      seniority: 'senior',
      location_ids: [locationBySlug(ctx.store, 'berlin').id],
      salary: { min: 70000, max: 85000, currency: 'EUR', period: 'year' },
      valid_through: null,
      skills: ['Figma'],
      ...input,
    },
    user: who.jonas,
  }).body;
  call(updateEmployerJobStatus, ctx, {
    path: { employerId, jobId: job.id },
    body: { status: 'published' },
    user: who.jonas,
  });
  return job;
}

describe('job alerts of a candidate', () => {
  it('creates, lists newest first, renames, pauses and deletes', () => {
    const first = create();
    ctx.advance(1000);
    const second = create({ name: '  Remote data  ', search: { workplace_type: ['remote'] } });
    expect(second.name).toBe('Remote data');
    expect(first).toMatchObject({ paused: false, last_sent_at: null, frequency: 'daily' });
    expect(list().results.map((a) => a.id)).toEqual([second.id, first.id]);

    const renamed = call(updateJobAlert, ctx, {
      path: { alertId: first.id },
      body: { name: 'Design, Berlin', frequency: 'weekly', paused: true },
      user: who.maya,
    }).body;
    expect(renamed).toMatchObject({ name: 'Design, Berlin', frequency: 'weekly', paused: true });

    expect(call(deleteJobAlert, ctx, { path: { alertId: first.id }, user: who.maya }).status).toBe(
      204,
    );
    expect(list().results.map((a) => a.id)).toEqual([second.id]);
  });

  it('keeps the search normalised and refuses the same search twice (409 job_alert_exists)', () => {
    const alert = create({
      search: {
        search: '  Designer ',
        employment_type: ['part_time', 'full_time'],
        location: 'berlin',
      },
    });
    expect(alert.search).toEqual({
      search: 'Designer',
      location: 'berlin',
      employment_type: ['full_time', 'part_time'],
    });
    const same = problemOf(() =>
      create({
        name: 'Again',
        search: {
          search: 'designer',
          location: 'berlin',
          employment_type: ['full_time', 'part_time'],
        },
      }),
    );
    expect(same).toMatchObject({ status: 409, code: 'job_alert_exists' });
    // Another filter is another search.
    expect(create({ search: { search: 'designer', location: 'berlin' } }).id).toBeTruthy();
  });

  it('allows the x-limit of createJobAlert, then answers its 409 with its code and detail', () => {
    const { max, code, detail } = operationLimits.createJobAlert;
    for (let i = 0; i < max; i++) create({ name: `Alert ${i}`, search: { salary_min: i } });
    expect(problemOf(() => create({ search: { salary_min: 999 } }))).toMatchObject({
      status: 409,
      code,
      detail,
    });
    expect(list().count).toBe(max);
  });

  it('refuses a blank name with a field error', () => {
    expect(problemOf(() => create({ name: '   ' }))).toMatchObject({
      status: 400,
      errors: { name: ['This field may not be blank.'] },
    });
  });

  it('is for candidates only, and another candidate’s alert is a 404', () => {
    expect(problemOf(() => list(who.jonas))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    const alert = create();
    const lea: UserRecord = { ...who.maya, id: crypto.randomUUID(), email: 'lea@example.com' };
    ctx.store.users.push(lea);
    expect(list(lea).count).toBe(0);
    expect(
      problemOf(() =>
        call(updateJobAlert, ctx, {
          path: { alertId: alert.id },
          body: { paused: true },
          user: lea,
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      problemOf(() => call(deleteJobAlert, ctx, { path: { alertId: alert.id }, user: lea })),
    ).toMatchObject({ status: 404 });
    expect(list()).toMatchObject({ count: 1, results: [{ paused: false }] });
  });
});

describe('the unsubscribe link', () => {
  it('pauses the alert without a session, and answers 200 again when used twice', () => {
    const alert = create();
    const token = unsubscribeToken(ctx, alert.id);
    expect(unsubscribe(token)).toEqual({
      status: 200,
      body: { name: 'Designer in Berlin', paused: true },
    });
    expect(unsubscribe(token).status).toBe(200);
    expect(list().results[0]?.paused).toBe(true);
  });

  it('refuses a tampered token, another alert’s id under the signature, and garbage (400)', () => {
    const alert = create();
    const other = create({ name: 'Other', search: { search: 'data' } });
    const token = unsubscribeToken(ctx, alert.id);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${id}.${expiry}.${flipped}`,
      `${other.id}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 3600}.${signature}`,
      'not-a-token',
      `${id}.${expiry}`,
    ])
      expect(
        problemOf(() => unsubscribe(bad)),
        bad,
      ).toMatchObject({
        status: 400,
        code: 'unsubscribe_link_invalid',
      });
    expect(list().results.every((a) => !a.paused)).toBe(true);
  });

  it('refuses a signature of the server made for another purpose', () => {
    const alert = create();
    const expiry = Math.floor(ctx.now().getTime() / 1000) + 3600;
    // Signed by the same secret, but without the job-alert-unsubscribe prefix.
    const foreign = `${alert.id}.${expiry}.${signValue(`${alert.id}:${expiry}`)}`;
    expect(problemOf(() => unsubscribe(foreign))).toMatchObject({
      status: 400,
      code: 'unsubscribe_link_invalid',
    });
  });

  it('answers 410 after 90 days and 404 once the alert is deleted', () => {
    const alert = create();
    const token = unsubscribeToken(ctx, alert.id);
    ctx.advance(89 * DAY_MS);
    expect(unsubscribe(token).status).toBe(200);
    ctx.advance(DAY_MS);
    expect(problemOf(() => unsubscribe(token))).toMatchObject({
      status: 410,
      code: 'unsubscribe_link_expired',
    });
    const second = create({ name: 'Second', search: { search: 'data' } });
    const fresh = unsubscribeToken(ctx, second.id);
    call(deleteJobAlert, ctx, { path: { alertId: second.id }, user: who.maya });
    expect(problemOf(() => unsubscribe(fresh))).toMatchObject({ status: 404 });
  });
});

describe('digests', () => {
  it('after a day, mails the jobs published since that match the search, and not the others', () => {
    const alert = create();
    ctx.advance(3600 * 1000);
    const designer = publish();
    const engineer = publish({ title: 'Platform Engineer', skills: ['Go'] });
    const lisbon = publish({
      title: 'Brand Designer',
      location_ids: [locationBySlug(ctx.store, 'lisbon').id],
    });
    sendDueDigests(ctx);
    expect(ctx.outbox).toEqual([]); // not a day yet
    ctx.advance(DAY_MS);
    sendDueDigests(ctx);
    expect(ctx.outbox).toHaveLength(1);
    const mail = ctx.outbox[0]!;
    expect(mail.to).toBe('maya.okafor@example.com');
    expect(mail.subject).toBe('New jobs for “Designer in Berlin”');
    expect(mail.body).toContain('Senior Product Designer — Northwind Analytics');
    expect(mail.links).toContain(`http://localhost:5173/job/${designer.slug}`);
    for (const other of [engineer, lisbon]) {
      expect(mail.links).not.toContain(`http://localhost:5173/job/${other.slug}`);
      expect(mail.body).not.toContain(other.title);
    }
    expect(mail.link).toBe('http://localhost:5173/jobs?search=designer&location=berlin');
    const unsubscribeLink = mail.links!.find((l) => l.includes('/alerts/unsubscribe#token='))!;
    expect(unsubscribeLink.startsWith('http://localhost:5173/alerts/unsubscribe#token=')).toBe(
      true,
    );
    expect(list().results[0]?.last_sent_at).not.toBeNull();

    // Its token works.
    expect(unsubscribe(unsubscribeLink.split('#token=')[1]!).body.paused).toBe(true);

    // Nothing new: no second email, even a day later.
    ctx.advance(2 * DAY_MS);
    sendDueDigests(ctx);
    expect(ctx.outbox).toHaveLength(1);
    expect(alert.id).toBeTruthy();
  });

  it('lists at most 20 jobs and says how many more, linking to the search', () => {
    create({ search: { search: 'designer' } });
    for (let i = 0; i < 23; i++) publish({ title: `Product Designer ${i + 1}` });
    ctx.advance(DAY_MS);
    sendDueDigests(ctx);
    const mail = ctx.outbox[0]!;
    expect(mail.links!.filter((l) => l.includes('/job/'))).toHaveLength(20);
    expect(mail.body).toContain('and 3 more: http://localhost:5173/jobs?search=designer');
  });

  it('weekly alerts wait seven days; paused alerts send nothing', () => {
    create({ frequency: 'weekly' });
    const paused = create({ name: 'Paused', search: { search: 'designer' } });
    call(updateJobAlert, ctx, {
      path: { alertId: paused.id },
      body: { paused: true },
      user: who.maya,
    });
    publish();
    ctx.advance(6 * DAY_MS);
    sendDueDigests(ctx);
    expect(ctx.outbox).toEqual([]);
    ctx.advance(DAY_MS);
    sendDueDigests(ctx);
    expect(ctx.outbox.map((m) => m.subject)).toEqual(['New jobs for “Designer in Berlin”']);
  });

  it('the job_alerts switch is the master switch: off, no digest; on again, the digest comes', () => {
    create();
    publish();
    const settings = ctx.store.settings.get(who.maya.id)!;
    ctx.store.settings.set(who.maya.id, { ...settings, job_alerts: false });
    ctx.advance(DAY_MS);
    sendDueDigests(ctx);
    expect(ctx.outbox).toEqual([]);
    ctx.store.settings.set(who.maya.id, { ...settings, job_alerts: true });
    sendDueDigests(ctx);
    expect(ctx.outbox).toHaveLength(1);
  });
});
