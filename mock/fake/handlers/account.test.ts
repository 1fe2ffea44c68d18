// The signed-in account: applying, applied jobs, profile, resumes, settings and the user itself;
// upload tickets (createPresignedPost) and the check of an uploaded key (takeUpload).
import { beforeEach, describe, expect, it } from 'vitest';
import { operationLimits } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { UserRecord } from '../store';
import {
  call,
  employerBySlug,
  jobBySlug,
  locationBySlug,
  makeCtx,
  people,
  problemOf,
  upload,
  userByEmail,
  type TestCtx,
} from '../test-support';
import { getCurrentUser, getUserSettings, updateCurrentUser, updateUserSettings } from './account';
import { listAppliedJobs, submitApplication } from './applications';
import {
  addProfileResume,
  deleteProfile,
  deleteProfileResume,
  getProfile,
  updateProfile,
} from './candidate-profile';
import { getEmployerJob } from './employer-jobs';
import { getPublicJob } from './jobs';
import { createPresignedPost, takeUpload } from './uploads';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const mayaResume = () => {
  const resume = ctx.store.resumes.find(
    (r) => r.user_id === who.maya.id && r.file_name === 'maya-okafor-cv-2025.pdf',
  );
  if (!resume) throw new Error('Maya has no seeded resume');
  return resume;
};

const application = (
  jobSlug: string,
  resume: Pick<T.ApplicationSubmit, 'resume_id' | 'resume_key'>,
  user: UserRecord = who.maya,
): T.ApplicationSubmit => ({
  job_id: jobBySlug(ctx.store, jobSlug).id,
  name: user.name ?? 'Someone',
  email: user.email,
  cover_letter: 'Hello',
  ...resume,
});

const apply = (body: T.ApplicationSubmit, user: UserRecord = who.maya) =>
  call(submitApplication, ctx, { body, user });
const applied = (user: UserRecord = who.maya) =>
  call(listAppliedJobs, ctx, { query: { page_size: 100 }, user }).body;
const hasApplied = (jobSlug: string, user: UserRecord = who.maya) =>
  call(getPublicJob, ctx, { path: { jobSlug }, user }).body.has_applied;
const employerView = (jobSlug: string) =>
  call(getEmployerJob, ctx, {
    path: {
      employerId: employerBySlug(ctx.store, 'northwind-analytics').id,
      jobId: jobBySlug(ctx.store, jobSlug).id,
    },
    user: who.jonas,
  }).body;

