// Job alerts (the contract's `job-alerts` tag, 3.3.0): a candidate's saved searches, the digests
// they email when the clock passes their frequency, and the signed unsubscribe link in them.
import { timingSafeEqual } from 'node:crypto';
import { operationLimits } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import { refuseOverLimit } from '../contract-rules';
import type { Ctx, Handler, Req } from '../http';
import { invalid, notFound, paginate, problem, requireUser } from '../http';
import type { JobAlertRecord, JobRecord, UserRecord } from '../store';
import { signValue } from '../tokens';
import { employerById, isPublic, newestFirst, timestamp, uuid } from '../views';
import { filterJobs } from './jobs';

/** How long an unsubscribe link works (unsubscribeJobAlert). */
const UNSUBSCRIBE_TTL_SECONDS = 90 * 24 * 3600;
/** Jobs listed in one digest; the rest are "and N more" (a link to the search). */
const DIGEST_MAX_JOBS = 20;
const DAY_MS = 24 * 3600 * 1000;
const PERIOD_MS: Record<T.JobAlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

function requireCandidateUser(req: Req<unknown>): UserRecord {
  const user = requireUser(req);
  if (user.access_type !== 'candidate')
    throw problem(403, 'permission_denied', 'Only candidates have job alerts.');
  return user;
}

export const toJobAlert = (a: JobAlertRecord): T.JobAlert => ({
  id: a.id,
  name: a.name,
  frequency: a.frequency,
  paused: a.paused,
  search: { ...a.search },
  created_at: a.created_at,
  last_sent_at: a.last_sent_at,
});

function ownAlert(ctx: Ctx, user: UserRecord, id: string): JobAlertRecord {
  const alert = ctx.store.jobAlerts.find((a) => a.id === id && a.user_id === user.id);
  if (!alert) throw notFound('job alert');
  return alert;
}

/** The search as kept: keywords trimmed, empty filters dropped, repeatable ones in the enum's order. */
function normalSearch(search: T.JobAlertSearch): T.JobAlertSearch {
  const out: T.JobAlertSearch = {};
  const keywords = search.search?.trim().replace(/\s+/g, ' ');
  if (keywords) out.search = keywords;
  if (search.location) out.location = search.location;
  if (search.employment_type?.length) out.employment_type = [...search.employment_type].sort();
  if (search.workplace_type?.length) out.workplace_type = [...search.workplace_type].sort();
  if (search.seniority) out.seniority = search.seniority;
  if (search.salary_min !== undefined) out.salary_min = search.salary_min;
  if (search.employer) out.employer = search.employer;
  return out;
}

/** Two searches are the same alert when equal after normalising, keywords compared without case. */
const searchKey = (search: T.JobAlertSearch) => {
  const s = normalSearch(search);
  return JSON.stringify({ ...s, search: s.search?.toLowerCase() });
};

function checkName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (!trimmed) throw invalid({ name: ['This field may not be blank.'] });
  return trimmed;
}

export const listJobAlerts: Handler<T.ListJobAlertsData, T.ListJobAlertsResponses> = (req, ctx) => {
  const user = requireCandidateUser(req);
  const mine = ctx.store.jobAlerts
    .filter((a) => a.user_id === user.id)
    .sort(newestFirst('created_at'));
  const page = paginate(mine, req.query, req.url);
  return { status: 200, body: { ...page, results: page.results.map(toJobAlert) } };
};

export const createJobAlert: Handler<T.CreateJobAlertData, T.CreateJobAlertResponses> = (
  req,
  ctx,
) => {
  const user = requireCandidateUser(req);
  const name = checkName(req.body.name) ?? '';
  const mine = ctx.store.jobAlerts.filter((a) => a.user_id === user.id);
  // At most the contract's `x-limit` of createJobAlert.
  refuseOverLimit(mine.length, operationLimits.createJobAlert);
  const key = searchKey(req.body.search);
  const same = mine.find((a) => searchKey(a.search) === key);
  if (same)
    throw problem(
      409,
      'job_alert_exists',
      `You already have an alert for this search (${same.name}).`,
    );
  const alert: JobAlertRecord = {
    id: uuid(),
    user_id: user.id,
    name,
    frequency: req.body.frequency,
    paused: false,
    search: normalSearch(req.body.search),
    created_at: timestamp(ctx),
    last_sent_at: null,
  };
  ctx.store.jobAlerts.push(alert);
  return { status: 201, body: toJobAlert(alert) };
};

export const updateJobAlert: Handler<T.UpdateJobAlertData, T.UpdateJobAlertResponses> = (
  req,
  ctx,
) => {
  const user = requireCandidateUser(req);
  const alert = ownAlert(ctx, user, req.path.alertId);
  const name = checkName(req.body.name);
  if (name !== undefined) alert.name = name;
  if (req.body.frequency !== undefined) alert.frequency = req.body.frequency;
  if (req.body.paused !== undefined) alert.paused = req.body.paused;
  return { status: 200, body: toJobAlert(alert) };
};

