/**
 * The local backend against a hostile client, over HTTP as `npm run mock` wires it (the front
 * server, Prism's validating proxy, the fake): forged client addresses, password spraying, stored
 * HTML, replayed keys and tickets, tokens of ended sign-ins, bodies meant to stop the stack. Each
 * check looks at what the server answered and what it kept (docs/backend-guide.md, "Security").
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { startTestBackend, type Backend } from '../support/backend';
import { DEV_PASSWORD } from '../../mock/fake/store';
import { httpClient } from '../../mock/fake/test-support';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend({ onViolation: () => {} });
});
afterAll(async () => {
  await backend?.stop();
});
beforeEach(() => {
  backend.fake.reset();
});

const { api, json, signIn } = httpClient(() => backend.url);
const store = () => backend.fake.ctx.store;
const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example';
const mail = async () =>
  json<{ to: string; subject: string; link: string }[]>(await fetch(`${backend.fake.url}/__mail`));

describe('throttles key on the address the trusted proxy saw, never on one the client wrote', () => {
  it('wrong passwords for one account, each with a new X-Forwarded-For, are throttled (429)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      const response = await api('/v2/auth/login/', {
        method: 'POST',
        body: { email: MAYA, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('password-reset mails for one person stop at the limit whatever X-Forwarded-For says', async () => {
    for (let i = 1; i <= 8; i += 1)
      await api('/v2/auth/password-reset/', {
        method: 'POST',
        body: { email: MAYA },
        headers: { 'x-forwarded-for': `10.0.1.${i}` },
      });
    expect((await mail()).filter((m) => m.to === MAYA)).toHaveLength(5);
  });
});

describe('a per-address limit beside the per-account one (the contract’s x-throttle per_address)', () => {
  it('one password across many emails from one address: 429 after per_address failures', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 22; i += 1) {
      const response = await api('/v2/auth/login/', {
        method: 'POST',
        body: { email: `sprayed.${i}@example.com`, password: 'Summer2025!' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // The right password of a real account from that address waits too.
    const right = await api('/v2/auth/login/', {
      method: 'POST',
      body: { email: MAYA, password: DEV_PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('registration checks for many emails from one address: 429 after per_address look-ups', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 32; i += 1) {
      const response = await api(
        `/v2/auth/registration-check/?email=${encodeURIComponent(`probe.${i}@example.com`)}`,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('HTML is sanitised on write to the contract’s allow-list', () => {
  const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
  const HOSTILE =
    '<p>Hello<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
    '<a href="javascript:alert(3)">click</a><a href="https://ok.example/" target="_blank" onclick="x()">ok</a>';

  it('a job description keeps only allowed tags, href and http(s) links; the API gives back that', async () => {
    const { access } = await signIn(JONAS);
    const created = await api(`/v2/employers/${NORTHWIND}/jobs/`, {
      method: 'POST',
      token: access,
      body: {
        title: 'Staff Data Scientist',
        description: HOSTILE,
        employment_type: 'full_time',
        workplace_type: 'remote',
        seniority: 'senior',
        location_ids: [store().locations[0]!.id],
        salary: null,
        valid_through: null,
        skills: [],
      },
    });
    expect(created.status).toBe(201);
    const job = await json<T.EmployerJobDetail>(created);
    expect(job.description).toBe('<p>Hello</p><a>click</a><a href="https://ok.example/">ok</a>');
    expect(store().jobs.find((j) => j.id === job.id)?.description).toBe(job.description);
  });

  it('a company description is sanitised the same way', async () => {
    const { access } = await signIn(JONAS);
    const name = store().employers.find((e) => e.id === NORTHWIND)!.name;
    const updated = await api(`/v2/employers/${NORTHWIND}/`, {
      method: 'PUT',
      token: access,
      body: { name, description: HOSTILE },
    });
    expect(updated.status).toBe(200);
    const kept = store().employers.find((e) => e.id === NORTHWIND)!.description!;
    expect(kept).not.toMatch(/script|onerror|onclick|javascript:|<img|target=/i);
    expect(kept).toContain('<a href="https://ok.example/">ok</a>');
  });
});

/** The sign-up keys mailed to an email, oldest first. */
const signupKeys = async (email: string) =>
  (await mail())
    .filter((m) => m.to === email && m.link.includes('key='))
    .map((m) => new URL(m.link).searchParams.get('key')!);

