import { describe, expect, it } from 'vitest';
import type { User, UserMembership } from '@generated/types.gen';
import type { SessionState } from '@/lib/session/session-store';
import { GUARD_NAMES, guards, resolveGuard, runGuards } from './guards';

const membership = (n: number, role: UserMembership['role'] = 'owner'): UserMembership => ({
  employer_id: `3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a0${n}`,
  employer_slug: `company-${n}`,
  employer_name: `Company ${n}`,
  employer_logo_url: null,
  role,
});
const user = (access_type: User['access_type'], employers: UserMembership[] = []): User => ({
  id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a99',
  name: 'Test User',
  email: 'test@example.com',
  access_type,
  phone: null,
  employers,
});
const auth = { access: 'a', refresh: 'r' };
const state = (s: Partial<SessionState>): SessionState => ({
  auth: null,
  user: null,
  selectedCompanyId: null,
  profile: null,
  ...s,
});

const signedOut = state({});
const candidate = state({ auth, user: user('candidate') });
const noCompany = state({ auth, user: user('employer') });
const oneCompany = state({ auth, user: user('employer', [membership(1)]) });
const oneSelected = state({ ...oneCompany, selectedCompanyId: membership(1).employer_id });
const several = state({ auth, user: user('employer', [membership(1), membership(2)]) });
const severalSelected = state({ ...several, selectedCompanyId: membership(2).employer_id });
const member = state({
  auth,
  user: user('candidate', [membership(3, 'member')]),
  selectedCompanyId: membership(3).employer_id,
});

const at = (path: string) => new URL(`https://jobs.test${path}`);
const run = (name: (typeof GUARD_NAMES)[number], session: SessionState, path = '/employer') =>
  guards[name]({ session, url: at(path) });

describe('guard registry', () => {
  it('has every guard of docs/product.md §6 and throws on an unknown name', () => {
    expect(Object.keys(guards).sort()).toEqual([...GUARD_NAMES].sort());
    GUARD_NAMES.forEach((name) => expect(resolveGuard(name)).toBe(guards[name]));
    expect(() => resolveGuard('employer-authorised')).toThrow(
      'Unknown route guard: employer-authorised',
    );
    expect(() =>
      runGuards(['employer-authorized', 'nope'], { session: oneSelected, url: at('/employer') }),
    ).toThrow(/nope/);
  });

  it('runs guards in order; the first objection wins', () => {
    expect(
      runGuards(['employer-authorized', 'selected-company'], {
        session: signedOut,
        url: at('/employer/jobs'),
      })?.redirect,
    ).toBe('/employer/sign-in?next=%2Femployer%2Fjobs');
    expect(
      runGuards(['employer-authorized', 'selected-company'], {
        session: oneSelected,
        url: at('/employer'),
      }),
    ).toBeNull();
  });
});

describe('each guard', () => {
  it('employer-unauthorized: only signed-out users', () => {
    expect(run('employer-unauthorized', signedOut)).toBeNull();
    expect(run('employer-unauthorized', candidate)).toEqual({ redirect: '/' });
    expect(run('employer-unauthorized', oneSelected)).toEqual({ redirect: '/employer' });
    expect(run('employer-unauthorized', several)).toEqual({ redirect: '/employer/select-company' });
  });

  it('employer-authorized: employers and members, others to sign-in or home', () => {
    expect(run('employer-authorized', signedOut, '/employer/team')).toEqual({
      redirect: '/employer/sign-in?next=%2Femployer%2Fteam',
    });
    expect(run('employer-authorized', candidate)).toEqual({ redirect: '/' });
    expect(run('employer-authorized', noCompany)).toBeNull();
    expect(run('employer-authorized', member)).toBeNull();
  });

  it('multiple-company: only with several companies', () => {
    expect(run('multiple-company', several)).toBeNull();
    expect(run('multiple-company', oneCompany)).toEqual({
      redirect: '/employer',
      selectCompany: membership(1).employer_id,
    });
    expect(run('multiple-company', noCompany)).toEqual({ redirect: '/employer/onboarding' });
  });

  it('onboarding: users without a company, or asking to add one', () => {
    expect(run('onboarding', noCompany, '/employer/onboarding')).toBeNull();
    expect(run('onboarding', severalSelected, '/employer/onboarding?new=1')).toBeNull();
    expect(run('onboarding', severalSelected, '/employer/onboarding')).toEqual({
      redirect: '/employer',
    });
    expect(run('onboarding', several, '/employer/onboarding')).toEqual({
      redirect: '/employer/select-company',
    });
    expect(run('onboarding', signedOut, '/employer/onboarding')).toEqual({
      redirect: '/employer/sign-in?next=%2Femployer%2Fonboarding',
    });
  });

  it('selected-company: selects the only company, or sends to choose or create one', () => {
    expect(run('selected-company', oneSelected)).toBeNull();
    expect(run('selected-company', member)).toBeNull();
    expect(run('selected-company', oneCompany)).toEqual({
      redirect: '/employer',
      selectCompany: membership(1).employer_id,
    });
    expect(run('selected-company', several)).toEqual({ redirect: '/employer/select-company' });
    expect(run('selected-company', noCompany)).toEqual({ redirect: '/employer/onboarding' });
    // A selection the user no longer belongs to does not count.
    expect(
      run('selected-company', state({ ...several, selectedCompanyId: membership(9).employer_id })),
    ).toEqual({
      redirect: '/employer/select-company',
    });
  });

  it('forgot-password: signed-out users only', () => {
    expect(run('forgot-password', signedOut, '/forgot-password')).toBeNull();
    expect(run('forgot-password', candidate, '/forgot-password')).toEqual({ redirect: '/' });
    expect(run('forgot-password', oneSelected, '/forgot-password')).toEqual({
      redirect: '/employer',
    });
  });

  it('verify-reset-token: needs a token in the URL', () => {
    expect(run('verify-reset-token', signedOut, '/password-reset?token=abc')).toBeNull();
    expect(run('verify-reset-token', signedOut, '/password-reset')).toEqual({
      redirect: '/forgot-password',
    });
  });
});
