import Cookies from 'js-cookie';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTokens } from './capture';
import { adoptSharedSession, endSession, resetSessionLoad, startSession } from './session';
import { SESSION_COOKIES, session } from './session-store';
import { aUser, anEmployerUser } from '@/test/factories';
import { expectSignedOut } from '@/test/signed-out';

const candidate = aUser();
const employer = anEmployerUser([
  { employerId: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a02', role: 'owner' },
]);
const company = employer.employers[0]!;

/** A previous visitor's session (an employer with its company selected, a profile summary). */
function previousSession() {
  session.signIn({ access: 'old', refresh: 'old-r' }, employer);
  session.selectCompany(company.employer_id);
  session.setProfile({ name: 'Previous visitor', profile_image: null });
}

/** A cache with what the previous visitor was answered: one query on screen, one not, one mutation. */
function cacheWithPreviousAnswers() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const asked: string[] = [];
  queryClient.setQueryData(['profile'], { name: 'Previous visitor' });
  queryClient.setQueryData(['job'], { has_applied: true });
  const onScreen = new QueryObserver(queryClient, {
    queryKey: ['job'],
    queryFn: () => {
      asked.push(session.get().auth?.access ?? 'signed out');
      return { has_applied: false };
    },
  });
  const unsubscribe = onScreen.subscribe(() => undefined);
  queryClient.getMutationCache().build(queryClient, { mutationKey: ['apply'] });
  return { queryClient, asked, onScreen, unsubscribe };
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((n) => Cookies.remove(n, { path: '/' }));
  session.reload();
  resetSessionLoad();
});

describe('startSession', () => {
  it('replaces the previous session: tokens and user stored, nothing of the previous visitor kept', async () => {
    previousSession();
    const { queryClient, asked, onScreen, unsubscribe } = cacheWithPreviousAnswers();

    startSession(queryClient, { access: 'new', refresh: 'new-r' }, candidate);

    expect(session.get()).toEqual({
      auth: { access: 'new', refresh: 'new-r' },
      user: candidate,
      selectedCompanyId: null,
      profile: null,
    });
    expect(JSON.parse(Cookies.get(SESSION_COOKIES.auth)!)).toEqual({
      access: 'new',
      refresh: 'new-r',
    });
    expect(Cookies.get(SESSION_COOKIES.company)).toBeUndefined();
    expect(Cookies.get(SESSION_COOKIES.profile)).toBeUndefined();
    // Cached answers nobody shows are gone; what is on screen is asked again with the new session.
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    await vi.waitFor(() =>
      expect(onScreen.getCurrentResult().data).toEqual({ has_applied: false }),
    );
    expect(asked).toEqual(['new']);
    unsubscribe();
  });

  it('selects the only company of an account (as the employer guards would), not one of several', () => {
    const queryClient = new QueryClient();
    startSession(queryClient, { access: 'a', refresh: 'r' }, employer);
    expect(session.get().selectedCompanyId).toBe(company.employer_id);
    const second = { ...company, employer_id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a03' };
    startSession(
      queryClient,
      { access: 'a', refresh: 'r' },
      { ...employer, employers: [company, second] },
    );
    expect(session.get().selectedCompanyId).toBeNull();
  });

  it('with tokens only (the user not yet known): the user is left for the next loader', () => {
    previousSession();
    startSession(new QueryClient(), { access: 'new', refresh: 'new-r' });
    expect(session.get()).toEqual({
      auth: { access: 'new', refresh: 'new-r' },
      user: null,
      selectedCompanyId: null,
      profile: null,
    });
  });

  it('tokens in a URL never start a session: stripped, the session and its cache kept', () => {
    const { queryClient, unsubscribe } = cacheWithPreviousAnswers();
    session.signIn({ access: 'old', refresh: 'old-r' }, candidate);
    const clean = captureTokens(
      queryClient,
      new URL('https://jobs.test/jobs?access_token=AAA&refresh_token=RRR'),
    );
    expect(clean).toBe('/jobs');
    expect(session.get()).toMatchObject({
      auth: { access: 'old', refresh: 'old-r' },
      user: candidate,
    });
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Previous visitor' });
    unsubscribe();
  });
});

describe('endSession', () => {
  it('removes the tokens, the user and their cookies, and every cached answer; nothing is asked signed out', async () => {
    previousSession();
    const { queryClient, asked, onScreen, unsubscribe } = cacheWithPreviousAnswers();

    endSession(queryClient);

    expectSignedOut();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    // The page on screen is being left: its data is stale (asked again if shown again), not refetched now.
    expect(onScreen.getCurrentResult().isStale).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([]);
    unsubscribe();
  });
});

describe('adoptSharedSession (another tab of this origin signed in or out)', () => {
  /** What another tab does when it signs in: it writes the shared cookie. */
  const otherTabSignsIn = (auth: { access: string; refresh: string }) =>
    Cookies.set(SESSION_COOKIES.auth, JSON.stringify(auth), { path: '/' });

  it("takes the other tab's new session: tokens adopted, nothing cached for the signed-out tab kept", async () => {
    const { queryClient, asked, onScreen, unsubscribe } = cacheWithPreviousAnswers();
    otherTabSignsIn({ access: 'tab-a', refresh: 'tab-a-r' });

    expect(adoptSharedSession(queryClient)).toBe(true);

    expect(session.get().auth).toEqual({ access: 'tab-a', refresh: 'tab-a-r' });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    await vi.waitFor(() =>
      expect(onScreen.getCurrentResult().data).toEqual({ has_applied: false }),
    );
    expect(asked).toEqual(['tab-a']);
    unsubscribe();
  });

  it('nothing changed (the same session, or none anywhere): false, the cache and the store untouched', () => {
    const { queryClient, unsubscribe } = cacheWithPreviousAnswers();
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    expect(adoptSharedSession(queryClient)).toBe(false);
    session.setTokens({ access: 'mine', refresh: 'mine-r' });
    expect(adoptSharedSession(queryClient)).toBe(false);
    // Only this tab's own sign-in told the listeners anything; asking again re-read nothing.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Previous visitor' });
    stop();
    unsubscribe();
  });

  it('the other tab signed out, or left tokens the store refuses: false, nothing reset', () => {
    const { queryClient, unsubscribe } = cacheWithPreviousAnswers();
    session.setTokens({ access: 'mine', refresh: 'mine-r' });
    Cookies.remove(SESSION_COOKIES.auth, { path: '/' });
    expect(adoptSharedSession(queryClient)).toBe(false);
    expect(session.get().auth).toBeNull();
    Cookies.set(SESSION_COOKIES.auth, JSON.stringify({ access: 'tab-a' }), { path: '/' });
    expect(adoptSharedSession(queryClient)).toBe(false);
    expect(session.get().auth).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Previous visitor' });
    unsubscribe();
  });
});
