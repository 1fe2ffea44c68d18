/**
 * The route table takes its patterns from src/config/paths.ts, where the links are built: every
 * route's pattern is one of paths.ts, every pattern is routed, and every link the app builds
 * lands on the route of its pattern.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from '@/config/paths';
import { PRERENDERED_PAGES } from './prerender';
import { routes } from './router';

/** Every string of a nested object, with its key path ("employer.team"). */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}
const patternByName = new Map(leaves(patterns));
const allPatterns = new Set(patternByName.values());

/** Each route with its full pattern, as React Router joins it (an absolute child stays itself). */
function fullPatterns(list: RouteObject[], parent = '/'): Map<RouteObject, string> {
  const found = new Map<RouteObject, string>();
  for (const route of list) {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const pattern = full === '/' ? full : full.replace(/\/$/, '');
    if (route.path !== undefined || route.index) found.set(route, pattern);
    for (const [child, path] of fullPatterns(route.children ?? [], pattern)) found.set(child, path);
  }
  return found;
}
const routed = fullPatterns(routes);

/** The pattern of the route a URL lands on (its deepest match). */
function landsOn(url: string): string | undefined {
  const matches = matchRoutes(routes, url.split('?')[0]!) ?? [];
  return routed.get(matches.at(-1)!.route);
}

describe('the route table and src/config/paths', () => {
  it('takes every path of the table from paths.ts, and routes every pattern of paths.ts', () => {
    const written: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (route.path !== undefined) written.push(route.path);
        walk(route.children ?? []);
      });
    walk(routes);
    expect(written.filter((path) => !allPatterns.has(path))).toEqual([]);
    expect(new Set(routed.values())).toEqual(allPatterns);
  });

  const sample = 'a b/c';
  it.each([
    ['home', paths.home()],
    ['jobs', paths.jobs()],
    ['jobs', paths.jobs('keyword=react')],
    ['job', paths.job(sample)],
    ['aboutUs', paths.aboutUs()],
    ['privacyPolicy', paths.privacyPolicy()],
    ['terms', paths.terms()],
    ['appliedJobs', paths.appliedJobs()],
    ['application', paths.application(sample)],
    ['profile', paths.profile()],
    ['settings', paths.settings()],
    ['settingsNotification', paths.settingsNotification()],
    ['settingsSecurity', paths.settingsSecurity()],
    ['forgotPassword', paths.forgotPassword()],
    ['passwordReset', paths.passwordReset()],
    ['employer.signIn', paths.employer.signIn()],
    ['employer.selectCompany', paths.employer.selectCompany()],
    ['employer.onboarding', paths.employer.onboarding()],
    ['employer.onboarding', paths.employer.newCompany()],
    ['employer.dashboard', paths.employer.dashboard()],
    ['employer.company', paths.employer.company(sample)],
    ['employer.jobForm', paths.employer.newJob()],
    ['employer.jobForm', paths.employer.editJob(sample)],
    ['employer.jobDetails', paths.employer.jobDetails(sample)],
    ['employer.jobs', paths.employer.jobs()],
    ['employer.jobs', paths.employer.jobs('draft')],
    ['employer.team', paths.employer.team()],
    ['employer.profile', paths.employer.profile()],
    ['employer.profileUser', paths.employer.profileUser()],
    ['employer.profileNotification', paths.employer.profileNotification()],
    ['employer.profileSecurity', paths.employer.profileSecurity()],
    ['notFound', '/no-such-page'],
  ])('the %s link (%s) lands on its route', (name, url) => {
    expect(patternByName.has(name)).toBe(true);
    expect(landsOn(url)).toBe(patternByName.get(name));
  });

  it('encodes parameters into one segment', () => {
    expect(paths.job('a b/c')).toBe('/job/a%20b%2Fc');
    expect(paths.employer.editJob('7')).toBe('/employer/job/7');
    expect(paths.employer.newJob()).toBe('/employer/job');
    expect(paths.employer.jobs('draft')).toBe('/employer/jobs?status=draft');
  });

  it('prerenders pages of the route table', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(allPatterns).toContain(page.route);
      expect(landsOn(page.url)).toBe(page.route);
    }
  });
});
