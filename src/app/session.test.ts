import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '@/lib/api/client';
import { session, SESSION_COOKIES } from '@/lib/session/session-store';
import { socialArrival } from '@/lib/social-return';
import {
  captureTokens,
  captureTokensFromLocation,
  ensureSessionLoaded,
  resetSessionLoad,
  signOut,
  socialArrivalRedirect,
} from './session';

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

/** Answers /v2/user/ and /v2/profile/ from a script; records the calls. */
function fakeApi(user: object) {
  const calls: string[] = [];
  client.setConfig({
    baseUrl: 'http://api.test',
    fetch: (async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      const body = path === '/v2/user/' ? user : path === '/v2/profile/' ? profile : {};
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

describe('tokens in the URL', () => {
  it('become the session and are removed from the URL, keeping the other parameters', () => {
    const clean = captureTokens(
      new URL(
        'https://jobs.test/job/react?access_token=AAA.BBB.CCC&refresh_token=RRR.SSS.TTT&ref=mail#apply',
      ),
    );
    expect(clean).toBe('/job/react?ref=mail#apply');
    expect(session.get().auth).toEqual({ access: 'AAA.BBB.CCC', refresh: 'RRR.SSS.TTT' });
    expect(JSON.parse(Cookies.get(SESSION_COOKIES.auth)!)).toEqual({
      access: 'AAA.BBB.CCC',
      refresh: 'RRR.SSS.TTT',
    });
  });

  it('leaves URLs without tokens alone', () => {
    expect(captureTokens(new URL('https://jobs.test/jobs?search=react'))).toBeNull();
    expect(session.get().auth).toBeNull();
  });

  it('replaces the history entry so the tokens are not kept in history', () => {
    window.history.pushState(null, '', '/profile?access_token=AAA&refresh_token=RRR');
    const length = window.history.length;
    captureTokensFromLocation();
    expect(window.location.pathname + window.location.search).toBe('/profile');
    expect(window.history.length).toBe(length);
  });
});

describe('tokens back from a social sign-in started on a job', () => {
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

  it('go back to that job (once), and the job page is told to continue the application', () => {
    remember({ path: '/job/react', apply: true });
    const landing = captureTokens(
      new URL('https://jobs.test/employer/onboarding?access_token=AAA&refresh_token=RRR'),
    );
    expect(landing).toBe('/job/react');
    expect(session.get().auth).toEqual({ access: 'AAA', refresh: 'RRR' });
    expect(window.sessionStorage.getItem(RETURN_KEY)).toBeNull();
    expect(socialArrival.takeApply('/job/react')).toBe(true);
    // The next tokens (another sign-in) land where the API sent them.
    expect(
      captureTokens(
        new URL('https://jobs.test/employer/onboarding?access_token=BBB&refresh_token=SSS'),
      ),
    ).toBe('/employer/onboarding');
  });

  it('without a target, or with a stale one, land where the API sent them', () => {
    expect(
      captureTokens(
        new URL('https://jobs.test/employer/onboarding?access_token=AAA&refresh_token=RRR'),
      ),
    ).toBe('/employer/onboarding');
    remember({ path: '/job/react', apply: true, savedAt: Date.now() - 31 * 60 * 1000 });
    expect(
      captureTokens(
        new URL('https://jobs.test/employer/onboarding?access_token=AAA&refresh_token=RRR'),
      ),
    ).toBe('/employer/onboarding');
    expect(socialArrival.get()).toBeNull();
  });

  it('an employer account goes where employer accounts land, not to the job', () => {
    remember({ path: '/job/react', apply: true });
    captureTokens(
      new URL('https://jobs.test/employer/onboarding?access_token=AAA&refresh_token=RRR'),
    );
    session.setUser(employer as never);
    expect(socialArrivalRedirect()).toBe('/employer/onboarding');
    expect(socialArrival.get()).toBeNull();
  });

  it('a candidate stays on the job', () => {
    remember({ path: '/job/react', apply: true });
    captureTokens(
      new URL('https://jobs.test/employer/onboarding?access_token=AAA&refresh_token=RRR'),
    );
    session.setUser(candidate as never);
    expect(socialArrivalRedirect()).toBeNull();
    expect(socialArrival.takeApply('/job/react')).toBe(true);
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
    expect(session.get()).toEqual({
      auth: null,
      user: null,
      selectedCompanyId: null,
      profile: null,
    });
    expect(Cookies.get()).toEqual({});
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
  });

  it('a user without the selected company loses the selection', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer as never);
    session.selectCompany(employer.employers[0]!.employer_id);
    session.setUser({ ...employer, employers: [] } as never);
    expect(session.get().selectedCompanyId).toBeNull();
  });
});

vi.mock('@/lib/api/session-calls', () => ({ refreshTokens: vi.fn(), fetchLatestBuild: vi.fn() }));
