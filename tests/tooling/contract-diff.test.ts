/**
 * scripts/contract-diff.mjs against small fixture pairs (tests/tooling/fixtures/contract-diff/
 * <case>/old.yaml -> new.yaml), not the real contract. Every run happens once, in beforeAll, a
 * few at a time (each optic run costs a few CPU seconds); the tests then read the results.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPool, runNodeScript, script, type RunResult } from './support';

const fixtures = join(import.meta.dirname, 'fixtures', 'contract-diff');
const contractDiff = script('contract-diff.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));

interface DiffRun extends RunResult {
  report: string;
}

const BREAKING = {
  'removed-operation': {
    count: 1,
    row: '| `POST /v2/employers/{employerId}/jobs/` | cannot remove an operation. | optic: prevent operation removal |',
  },
  'removed-parameter': {
    count: 1,
    row: "| `GET /v2/public/jobs/` | query parameter 'search' removed | removed-parameter check |",
  },
  'removed-response-field': {
    count: 2,
    row: "| `GET /v2/public/jobs/` | cannot remove response property 'slug'. (response 200 response body: application/json property results/items/slug) | optic: prevent removing response property |",
  },
  'request-field-required': {
    count: 1,
    row: '| `POST /v2/employers/{employerId}/jobs/` | cannot make a request property required. (request body: application/json property: seniority) | optic: prevent changing request property to required |',
  },
  'new-required-parameter': {
    count: 1,
    row: '| `GET /v2/public/jobs/` | cannot add required query parameter location to an existing operation. (query parameter: location) | optic: prevent new required query parameters |',
  },
  'narrowed-enum': {
    count: 1,
    row: "| `POST /v2/employers/{employerId}/jobs/` | cannot remove enum option 'senior' from 'seniority' property. (request body: application/json property: seniority) | optic: request and response property enums |",
  },
  'narrowed-type': {
    count: 1,
    row: "| `POST /v2/employers/{employerId}/jobs/` | expected request body property 'salary_min' not to be narrowed. (request body: application/json property: salary_min) | optic: prevent request property type changes |",
  },
  'auth-changed': {
    count: 1,
    row: '| `GET /v2/public/jobs/` | auth requirement changed: was `none (anonymous)`, now `bearerAuth` | auth check |',
  },
  'auth-scheme-changed': {
    count: 1,
    row: '| `POST /v2/employers/{employerId}/jobs/` | security scheme `bearerAuth` changed: {"bearerFormat":"JWT","scheme":"bearer","type":"http"} -> {"in":"header","name":"X-Api-Key","type":"apiKey"} | auth check |',
  },
} as const;

const PAIRS = [
  ...Object.keys(BREAKING),
  'additive',
  'major-bump',
  'broken-yaml',
  'invalid-openapi',
];

const runs = new Map<string, DiffRun>();

async function diffPair(name: string): Promise<DiffRun> {
  const out = join(tmp, `${name}.md`);
  const result = await runNodeScript(contractDiff, [
    join(fixtures, name, 'old.yaml'),
    join(fixtures, name, 'new.yaml'),
    '--out',
    out,
  ]);
  let report = '';
  try {
    report = readFileSync(out, 'utf8');
  } catch {
    // no report written: asserted where it matters
  }
  return { ...result, report };
}

function git(cwd: string, ...args: string[]) {
  const result = spawnSync(
    'git',
    [
      '-c',
      'user.name=Fixture',
      '-c',
      'user.email=fixture@example.com',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** A repo whose main has the contract (root file + $ref'd schema file) at v1. */
