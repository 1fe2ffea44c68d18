// The signed-in account: user, notification settings, candidate profile and resumes, applying and
// applied jobs.
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler, Req } from '../http';
import { invalid, notFound, paginate, problem, requireUser } from '../http';
import type { ProfileRecord, UserRecord } from '../store';
import {
  applicationOf,
  isPublic,
  newestFirst,
  timestamp,
  toAppliedJob,
  toProfile,
  toResume,
  toUser,
  uuid,
} from '../views';
import { takeUpload } from './uploads';

const MAX_RESUMES = 5;

export const getCurrentUser: Handler<T.GetCurrentUserData, T.GetCurrentUserResponses> = (
  req,
  ctx,
) => ({
  status: 200,
  body: toUser(ctx, requireUser(req)),
});

export const updateCurrentUser: Handler<T.UpdateCurrentUserData, T.UpdateCurrentUserResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  if (req.body.name !== undefined) user.name = req.body.name.trim();
  if (req.body.phone !== undefined) user.phone = req.body.phone;
  return { status: 200, body: toUser(ctx, user) };
};

const ALL_OFF: T.NotificationSettings = {
  job_alerts: false,
  application_updates: false,
  newsletter: false,
  product_updates: false,
  new_applications: false,
  team_changes: false,
};

export const getUserSettings: Handler<T.GetUserSettingsData, T.GetUserSettingsResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  return { status: 200, body: { ...(ctx.store.settings.get(user.id) ?? ALL_OFF) } };
};

export const updateUserSettings: Handler<
  T.UpdateUserSettingsData,
  T.UpdateUserSettingsResponses
> = (req, ctx) => {
  const user = requireUser(req);
  const next: T.NotificationSettings = {
    job_alerts: req.body.job_alerts,
    application_updates: req.body.application_updates,
    newsletter: req.body.newsletter,
    product_updates: req.body.product_updates,
    new_applications: req.body.new_applications,
    team_changes: req.body.team_changes,
  };
  ctx.store.settings.set(user.id, next);
  return { status: 200, body: { ...next } };
};

/** The caller's candidate profile, created empty on first use (as a post-save signal would). */
function candidate(ctx: Ctx, req: Req<unknown>): { user: UserRecord; profile: ProfileRecord } {
  const user = requireUser(req);
  if (user.access_type !== 'candidate')
    throw problem(403, 'permission_denied', 'Only candidates have a profile.');
  let profile = ctx.store.profiles.find((p) => p.user_id === user.id);
  if (!profile) {
    profile = {
      id: uuid(),
      user_id: user.id,
      profile_image_key: null,
      headline: null,
      summary: null,
      location_id: null,
      links: {},
      skills: [],
    };
    ctx.store.profiles.push(profile);
  }
  return { user, profile };
}

export const getProfile: Handler<T.GetProfileData, T.GetProfileResponses> = (req, ctx) => {
  const { user, profile } = candidate(ctx, req);
  return { status: 200, body: toProfile(ctx, profile, user) };
};

export const updateProfile: Handler<T.UpdateProfileData, T.UpdateProfileResponses> = (req, ctx) => {
  const { user, profile } = candidate(ctx, req);
  const body = req.body;
  if (body.location_id && !ctx.store.locations.some((l) => l.id === body.location_id))
    throw invalid({ location_id: ['Unknown location id.'] });
  const imageKey = body.profile_image_key
    ? takeUpload(ctx, body.profile_image_key, 'profile_image', user, 'profile_image_key')
    : body.profile_image_key;
  if (body.name !== undefined) user.name = body.name.trim();
  if (body.phone !== undefined) user.phone = body.phone;
  if (imageKey !== undefined) profile.profile_image_key = imageKey;
  if (body.headline !== undefined) profile.headline = body.headline;
  if (body.summary !== undefined) profile.summary = body.summary;
  if (body.location_id !== undefined) profile.location_id = body.location_id;
  if (body.links !== undefined) profile.links = { ...body.links };
  if (body.skills !== undefined) profile.skills = [...body.skills];
  return { status: 200, body: toProfile(ctx, profile, user) };
};

