// The session store (docs/product.md §3 and §4): what it reads back from its cookies, what it
// writes, and what is derived from it (companies, the member flag, employer access).
import Cookies from 'js-cookie';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/types.gen';
import {
  SESSION_COOKIES,
  availableCompanies,
  isEmployerUser,
  isMember,
  isSignedIn,
  selectedCompany,
  session,
  useSession,
} from './session-store';

const northwind = {
  employer_id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a02',
  employer_slug: 'northwind',
  employer_name: 'Northwind',
  employer_logo_url: null,
  role: 'owner' as const,
};
const contoso = {
  ...northwind,
  employer_id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a03',
  employer_slug: 'contoso',
  employer_name: 'Contoso',
  role: 'member' as const,
};
const candidate: User = {
  id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a01',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  access_type: 'candidate',
  phone: null,
  employers: [],
};
const employer: User = { ...candidate, access_type: 'employer', employers: [northwind, contoso] };

/** What another tab (or an earlier visit) left in the shared cookies. */
const cookie = (name: string, value: unknown) =>
  Cookies.set(name, JSON.stringify(value), { path: '/' });
const cookieJson = (name: string): unknown => {
  const raw = Cookies.get(name);
  return raw === undefined ? undefined : JSON.parse(raw);
};

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((n) => Cookies.remove(n, { path: '/' }));
  session.reload();
});

describe('the session read back from its cookies (a new page load, another tab)', () => {
  it('takes back tokens, user, selected company and profile', () => {
    cookie(SESSION_COOKIES.auth, { access: 'a', refresh: 'r' });
    cookie(SESSION_COOKIES.user, employer);
    cookie(SESSION_COOKIES.company, { selected: northwind.employer_id });
    cookie(SESSION_COOKIES.profile, {
      name: 'Amara',
      profile_image: 'https://cdn.example.com/a.png',
    });
    session.reload();
    expect(session.get()).toEqual({
      auth: { access: 'a', refresh: 'r' },
      user: employer,
      selectedCompanyId: northwind.employer_id,
      profile: { name: 'Amara', profile_image: 'https://cdn.example.com/a.png' },
    });
  });

  it.each([
    ['no refresh token', { access: 'a' }],
    ['an empty refresh token', { access: 'a', refresh: '' }],
    ['an empty access token', { access: '', refresh: 'r' }],
    ['a token that is not text', { access: 1, refresh: 'r' }],
    ['a token that is a list', { access: ['a'], refresh: 'r' }],
    ['no object', 'a'],
    ['null', null],
  ])('refuses tokens with %s: signed out', (_, value) => {
    cookie(SESSION_COOKIES.auth, value);
    session.reload();
    expect(session.get().auth).toBeNull();
    expect(isSignedIn(session.get())).toBe(false);
  });

  it.each([
    ['no id', { ...candidate, id: '' }],
    ['no email', { ...candidate, email: undefined }],
    ['no list of companies', { ...candidate, employers: 'northwind' }],
    ['null', null],
  ])('refuses a user with %s', (_, value) => {
    cookie(SESSION_COOKIES.user, value);
    session.reload();
    expect(session.get().user).toBeNull();
  });

  it('refuses a selected company that is not an id, and a profile that is not an object', () => {
    cookie(SESSION_COOKIES.company, { selected: '' });
    cookie(SESSION_COOKIES.profile, 'Amara');
    session.reload();
    expect(session.get().selectedCompanyId).toBeNull();
    expect(session.get().profile).toBeNull();
    cookie(SESSION_COOKIES.company, northwind.employer_id);
    session.reload();
    expect(session.get().selectedCompanyId).toBeNull();
  });

  it('reads a profile field that is not text as absent', () => {
    cookie(SESSION_COOKIES.profile, { name: 7, profile_image: { url: 'x' } });
    session.reload();
    expect(session.get().profile).toEqual({ name: null, profile_image: null });
  });
});

