// Companies: the public company page, onboarding and the company page editor (the contract's
// `employer-company` tag).
import { createHash } from 'node:crypto';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, paginate, problem, requireUser } from '../http';
import { requirePermission } from '../permissions';
import { checkPhone } from '../phone';
import type { EmployerRecord, UserRecord } from '../store';
import {
  isPublic,
  newestFirst,
  slugify,
  timestamp,
  toEmployer,
  toJobListItem,
  uuid,
} from '../views';
import { takeUpload } from './uploads';
import { sanitizeHtml } from '../rich-text';

function publicEmployerBySlug(ctx: Ctx, slug: string): EmployerRecord {
  const employer = ctx.store.employers.find((e) => e.slug === slug);
  if (!employer) throw problem(404, 'not_found', 'No company matches the given query.');
  return employer;
}

export const getPublicEmployer: Handler<T.GetPublicEmployerData, T.GetPublicEmployerResponses> = (
  req,
  ctx,
) => ({
  status: 200,
  body: toEmployer(ctx, publicEmployerBySlug(ctx, req.path.employerSlug)),
});

export const listPublicEmployerJobs: Handler<
  T.ListPublicEmployerJobsData,
  T.ListPublicEmployerJobsResponses
> = (req, ctx) => {
  const employer = publicEmployerBySlug(ctx, req.path.employerSlug);
  const jobs = ctx.store.jobs
    .filter((j) => j.employer_id === employer.id && isPublic(ctx, j))
    .sort(newestFirst('published_at'));
  const page = paginate(jobs, req.query, req.url);
  return {
    status: 200,
    body: { ...page, results: page.results.map((j) => toJobListItem(ctx, j)) },
  };
};

/** Applies an EmployerInput to a record (PUT semantics; an omitted logo_key keeps the logo). */
function applyEmployerInput(
  ctx: Ctx,
  record: EmployerRecord,
  input: T.EmployerInput,
  user: UserRecord,
): void {
  if (input.headquarters_id && !ctx.store.locations.some((l) => l.id === input.headquarters_id)) {
    throw invalid({ headquarters_id: ['Unknown location id.'] });
  }
  checkPhone(input.phone);
  if (input.logo_key)
    record.logo_key = takeUpload(ctx, input.logo_key, 'company_logo', user, 'logo_key');
  else if (input.logo_key === null) record.logo_key = null;
  record.name = input.name.trim();
  record.website = input.website ?? null;
  record.description = sanitizeHtml(input.description ?? null);
  record.industry = input.industry ?? null;
  record.size = input.size ?? null;
  record.headquarters_id = input.headquarters_id ?? null;
  record.phone = input.phone ?? null;
  record.social_links = input.social_links ?? {};
}

export const createEmployer: Handler<T.CreateEmployerData, T.CreateEmployerResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  if (user.access_type !== 'employer')
    throw problem(403, 'permission_denied', 'Only employer accounts can create a company.');
  const name = req.body.name.trim();
  if (!name) throw invalid({ name: ['This field may not be blank.'] });
  // A name with nothing ASCII in it (Cyrillic, CJK, …) gets a slug of its own, derived from the
  // name, not the shared 'item' (else the second such company would get a false 409).
  const slug = slugify(
    name,
    `company-${createHash('sha256').update(name.normalize('NFKC').toLowerCase()).digest('hex').slice(0, 10)}`,
  );
  if (ctx.store.employers.some((e) => e.slug === slug)) {
    throw problem(409, 'slug_taken', `A company called "${name}" already exists.`);
  }
  const record: EmployerRecord = {
    id: uuid(),
    slug,
    name,
    logo_key: null,
    website: null,
    description: null,
    industry: null,
    size: null,
    headquarters_id: null,
    phone: null,
    social_links: {},
  };
  applyEmployerInput(ctx, record, req.body, user);
  ctx.store.employers.push(record);
  ctx.store.memberships.push({
    employer_id: record.id,
    user_id: user.id,
    role: 'owner',
    status: 'active',
    invited_at: null,
    joined_at: timestamp(ctx),
  });
  return { status: 201, body: toEmployer(ctx, record) };
};

export const updateEmployer: Handler<T.UpdateEmployerData, T.UpdateEmployerResponses> = (
  req,
  ctx,
) => {
  const { employer, user } = requirePermission(ctx, req, req.path.employerId, 'updateEmployer');
  const draft = { ...employer };
  applyEmployerInput(ctx, draft, req.body, user);
  Object.assign(employer, draft);
  return { status: 200, body: toEmployer(ctx, employer) };
};
