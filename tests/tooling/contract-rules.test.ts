/**
 * The contract's machine-readable rules (x-transitions, x-upload-rules, x-capabilities and
 * x-permission) are checked by `npm run lint:api`'s own Spectral rules: a small broken contract
 * (fixtures/contract-rules/broken.yaml) fails them, each mistake named where it is; the real
 * contract passes them.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractPath } from '../../scripts/lib/contract.mjs';
import { repoRoot, runNodeScript } from './support';

const spectral = createRequire(join(repoRoot, 'package.json')).resolve(
  '@stoplight/spectral-cli/dist/index.js',
);

const OUR_RULES = [
  'status-transitions',
  'upload-rules',
  'company-permissions',
  'request-names-single-line',
];

interface SpectralResult {
  code: string;
  message: string;
  path: (string | number)[];
  severity: number;
}

async function lint(file: string): Promise<{ code: number | null; results: SpectralResult[] }> {
  const run = await runNodeScript(
    spectral,
    [
      'lint',
      file,
      '-r',
      join(repoRoot, '.spectral.yaml'),
      '--fail-severity=warn',
      '-f',
      'json',
      '-q',
    ],
    { cwd: repoRoot },
  );
  const json = run.stdout.slice(run.stdout.indexOf('['));
  return { code: run.code, results: JSON.parse(json || '[]') as SpectralResult[] };
}

const ours = (results: SpectralResult[]) =>
  results
    .filter((r) => OUR_RULES.includes(r.code))
    .map((r) => ({ code: r.code, path: r.path.join('.'), message: r.message }));

describe('the contract rules lint', () => {
  it('fails a contract whose rules are malformed or inconsistent, naming each mistake', async () => {
    const { code, results } = await lint(
      join(import.meta.dirname, 'fixtures', 'contract-rules', 'broken.yaml'),
    );
    expect(code).not.toBe(0);
    const found = ours(results);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'status-transitions',
          path: 'components.schemas.ApplicationStatus.x-transitions.submitted.1',
          message: expect.stringContaining('"shortlisted", which is not in the enum'),
        }),
        expect.objectContaining({
          code: 'status-transitions',
          message: expect.stringContaining('says nothing about "hired"'),
        }),
        expect.objectContaining({
          code: 'upload-rules',
          path: 'components.schemas.UploadPurpose.x-upload-rules.resume.contentTypes.image/gif',
        }),
        expect.objectContaining({
          code: 'upload-rules',
          message: expect.stringContaining('no rule for "company_logo"'),
        }),
        expect.objectContaining({
          code: 'upload-rules',
          path: 'components.schemas.UploadPurpose.x-upload-rules.resume.signatures.application/pdf',
          message: expect.stringContaining('upper-case hex strings'),
        }),
        expect.objectContaining({
          code: 'upload-rules',
          message: expect.stringContaining('"image/gif" (resume) has no signature'),
        }),
        expect.objectContaining({
          code: 'company-permissions',
          path: 'paths./v2/employers/{employerId}/jobs/.post.x-permission',
          message: expect.stringContaining('"manageEverything" is no role\'s capability'),
        }),
        expect.objectContaining({
          code: 'company-permissions',
          path: 'paths./v2/employers/{employerId}/users/.get',
          message: expect.stringContaining('listEmployerUsers acts on a company but names no'),
        }),
      ]),
    );
    expect(found).toHaveLength(8);
  }, 120_000);

  it('fails a request name, title or file name that is open to control characters and bidi overrides', async () => {
    const { code, results } = await lint(
      join(import.meta.dirname, 'fixtures', 'contract-rules', 'open-names.yaml'),
    );
    expect(code).not.toBe(0);
    // (The fixture has no CompanyRole or UploadPurpose: those two rules' complaints are not this test's.)
    const found = ours(results).filter((r) => r.code === 'request-names-single-line');
    expect(found).toEqual([
      {
        code: 'request-names-single-line',
        path: 'components.schemas.ThingInput.properties.name',
        message: expect.stringContaining('"name" is a name, title or file name without a pattern'),
      },
      {
        code: 'request-names-single-line',
        path: 'components.schemas.ThingInput.properties.filename',
        message: expect.stringMatching(/admits DEL, .*RIGHT-TO-LEFT OVERRIDE \(U\+202E\)/),
      },
      {
        code: 'request-names-single-line',
        path: 'components.schemas.ThingInput.properties.job.properties.title',
        message: expect.stringMatching(/admits NUL, TAB, .*LEFT-TO-RIGHT ISOLATE \(U\+2066\)/),
      },
    ]);
  }, 120_000);

  it('passes the real contract', async () => {
    const { results } = await lint(contractPath);
    expect(ours(results)).toEqual([]);
  }, 120_000);
});
