// Data retention (the contract's `data-retention` tag and `x-data-retention`): the daily sweep
// keeps an ended application for the company's period, emails the notice first, skips held ones,
// honours the consent to be kept for future roles, and audits without personal data; who may do what.
import { beforeEach, describe, expect, it } from 'vitest';
import { dataRetention } from '../../../generated/rules.gen';
import type { UserRecord, ApplicationRecord } from '../store';
import { sweepRetention } from '../retention';
import {
  call,
  DAY_MS,
  employerBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import { createApplicationNote } from './application-notes';
import {
  clearApplicationRetentionHold,
  getEmployerRetention,
  listEmployerRetentionAudit,
  listEmployerRetentionDue,
  setApplicationRetentionHold,
  updateEmployerRetention,
} from './data-retention';
import { getEmployerJobApplication, updateEmployerJobApplicationStatus } from './job-applications';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let lukas: ApplicationRecord;
let chen: ApplicationRecord;
let employerId: string;

const byName = (name: string) => {
  const found = ctx.store.applications.find((a) => a.applicant_name === name);
  if (!found) throw new Error(`The seed has no application of ${name}`);
  return found;
};
const pathOf = (a: ApplicationRecord) => ({ employerId, jobId: a.job_id, applicationId: a.id });

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  lukas = byName('Lukas Brandt');
  chen = byName('Chen Wei');
  employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
});

/** The team rejects an application now (its last change). */
const reject = (a: ApplicationRecord) =>
  call(updateEmployerJobApplicationStatus, ctx, {
    path: pathOf(a),
    body: { status: 'rejected' },
    user: who.jonas,
  });
/** The seed's own ended applications (Maya's rejected one) are left out: only the three applicants of the job under test count. */
const ofThisJob = <R extends { job_id: string }>(page: { results: R[] }) => {
  const results = page.results.filter((r) => r.job_id === lukas.job_id);
  return { count: results.length, results };
};
const due = (user: UserRecord = who.priya) =>
  ofThisJob(call(listEmployerRetentionDue, ctx, { path: { employerId }, user }).body);
const audit = (user: UserRecord = who.priya) =>
  ofThisJob(call(listEmployerRetentionAudit, ctx, { path: { employerId }, user }).body);
const setMonths = (retention_months: number, user: UserRecord = who.jonas) =>
  call(updateEmployerRetention, ctx, { path: { employerId }, body: { retention_months }, user });
/** Moves the fake's clock to `days` days after `from` and runs that day's sweep. */
const sweepAt = (from: number, days: number) => {
  ctx.setNow(new Date(from + days * DAY_MS));
  sweepRetention(ctx);
};
const monthsLater = (from: number, months: number) => {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};
/** The retention notices mailed to an address (not the status-update mails). */
const noticesTo = (email: string) =>
  ctx.outbox.filter((m) => m.to === email && m.subject.includes('will be deleted on'));

describe('the company’s period', () => {
  it('is the contract’s default until the owner sets one within its bounds', () => {
    expect(call(getEmployerRetention, ctx, { path: { employerId }, user: who.priya }).body).toEqual(
      { retention_months: dataRetention.default_months, notice_days: 30, updated_at: null },
    );
    expect(setMonths(12).body.retention_months).toBe(12);
    expect(
      call(getEmployerRetention, ctx, { path: { employerId }, user: who.tomas }).body
        .retention_months,
    ).toBe(12);
    for (const months of [dataRetention.min_months - 1, dataRetention.max_months + 1, 12.5])
      expect(problemOf(() => setMonths(months))).toMatchObject({
        status: 400,
        errors: { retention_months: [expect.any(String)] },
      });
  });

  it('is a company setting: admins and members may not change it, outsiders may not read it', () => {
    for (const user of [who.tomas, who.priya])
      expect(problemOf(() => setMonths(12, user))).toMatchObject({
        status: 403,
        code: 'permission_denied',
      });
    expect(
      problemOf(() => call(getEmployerRetention, ctx, { path: { employerId }, user: who.maya })),
    ).toMatchObject({ status: 403 });
    expect(problemOf(() => audit(who.maya))).toMatchObject({ status: 403 });
    expect(problemOf(() => due(who.maya))).toMatchObject({ status: 403 });
  });
});