describe('a second sign-up key cannot take over a confirmed account', () => {
  it('sign up twice, confirm with the first key: the second key is dead and the password stays', async () => {
    const email = 'victim.twice@example.com';
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await api('/v2/auth/signup/', {
            method: 'POST',
            body: { email, access_type: 'candidate' },
          })
        ).status,
      ).toBe(201);
    const [first, second] = await signupKeys(email);
    const victim = await api('/v2/auth/confirm-email/', {
      method: 'POST',
      body: { key: first, password: DEV_PASSWORD },
    });
    expect(victim.status).toBe(200);
    const { refresh } = await json<T.LoginResponse>(victim);
    const attacker = await api('/v2/auth/confirm-email/', {
      method: 'POST',
      body: { key: second, password: 'attacker-chosen-passphrase' },
    });
    expect(attacker.status).toBe(400);
    expect(await json<T.Problem>(attacker)).toMatchObject({ code: 'token_invalid' });
    const verified = await api('/v2/auth/signup-key/verify/', {
      method: 'POST',
      body: { key: second },
    });
    expect(await json<{ valid: boolean }>(verified)).toEqual({ valid: false });
    // The victim's password and session still work; the attacker's password does not.
    await signIn(email);
    const wrong = await api('/v2/auth/login/', {
      method: 'POST',
      body: { email, password: 'attacker-chosen-passphrase' },
    });
    expect(wrong.status).toBe(401);
    expect(
      (await api('/v2/auth/token/refresh/', { method: 'POST', body: { refresh } })).status,
    ).toBe(200);
  });
});

