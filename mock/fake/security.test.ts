// Issue 30's attacks replayed against the fake over HTTP (no Prism): each test fails on the code
// the issue was filed against and passes once the rule it names holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { startFake, type FakeServer } from './server';
import { DEV_PASSWORD, SEED_MOMENT } from './store';

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

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const api = (path: string, { method = 'GET', token, body, headers = {} }: Call = {}) =>
  fetch(`${fake.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const json = async <B>(response: Response) => (await response.json()) as B;

async function signIn(email: string, password = DEV_PASSWORD): Promise<T.LoginResponse> {
  const response = await api('/v2/auth/login/', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  return json<T.LoginResponse>(response);
}

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
