// The retention rules of the contract's `x-data-retention` (docs/backend-guide.md, Data retention):
// when an application ended, when its candidate is emailed the notice, when the daily sweep
// anonymises it, and the sweep itself. The dry run (listEmployerRetentionDue) and the sweep read the
// same schedule, so what the dry run lists is what the sweep does.
import { dataRetention } from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { anonymiseApplication } from './anonymise';
import type { Ctx } from './http';
import type { ApplicationRecord, JobRecord, Store } from './store';
import { timestamp, uuid } from './views';

const DAY_MS = 24 * 3600 * 1000;
const NOTICE_MS = dataRetention.notice_days * DAY_MS;

/** The company's period (its own, or the contract's default) as getEmployerRetention answers it. */
export function retentionPolicy(store: Store, employerId: string): T.RetentionPolicy {
  const own = store.retention.get(employerId);
  return {
    retention_months: own?.retention_months ?? dataRetention.default_months,
    notice_days: dataRetention.notice_days,
    updated_at: own?.updated_at ?? null,
  };
}

/** A moment `months` calendar months later (UTC; JavaScript rolls the 31st of a shorter month into the next one, where a backend's relativedelta stops at the month's last day). */
function addMonths(iso: string, months: number): number {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

const latest = (...times: (string | null | undefined)[]) =>
  Math.max(...times.map((t) => (t ? Date.parse(t) : 0)));

/**
 * How an application ended and when (its last change); null while it stands, and for a hired one
 * (an employment record, never swept). Withdrawn wins over rejected, both over job_closed.
 */
function endOf(
  app: ApplicationRecord,
  job: JobRecord | undefined,
): { status: T.RetentionEndedStatus; at: number } | null {
  if (app.status === 'hired') return null;
  const jobClosed = job?.status === 'closed' || job?.status === 'archived';
  const status: T.RetentionEndedStatus | null = app.withdrawn_at
    ? 'withdrawn'
    : app.status === 'rejected'
      ? 'rejected'
      : jobClosed
        ? 'job_closed'
        : null;
  if (!status) return null;
  const lastMove = app.history.at(-1)?.at;
  return { status, at: latest(lastMove, app.withdrawn_at, jobClosed ? job.updated_at : null) };
}

/** The store's jobs by id (the sweep and the dry run look each application's job up once). */
export const jobsById = (store: Store): ReadonlyMap<string, JobRecord> =>
  new Map(store.jobs.map((j) => [j.id, j]));

export interface RetentionSchedule {
  ended_status: T.RetentionEndedStatus;
  ended_at: number;
  rule: T.RetentionRule;
  retention_months: number;
  /** When the notice was sent, or is due (never before now when not sent yet). */
  notice_at: number;
  anonymise_at: number;
  /** From its notice date on: the dry run lists it. */
  listed: boolean;
}

/** When the sweep takes an application; null when it never will as things stand (held, anonymised, not ended). */
export function scheduleOf(
  store: Store,
  app: ApplicationRecord,
  now: number,
  jobs: ReadonlyMap<string, JobRecord> = jobsById(store),
): RetentionSchedule | null {
  if (app.anonymised_at || app.retention_hold) return null;
  const job = jobs.get(app.job_id);
  const end = endOf(app, job);
  if (!end || !job) return null;
  const company = retentionPolicy(store, job.employer_id).retention_months;
  const consent = app.keep_for_future_roles === true && dataRetention.consent_months > company;
  const months = consent ? dataRetention.consent_months : company;
  const periodEnd = addMonths(new Date(end.at).toISOString(), months);
  const sent = app.retention_notice_at ? Date.parse(app.retention_notice_at) : null;
  const noticeAt = sent ?? Math.max(periodEnd - NOTICE_MS, now);
  return {
    ended_status: end.status,
    ended_at: end.at,
    rule: consent ? 'consent_period' : 'company_period',
    retention_months: months,
    notice_at: noticeAt,
    anonymise_at: Math.max(periodEnd, noticeAt + NOTICE_MS),
    listed: sent !== null || periodEnd - NOTICE_MS <= now,
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The dry run's line of an application (listEmployerRetentionDue). */
export function toRetentionDueItem(
  store: Store,
  app: ApplicationRecord,
  s: RetentionSchedule,
  now: number,
): T.RetentionDueItem {
  return {
    application_id: app.id,
    job_id: app.job_id,
    job_title: store.jobs.find((j) => j.id === app.job_id)?.title ?? '',
    applicant_name: app.applicant_name,
    ended_status: s.ended_status,
    ended_at: iso(s.ended_at),
    notice_at: iso(s.notice_at),
    anonymise_at: iso(s.anonymise_at),
    due: s.anonymise_at <= now,
    rule: s.rule,
  };
}

/**
 * The daily sweep, at most once per UTC day of the fake's clock (like the job alert digests it runs
 * on every request and every clock move): an application whose notice date came gets its email;
 * one whose notice was sent `notice_days` ago and whose period passed is anonymised, with an audit
 * line without personal data. A notice of an application that no longer ended (reconsidered) or
 * whose hold was cleared is forgotten, so a new one is sent before anything goes.
 */
export function sweepRetention(ctx: Ctx): void {
  const store = ctx.store;
  const nowDate = ctx.now();
  const today = nowDate.toISOString().slice(0, 10);
  if (store.retentionSweptOn === today) return;
  store.retentionSweptOn = today;
  const now = nowDate.getTime();
  const jobs = jobsById(store);
  for (const app of store.applications) {
    const s = scheduleOf(store, app, now, jobs);
    if (!s) {
      if (app.retention_notice_at && !app.anonymised_at && !endOf(app, jobs.get(app.job_id)))
        app.retention_notice_at = null;
      continue;
    }
    if (!app.retention_notice_at) {
      if (s.notice_at <= now) sendNotice(ctx, app, s);
      continue;
    }
    if (s.anonymise_at > now) continue;
    const at = timestamp(ctx);
    const job = jobs.get(app.job_id);
    anonymiseApplication(store, app, at);
    store.retentionAudit.push({
      id: uuid(),
      application_id: app.id,
      job_id: app.job_id,
      job_title: job?.title ?? '',
      ended_status: s.ended_status,
      ended_at: iso(s.ended_at),
      anonymised_at: at,
      rule: s.rule,
      retention_months: s.retention_months,
    });
  }
}

const DAY_WORDS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The candidate's notice, `notice_days` before their data goes (the fake's mail catcher). */
function sendNotice(ctx: Ctx, app: ApplicationRecord, s: RetentionSchedule) {
  const job = ctx.store.jobs.find((j) => j.id === app.job_id);
  const company = ctx.store.employers.find((e) => e.id === job?.employer_id)?.name ?? '';
  app.retention_notice_at = timestamp(ctx);
  const on = DAY_WORDS.format(
    Math.max(s.anonymise_at, Date.parse(app.retention_notice_at) + NOTICE_MS),
  );
  const link = `${ctx.config.appOrigin}/privacy-policy`;
  ctx.mail(
    app.email,
    `Your application for ${job?.title ?? 'a job'} at ${company} will be deleted on ${on}`,
    link,
    {
      body: [
        `${company} keeps applications for ${s.retention_months} months after they end.`,
        `On ${on} your name, email, phone, resume, answers and the team's notes on your application for ${job?.title ?? 'the job'} will be deleted.`,
        'You do not need to do anything.',
        '',
        `How we handle your data: ${link}`,
      ].join('\n'),
      links: [link],
    },
  );
}
