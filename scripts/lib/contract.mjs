// The one contract loader: tests, e2e, the local backend (mock/fake) and the scripts read
// openapi/jobboard.yaml through here, so there is one parse, one error message for a broken file,
// and one way to follow a `$ref` or find an operation and its examples.
//
//   loadContract()            the repository's contract, parsed once per process (do not mutate it)
//   readContract(file)        any OpenAPI 3.x file, parsed afresh and checked (contract-diff's two sides)
//   operations(doc)           every operation with its method, path template and resolved parameters
//   operationById(doc, id)    one of them by operationId
//   resolve(doc, node)        a node, or what its local `$ref` points at
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const contractPath = join(repoRoot, 'openapi', 'jobboard.yaml');

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export class ContractError extends Error {}

function firstLine(text) {
  return (
    String(text)
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? String(text)
  );
}

/** Parses a YAML/JSON file; throws ContractError with a one-line message. */
export function readYaml(file, label = file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContractError(`${label}: cannot read file (${error.code ?? error.message})`);
  }
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    // yaml's message is "<what> at line L, column C:" followed by a code frame: keep line one.
    throw new ContractError(
      `${label} is not valid YAML: ${firstLine(error.message).replace(/:$/, '')}`,
    );
  }
}

/** Reads a contract afresh: valid YAML holding an OpenAPI 3.x document, else ContractError. */
export function readContract(file = contractPath, label = file) {
  const doc = readYaml(file, label);
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ContractError(`${label} is not an OpenAPI document (the top level is not a mapping)`);
  }
  if (typeof doc.openapi !== 'string' || !/^3\.\d+\.\d+/.test(doc.openapi)) {
    throw new ContractError(
      `${label} is not an OpenAPI 3.x document (openapi: ${JSON.stringify(doc.openapi ?? null)})`,
    );
  }
  return doc;
}

let cached;
/** The repository's contract, parsed once per process. Shared: copy what you change. */
export function loadContract() {
  cached ??= readContract(contractPath, 'openapi/jobboard.yaml');
  return cached;
}

/** A node, or the node its local `$ref` (`#/components/...`) points at, followed to the end. */
export function resolve(doc, node) {
  let current = node;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new ContractError(`$ref chain too deep at ${current.$ref}`);
    if (!current.$ref.startsWith('#/'))
      throw new ContractError(`Not a local $ref: ${current.$ref}`);
    const target = current.$ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((value, key) => value?.[key], doc);
    if (target === undefined) throw new ContractError(`Unresolved $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Every operation: method (lower case), path template, the operation and its resolved parameters (path-level first). */
export function operations(doc) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve(doc, p),
      );
      return { method, path, operation, parameters };
    }),
  );
}

/** The operation with this operationId, else a ContractError. */
export function operationById(doc, operationId) {
  const found = operations(doc).find((o) => o.operation.operationId === operationId);
  if (!found) throw new ContractError(`No operation ${operationId} in the contract`);
  return found;
}