describe('submitApplication and listAppliedJobs', () => {
  it('applies as the account: another email or name in the body does not stick', () => {
    apply({
      ...application('senior-frontend-engineer-northwind', { resume_id: mayaResume().id }),
      name: 'Jonas Weber',
      email: 'jonas.weber@northwind-analytics.example',
    });
    const received = employerView('senior-frontend-engineer-northwind').applications.find(
      (a) => a.candidate_id === who.maya.id,
    );
    expect(received).toMatchObject({
      applicant_name: 'Maya Okafor',
      email: 'maya.okafor@example.com',
    });
  });

  it('seeded: Maya applied to three jobs, newest application first', () => {
    const list = applied();
    expect(list.count).toBe(3);
    expect(list.results.map((j) => j.slug)).toEqual([
      'data-engineer-northwind',
      'senior-backend-engineer-brightpath',
      'ux-writer-lumen-and-oak',
    ]);
  });

  it('an application shows first in applied jobs, flips has_applied and reaches the employer', () => {
    expect(hasApplied('senior-frontend-engineer-northwind')).toBe(false);
    const receipt = apply(
      application('senior-frontend-engineer-northwind', { resume_id: mayaResume().id }),
    );
    expect(receipt.status).toBe(201);
    expect(receipt.body).toMatchObject({
      job_id: jobBySlug(ctx.store, 'senior-frontend-engineer-northwind').id,
      status: 'submitted',
    });
    expect(receipt.body.applied_at).toMatch(/^2025-11-21T12:00:00\.\d{6}Z$/);

    const list = applied();
    expect(list.count).toBe(4);
    expect(list.results[0]).toMatchObject({
      slug: 'senior-frontend-engineer-northwind',
      application_id: receipt.body.application_id,
      status: 'submitted',
    });
    expect(hasApplied('senior-frontend-engineer-northwind')).toBe(true);

    const detail = employerView('senior-frontend-engineer-northwind');
    expect(detail.applications_count).toBe(4);
    expect(detail.applications[0]).toMatchObject({
      id: receipt.body.application_id,
      candidate_id: who.maya.id,
      applicant_name: 'Maya Okafor',
      resume_file_name: 'maya-okafor-cv-2025.pdf',
      cover_letter: 'Hello',
    });
  });

  it('applying twice is 409 already_applied', () => {
    apply(application('senior-frontend-engineer-northwind', { resume_id: mayaResume().id }));
    expect(
      problemOf(() =>
        apply(application('senior-frontend-engineer-northwind', { resume_id: mayaResume().id })),
      ),
    ).toMatchObject({
      status: 409,
      code: 'already_applied',
    });
    // A seeded application counts too.
    expect(
      problemOf(() => apply(application('data-engineer-northwind', { resume_id: mayaResume().id })))
        .code,
    ).toBe('already_applied');
    expect(applied().count).toBe(4);
  });

  it('a draft, closed, unknown or expired job is 404', () => {
    const resume_id = mayaResume().id;
    for (const slug of ['senior-product-designer-northwind', 'qa-automation-engineer-northwind']) {
      expect(problemOf(() => apply(application(slug, { resume_id })))).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
    expect(
      problemOf(() =>
        apply({
          ...application('solar-project-manager-helios', { resume_id }),
          job_id: '5c8e0b7a-1111-4222-8333-944455556666',
        }),
      ).status,
    ).toBe(404);
    ctx.setNow('2025-12-01T00:00:00Z'); // the freelance job closed on 11-30
    expect(
      problemOf(() =>
        apply(application('freelance-brand-illustrator-lumen-and-oak', { resume_id })),
      ).status,
    ).toBe(404);
    expect(applied().count).toBe(3);
  });

  it('only a signed-in candidate applies', () => {
    const body = application('solar-project-manager-helios', { resume_id: mayaResume().id });
    expect(problemOf(() => call(submitApplication, ctx, { body }))).toMatchObject({ status: 401 });
    expect(problemOf(() => apply(body, who.jonas))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
  });

  describe('resume_key', () => {
    it('a freshly uploaded file is accepted and becomes the application resume', () => {
      const key = upload(ctx, who.maya, { filename: 'Maya CV (final).pdf' });
      const receipt = apply(application('solar-project-manager-helios', { resume_key: key })).body;
      const stored = ctx.store.applications.find((a) => a.id === receipt.application_id);
      expect(stored).toMatchObject({
        resume_key: key,
        resume_file_name: 'Maya-CV-(final).pdf',
        candidate_id: who.maya.id,
      });
      expect(hasApplied('solar-project-manager-helios')).toBe(true);
    });

    it('an anonymous ticket (taken before sign-in) is accepted', () => {
      const key = upload(ctx, null);
      expect(apply(application('solar-project-manager-helios', { resume_key: key })).status).toBe(
        201,
      );
    });

    it("a key whose file never arrived, an unknown key, another user's or another purpose's key is 400 on resume_key", () => {
      const pending = upload(ctx, who.maya, {}, { arrive: false });
      const amira = userByEmail(ctx.store, 'amira.haddad@example.com');
      const keys = [
        pending,
        'resumes/nobody/unknown.pdf',
        upload(ctx, amira),
        upload(ctx, who.maya, {
          purpose: 'profile_image',
          content_type: 'image/png',
          filename: 'me.png',
        }),
        // A seeded file exists in storage but was never issued as a ticket.
        mayaResume().key,
      ];
      for (const resume_key of keys) {
        const problem = problemOf(() =>
          apply(application('solar-project-manager-helios', { resume_key })),
        );
        expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
        expect(problem.errors).toHaveProperty('resume_key');
      }
      expect(hasApplied('solar-project-manager-helios')).toBe(false);
      // Once the file has arrived, the same key works.
      ctx.store.files.set(pending, {
        content_type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4'),
      });
      expect(
        apply(application('solar-project-manager-helios', { resume_key: pending })).status,
      ).toBe(201);
    });

    it('exactly one of resume_key and resume_id; an unknown or foreign resume_id is 400', () => {
      const key = upload(ctx, who.maya);
      const both = problemOf(() =>
        apply(
          application('solar-project-manager-helios', {
            resume_key: key,
            resume_id: mayaResume().id,
          }),
        ),
      );
      expect(both.errors).toHaveProperty('non_field_errors');
      const neither = problemOf(() => apply(application('solar-project-manager-helios', {})));
      expect(neither.errors).toHaveProperty('non_field_errors');
      const amira = userByEmail(ctx.store, 'amira.haddad@example.com');
      const foreign = problemOf(() =>
        apply(
          application('solar-project-manager-helios', { resume_id: mayaResume().id }, amira),
          amira,
        ),
      );
      expect(foreign.errors).toHaveProperty('resume_id');
      expect(hasApplied('solar-project-manager-helios')).toBe(false);
    });
  });
});

describe('profile', () => {
  it('an update persists name, headline and skills, and the name mirrors the user', () => {
    const updated = call(updateProfile, ctx, {
      body: {
        name: '  Maya O. Okafor ',
        headline: 'Analytics engineer',
        skills: ['Python', 'dbt', 'Looker'],
        location_id: locationBySlug(ctx.store, 'lisbon').id,
      },
      user: who.maya,
    }).body;
    expect(updated).toMatchObject({
      name: 'Maya O. Okafor',
      headline: 'Analytics engineer',
      skills: ['Python', 'dbt', 'Looker'],
      location: { slug: 'lisbon' },
    });

    const read = call(getProfile, ctx, { user: who.maya }).body;
    expect(read).toMatchObject({
      name: 'Maya O. Okafor',
      headline: 'Analytics engineer',
      skills: ['Python', 'dbt', 'Looker'],
      location: { slug: 'lisbon' },
    });
    expect(ctx.store.users.find((u) => u.id === who.maya.id)?.name).toBe('Maya O. Okafor');
    expect(call(getCurrentUser, ctx, { user: who.maya }).body.name).toBe('Maya O. Okafor');

    // Omitted fields stay as they are; null clears.
    const partial = call(updateProfile, ctx, { body: { headline: null }, user: who.maya }).body;
    expect(partial).toMatchObject({
      name: 'Maya O. Okafor',
      headline: null,
      skills: ['Python', 'dbt', 'Looker'],
    });
  });

  it('an unknown location is 400 on location_id and changes nothing', () => {
    const before = call(getProfile, ctx, { user: who.maya }).body;
    const problem = problemOf(() =>
      call(updateProfile, ctx, {
        body: { name: 'X', location_id: '5c8e0b7a-1111-4222-8333-944455556666' },
        user: who.maya,
      }),
    );
    expect(problem.errors).toHaveProperty('location_id');
    expect(call(getProfile, ctx, { user: who.maya }).body).toEqual(before);
  });

  it('a profile image must be an uploaded profile_image and is served from the fake', () => {
    const key = upload(
      ctx,
      who.maya,
      { purpose: 'profile_image', content_type: 'image/png', filename: 'me.png' },
      { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    );
    const profile = call(updateProfile, ctx, {
      body: { profile_image_key: key },
      user: who.maya,
    }).body;
    expect(profile.profile_image).toBe(
      `http://127.0.0.1:4012/jobboard-uploads/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    const resumeKey = upload(ctx, who.maya);
    expect(
      problemOf(() =>
        call(updateProfile, ctx, { body: { profile_image_key: resumeKey }, user: who.maya }),
      ).errors,
    ).toHaveProperty('profile_image_key');
    expect(
      call(updateProfile, ctx, { body: { profile_image_key: null }, user: who.maya }).body
        .profile_image,
    ).toBeNull();
  });

  it('only candidates have a profile; a candidate without one gets an empty one', () => {
    expect(problemOf(() => call(getProfile, ctx, { user: who.jonas }))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    const amira = userByEmail(ctx.store, 'amira.haddad@example.com');
    const profile = call(getProfile, ctx, { user: amira }).body;
    expect(profile).toMatchObject({
      name: 'Amira Haddad',
      headline: null,
      skills: [],
      resumes: [],
    });
    expect(ctx.store.profiles.filter((p) => p.user_id === amira.id)).toHaveLength(1);
  });

  it('deleteProfile removes the user, profile and resumes; the employer keeps the application, anonymised', () => {
    const mayaId = who.maya.id;
    expect(call(deleteProfile, ctx, { user: who.maya }).status).toBe(204);
    expect(ctx.store.users.find((u) => u.id === mayaId)).toBeUndefined();
    expect(ctx.store.users.find((u) => u.email === 'maya.okafor@example.com')).toBeUndefined();
    expect(ctx.store.profiles.some((p) => p.user_id === mayaId)).toBe(false);
    expect(ctx.store.resumes.some((r) => r.user_id === mayaId)).toBe(false);
    expect(ctx.store.settings.has(mayaId)).toBe(false);
    expect(ctx.store.savedJobs.some((s) => s.user_id === mayaId)).toBe(false);

    const detail = employerView('data-engineer-northwind');
    const kept = detail.applications.filter((a) => a.anonymised_at);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      applicant_name: 'Anonymised candidate',
      status: 'rejected',
      candidate_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(ctx.store.applications.filter((a) => a.anonymised_at)).toHaveLength(3);
    expect(ctx.store.applications.some((a) => a.candidate_id === mayaId)).toBe(false);
  });
});

describe('resumes', () => {
  const addResume = (file_name: string) =>
    call(addProfileResume, ctx, {
      body: { key: upload(ctx, who.maya, { filename: file_name }), file_name },
      user: who.maya,
    });
  const resumes = () => call(getProfile, ctx, { user: who.maya }).body.resumes;

  it('at most the x-limit of addProfileResume: one more is its 409; deleting one makes room', () => {
    const { max, code, detail } = operationLimits.addProfileResume;
    expect(resumes()).toHaveLength(2);
    const names = Array.from({ length: max - 2 }, (_, i) => `cv-${i}.pdf`);
    for (const name of names) {
      ctx.advance(1000);
      expect(addResume(name).status).toBe(201);
    }
    expect(
      resumes()
        .map((r) => r.file_name)
        .slice(0, names.length),
    ).toEqual([...names].reverse());
    expect(problemOf(() => addResume('extra.pdf'))).toMatchObject({ status: 409, code, detail });
    expect(resumes()).toHaveLength(max);

    const oldest = resumes().at(-1);
    expect(
      call(deleteProfileResume, ctx, { path: { resumeId: oldest?.id ?? '' }, user: who.maya })
        .status,
    ).toBe(204);
    expect(resumes()).toHaveLength(max - 1);
    expect(addResume('extra.pdf').body.file_name).toBe('extra.pdf');
    expect(resumes()).toHaveLength(max);
  });

  it('a resume records the uploaded file and its size', () => {
    const key = upload(
      ctx,
      who.maya,
      { filename: 'new.pdf' },
      { bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(1229, 1)]) },
    );
    const resume = call(addProfileResume, ctx, {
      body: { key, file_name: 'new.pdf' },
      user: who.maya,
    }).body;
    expect(resume).toMatchObject({ file_name: 'new.pdf', size_bytes: 1234 });
    expect(resume.url).toContain('/jobboard-uploads/resumes/');
    expect(resumes()[0]?.id).toBe(resume.id);
    expect(
      problemOf(() =>
        call(addProfileResume, ctx, {
          body: { key: 'resumes/x/y.pdf', file_name: 'y.pdf' },
          user: who.maya,
        }),
      ).errors,
    ).toHaveProperty('key');
  });

  it("another candidate's resume cannot be deleted (404)", () => {
    const amira = userByEmail(ctx.store, 'amira.haddad@example.com');
    expect(
      problemOf(() =>
        call(deleteProfileResume, ctx, { path: { resumeId: mayaResume().id }, user: amira }),
      ).status,
    ).toBe(404);
    expect(resumes()).toHaveLength(2);
  });
});

describe('settings and user', () => {
  it('POST replaces all six flags, for that user only', () => {
    const before = call(getUserSettings, ctx, { user: who.maya }).body;
    expect(before).toEqual({
      job_alerts: true,
      application_updates: true,
      newsletter: false,
      product_updates: false,
      new_applications: false,
      team_changes: false,
    });
    const jonasBefore = call(getUserSettings, ctx, { user: who.jonas }).body;
    const next: T.NotificationSettings = {
      job_alerts: false,
      application_updates: false,
      newsletter: true,
      product_updates: true,
      new_applications: true,
      team_changes: true,
    };
    expect(call(updateUserSettings, ctx, { body: next, user: who.maya }).body).toEqual(next);
    expect(call(getUserSettings, ctx, { user: who.maya }).body).toEqual(next);
    expect(call(getUserSettings, ctx, { user: who.jonas }).body).toEqual(jonasBefore);
    // The answer is a copy: changing it does not change the store.
    const read = call(getUserSettings, ctx, { user: who.maya }).body;
    read.newsletter = false;
    expect(call(getUserSettings, ctx, { user: who.maya }).body.newsletter).toBe(true);
  });

  it('getCurrentUser lists active companies with roles; updateCurrentUser persists name and phone', () => {
    expect(
      call(getCurrentUser, ctx, { user: who.sofia }).body.employers.map((e) => [
        e.employer_slug,
        e.role,
      ]),
    ).toEqual([
      ['lumen-and-oak', 'owner'],
      ['helios-renewables', 'admin'],
    ]);
    expect(call(getCurrentUser, ctx, { user: who.daniel }).body.employers).toEqual([]);
    // The invitee has no account at all until she signs up (an invitation creates none).
    expect(ctx.store.users.some((u) => u.email === 'lea.fischer@example.com')).toBe(false);
    const updated = call(updateCurrentUser, ctx, {
      body: { name: ' Jonas W. ', phone: '+4915123456789' },
      user: who.jonas,
    }).body;
    expect(updated).toMatchObject({ name: 'Jonas W.', phone: '+4915123456789' });
    expect(call(getCurrentUser, ctx, { user: who.jonas }).body).toMatchObject({
      name: 'Jonas W.',
      phone: '+4915123456789',
    });
    expect(problemOf(() => call(getCurrentUser, ctx, {})).status).toBe(401);
  });
});

// ---- Uploads ----------------------------------------------------------------------------------

const ticket = (user: UserRecord | null, body: Partial<T.UploadTicketRequest> = {}) =>
  call(createPresignedPost, ctx, {
    body: { filename: 'cv.pdf', content_type: 'application/pdf', purpose: 'resume', ...body },
    user,
  });

describe('createPresignedPost', () => {
  it('a ticket for the fake storage, its key under the purpose folder and the user, the policy pinning type, size and expiry', () => {
    const { status, body } = ticket(who.maya, { filename: 'My CV 2025.pdf', size_bytes: 1000 });
    expect(status).toBe(201);
    expect(body.url).toBe('http://127.0.0.1:4012/jobboard-uploads');
    expect(body.fields.key).toMatch(
      new RegExp(`^resumes/${who.maya.id}/[0-9a-f-]{36}/My-CV-2025\\.pdf$`),
    );
    expect(body.fields['Content-Type']).toBe('application/pdf');
    const policy = JSON.parse(Buffer.from(body.fields.policy, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2025-11-21T12:15:00.000Z');
    expect(policy.conditions).toContainEqual({ key: body.fields.key });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(ctx.store.tickets.get(body.fields.key)).toMatchObject({
      purpose: 'resume',
      user_id: who.maya.id,
      max_bytes: 5 * 1024 * 1024,
    });
    // Two tickets for the same file name get different keys.
    expect(ticket(who.maya, { filename: 'My CV 2025.pdf' }).body.fields.key).not.toBe(
      body.fields.key,
    );
  });

  it('anonymous callers may ask for a resume ticket', () => {
    expect(ticket(null).body.fields.key).toMatch(/^resumes\/anonymous\//);
  });

  it('a type not allowed for the purpose is 415, an oversized declared file 413', () => {
    expect(problemOf(() => ticket(who.maya, { content_type: 'image/png' }))).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
    });
    expect(
      problemOf(() =>
        ticket(who.maya, { purpose: 'profile_image', content_type: 'application/pdf' }),
      ).status,
    ).toBe(415);
    expect(problemOf(() => ticket(who.maya, { size_bytes: 5 * 1024 * 1024 + 1 }))).toMatchObject({
      status: 413,
      code: 'file_too_large',
    });
    expect(ticket(who.maya, { size_bytes: 5 * 1024 * 1024 }).status).toBe(201);
    expect(
      problemOf(() =>
        ticket(who.maya, {
          purpose: 'profile_image',
          content_type: 'image/png',
          size_bytes: 2 * 1024 * 1024 + 1,
        }),
      ).status,
    ).toBe(413);
    expect(ctx.store.tickets.size).toBe(1);
  });

  it('profile_image needs a signed-in candidate', () => {
    const image = {
      purpose: 'profile_image',
      content_type: 'image/webp',
      filename: 'me.webp',
    } as const;
    expect(ticket(who.maya, image).body.fields.key).toMatch(/^profile-images\//);
    expect(problemOf(() => ticket(null, image))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => ticket(who.jonas, image)).status).toBe(403);
  });

  it('company_logo: an owner, or an employer onboarding without a company; never a candidate or anonymous', () => {
    const logo = {
      purpose: 'company_logo',
      content_type: 'image/png',
      filename: 'logo.png',
    } as const;
    expect(ticket(who.jonas, logo).body.fields.key).toMatch(/^company-logos\//);
    expect(ticket(who.daniel, logo).status).toBe(201);
    expect(problemOf(() => ticket(who.maya, logo))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => ticket(null, logo)).status).toBe(403);
    // A member or an admin of a company who owns none may not replace logos.
    expect(problemOf(() => ticket(who.priya, logo)).status).toBe(403);
  });
});

describe('takeUpload', () => {
  it('accepts the key of an arrived file of the right purpose and owner, and refuses anything else', () => {
    const { key } = ticket(who.maya).body.fields;
    const take =
      (user: UserRecord | null, purpose: T.UploadPurpose = 'resume', k = key) =>
      () =>
        takeUpload(ctx, k, purpose, user, 'resume_key');
    expect(problemOf(take(who.maya)).errors).toEqual({
      resume_key: ['No uploaded file with this key.'],
    });
    ctx.store.files.set(key, { content_type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') });
    expect(take(who.maya)()).toBe(key);
    expect(problemOf(take(who.jonas)).status).toBe(400);
    expect(problemOf(take(null)).status).toBe(400);
    expect(problemOf(take(who.maya, 'profile_image')).status).toBe(400);
    expect(problemOf(take(who.maya, 'resume', `${key}x`)).status).toBe(400);
  });
});
