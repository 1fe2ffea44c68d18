import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';

// public/robots.txt: crawlers may read the public pages and stay out of account and employer ones.
const robots = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => line.split(/:\s*/, 2) as [string, string]);

/** Longest matching rule wins, Allow on a tie (RFC 9309 §2.2.2). */
function allowed(path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const [field, value] of rules) {
    const allow = /^allow$/i.test(field);
    if (!allow && !/^disallow$/i.test(field)) continue;
    if (!value || !path.startsWith(value)) continue;
    if (value.length > best.length || (value.length === best.length && allow))
      best = { length: value.length, allow };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('applies to every crawler', () => {
    expect(rules).toContainEqual(['User-agent', '*']);
  });

  it('names the sitemap the edge handler writes (it makes the path a full URL: edge/handler.ts)', () => {
    expect(rules).toContainEqual(['Sitemap', '/sitemap.xml']);
  });

  it.each([
    paths.home(),
    paths.jobs(),
    paths.jobs('keyword=react'),
    paths.job('senior-data-engineer'),
    paths.aboutUs(),
    paths.privacyPolicy(),
    paths.terms(),
  ])('allows the public page %s', (path) => expect(allowed(path)).toBe(true));

  it.each([
    paths.appliedJobs(),
    paths.profile(),
    paths.settings(),
    paths.settingsSecurity(),
    paths.forgotPassword(),
    paths.passwordReset(),
    paths.employer.signIn(),
    paths.employer.dashboard(),
    paths.employer.jobs(),
    paths.employer.team(),
    paths.employer.company('northwind'),
    paths.employer.profileSecurity(),
  ])('keeps crawlers out of %s', (path) => expect(allowed(path)).toBe(false));
});