describe('the session written to its cookies', () => {
  it('keeps the selected company as {selected}, read back on the next load', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer);
    session.selectCompany(contoso.employer_id);
    expect(cookieJson(SESSION_COOKIES.company)).toEqual({ selected: contoso.employer_id });
    session.reload();
    expect(session.get().selectedCompanyId).toBe(contoso.employer_id);
  });

  it("writes only what changed: another tab's newer cookies are not overwritten by this tab's older state", () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer);
    session.selectCompany(northwind.employer_id);
    session.setProfile({ name: 'Amara', profile_image: null });
    // Another tab changes every cookie; this tab has not re-read them.
    const other = { ...employer, name: 'Amara O.' };
    cookie(SESSION_COOKIES.auth, { access: 'b', refresh: 'r2' });
    cookie(SESSION_COOKIES.user, other);
    cookie(SESSION_COOKIES.company, { selected: contoso.employer_id });
    cookie(SESSION_COOKIES.profile, { name: 'Amara O.', profile_image: null });

    session.setProfile({ name: 'Amara K.', profile_image: null });
    expect(cookieJson(SESSION_COOKIES.auth)).toEqual({ access: 'b', refresh: 'r2' });
    expect(cookieJson(SESSION_COOKIES.user)).toEqual(other);
    expect(cookieJson(SESSION_COOKIES.company)).toEqual({ selected: contoso.employer_id });

    session.setTokens({ access: 'c', refresh: 'r3' });
    expect(cookieJson(SESSION_COOKIES.profile)).toEqual({ name: 'Amara K.', profile_image: null });
  });
});

describe('setUser', () => {
  it('keeps the selected company while the user still belongs to it, and drops it once not', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer);
    session.selectCompany(contoso.employer_id);
    session.setUser({ ...employer, name: 'Amara O.' });
    expect(session.get().selectedCompanyId).toBe(contoso.employer_id);
    session.setUser({ ...employer, employers: [northwind] });
    expect(session.get().selectedCompanyId).toBeNull();
    expect(Cookies.get(SESSION_COOKIES.company)).toBeUndefined();
  });

  it('drops the selected company when the user is forgotten', () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer);
    session.selectCompany(northwind.employer_id);
    session.setUser(null);
    expect(session.get()).toMatchObject({ user: null, selectedCompanyId: null });
  });
});

describe('listeners', () => {
  it('are told of every change and of a re-read, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setTokens({ access: 'a', refresh: 'r' });
    session.reload();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('useSession shows the selected part of the session as it changes', () => {
    const { result } = renderHook(() => useSession((s) => s.auth?.access ?? 'signed out'));
    expect(result.current).toBe('signed out');
    act(() => session.setTokens({ access: 'a', refresh: 'r' }));
    expect(result.current).toBe('a');
  });
});

describe('derived state', () => {
  it('a candidate: signed in, no companies, no company selected, not a member, no employer area', () => {
    session.signIn({ access: 'a', refresh: 'r' }, candidate);
    const s = session.get();
    expect(isSignedIn(s)).toBe(true);
    expect(availableCompanies(s)).toEqual([]);
    expect(selectedCompany(s)).toBeNull();
    expect(isMember(s)).toBe(false);
    expect(isEmployerUser(s)).toBe(false);
  });

  it('signed out: no companies and no employer area', () => {
    const s = session.get();
    expect(availableCompanies(s)).toEqual([]);
    expect(selectedCompany(s)).toBeNull();
    expect(isEmployerUser(s)).toBe(false);
  });

  it("an employer's companies; the member flag follows the selected company's role", () => {
    session.signIn({ access: 'a', refresh: 'r' }, employer);
    expect(availableCompanies(session.get())).toEqual([northwind, contoso]);
    expect(selectedCompany(session.get())).toBeNull();
    expect(isMember(session.get())).toBe(false);
    session.selectCompany(contoso.employer_id);
    expect(selectedCompany(session.get())).toEqual(contoso);
    expect(isMember(session.get())).toBe(true);
    session.selectCompany(northwind.employer_id);
    expect(selectedCompany(session.get())).toEqual(northwind);
    expect(isMember(session.get())).toBe(false);
  });

  it('the employer area: an employer account without companies, or a candidate account in a company', () => {
    session.signIn({ access: 'a', refresh: 'r' }, { ...employer, employers: [] });
    expect(isEmployerUser(session.get())).toBe(true);
    session.signIn({ access: 'a', refresh: 'r' }, { ...candidate, employers: [contoso] });
    expect(isEmployerUser(session.get())).toBe(true);
  });
});
