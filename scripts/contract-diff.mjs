#!/usr/bin/env node
// npm run contract:diff [-- --base <git ref>] [-- old.yaml new.yaml]
//
// Compares the API contract at a base with the current one, classifies every change as
// breaking or not, and writes a Markdown summary (fit for a pull-request comment) to stdout and
// to reports/contract-diff.md.
//
//   --base <ref>   compare openapi/jobboard.yaml at <ref> with the working tree. Default: the
//                  merge base of HEAD and main (or origin/main). On main itself, without a main
//                  branch, or without a merge base: the working tree against HEAD when the
//                  contract has uncommitted changes, else against HEAD~1 (the last commit's
//                  change), else (a single commit) against HEAD.
//   old new        compare two files instead of git revisions.
//   --spec <path>  the contract in git mode (default openapi/jobboard.yaml).
//   --out <path>   where to write the Markdown (default reports/contract-diff.md).
//
// Exit codes: 0 no breaking change (or breaking changes with info.version's major part raised),
// 1 breaking changes, 2 a contract is broken (not YAML, not valid OpenAPI), 3 usage, git or tool
// error (including a timeout: CONTRACT_DIFF_TIMEOUT_MS, default 300000).
//
// The differ is optic (`optic diff old new --check`, ruleset `breaking-changes`), run offline:
// see opticEnv() below. Two things optic does not flag are checked in scripts/lib/contract-checks.mjs
// (removed parameters, changed auth requirements). Structural validity is checked with
// `redocly lint` (rules `struct` and `no-unresolved-refs`), which is stricter than optic's loader.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ContractError,
  authChanges,
  loadContract,
  removedParameters,
  versionChange,
} from './lib/contract-checks.mjs';
import { prepareOpticInput } from './lib/optic-input.mjs';
import { redoclyOfflineEnv, runNode, toolBin } from './lib/run-tool.mjs';

const EXIT = { ok: 0, breaking: 1, invalid: 2, error: 3 };
// optic needs ~5 s for a typical change and ~40 s CPU when a schema shared by every operation
// changes (all operations analysed); the timeout only guards against a hang.
const TIMEOUT_MS = Number(process.env.CONTRACT_DIFF_TIMEOUT_MS ?? 300_000);
const DEFAULT_SPEC = 'openapi/jobboard.yaml';

class UsageError extends Error {}

const USAGE = `usage: npm run contract:diff [-- --base <git ref>] [-- --spec <file>] [-- --out <file>]
       npm run contract:diff -- <old.yaml> <new.yaml> [--out <file>]`;

function fail(code, message) {
  process.stderr.write(`contract-diff: ${message}\n`);
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------
// Inputs: two files, or the contract at a git ref (extracted into a temp dir) and the working tree
// ---------------------------------------------------------------------------------------------

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? Buffer.alloc(0),
    text: (result.stdout ?? '').toString('utf8').trim(),
    stderr: (result.stderr ?? '').toString('utf8').trim(),
  };
}

const shortSha = (sha, cwd) => git(['rev-parse', '--short', sha], cwd).text || sha;
const commitExists = (ref, cwd) =>
  git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd).ok;

