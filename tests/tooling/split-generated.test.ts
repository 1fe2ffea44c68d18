/**
 * scripts/split-generated.ts cuts the generated files into one module per declaration at build
 * time. These cases parse small generated-like files and run real Vite builds of a fixture app
 * with two lazily loaded pages, with and without the plugin.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import {
  splitFiles,
  parseSplitModule,
  rewriteSplitImports,
  splitGenerated,
  splitId,
  type EstreeNode,
} from '../../scripts/split-generated';

describe('parseSplitModule', () => {
  const source = `
import type { Options } from './client';
import { client } from './client.gen';
import * as z from 'zod/mini';
import { type Thing, queryOptions } from '@tanstack/react-query';

export type Key = [string];

const createKey = (id: string, options?: Options): Key => [id + (options?.client ?? client).name];

export const zUser = z.object({ name: z.string() });

/** Uses the helper, the schema and an import; \`zUser\` as a property name is not a reference. */
export const getUserOptions = (options: Options) =>
  queryOptions({ queryKey: createKey('getUser', options), queryFn: () => zUser.parse(options), meta: { zUser: 1 } as Thing });
`;
  const parsed = parseSplitModule('sdk.gen.ts', source);

  it('keeps value imports and drops type-only ones', () => {
    expect([...parsed.imports.keys()].sort()).toEqual(['client', 'queryOptions', 'z']);
    expect(parsed.imports.get('z')).toEqual({ local: 'z', imported: '*', source: 'zod/mini' });
  });

  it('lists every value declaration, exported or not, and skips types', () => {
    expect([...parsed.declarations.keys()]).toEqual(['createKey', 'zUser', 'getUserOptions']);
    expect(parsed.declarations.get('createKey')!.text).toMatch(/^export const createKey/);
  });

  it('records what each declaration references at run time', () => {
    const options = parsed.declarations.get('getUserOptions')!;
    expect(options.declarations.sort()).toEqual(['createKey', 'zUser']);
    expect(options.imports).toEqual(['queryOptions']);
    expect(parsed.declarations.get('createKey')!.imports).toEqual(['client']);
    expect(parsed.declarations.get('zUser')!.imports).toEqual(['z']);
  });

  it('refuses a file shape it cannot split faithfully', () => {
    expect(() =>
      parseSplitModule('x.ts', "console.log('side effect');\nexport const a = 1;\n"),
    ).toThrow(/unsupported top-level statement/);
    expect(() => parseSplitModule('x.ts', 'export const a = 1, b = 2;\n')).toThrow(
      /one declaration per statement/,
    );
  });

  it("parses this project's generated files as they are", () => {
    for (const file of splitFiles(join(import.meta.dirname, '../..'))) {
      const split = parseSplitModule(file, readFileSync(file, 'utf8'));
      expect(split.declarations.size).toBeGreaterThan(2);
    }
  });
});

describe('rewriteSplitImports', () => {
  const rewrite = (code: string) =>
    rewriteSplitImports(
      code,
      (parseAst(code) as unknown as { body: EstreeNode[] }).body,
      async (specifier) => (specifier.endsWith('.gen') ? `/abs/${specifier.slice(2)}.ts` : null),
    );

  it('gives each named import its own module and keeps every other line where it was', async () => {
    const code =
      "import { a,\n  b as c } from './api.gen';\nimport { x } from './other';\nconsole.log(a, c, x);\n";
    const out = (await rewrite(code))!;
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n')[2]).toBe("import { x } from './other';");
    expect(out.split('\n')[3]).toBe('console.log(a, c, x);');
    expect(out).toContain(
      `import { a as a } from ${JSON.stringify(splitId('/abs/api.gen.ts', 'a'))};`,
    );
    expect(out).toContain(
      `import { b as c } from ${JSON.stringify(splitId('/abs/api.gen.ts', 'b'))};`,
    );
  });

  it('leaves a file without split imports alone', async () => {
    expect(await rewrite("import { x } from './other';\n")).toBeNull();
  });

  it.each([
    ['a namespace import', "import * as api from './api.gen';\n"],
    ['a default import', "import api from './api.gen';\n"],
    ['a bare import', "import './api.gen';\n"],
    ['a re-export', "export { a } from './api.gen';\n"],
    ['a star re-export', "export * from './api.gen';\n"],
  ])('refuses %s, which would load the whole file beside its pieces', async (_label, code) => {
    await expect(rewrite(code)).rejects.toThrow(/imported as a whole/);
  });
});

describe('splitGenerated in a Vite build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'split-generated-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => writeFileSync(join(dir, name), text);
  file('index.html', '<script type="module" src="./main.ts"></script>');
  file('main.ts', "void import('./page-a'); void import('./page-b');\n");
  file(
    'api.gen.ts',
    [
      'const shared = (n: number): string => `SHARED_${n}`;',
      "export const alpha = (): string => 'ALPHA_OPERATION' + shared(1);",
      "export const beta = (): string => 'BETA_OPERATION' + shared(2);",
      'export type Unused = { a: number };',
      '',
    ].join('\n'),
  );
  file('page-a.ts', "import { alpha } from './api.gen';\nconsole.log(alpha());\n");
  file('page-b.ts', "import { beta as b } from './api.gen';\nconsole.log(b());\n");

  async function chunks(split: boolean): Promise<Rollup.OutputChunk[]> {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: split ? [splitGenerated({ files: [join(dir, 'api.gen.ts')] })] : [],
      build: { write: false, minify: false, modulePreload: false },
    })) as Rollup.RollupOutput;
    return output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  }
  const holding = (all: Rollup.OutputChunk[], text: string) =>
    all.filter((c) => c.code.includes(text));

  it('without it, one chunk carries both operations', async () => {
    const all = await chunks(false);
    const withAlpha = holding(all, 'ALPHA_OPERATION');
    expect(withAlpha).toHaveLength(1);
    expect(withAlpha[0]!.code).toContain('BETA_OPERATION');
  });

  it('with it, each page carries only its own operation, and the shared helper once', async () => {
    const all = await chunks(true);
    const [a] = holding(all, 'ALPHA_OPERATION');
    const [b] = holding(all, 'BETA_OPERATION');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(a!.code).not.toContain('BETA_OPERATION');
    expect(b!.code).not.toContain('ALPHA_OPERATION');
    expect(holding(all, 'SHARED_')).toHaveLength(1);
  });
});