export const deleteProfile: Handler<T.DeleteProfileData, T.DeleteProfileResponses> = (req, ctx) => {
  const { user } = candidate(ctx, req);
  const { store } = ctx;
  store.profiles = store.profiles.filter((p) => p.user_id !== user.id);
  store.resumes = store.resumes.filter((r) => r.user_id !== user.id);
  store.memberships = store.memberships.filter((m) => m.user_id !== user.id);
  store.settings.delete(user.id);
  // Applications stay with the employers, unlinked from the account.
  for (const a of store.applications) if (a.candidate_id === user.id) a.candidate_id = null;
  // Without its user, every token of the account answers 401 token_invalid.
  store.users = store.users.filter((u) => u.id !== user.id);
  return { status: 204, body: undefined };
};

export const addProfileResume: Handler<T.AddProfileResumeData, T.AddProfileResumeResponses> = (
  req,
  ctx,
) => {
  const { user } = candidate(ctx, req);
  const key = takeUpload(ctx, req.body.key, 'resume', user, 'key');
  const mine = ctx.store.resumes.filter((r) => r.user_id === user.id);
  if (mine.length >= MAX_RESUMES)
    throw problem(
      409,
      'resume_limit_reached',
      `You can keep at most ${MAX_RESUMES} resumes. Delete one first.`,
    );
  const resume = {
    id: uuid(),
    user_id: user.id,
    file_name: req.body.file_name,
    key,
    size_bytes: Math.max(1, ctx.store.files.get(key)?.bytes.length ?? 1),
    uploaded_at: timestamp(ctx),
  };
  ctx.store.resumes.push(resume);
  return { status: 201, body: toResume(ctx, resume) };
};

export const deleteProfileResume: Handler<
  T.DeleteProfileResumeData,
  T.DeleteProfileResumeResponses
> = (req, ctx) => {
  const { user } = candidate(ctx, req);
  const index = ctx.store.resumes.findIndex(
    (r) => r.id === req.path.resumeId && r.user_id === user.id,
  );
  if (index < 0) throw notFound('resume');
  ctx.store.resumes.splice(index, 1);
  return { status: 204, body: undefined };
};

export const listAppliedJobs: Handler<T.ListAppliedJobsData, T.ListAppliedJobsResponses> = (
  req,
  ctx,
) => {
  const { user } = candidate(ctx, req);
  const rows = ctx.store.applications
    .filter((a) => a.candidate_id === user.id)
    .sort(newestFirst('applied_at'))
    .map((a) => toAppliedJob(ctx, a))
    .filter((row): row is T.AppliedJob => row !== null);
  return { status: 200, body: paginate(rows, req.query, req.url) };
};

export const submitApplication: Handler<T.SubmitApplicationData, T.SubmitApplicationResponses> = (
  req,
  ctx,
) => {
  const { user } = candidate(ctx, req);
  const body = req.body;
  const job = ctx.store.jobs.find((j) => j.id === body.job_id);
  if (!job || !isPublic(ctx, job)) throw notFound('job');
  if (applicationOf(ctx.store, job.id, user.id)) {
    throw problem(409, 'already_applied', 'You have already applied to this job.');
  }
  if ((body.resume_key === undefined) === (body.resume_id === undefined)) {
    throw invalid({ non_field_errors: ['Send either resume_key or resume_id.'] });
  }
  let resume: { key: string; file_name: string };
  if (body.resume_id) {
    const saved = ctx.store.resumes.find((r) => r.id === body.resume_id && r.user_id === user.id);
    if (!saved) throw invalid({ resume_id: ['Unknown resume.'] });
    resume = saved;
  } else {
    const key = takeUpload(ctx, body.resume_key ?? '', 'resume', user, 'resume_key');
    resume = { key, file_name: key.split('/').pop() ?? 'resume' };
  }
  const application = {
    id: uuid(),
    job_id: job.id,
    candidate_id: user.id,
    // Who applies is the account: its email always, its name when it has one (the contract).
    applicant_name: user.name ?? body.name.trim(),
    email: user.email,
    phone: body.phone ?? user.phone,
    resume_key: resume.key,
    resume_file_name: resume.file_name,
    cover_letter: body.cover_letter ?? null,
    answers: body.answers ?? [],
    status: 'submitted' as const,
    applied_at: timestamp(ctx),
  };
  ctx.store.applications.push(application);
  return {
    status: 201,
    body: {
      application_id: application.id,
      job_id: job.id,
      status: application.status,
      applied_at: application.applied_at,
    },
  };
};
