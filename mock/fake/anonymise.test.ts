// Deleting a candidate account anonymises the candidate's applications at every company (the
// contract's deleteProfile and JobApplication.anonymised_at); anonymiseApplication is what the
// deletion (and any later sweep) applies to one application.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANONYMISED_EMAIL, ANONYMISED_NAME, anonymiseApplication } from './anonymise';
import type { ApplicationRecord } from './store';
import { call, makeCtx, people, type TestCtx } from './test-support';
import { createApplicationNote, listApplicationNotes } from './handlers/application-notes';
import { deleteProfile } from './handlers/candidate-profile';
import { getEmployerJobApplication } from './handlers/job-applications';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

/** The application as its company's team reads it: a call by an active member of that company. */
function employerSees(application: ApplicationRecord) {
  const job = ctx.store.jobs.find((j) => j.id === application.job_id)!;
  let member = ctx.store.memberships.find(
    (m) => m.employer_id === job.employer_id && m.status === 'active' && m.role !== 'member',
  );
  if (!member) {
    // A seeded company without a team: Jonas joins it as its owner.
    member = {
      ...ctx.store.memberships[0]!,
      employer_id: job.employer_id,
      user_id: who.jonas.id,
      role: 'owner',
      status: 'active',
    };
    ctx.store.memberships.push(member);
  }
  const user = ctx.store.users.find((u) => u.id === member.user_id)!;
  const path = { employerId: job.employer_id, jobId: job.id, applicationId: application.id };
  return { path, user, application: call(getEmployerJobApplication, ctx, { path, user }).body };
}

describe('deleteProfile', () => {
  it('anonymises her applications at every company, keeping status and history', () => {
    const hers = ctx.store.applications.filter((a) => a.candidate_id === who.maya.id);
    const companies = new Set(
      hers.map((a) => ctx.store.jobs.find((j) => j.id === a.job_id)?.employer_id),
    );
    expect(companies.size).toBeGreaterThan(1);
    const before = hers.map((a) => ({
      id: a.id,
      status: a.status,
      applied_at: a.applied_at,
      history: structuredClone(a.history),
    }));
    const first = employerSees(hers[0]!);
    call(createApplicationNote, ctx, {
      path: first.path,
      body: { body: 'Strong portfolio, call her back.' },
      user: first.user,
    });
    const resumeKey = hers[0]!.resume_key;
    expect(ctx.store.files.has(resumeKey)).toBe(true);

    expect(call(deleteProfile, ctx, { user: who.maya }).status).toBe(204);

    for (const kept of before) {
      const record = ctx.store.applications.find((a) => a.id === kept.id)!;
      const seen = employerSees(record).application;
      expect(seen).toMatchObject({
        id: kept.id,
        status: kept.status,
        applied_at: kept.applied_at,
        applicant_name: ANONYMISED_NAME,
        email: ANONYMISED_EMAIL,
        phone: null,
        cover_letter: null,
        answers: [],
        screening: [],
        resume_file_name: '',
        candidate_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(seen.anonymised_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(record.history).toEqual(kept.history);
    }
    expect(JSON.stringify(ctx.store.applications)).not.toContain('maya.okafor@example.com');
    expect(
      call(listApplicationNotes, ctx, { path: first.path, user: first.user }).body.results,
    ).toEqual([]);
    expect(ctx.store.files.has(resumeKey)).toBe(false);
  });

  it("leaves other candidates' applications as they were", () => {
    const others = ctx.store.applications.filter(
      (a) => a.candidate_id !== who.maya.id && a.candidate_id !== null,
    );
    expect(others.length).toBeGreaterThan(0);
    const before = structuredClone(others);
    call(deleteProfile, ctx, { user: who.maya });
    expect(others).toEqual(before);
    expect(others.every((a) => !a.anonymised_at)).toBe(true);
  });
});

describe('anonymiseApplication', () => {
  it('keeps a resume file the profile still uses; deletes it once nothing refers to it', () => {
    const [a, ...rest] = ctx.store.applications.filter((x) => x.candidate_id === who.maya.id);
    const key = a!.resume_key;
    expect(ctx.store.resumes.some((r) => r.key === key)).toBe(true);
    anonymiseApplication(ctx.store, a!, '2025-11-21T12:00:00Z');
    expect(a!.anonymised_at).toBe('2025-11-21T12:00:00Z');
    expect(ctx.store.files.has(key)).toBe(true);

    ctx.store.resumes = ctx.store.resumes.filter((r) => r.key !== key);
    for (const other of rest) anonymiseApplication(ctx.store, other, '2025-11-21T12:00:00Z');
    expect(ctx.store.files.has(key)).toBe(false);
  });

  it('deletes the self-identification given for it, and only that', () => {
    const [a, b] = ctx.store.applications.filter((x) => x.candidate_id === who.maya.id);
    for (const app of [a!, b!])
      ctx.store.selfIdentifications.set(app.id, {
        application_id: app.id,
        declined: false,
        answers: {},
        responded_at: '2025-11-21T12:00:00Z',
      });
    anonymiseApplication(ctx.store, a!, '2025-11-21T12:00:00Z');
    expect(ctx.store.selfIdentifications.has(a!.id)).toBe(false);
    expect(ctx.store.selfIdentifications.has(b!.id)).toBe(true);
  });
});
