// Records to the contract's response shapes, the way the backend's serializers would build them.
// Every count (open jobs, applications) is derived here from the store, never stored.
import { randomUUID } from 'node:crypto';
import { applicationStageOfStatus, applicationStageWithdrawFrom } from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import type { Ctx } from './http';
import { notFound } from './http';
import { signValue } from './tokens';
import { retentionPolicy } from './retention';
import { knockedOut, publicQuestion } from './screening';
import { applicationsByStatus, viewsCount } from './insights';
import { applicationsOfJob } from './application-query';
import type {
  ApplicationRecord,
  EmployerRecord,
  JobRecord,
  InvitationRecord,
  MembershipRecord,
  ProfileRecord,
  ResumeRecord,
  Store,
  UserRecord,
} from './store';

export const uuid = () => randomUUID();

/**
 * Newest first by a date-time field. Compares moments, not text: a seeded `…:00Z` and a written
 * `…:00.500001Z` of the same second sort the wrong way round as strings.
 */
export const newestFirst =
  <K extends string>(key: K) =>
  (a: { [P in K]: string | null }, b: { [P in K]: string | null }) =>
    (b[key] ? Date.parse(b[key]) : 0) - (a[key] ? Date.parse(a[key]) : 0);

let tick = 0;
/** Now as DRF writes it: microseconds and Z (`2025-11-21T12:00:00.123456Z`). */
export function timestamp(ctx: Ctx): string {
  tick = (tick + 1) % 1000;
  return `${ctx.now().toISOString().slice(0, 23)}${String(tick).padStart(3, '0')}Z`;
}

/**
 * Django's slugify: lowercase ASCII words joined by single hyphens; `fallback` when nothing ASCII
 * is left (a name in another script).
 */
export function slugify(text: string, fallback = 'item'): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || fallback
  );
}

