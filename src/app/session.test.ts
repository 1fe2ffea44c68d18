import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '@/lib/api/client';
import { session, SESSION_COOKIES } from '@/lib/session/session-store';
import { socialArrival } from '@/lib/social-arrival';
import {
  captureTokens,
  captureTokensFromLocation,
  ensureSessionLoaded,
  resetSessionLoad,
  signOut,
  socialArrivalRedirect,
  socialSignInDone,
} from './session';
import { beginSocialSignIn, codeChallenge } from '@/lib/session/social-code';
import { expectSignedOut } from '@/test/signed-out';

const candidate = {
  id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a01',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  access_type: 'candidate',
  phone: null,
  employers: [],
};
const employer = {
  ...candidate,
  access_type: 'employer',
  employers: [
    {
      employer_id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a02',
      employer_slug: 'northwind',
      employer_name: 'Northwind',
      employer_logo_url: null,
      role: 'owner',
    },
  ],
};
const profile = {
  id: candidate.id,
  name: 'Amara Okafor',
  email: candidate.email,
  profile_image: 'https://cdn.example.com/a.png',
  headline: null,
  summary: null,
  phone: null,
  location: null,
  links: {},
  skills: [],
  resumes: [],
};

/** Answers /v2/user/, /v2/profile/ and the social code exchange from a script; records the calls. */
function fakeApi(user: object, onBody: (body: unknown) => void = () => undefined) {
  const calls: string[] = [];
  client.setConfig({
    baseUrl: 'http://api.test',
    fetch: (async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (request.method === 'POST') onBody(await request.json());
      const body =
        path === '/v2/user/'
          ? user
          : path === '/v2/profile/'
            ? profile
            : path === '/v2/auth/social/token/'
              ? { ...TOKENS, user }
              : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return calls;
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((n) => Cookies.remove(n, { path: '/' }));
  session.reload();
  resetSessionLoad();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Where a social sign-in comes back to, with the state this tab stored when it started it. */
async function startedSignIn() {
  const pkce = await beginSocialSignIn();
  if (!pkce) throw new Error('no session storage');
  return pkce;
}
const back = (path: string, state: string, code = 'one-time-code-from-the-api') =>
  new URL(`https://jobs.test${path}#${new URLSearchParams({ code, state })}`);
const TOKENS = { access: 'AAA.BBB.CCC', refresh: 'RRR.SSS.TTT' };

describe('tokens in the URL (never a session, always stripped)', () => {
  it('a forged ?access_token= link does not switch the account; the tokens leave the URL, the rest stays', async () => {
    session.setTokens({ access: 'mine.mine.mine', refresh: 'mine.mine.refresh' });
    const clean = await captureTokens(
      new URL(
        'https://jobs.test/job/react?access_token=AAA.BBB.CCC&refresh_token=RRR.SSS.TTT&ref=mail#apply',
      ),
    );
    expect(clean).toBe('/job/react?ref=mail#apply');
    expect(session.get().auth).toEqual({ access: 'mine.mine.mine', refresh: 'mine.mine.refresh' });
    expect(JSON.parse(Cookies.get(SESSION_COOKIES.auth)!)).toEqual({
      access: 'mine.mine.mine',
      refresh: 'mine.mine.refresh',
    });
  });

  it('leaves URLs without tokens alone', async () => {
    expect(await captureTokens(new URL('https://jobs.test/jobs?search=react'))).toBeNull();
    expect(session.get().auth).toBeNull();
  });

  it('replaces the history entry so the tokens are not kept in history', async () => {
    window.history.pushState(null, '', '/profile?access_token=AAA&refresh_token=RRR');
    const length = window.history.length;
    await captureTokensFromLocation();
    expect(window.location.pathname + window.location.search).toBe('/profile');
    expect(window.history.length).toBe(length);
    expect(session.get().auth).toBeNull();
  });

  it('collapses leading slashes (//jobs would make replaceState throw as another origin)', async () => {
    expect(await captureTokens(new URL('https://jobs.test//jobs?access_token=AAA&page=2'))).toBe(
      '/jobs?page=2',
    );
    expect(await captureTokens(new URL('https://jobs.test///evil.example/x'))).toBe(
      '/evil.example/x',
    );
  });
});

describe('a social sign-in code in the fragment', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    socialArrival.clear();
  });

  it('with the state this tab stored: exchanged with its verifier for the session, stripped from the URL', async () => {
    const bodies: unknown[] = [];
    const calls = fakeApi(candidate, (body) => bodies.push(body));
    const { state, codeChallenge: challenge } = await startedSignIn();
    expect(await captureTokens(back('/employer/onboarding', state))).toBe('/employer/onboarding');
    await socialSignInDone();
    expect(calls).toEqual(['/v2/auth/social/token/']);
    const sent = bodies[0] as { code: string; code_verifier: string };
    expect(sent.code).toBe('one-time-code-from-the-api');
    expect(await codeChallenge(sent.code_verifier)).toBe(challenge);
    expect(session.get().auth).toEqual(TOKENS);
    expect(session.get().user?.email).toBe(candidate.email);
  });

  it('with another state, or none stored: ignored (no call, no session) and stripped', async () => {
    const calls = fakeApi(candidate);
    expect(await captureTokens(back('/jobs', 'a-state-this-tab-never-made'))).toBe('/jobs');
    await startedSignIn();
    expect(await captureTokens(back('/jobs', 'not-the-stored-one-either'))).toBe('/jobs');
    await socialSignInDone();
    expect(calls).toEqual([]);
    expect(session.get().auth).toBeNull();
  });

  it('a state is used once: the same return opened again is ignored', async () => {
    const calls = fakeApi(candidate);
    const { state } = await startedSignIn();
    await captureTokens(back('/employer/onboarding', state));
    await captureTokens(back('/employer/onboarding', state));
    await socialSignInDone();
    expect(calls).toEqual(['/v2/auth/social/token/']);
  });
});

describe('back from a social sign-in started on a job', () => {
  const RETURN_KEY = 'jb:social-return';
  const remember = (value: object) =>
    window.sessionStorage.setItem(
      RETURN_KEY,
      JSON.stringify({ v: 1, savedAt: Date.now(), ...value }),
    );
  beforeEach(() => {
    window.sessionStorage.clear();
    socialArrival.clear();
  });

  it('go back to that job (once), where the page continues the application from its pending intent', async () => {
    fakeApi(candidate);
    remember({ path: '/job/react', apply: true });
    const { state } = await startedSignIn();
    const landing = await captureTokens(back('/employer/onboarding', state));
    expect(landing).toBe('/job/react');
    await socialSignInDone();
    expect(session.get().auth).toEqual(TOKENS);
    expect(window.sessionStorage.getItem(RETURN_KEY)).toBeNull();
    expect(socialArrival.get()).toEqual({ path: '/job/react', apply: true });
    // The next sign-in lands where the API sent it.
    const next = await startedSignIn();
    expect(await captureTokens(back('/employer/onboarding', next.state))).toBe(
      '/employer/onboarding',
    );
  });

  it('without a target, or with a stale one, land where the API sent them', async () => {
    fakeApi(candidate);
    let { state } = await startedSignIn();
    expect(await captureTokens(back('/employer/onboarding', state))).toBe('/employer/onboarding');
    remember({ path: '/job/react', apply: true, savedAt: Date.now() - 31 * 60 * 1000 });
    ({ state } = await startedSignIn());
    expect(await captureTokens(back('/employer/onboarding', state))).toBe('/employer/onboarding');
    await socialSignInDone();
    expect(socialArrival.get()).toBeNull();
  });

  it('an employer account goes where employer accounts land, not to the job', async () => {
    fakeApi(employer);
    remember({ path: '/job/react', apply: true });
    window.localStorage.setItem(
      'jb:pending-intent',
      JSON.stringify({ kind: 'apply', target: 'react', at: Date.now() }),
    );
    const { state } = await startedSignIn();
    await captureTokens(back('/employer/onboarding', state));
    await socialSignInDone();
    expect(socialArrivalRedirect()).toBe('/employer/onboarding');
    expect(socialArrival.get()).toBeNull();
    // The candidate's intent is not the employer's: forgotten, so no job page offers it later.
    expect(window.localStorage.getItem('jb:pending-intent')).toBeNull();
  });

  it('a candidate stays on the job', async () => {
    fakeApi(candidate);
    remember({ path: '/job/react', apply: true });
    const { state } = await startedSignIn();
    await captureTokens(back('/employer/onboarding', state));
    await socialSignInDone();
    expect(socialArrivalRedirect()).toBeNull();
    expect(socialArrival.get()).toEqual({ path: '/job/react', apply: true });
  });

  it('a sign-in started without an action waiting lands where the API sent it, and is forgotten', async () => {
    fakeApi(candidate);
    remember({ path: '/jobs', apply: false });
    const { state } = await startedSignIn();
    expect(await captureTokens(back('/employer/onboarding', state))).toBe('/employer/onboarding');
    await socialSignInDone();
    expect(window.sessionStorage.getItem(RETURN_KEY)).toBeNull();
    expect(socialArrival.get()).toBeNull();
  });
});

describe('a social sign-in cancelled or failed at the provider (decision 012)', () => {
  const RETURN_KEY = 'jb:social-return';
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('goes back to the page it started on, in place of the return URL, with no session and no call', async () => {
    const calls = fakeApi(candidate);
    window.sessionStorage.setItem(
      RETURN_KEY,
      JSON.stringify({ v: 1, path: '/job/react', apply: true, savedAt: Date.now() }),
    );
    await startedSignIn();
    window.history.pushState(null, '', '/employer/onboarding?error_state=social_cancelled');
    const length = window.history.length;
    await captureTokensFromLocation();
    // Replaced, not pushed: Back does not meet the return URL (whose guard would send it forward).
    expect(window.location.pathname + window.location.search).toBe('/job/react');
    expect(window.history.length).toBe(length);
    await socialSignInDone();
    expect(calls).toEqual([]);
    expect(session.get().auth).toBeNull();
  });

  it('one this tab did not start keeps the default handling', async () => {
    expect(
      await captureTokens(
        new URL('https://jobs.test/employer/onboarding?error_state=social_cancelled'),
      ),
    ).toBeNull();
  });
});

describe('start-up with tokens', () => {
  it('loads the user, then the candidate profile', async () => {
    const calls = fakeApi(candidate);
    session.setTokens({ access: 'a', refresh: 'r' });
    await ensureSessionLoaded(new QueryClient());
    expect(calls).toEqual(['/v2/user/', '/v2/profile/']);
    expect(session.get().user?.email).toBe('amara@example.com');
    expect(session.get().profile).toEqual({
      name: 'Amara Okafor',
      profile_image: 'https://cdn.example.com/a.png',
    });
  });

  it('does not load a profile for an employer', async () => {
    const calls = fakeApi(employer);
    session.setTokens({ access: 'a', refresh: 'r' });
    await ensureSessionLoaded(new QueryClient());
    expect(calls).toEqual(['/v2/user/']);
  });

  it('does not reload a user it already has, and loads nothing without tokens', async () => {
    const calls = fakeApi(candidate);
    await ensureSessionLoaded(new QueryClient());
    expect(calls).toEqual([]);
    resetSessionLoad();
    session.signIn({ access: 'a', refresh: 'r' }, candidate as never);
    session.setProfile({ name: 'Amara', profile_image: null });
    await ensureSessionLoaded(new QueryClient());
    expect(calls).toEqual([]);
  });
});

describe('log out', () => {
  it('clears auth, user, company and profile state and their cookies', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer as never);
    session.selectCompany(employer.employers[0]!.employer_id);
    session.setProfile({ name: 'x', profile_image: null });
    expect(Object.keys(Cookies.get()).sort()).toEqual([
      'jb_auth',
      'jb_company',
      'jb_profile',
      'jb_user',
    ]);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['anything'], 1);
    signOut(queryClient);
    expectSignedOut();
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
  });

  it('a user without the selected company loses the selection', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer as never);
    session.selectCompany(employer.employers[0]!.employer_id);
    session.setUser({ ...employer, employers: [] } as never);
    expect(session.get().selectedCompanyId).toBeNull();
  });
});

vi.mock('@/lib/api/session-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/session-calls')>()),
  refreshTokens: vi.fn(),
}));