/** Picks the base ref as documented at the top of this file. */
function defaultBase(cwd, specRel) {
  if (!commitExists('HEAD', cwd))
    throw new UsageError('the repository has no commits yet: pass --base or two files');
  const head = git(['rev-parse', 'HEAD'], cwd).text;
  const mainRef = ['main', 'origin/main'].find((ref) => commitExists(ref, cwd));
  const branch = git(['symbolic-ref', '--short', '-q', 'HEAD'], cwd).text;
  const onMain =
    branch === 'main' || (mainRef && !branch && git(['rev-parse', mainRef], cwd).text === head);
  if (mainRef && !onMain) {
    const mergeBase = git(['merge-base', 'HEAD', mainRef], cwd);
    if (mergeBase.ok) {
      return {
        ref: mergeBase.text,
        note: `merge base with \`${mainRef}\` (\`${shortSha(mergeBase.text, cwd)}\`)`,
      };
    }
  }
  const why = onMain ? 'on main' : mainRef ? `no merge base with ${mainRef}` : 'no main branch';
  // The contract's directory, not only its root file: it may $ref files next to it.
  const specDir = posix.dirname(specRel);
  const dirty = !git(['diff', '--quiet', 'HEAD', '--', specDir === '.' ? specRel : specDir], cwd)
    .ok;
  if (dirty)
    return {
      ref: 'HEAD',
      note: `\`HEAD\` (\`${shortSha('HEAD', cwd)}\`; ${why}, uncommitted changes)`,
    };
  if (commitExists('HEAD~1', cwd)) {
    return {
      ref: 'HEAD~1',
      note: `\`HEAD~1\` (\`${shortSha('HEAD~1', cwd)}\`; ${why}, so the last commit's change)`,
    };
  }
  return { ref: 'HEAD', note: `\`HEAD\` (\`${shortSha('HEAD', cwd)}\`; ${why}, single commit)` };
}

/** Writes the contract (and the files next to it that it may $ref) as of `ref` under `dir`. */
function extractAtRef(ref, specRel, repo, dir) {
  if (!commitExists(ref, repo)) throw new UsageError(`unknown git ref: ${ref}`);
  const specDir = posix.dirname(specRel);
  const listing = git(
    ['ls-tree', '-r', '-z', '--name-only', ref, '--', specDir === '.' ? specRel : specDir],
    repo,
  );
  if (!listing.ok) throw new UsageError(`git ls-tree ${ref} failed: ${listing.stderr}`);
  const files = listing.stdout.toString('utf8').split('\0').filter(Boolean);
  for (const file of files) {
    const blob = git(['show', `${ref}:${file}`], repo);
    if (!blob.ok) throw new UsageError(`git show ${ref}:${file} failed: ${blob.stderr}`);
    const target = join(dir, ...file.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, blob.stdout);
  }
  return files.includes(specRel) ? join(dir, ...specRel.split('/')) : undefined;
}

function gitInputs({ base, spec }, tmp) {
  const cwd = process.cwd();
  const top = git(['rev-parse', '--show-toplevel'], cwd);
  if (!top.ok)
    throw new UsageError(
      'not inside a git repository: pass two files (contract:diff -- old.yaml new.yaml)',
    );
  const repo = top.text;
  if (!existsSync(resolve(cwd, spec))) throw new UsageError(`${spec}: file not found`);
  const newFile = realpathSync(resolve(cwd, spec)); // git's toplevel is a real path too
  const specRel = relative(realpathSync(repo), newFile).split(sep).join('/');
  const given = () => {
    const short = shortSha(base, repo);
    return {
      ref: base,
      note: /^[0-9a-f]{40}$/i.test(base) ? `\`${short}\`` : `\`${base}\` (\`${short}\`)`,
    };
  };
  const chosen = base ? given() : defaultBase(repo, specRel);
  let oldFile = extractAtRef(chosen.ref, specRel, repo, join(tmp, 'base'));
  let baseNote = chosen.note;
  if (!oldFile) {
    // The contract did not exist at the base: compare against an empty contract (all additive).
    oldFile = join(tmp, 'empty.yaml');
    writeFileSync(oldFile, 'openapi: 3.1.0\ninfo: {title: empty, version: 0.0.0}\npaths: {}\n');
    baseNote += `; \`${specRel}\` did not exist there, compared with an empty contract`;
  }
  return {
    oldFile,
    newFile,
    oldLabel: `${specRel} at ${/^[0-9a-f]{40}$/i.test(chosen.ref) ? shortSha(chosen.ref, repo) : chosen.ref}`,
    newLabel: specRel,
    heading: `\`${specRel}\`: working tree against ${baseNote}`,
  };
}