function repoWithContract(name: string): string {
  const repo = join(tmp, name);
  mkdirSync(join(repo, 'openapi', 'schemas'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  copyFileSync(join(fixtures, 'git-ref', 'jobboard.yaml'), join(repo, 'openapi', 'jobboard.yaml'));
  copyFileSync(
    join(fixtures, 'git-ref', 'job.v1.yaml'),
    join(repo, 'openapi', 'schemas', 'job.yaml'),
  );
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'contract v1');
  return repo;
}

beforeAll(async () => {
  // Feature branch: the breaking change is committed on the branch, only in the $ref'd file.
  const branchRepo = repoWithContract('branch-repo');
  git(branchRepo, 'checkout', '-q', '-b', 'feature');
  copyFileSync(
    join(fixtures, 'git-ref', 'job.v2.yaml'),
    join(branchRepo, 'openapi', 'schemas', 'job.yaml'),
  );
  git(branchRepo, 'commit', '-q', '-am', 'drop slug');
  // On main with a single commit and an uncommitted change.
  const mainRepo = repoWithContract('main-repo');
  copyFileSync(
    join(fixtures, 'git-ref', 'job.v2.yaml'),
    join(mainRepo, 'openapi', 'schemas', 'job.yaml'),
  );

  const jobs: Array<() => Promise<[string, DiffRun]>> = [
    ...PAIRS.map((name) => async (): Promise<[string, DiffRun]> => [name, await diffPair(name)]),
    async () => {
      const out = join(tmp, 'branch.md');
      const result = await runNodeScript(contractDiff, ['--out', out], { cwd: branchRepo });
      return ['git:branch', { ...result, report: readFileSync(out, 'utf8') }];
    },
    async () => {
      // No --out: the default, reports/contract-diff.md relative to where it runs.
      const result = await runNodeScript(contractDiff, [], { cwd: mainRepo });
      return [
        'git:main',
        { ...result, report: readFileSync(join(mainRepo, 'reports', 'contract-diff.md'), 'utf8') },
      ];
    },
  ];
  for (const [name, run] of await inPool(jobs)) runs.set(name, run);
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const run = (name: string): DiffRun => {
  const result = runs.get(name);
  if (!result) throw new Error(`no run for ${name}`);
  return result;
};

describe('breaking changes fail the diff', () => {
  for (const [name, { count, row }] of Object.entries(BREAKING)) {
    it(`${name}: exit 1, reported with the rule that caught it`, () => {
      const result = run(name);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `## API contract: ${count} breaking change${count === 1 ? '' : 's'} ❌`,
      );
      expect(result.stdout).toContain(row);
      expect(result.stdout).toContain("raise info.version's major part (to `2.0.0`)");
      expect(result.report).toBe(result.stdout);
    });
  }

  it('a minor version bump does not let a breaking change through', () => {
    expect(run('narrowed-type').stdout).toContain('Version `1.2.0` → `1.3.0`');
    expect(run('narrowed-type').code).toBe(1);
  });
});

describe('non-breaking changes pass', () => {
  it('new optional request field, new operation, new response field, widened auth: exit 0', () => {
    const result = run('additive');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('## API contract: no breaking changes ✅');
    expect(result.stdout).not.toContain('### Breaking changes');
    expect(result.stdout).toContain('- `GET /v2/public/jobs/{jobSlug}/`: operation added');
    expect(result.stdout).toContain(
      'request body application/json /schema/properties/remote_friendly added',
    );
    // Required fields inside a new optional list are not "a required request property added".
    expect(result.stdout).toContain(
      'request body application/json /schema/properties/questions added',
    );
    expect(result.stdout).toContain(
      '201 response application/json /schema/properties/published_at added',
    );
    expect(result.stdout).toContain("query parameter 'page' added");
    expect(result.stdout).toContain(
      '- `GET /v2/public/jobs/`: auth widened: now also accepts `bearerAuth`',
    );
  });

  it('a major version bump lets a breaking change through, and says so', () => {
    const result = run('major-bump');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '## API contract: 1 breaking change, allowed by the major version bump ⚠️',
    );
    expect(result.stdout).toContain("info.version's major part was raised (1.2.0 → 2.0.0)");
    expect(result.stdout).toContain(
      '| `POST /v2/employers/{employerId}/jobs/` | cannot remove an operation. |',
    );
  });
});

describe('a broken contract is a clear one-line error, exit 2', () => {
  it('unparseable YAML', () => {
    const result = run('broken-yaml');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^contract-diff: \S+broken-yaml\/new\.yaml is not valid YAML: .+ at line 13, column \d+\n$/,
    );
  });

  it('valid YAML, invalid OpenAPI', () => {
    const result = run('invalid-openapi');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^contract-diff: \S+invalid-openapi\/new\.yaml is not a valid OpenAPI document: [^\n]+\n$/,
    );
    expect(result.stderr).toContain('#/paths/~1v2~1public~1jobs~1/get/parameters/0');
  });

  it('usage errors are exit 3, distinct from a broken contract', async () => {
    const result = await runNodeScript(contractDiff, ['--base', 'main', 'a.yaml', 'b.yaml']);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('--base and two files do not go together');
  });
});

describe('git mode', () => {
  it('on a branch: compares with the merge base with main, following $refs into other files', () => {
    const result = run('git:branch');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /`openapi\/jobboard\.yaml`: working tree against merge base with `main` \(`[0-9a-f]{7,}`\)/,
    );
    expect(result.stdout).toContain(
      "| `GET /v2/public/jobs/{jobSlug}/` | cannot remove response property 'slug'. (response 200 response body: application/json property slug) | optic: prevent removing response property |",
    );
    expect(result.report).toBe(result.stdout);
  });

  it('on main with one commit: compares the working tree with HEAD; writes reports/contract-diff.md', () => {
    const result = run('git:main');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /working tree against `HEAD` \(`[0-9a-f]{7,}`; on main, uncommitted changes\)/,
    );
    expect(result.stdout).toContain("cannot remove response property 'slug'");
    expect(result.report).toBe(result.stdout);
  });
});
