// exportMyData (the contract's MyDataExport): everything kept about the signed-in candidate, and
// nothing of anyone else.
import { beforeEach, describe, expect, it } from 'vitest';
import { createFake } from './app';
import { DEV_PASSWORD, SEED_MOMENT, type UserRecord } from './store';
import { THROTTLES } from './throttle';
import { call, jobBySlug, makeCtx, people, problemOf, type TestCtx } from './test-support';
import { submitApplication } from './handlers/applications';
import { exportMyData } from './handlers/candidate-profile';
import { createJobAlert } from './handlers/job-alerts';
import { saveJob } from './handlers/saved-jobs';
import { addPendingUser } from './views';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
/** A second candidate. */
let amira: UserRecord;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  amira = addPendingUser(ctx, 'amira.haddad@example.com', 'candidate');
  amira.confirmed = true;
});

const exportOf = (user: UserRecord) => {
  const answer = call(exportMyData, ctx, { user });
  expect(answer.status).toBe(200);
  return answer.body;
};

const addAlert = (user: UserRecord, name: string) =>
  call(createJobAlert, ctx, {
    body: { name, frequency: 'weekly', search: { search: name } },
    user,
  }).body;

/** Amira applies, saves a job and keeps an alert: none of it may reach Maya's file. */
function amiraIsActive() {
  const job = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
  const resume_key = ctx.store.resumes.find((r) => r.user_id === who.maya.id)?.key ?? '';
  ctx.store.files.set('resumes/amira/cv.pdf', ctx.store.files.get(resume_key)!);
  ctx.store.tickets.set('resumes/amira/cv.pdf', {
    key: 'resumes/amira/cv.pdf',
    purpose: 'resume',
    content_type: 'application/pdf',
    max_bytes: 5 * 1024 * 1024,
    user_id: amira.id,
    expires_at: Date.now() + 60_000,
  });
  const applied = call(submitApplication, ctx, {
    body: {
      job_id: job.id,
      name: 'Amira Haddad',
      email: amira.email,
      resume_key: 'resumes/amira/cv.pdf',
    },
    user: amira,
  }).body;
  call(saveJob, ctx, {
    path: { jobId: jobBySlug(ctx.store, 'ux-writer-lumen-and-oak').id },
    user: amira,
  });
  const alert = addAlert(amira, 'Amira only');
  return { applicationId: applied.application_id, alertId: alert.id };
}

describe('exportMyData', () => {
  it("holds the candidate's account, profile, resumes, applications with history, saved jobs and alerts", () => {
    const alert = addAlert(who.maya, 'Frontend in Berlin');
    const data = exportOf(who.maya);

    expect(data.exported_at.startsWith(SEED_MOMENT.slice(0, 19))).toBe(true);
    expect(data.account).toMatchObject({
      id: who.maya.id,
      email: 'maya.okafor@example.com',
      name: 'Maya Okafor',
    });
    expect(data.account.sign_in_methods).toContain('password');
    expect(data.profile.headline).toBe('Frontend engineer · React & TypeScript');
    // Metadata, never a link to the file (it would expire in the saved document).
    expect(data.resumes.map((r) => r.file_name)).toContain('maya-okafor-cv-2025.pdf');
    expect(data.resumes.every((r) => !('url' in r))).toBe(true);

    const mine = ctx.store.applications.filter((a) => a.candidate_id === who.maya.id);
    expect(data.applications.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
    const brightpath = data.applications.find(
      (a) => a.job.slug === 'senior-backend-engineer-brightpath',
    );
    expect(brightpath?.history.map((h) => h.stage)).toEqual(['submitted', 'in_review']);
    expect(brightpath?.resume_file_name).toBe('maya-okafor-cv-2025.pdf');

    const saved = ctx.store.savedJobs.filter((s) => s.user_id === who.maya.id);
    expect(saved.length).toBeGreaterThan(0);
    expect(data.saved_jobs.map((j) => j.id).sort()).toEqual(saved.map((s) => s.job_id).sort());
    expect(data.job_alerts.map((a) => a.id)).toEqual([alert.id]);
  });

  it("has nothing of another candidate, and the other candidate's has nothing of hers", () => {
    const hers = amiraIsActive();
    const maya = exportOf(who.maya);
    const text = JSON.stringify(maya);
    expect(text).not.toContain(amira.email);
    expect(text).not.toContain(hers.applicationId);
    expect(text).not.toContain(hers.alertId);
    expect(maya.saved_jobs.map((j) => j.slug)).not.toContain('ux-writer-lumen-and-oak');

    const his = exportOf(amira);
    expect(his.account.email).toBe(amira.email);
    expect(his.applications.map((a) => a.id)).toEqual([hers.applicationId]);
    expect(his.saved_jobs.map((j) => j.slug)).toEqual(['ux-writer-lumen-and-oak']);
    expect(his.job_alerts.map((a) => a.id)).toEqual([hers.alertId]);
    expect(JSON.stringify(his)).not.toContain('maya.okafor@example.com');
  });

  it('is for candidates only: an employer account answers 403 permission_denied', () => {
    expect(problemOf(() => call(exportMyData, ctx, { user: who.jonas }))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
  });

  it('is never cached (Cache-Control: no-store)', () => {
    expect(call(exportMyData, ctx, { user: who.maya }).headers).toMatchObject({
      'cache-control': 'no-store',
    });
  });

  it("is throttled as the contract's x-throttle says: one more in the window answers 429 with Retry-After", async () => {
    const origin = 'http://127.0.0.1:4010';
    const fake = createFake({ publicOrigin: origin, now: SEED_MOMENT, log: false });
    const signIn = await fake.handle(
      new Request(`${origin}/v2/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'maya.okafor@example.com', password: DEV_PASSWORD }),
      }),
    );
    const { access } = (await signIn.json()) as { access: string };
    const download = () =>
      fake.handle(
        new Request(`${origin}/v2/profile/export/`, {
          headers: { authorization: `Bearer ${access}` },
        }),
      );
    const { limit } = THROTTLES.exportMyData!;
    for (let i = 0; i < limit; i += 1)
      expect((await download()).status, `export ${i + 1}`).toBe(200);
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
