/**
 * The architecture's boundaries are enforced by lint (eslint.config.js), which is part of
 * `npm test`. These cases run the project's real ESLint config over code placed (virtually) in
 * the folders the rules guard.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('boundaries', () => {
  it('a fetch( added to a page fails lint', async () => {
    const rules = await restrictedRules(
      'src/app/routes/jobs.tsx',
      "export function Component() { void fetch('/v2/public/jobs/'); return null; }\n",
    );
    expect(rules).toContain('no-restricted-globals');
  });

  it.each([
    ['window.fetch', "export const go = () => window.fetch('/x');\n", 'no-restricted-properties'],
    ['XMLHttpRequest', 'export const x = new XMLHttpRequest();\n', 'no-restricted-globals'],
    [
      'an HTTP library',
      "import axios from 'axios';\nexport const a = axios;\n",
      'no-restricted-imports',
    ],
    [
      'the generated SDK',
      "import { listPublicJobs } from '@generated/sdk.gen';\nexport const a = listPublicJobs;\n",
      'no-restricted-imports',
    ],
    [
      'the generated client',
      "import { client } from '../../../generated/client.gen';\nexport const a = client;\n",
      'no-restricted-imports',
    ],
    [
      'the generated index',
      "import { listPublicJobs } from '@generated';\nexport const a = listPublicJobs;\n",
      'no-restricted-imports',
    ],
  ])('a feature may not use %s', async (_label, code, rule) => {
    expect(await restrictedRules('src/features/jobs/tmp.ts', code)).toContain(rule);
  });

  it('the local backend reads no rule from the contract lint (spectral/), but from generated/', async () => {
    expect(
      await restrictedRules(
        'mock/fake/tmp.ts',
        "import { NAME_LIKE } from '../../spectral/functions/single-line-text.js';\nexport const a = NAME_LIKE;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await restrictedRules(
        'mock/fake/tmp.ts',
        "import { singleLineText } from '../../generated/rules.gen';\nexport const a = singleLineText;\n",
      ),
    ).toEqual([]);
  });

  it('rules/ (the contract read as code, run by both sides) reads generated/ only', async () => {
    for (const from of [
      '../src/lib/utils',
      '@/lib/utils',
      '../mock/fake/http',
      '../spectral/x.js',
    ]) {
      expect(
        await restrictedRules(
          'rules/tmp.ts',
          `import { a } from '${from}';\nexport const b = a;\n`,
        ),
        from,
      ).toContain('no-restricted-imports');
    }
    expect(
      await restrictedRules(
        'rules/tmp.ts',
        "import { payTransparency } from '../generated/rules.gen';\nexport const a = payTransparency;\n",
      ),
    ).toEqual([]);
    // Both sides may run it.
    const fill = "import { fill } from '../../rules/fill';\nexport const a = fill;\n";
    expect(await restrictedRules('mock/fake/tmp.ts', fill)).toEqual([]);
    expect(await restrictedRules('src/lib/tmp.ts', fill)).toEqual([]);
  });

  it('src/lib/api may use fetch and the SDK', async () => {
    const code =
      "import { listPublicJobs } from '../../../generated/sdk.gen';\nexport const a = () => fetch('/x');\nexport const b = listPublicJobs;\n";
    expect(await restrictedRules('src/lib/api/tmp.ts', code)).toEqual([]);
  });

  it("a feature's api.ts may use generated types, zod schemas and query options", async () => {
    const code =
      "import type { Job } from '@generated/types.gen';\nimport { zJob } from '@generated/zod.gen';\nimport { listPublicJobsOptions } from '@generated/@tanstack/react-query.gen';\nexport type J = Job;\nexport const a = [zJob, listPublicJobsOptions];\n";
    expect(await restrictedRules('src/features/jobs/api.ts', code)).toEqual([]);
  });

  it('outside api.ts files and src/lib/api, the generated query options are not imported (types and zod are)', async () => {
    const options =
      "import { listPublicJobsOptions } from '@generated/@tanstack/react-query.gen';\nexport const a = listPublicJobsOptions;\n";
    for (const file of [
      'src/features/jobs/tmp.tsx',
      'src/app/routes/tmp.loader.ts',
      'src/components/location-picker/tmp.ts',
      'src/lib/session/tmp.ts',
    ]) {
      expect(await restrictedRules(file, options), file).toContain('no-restricted-imports');
    }
    const typesAndZod =
      "import type { Job } from '@generated/types.gen';\nimport { zJob } from '@generated/zod.gen';\nexport type J = Job;\nexport const a = zJob;\n";
    expect(await restrictedRules('src/features/jobs/tmp.tsx', typesAndZod)).toEqual([]);
    expect(await restrictedRules('src/lib/api/tmp.ts', options)).toEqual([]);
  });

  it('UI primitives import nothing from generated/ or features', async () => {
    expect(
      await restrictedRules(
        'src/components/ui/tmp.ts',
        "import type { Job } from '@generated/types.gen';\nexport type J = Job;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await restrictedRules(
        'src/components/ui/tmp.ts',
        "import { x } from '@/features/jobs/labels';\nexport const a = x;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('a feature imports neither another feature nor src/app', async () => {
    expect(
      await restrictedRules(
        'src/features/jobs/tmp.ts',
        "import { a } from '@/features/auth/x';\nexport const b = a;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await restrictedRules(
        'src/features/jobs/tmp.ts',
        "import { paths } from '@/app/paths';\nexport const b = paths;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await restrictedRules(
        'src/app/routes/tmp.ts',
        "import { a } from '@/features/auth/x';\nexport const b = a;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['spectral/', "import { t } from '../../spectral/functions/single-line-text.js';\n"],
    ['src/', "import { say } from '../../../src/lib/validation';\n"],
    ['src/ by its alias', "import { say } from '@/lib/validation';\n"],
  ])('mock/ may not import %s', async (_label, code) => {
    expect(
      await restrictedRules('mock/fake/handlers/tmp.ts', `${code}export const a = [t, say];\n`),
    ).toContain('no-restricted-imports');
  });

  it('mock/ may import generated/ and scripts/lib', async () => {
    const code =
      "import type { Job } from '../../../generated/types.gen';\nimport { zJob } from '../../generated/zod.gen';\nimport { loadContract } from '../../scripts/lib/contract.mjs';\nexport type J = Job;\nexport const a = [zJob, loadContract];\n";
    expect(await restrictedRules('mock/fake/handlers/tmp.ts', code)).toEqual([]);
    expect(await restrictedRules('mock/fake/tmp.ts', code)).toEqual([]);
  });

  it('features and the shared layer link with src/config/paths', async () => {
    const code = "import { paths } from '@/config/paths';\nexport const b = paths.jobs();\n";
    expect(await restrictedRules('src/features/jobs/tmp.ts', code)).toEqual([]);
    expect(await restrictedRules('src/components/tmp.tsx', code)).toEqual([]);
  });

  it.each([
    ['src/config/tmp.ts'],
    ['src/hooks/tmp.ts'],
    ['src/components/tmp.tsx'],
    ['src/components/location-picker/tmp.tsx'],
    ['src/lib/tmp.ts'],
    ['src/lib/api/tmp.ts'],
  ])('the shared layer (%s) imports neither a feature nor src/app', async (file) => {
    for (const code of [
      "import { a } from '@/features/jobs/labels';\nexport const b = a;\n",
      "import { paths } from '@/app/paths';\nexport const b = paths;\n",
      "import { a } from '../features/jobs/labels';\nexport const b = a;\n",
      "import { paths } from '../../app/paths';\nexport const b = paths;\n",
    ]) {
      expect(await restrictedRules(file, code), code).toContain('no-restricted-imports');
    }
  });

  it('the shared layer keeps the network rules; its api.ts files may use generated query options', async () => {
    expect(
      await restrictedRules(
        'src/components/tmp.tsx',
        "import axios from 'axios';\nexport const a = axios;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await restrictedRules(
        'src/hooks/tmp.ts',
        "import { listPublicJobs } from '@generated/sdk.gen';\nexport const a = listPublicJobs;\n",
      ),
    ).toContain('no-restricted-imports');
    const code =
      "import type { Location } from '@generated/types.gen';\nimport { zJobInput } from '@generated/zod.gen';\nimport { listLocationsOptions } from '@generated/@tanstack/react-query.gen';\nimport { cn } from '@/lib/utils';\nexport type L = Location;\nexport const a = [zJobInput, listLocationsOptions, cn];\n";
    expect(await restrictedRules('src/components/location-picker/api.ts', code)).toEqual([]);
    expect(
      await restrictedRules(
        'src/lib/api/tmp.ts',
        "import { listPublicJobs } from '../../../generated/sdk.gen';\nexport const a = listPublicJobs;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['src/lib/api/tmp.ts', 'export const base = import.meta.env.VITE_API_BASE_URL;\n'],
    ['src/features/jobs/tmp.tsx', "export const dev = import.meta['env'].DEV;\n"],
    ['src/app/tmp.ts', "export const test = import.meta.env.MODE === 'test';\n"],
  ])('import.meta.env outside src/config/env.ts fails lint (%s)', async (file, code) => {
    expect(await restrictedRules(file, code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['src/components/JobCard.tsx', 'check-file/filename-naming-convention'],
    ['src/lib/date_format.ts', 'check-file/filename-naming-convention'],
    ['e2e/employerTeam.spec.ts', 'check-file/filename-naming-convention'],
    ['mock/fake/handlers/Jobs.ts', 'check-file/filename-naming-convention'],
    ['scripts/checkDrift.mjs', 'check-file/filename-naming-convention'],
    ['src/features/jobBoard/api.ts', 'check-file/folder-naming-convention'],
    ['tests/Contract/x.test.ts', 'check-file/folder-naming-convention'],
  ])('a name that is not kebab-case fails lint (%s)', async (file, rule) => {
    expect(await restrictedRules(file, 'export const a = 1;\n')).toContain(rule);
  });

  it('kebab-case names pass, whatever follows the first dot', async () => {
    for (const file of [
      'src/components/job-card.tsx',
      'src/app/routes/employer/job-details.loader.ts',
      'e2e/employer-team.spec.ts',
      'src/lib/api/session-calls.test.ts',
    ])
      expect(await restrictedRules(file, 'export const a = 1;\n')).toEqual([]);
  });

  it('src/config/env.ts reads import.meta.env', async () => {
    expect(
      await restrictedRules(
        'src/config/env.ts',
        'export const dev: boolean = import.meta.env.DEV;\n',
      ),
    ).toEqual([]);
  });

  it('generated/ is excluded from lint but not from the type check', async () => {
    expect(await eslint.isPathIgnored('generated/sdk.gen.ts')).toBe(true);
    const { readFileSync } = await import('node:fs');
    const tsconfig = JSON.parse(
      readFileSync(new URL('../../tsconfig.json', import.meta.url), 'utf8'),
    ) as { include: string[] };
    expect(tsconfig.include).toContain('generated');
  });

  it('every TypeScript file in the repository is type-checked (tests/ too)', () => {
    const root = new URL('../..', import.meta.url).pathname;
    const tracked = execFileSync(
      'git',
      ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.cts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter(Boolean);
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    const checked = new Set(config?.fileNames.map((f) => relative(root, f)));
    expect(tracked).toContain('tests/tooling/boundaries.test.ts');
    expect(tracked.filter((f) => !checked.has(f))).toEqual([]);
  });

  it("forms take zodResolver from lib/validation, whose import installs the app's error map (main.tsx no longer does)", () => {
    const src = new URL('../../src', import.meta.url).pathname;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const direct = files.filter(
      (f) =>
        f !== join('lib', 'validation.ts') &&
        readFileSync(join(src, f), 'utf8').includes("'@hookform/resolvers/zod'"),
    );
    expect(direct).toEqual([]);
    const forms = files.filter((f) => readFileSync(join(src, f), 'utf8').includes('zodResolver('));
    expect(forms.length).toBeGreaterThan(10);
  });
});