describe('access tokens end with their sign-in (the `sid` claim checked against the sign-in family)', () => {
  const reads = async (access: string) => (await api('/v2/user/', { token: access })).status;

  it('after logout the old access token no longer reads or writes (401 token_invalid)', async () => {
    const { access, refresh } = await signIn(MAYA);
    expect(await reads(access)).toBe(200);
    expect((await api('/v2/auth/logout/', { method: 'POST', body: { refresh } })).status).toBe(204);
    const read = await api('/v2/user/', { token: access });
    expect(read.status).toBe(401);
    expect(await json<T.Problem>(read)).toMatchObject({ code: 'token_invalid' });
    const write = await api('/v2/user/update/', {
      method: 'PATCH',
      token: access,
      body: { name: 'Mallory' },
    });
    expect(write.status).toBe(401);
    expect(store().users.find((u) => u.email === MAYA)?.name).not.toBe('Mallory');
  });

  it('a replayed refresh token ends the access tokens of its sign-in too', async () => {
    const { access, refresh } = await signIn(MAYA);
    const rotated = await api('/v2/auth/token/refresh/', { method: 'POST', body: { refresh } });
    const { access: newer } = await json<T.AuthTokens>(rotated);
    expect(
      (await api('/v2/auth/token/refresh/', { method: 'POST', body: { refresh } })).status,
    ).toBe(401);
    expect(await reads(access)).toBe(401);
    expect(await reads(newer)).toBe(401);
  });

  it('a password change elsewhere ends the other sign-ins’ access tokens; the one that made it stays', async () => {
    const other = await signIn(MAYA);
    const here = await signIn(MAYA);
    const changed = await api('/v2/auth/password/change/', {
      method: 'POST',
      token: here.access,
      body: { current_password: DEV_PASSWORD, new_password: 'a-brand-new-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect(await reads(other.access)).toBe(401);
    expect(await reads(here.access)).toBe(200);
  });
});

/** An upload ticket from the API and a post of `bytes` on it to storage. */
async function presign(token: string | undefined, body: Partial<T.UploadTicketRequest> = {}) {
  const response = await api('/v2/public/applications/generate-presigned-post/', {
    method: 'POST',
    token,
    body: { filename: 'cv.pdf', content_type: 'application/pdf', purpose: 'resume', ...body },
  });
  return { response, ticket: response.ok ? await json<T.UploadTicket>(response) : null };
}
async function post(ticket: T.UploadTicket, bytes: string, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'file');
  return fetch(ticket.url, { method: 'POST', body: form });
}

describe('an upload ticket is single-use; a stored object is frozen', () => {
  it('posting the same ticket again (HTML after a PDF) is refused and the PDF stays', async () => {
    const { access } = await signIn(MAYA);
    const { ticket } = await presign(access);
    const pdf = '%PDF-1.4 a real resume';
    expect((await post(ticket!, pdf, 'application/pdf')).status).toBe(204);
    const again = await post(ticket!, '<html><script>alert(1)</script></html>', 'text/html');
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('AccessDenied');
    const kept = store().files.get(ticket!.fields.key)!;
    expect(kept.content_type).toBe('application/pdf');
    expect(kept.bytes.toString()).toBe(pdf);
  });
});

describe('screening answers are the only answers of a job that asks them', () => {
  const JOB = 'cc999f70-5b46-4d4d-bd78-7102ca795eab'; // Northwind's job with a yes/no knockout
  const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
  /** Maya's answers: "No" to the yes/no knockout question, a first option elsewhere. */
  function screeningAnswers(): T.QuestionAnswerInput[] {
    const job = store().jobs.find((j) => j.id === JOB)!;
    return job.questions.flatMap((q): T.QuestionAnswerInput[] =>
      q.kind === 'yes_no'
        ? [{ question_id: q.id, value: false }]
        : q.kind === 'single_choice'
          ? [
              {
                question_id: q.id,
                value: q.options!.find((o) => !q.knockout_answers.includes(o.id))!.id,
              },
            ]
          : [],
    );
  }
  async function apply(access: string, extra: Partial<T.ApplicationSubmit> = {}) {
    const maya = store().users.find((u) => u.email === MAYA)!;
    return api('/v2/public/applications/submit/', {
      method: 'POST',
      token: access,
      body: {
        job_id: JOB,
        name: 'Maya Okafor',
        email: MAYA,
        resume_id: store().resumes.find((r) => r.user_id === maya.id)!.id,
        question_answers: screeningAnswers(),
        ...extra,
      },
    });
  }

  it('free `answers` beside screening questions are refused (400 on answers), nothing kept', async () => {
    const { access } = await signIn(MAYA);
    const before = store().applications.length;
    const refused = await apply(access, {
      answers: [{ question: 'Are you allowed to work in Germany?', answer: 'Yes' }],
    });
    expect(refused.status).toBe(400);
    expect(await json<T.Problem>(refused)).toMatchObject({
      errors: { answers: expect.any(Array) },
    });
    expect(store().applications).toHaveLength(before);
  });

  it('the CSV export shows the screening answers as asked and a knocked_out column', async () => {
    const { access } = await signIn(MAYA);
    expect((await apply(access)).status).toBe(201);
    const jonas = await signIn(JONAS);
    const csv = await api(`/v2/employers/${NORTHWIND}/jobs/${JOB}/applications/export/`, {
      token: jonas.access,
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const header = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header.at(-1)).toBe('knocked_out');
    const prompt = store().jobs.find((j) => j.id === JOB)!.questions[0]!.prompt;
    const row = text.slice(text.indexOf('Maya Okafor'));
    expect(row).toContain(`${prompt}: No`);
    expect(row.split('\r\n')[0]!.endsWith(',yes')).toBe(true);
  });
});

describe('one request cannot stop the local stack (depth and size guarded before Prism)', () => {
  const raw = (body: string) =>
    fetch(`${backend.url}/v2/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('a body nested 5,000 levels deep answers 400 problem+json, and the next call still works', async () => {
    const deep = `{"email":"${MAYA}","password":"x","extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await raw(deep);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(await json<T.Problem>(answer)).toMatchObject({ status: 400, code: 'validation_error' });
    await signIn(MAYA);
    expect((await api('/v2/public/jobs/')).status).toBe(200);
  });

  it('a JSON body over 1 MiB answers 413 problem+json, and the next call still works', async () => {
    const big = JSON.stringify({ email: MAYA, password: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await raw(big);
    expect(answer.status).toBe(413);
    expect(await json<T.Problem>(answer)).toMatchObject({ status: 413, code: 'payload_too_large' });
    await signIn(MAYA);
  });
});

describe('example tokens and signed values are tokens like any other', () => {
  const exampleLogin = () => {
    const seeded = [...store().seededTokens.keys()];
    const claims = (t: string) =>
      JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()) as {
        token_type: string;
        user_id: string;
      };
    const maya = store().users.find((u) => u.email === MAYA)!.id;
    const mine = seeded.filter((t) => claims(t).user_id === maya);
    return {
      access: mine.find((t) => claims(t).token_type === 'access')!,
      refresh: mine.find((t) => claims(t).token_type === 'refresh')!,
    };
  };

  it('an example access token expires 15 minutes after the start (403 token_expired)', async () => {
    const { access } = exampleLogin();
    expect((await api('/v2/user/', { token: access })).status).toBe(200);
    await fetch(`${backend.fake.url}/__clock?advance=${15 * 60 + 1}`, { method: 'POST' });
    const late = await api('/v2/user/', { token: access });
    expect(late.status).toBe(403);
    expect(await json<T.Problem>(late)).toMatchObject({ code: 'token_expired' });
  });

  it('logging out an example refresh token ends its access token too; a reset ends them all', async () => {
    const { access, refresh } = exampleLogin();
    expect((await api('/v2/auth/logout/', { method: 'POST', body: { refresh } })).status).toBe(204);
    expect((await api('/v2/user/', { token: access })).status).toBe(401);
  });

  it('a token signed with the key the fake used to have (a constant) is refused', async () => {
    const { createHmac } = await import('node:crypto');
    const maya = store().users.find((u) => u.email === MAYA)!.id;
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
      token_type: 'access',
      exp: 4102444800,
      iat: 1700000000,
      jti: 'minted',
      user_id: maya,
    })}`;
    const minted = `${body}.${createHmac('sha256', 'local-fake-backend-not-a-secret').update(body).digest('base64url')}`;
    expect((await api('/v2/user/', { token: minted })).status).toBe(401);
  });
});

describe('a password change ends the emailed keys of the account', () => {
  it('a reset link mailed before a password change no longer works', async () => {
    await api('/v2/auth/password-reset/', { method: 'POST', body: { email: MAYA } });
    const token = new URL((await mail()).find((m) => m.to === MAYA)!.link).searchParams.get(
      'token',
    )!;
    const { access } = await signIn(MAYA);
    const changed = await api('/v2/auth/password/change/', {
      method: 'POST',
      token: access,
      body: { current_password: DEV_PASSWORD, new_password: 'a-brand-new-passphrase' },
    });
    expect(changed.status).toBe(200);
    const verified = await api('/v2/auth/password-token/verify/', {
      method: 'POST',
      body: { token },
    });
    expect(await json<{ valid: boolean }>(verified)).toEqual({ valid: false });
    const used = await api('/v2/auth/password-reset/confirm/', {
      method: 'POST',
      body: { token, password: 'attacker-chosen-passphrase' },
    });
    expect(used.status).toBe(400);
    await signIn(MAYA, 'a-brand-new-passphrase');
  });
});

describe('password change and upload tickets are throttled (the contract’s x-throttle)', () => {
  it('wrong current passwords: 5 refused, the 6th is 429 even with the right one', async () => {
    const { access } = await signIn(MAYA);
    const change = (current: string) =>
      api('/v2/auth/password/change/', {
        method: 'POST',
        token: access,
        body: { current_password: current, new_password: 'a-brand-new-passphrase' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess-${i}-passphrase`)).status).toBe(400);
    const blocked = await change(DEV_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(store().users.find((u) => u.email === MAYA)?.password).toBe(DEV_PASSWORD);
  });

  it('upload tickets: 20 a minute per caller, then 429', async () => {
    const { access } = await signIn(MAYA);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await presign(access)).response.status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('storage serves files as a signed, expiring, never-sniffed S3 GET', () => {
  async function myResumeUrl() {
    const { access } = await signIn(MAYA);
    const profile = await json<T.Profile>(await api('/v2/profile/', { token: access }));
    return new URL(profile.resumes[0]!.url);
  }

  it('the API’s resume URL works, with nosniff and no Access-Control-Allow-Origin: *', async () => {
    const url = await myResumeUrl();
    const answer = await fetch(url, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an unsigned or altered response-content-disposition is refused, not echoed', async () => {
    const url = await myResumeUrl();
    url.searchParams.set('response-content-disposition', 'inline; filename="evil.html"');
    const answer = await fetch(url);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-disposition')).toBeNull();
    const bare = new URL(url.pathname, url.origin);
    expect((await fetch(bare)).status).toBe(403);
  });

  it('a presigned URL expires', async () => {
    const url = await myResumeUrl();
    await fetch(`${backend.fake.url}/__clock?advance=${16 * 60}`, { method: 'POST' });
    expect((await fetch(url)).status).toBe(403);
  });

  it('an image ticket refuses SVG bytes typed image/png (400 on profile_image_key)', async () => {
    const { access } = await signIn(MAYA);
    const { ticket } = await presign(access, {
      filename: 'me.png',
      content_type: 'image/png',
      purpose: 'profile_image',
    });
    await post(
      ticket!,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>',
      'image/png',
    );
    const refused = await api('/v2/profile/', {
      method: 'PATCH',
      token: access,
      body: { profile_image_key: ticket!.fields.key },
    });
    expect(refused.status).toBe(400);
  });
});

describe('names refuse invisible and bidi marks; note bodies have a pattern too', () => {
  const MARKS: [string, string][] = [
    ['LEFT-TO-RIGHT MARK', '\u200e'],
    ['RIGHT-TO-LEFT MARK', '\u200f'],
    ['ARABIC LETTER MARK', '\u061c'],
    ['ZERO WIDTH SPACE', '\u200b'],
    ['BYTE ORDER MARK', '\ufeff'],
    ['a lone surrogate', '\ud800'],
  ];

  it.each(MARKS)(
    'a name with %s is refused by the fake itself (400 on name), nothing kept',
    async (_, mark) => {
      const { access } = await signIn(MAYA);
      const answer = await backend.fake.fake.handle(
        new Request(`${backend.fake.url}/v2/user/update/`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Maya${mark}Okafor` }),
        }),
      );
      expect(answer.status).toBe(400);
      expect(await json<T.Problem>(answer)).toMatchObject({ errors: { name: expect.any(Array) } });
      expect(store().users.find((u) => u.email === MAYA)?.name).toBe('Maya Okafor');
    },
  );

  it('a note body with a bidi override or a zero-width space is refused; line breaks are kept', async () => {
    const { access } = await signIn(JONAS);
    const application = store().applications.find((a) =>
      store().jobs.some(
        (j) => j.id === a.job_id && j.employer_id === 'bb2526e3-559a-4926-9b98-32e0df1d2b3e',
      ),
    )!;
    const path = `/v2/employers/bb2526e3-559a-4926-9b98-32e0df1d2b3e/jobs/${application.job_id}/applications/${application.id}/notes/`;
    const before = store().notes.length;
    for (const body of ['Strong \u202eecnadnemmocer\u202c', 'call\u200bback'])
      expect(
        (
          await backend.fake.fake.handle(
            new Request(`${backend.fake.url}${path}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
              body: JSON.stringify({ body }),
            }),
          )
        ).status,
      ).toBe(400);
    expect(store().notes).toHaveLength(before);
    const kept = await api(path, {
      method: 'POST',
      token: access,
      body: { body: 'Line one\nLine two' },
    });
    expect(kept.status).toBe(201);
  });
});
