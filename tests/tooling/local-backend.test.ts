/**
 * The local backend as `npm run mock` wires it: the fake behind `prism proxy --errors`. Over HTTP,
 * through Prism: the fake's answers reach the client, a Prefer header still gets the contract's
 * example (the fake answers 501 and Prism remocks), and an answer of the fake that breaks the
 * contract becomes Prism's 500 with an `sl-violations` header instead of reaching the app.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../scripts/lib/local-backend.mjs';
import { freePort } from '../support/net';

type Backend = Awaited<ReturnType<typeof startLocalBackend>>;
let backend: Backend;
const violations: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  backend = await startLocalBackend({
    port,
    fakePort: await freePort(),
    prismPort: await freePort(),
    now: '2025-11-21T12:00:00Z',
    log: false,
    onViolation: (line) => violations.push(line),
  });
});
afterAll(async () => {
  await backend?.stop();
});
beforeEach(() => {
  backend.fake.reset();
  violations.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${path}`, { headers });

describe('the local backend behind Prism', () => {
  it('answers from its store: a keyword narrows the list the example would have served whole', async () => {
    const response = await get('/v2/public/jobs/?search=solar');
    expect(response.status).toBe(200);
    expect(response.headers.get('sl-violations')).toBeNull();
    const body = (await response.json()) as { count: number; results: { slug: string }[] };
    expect(body.count).toBe(1);
    expect(body.results.map((j) => j.slug)).toEqual(['solar-project-manager-helios']);
  });

  it('serves the job asked for, not the first example', async () => {
    const job = (await (await get('/v2/public/jobs/data-engineer-northwind/')).json()) as {
      slug: string;
      title: string;
    };
    expect(job).toMatchObject({ slug: 'data-engineer-northwind', title: 'Data Engineer' });
  });

  it('keeps every Prefer state: the named example and the status come from the contract', async () => {
    const empty = (await (
      await get('/v2/public/jobs/?search=solar', { Prefer: 'example=empty' })
    ).json()) as { count: number };
    expect(empty.count).toBe(0);
    const missing = await get('/v2/public/jobs/data-engineer-northwind/', { Prefer: 'code=404' });
    expect(missing.status).toBe(404);
    const first = (await (
      await get('/v2/public/jobs/data-engineer-northwind/', { Prefer: 'code=200' })
    ).json()) as { slug: string };
    expect(first.slug).toBe('senior-frontend-engineer-northwind');
  });

  it('turns an answer that breaks the contract into a 500 with sl-violations', async () => {
    // Titles are at most 200 characters in the contract; make the store serve a longer one.
    const job = backend.fake.ctx.store.jobs.find((j) => j.slug === 'data-engineer-northwind');
    if (!job) throw new Error('seed has no data-engineer-northwind');
    job.title = 'x'.repeat(250);
    const response = await get('/v2/public/jobs/data-engineer-northwind/');
    expect(response.status).toBe(500);
    expect(response.headers.get('sl-violations')).toContain('title');
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  it('hands social sign-in (a browser redirect) to the browser as the contract says: a 302 to the stand-in page', async () => {
    const start = await fetch(
      `${backend.url}/v2/auth/google/?redirect_url=employer/onboarding&access_type=candidate&state=kq8Wb3Yp0fNc2rLx7tVh1A&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
      {
        redirect: 'manual',
        headers: { origin: 'http://127.0.0.1:5173' },
      },
    );
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${backend.fake.url}/__social/google`);
    const standIn = await fetch(location);
    expect(standIn.status).toBe(200);
    expect(await standIn.text()).toContain('maya.okafor@example.com');
    // Other auth calls still go through Prism's contract check.
    const login = await fetch(`${backend.url}/v2/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(login.status).toBe(422);
    expect(login.headers.get('sl-violations')).toBeNull();
  });

  it('points upload tickets at its own port and keeps the uploaded file, served only when signed', async () => {
    const ticketResponse = await fetch(
      `${backend.url}/v2/public/applications/generate-presigned-post/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          filename: 'cv.pdf',
          content_type: 'application/pdf',
          purpose: 'resume',
          size_bytes: 11,
        }),
      },
    );
    expect(ticketResponse.status).toBe(201);
    const ticket = (await ticketResponse.json()) as { url: string; fields: Record<string, string> };
    expect(ticket.url).toBe(`${backend.fake.url}/jobboard-uploads`);
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.4 hi'], { type: 'application/pdf' }), 'cv.pdf');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBe(204);
    const kept = backend.fake.ctx.store.files.get(ticket.fields.key!)!;
    expect(kept.bytes.toString()).toBe('%PDF-1.4 hi');
    // A resume is served on a presigned URL only (the API hands those out), never to a bare GET.
    const unsigned = await fetch(`${ticket.url}/${ticket.fields.key}`);
    expect(unsigned.status).toBe(403);
  });
});
