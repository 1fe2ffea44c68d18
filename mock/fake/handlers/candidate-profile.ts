// The candidate profile and its resumes (the contract's `candidate-profile` tag).
import { operationLimits } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import { anonymiseApplication } from '../anonymise';
import { refuseOverLimit } from '../contract-rules';
import type { Ctx, Handler, Req } from '../http';
import { invalid, notFound, problem, requireUser } from '../http';
import { myData } from '../my-data';
import { checkPhone } from '../phone';
import type { ProfileRecord, UserRecord } from '../store';
import { timestamp, toProfile, toResume, uuid } from '../views';
import { takeUpload } from './uploads';

/** The caller's candidate profile, created empty on first use (as a post-save signal would). */
export function requireCandidate(
  ctx: Ctx,
  req: Req<unknown>,
): { user: UserRecord; profile: ProfileRecord } {
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
  const { user, profile } = requireCandidate(ctx, req);
  return { status: 200, body: toProfile(ctx, profile, user) };
};

export const updateProfile: Handler<T.UpdateProfileData, T.UpdateProfileResponses> = (req, ctx) => {
  const { user, profile } = requireCandidate(ctx, req);
  const body = req.body;
  if (body.location_id && !ctx.store.locations.some((l) => l.id === body.location_id))
    throw invalid({ location_id: ['Unknown location id.'] });
  checkPhone(body.phone);
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

/** Everything kept about the candidate, as one document (the contract's exportMyData). */
export const exportMyData: Handler<T.ExportMyDataData, T.ExportMyDataResponses> = (req, ctx) => {
  const { user, profile } = requireCandidate(ctx, req);
  return {
    status: 200,
    body: myData(ctx, user, profile),
    headers: { 'cache-control': 'no-store' },
  };
};

export const deleteProfile: Handler<T.DeleteProfileData, T.DeleteProfileResponses> = (req, ctx) => {
  const { user, profile } = requireCandidate(ctx, req);
  const { store } = ctx;
  const at = timestamp(ctx);
  const ownKeys = [
    profile.profile_image_key,
    ...store.resumes.filter((r) => r.user_id === user.id).map((r) => r.key),
  ];
  store.profiles = store.profiles.filter((p) => p.user_id !== user.id);
  store.resumes = store.resumes.filter((r) => r.user_id !== user.id);
  store.memberships = store.memberships.filter((m) => m.user_id !== user.id);
  store.savedJobs = store.savedJobs.filter((s) => s.user_id !== user.id);
  store.jobAlerts = store.jobAlerts.filter((a) => a.user_id !== user.id);
  store.settings.delete(user.id);
  // Applications stay with the employers, anonymised at every company (the contract's deleteProfile).
  for (const a of store.applications)
    if (a.candidate_id === user.id) anonymiseApplication(store, a, at);
  // The profile's files go too, unless an application not yet anonymised still holds one.
  for (const key of ownKeys)
    if (key && !store.applications.some((a) => a.resume_key === key)) store.files.delete(key);
  // Without its user, every token of the account answers 401 token_invalid.
  store.users = store.users.filter((u) => u.id !== user.id);
  return { status: 204, body: undefined };
};

export const addProfileResume: Handler<T.AddProfileResumeData, T.AddProfileResumeResponses> = (
  req,
  ctx,
) => {
  const { user } = requireCandidate(ctx, req);
  const key = takeUpload(ctx, req.body.key, 'resume', user, 'key');
  const mine = ctx.store.resumes.filter((r) => r.user_id === user.id);
  // At most the contract's `x-limit` of addProfileResume.
  refuseOverLimit(mine.length, operationLimits.addProfileResume);
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
  const { user } = requireCandidate(ctx, req);
  const index = ctx.store.resumes.findIndex(
    (r) => r.id === req.path.resumeId && r.user_id === user.id,
  );
  if (index < 0) throw notFound('resume');
  ctx.store.resumes.splice(index, 1);
  return { status: 204, body: undefined };
};
