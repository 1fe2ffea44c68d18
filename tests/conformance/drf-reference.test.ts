// examples/drf against the conformance run: with the guide's settings it passes for what it
// implements (the rest is "not tested: not implemented"); with DRF's and simplejwt's defaults
// (--stock) it fails and the run names each stock-DRF finding (docs/backend-guide.md). Needs Debian's Django, DRF,
// simplejwt and django-filter packages, so it runs only with DRF_REFERENCE=1 (scripts/ci-drf.sh).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findings, FINDINGS, runConformance, summarize } from '../../scripts/lib/conformance.mjs';

const root = join(import.meta.dirname, '..', '..');
const GUIDE_PORT = Number(process.env.DRF_GUIDE_PORT ?? 8011);
const STOCK_PORT = Number(process.env.DRF_STOCK_PORT ?? 8012);
// The throttling scenario too (off in the shared config: it locks sign-in for a minute). The run
// signs in again whenever its 2-second access tokens near expiry, so sign-in is allowed
// LOGIN_RATE a minute (more than the run's own sign-ins), and the throttle scenario tries past it.
const LOGIN_RATE = 100;
const config = {
  ...(JSON.parse(readFileSync(join(root, 'contract-check.config.json'), 'utf8')) as Record<
    string,
    unknown
  >),
  throttle: { attempts: LOGIN_RATE + 10 },
};
/** What the reference implements; every other operation must come out "not implemented". */
const IMPLEMENTED = [
  'listPublicJobs',
  'getPublicJob',
  'listLocations',
  'login',
  'refreshToken',
  'getCurrentUser',
  'getProfile',
  'updateProfile',
  'deleteProfile',
  // Invitations (3.1.0): inviting is what gives resendEmployerInvitation a row to resend.
  'inviteEmployerUser',
  'resendEmployerInvitation',
  'getInvitation',
  'acceptInvitation',
  'declineInvitation',
];

function start(port: number, stock: boolean): Promise<ChildProcess> {
  const child = spawn(
    join(root, 'examples', 'drf', 'run.sh'),
    ['--port', String(port), ...(stock ? ['--stock'] : [])],
    {
      env: { ...process.env, DRF_ACCESS_TTL: '2', DRF_LOGIN_RATE: `${LOGIN_RATE}/min` },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Quit the server')) resolve(child);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`run.sh exited with ${code}:\n${output}`)));
  });
}

const stop = (child?: ChildProcess) => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
};

describe.runIf(process.env.DRF_REFERENCE === '1')('examples/drf against contract:check', () => {
  let guide: ChildProcess;
  let stock: ChildProcess;
  beforeAll(async () => {
    [guide, stock] = await Promise.all([start(GUIDE_PORT, false), start(STOCK_PORT, true)]);
  }, 120_000);
  afterAll(() => {
    stop(guide);
    stop(stock);
  });

  it('with the guide settings: every implemented operation conforms, the rest is not implemented', async () => {
    const run = await runConformance({ baseUrl: `http://127.0.0.1:${GUIDE_PORT}`, config });
    const bad = run.results.filter((r) => r.outcome === 'violates');
    expect(bad.map((r) => `${r.operation} ${r.name}: ${JSON.stringify(r.violations)}`)).toEqual([]);
    const summary = summarize(run);
    const conforming = summary.filter((o) => o.outcome === 'conforms').map((o) => o.id);
    expect(conforming.sort()).toEqual([...IMPLEMENTED, '(unmatched URL)'].sort());
    // The cross-cutting scenarios really ran on it.
    const ran = new Set(
      run.results.filter((r) => r.outcome === 'conforms').map((r) => `${r.operation}: ${r.name}`),
    );
    const outcomes = run.results.map(
      (r) => `${r.operation}: ${r.name} -> ${r.outcome}${r.reason ? ` (${r.reason})` : ''}`,
    );
    for (const name of [
      'getProfile: expired token',
      'getProfile: wrong token',
      'getProfile: missing token',
      'refreshToken: rotation: the used refresh token is refused',
      'listPublicJobs: page past the end',
      'listPublicJobs: page_size over the maximum',
      'updateProfile: validation error (links.github, location_id)',
      'updateProfile: body that does not parse',
      'deleteProfile: example request',
      'deleteProfile: the deleted account can no longer sign in',
      'getPublicJob: malformed jobSlug',
      'login: wrong password',
      'login: throttled: 429 with Retry-After',
      'getInvitation: example default',
      'acceptInvitation: wrong invitation token',
      'acceptInvitation: expired token',
      'declineInvitation: wrong invitation token',
      'resendEmployerInvitation: example request',
      'inviteEmployerUser: conflict (409)',
      '(unmatched URL): unmatched URL',
    ])
      expect(ran.has(name), outcomes.filter((o) => o.startsWith(name)).join('; ') || name).toBe(
        true,
      );
    const others = summary.filter((o) => !IMPLEMENTED.includes(o.id) && !o.id.startsWith('('));
    for (const op of others) expect(op.outcome, op.id).toBe('not-tested');
  }, 120_000);

  it("with DRF's defaults: the run fails and names each stock-DRF finding", async () => {
    const run = await runConformance({ baseUrl: `http://127.0.0.1:${STOCK_PORT}`, config });
    expect(run.results.some((r) => r.outcome === 'violates')).toBe(true);
    expect(findings(run.results).sort()).toEqual(Object.values(FINDINGS).sort());
  }, 120_000);
});