/** A slug not yet taken: `base`, `base-2`, `base-3`, … */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  let slug = base;
  for (let n = 2; taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** An account that cannot sign in yet (a magic-link sign-up), added to the store. */
export function addPendingUser(ctx: Ctx, email: string, accessType: T.AccessType): UserRecord {
  const user: UserRecord = {
    id: uuid(),
    name: null,
    email,
    access_type: accessType,
    phone: null,
    password: null,
    google: false,
    linkedin: false,
    confirmed: false,
    date_joined: timestamp(ctx),
  };
  ctx.store.users.push(user);
  return user;
}

const fileUrl = (ctx: Ctx, key: string) =>
  `${ctx.config.fakeOrigin}/jobboard-uploads/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * `attachment` with the file's name, for a Content-Disposition header: an ASCII `filename` (quotes
 * and backslashes replaced) and the exact name as RFC 5987 `filename*`.
 */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * A resume's download URL: like an S3 GET presigned with `response-content-disposition`, storage
 * answers it with `Content-Disposition: attachment` and the file's name, so a browser saves the
 * file instead of showing it in place of the app (a cross-origin `download` attribute is ignored).
 */
const downloadUrl = (ctx: Ctx, key: string, fileName: string) =>
  `${fileUrl(ctx, key)}?${new URLSearchParams(signDownload(key, attachmentDisposition(fileName), ctx.now()))}`;

/** How long a presigned download URL works (S3: X-Amz-Expires). */
const DOWNLOAD_TTL_SECONDS = 15 * 60;

/**
 * The query of a presigned GET: the disposition storage is to answer with, until when, and the
 * signature over key, disposition and expiry (storage honours nothing unsigned or expired).
 */
export function signDownload(key: string, disposition: string, now: Date): Record<string, string> {
  const expires = String(Math.floor(now.getTime() / 1000) + DOWNLOAD_TTL_SECONDS);
  return {
    'response-content-disposition': disposition,
    'X-Amz-Expires': expires,
    'X-Amz-Signature': signValue(`${key}|${disposition}|${expires}`),
  };
}

export function location(store: Store, id: string | null): T.Location | null {
  return (id && store.locations.find((l) => l.id === id)) || null;
}

export function employerById(store: Store, id: string): EmployerRecord {
  const employer = store.employers.find((e) => e.id === id);
  if (!employer) throw notFound('company');
  return employer;
}

/** A job of the company (404 for an unknown one or one of another company). */
export function companyJob(store: Store, employerId: string, jobId: string): JobRecord {
  const job = store.jobs.find((j) => j.id === jobId && j.employer_id === employerId);
  if (!job) throw notFound('job');
  return job;
}

export function toEmployerSummary(ctx: Ctx, e: EmployerRecord): T.EmployerSummary {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    logo_url: e.logo_key ? fileUrl(ctx, e.logo_key) : null,
  };
}

/** Published, and still open for applications at the fake's now. */
export function isPublic(ctx: Ctx, j: JobRecord): boolean {
  return (
    j.status === 'published' &&
    (j.valid_through === null || Date.parse(j.valid_through) > ctx.now().getTime())
  );
}

export function toEmployer(ctx: Ctx, e: EmployerRecord): T.Employer {
  return {
    ...toEmployerSummary(ctx, e),
    website: e.website,
    description: e.description,
    industry: e.industry,
    size: e.size,
    headquarters: location(ctx.store, e.headquarters_id),
    phone: e.phone,
    social_links: e.social_links,
    open_jobs_count: ctx.store.jobs.filter((j) => j.employer_id === e.id && isPublic(ctx, j))
      .length,
  };
}

export function toJobListItem(ctx: Ctx, j: JobRecord): T.JobListItem {
  return {
    id: j.id,
    slug: j.slug,
    title: j.title,
    employer: toEmployerSummary(ctx, employerById(ctx.store, j.employer_id)),
    locations: j.location_ids
      .map((id) => location(ctx.store, id))
      .filter((l): l is T.Location => l !== null),
    employment_type: j.employment_type,
    workplace_type: j.workplace_type,
    seniority: j.seniority,
    salary: j.salary,
    published_at: j.published_at,
    valid_through: j.valid_through,
    skills: j.skills,
  };
}

export const applicationOf = (store: Store, jobId: string, userId: string) =>
  store.applications.find((a) => a.job_id === jobId && a.candidate_id === userId);

function appliedFlags(store: Store, jobId: string, userId: string) {
  const application = applicationOf(store, jobId, userId);
  return { has_applied: application !== undefined, has_withdrawn: !!application?.withdrawn_at };
}

export function toJob(ctx: Ctx, j: JobRecord, viewer: UserRecord | null): T.Job {
  return {
    ...toJobListItem(ctx, j),
    description: j.description,
    benefits: j.benefits ?? null,
    accepting_applications: isPublic(ctx, j),
    questions: j.questions.map(publicQuestion),
    retention_months: retentionPolicy(ctx.store, j.employer_id).retention_months,
    ...(viewer?.access_type === 'candidate'
      ? {
          ...appliedFlags(ctx.store, j.id, viewer.id),
          is_saved: ctx.store.savedJobs.some((s) => s.job_id === j.id && s.user_id === viewer.id),
        }
      : {}),
  };
}

export function toEmployerJob(ctx: Ctx, j: JobRecord): T.EmployerJob {
  return {
    ...toJobListItem(ctx, j),
    status: j.status,
    applications_count: applicationsOfJob(ctx.store, j.id).length,
    views_count: viewsCount(ctx.store, j.id),
    applications_by_status: applicationsByStatus(ctx.store, j.id),
    created_at: j.created_at,
    updated_at: j.updated_at,
  };
}

export function toJobApplication(ctx: Ctx, a: ApplicationRecord): T.JobApplication {
  return {
    id: a.id,
    // An application whose candidate deleted the account keeps a stable, unlinkable id.
    candidate_id: a.candidate_id ?? '00000000-0000-4000-8000-000000000000',
    applicant_name: a.applicant_name,
    email: a.email,
    phone: a.phone,
    resume_url: downloadUrl(ctx, a.resume_key, a.resume_file_name),
    resume_file_name: a.resume_file_name,
    cover_letter: a.cover_letter,
    answers: a.answers,
    status: a.status,
    applied_at: a.applied_at,
    screening: a.screening,
    knocked_out: knockedOut(a),
    withdrawn_at: a.withdrawn_at,
    anonymised_at: a.anonymised_at ?? null,
    keep_for_future_roles: a.keep_for_future_roles ?? false,
    retention_hold: a.retention_hold ?? null,
  };
}

export function toEmployerJobDetail(ctx: Ctx, j: JobRecord): T.EmployerJobDetail {
  const applications = applicationsOfJob(ctx.store, j.id).slice(0, 500);
  return {
    ...toEmployerJob(ctx, j),
    description: j.description,
    benefits: j.benefits ?? null,
    questions: j.questions,
    applications: applications.map((a) => toJobApplication(ctx, a)),
  };
}

export function toUser(ctx: Ctx, u: UserRecord): T.User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    access_type: u.access_type,
    phone: u.phone,
    employers: ctx.store.memberships
      .filter((m) => m.user_id === u.id && m.status === 'active')
      .map((m) => {
        const e = employerById(ctx.store, m.employer_id);
        return {
          employer_id: e.id,
          employer_slug: e.slug,
          employer_name: e.name,
          employer_logo_url: e.logo_key ? fileUrl(ctx, e.logo_key) : null,
          role: m.role,
        };
      }),
  };
}

export function toTeamMember(ctx: Ctx, m: MembershipRecord): T.TeamMember {
  const u = ctx.store.users.find((x) => x.id === m.user_id);
  return {
    user_id: m.user_id,
    name: m.status === 'invited' ? null : (u?.name ?? null),
    email: u?.email ?? '',
    role: m.role,
    status: m.status,
    invited_at: m.invited_at,
    joined_at: m.joined_at,
  };
}

/** A pending invitation as a team row: its `user_id` is the invitation's id (no account exists). */
export function toInvitedMember(ctx: Ctx, i: InvitationRecord): T.TeamMember {
  return {
    user_id: i.id,
    name: null,
    email: i.email,
    role: i.role,
    status: 'invited',
    invited_at: i.invited_at,
    joined_at: null,
    expires_at: i.expires_at,
    expired: Date.parse(i.expires_at) <= ctx.now().getTime(),
  };
}

export function toResume(ctx: Ctx, r: ResumeRecord): T.Resume {
  return {
    id: r.id,
    file_name: r.file_name,
    url: downloadUrl(ctx, r.key, r.file_name),
    uploaded_at: r.uploaded_at,
    size_bytes: r.size_bytes,
  };
}

export function toProfile(ctx: Ctx, p: ProfileRecord, u: UserRecord): T.Profile {
  return {
    id: p.id,
    name: u.name,
    email: u.email,
    profile_image: p.profile_image_key ? fileUrl(ctx, p.profile_image_key) : null,
    headline: p.headline,
    summary: p.summary,
    phone: u.phone,
    location: location(ctx.store, p.location_id),
    links: p.links,
    skills: p.skills,
    resumes: ctx.store.resumes
      .filter((r) => r.user_id === u.id)
      .sort(newestFirst('uploaded_at'))
      .map((r) => toResume(ctx, r)),
  };
}

export function toAppliedJob(ctx: Ctx, a: ApplicationRecord): T.AppliedJob | null {
  const job = ctx.store.jobs.find((j) => j.id === a.job_id);
  if (!job) return null;
  return {
    ...toJobListItem(ctx, job),
    application_id: a.id,
    status: a.status,
    applied_at: a.applied_at,
    stage: stageOf(a),
    stage_changed_at: stageChangedAt(a),
    withdrawn_at: a.withdrawn_at,
    accepting_applications: isPublic(ctx, job),
  };
}

// ---- What the candidate sees of an application (product.md §2) -----------------------------------

/** The candidate's stage: the contract's `x-stage-of-status`, or withdrawn once withdrawn. */
export function stageOf(a: ApplicationRecord): T.ApplicationStage {
  return a.withdrawn_at ? 'withdrawn' : applicationStageOfStatus[a.status];
}

/** The stages the application went through, oldest first, at most 50 (the submission and the latest 49). */
function stageHistory(a: ApplicationRecord): T.ApplicationStageChange[] {
  const steps: T.ApplicationStageChange[] = [];
  for (const h of a.history) {
    const stage = applicationStageOfStatus[h.status];
    if (steps.at(-1)?.stage !== stage) steps.push({ stage, at: h.at });
  }
  if (a.withdrawn_at) steps.push({ stage: 'withdrawn', at: a.withdrawn_at });
  return steps.length > 50 ? [steps[0] as T.ApplicationStageChange, ...steps.slice(-49)] : steps;
}

function stageChangedAt(a: ApplicationRecord): string {
  return stageHistory(a).at(-1)?.at ?? a.applied_at;
}

export function canWithdraw(a: ApplicationRecord): boolean {
  return (applicationStageWithdrawFrom as readonly string[]).includes(stageOf(a));
}

/** One of the candidate's applications: never the employer's notes or who moved it. */
export function toCandidateApplication(
  ctx: Ctx,
  a: ApplicationRecord,
  job: JobRecord,
): T.CandidateApplication {
  return {
    id: a.id,
    job: { ...toJobListItem(ctx, job), accepting_applications: isPublic(ctx, job) },
    stage: stageOf(a),
    stage_changed_at: stageChangedAt(a),
    applied_at: a.applied_at,
    withdrawn_at: a.withdrawn_at,
    can_withdraw: canWithdraw(a),
    history: stageHistory(a),
    resume_file_name: a.resume_file_name,
    cover_letter: a.cover_letter,
    answers: a.answers,
  };
}