function fileInputs([oldArg, newArg]) {
  const cwd = process.cwd();
  for (const file of [oldArg, newArg]) {
    if (!existsSync(resolve(cwd, file))) throw new UsageError(`${file}: file not found`);
  }
  return {
    oldFile: resolve(cwd, oldArg),
    newFile: resolve(cwd, newArg),
    oldLabel: oldArg,
    newLabel: newArg,
    heading: `\`${newArg}\` against \`${oldArg}\``,
  };
}

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

/**
 * optic, kept offline and deterministic:
 * - OPTIC_TELEMETRY_LEVEL=off switches off Sentry and Segment (build/sentry.js, build/segment.js);
 * - NO_UPDATE_NOTIFIER=1 (and CI=true) stop update-notifier's npm registry check;
 * - no OPTIC_TOKEN / OPTIC_ENV / BWTS_HOST_OVERRIDE: nothing can talk to Optic's cloud, and we
 *   never pass --upload or --web;
 * - --standard <our file> beats an `x-optic-standard` in the contract and any optic.yml, either of
 *   which could point at a URL to download a ruleset from;
 * - cwd is a fresh temp dir: no optic.yml / .optic.env is found, no git calls are made, and
 *   CI=true makes optic write its results (ci-run-details.json) there for us to read;
 * - a hard timeout (runNode) turns any hang into exit code 3 instead of a stuck CI job.
 */
function opticEnv() {
  const env = { ...process.env, CI: 'true', OPTIC_TELEMETRY_LEVEL: 'off', NO_UPDATE_NOTIFIER: '1' };
  for (const name of ['OPTIC_TOKEN', 'OPTIC_ENV', 'BWTS_HOST_OVERRIDE', 'OPTIC_DIFF_CONTEXT'])
    delete env[name];
  return env;
}

async function runOptic(oldFile, newFile, tmp, signal) {
  const cwd = join(tmp, 'optic');
  mkdirSync(cwd);
  const standard = join(cwd, 'standard.yml');
  // skip_when_major_version_changes: false so that optic still lists the breaking changes after a
  // major bump; this script decides what a major bump lets through and says so in the summary.
  writeFileSync(
    standard,
    'ruleset:\n  - breaking-changes:\n      skip_when_major_version_changes: false\n',
  );
  // --validation loose: optic's own schema rejects valid 3.1 (boolean schemas such as
  // `resume_id: false`); structure is validated by validateStructure() instead.
  const args = [
    'diff',
    oldFile,
    newFile,
    '--check',
    '--json',
    '--standard',
    standard,
    '--severity',
    'error',
    '--validation',
    'loose',
  ];
  const result = await runNode(toolBin('@useoptic/optic', 'optic'), args, {
    cwd,
    env: opticEnv(),
    timeoutMs: TIMEOUT_MS,
    signal,
  });
  if (result.timedOut) throw new Error(`optic did not finish within ${TIMEOUT_MS} ms`);
  let changelog;
  let details;
  try {
    changelog = JSON.parse(result.stdout);
    details = JSON.parse(readFileSync(join(cwd, 'ci-run-details.json'), 'utf8'));
  } catch {
    const output = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-5).join(' | ');
    throw new Error(`optic diff failed (exit ${result.code}): ${output || 'no output'}`);
  }
  const results = details.completed?.flatMap((entry) => entry.comparison?.results ?? []) ?? [];
  if (details.failed?.length)
    throw new Error(`optic diff failed: ${JSON.stringify(details.failed[0].error)}`);
  return { changelog, results };
}

/** `redocly lint --format=json a b` prints one JSON object per file, back to back. */
function parseJsonStream(text) {
  const values = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return values;
}

const STRUCTURAL_RULES = new Set(['struct', 'no-unresolved-refs', 'spec']);

