/**
 * The contract's security promises, exercised over HTTP against the local backend as `npm run mock`
 * wires it (the fake behind Prism's validating proxy). Every loop is bounded by the contract's
 * operations or a short fixed list. Each check expects the fake's own refusal (403/404/400/401),
 * not Prism's request validation (422), and looks at what the server kept afterwards.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { APP, startTestBackend, type Backend } from '../support/backend';
import { startFake } from '../../mock/fake/server';
import { DEV_PASSWORD } from '../../mock/fake/store';
import { httpClient, type HttpCall } from '../../mock/fake/test-support';
import { listOperations, loadContract, type Contract } from '../support/contract';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});
beforeEach(() => {
  backend.fake.reset();
});

const { api, json, signIn } = httpClient(() => backend.url);

/** A second candidate, signed up by magic link as a stranger would. */
async function newCandidate(email = 'eve.stranger@example.com'): Promise<T.LoginResponse> {
  const signup = await api('/v2/auth/signup/', {
    method: 'POST',
    body: { email, access_type: 'candidate' },
  });
  expect(signup.status).toBe(201);
  const mail = await json<{ to: string; link: string }[]>(
    await fetch(`${backend.fake.url}/__mail`),
  );
  // The magic link (an invitation to the same email may have been mailed before it).
  const key = mail
    .filter((m) => m.to === email)
    .map((m) => new URL(m.link).searchParams.get('key'))
    .find(Boolean)!;
  const confirmed = await api('/v2/auth/confirm-email/', {
    method: 'POST',
    body: { key, password: DEV_PASSWORD },
  });
  expect(confirmed.status).toBe(200);
  return json<T.LoginResponse>(confirmed);
}

const store = () => backend.fake.ctx.store;
/** What the server keeps about companies, jobs, applications, profiles and resumes (but not the
 * intruders' own profiles, which their first call may create). */
const kept = (intruders: readonly string[] = []) =>
  JSON.stringify({
    employers: store().employers,
    memberships: store().memberships,
    jobs: store().jobs,
    applications: store().applications,
    notes: store().notes,
    profiles: store().profiles.filter((p) => !intruders.includes(p.user_id)),
    resumes: store().resumes,
  });

// ---------------------------------------------------------------------------------------------
// The contract's operations that name an object in their path.

const contract: Contract = loadContract();
const OBJECT_PARAMS = /\{(employerId|jobId|resumeId|applicationId|userId)\}/;
// Saving a job names a public job by its id and changes only the caller's own saved list: there is
// no one else's object in it to protect (its own tests: mock/fake/handlers/saved-jobs.test.ts).
const OWN_LIST = /^\/v2\/profile\/saved-jobs\//;
const objectOperations = listOperations(contract).filter(
  (o) => OBJECT_PARAMS.test(o.path) && !OWN_LIST.test(o.path),
);

type Doc = Record<string, unknown>;
function resolve(node: unknown): Doc | undefined {
  let value = node as Doc | undefined;
  for (let i = 0; i < 5 && value && typeof value.$ref === 'string'; i += 1) {
    value = (value.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Doc | undefined)?.[part], contract) as Doc | undefined;
  }
  return value;
}
/** The request body the contract shows for an operation (its example), so Prism lets it through. */
function exampleBody(requestBody: unknown): unknown {
  const media = (resolve(requestBody)?.content as Doc | undefined)?.['application/json'] as
    Doc | undefined;
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values((media.examples as Doc | undefined) ?? {})[0];
  return resolve(first)?.value;
}

