import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { transformWithEsbuild, type Plugin } from 'vite';

/**
 * Splits the generated SDK, zod schemas and query options into one module per declaration at
 * build time, so that each route chunk carries the operations it uses and nothing else.
 *
 * Why: Rollup places a whole module in one chunk. The generated files are single modules used by
 * the entry (session calls) and by every page, so without this the entry would carry every
 * operation and schema any page uses. generated/ itself stays untouched (no hand edits); this
 * only changes how the build cuts it.
 *
 * The same holds for a few hand-written modules of query options that a cold public page reaches
 * (the entry's /jobs loader imports the jobs feature's api.ts, whose job-page queries would drag
 * the job page's schemas into the entry; the session's user and profile queries sit beside the
 * job page's in shared-queries.ts): they are split the same way (decision 013).
 *
 * How: each top-level value declaration `D` of a split file `F` becomes the virtual module
 * `\0split:F?D`, importing exactly the declarations and imports it references. Imports of `F`
 * elsewhere are rewritten to import from those virtual modules. Build only: the dev server and
 * Vitest load the files as they are.
 */

const PREFIX = '\0split:';
const SEPARATOR = '?';

interface ImportBinding {
  /** Local name in the split file. */
  local: string;
  /** Exported name in the source module; '*' for a namespace import, 'default' for a default one. */
  imported: string;
  /** Module specifier as written. */
  source: string;
}

interface Declaration {
  name: string;
  /** TypeScript source of the statement, with `export` ensured. */
  text: string;
  /** Names of other declarations of the same file it references. */
  declarations: string[];
  /** Local import bindings it references. */
  imports: string[];
}

export interface SplitModule {
  imports: Map<string, ImportBinding>;
  declarations: Map<string, Declaration>;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Identifiers a node reads at run time: type positions and property names are not references. */
function referencedNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isTypeNode(n) || ts.isTypeParameterDeclaration(n)) return;
    if (ts.isIdentifier(n)) {
      const parent = n.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
        (ts.isPropertyAssignment(parent) && parent.name === n) ||
        (ts.isMethodDeclaration(parent) && parent.name === n);
      if (!isPropertyName) names.add(n.text);
      return;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}

/** Parses one generated file into its value imports and top-level value declarations. */
export function parseSplitModule(fileName: string, source: string): SplitModule {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const imports = new Map<string, ImportBinding>();
  const found: { name: string; node: ts.Statement }[] = [];

  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (clause.name)
        imports.set(clause.name.text, {
          local: clause.name.text,
          imported: 'default',
          source: from,
        });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        imports.set(bindings.name.text, { local: bindings.name.text, imported: '*', source: from });
      } else if (bindings) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          imports.set(element.name.text, {
            local: element.name.text,
            imported: (element.propertyName ?? element.name).text,
            source: from,
          });
        }
      }
    } else if (ts.isVariableStatement(statement)) {
      if (statement.declarationList.declarations.length !== 1) {
        throw new Error(`split-generated: ${fileName}: one declaration per statement expected`);
      }
      const declaration = statement.declarationList.declarations[0]!;
      if (!ts.isIdentifier(declaration.name))
        throw new Error(`split-generated: ${fileName}: destructuring is not supported`);
      found.push({ name: declaration.name.text, node: statement });
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, node: statement });
    } else if (
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly)
    ) {
      continue; // Types vanish at build time.
    } else {
      // Anything else (side effects, re-exports, classes) would be lost or duplicated: fail loudly
      // so a generator upgrade that changes the file's shape is noticed.
      throw new Error(
        `split-generated: ${fileName}: unsupported top-level statement: ${statement.getText().slice(0, 80)}`,
      );
    }
  }

  const declarationNames = new Set(found.map((d) => d.name));
  const declarations = new Map<string, Declaration>();
  for (const { name, node } of found) {
    const refs = referencedNames(node);
    const text = node.getText(file);
    declarations.set(name, {
      name,
      text: hasModifier(node, ts.SyntaxKind.ExportKeyword) ? text : `export ${text}`,
      declarations: [...refs].filter((r) => r !== name && declarationNames.has(r)),
      imports: [...refs].filter((r) => imports.has(r) && !declarationNames.has(r)),
    });
  }
  return { imports, declarations };
}

export const splitId = (file: string, name: string) => `${PREFIX}${file}${SEPARATOR}${name}`;