/** Structural OpenAPI validation of both files; throws ContractError naming the first problem. */
async function validateStructure(files) {
  const cwd = mkdtempSync(join(tmpdir(), 'contract-diff-lint-'));
  try {
    const args = [
      'lint',
      '--extends=minimal',
      '--format=json',
      '--max-problems=1000',
      ...files.map((f) => f.file),
    ];
    const result = await runNode(toolBin('@redocly/cli', 'redocly'), args, {
      cwd,
      env: redoclyOfflineEnv(),
      timeoutMs: TIMEOUT_MS,
    });
    if (result.timedOut) throw new Error(`redocly lint did not finish within ${TIMEOUT_MS} ms`);
    let reports;
    try {
      reports = parseJsonStream(result.stdout);
      if (reports.length === 0) throw new Error('no report');
    } catch {
      const line =
        result.stderr.split('\n').find((l) => /fail|error/i.test(l)) ??
        result.stderr.trim().split('\n').pop();
      throw new ContractError(
        `${files.map((f) => f.label).join(' or ')} is not a valid OpenAPI document: ${line?.trim() || 'redocly lint failed'}`,
      );
    }
    const problems = reports
      .flatMap((r) => r.problems ?? [])
      .filter((p) => p.severity === 'error' && STRUCTURAL_RULES.has(p.ruleId));
    if (problems.length === 0) return;
    const [first] = problems;
    const where = first.location?.[0] ?? {};
    const source = resolve(cwd, where.source?.ref ?? '');
    const label =
      files.find((f) => resolve(f.file) === source)?.label ?? where.source?.ref ?? 'contract';
    const at = [where.pointer, where.start && `line ${where.start.line}:${where.start.col}`]
      .filter(Boolean)
      .join(', ');
    const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : '';
    const message = String(first.message).replace(/\.$/, '');
    throw new ContractError(`${label} is not a valid OpenAPI document: ${message} [${at}]${more}`);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Classification and Markdown
// ---------------------------------------------------------------------------------------------

function operationFromPointer(pointer) {
  const parts = (pointer ?? '')
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] === 'paths' && parts.length >= 3) return `${parts[2].toUpperCase()} ${parts[1]}`;
  if (parts[0] === 'paths' && parts.length === 2) return parts[1];
  return '(document)';
}

const REQUIRED_RULE = 'prevent changing request property to required';

/**
 * optic reports a required property inside a request property that is itself new (the `kind` of
 * each item of a new optional `questions` list) as "a required request property added". No old
 * client sends the new parent, so nothing it sends can miss the child: not a breaking change.
 */
function insideAddedProperty(result, results) {
  if (result.name !== REQUIRED_RULE || result.type !== 'added') return false;
  const path = result.location?.jsonPath ?? '';
  return results.some((other) => {
    const parent = other.location?.jsonPath ?? '';
    return (
      other !== result &&
      other.name === REQUIRED_RULE &&
      other.type === 'added' &&
      other.location?.spec === result.location?.spec &&
      path.startsWith(`${parent}/`)
    );
  });
}

function opticBreaking(results) {
  const failed = results.filter(
    (r) => !r.passed && !r.exempted && !insideAddedProperty(r, results),
  );
  // optic also reports every property and status code of a removed operation: the removal says it.
  const removedOps = new Set(
    failed
      .filter((r) => r.name === 'prevent operation removal')
      .map((r) => operationFromPointer(r.location?.jsonPath)),
  );
  return failed
    .filter(
      (r) =>
        r.name === 'prevent operation removal' ||
        !removedOps.has(operationFromPointer(r.location?.jsonPath)),
    )
    .map((r) => {
      const operation = operationFromPointer(r.location?.jsonPath);
      const where = String(r.where ?? '')
        .replace(operation, '')
        .trim();
      const error = String(r.error ?? r.name).replace(/\s*This is a breaking change\.?/i, '');
      return {
        operation,
        change: where ? `${error} (${where})` : error,
        source: `optic: ${r.name}`,
      };
    });
}

