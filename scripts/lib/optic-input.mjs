// What optic gets to see. optic 1.0.9 is slow on a contract of our size (the ~45-operation
// contract took about a minute to diff against itself: its allOf denormalizer re-parses the whole
// YAML file for every merged property, and its rule runner rebuilds every response's facts for
// each response). So optic only gets the operations that can hold a breaking change:
//   - operations present on both sides whose fully expanded form ($refs followed, path-level
//     parameters included) differs,
//   - removed operations (optic flags their removal).
// Unchanged operations cannot produce a breaking change (every rule in the breaking-changes
// ruleset fires on an added/changed/removed fact), and added operations cannot be breaking, so
// leaving them out changes no verdict; added operations are listed by contract-diff itself.
// This is an equality filter, not a differ: every classification still comes from optic.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { readYaml } from './contract-checks.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isExternal = (ref) => !ref.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(ref);

function splitRef(ref, file) {
  const [target, pointer = ''] = ref.split('#');
  return { file: target ? resolve(dirname(file), target) : file, pointer };
}

function at(doc, pointer) {
  let value = doc;
  const parts = pointer === '' || pointer === '/' ? [] : pointer.replace(/^\//, '').split('/');
  for (const raw of parts) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    value = value?.[key];
  }
  return value;
}

class Resolver {
  constructor(doc, file) {
    this.cache = new Map([[file, doc]]);
  }

  load(file) {
    if (!this.cache.has(file)) this.cache.set(file, readYaml(file));
    return this.cache.get(file);
  }

  /** The node with every $ref replaced by its target; a cycle is cut at the repeated ref. */
  expand(node, file, stack = []) {
    if (Array.isArray(node)) return node.map((item) => this.expand(item, file, stack));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(node.$ref)) {
      const target = splitRef(node.$ref, file);
      const key = `${target.file}#${target.pointer}`;
      if (stack.includes(key)) return { $cycle: key };
      const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
      const resolved = this.expand(at(this.load(target.file), target.pointer), target.file, [
        ...stack,
        key,
      ]);
      return Object.keys(siblings).length
        ? { ...this.expand(siblings, file, stack), $resolved: resolved }
        : resolved;
    }
    const out = {};
    for (const key of Object.keys(node).sort()) out[key] = this.expand(node[key], file, stack);
    return out;
  }

  /** Path item (following a path-item $ref) and the file its relative refs are relative to. */
  pathItem(item, file) {
    let current = { node: item, file };
    for (let depth = 0; current.node?.$ref && depth < 20; depth += 1) {
      const target = splitRef(current.node.$ref, current.file);
      current = { node: at(this.load(target.file), target.pointer), file: target.file };
    }
    return current;
  }
}

/** Copy of `node` whose refs still point at the same targets when placed in `rootFile`. */
function absolutizeRefs(node, sourceFile, rootFile) {
  if (Array.isArray(node)) return node.map((item) => absolutizeRefs(item, sourceFile, rootFile));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      if (isExternal(value)) {
        const { file, pointer } = splitRef(value, sourceFile);
        out.$ref = pointer ? `${file}#${pointer}` : file;
      } else if (value.startsWith('#') && sourceFile !== rootFile) {
        out.$ref = `${sourceFile}${value}`;
      } else {
        out.$ref = value;
      }
    } else {
      out[key] = absolutizeRefs(value, sourceFile, rootFile);
    }
  }
  return out;
}

function operations(doc, file, resolver) {
  const result = new Map();
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const { node: item, file: itemFile } = resolver.pathItem(rawItem, file);
    for (const method of METHODS) {
      if (!item?.[method]) continue;
      result.set(`${method.toUpperCase()} ${path}`, { path, method, item, itemFile });
    }
  }
  return result;
}

function fingerprint(entry, resolver) {
  const { item, itemFile, method } = entry;
  const shared = { parameters: item.parameters ?? [], servers: item.servers ?? [] };
  return JSON.stringify(resolver.expand({ shared, operation: item[method] }, itemFile));
}

/** The document with only the chosen operations under `paths`, refs still resolvable from tmp. */
function reducedDoc(doc, file, chosen) {
  const paths = {};
  for (const { path, method, item, itemFile } of chosen) {
    if (!paths[path]) {
      const shared = Object.fromEntries(
        Object.entries(item).filter(([key]) => !METHODS.includes(key)),
      );
      paths[path] = absolutizeRefs(shared, itemFile, file);
    }
    paths[path][method] = absolutizeRefs(item[method], itemFile, file);
  }
  const rest = Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'paths'));
  return { ...absolutizeRefs(rest, file, file), paths };
}

/**
 * Writes what optic should compare to `oldOut` / `newOut`.
 * @returns {{analysed: number, added: string[], unchanged: number}} operation counts and keys
 */
export function prepareOpticInput(oldDoc, oldFile, newDoc, newFile, oldOut, newOut) {
  const oldResolver = new Resolver(oldDoc, oldFile);
  const newResolver = new Resolver(newDoc, newFile);
  const before = operations(oldDoc, oldFile, oldResolver);
  const after = operations(newDoc, newFile, newResolver);
  const keepOld = [];
  const keepNew = [];
  const added = [];
  let unchanged = 0;
  for (const [key, entry] of before) {
    const other = after.get(key);
    if (!other) {
      keepOld.push(entry); // removed: optic reports it
    } else if (fingerprint(entry, oldResolver) !== fingerprint(other, newResolver)) {
      keepOld.push(entry);
      keepNew.push(other);
    } else {
      unchanged += 1;
    }
  }
  for (const key of after.keys()) if (!before.has(key)) added.push(key);
  writeFileSync(oldOut, JSON.stringify(reducedDoc(oldDoc, oldFile, keepOld)));
  writeFileSync(newOut, JSON.stringify(reducedDoc(newDoc, newFile, keepNew)));
  return { analysed: keepOld.length, added, unchanged };
}