describe('object-level authorisation: a token of another company or candidate is refused', () => {
  it('the contract has employer, job, application and resume paths to check', () => {
    const params = new Set(
      objectOperations.flatMap((o) => [...o.path.matchAll(/\{\w+\}/g)].map((m) => m[0])),
    );
    expect(objectOperations.length).toBeGreaterThanOrEqual(14);
    for (const p of ['{employerId}', '{jobId}', '{applicationId}', '{resumeId}'])
      expect(params).toContain(p);
  });

  /** Real ids of Northwind (Jonas's company) and Maya's resume, to aim at. */
  function targets() {
    const northwind = store().employers.find((e) =>
      store().memberships.some(
        (m) =>
          m.employer_id === e.id &&
          store().users.find((u) => u.id === m.user_id)?.email ===
            'jonas.weber@northwind-analytics.example',
      ),
    )!;
    const job = store().jobs.find(
      (j) => j.employer_id === northwind.id && store().applications.some((a) => a.job_id === j.id),
    )!;
    const application = store().applications.find((a) => a.job_id === job.id)!;
    const member = store().memberships.find(
      (m) => m.employer_id === northwind.id && m.role !== 'owner',
    )!;
    const resume = store().resumes[0]!;
    // A note of Jonas's on that application (application-notes), to aim at.
    const jonas = store().users.find((u) => u.email === 'jonas.weber@northwind-analytics.example')!;
    const noteId = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    if (!store().notes.some((n) => n.id === noteId)) {
      const at = new Date().toISOString();
      store().notes.push({
        id: noteId,
        application_id: application.id,
        author_id: jonas.id,
        body: 'Internal to the team',
        created_at: at,
        updated_at: at,
      });
    }
    return {
      noteId,
      employerId: String(northwind.id),
      jobId: String(job.id),
      applicationId: String(application.id),
      userId: String(member.user_id),
      resumeId: String(resume.id),
    };
  }
  const fill = (path: string, ids: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);

  it.each(objectOperations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s refuses Sofia (another company) and Maya (a candidate), and changes nothing',
    async (_name, op) => {
      const ids = targets();
      const intruders = [
        await signIn('sofia.marques@lumen-and-oak.example'),
        await signIn('maya.okafor@example.com'),
      ];
      if (op.path.includes('{resumeId}')) intruders.splice(1, 1, await newCandidate());
      const intruderIds = intruders.map((i) => i.user.id);
      const before = kept(intruderIds);
      for (const intruder of intruders) {
        const response = await api(fill(op.path, ids), {
          method: op.method.toUpperCase(),
          token: intruder.access,
          body: exampleBody(op.operation.requestBody),
        });
        expect(response.headers.get('sl-violations')).toBeNull();
        expect([403, 404]).toContain(response.status);
      }
      expect(kept(intruderIds) === before, 'the store changed').toBe(true);
    },
  );

  it('an application is visible to its own company: the same calls as Jonas succeed', async () => {
    // The control for the loop above: the ids are real, so the refusals are about the token.
    const ids = targets();
    const jonas = await signIn('jonas.weber@northwind-analytics.example');
    const app = await api(
      `/v2/employers/${ids.employerId}/jobs/${ids.jobId}/applications/${ids.applicationId}/`,
      { token: jonas.access },
    );
    expect(app.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => {
  const [head, payload, signature] = token.split('.');
  return {
    head: head!,
    claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>,
    signature: signature!,
  };
};

describe('forged, tampered, expired and alg:none tokens are refused', () => {
  const jonasEmployer = () =>
    `/v2/employers/${store().memberships.find((m) => m.role === 'owner')!.employer_id}/jobs/`;

  it('a valid token is accepted (the control)', async () => {
    const maya = await signIn('maya.okafor@example.com');
    expect((await api('/v2/user/', { token: maya.access })).status).toBe(200);
  });

  it.each([
    [
      'signed with another secret',
      (t: string) => {
        const { head, claims } = partsOf(t);
        const body = `${head}.${b64(claims)}`;
        return `${body}.${createHmac('sha256', 'guessed-secret').update(body).digest('base64url')}`;
      },
    ],
    [
      'another user_id under the original signature',
      (t: string) => {
        const { head, claims, signature } = partsOf(t);
        const jonas = store().users.find(
          (u) => u.email === 'jonas.weber@northwind-analytics.example',
        )!;
        return `${head}.${b64({ ...claims, user_id: jonas.id })}.${signature}`;
      },
    ],
    [
      'alg: none without a signature',
      (t: string) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(partsOf(t).claims)}.`,
    ],
    [
      'alg: none, user_id switched',
      (t: string) => {
        const jonas = store().users.find(
          (u) => u.email === 'jonas.weber@northwind-analytics.example',
        )!;
        return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...partsOf(t).claims, user_id: jonas.id })}.`;
      },
    ],
    ['a refresh token used as an access token', (_t: string, refresh: string) => refresh],
  ])('%s: 401, and nothing is served', async (_name, forge) => {
    const maya = await signIn('maya.okafor@example.com');
    const token = forge(maya.access, maya.refresh);
    for (const path of ['/v2/user/', '/v2/profile/', jonasEmployer()]) {
      const response = await api(path, { token });
      expect(response.headers.get('sl-violations')).toBeNull();
      expect(response.status, path).toBe(401);
    }
  });

  it('an expired access token: 403 token_expired (the contract: refresh and retry) once past exp', async () => {
    const maya = await signIn('maya.okafor@example.com');
    const { claims } = partsOf(maya.access);
    const ttl = Number(claims.exp) - Number(claims.iat);
    await fetch(`${backend.fake.url}/__clock?advance=${ttl + 1}`, { method: 'POST' });
    const response = await api('/v2/user/', { token: maya.access });
    expect(response.status).toBe(403);
    expect(await json<T.Problem>(response)).toMatchObject({ code: 'token_expired' });
  });
});

// ---------------------------------------------------------------------------------------------

describe('mass assignment: fields a caller may not set are refused and never kept', () => {
  const userOf = (email: string) => store().users.find((u) => u.email === email)!;

  it.each([
    ['PATCH', '/v2/user/update/', { name: 'Maya O.', email: 'attacker@example.com' }],
    ['PATCH', '/v2/user/update/', { name: 'Maya O.', access_type: 'employer' }],
    ['PATCH', '/v2/user/update/', { name: 'Maya O.', is_staff: true, role: 'owner' }],
    ['PATCH', '/v2/profile/', { headline: 'x', user_id: 'someone-else', email: 'a@b.co' }],
  ])('%s %s with %j is refused and the account is unchanged', async (method, path, body) => {
    const maya = await signIn('maya.okafor@example.com');
    const before = JSON.stringify(userOf('maya.okafor@example.com'));
    const response = await api(path, { method, token: maya.access, body });
    expect([400, 422]).toContain(response.status);
    expect(JSON.stringify(userOf('maya.okafor@example.com'))).toBe(before);
  });

  it('a job created with employer_id/status/id of its own choosing: refused, nothing created', async () => {
    const jonas = await signIn('jonas.weber@northwind-analytics.example');
    const northwind = jonas.user.employers[0]!.employer_id;
    const createJob = objectOperations.find(
      (o) => o.method === 'post' && o.path === '/v2/employers/{employerId}/jobs/',
    )!;
    const lumen = store().employers.find((e) => e.slug === 'lumen-and-oak')!.id;
    const example = exampleBody(createJob.operation.requestBody) as Record<string, unknown>;
    const count = store().jobs.length;
    for (const extra of [{ employer_id: lumen }, { status: 'published' }, { id: 'x', slug: 'y' }]) {
      const response = await api(`/v2/employers/${northwind}/jobs/`, {
        method: 'POST',
        token: jonas.access,
        body: { ...example, ...extra },
      });
      expect([400, 422]).toContain(response.status);
    }
    expect(store().jobs.length).toBe(count);
    // The control: the example alone creates a draft of Northwind.
    const ok = await api(`/v2/employers/${northwind}/jobs/`, {
      method: 'POST',
      token: jonas.access,
      body: example,
    });
    expect(ok.status).toBe(201);
    expect(store().jobs.at(-1)).toMatchObject({ employer_id: northwind, status: 'draft' });
  });

  it('a member cannot raise their own role; the role is kept', async () => {
    const priya = await signIn('priya.natarajan@northwind-analytics.example');
    const northwind = priya.user.employers[0]!.employer_id;
    const me = userOf('priya.natarajan@northwind-analytics.example');
    for (const role of ['owner', 'admin']) {
      const response = await api(`/v2/employers/${northwind}/users/${me.id}/role/`, {
        method: 'PATCH',
        token: priya.access,
        body: { role },
      });
      expect(response.status).toBe(403);
    }
    expect(
      store().memberships.find((m) => m.user_id === me.id && m.employer_id === northwind)?.role,
    ).toBe('member');
  });
});

// ---------------------------------------------------------------------------------------------

describe('redirect_url: only the web app own paths, never an open redirect', () => {
  const HOSTILE = [
    '//evil.example',
    '%5Cevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example%2Fjobs',
    '..%2Fevil',
    'jobs%2F..%2F..%2Fevil',
    'javascript%3Aalert(1)',
  ];

  // Through Prism (the contract's pattern) and straight to the fake (its own check, as a server
  // reached without the proxy must refuse too).
  const targets = () => [backend.url, backend.fake.url];

  it.each(HOSTILE)('sign-up with redirect_url=%s: refused, no mail sent', async (raw) => {
    for (const base of targets()) {
      const response = await fetch(`${base}/v2/auth/signup/?redirect_url=${raw}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'new.person@example.com', access_type: 'candidate' }),
      });
      expect([400, 422], base).toContain(response.status);
    }
    expect(store().outbox).toHaveLength(0);
  });

  it.each(HOSTILE)('social sign-in with redirect_url=%s: refused, no Location', async (raw) => {
    const direct = await fetch(
      `${backend.fake.url}/v2/auth/google/?redirect_url=${raw}&state=c3RhdGUtb2YtdGhlLWFwcC10YWI&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
      { redirect: 'manual' },
    );
    expect(direct.status).toBe(400);
    expect(direct.headers.get('location')).toBeNull();
    const response = await api(
      `/v2/auth/google/?redirect_url=${raw}&state=c3RhdGUtb2YtdGhlLWFwcC10YWI&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
    );
    expect([400, 422]).toContain(response.status);
    expect(response.headers.get('location')).toBeNull();
  });

  it('an app path is accepted and the link lands on the app origin (the control)', async () => {
    const response = await api('/v2/auth/signup/?redirect_url=job/data-engineer-northwind', {
      method: 'POST',
      body: { email: 'new.person@example.com', access_type: 'candidate' },
    });
    expect(response.status).toBe(201);
    const link = new URL(store().outbox.at(-1)!.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP}/job/data-engineer-northwind`);
  });
});

// ---------------------------------------------------------------------------------------------

describe('upload keys stay inside their purpose and owner prefix', () => {
  const presign = (token: string, purpose: string, filename: string, content_type: string) =>
    api('/v2/public/applications/generate-presigned-post/', {
      method: 'POST',
      token,
      body: { purpose, filename, content_type, size_bytes: 1000 },
    });

  it.each([
    '../../company-logos/evil.pdf',
    '..%2F..%2Fprofile-images%2Fx.pdf',
    '/etc/passwd.pdf',
    'a/../../b.pdf',
    '..\\..\\x.pdf',
  ])('a resume named %j gets a key under resumes/<own id>/ with no dot segment', async (name) => {
    const maya = await signIn('maya.okafor@example.com');
    const response = await presign(maya.access, 'resume', name, 'application/pdf');
    // The contract's filename pattern may refuse the name outright (422 from Prism); if not, the
    // server must keep the key in its prefix.
    expect([201, 422]).toContain(response.status);
    if (response.status === 422) return;
    const { fields } = await json<{ fields: { key: string } }>(response);
    expect(fields.key.startsWith(`resumes/${maya.user.id}/`)).toBe(true);
    expect(fields.key.split('/')).not.toContain('..');
    expect(fields.key).not.toMatch(/\\|%2f|%5c/i);
  });

  it('a name with slashes and dots reaches the server (so the checks above are the server’s)', async () => {
    const maya = await signIn('maya.okafor@example.com');
    const response = await presign(maya.access, 'resume', '..%2F..%2Fx.pdf', 'application/pdf');
    expect(response.status).toBe(201);
  });

  it('a key issued for one purpose or one user is refused for another', async () => {
    const maya = await signIn('maya.okafor@example.com');
    const eve = await newCandidate();
    const ticket = await presign(maya.access, 'resume', 'cv.pdf', 'application/pdf');
    const { fields } = await json<{ fields: { key: string } }>(ticket);
    // Mark the file arrived in storage, so only the purpose/owner check can refuse it.
    store().files.set(fields.key, store().files.values().next().value!);
    const before = kept([eve.user.id]);
    const uses: [string, string, HttpCall][] = [
      [
        'as a profile image',
        '/v2/profile/',
        {
          method: 'PATCH',
          token: maya.access,
          body: { profile_image_key: fields.key },
        },
      ],
      [
        'by another candidate',
        '/v2/profile/resume/',
        {
          method: 'POST',
          token: eve.access,
          body: { key: fields.key, file_name: 'cv.pdf' },
        },
      ],
      [
        'a seeded key of Maya, by another candidate',
        '/v2/profile/resume/',
        {
          method: 'POST',
          token: eve.access,
          body: { key: store().resumes[0]!.key, file_name: 'cv.pdf' },
        },
      ],
    ];
    for (const [name, path, call] of uses) {
      const response = await api(path, call);
      expect(response.status, name).toBe(400);
    }
    expect(kept([eve.user.id]) === before, 'the store changed').toBe(true);
  });
});

describe('names, titles and file names: no control characters, line breaks or bidi overrides', () => {
  const HOSTILE = [
    'Maya\u0000',
    'Maya\r\nBcc: eve@example.com',
    'cv\u202Efdp.exe',
    '\u2066Maya\u2069',
  ];
  const userOf = (email: string) => store().users.find((u) => u.email === email)!;

  it.each(HOSTILE)(
    '%j is refused as a user name, a headline, a resume name and an upload name; nothing is kept',
    async (text) => {
      const maya = await signIn('maya.okafor@example.com');
      const user = JSON.stringify(userOf('maya.okafor@example.com'));
      const before = kept();
      const tickets = store().tickets.size;
      // A file that arrived in storage under a ticket of Maya's, so only the name can refuse it.
      const ticket = await api('/v2/public/applications/generate-presigned-post/', {
        method: 'POST',
        token: maya.access,
        body: {
          purpose: 'resume',
          filename: 'cv.pdf',
          content_type: 'application/pdf',
          size_bytes: 10,
        },
      });
      const { fields } = await json<{ fields: { key: string } }>(ticket);
      store().files.set(fields.key, store().files.values().next().value!);
      const calls: [string, HttpCall][] = [
        ['/v2/user/update/', { method: 'PATCH', token: maya.access, body: { name: text } }],
        ['/v2/profile/', { method: 'PATCH', token: maya.access, body: { headline: text } }],
        [
          '/v2/profile/resume/',
          {
            method: 'POST',
            token: maya.access,
            body: { key: fields.key, file_name: `${text}.pdf` },
          },
        ],
        [
          '/v2/public/applications/generate-presigned-post/',
          {
            method: 'POST',
            token: maya.access,
            body: {
              purpose: 'resume',
              filename: `${text}.pdf`,
              content_type: 'application/pdf',
              size_bytes: 10,
            },
          },
        ],
      ];
      for (const [path, call] of calls) {
        const response = await api(path, call);
        // Prism's request validation (422) in front of the fake; the fake's own 400 behind it.
        expect([400, 422], path).toContain(response.status);
      }
      expect(JSON.stringify(userOf('maya.okafor@example.com'))).toBe(user);
      expect(kept() === before, 'the store changed').toBe(true);
      expect(store().tickets.size).toBe(tickets + 1); // the control ticket only
    },
  );

  it('the same calls with an ordinary name succeed (the control)', async () => {
    const maya = await signIn('maya.okafor@example.com');
    const response = await api('/v2/user/update/', {
      method: 'PATCH',
      token: maya.access,
      body: { name: 'Maya Okafor-Łukasz' },
    });
    expect(response.status).toBe(200);
    expect(userOf('maya.okafor@example.com').name).toBe('Maya Okafor-Łukasz');
  });
});

// ---------------------------------------------------------------------------------------------

describe('auth endpoints answer 429 with Retry-After after the contract’s number of attempts', () => {
  const throttleOf = (operationId: string) => {
    const op = listOperations(contract).find((o) => o.operation.operationId === operationId)!;
    const rule = (op.operation as { 'x-throttle'?: { limit: number; window_seconds: number } })[
      'x-throttle'
    ];
    expect(rule, `${operationId} has no x-throttle in the contract`).toBeDefined();
    return rule!;
  };
  const CASES: [string, (email: string) => Promise<Response>, string][] = [
    [
      'login',
      (email) =>
        api('/v2/auth/login/', { method: 'POST', body: { email, password: 'wrong-password-1' } }),
      'maya.okafor@example.com',
    ],
    [
      'requestPasswordReset',
      (email) => api('/v2/auth/password-reset/', { method: 'POST', body: { email } }),
      'maya.okafor@example.com',
    ],
    [
      'signUp',
      (email) =>
        api('/v2/auth/signup/', { method: 'POST', body: { email, access_type: 'candidate' } }),
      'someone.new@example.com',
    ],
    [
      'checkRegistration',
      (email) => api(`/v2/auth/registration-check/?email=${encodeURIComponent(email)}`),
      'maya.okafor@example.com',
    ],
  ];

  it.each(CASES)(
    '%s: `limit` attempts pass, the next is 429 with Retry-After',
    async (id, attempt, email) => {
      const { limit, window_seconds } = throttleOf(id);
      expect(limit).toBeLessThanOrEqual(20); // the loop stays short
      for (let i = 0; i < limit; i += 1) {
        const response = await attempt(email);
        expect(response.status, `attempt ${i + 1}`).not.toBe(429);
      }
      const blocked = await attempt(email);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('sl-violations')).toBeNull();
      const wait = Number(blocked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(window_seconds);
      expect(await json<T.Problem>(blocked)).toMatchObject({ status: 429, code: 'throttled' });
      // Another account from the same address is not throttled (per account and address)...
      expect((await attempt(`other.${email}`)).status).not.toBe(429);
      // ...and after Retry-After the account may try again.
      await fetch(`${backend.fake.url}/__clock?advance=${wait}`, { method: 'POST' });
      expect((await attempt(email)).status).not.toBe(429);
    },
  );

  it('the 429 is the fake’s own check: a fake started without it (test-only option) never throttles', async () => {
    const { limit } = throttleOf('login');
    const bare = await startFake({
      port: 0,
      publicOrigin: 'http://127.0.0.1:9',
      appOrigin: APP,
      log: false,
      withoutThrottle: true,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const response = await fetch(`${bare.url}/v2/auth/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'maya.okafor@example.com', password: 'wrong-password-1' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).not.toContain(429);
    } finally {
      await bare.close();
    }
  });

  it('a blocked sign-in is refused even with the right password', async () => {
    const { limit } = throttleOf('login');
    for (let i = 0; i < limit; i += 1)
      await api('/v2/auth/login/', {
        method: 'POST',
        body: { email: 'maya.okafor@example.com', password: 'wrong-password-1' },
      });
    const right = await api('/v2/auth/login/', {
      method: 'POST',
      body: { email: 'maya.okafor@example.com', password: DEV_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('successful sign-ins are not counted: many in a row all succeed (as e2e signs in)', async () => {
    const { limit } = throttleOf('login');
    for (let i = 0; i < limit * 2; i += 1) await signIn('maya.okafor@example.com');
  });

  it('POST /__reset forgets the attempts', async () => {
    const { limit } = throttleOf('requestPasswordReset');
    const reset = () =>
      api('/v2/auth/password-reset/', {
        method: 'POST',
        body: { email: 'maya.okafor@example.com' },
      });
    for (let i = 0; i < limit; i += 1) await reset();
    expect((await reset()).status).toBe(429);
    await fetch(`${backend.fake.url}/__reset`, { method: 'POST' });
    expect((await reset()).status).toBe(200);
  });
});

describe('invitations: the token is bound to the invited email, and only accepting joins', () => {
  const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
  const JONAS = 'jonas.weber@northwind-analytics.example';
  /** Jonas invites `email`; the token of the link mailed to it. */
  async function invite(email: string): Promise<{ token: string; row: T.TeamMember }> {
    const { access } = await signIn(JONAS);
    const response = await api(`/v2/employers/${NORTHWIND}/users/invite/`, {
      method: 'POST',
      token: access,
      body: { email, role: 'admin' },
    });
    expect(response.status).toBe(201);
    const mail = await json<{ to: string; link: string }[]>(
      await fetch(`${backend.fake.url}/__mail`),
    );
    const link = new URL(mail.filter((m) => m.to === email).at(-1)!.link);
    expect(link.origin).toBe(APP);
    return { token: link.pathname.split('/').pop()!, row: await json<T.TeamMember>(response) };
  }
  const companiesOf = async (access: string) =>
    (await json<T.User>(await api('/v2/user/', { token: access }))).employers.map(
      (e) => e.employer_slug,
    );

  it('a token sent to one email cannot be accepted by another account', async () => {
    const { token } = await invite('kim.invited@example.com');
    const eve = await newCandidate();
    const response = await api('/v2/invitations/accept/', {
      method: 'POST',
      token: eve.access,
      body: { token },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('sl-violations')).toBeNull();
    const problem = await json<T.Problem>(response);
    expect(problem).toMatchObject({ code: 'invitation_wrong_account' });
    expect(problem.detail).toContain('kim.invited@example.com');
    expect(await companiesOf(eve.access)).toEqual([]);
    expect(
      store().memberships.some((m) => m.employer_id === NORTHWIND && m.user_id === eve.user.id),
    ).toBe(false);
    // The token still works for its own email.
    const kim = await newCandidate('kim.invited@example.com');
    const accepted = await api('/v2/invitations/accept/', {
      method: 'POST',
      token: kim.access,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(await companiesOf(kim.access)).toEqual(['northwind-analytics']);
  });

  it('an invitation creates no account, and signing in (or signing up) joins no company', async () => {
    await invite('daniel.osei@example.com');
    await invite('new.invitee@example.com');
    expect(store().users.some((u) => u.email === 'new.invitee@example.com')).toBe(false);
    const before = kept();
    // Maya signs in with a pending invitation to her email: nothing is joined.
    await invite('maya.okafor@example.com');
    const maya = await signIn('maya.okafor@example.com');
    expect(maya.user.employers).toEqual([]);
    expect(maya.user.access_type).toBe('candidate');
    // The invitee signs up as a candidate: a candidate account, in no company.
    const invitee = await newCandidate('new.invitee@example.com');
    expect(invitee.user).toMatchObject({ access_type: 'candidate', employers: [] });
    expect(JSON.parse(kept())).toMatchObject({ memberships: JSON.parse(before).memberships });
  });

  it('a resent, revoked or declined invitation token opens nothing', async () => {
    const { token: first, row } = await invite('again.invited@example.com');
    const { access } = await signIn(JONAS);
    const resent = await api(`/v2/employers/${NORTHWIND}/users/${row.user_id}/resend/`, {
      method: 'POST',
      token: access,
    });
    expect(resent.status).toBe(200);
    const lookup = (token: string) =>
      api('/v2/invitations/lookup/', { method: 'POST', body: { token } });
    expect((await json<T.Problem>(await lookup(first))).code).toBe('token_invalid');
    const { token: declined } = await invite('no.thanks@example.com');
    expect(
      (await api('/v2/invitations/decline/', { method: 'POST', body: { token: declined } })).status,
    ).toBe(204);
    const again = await api('/v2/invitations/decline/', {
      method: 'POST',
      body: { token: declined },
    });
    expect([again.status, (await json<T.Problem>(again)).code]).toEqual([409, 'invitation_used']);
  });

  it('resending is throttled per invitation by the contract’s x-throttle, with Retry-After', async () => {
    const op = listOperations(contract).find(
      (o) => o.operation.operationId === 'resendEmployerInvitation',
    )!;
    const { limit } = (op.operation as { 'x-throttle'?: { limit: number } })['x-throttle']!;
    const { row } = await invite('often.invited@example.com');
    const { row: other } = await invite('other.invited@example.com');
    const { access } = await signIn(JONAS);
    const resend = (userId: string) =>
      api(`/v2/employers/${NORTHWIND}/users/${userId}/resend/`, { method: 'POST', token: access });
    for (let i = 0; i < limit; i += 1) expect((await resend(row.user_id)).status).toBe(200);
    const blocked = await resend(row.user_id);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another invitation of the same company is not throttled.
    expect((await resend(other.user_id)).status).toBe(200);
  });
});