const code = (text) => `\`${String(text).replace(/`/g, "'")}\``;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One line per operation from optic's changelog, e.g. "`GET /x/`: query parameter 'q' removed". */
function describeChanges(changelog) {
  const lines = [];
  for (const op of changelog?.operations ?? []) {
    if (op.change !== 'changed') {
      lines.push(`- ${code(op.name)}: operation ${op.change}`);
      continue;
    }
    const parts = [];
    let examples = false;
    const attrs = (prefix, attributes) => {
      for (const a of attributes ?? []) {
        // Example values are not API shape: one "examples changed" instead of a line per value.
        if (/(^|\/)examples?(\/|$)/.test(a.key ?? '')) examples = true;
        else parts.push(`${prefix}${a.key ? ` ${a.key}` : ''} ${a.change}`.trim());
      }
    };
    attrs('', op.attributes);
    for (const p of op.parameters ?? []) {
      if (p.change === 'changed') attrs(p.name, p.attributes);
      else parts.push(`${p.name} ${p.change}`);
    }
    if (op.requestBody) {
      if (op.requestBody.change !== 'changed') parts.push(`request body ${op.requestBody.change}`);
      attrs('request body', op.requestBody.attributes);
      for (const ct of op.requestBody.contentTypes ?? []) {
        if (ct.change !== 'changed') parts.push(`request body ${ct.name} ${ct.change}`);
        else attrs(`request body ${ct.name}`, ct.attributes);
      }
    }
    for (const r of op.responses ?? []) {
      if (r.change !== 'changed') {
        parts.push(`${r.name} ${r.change}`);
        continue;
      }
      attrs(r.name, r.attributes);
      for (const ct of r.contentTypes ?? []) {
        if (ct.change !== 'changed') parts.push(`${r.name} ${ct.name} ${ct.change}`);
        else attrs(`${r.name} ${ct.name}`, ct.attributes);
      }
      for (const h of r.headers ?? []) parts.push(`${r.name} header ${h.name} ${h.change}`);
    }
    if (examples) parts.push('examples changed');
    lines.push(`- ${code(op.name)}: ${parts.length ? parts.join('; ') : 'changed'}`);
  }
  return lines;
}

