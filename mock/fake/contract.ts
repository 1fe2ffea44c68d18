// The contract, read once through the one loader (scripts/lib/contract.mjs): the routing table of
// the fake comes from its path templates (no second, hand-written route list), and the seed comes
// from its named examples.
import { loadContract } from '../../scripts/lib/contract.mjs';
import { notFound } from './http';

interface Schema {
  type?: string | string[];
  $ref?: string;
  items?: Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
  >;
}
interface Document {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: {
    parameters: Record<string, Parameter>;
    schemas: Record<string, Schema>;
    responses: Record<string, Operation['responses'][string]>;
  };
}

export const contract = loadContract() as Document;

/** How a query parameter's raw strings become a value: repeatable, a number, or a plain string. */
type QueryKind = 'array' | 'integer' | 'string';

export interface Route {
  operationId: string;
  method: string;
  template: string;
  pattern: RegExp;
  pathParams: string[];
  query: Record<string, QueryKind>;
  /** none: `security: []`; optional: `[{}, {bearerAuth: []}]`; required: a bearer token only. */
  auth: 'none' | 'optional' | 'required';
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolveParameter(p: Parameter): Parameter {
  if (!p.$ref) return p;
  const resolved = contract.components.parameters[p.$ref.split('/').pop() ?? ''];
  if (!resolved) throw new Error(`Unresolved parameter ${p.$ref}`);
  return resolved;
}

function queryKind(given: Schema | undefined): QueryKind {
  // A shared schema (listPublicJobs' filters, 3.3.0) is read where it is defined.
  const schema = given?.$ref
    ? contract.components.schemas[given.$ref.split('/').pop() ?? '']
    : given;
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'array') return 'array';
  if (type === 'integer' || type === 'number') return 'integer';
  return 'string';
}

function compile(): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    const shared = ((item.parameters as Parameter[] | undefined) ?? []).map(resolveParameter);
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op?.operationId) continue;
      const params = [...shared, ...(op.parameters ?? []).map(resolveParameter)];
      const pathParams: string[] = [];
      const source = template.replace(/[.*+?^${}()|[\]\\]/g, (ch) =>
        ch === '{' || ch === '}' ? ch : `\\${ch}`,
      );
      const pattern = new RegExp(
        `^${source.replace(/\{(\w+)\}/g, (_, name: string) => {
          pathParams.push(name);
          return '([^/]+)';
        })}$`,
      );
      const query: Record<string, QueryKind> = {};
      for (const p of params) if (p.in === 'query') query[p.name] = queryKind(p.schema);
      const security = op.security ?? [];
      const auth =
        security.length === 0
          ? 'none'
          : security.some((s) => Object.keys(s).length === 0)
            ? 'optional'
            : 'required';
      routes.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        template,
        pattern,
        pathParams,
        query,
        auth,
      });
    }
  }
  return routes;
}

export const routes = compile();

/** A path parameter, decoded; a malformed percent-escape matches nothing: 404, like Django. */
function decodePathParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFound();
  }
}

/** The route a request matches, with its decoded path parameters. Literal templates win over templated ones. */
export function matchRoute(
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | null {
  let best: { route: Route; path: Record<string, string> } | null = null;
  for (const route of routes) {
    if (route.method !== method) continue;
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const path = Object.fromEntries(
      route.pathParams.map((name, i) => [name, decodePathParam(m[i + 1] ?? '')]),
    );
    if (!best || route.pathParams.length < best.route.pathParams.length) best = { route, path };
  }
  return best;
}

/** Query string to typed values, by the kinds the contract declares (unknown parameters are dropped). */
export function parseQuery(route: Route, params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(route.query)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    if (kind === 'array') out[name] = values.flatMap((v) => v.split(',')).filter(Boolean);
    else if (kind === 'integer') out[name] = Number(values[0]);
    else out[name] = values[0];
  }
  return out;
}

/** A named example of an operation's response (the seed reads the contract's universe from these). */
export function example<T>(template: string, method: string, status: string, name?: string): T {
  const op = contract.paths[template]?.[method] as Operation | undefined;
  let response = op?.responses[status];
  if (response?.$ref)
    response = contract.components.responses[response.$ref.split('/').pop() ?? ''];
  const examples = response?.content && Object.values(response.content)[0]?.examples;
  if (!examples) throw new Error(`No examples for ${method.toUpperCase()} ${template} ${status}`);
  const entry = name ? examples[name] : Object.values(examples)[0];
  if (!entry)
    throw new Error(
      `No example ${name ?? '(first)'} for ${method.toUpperCase()} ${template} ${status}`,
    );
  return structuredClone(entry.value) as T;
}

/** Every named example of an operation's response, by name. */
export function examples<T>(template: string, method: string, status: string): Record<string, T> {
  const op = contract.paths[template]?.[method] as Operation | undefined;
  const response = op?.responses[status];
  const all = response?.content && Object.values(response.content)[0]?.examples;
  return Object.fromEntries(
    Object.entries(all ?? {}).map(([k, v]) => [k, structuredClone(v.value) as T]),
  );
}

/** The first named example of an operation's JSON request body (POST unless `method` says). */
export function exampleRequest<T>(template: string, method = 'post'): T {
  const op = contract.paths[template]?.[method] as
    | (Operation & {
        requestBody?: {
          content?: Record<string, { examples?: Record<string, { value: unknown }> }>;
        };
      })
    | undefined;
  const entry = Object.values(op?.requestBody?.content?.['application/json']?.examples ?? {})[0];
  if (!entry) throw new Error(`No request example for ${method.toUpperCase()} ${template}`);
  return structuredClone(entry.value) as T;
}