describe('the daily sweep', () => {
  it('emails the notice 30 days before the period ends, lists it in the dry run, then anonymises it', () => {
    reject(chen);
    const ended = ctx.now().getTime();
    const periodEnd = monthsLater(ended, 24);
    const noteId = call(createApplicationNote, ctx, {
      path: pathOf(chen),
      body: { body: 'Strong on TanStack Query.' },
      user: who.priya,
    }).body.id;
    const resumeKey = chen.resume_key;
    const email = chen.email;

    sweepAt(periodEnd, -31);
    expect(due().count).toBe(0);
    expect(noticesTo(email)).toHaveLength(0);

    sweepAt(periodEnd, -30);
    expect(noticesTo(email)).toHaveLength(1);
    expect(noticesTo(email)[0]?.subject).toContain('Senior Frontend Engineer (React)');
    expect(due().results).toEqual([
      expect.objectContaining({
        application_id: chen.id,
        applicant_name: 'Chen Wei',
        ended_status: 'rejected',
        due: false,
        rule: 'company_period',
        anonymise_at: new Date(periodEnd).toISOString().replace('.000Z', 'Z'),
      }),
    ]);

    sweepAt(periodEnd, 1);
    const seen = call(getEmployerJobApplication, ctx, {
      path: pathOf(chen),
      user: who.priya,
    }).body;
    expect(seen).toMatchObject({
      applicant_name: 'Anonymised candidate',
      email: dataRetention.placeholders.email,
      phone: null,
      cover_letter: null,
      answers: [],
      screening: [],
      resume_file_name: '',
      status: 'rejected',
      anonymised_at: expect.any(String),
    });
    expect(ctx.store.files.has(resumeKey)).toBe(false);
    expect(ctx.store.notes.some((n) => n.id === noteId)).toBe(false);
    expect(due().count).toBe(0);
    // One notice only, never a second one.
    expect(noticesTo(email)).toHaveLength(1);
  });

  it('writes an audit line without personal data', () => {
    const { name, email, phone, file } = {
      name: chen.applicant_name,
      email: chen.email,
      phone: chen.phone,
      file: chen.resume_file_name,
    };
    reject(chen);
    const periodEnd = monthsLater(ctx.now().getTime(), 24);
    sweepAt(periodEnd, -30);
    sweepAt(periodEnd, 0);
    const lines = audit().results;
    expect(lines).toEqual([
      expect.objectContaining({
        application_id: chen.id,
        job_id: chen.job_id,
        job_title: 'Senior Frontend Engineer (React)',
        ended_status: 'rejected',
        rule: 'company_period',
        retention_months: 24,
      }),
    ]);
    const text = JSON.stringify(lines);
    for (const personal of [name, email, phone ?? 'no phone', file, 'Chen'])
      expect(text).not.toContain(personal);
  });

  it('never anonymises without the notice: a clock moved past the period sends it first', () => {
    reject(lukas);
    const periodEnd = monthsLater(ctx.now().getTime(), 24);
    sweepAt(periodEnd, 60);
    expect(lukas.anonymised_at ?? null).toBeNull();
    expect(noticesTo(lukas.email)).toHaveLength(1);
    expect(due().results[0]).toMatchObject({ application_id: lukas.id, due: false });
    sweepAt(periodEnd, 89);
    expect(lukas.anonymised_at ?? null).toBeNull();
    sweepAt(periodEnd, 90);
    expect(lukas.anonymised_at).toEqual(expect.any(String));
  });

  it('follows the company’s own period, and keeps an application that has not ended', () => {
    setMonths(12);
    reject(lukas);
    const start = ctx.now().getTime();
    sweepAt(monthsLater(start, 12), -30);
    sweepAt(monthsLater(start, 12), 0);
    expect(lukas.anonymised_at).toEqual(expect.any(String));
    expect(audit().results[0]).toMatchObject({ retention_months: 12 });
    // Chen is still interviewing: ten years on, nothing happens.
    sweepAt(monthsLater(start, 120), 0);
    sweepAt(monthsLater(start, 121), 0);
    expect(chen.anonymised_at ?? null).toBeNull();
    expect(chen.applicant_name).toBe('Chen Wei');
  });

  it('counts a withdrawn application and one whose job closed as ended', () => {
    chen.withdrawn_at = ctx.now().toISOString();
    const job = ctx.store.jobs.find((j) => j.id === lukas.job_id);
    if (!job) throw new Error('no job');
    const amira = byName('Amira Haddad');
    job.status = 'closed';
    job.updated_at = ctx.now().toISOString();
    const periodEnd = monthsLater(ctx.now().getTime(), 24);
    sweepAt(periodEnd, -30);
    expect(
      Object.fromEntries(due().results.map((r) => [r.applicant_name, r.ended_status])),
    ).toEqual({
      'Chen Wei': 'withdrawn',
      'Lukas Brandt': 'job_closed',
      'Amira Haddad': 'job_closed',
    });
    sweepAt(periodEnd, 0);
    expect([chen, lukas, amira].every((a) => a.anonymised_at)).toBe(true);
  });

  it('skips a held application, and a cleared hold sends a new notice before anything goes', () => {
    reject(lukas);
    const periodEnd = monthsLater(ctx.now().getTime(), 24);
    sweepAt(periodEnd, -30);
    const held = call(setApplicationRetentionHold, ctx, {
      path: pathOf(lukas),
      body: { reason: 'Discrimination claim pending' },
      user: who.tomas,
    }).body;
    expect(held.retention_hold).toMatchObject({ reason: 'Discrimination claim pending' });
    expect(due().count).toBe(0);
    sweepAt(periodEnd, 400);
    expect(lukas.anonymised_at ?? null).toBeNull();

    const cleared = call(clearApplicationRetentionHold, ctx, {
      path: pathOf(lukas),
      user: who.jonas,
    }).body;
    expect(cleared.retention_hold).toBeNull();
    sweepAt(periodEnd, 401);
    expect(noticesTo(lukas.email)).toHaveLength(2);
    sweepAt(periodEnd, 430);
    expect(lukas.anonymised_at ?? null).toBeNull();
    sweepAt(periodEnd, 431);
    expect(lukas.anonymised_at).toEqual(expect.any(String));
    // Nothing left to hold.
    expect(
      problemOf(() =>
        call(setApplicationRetentionHold, ctx, {
          path: pathOf(lukas),
          body: {},
          user: who.jonas,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'application_anonymised' });
  });

  it('lets owners and admins hold, not members; a reason stays within 200 characters', () => {
    expect(
      problemOf(() =>
        call(setApplicationRetentionHold, ctx, {
          path: pathOf(lukas),
          body: { reason: null },
          user: who.priya,
        }),
      ),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(
      problemOf(() =>
        call(setApplicationRetentionHold, ctx, {
          path: pathOf(lukas),
          body: { reason: 'x'.repeat(201) },
          user: who.jonas,
        }),
      ),
    ).toMatchObject({ status: 400, errors: { reason: [expect.any(String)] } });
    expect(lukas.retention_hold ?? null).toBeNull();
  });

  it('keeps a candidate who consented to future roles for the consent period when the company’s is shorter', () => {
    setMonths(6);
    lukas.keep_for_future_roles = true;
    reject(lukas);
    reject(chen);
    const start = ctx.now().getTime();
    sweepAt(monthsLater(start, 6), -30);
    sweepAt(monthsLater(start, 6), 0);
    expect(chen.anonymised_at).toEqual(expect.any(String));
    expect(lukas.anonymised_at ?? null).toBeNull();
    const consentEnd = monthsLater(start, dataRetention.consent_months);
    sweepAt(consentEnd, -30);
    expect(due().results[0]).toMatchObject({ application_id: lukas.id, rule: 'consent_period' });
    sweepAt(consentEnd, 0);
    expect(lukas.anonymised_at).toEqual(expect.any(String));
    expect(audit().results[0]).toMatchObject({
      application_id: lukas.id,
      rule: 'consent_period',
      retention_months: dataRetention.consent_months,
    });
  });
});