export const deleteJobAlert: Handler<T.DeleteJobAlertData, T.DeleteJobAlertResponses> = (
  req,
  ctx,
) => {
  const user = requireCandidateUser(req);
  const alert = ownAlert(ctx, user, req.path.alertId);
  ctx.store.jobAlerts = ctx.store.jobAlerts.filter((a) => a !== alert);
  return { status: 204, body: undefined };
};

// ---- The unsubscribe link: `<alert id>.<expiry>.<HMAC of "job-alert-unsubscribe:<id>:<expiry>">`.

const PURPOSE = 'job-alert-unsubscribe';
const signed = (alertId: string, expiry: number) => signValue(`${PURPOSE}:${alertId}:${expiry}`);

/** A token for the alert's unsubscribe link, valid 90 days from now. */
export function unsubscribeToken(ctx: Ctx, alertId: string): string {
  const expiry = Math.floor(ctx.now().getTime() / 1000) + UNSUBSCRIBE_TTL_SECONDS;
  return `${alertId}.${expiry}.${signed(alertId, expiry)}`;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const unsubscribeJobAlert: Handler<
  T.UnsubscribeJobAlertData,
  T.UnsubscribeJobAlertResponses
> = (req, ctx) => {
  const bad = () =>
    problem(400, 'unsubscribe_link_invalid', 'This unsubscribe link is not valid.', {
      title: 'Invalid link',
      type: 'unsubscribe-link-invalid',
    });
  const parts = TOKEN.exec(req.body.token);
  if (!parts) throw bad();
  const [, alertId, expiryText, signature] = parts as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  // The signature first, compared in constant time; only a genuine token's expiry and alert are read.
  const expected = Buffer.from(signed(alertId, expiry));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
  if (expiry * 1000 <= ctx.now().getTime())
    throw problem(
      410,
      'unsubscribe_link_expired',
      'This unsubscribe link has expired. Sign in to manage your job alerts.',
      { title: 'Link expired', type: 'unsubscribe-link-expired' },
    );
  const alert = ctx.store.jobAlerts.find((a) => a.id === alertId);
  if (!alert) throw problem(404, 'not_found', 'This job alert no longer exists.');
  alert.paused = true;
  return { status: 200, body: { name: alert.name, paused: true } };
};

// ---- Digests

/** The /jobs query string of a search, in listPublicJobs' parameter names. */
function searchQuery(search: T.JobAlertSearch): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(normalSearch(search)))
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, String(v));
  return params.toString();
}

/** The published jobs an alert has not emailed yet: matching its search, published since `since`. */
function newMatches(ctx: Ctx, alert: JobAlertRecord, since: number): JobRecord[] {
  const fresh = ctx.store.jobs.filter(
    (j) => isPublic(ctx, j) && j.published_at !== null && Date.parse(j.published_at) >= since,
  );
  return filterJobs(ctx, fresh, alert.search).sort(newestFirst('published_at'));
}

/**
 * Sends every digest that is due: for each alert that is not paused, of a candidate whose
 * `job_alerts` switch is on, once a day (daily) or seven days (weekly) have passed since its last
 * email (or its creation), the jobs published since then that match its search. Nothing new:
 * no email, and the next run looks again from the same moment.
 */
export function sendDueDigests(ctx: Ctx): void {
  const now = ctx.now().getTime();
  const app = ctx.config.appOrigin;
  for (const alert of ctx.store.jobAlerts) {
    if (alert.paused) continue;
    const user = ctx.store.users.find((u) => u.id === alert.user_id);
    if (!user || user.access_type !== 'candidate') continue;
    if (!ctx.store.settings.get(user.id)?.job_alerts) continue;
    const since = Date.parse(alert.last_sent_at ?? alert.created_at);
    if (now - since < PERIOD_MS[alert.frequency]) continue;
    const jobs = newMatches(ctx, alert, since);
    if (jobs.length === 0) continue;
    const query = searchQuery(alert.search);
    const searchLink = `${app}/jobs${query ? `?${query}` : ''}`;
    const unsubscribe = `${app}/alerts/unsubscribe#token=${unsubscribeToken(ctx, alert.id)}`;
    const listed = jobs.slice(0, DIGEST_MAX_JOBS).map((j) => ({
      line: `${j.title} — ${employerById(ctx.store, j.employer_id).name}`,
      link: `${app}/job/${j.slug}`,
    }));
    const more = jobs.length - listed.length;
    const body = [
      `New jobs for “${alert.name}”:`,
      '',
      ...listed.flatMap(({ line, link }) => [line, link, '']),
      ...(more > 0 ? [`and ${more} more: ${searchLink}`, ''] : []),
      `See the whole search: ${searchLink}`,
      `Unsubscribe from this alert: ${unsubscribe}`,
    ].join('\n');
    ctx.mail(user.email, `New jobs for “${alert.name}”`, searchLink, {
      body,
      links: [...listed.map(({ link }) => link), searchLink, unsubscribe],
    });
    alert.last_sent_at = timestamp(ctx);
  }
}
