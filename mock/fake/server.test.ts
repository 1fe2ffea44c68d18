// The fake over HTTP (no Prism): bearer tokens, Prefer, /__reset, the storage routes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { example } from './contract';
import { startFake, type FakeServer } from './server';
import { SEED_MOMENT } from './store';
import { signDownload } from './views';
import { employerBySlug, httpClient, jobBySlug, people } from './test-support';

let fake: FakeServer;

beforeEach(async () => {
  fake = await startFake({
    port: 0,
    publicOrigin: 'http://127.0.0.1:4010',
    now: SEED_MOMENT,
    accessTtlSeconds: 1,
    log: false,
  });
});
afterEach(async () => {
  await fake?.close();
});

const { api, json, signIn } = httpClient(() => fake.url, 'follow');
/** The query of a presigned GET of `key` (views.ts signDownload), at the fake's now. */
const signed = (key: string, disposition: string) =>
  new URLSearchParams(signDownload(key, disposition, fake.ctx.now())).toString();

/** Moves the fake's clock forward (its handlers and the token check read ctx.now()). */
function advanceClock(ms: number) {
  const before = fake.ctx.now;
  fake.ctx.now = () => new Date(before().getTime() + ms);
}

describe('bearer tokens', () => {
  it('an access token works until its expiry, then answers 403 token_expired; the refresh token gets a new one', async () => {
    const session = await signIn('maya.okafor@example.com');
    const me = await api('/v2/user/', { token: session.access });
    expect(me.status).toBe(200);
    expect(await json<T.User>(me)).toMatchObject({
      id: session.user.id,
      email: 'maya.okafor@example.com',
    });

    advanceClock(1500); // accessTtlSeconds: 1
    const expired = await api('/v2/user/', { token: session.access });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('content-type')).toBe('application/problem+json');
    expect(await json<T.Problem>(expired)).toMatchObject({ status: 403, code: 'token_expired' });
    // Also on an optionally authenticated route.
    expect(
      (await api('/v2/public/jobs/data-engineer-northwind/', { token: session.access })).status,
    ).toBe(403);

    const refreshed = await api('/v2/auth/token/refresh/', {
      method: 'POST',
      body: { refresh: session.refresh },
    });
    expect(refreshed.status).toBe(200);
    const pair = await json<T.AuthTokens>(refreshed);
    const again = await api('/v2/user/', { token: pair.access });
    expect(again.status).toBe(200);
    expect((await json<T.User>(again)).email).toBe('maya.okafor@example.com');
    // The used refresh token is spent.
    expect(
      (await api('/v2/auth/token/refresh/', { method: 'POST', body: { refresh: session.refresh } }))
        .status,
    ).toBe(401);
  });

  it('a garbage bearer token answers 401 token_invalid, a missing one 401 not_authenticated', async () => {
    const garbage = await api('/v2/user/', { token: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect(await json<T.Problem>(garbage)).toMatchObject({ code: 'token_invalid' });
    expect(
      await json<T.Problem>(
        await api('/v2/public/jobs/data-engineer-northwind/', { token: 'x.y.z' }),
      ),
    ).toMatchObject({ status: 401, code: 'token_invalid' });
    expect(await json<T.Problem>(await api('/v2/user/'))).toMatchObject({
      status: 401,
      code: 'not_authenticated',
    });
    // A public route without auth ignores a stale header.
    expect((await api('/v2/public/jobs/', { token: 'not-a-jwt' })).status).toBe(200);
  });

  it("the contract's example token signs in as Maya", async () => {
    const token = example<T.LoginResponse>('/v2/auth/login/', 'post', '200', 'candidate').access;
    expect(fake.ctx.store.seededTokens.has(token)).toBe(true);
    const me = await api('/v2/user/', { token });
    expect(me.status).toBe(200);
    expect(await json<T.User>(me)).toMatchObject({
      email: 'maya.okafor@example.com',
      access_type: 'candidate',
      employers: [],
    });
    const job = await json<T.Job>(await api('/v2/public/jobs/data-engineer-northwind/', { token }));
    expect(job.has_applied).toBe(true);
  });

  it('the tokens of a deleted account answer 401', async () => {
    const session = await signIn('maya.okafor@example.com');
    expect((await api('/v2/profile/', { method: 'DELETE', token: session.access })).status).toBe(
      204,
    );
    expect(await json<T.Problem>(await api('/v2/user/', { token: session.access }))).toMatchObject({
      status: 401,
      code: 'token_invalid',
    });
  });
});

describe('requests the fake leaves to Prism', () => {
  it('any request with a Prefer header answers 501 and stores nothing', async () => {
    const list = await api('/v2/public/jobs/', { headers: { Prefer: 'example=empty' } });
    expect(list.status).toBe(501);
    expect(await json<T.Problem>(list)).toMatchObject({ status: 501, code: 'not_implemented' });
    // Before any token check.
    expect(
      (await api('/v2/user/', { token: 'x', headers: { Prefer: 'example=member' } })).status,
    ).toBe(501);
    const signUp = await api('/v2/auth/signup/', {
      method: 'POST',
      body: { email: 'prefer@example.com', access_type: 'candidate' },
      headers: { Prefer: 'code=201' },
    });
    expect(signUp.status).toBe(501);
    expect(fake.ctx.store.users.some((u) => u.email === 'prefer@example.com')).toBe(false);
    expect(fake.ctx.store.outbox).toHaveLength(0);
  });

  it('an unknown route answers 501', async () => {
    expect((await api('/v2/nothing-here/')).status).toBe(501);
  });
});

describe('the API over HTTP', () => {
  it('next/previous links point at the public origin', async () => {
    const page = await json<T.PaginatedJobList>(
      await api('/v2/public/jobs/?page_size=5&workplace_type=on_site&workplace_type=hybrid'),
    );
    expect(page.count).toBe(9);
    expect(page.next).toBe(
      'http://127.0.0.1:4010/v2/public/jobs/?page_size=5&workplace_type=on_site&workplace_type=hybrid&page=2',
    );
    const past = await api('/v2/public/jobs/?page=9');
    expect(past.status).toBe(404);
    expect(await json<T.Problem>(past)).toMatchObject({ code: 'invalid_page' });
  });

  it('POST /__reset restores a deleted job', async () => {
    const { jonas } = people(fake.ctx.store);
    const session = await signIn(jonas.email);
    const employerId = employerBySlug(fake.ctx.store, 'northwind-analytics').id;
    const draft = jobBySlug(fake.ctx.store, 'senior-product-designer-northwind');
    const path = `/v2/employers/${employerId}/jobs/${draft.id}/`;
    expect((await api(path, { token: session.access })).status).toBe(200);
    expect((await api(path, { method: 'DELETE', token: session.access })).status).toBe(204);
    expect((await api(path, { token: session.access })).status).toBe(404);
    expect(fake.ctx.store.jobs.some((j) => j.id === draft.id)).toBe(false);

    expect((await fetch(`${fake.url}/__reset`, { method: 'POST' })).status).toBe(204);
    const restored = await api(path, { token: session.access });
    expect(restored.status).toBe(200);
    expect(await json<T.EmployerJobDetail>(restored)).toMatchObject({
      slug: 'senior-product-designer-northwind',
      status: 'draft',
    });
  });

  it('magic links land in GET /__mail, on the configured web-app origin (not the Origin header)', async () => {
    const response = await api('/v2/auth/signup/?redirect_url=jobs', {
      method: 'POST',
      body: { email: 'mail.check@example.com', access_type: 'candidate' },
      headers: { origin: 'http://localhost:5199' },
    });
    expect(response.status).toBe(201);
    const mail = await json<{ to: string; link: string }[]>(await fetch(`${fake.url}/__mail`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('mail.check@example.com');
    expect(mail[0]?.link).toMatch(
      /^http:\/\/localhost:5173\/jobs\?key=[^&]+&email=mail\.check%40example\.com$/,
    );
  });
});

describe('storage', () => {
  it('a multipart POST with the ticket fields stores the file; GET serves the same bytes', async () => {
    const ticketResponse = await api('/v2/public/applications/generate-presigned-post/', {
      method: 'POST',
      body: {
        filename: 'cv final.pdf',
        content_type: 'application/pdf',
        purpose: 'resume',
        size_bytes: 6,
      },
    });
    expect(ticketResponse.status).toBe(201);
    const ticket = await json<T.UploadTicket>(ticketResponse);
    expect(ticket.url).toBe(`${fake.url}/jobboard-uploads`);

    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields))
      if (value !== undefined) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'cv final.pdf');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBe(204);

    const stored = await fetch(
      `${ticket.url}/${ticket.fields.key.split('/').map(encodeURIComponent).join('/')}?${signed(ticket.fields.key, 'attachment')}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });

  it('a key without a ticket is refused; an unknown key is 404', async () => {
    const form = new FormData();
    form.append('key', 'resumes/anonymous/forged/cv.pdf');
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'cv.pdf');
    const refused = await fetch(`${fake.url}/jobboard-uploads`, { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('AccessDenied');
    expect(fake.ctx.store.files.has('resumes/anonymous/forged/cv.pdf')).toBe(false);
    expect(
      (await fetch(`${fake.url}/jobboard-uploads/resumes/anonymous/forged/cv.pdf`)).status,
    ).toBe(404);
  });

  it("a resume's URL downloads it: Content-Disposition attachment with its file name, as S3 answers a GET presigned with response-content-disposition", async () => {
    const session = await signIn('maya.okafor@example.com');
    const profile = await json<T.Profile>(await api('/v2/profile/', { token: session.access }));
    const resume = profile.resumes.find((r) => r.file_name === 'maya-okafor-cv-2025.pdf')!;
    const response = await fetch(resume.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="maya-okafor-cv-2025.pdf"; filename*=UTF-8''maya-okafor-cv-2025.pdf`,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');

    // A name beyond ASCII keeps its exact form in filename*, and a plain fallback.
    const key = fake.ctx.store.resumes.find((r) => r.id === resume.id)!.key;
    const named = `${fake.url}/jobboard-uploads/${key}?${signed(key, `attachment; filename="Lebenslauf_J_rg.pdf"; filename*=UTF-8''Lebenslauf_J%C3%B6rg.pdf`)}`;
    expect((await fetch(named)).headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Lebenslauf_J%C3%B6rg.pdf",
    );
    // A resume is private: without a signed URL storage refuses it.
    expect((await fetch(`${fake.url}/jobboard-uploads/${key}`)).status).toBe(403);
    // Only a disposition, never any other header smuggled through the parameter.
    const smuggled = await fetch(
      `${fake.url}/jobboard-uploads/${key}?${signed(key, 'attachment\r\nSet-Cookie: a=b')}`,
    );
    expect(smuggled.headers.get('content-disposition')).toBeNull();
  });

  it("an employer's view of an application downloads its resume the same way", async () => {
    const session = await signIn('jonas.weber@northwind-analytics.example');
    const employerId = employerBySlug(fake.ctx.store, 'northwind-analytics').id;
    const jobId = jobBySlug(fake.ctx.store, 'senior-frontend-engineer-northwind').id;
    const list = await json<T.PaginatedJobApplicationList>(
      await api(`/v2/employers/${employerId}/jobs/${jobId}/applications/`, {
        token: session.access,
      }),
    );
    const application = list.results[0]!;
    const response = await fetch(application.resume_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${application.resume_file_name}"; filename*=UTF-8''${encodeURIComponent(application.resume_file_name)}`,
    );
  });

  it('serves the seeded files (a resume PDF)', async () => {
    const resume = fake.ctx.store.resumes[0];
    const key = resume?.key ?? '';
    const response = await fetch(`${fake.url}/jobboard-uploads/${key}?${signed(key, 'inline')}`);
    expect(response.status).toBe(200);
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});