function renderMarkdown({ heading, version, breaking, changeLines, added, notes }) {
  const out = [];
  const n = breaking.length;
  const plural = n === 1 ? 'change' : 'changes';
  const versionText =
    version.from === version.to
      ? `\`${version.to}\` (unchanged)`
      : `\`${version.from}\` → \`${version.to}\``;
  if (n && version.majorRaised) {
    out.push(`## API contract: ${n} breaking ${plural}, allowed by the major version bump ⚠️`);
  } else if (n) {
    out.push(`## API contract: ${n} breaking ${plural} ❌`);
  } else if (changeLines.length || added.length || notes.length) {
    out.push('## API contract: no breaking changes ✅');
  } else {
    out.push('## API contract: no API changes ✅');
  }
  out.push('', `${heading}. Version ${versionText}.`, '');
  if (n && version.majorRaised) {
    out.push(
      `info.version's major part was raised (${version.from} → ${version.to}), so these breaking changes pass: ` +
        'clients must move to the new major version. Make sure the PR says so.',
      '',
    );
  } else if (n) {
    out.push(
      'Clients built against the base contract can break. Make the change backwards compatible ' +
        '(add instead of change or remove; keep new fields and parameters optional), or ship it on ' +
        `purpose as a new major version: raise info.version's major part${version.suggested ? ` (to \`${version.suggested}\`)` : ''}.`,
      '',
    );
  }
  if (n) {
    // One row per distinct change; a shared schema change lists every operation it reaches.
    const rows = new Map();
    for (const b of breaking) {
      const key = `${b.change}\u0000${b.source}`;
      if (!rows.has(key)) rows.set(key, { ...b, operations: [] });
      if (!rows.get(key).operations.includes(b.operation))
        rows.get(key).operations.push(b.operation);
    }
    out.push(
      '### Breaking changes',
      '',
      '| Operation | Change | Found by |',
      '| --- | --- | --- |',
    );
    for (const row of rows.values()) {
      const shown = row.operations.slice(0, 6).map(code).join(', ');
      const more = row.operations.length > 6 ? ` and ${row.operations.length - 6} more` : '';
      out.push(`| ${cell(shown + more)} | ${cell(row.change)} | ${cell(row.source)} |`);
    }
    out.push('');
  }
  if (changeLines.length || added.length || notes.length) {
    const count = changeLines.length + added.length;
    out.push(
      `<details${n ? '' : ' open'}><summary>All changes (${count} operation${count === 1 ? '' : 's'})</summary>`,
      '',
    );
    out.push(...changeLines, ...added.map((key) => `- ${code(key)}: operation added`));
    out.push(...notes.map((note) => `- ${note}`), '', '</details>', '');
  }
  out.push(
    '<sub>`npm run contract:diff`: optic `breaking-changes` ruleset, plus checks for removed parameters and ' +
      'changed auth requirements (scripts/lib/contract-checks.mjs).</sub>',
    '',
  );
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        base: { type: 'string' },
        spec: { type: 'string', default: DEFAULT_SPEC },
        out: { type: 'string', default: join('reports', 'contract-diff.md') },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(EXIT.error, `${error.message}\n${USAGE}`);
  }
  const { values, positionals } = args;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (positionals.length !== 0 && positionals.length !== 2)
    fail(EXIT.error, `expected two files or none\n${USAGE}`);
  if (positionals.length === 2 && values.base)
    fail(EXIT.error, `--base and two files do not go together\n${USAGE}`);

  const tmp = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  const outFile = resolve(process.cwd(), values.out);
  const writeReport = (text) => {
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, text);
  };
  try {
    const input = positionals.length === 2 ? fileInputs(positionals) : gitInputs(values, tmp);
    const oldDoc = loadContract(input.oldFile, input.oldLabel);
    const newDoc = loadContract(input.newFile, input.newLabel);
    // Validate and diff at the same time; a broken contract stops optic.
    const stopOptic = new AbortController();
    const validation = validateStructure([
      { file: input.oldFile, label: input.oldLabel },
      { file: input.newFile, label: input.newLabel },
    ]).catch((error) => {
      stopOptic.abort();
      throw error;
    });
    validation.catch(() => {}); // awaited below; this only marks it handled
    const opticOld = join(tmp, 'optic-old.json');
    const opticNew = join(tmp, 'optic-new.json');
    let scope;
    try {
      scope = prepareOpticInput(oldDoc, input.oldFile, newDoc, input.newFile, opticOld, opticNew);
    } catch (error) {
      await validation; // a broken contract explains itself better than a failed $ref lookup
      throw error;
    }
    const diff = scope.analysed
      ? runOptic(opticOld, opticNew, tmp, stopOptic.signal)
      : Promise.resolve({ changelog: { operations: [] }, results: [] });
    diff.catch(() => {}); // reported below, after the validation result
    await validation;
    const optic = await diff;
    const auth = authChanges(oldDoc, input.oldFile, newDoc, input.newFile);
    const breaking = [
      ...opticBreaking(optic.results),
      ...removedParameters(optic.changelog),
      ...auth.breaking,
    ].sort((a, b) => a.operation.localeCompare(b.operation));
    const version = versionChange(oldDoc, newDoc);
    const notes = auth.additive.map((a) => `${code(a.operation)}: ${a.change}`);
    const markdown = renderMarkdown({
      heading: input.heading,
      version,
      breaking,
      changeLines: describeChanges(optic.changelog),
      added: scope.added,
      notes,
    });
    process.stdout.write(markdown);
    writeReport(markdown);
    return breaking.length && !version.majorRaised ? EXIT.breaking : EXIT.ok;
  } catch (error) {
    process.stderr.write(`contract-diff: ${error.message}\n`);
    if (error instanceof ContractError) {
      writeReport(`## API contract: broken ❌\n\n${error.message}\n`);
      return EXIT.invalid;
    }
    return EXIT.error;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// `npm run contract:diff | head` must not crash the script.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
});
process.exitCode = await main();
