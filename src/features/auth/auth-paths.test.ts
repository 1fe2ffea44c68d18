import { describe, expect, it } from 'vitest';
import {
  employerNext,
  homeWithSignIn,
  redirectUrlFor,
  searchWith,
  searchWithout,
} from './auth-paths';
import { socialSignInUrl } from './social-sign-in';

describe('auth URLs', () => {
  it('edits a query string', () => {
    expect(searchWith('?search=design', 'open_login', 'true')).toBe(
      '?search=design&open_login=true',
    );
    expect(searchWith('', 'open_login', 'true')).toBe('?open_login=true');
    expect(searchWithout('?key=k&email=a%40b.c&open_login=true', ['key', 'email'])).toBe(
      '?open_login=true',
    );
    expect(searchWithout('?open_login=true', ['open_login'])).toBe('');
  });

  it("sign-up's redirect_url is the path without its leading slash", () => {
    expect(redirectUrlFor('/job/senior-frontend-engineer')).toBe('job/senior-frontend-engineer');
    expect(redirectUrlFor('/')).toBe('');
  });

  it("employer sign-in continues to the guard's `next` only when it is an employer page", () => {
    expect(employerNext(null)).toBe('/employer');
    expect(employerNext('/employer/jobs?status=draft')).toBe('/employer/jobs?status=draft');
    expect(employerNext('/employer')).toBe('/employer');
    expect(employerNext('/employer/sign-in')).toBe('/employer');
    expect(employerNext('/employers-evil')).toBe('/employer');
    expect(employerNext('https://evil.example/employer')).toBe('/employer');
    expect(employerNext('//evil.example/employer')).toBe('/employer');
    expect(employerNext('/profile')).toBe('/employer');
  });

  it('home with the dialog open', () => {
    expect(homeWithSignIn()).toBe('/?open_login=true');
  });

  it('social sign-in goes to the API with redirect_url employer/onboarding and access_type candidate', () => {
    const pkce = { state: 'S'.repeat(22), codeChallenge: 'C'.repeat(43) };
    const url = new URL(socialSignInUrl('google', { base: 'http://api.example', ...pkce }));
    expect(`${url.origin}${url.pathname}`).toBe('http://api.example/v2/auth/google/');
    expect(url.searchParams.get('redirect_url')).toBe('employer/onboarding');
    expect(url.searchParams.get('access_type')).toBe('candidate');
    expect(url.searchParams.get('state')).toBe(pkce.state);
    expect(url.searchParams.get('code_challenge')).toBe(pkce.codeChallenge);
    expect(
      new URL(
        socialSignInUrl('linkedin', {
          accessType: 'employer',
          base: 'http://api.example',
          ...pkce,
        }),
      ).pathname,
    ).toBe('/v2/auth/linkedin/');
    expect(
      socialSignInUrl('linkedin', { accessType: 'employer', base: 'http://api.example', ...pkce }),
    ).toContain('access_type=employer');
  });
});
