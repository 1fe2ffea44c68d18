// Attacks from a security review replayed against the fake over HTTP (no Prism): each test fails
// on code without the rule it names and passes once that rule holds (docs/backend-guide.md).
import { signValue } from './tokens';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { startFake, type FakeServer } from './server';
import {
  zApplicationSubmit,
  zEmployerInput,
  zJobInput,
  zProfileLinks,
  zProfileUpdate,
  zResumeCreate,
  zSocialLinks,
  zUploadTicketRequest,
  zUserUpdate,
} from '../../generated/zod.gen';
import { createEmployer } from './handlers/employer-company';
import { singleLineMessage } from './single-line';
import { DEV_PASSWORD, SEED_MOMENT } from './store';
import { call, httpClient, makeCtx, people, problemOf } from './test-support';

const APP = 'http://localhost:5173';
const EVIL = 'https://evil.example';
let fake: FakeServer;

beforeEach(async () => {
  fake = await startFake({
    port: 0,
    publicOrigin: 'http://127.0.0.1:4010',
    appOrigin: APP,
    now: SEED_MOMENT,
    log: false,
  });
});
afterEach(async () => {
  await fake?.close();
});

const { api, json, signIn } = httpClient(() => fake.url);

const mail = async () =>
  json<{ to: string; subject: string; link: string }[]>(await fetch(`${fake.url}/__mail`));

/** Headers an attacker's page (or curl) sets to steer where the links point. */
const HOSTILE = { origin: EVIL, referer: `${EVIL}/page`, 'x-forwarded-host': 'evil.example' };

describe('1. emailed links point at the configured web-app origin only', () => {
  it('a password reset asked with Origin/Referer evil.example mails a link to the web app', async () => {
    const response = await api('/v2/auth/password-reset/', {
      method: 'POST',
      body: { email: 'maya.okafor@example.com' },
      headers: HOSTILE,
    });
    expect(response.status).toBe(200);
    const [reset] = await mail();
    expect(new URL(reset!.link).origin).toBe(APP);
  });

  it('a sign-up magic link too', async () => {
    const response = await api('/v2/auth/signup/?redirect_url=jobs', {
      method: 'POST',
      body: { email: 'new.person@example.com', access_type: 'candidate' },
      headers: HOSTILE,
    });
    expect(response.status).toBe(201);
    const [magic] = await mail();
    expect(new URL(magic!.link).origin).toBe(APP);
  });

  it('a team invitation too', async () => {
    const jonas = await signIn('jonas.weber@northwind-analytics.example');
    const northwind = jonas.user.employers[0]!.employer_id;
    const response = await api(`/v2/employers/${northwind}/users/invite/`, {
      method: 'POST',
      token: jonas.access,
      body: { email: 'someone.new@example.com', role: 'member' },
      headers: HOSTILE,
    });
    expect(response.status).toBe(201);
    const [invitation] = await mail();
    expect(new URL(invitation!.link).origin).toBe(APP);
  });
});

const b64url = (bytes: ArrayBuffer) => Buffer.from(new Uint8Array(bytes)).toString('base64url');
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-verifier';
const challengeOf = async (verifier: string) =>
  b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
const STATE = 'c3RhdGUtb2YtdGhlLWFwcC10YWI';

/** Starts a Google sign-in with a raw query; returns the answer (redirects are not followed). */
const startGoogle = (query: string) => api(`/v2/auth/google/?${query}`);

/** The whole round trip through the stand-in as Daniel: the URL the browser lands on in the app. */
async function googleReturn(challenge: string, redirect = 'employer/onboarding'): Promise<URL> {
  const started = await startGoogle(
    new URLSearchParams({
      redirect_url: redirect,
      state: STATE,
      code_challenge: challenge,
    }).toString(),
  );
  expect(started.status).toBe(302);
  const page = await fetch(started.headers.get('location')!);
  const html = await page.text();
  const daniel = /href="([^"]+continue[^"]+)"[^>]*>Continue as Daniel/.exec(html)?.[1];
  expect(daniel).toBeTruthy();
  const back = await fetch(daniel!.replaceAll('&amp;', '&'), { redirect: 'manual' });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!);
}