export function splitGenerated({ files }: { files: string[] }): Plugin {
  const targets = new Set(files.map((f) => resolve(f)));
  const parsed = new Map<string, SplitModule>();
  const moduleOf = (file: string) => {
    let split = parsed.get(file);
    if (!split) {
      split = parseSplitModule(file, readFileSync(file, 'utf8'));
      parsed.set(file, split);
    }
    return split;
  };

  return {
    name: 'jobboard-split-generated',
    apply: 'build',

    buildStart() {
      // Fresh parses on every build (`vite build --watch` rebuilds after generated/ changes).
      parsed.clear();
      for (const file of targets) this.addWatchFile(file);
    },

    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },

    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const at = id.lastIndexOf(SEPARATOR);
      const file = id.slice(PREFIX.length, at);
      const name = id.slice(at + 1);
      const split = moduleOf(file);
      const declaration = split.declarations.get(name);
      if (!declaration) throw new Error(`split-generated: ${file} has no declaration ${name}`);

      const lines: string[] = [];
      for (const local of declaration.imports) {
        const binding = split.imports.get(local)!;
        const resolved = await this.resolve(binding.source, file);
        if (!resolved)
          throw new Error(`split-generated: cannot resolve ${binding.source} from ${file}`);
        const source =
          targets.has(resolved.id) && binding.imported !== '*'
            ? splitId(resolved.id, binding.imported)
            : resolved.id;
        if (binding.imported === '*')
          lines.push(`import * as ${local} from ${JSON.stringify(source)};`);
        else
          lines.push(`import { ${binding.imported} as ${local} } from ${JSON.stringify(source)};`);
      }
      for (const dependency of declaration.declarations) {
        lines.push(`import { ${dependency} } from ${JSON.stringify(splitId(file, dependency))};`);
      }
      lines.push(declaration.text);
      // Vite's own esbuild, as it transforms every other .ts file of the build.
      const { code } = await transformWithEsbuild(lines.join('\n'), file, {
        loader: 'ts',
        format: 'esm',
        target: 'esnext',
      });
      return { code, map: null };
    },

    async transform(code, id) {
      if (
        id.startsWith('\0') ||
        id.includes('/node_modules/') ||
        !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)
      )
        return null;
      if (targets.has(id)) return null;

      const program = this.parse(code) as unknown as { body: EstreeNode[] };
      const resolveTarget = async (specifier: string) => {
        const resolved = await this.resolve(specifier, id);
        return resolved && targets.has(resolved.id) ? resolved.id : null;
      };
      try {
        const out = await rewriteSplitImports(code, program.body, resolveTarget);
        // Only import statements changed, and every other line kept its number and content.
        return out === null ? null : { code: out, map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * Rewrites `import { a, b as c } from '<split file>'` into one import per declaration. Keeps the
 * line count, so the code after each statement stays on the lines the existing source map points
 * at (a multi-line import becomes one line plus as many line breaks). `resolveTarget` answers the
 * split file a specifier names, or null. Returns null when nothing changed.
 */
export async function rewriteSplitImports(
  code: string,
  body: EstreeNode[],
  resolveTarget: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of body) {
    if (
      !node.source ||
      !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type)
    )
      continue;
    const target = await resolveTarget(String(node.source.value));
    if (!target) continue;
    const specifiers = node.type === 'ImportDeclaration' ? (node.specifiers ?? []) : [];
    const named =
      specifiers.length > 0 &&
      specifiers.every((s) => s.type === 'ImportSpecifier' && s.imported?.type === 'Identifier');
    if (!named) {
      // A whole-module import would load the original file next to its split copies: two
      // instances of every declaration. Only `import { a, b as c }` is supported.
      throw new Error(
        `split-generated: ${String(node.source.value)} is imported as a whole; import named declarations instead`,
      );
    }
    const text = specifiers
      .map(
        (s) =>
          `import { ${s.imported!.name!} as ${s.local.name} } from ${JSON.stringify(splitId(target, s.imported!.name!))};`,
      )
      .join(' ');
    const lineBreaks = code.slice(node.start, node.end).split('\n').length - 1;
    edits.push({ start: node.start, end: node.end, text: text + '\n'.repeat(lineBreaks) });
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  source?: { value: unknown };
  specifiers?: {
    type: string;
    local: { name: string };
    imported?: { type: string; name?: string; value?: unknown };
  }[];
}

/** The split files of this project: the generated ones, then the hand-written ones (above). */
export const splitFiles = (root: string) =>
  [
    'generated/sdk.gen.ts',
    'generated/zod.gen.ts',
    'generated/@tanstack/react-query.gen.ts',
    'src/features/jobs/api.ts',
    'src/lib/api/shared-queries.ts',
  ].map((f) => resolve(root, f));
