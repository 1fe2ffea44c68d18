// Helpers for scripts/contract-diff.mjs: loading a contract with a clear error, and the two
// targeted breaking-change checks that optic 1.0.9's `breaking-changes` ruleset does not have.
//
// What optic covers (and we rely on): removed operations, removed response properties or status
// codes, response properties made optional, request properties made required, new required
// parameters, optional parameters made required, narrowed enums and narrowed types (request and
// parameters), widened response types.
//
// What optic does not flag, so we check it here (keep these small and specific):
//   1. removed parameters: optic's changelog lists "query parameter 'x': removed" but no rule
//      fails on it. A generated client that still sends the parameter no longer compiles, and a
//      caller that relies on it (a filter) silently gets different results: breaking.
//   2. changed auth requirements: optic shows `/security/0 removed` in the changelog and has no
//      rule at all for security. We compare each operation's effective `security` (operation
//      level, else root level) and the definitions of the schemes it uses.
import { dirname, resolve } from 'node:path';
import { ContractError, METHODS, readYaml } from './contract.mjs';

// The loader lives in ./contract.mjs (the one contract loader); these names stay for contract-diff.
export { ContractError, readContract as loadContract, readYaml } from './contract.mjs';

function decodePointer(pointer) {
  if (!pointer || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Follows `$ref` (same file or a relative file, with an optional #/pointer). */
function deref(node, file, cache, depth = 0) {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return { node, file };
  if (depth > 20) throw new ContractError(`${file}: $ref chain too deep at ${node.$ref}`);
  const [target, pointer = ''] = node.$ref.split('#');
  const targetFile = target ? resolve(dirname(file), target) : file;
  if (!cache.has(targetFile)) cache.set(targetFile, readYaml(targetFile));
  let value = cache.get(targetFile);
  for (const key of decodePointer(pointer)) {
    value = value?.[key];
  }
  if (value === undefined) throw new ContractError(`${file}: cannot resolve $ref ${node.$ref}`);
  return deref(value, targetFile, cache, depth + 1);
}

/** Map "GET /path/" -> operation object, following path-item $refs into other files. */
function listOperations(doc, file) {
  const cache = new Map([[file, doc]]);
  const operations = new Map();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const { node: item } = deref(rawItem, file, cache);
    for (const method of METHODS) {
      if (item?.[method]) operations.set(`${method.toUpperCase()} ${path}`, item[method]);
    }
  }
  return operations;
}

// One security alternative ({bearerAuth: []}, {} ...) as a stable, readable string.
function requirementKey(requirement) {
  const names = Object.keys(requirement ?? {}).sort();
  if (names.length === 0) return 'none (anonymous)';
  return names
    .map((name) => {
      const scopes = [...(requirement[name] ?? [])].sort();
      return scopes.length ? `${name}[${scopes.join(',')}]` : name;
    })
    .join(' + ');
}

/** The alternatives a caller may satisfy: operation `security`, else root `security`, else none. */
function effectiveSecurity(doc, operation) {
  const security = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(doc.security)
      ? doc.security
      : [];
  if (security.length === 0) return new Set(['none (anonymous)']);
  return new Set(security.map(requirementKey));
}

// What a client must do to satisfy a scheme; descriptions do not matter.
function schemeShape(doc, file, name) {
  const raw = doc.components?.securitySchemes?.[name];
  if (raw === undefined) return undefined;
  const { node } = deref(raw, file, new Map([[file, doc]]));
  return stableJson(node ?? {});
}

function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => k !== 'description')
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const list = (values) => [...values].map((v) => `\`${v}\``).join(' or ');

/**
 * Targeted check 2 (see top of file). Breaking: an alternative that used to be accepted is gone
 * (that includes a public call starting to require a token, a token call becoming public,
 * another scheme or other scopes), or a scheme an operation uses changed its definition.
 * Not breaking: alternatives only added (e.g. [] -> [{}, {bearerAuth: []}]).
 */
export function authChanges(oldDoc, oldFile, newDoc, newFile) {
  const breaking = [];
  const additive = [];
  const oldOps = listOperations(oldDoc, oldFile);
  const newOps = listOperations(newDoc, newFile);
  for (const [key, newOp] of newOps) {
    const oldOp = oldOps.get(key);
    if (!oldOp) continue; // a new operation: nothing to break
    const before = effectiveSecurity(oldDoc, oldOp);
    const after = effectiveSecurity(newDoc, newOp);
    const removed = [...before].filter((k) => !after.has(k));
    const added = [...after].filter((k) => !before.has(k));
    if (removed.length) {
      breaking.push({
        operation: key,
        change: `auth requirement changed: was ${list(before)}, now ${list(after)}`,
        source: 'auth check',
      });
    } else if (added.length) {
      additive.push({ operation: key, change: `auth widened: now also accepts ${list(added)}` });
    }
    const schemes = new Set(
      [...before]
        .filter((k) => after.has(k))
        .flatMap((k) => k.split(' + ').map((s) => s.replace(/\[.*$/, ''))),
    );
    for (const scheme of schemes) {
      if (scheme.startsWith('none')) continue;
      const was = schemeShape(oldDoc, oldFile, scheme);
      const now = schemeShape(newDoc, newFile, scheme);
      if (was !== now) {
        breaking.push({
          operation: key,
          change: `security scheme \`${scheme}\` changed: ${was ?? 'undefined'} -> ${now ?? 'undefined'}`,
          source: 'auth check',
        });
      }
    }
  }
  return { breaking, additive };
}

/**
 * Targeted check 1 (see top of file), read from optic's own changelog (`optic diff --json`), so
 * path-level parameters and $refs are already resolved the way optic sees them.
 */
export function removedParameters(changelog) {
  const breaking = [];
  for (const op of changelog?.operations ?? []) {
    if (op.change !== 'changed') continue; // removed operations are flagged by optic itself
    for (const parameter of op.parameters ?? []) {
      if (parameter.change === 'removed') {
        breaking.push({
          operation: op.name,
          change: `${parameter.name} removed`,
          source: 'removed-parameter check',
        });
      }
    }
  }
  return breaking;
}

/** info.version of both sides and whether the major part was raised. */
export function versionChange(oldDoc, newDoc) {
  const from = oldDoc?.info?.version === undefined ? '' : String(oldDoc.info.version);
  const to = newDoc?.info?.version === undefined ? '' : String(newDoc.info.version);
  const major = (v) => {
    const m = /^\s*v?(\d+)(?:\.|$)/.exec(v);
    return m ? Number(m[1]) : undefined;
  };
  const a = major(from);
  const b = major(to);
  const majorRaised = a !== undefined && b !== undefined && b > a;
  return { from, to, majorRaised, suggested: a === undefined ? undefined : `${a + 1}.0.0` };
}