describe('2. social sign-in: an allow-listed redirect_url, a one-time code in the fragment', () => {
  it.each([
    ['//evil.example', 'redirect_url=//evil.example'],
    ['a backslash', 'redirect_url=%5Cevil.example'],
    ['encoded slashes', 'redirect_url=%2F%2Fevil.example'],
    ['double-encoded slashes', 'redirect_url=%252F%252Fevil.example'],
    ['an absolute URL', 'redirect_url=https%3A%2F%2Fevil.example%2Fjobs'],
    ['a path outside the allow-list', 'redirect_url=..%2Fevil'],
  ])('%s is refused with 400 and redirects nowhere', async (_name, query) => {
    const challenge = await challengeOf(VERIFIER);
    const response = await startGoogle(`${query}&state=${STATE}&code_challenge=${challenge}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await json<T.Problem>(response)).toMatchObject({
      code: 'validation_error',
      errors: { redirect_url: [expect.any(String)] },
    });
  });

  it('a start without state or code_challenge is refused', async () => {
    expect((await startGoogle('redirect_url=employer/onboarding')).status).toBe(400);
  });

  it('the return carries no token: a code and the state in the fragment, on the app origin', async () => {
    const back = await googleReturn(await challengeOf(VERIFIER));
    expect(back.origin).toBe(APP);
    expect(back.pathname).toBe('/employer/onboarding');
    expect(back.search).toBe('');
    expect(back.toString()).not.toMatch(/access_token|refresh_token/);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe(STATE);
    expect(fragment.get('code')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('the code is exchanged once, only with the verifier of its challenge', async () => {
    const exchange = (code: string, code_verifier: string) =>
      api('/v2/auth/social/token/', { method: 'POST', body: { code, code_verifier } });
    const codeOf = async () =>
      new URLSearchParams((await googleReturn(await challengeOf(VERIFIER))).hash.slice(1)).get(
        'code',
      )!;

    const stolen = await codeOf();
    const wrong = await exchange(stolen, `${VERIFIER}-not-mine`);
    expect(wrong.status).toBe(400);
    expect((await exchange(stolen, VERIFIER)).status).toBe(400); // burnt by the wrong try

    const code = await codeOf();
    const ok = await exchange(code, VERIFIER);
    expect(ok.status).toBe(200);
    const session = await json<T.LoginResponse>(ok);
    expect(session.user.email).toBe('daniel.osei@example.com');
    expect((await api('/v2/user/', { token: session.access })).status).toBe(200);
    expect((await exchange(code, VERIFIER)).status).toBe(400); // single-use
  });

  it('a code is worth 60 seconds', async () => {
    const code = new URLSearchParams(
      (await googleReturn(await challengeOf(VERIFIER))).hash.slice(1),
    ).get('code')!;
    await fetch(`${fake.url}/__clock?advance=61`, { method: 'POST' });
    const late = await api('/v2/auth/social/token/', {
      method: 'POST',
      body: { code, code_verifier: VERIFIER },
    });
    expect(late.status).toBe(400);
  });
});

const refresh = (token: string) =>
  api('/v2/auth/token/refresh/', { method: 'POST', body: { refresh: token } });
const logout = (token: string) =>
  api('/v2/auth/logout/', { method: 'POST', body: { refresh: token } });

describe('3. sessions are revoked', () => {
  it('logout revokes the refresh token: it no longer refreshes', async () => {
    const session = await signIn('maya.okafor@example.com');
    expect((await logout(session.refresh)).status).toBe(204);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await logout(session.refresh)).status).toBe(204); // logging out twice still ends
  });

  it('logout revokes the whole sign-in: a token rotated from it is dead too', async () => {
    const session = await signIn('maya.okafor@example.com');
    const rotated = await json<T.AuthTokens>(await refresh(session.refresh));
    expect((await logout(rotated.refresh)).status).toBe(204);
    expect((await refresh(rotated.refresh)).status).toBe(401);
  });

  it('replaying a rotated refresh token revokes its family (the thief and the owner both lose it)', async () => {
    const session = await signIn('maya.okafor@example.com');
    const owner = await json<T.AuthTokens>(await refresh(session.refresh));
    expect((await refresh(session.refresh)).status).toBe(401); // the replay
    expect((await refresh(owner.refresh)).status).toBe(401); // the family is gone
    // Another sign-in of the same account is untouched.
    const other = await signIn('maya.okafor@example.com');
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('a password reset revokes every refresh token of the account', async () => {
    const session = await signIn('maya.okafor@example.com');
    await api('/v2/auth/password-reset/', {
      method: 'POST',
      body: { email: 'maya.okafor@example.com' },
    });
    const token = new URL((await mail()).at(-1)!.link).searchParams.get('token')!;
    const done = await api('/v2/auth/password-reset/confirm/', {
      method: 'POST',
      body: { token, password: 'a-much-better-passphrase' },
    });
    expect(done.status).toBe(200);
    expect((await refresh(session.refresh)).status).toBe(401);
  });

  it('reset tokens: single-use, one hour at most, and all of them die with a successful reset', async () => {
    const ask = () =>
      api('/v2/auth/password-reset/', {
        method: 'POST',
        body: { email: 'maya.okafor@example.com' },
      });
    const verifyToken = async (token: string) =>
      (
        await json<{ valid: boolean }>(
          await api('/v2/auth/password-token/verify/', { method: 'POST', body: { token } }),
        )
      ).valid;
    const confirm = (token: string, password: string) =>
      api('/v2/auth/password-reset/confirm/', { method: 'POST', body: { token, password } });
    const tokens = async () =>
      (await mail()).map((m) => new URL(m.link).searchParams.get('token')!);

    await ask();
    await fetch(`${fake.url}/__clock?advance=${3601}`, { method: 'POST' });
    const [old] = await tokens();
    expect(await verifyToken(old!)).toBe(false); // over an hour

    await ask();
    await ask();
    const [, first, second] = await tokens();
    expect((await confirm(second!, 'a-much-better-passphrase')).status).toBe(200);
    expect((await confirm(second!, 'another-good-passphrase')).status).toBe(400); // single-use
    expect(await verifyToken(first!)).toBe(false); // invalidated by the reset
  });

  it('a password change ends every other session of the account, not the one that made it', async () => {
    const here = await signIn('maya.okafor@example.com');
    const elsewhere = await signIn('maya.okafor@example.com');
    const changed = await api('/v2/auth/password/change/', {
      method: 'POST',
      token: here.access,
      body: { current_password: DEV_PASSWORD, new_password: 'a-much-better-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(elsewhere.refresh)).status).toBe(401);
    expect((await refresh(here.refresh)).status).toBe(200);
  });

  it('a sign-in lives 30 days at most, however often it is refreshed', async () => {
    let tokens: T.AuthTokens = await signIn('maya.okafor@example.com');
    for (let day = 0; day < 3; day++) {
      await fetch(`${fake.url}/__clock?advance=${10 * 24 * 3600}`, { method: 'POST' });
      const answer = await refresh(tokens.refresh);
      if (day < 2) {
        expect(answer.status).toBe(200);
        tokens = await json<T.AuthTokens>(answer);
      } else expect(answer.status).toBe(401); // day 30+
    }
  });

  it('a token without exp is refused (simplejwt: "Token has no \'exp\' claim")', async () => {
    const session = await signIn('maya.okafor@example.com');
    const [head, payload] = session.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    delete claims.exp;
    // Signed with the fake's (public, local) key: only the missing exp is wrong with it.
    const body = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = signValue(body);
    expect((await api('/v2/user/', { token: `${body}.${signature}` })).status).toBe(401);
  });
});

describe('6. request limits', () => {
  it('a body over 1 MiB answers 413 and is not read', async () => {
    const jonas = await signIn('jonas.weber@northwind-analytics.example');
    const response = await api('/v2/user/update/', {
      method: 'PATCH',
      token: jonas.access,
      body: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect((await json<T.Problem>(response)).code).toBe('payload_too_large');
  });

  it('a body nested deeper than 32 levels answers 400, and the profile still reads', async () => {
    const maya = await signIn('maya.okafor@example.com');
    const deep = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const response = await fetch(`${fake.url}/v2/profile/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${maya.access}`, 'content-type': 'application/json' },
      body: `{"links":{"github":${deep}}}`,
    });
    expect(response.status).toBe(400);
    expect((await api('/v2/profile/', { token: maya.access })).status).toBe(200);
  });
});

describe('7. low items', () => {
  it.each(['0', '-1', 'abc', '1.5'])(
    'page=%s is 404 invalid_page, not a 200 with a junk next',
    async (page) => {
      const response = await api(`/v2/public/jobs/?page=${page}`);
      expect(response.status).toBe(404);
      expect((await json<T.Problem>(response)).code).toBe('invalid_page');
    },
  );

  it('a malformed percent-escape in a path is a 404, not a 500', async () => {
    expect((await api('/v2/public/jobs/%E0%A4%A/')).status).toBe(404);
  });
});

describe('7. company slugs of non-Latin names', () => {
  it('two different non-Latin names get two slugs (no false 409); the same name again is a 409', () => {
    const ctx = makeCtx();
    const daniel = people(ctx.store).daniel;
    const create = (name: string) =>
      call(createEmployer, ctx, { body: { name, industry: 'Consulting' }, user: daniel });
    const first = create('Северный ветер').body;
    const second = create('東京デザイン').body;
    expect(first.slug).not.toBe('item');
    expect(second.slug).not.toBe(first.slug);
    expect(problemOf(() => create('Северный ветер')).status).toBe(409);
  });
});

describe('7. web addresses are http(s) only', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>x</script>',
    'JaVaScRiPt:x',
  ])('%s is refused by the contract where a web address is meant', (href) => {
    expect(zSocialLinks.safeParse({ linkedin: href }).success).toBe(false);
    expect(zProfileLinks.safeParse({ website: href }).success).toBe(false);
    expect(zSocialLinks.safeParse({ linkedin: 'https://www.linkedin.com/company/x' }).success).toBe(
      true,
    );
  });
});

describe('7. names, titles and file names are single-line text', () => {
  /** What a hostile name carries: NUL, CR/LF, DEL, a C1 control, a line separator, bidi controls. */
  const HOSTILE_TEXT = [
    'Maya\u0000Okafor',
    'Maya\r\nBcc: eve@example.com',
    'Maya\u007f',
    'Maya\u0085',
    'Maya\u2028Okafor',
    'Invoice\u202Efdp.exe',
    'Maya\u202AOkafor',
    '\u2066Okafor\u2069',
  ];
  const FINE = ['Zoë Ångström-Łukasz', 'Северный ветер GmbH', '株式会社 北風', 'O’Brien & Søn'];

  it.each(HOSTILE_TEXT)(
    'the generated schemas refuse %j in every name, title and file name',
    (text) => {
      expect(zUserUpdate.safeParse({ name: text }).success).toBe(false);
      expect(zProfileUpdate.safeParse({ name: text }).success).toBe(false);
      expect(zProfileUpdate.safeParse({ headline: text }).success).toBe(false);
      expect(zJobInput.shape.title.safeParse(text).success).toBe(false);
      expect(zEmployerInput.shape.name.safeParse(text).success).toBe(false);
      expect(zApplicationSubmit.shape.name.safeParse(text).success).toBe(false);
      expect(zResumeCreate.shape.file_name.safeParse(`${text}.pdf`).success).toBe(false);
      expect(zUploadTicketRequest.shape.filename.safeParse(`${text}.pdf`).success).toBe(false);
    },
  );

  it.each(FINE)('and accept %j (any script, punctuation, spaces)', (text) => {
    expect(zUserUpdate.safeParse({ name: text }).success).toBe(true);
    expect(zJobInput.shape.title.safeParse(text).success).toBe(true);
    expect(zEmployerInput.shape.name.safeParse(text).success).toBe(true);
    expect(zResumeCreate.shape.file_name.safeParse(`${text}.pdf`).success).toBe(true);
    expect(zUploadTicketRequest.shape.filename.safeParse(`${text}.pdf`).success).toBe(true);
  });

  it.each(HOSTILE_TEXT)(
    'the fake refuses a user name %j with a 400 field error and keeps the old one',
    async (text) => {
      const maya = await signIn('maya.okafor@example.com');
      const user = () => fake.ctx.store.users.find((u) => u.email === 'maya.okafor@example.com')!;
      const before = user().name;
      const response = await api('/v2/user/update/', {
        method: 'PATCH',
        token: maya.access,
        body: { name: text },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        code: 'validation_error',
        errors: { name: [singleLineMessage('name')] },
      });
      expect(user().name).toBe(before);
    },
  );

  it('a job title with CR/LF and a file name with U+202E are refused; nothing is created', async () => {
    const jonas = await signIn('jonas.weber@northwind-analytics.example');
    const northwind = jonas.user.employers[0]!.employer_id;
    const jobs = fake.ctx.store.jobs.length;
    const job = await api(`/v2/employers/${northwind}/jobs/`, {
      method: 'POST',
      token: jonas.access,
      body: {
        title: 'Engineer\r\nApply at evil.example',
        description: '<p>x</p>',
        employment_type: 'full_time',
        workplace_type: 'remote',
        seniority: 'senior',
        location_ids: [],
        skills: [],
      },
    });
    expect(job.status).toBe(400);
    expect(await json(job)).toMatchObject({ errors: { title: [singleLineMessage('title')] } });
    expect(fake.ctx.store.jobs.length).toBe(jobs);

    const maya = await signIn('maya.okafor@example.com');
    const tickets = fake.ctx.store.tickets.size;
    const ticket = await api('/v2/public/applications/generate-presigned-post/', {
      method: 'POST',
      token: maya.access,
      body: {
        purpose: 'resume',
        filename: 'cv\u202Efdp.exe.pdf',
        content_type: 'application/pdf',
        size_bytes: 1000,
      },
    });
    expect(ticket.status).toBe(400);
    expect(await json(ticket)).toMatchObject({
      errors: { filename: [singleLineMessage('filename')] },
    });
    expect(fake.ctx.store.tickets.size).toBe(tickets);
  });

  it("an uploaded file's own multipart file name is never kept: the key is the ticket's", async () => {
    const maya = await signIn('maya.okafor@example.com');
    const ticket = await api('/v2/public/applications/generate-presigned-post/', {
      method: 'POST',
      token: maya.access,
      body: {
        purpose: 'resume',
        filename: 'cv.pdf',
        content_type: 'application/pdf',
        size_bytes: 4,
      },
    });
    expect(ticket.status).toBe(201);
    const { url, fields } = await json<T.CreatePresignedPostResponse>(ticket);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'file',
      new Blob(['%PDF'], { type: 'application/pdf' }),
      'evil\u202Efdp.exe\r\nX-Injected: 1.pdf',
    );
    const stored = await fetch(url, { method: 'POST', body: form });
    expect(stored.status).toBe(204);
    const keys = [...fake.ctx.store.files.keys()];
    expect(keys).toContain(fields.key);
    expect(fields.key.endsWith('/cv.pdf')).toBe(true);
    expect(JSON.stringify(keys)).not.toMatch(/evil|\u202e|X-Injected/i);
  });
});
