// The engine of `npm run contract:check`: scenarios built from openapi/jobboard.yaml, sent to a
// server directly (never through the fake's private endpoints), every answer judged by this run
// against the contract (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it). What Prism's proxy
// cannot see, this sees: an undeclared status is a violation, an error body that is not
// application/problem+json is a violation (text/html included), and the documented behaviours
// (403 token_expired, 404 invalid_page, clamped page_size, rotating refresh tokens, nested field
// errors) are expectations of their scenarios. scripts/contract-check.mjs prints and writes the
// reports; tests/conformance/ proves the run catches a broken server.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractPath, readContract } from './contract.mjs';

export const root = join(import.meta.dirname, '..', '..');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const PROBLEM = 'application/problem+json';
const PRISM_TYPE = /^https:\/\/stoplight\.io\/prism\/errors#/;

/** Where a violation shows one of the stock-DRF differences (docs/backend-guide.md's table), its row and name. */
export const FINDINGS = {
  money: 'stock-DRF 1: money sent as a string (COERCE_DECIMAL_TO_STRING)',
  problemJson: 'stock-DRF 2: error body is not application/problem+json',
  expiredToken: 'stock-DRF 3: expired access token not answered 403 token_expired',
  rotation: 'stock-DRF 4: refresh token does not rotate',
  authOrder: 'stock-DRF 5: missing token answered 403 (authentication class order)',
  pageCode: 'stock-DRF 6: page past the end without code invalid_page',
  codes: 'stock-DRF 7: code differs from the documented one',
  hidden: "stock-DRF 8: an answer Prism's proxy would not have checked",
};

// ---------------------------------------------------------------- contract and schemas

/** The contract parsed afresh through the one loader (scenarios may change their copy). */
/** Operations whose success needs a key the API only sends by email (or a provider's code). */
const NEEDS_KEY = {
  confirmEmail: { field: 'key', why: 'needs a key from a sign-up email' },
  confirmPasswordReset: { field: 'token', why: 'needs a token from a password-reset email' },
  exchangeSocialCode: {
    field: 'code',
    why: 'needs a code (and its code_verifier) from a social sign-in',
  },
  // (label: the scenario says "wrong invitation token", apart from the auth scenario "wrong token")
  getInvitation: {
    field: 'token',
    label: 'invitation token',
    why: 'needs a token from an invitation email',
  },
  acceptInvitation: {
    field: 'token',
    label: 'invitation token',
    why: 'needs a token from an invitation email',
  },
  declineInvitation: {
    field: 'token',
    label: 'invitation token',
    why: 'needs a token from an invitation email',
  },
};

export function loadContract(path = contractPath) {
  return readContract(path);
}

const pointer = (...segments) =>
  segments
    .map((s) => '/' + encodeURIComponent(String(s).replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('');

function deref(contract, node) {
  let current = node;
  while (current && current.$ref) {
    const parts = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = parts.reduce((value, key) => value?.[key], contract);
  }
  return current;
}

function listOperations(contract) {
  const operations = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        deref(contract, p),
      );
      const security = operation.security ?? contract.security ?? [];
      operations.push({
        id: operation.operationId,
        method,
        path,
        operation,
        parameters,
        secured: security.length > 0,
        anonymousAllowed: security.length === 0 || security.some((s) => !Object.keys(s).length),
      });
    }
  }
  return operations;
}

function makeValidator(contract) {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  // RFC 3339's date-time as the contract means it: a T and a zone (ajv-formats also takes a space
  // and no zone, and "2025-11-20 14:00:00" is not what the client parses).
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (s) =>
      /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(s) &&
      !Number.isNaN(Date.parse(s)),
  });
  for (const name of ['int64', 'double', 'float', 'password', 'binary', 'byte'])
    ajv.addFormat(name, true);
  ajv.addSchema(contract, 'contract');
  const cache = new Map();
  return (schemaPointer, value) => {
    let validate = cache.get(schemaPointer);
    if (!validate) {
      validate = ajv.getSchema(`contract#${schemaPointer}`);
      if (!validate) throw new Error(`no schema at ${schemaPointer}`);
      cache.set(schemaPointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message}${e.params?.missingProperty === undefined ? '' : ''}`,
    );
  };
}

// ---------------------------------------------------------------- helpers

const mediaType = (contentType) => (contentType ?? '').split(';')[0].trim().toLowerCase();

function jwtPayload(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Flattens FieldErrors to dotted paths: {"links": {"github": [..]}} -> ["links.github"]. */
function errorPaths(errors, prefix = '') {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    Array.isArray(value) ? [prefix + key] : errorPaths(value, `${prefix}${key}.`),
  );
}

/** A value the schema refuses, of the kind DRF's fields refuse too (not a wrong JSON type that
 * a CharField would coerce). */
function invalidValue(schema) {
  const types = [schema?.type ?? []].flat();
  if (schema?.enum) return 'not_a_choice';
  if (types.includes('string')) {
    if (schema.format === 'uri') return 'not a url';
    if (schema.format === 'email') return 'not-an-email';
    if (schema.format === 'uuid') return 'not-a-uuid';
    if (schema.format === 'date-time') return 'yesterday';
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      // The last: a name with a line break and a bidi override (names' single-line pattern).
      const refused = ['!! not matching !!', 'a/b', '-', ' ', 'two\nlines \u202e'].find(
        (v) => !pattern.test(v),
      );
      if (refused !== undefined) return refused;
    }
    if (schema.maxLength) return 'x'.repeat(schema.maxLength + 1);
    if (schema.minLength) return '';
    return null;
  }
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (types.includes('boolean')) return 'maybe';
  if (types.includes('array')) return 'not-a-list';
  if (types.includes('object')) return 'not-an-object';
  return null;
}

function propertySchema(contract, schema, key) {
  const s = deref(contract, schema);
  if (!s) return undefined;
  if (s.properties?.[key]) return deref(contract, s.properties[key]);
  if (/^\d+$/.test(key) && s.items) return deref(contract, s.items);
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) {
    const found = propertySchema(contract, part, key);
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------- the run

/**
 * @param {{baseUrl?: string, config?: object, only?: string[], contract?: object, log?: (line: string) => void, planOnly?: boolean}} options
 */
export async function runConformance({
  baseUrl,
  config = {},
  only,
  contract = loadContract(),
  log = () => {},
  planOnly = false,
}) {
  const base = (baseUrl ?? '').replace(/\/$/, '');
  const validate = makeValidator(contract);
  const operations = listOperations(contract).filter((o) => !only || only.includes(o.id));
  const byId = Object.fromEntries(listOperations(contract).map((o) => [o.id, o]));
  const accounts = config.accounts ?? {};
  const skip = config.skip ?? {};
  const results = [];
  const notImplemented = new Map();
  const exampleRan = new Set();
  const cleanups = [];

  // ------------------------------------------------ HTTP

  // A 429 is waited out (Retry-After, then the same call again) up to a limit for the whole run,
  // so a throttled server (DRF's ScopedRateThrottle on login) is tested in full; the throttle
  // scenario itself asks for its 429 (noRetry). Past the limit the 429 is the answer.
  const maxThrottleWait = config.maxThrottleWaitSeconds ?? 300;
  const stats = { signIns: 0, throttled: 0, waitedSeconds: 0, maxThrottleWait };
  log(
    `contract:check: a 429 is waited out (Retry-After) up to ${maxThrottleWait} s in all (maxThrottleWaitSeconds)`,
  );
  async function send(args) {
    for (;;) {
      const exchange = await sendOnce(args);
      const { status, headers } = exchange.answer;
      if (status !== 429 || args.noRetry) return exchange;
      stats.throttled += 1;
      const wait = Number(headers['retry-after']);
      if (!Number.isFinite(wait) || wait < 0 || stats.waitedSeconds + wait > maxThrottleWait) {
        log(
          `contract:check: ${exchange.request.method} ${exchange.request.url} answered 429 (Retry-After ${headers['retry-after'] ?? 'none'}): over the ${maxThrottleWait} s limit, not waited`,
        );
        return exchange;
      }
      log(
        `contract:check: ${exchange.request.method} ${exchange.request.url} answered 429: waiting Retry-After ${wait} s (${stats.waitedSeconds + wait} of at most ${maxThrottleWait} s)`,
      );
      stats.waitedSeconds += wait;
      await sleep(wait * 1000 + 100);
    }
  }

  async function sendOnce({ method, path, query, body, rawBody, token, headers = {} }) {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(query ?? {}))
      for (const item of [v].flat()) url.searchParams.append(k, String(item));
    const init = {
      method: method.toUpperCase(),
      redirect: 'manual',
      headers: { accept: 'application/json, application/problem+json', ...headers },
    };
    if (token) init.headers.authorization = `Bearer ${token}`;
    if (rawBody !== undefined || body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = rawBody ?? JSON.stringify(body);
      init.headers['content-length'] = String(Buffer.byteLength(init.body));
    }
    const request = { method: init.method, url: url.pathname + url.search, body: init.body };
    // node:http, not fetch: fetch refuses the "bad ports" of the Fetch standard (4190 among them).
    const response = await new Promise((resolve) => {
      const req = httpRequest(url, { method: init.method, headers: init.headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timeout after 30 s')));
      req.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
    const { text } = response;
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      request,
      answer: {
        status: response.status,
        contentType: String(response.headers['content-type'] ?? ''),
        headers: response.headers,
        body: json,
        text,
      },
    };
  }

  const call = (opId, { params = {}, ...rest } = {}) => {
    const op = byId[opId];
    if (opId === 'login') stats.signIns += 1;
    const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
    return send({ method: op.method, path, ...rest });
  };

  // ------------------------------------------------ sessions (setup through the API only)

  const sessions = new Map();
  /** The refresh token the rotation scenario got (revoked once it replayed the first one). */
  let rotated;
  /** Whether the logout example ended its sign-in. */
  let loggedOut = false;
  /** The application the submitApplication example made (the candidate's own, to read and withdraw). */
  let submittedApplication;
  async function signIn(role) {
    const account = typeof role === 'object' ? role : accounts[role];
    if (!account)
      throw new NotTestable(
        role === 'disposable'
          ? 'needs accounts.disposable in the config: an account the server seeds for the run to delete'
          : `no "${role}" account in the config`,
      );
    const { answer } = await call('login', {
      body: { email: account.email, password: account.password },
    });
    if (answer.status !== 200 || !answer.body?.access)
      throw new NotTestable(
        `signing in as ${typeof role === 'object' ? role.email : role} answered ${answer.status}${role === 'disposable' ? ' (deleted by an earlier run? the server must seed it afresh for every run)' : ''}`,
      );
    return answer.body;
  }
  /** The run's one sign-in per account, refreshed (not signed in again) when its access token ends. */
  async function session(role) {
    let s = sessions.get(role);
    const exp = s && jwtPayload(s.access).exp;
    if (s && exp && exp * 1000 - Date.now() < 1500) {
      const { answer } = await call('refreshToken', { body: { refresh: s.refresh } });
      s =
        answer.status === 200 && answer.body?.access
          ? { ...s, access: answer.body.access, refresh: answer.body.refresh ?? s.refresh }
          : undefined;
      if (s) sessions.set(role, s);
    }
    if (!s) {
      s = await signIn(role);
      sessions.set(role, s);
    }
    return s;
  }
  /** A second sign-in of the candidate, for scenarios that end or replay it (one per purpose). */
  const spareSignIn = (purpose) => once(`spare:${purpose}`, () => signIn('candidate'));
  const token = async (role) => (await session(role)).access;

  let expired;
  async function expiredToken() {
    if (config.expiredAccessToken) return config.expiredAccessToken;
    if (expired) return expired;
    const fresh = await session('candidate');
    const exp = jwtPayload(fresh.access).exp;
    const wait = exp * 1000 - Date.now() + 1100;
    const maxWait = (config.maxWaitForExpirySeconds ?? 5) * 1000;
    if (!exp || wait > maxWait)
      throw new NotTestable(
        `access tokens live ${Math.round((exp * 1000 - Date.now()) / 1000)} s: set expiredAccessToken in the config or start the server with a short access-token lifetime (at most ${maxWait / 1000} s)`,
      );
    await sleep(Math.max(0, wait));
    expired = fresh.access;
    return expired;
  }
  const forged = async () => {
    const real = await token('candidate');
    const [header, payload] = real.split('.');
    return `${header}.${payload}.${'A'.repeat(43)}`;
  };

  // ------------------------------------------------ ids, found through the API

  const memo = new Map();
  const once = (key, fn) => {
    if (!memo.has(key)) memo.set(key, fn());
    return memo.get(key);
  };
  const need = (what, answer, pick) => {
    const value = answer.status >= 200 && answer.status < 300 ? pick(answer.body) : undefined;
    if (value === undefined || value === null)
      throw new NotTestable(`needs ${what}: its lookup answered ${answer.status}`);
    return value;
  };

  const ids = {
    firstJob: () =>
      once('firstJob', async () =>
        need(
          'a published job',
          (await call('listPublicJobs', { query: { page_size: 1 } })).answer,
          (b) => b.results?.[0],
        ),
      ),
    jobSlug: async () => (await ids.firstJob()).slug,
    employerSlug: async () => (await ids.firstJob()).employer.slug,
    employerId: () =>
      once('employerId', async () => {
        const s = await session('employer');
        const owned = s.user?.employers?.find((m) => m.role === 'owner') ?? s.user?.employers?.[0];
        if (!owned) throw new NotTestable('the employer account has no company');
        return owned.employer_id;
      }),
    selfId: async () => (await session('employer')).user.id,
    employerJobs: () =>
      once('employerJobs', async () => {
        const employerId = await ids.employerId();
        const { answer } = await call('listEmployerJobs', {
          params: { employerId },
          query: { page_size: 100 },
          token: await token('employer'),
        });
        return need("the employer's jobs", answer, (b) => b.results);
      }),
    jobWithApplications: () =>
      once('jobWithApplications', async () => {
        const employerId = await ids.employerId();
        for (const job of (await ids.employerJobs()).slice(0, 10)) {
          const { answer } = await call('listEmployerJobApplications', {
            params: { employerId, jobId: job.id },
            token: await token('employer'),
          });
          if (answer.status === 200 && answer.body?.results?.length)
            return { jobId: job.id, applicationId: answer.body.results[0].id };
        }
        throw new NotTestable('needs a job with applications');
      }),
    scratchJob: () =>
      once('scratchJob', async () => {
        const employerId = await ids.employerId();
        const body = firstExample(byId.createEmployerJob)?.value;
        const { answer } = await call('createEmployerJob', {
          params: { employerId },
          body,
          token: await token('employer'),
        });
        const id = need('a job created for the run', answer, (b) => b.id);
        cleanups.push(async () =>
          call('deleteEmployerJob', {
            params: { employerId, jobId: id },
            token: await token('employer'),
          }),
        );
        return id;
      }),
    invitedUser: () =>
      once('invitedUser', async () => {
        const employerId = await ids.employerId();
        const email = `conformance-${randomUUID().slice(0, 8)}@example.com`;
        const body = { ...(firstExample(byId.inviteEmployerUser)?.value ?? {}), email };
        const { answer } = await call('inviteEmployerUser', {
          params: { employerId },
          body,
          token: await token('employer'),
        });
        const id = need('an invited team member', answer, (b) => b.id ?? b.user_id);
        return id;
      }),
    // A note written for the run on that application (application-notes), deleted afterwards.
    noteId: () =>
      once('noteId', async () => {
        const { jobId, applicationId } = await ids.jobWithApplications();
        const params = { employerId: await ids.employerId(), jobId, applicationId };
        const { answer } = await call('createApplicationNote', {
          params,
          body: firstExample(byId.createApplicationNote)?.value,
          token: await token('employer'),
        });
        const id = need('a note written for the run', answer, (b) => b.id);
        cleanups.push(async () =>
          call('deleteApplicationNote', {
            params: { ...params, noteId: id },
            token: await token('employer'),
          }),
        );
        return id;
      }),
    // The candidate's last resume (deleting it changes the seeded profile: the run cannot upload).
    resumeId: () =>
      once('resumeId', async () => {
        const { answer } = await call('getProfile', { token: await token('candidate') });
        return need("a resume of the candidate's", answer, (b) => b.resumes?.at(-1)?.id);
      }),
    // The candidate's own application: the one this run submitted (withdrawing it changes nothing
    // seeded), else the newest one that still stands.
    myApplication: () =>
      once('myApplication', async () => {
        if (submittedApplication) return submittedApplication;
        const { answer } = await call('listAppliedJobs', {
          query: { page_size: 100 },
          token: await token('candidate'),
        });
        return need(
          "an application of the candidate's",
          answer,
          (b) =>
            b.results?.find((j) => !j.withdrawn_at)?.application_id ??
            b.results?.[0]?.application_id,
        );
      }),
    // A job alert of the candidate's: an existing one to read, one created for the run to change.
    jobAlert: (writes) =>
      once(`jobAlert:${writes}`, async () => {
        if (!writes) {
          const { answer } = await call('listJobAlerts', { token: await token('candidate') });
          const id = answer.status === 200 ? answer.body?.results?.[0]?.id : undefined;
          if (id) return id;
        }
        // The example's search made the run's own (a second alert for a search is a 409).
        const example = firstExample(byId.createJobAlert)?.value ?? {};
        const { answer } = await call('createJobAlert', {
          body: {
            ...example,
            search: { ...example.search, search: `conformance ${randomUUID().slice(0, 8)}` },
          },
          token: await token('candidate'),
        });
        const id = need('a job alert created for the run', answer, (b) => b.id);
        cleanups.push(async () =>
          call('deleteJobAlert', { params: { alertId: id }, token: await token('candidate') }),
        );
        return id;
      }),
    latestBuild: () =>
      once('latestBuild', async () =>
        need('the latest build', (await call('getLatestBuild')).answer, (b) => b.build_id ?? b.id),
      ),
  };

  /** Path parameter values for an operation (a created job where the call changes it). */
  async function pathParams(op) {
    const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const params = {};
    const writes = op.method !== 'get';
    for (const name of names) {
      if (config.pathParams?.[op.id]?.[name] !== undefined)
        params[name] = config.pathParams[op.id][name];
      else if (name === 'employerSlug') params[name] = await ids.employerSlug();
      else if (name === 'jobSlug') params[name] = await ids.jobSlug();
      else if (name === 'employerId') params[name] = await ids.employerId();
      else if (name === 'jobId')
        params[name] = names.includes('applicationId')
          ? (await ids.jobWithApplications()).jobId
          : writes
            ? await ids.scratchJob()
            : (await ids.employerJobs())[0]?.id;
      else if (name === 'applicationId')
        params[name] = op.path.startsWith('/v2/profile/')
          ? await ids.myApplication()
          : (await ids.jobWithApplications()).applicationId;
      else if (name === 'alertId') params[name] = await ids.jobAlert(writes);
      else if (name === 'userId') params[name] = await ids.invitedUser();
      else if (name === 'resumeId') params[name] = await ids.resumeId();
      else if (name === 'noteId') params[name] = await ids.noteId();
      else if (name === 'buildId') params[name] = await ids.latestBuild();
      else if (name === 'provider')
        params[name] = op.parameters.find((p) => p.name === name).schema?.enum?.[0];
      else
        throw new NotTestable(
          `no way to find a ${name} through the API (set pathParams.${op.id}.${name})`,
        );
      if (params[name] === undefined) throw new NotTestable(`needs a ${name}`);
    }
    return params;
  }

  function requiredQuery(op) {
    const query = {};
    for (const p of op.parameters.filter((x) => x.in === 'query' && x.required)) {
      const s = deref(contract, p.schema) ?? {};
      const named = p.examples ? deref(contract, Object.values(p.examples)[0])?.value : undefined;
      query[p.name] =
        p.example ??
        named ??
        s.example ??
        s.examples?.[0] ??
        s.enum?.[0] ??
        s.default ??
        (s.format === 'email' ? accounts.candidate?.email : undefined);
    }
    return { ...query, ...(config.query?.[op.id] ?? {}) };
  }

  // ------------------------------------------------ judging an answer

  function judge(op, exchange, expect = {}) {
    const { answer } = exchange;
    const violations = [];
    const add = (message, finding) => violations.push({ message, finding });
    if (answer.status === 0) return { violations: [{ message: `no answer: ${answer.text}` }] };

    const statusKey = String(answer.status);
    const declared =
      op.operation.responses[statusKey] ??
      op.operation.responses[`${statusKey[0]}XX`] ??
      op.operation.responses.default;
    const isError = answer.status >= 400;
    const type = mediaType(answer.contentType);

    // Prism's own answers (a proxy in front of the server): the request never reached it.
    // (Prism's HTTP layer, micri, answers a body that does not parse with {"error": {"code":
    // "invalid_json", ...}} before any validation: that answer is Prism's, not the server's.)
    if (answer.body?.error?.code === 'invalid_json' && Object.keys(answer.body).length === 1)
      return { prism: `Prism answered ${answer.status} itself (${answer.body.error.code})` };
    if (answer.body && typeof answer.body.type === 'string' && PRISM_TYPE.test(answer.body.type)) {
      if (/VIOLATIONS/.test(answer.body.type))
        add(
          `Prism: the server's answer breaks the contract: ${JSON.stringify(answer.body.validation ?? answer.body.detail).slice(0, 600)}`,
        );
      else
        return {
          prism: `Prism answered ${answer.status} itself (${answer.body.title ?? answer.body.type})`,
        };
      return { violations };
    }

    if (!declared) add(`status ${answer.status} is not declared for ${op.id}`);
    if (type === 'text/html') add(`text/html body (status ${answer.status})`, 'problemJson');
    if (isError && type !== PROBLEM && type !== 'text/html')
      add(`error answered as ${type || 'no content type'}, not ${PROBLEM}`, 'problemJson');

    const response = deref(contract, declared);
    if (declared && response?.content) {
      const mt = Object.keys(response.content).find((m) => m === type);
      if (!mt) {
        if (!isError && type !== 'text/html')
          add(
            `content type ${type || '(none)'} not declared (${Object.keys(response.content).join(', ')})`,
          );
      } else {
        const responsePointer = declared.$ref
          ? declared.$ref.replace(/^#/, '')
          : pointer(
              'paths',
              op.path,
              op.method,
              'responses',
              statusKey in op.operation.responses ? statusKey : `${statusKey[0]}XX`,
            );
        const schemaPointer = `${responsePointer}${pointer('content', mt, 'schema')}`;
        // Judged by the declared media type: JSON is parsed and validated; text (text/csv) must
        // carry text; a file (application/pdf, octet-stream, image/*) is taken as it comes.
        const isJson = mt === 'application/json' || mt.endsWith('+json');
        if (!isJson) {
          if (mt.startsWith('text/') && !answer.text) add(`empty ${mt} body`);
        } else if (answer.body === undefined) add(`body is not JSON: ${answer.text.slice(0, 120)}`);
        else
          for (const error of validate(schemaPointer, answer.body))
            add(
              `body: ${error}`,
              /salary\/(min|max) must be number/.test(error)
                ? 'money'
                : /must have required property 'refresh'/.test(error) && op.id === 'refreshToken'
                  ? 'rotation'
                  : isError
                    ? 'problemJson'
                    : undefined,
            );
      }
    } else if (declared && !response?.content && answer.text && answer.status !== 302)
      add(`status ${answer.status} declares no body, got ${answer.text.slice(0, 80)}`);

    // Declared headers: a required one must be there (Retry-After on 429), an integer an integer.
    for (const [name, declaredHeader] of Object.entries(response?.headers ?? {})) {
      const header = deref(contract, declaredHeader);
      const value = answer.headers?.[name.toLowerCase()];
      if (value === undefined) {
        if (header?.required) add(`header ${name} missing (required)`);
      } else if (
        deref(contract, header?.schema)?.type === 'integer' &&
        !/^\d+$/.test(String(value))
      )
        add(`header ${name} is not an integer: ${value}`);
    }

    // The scenario's own expectation.
    if (expect.status && !expect.status.includes(answer.status))
      add(`expected ${expect.status.join(' or ')}, got ${answer.status}`, expect.finding?.(answer));
    else if (expect.code && answer.body?.code !== expect.code)
      add(
        `expected code ${expect.code}, got ${answer.body?.code === undefined ? 'no code' : answer.body.code}`,
        expect.codeFinding ?? 'codes',
      );
    if (expect.check)
      for (const message of expect.check(answer) ?? []) add(message, expect.checkFinding);
    return { violations };
  }

  // ------------------------------------------------ scenarios

  class Scenario {
    constructor(op, name, run) {
      Object.assign(this, { op, name, run });
    }
  }

  const firstExample = (op) => {
    const content =
      op.operation.requestBody &&
      deref(contract, op.operation.requestBody).content?.['application/json'];
    const entries = Object.entries(content?.examples ?? {});
    if (entries.length) return { name: entries[0][0], value: deref(contract, entries[0][1]).value };
    if (content?.example !== undefined) return { name: 'example', value: content.example };
    return undefined;
  };
  const requestExamples = (op) => {
    const content =
      op.operation.requestBody &&
      deref(contract, op.operation.requestBody).content?.['application/json'];
    if (!op.operation.requestBody) return [{ name: 'request', value: undefined }];
    const entries = Object.entries(content?.examples ?? {}).map(([name, ex]) => ({
      name,
      value: deref(contract, ex).value,
    }));
    return entries.length
      ? entries
      : content?.example !== undefined
        ? [{ name: 'example', value: content.example }]
        : [];
  };
  // The contract's examples name seeded accounts; the server's passwords come from the config.
  const withPasswords = (body) => {
    if (
      !body ||
      typeof body !== 'object' ||
      typeof body.email !== 'string' ||
      !('password' in body)
    )
      return body;
    const account = Object.values(accounts).find((a) => a.email === body.email);
    const password = account?.password ?? config.seedPassword;
    return password ? { ...body, password } : body;
  };
  // Request examples are dated in the contract's universe ("now" = config.exampleMoment); their
  // date-times move by the same distance to today, as the seeded data does.
  const shift = config.exampleMoment ? Date.now() - Date.parse(config.exampleMoment) : 0;
  const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  const moveDates = (value) => {
    if (typeof value === 'string' && DATE_TIME.test(value))
      return new Date(Date.parse(value) + shift).toISOString().replace(/\.\d{3}Z$/, 'Z');
    if (Array.isArray(value)) return value.map(moveDates);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moveDates(v)]));
    return value;
  };
  // deleteProfile deletes the account that calls it: never one the rest of the run signs in as,
  // but `accounts.disposable`, an account the server seeds for the run to delete.
  const roleFor = (op) =>
    config.roles?.[op.id] ??
    (op.id === 'deleteProfile'
      ? 'disposable'
      : op.path.startsWith('/v2/employers/')
        ? 'employer'
        : 'candidate');
  /** The account deleteProfile's example deleted (its answer was 204). */
  let deletedAccount = null;
  const has = (op, status) => String(status) in op.operation.responses;
  const twoXX = (op) =>
    Object.keys(op.operation.responses)
      .filter((s) => /^[23]\d\d$/.test(s))
      .map(Number);

  /** Bodies that need the server's own state: a job the candidate has not applied to, the
   * account's real password (changed back after the run). */
  async function prepare(op, body) {
    // The contract's example tokens are signed with the examples' key: use real ones.
    // The run's own candidate session: the new pair is kept after the call (see the example).
    if (op.id === 'refreshToken' && body?.refresh)
      return { ...body, refresh: (await session('candidate')).refresh };
    if (op.id === 'verifyToken' && body?.token) return { ...body, token: await token('candidate') };
    // A sign-in of its own: logging it out does not end the run's cached sessions.
    if (op.id === 'logout' && body?.refresh)
      return { ...body, refresh: (await spareSignIn('logout')).refresh };
    if (op.id === 'submitApplication') {
      const candidate = await token('candidate');
      const { answer } = await call('listPublicJobs', { query: { page_size: 50 } });
      for (const job of answer.body?.results ?? []) {
        const detail = await call('getPublicJob', {
          params: { jobSlug: job.slug },
          token: candidate,
        });
        if (detail.answer.body?.has_applied === false) return { ...body, job_id: job.id };
      }
      throw new NotTestable('every published job already has an application of the candidate');
    }
    if (op.id === 'changePassword' && accounts.candidate) {
      const original = accounts.candidate.password;
      cleanups.push(async () => {
        // The sign-in that changed the password stays signed in (the contract); else sign in anew.
        const back = { current_password: body.new_password, new_password: original };
        const { answer } = await call('changePassword', {
          body: back,
          token: await token('candidate'),
        });
        if (answer.status === 200) return;
        sessions.delete('candidate');
        await call('changePassword', {
          body: back,
          token: (await signIn({ ...accounts.candidate, password: body.new_password })).access,
        });
      });
      return { ...body, current_password: original };
    }
    return body;
  }

  function scenariosFor(op) {
    const list = [];
    const examples = requestExamples(op);
    const bodyOf = (value) =>
      config.bodies?.[op.id] ? { ...value, ...config.bodies[op.id] } : value;
    const destructiveOnce = op.method === 'delete';

    // 1. Named request examples: the documented success.
    for (const [index, example] of examples.entries()) {
      if (destructiveOnce && index > 0) break;
      list.push(
        new Scenario(op, `example ${example.name}`, async () => {
          const keyField = NEEDS_KEY[op.id];
          if (keyField && config.bodies?.[op.id]?.[keyField.field] === undefined)
            return { notTested: `${keyField.why}: set bodies.${op.id} in the config` };
          const exchange = await call(op.id, {
            params: await pathParams(op),
            query: requiredQuery(op),
            body:
              example.value === undefined
                ? undefined
                : await prepare(op, moveDates(withPasswords(bodyOf(example.value)))),
            token: op.secured ? await token(roleFor(op)) : undefined,
          });
          if (op.id === 'refreshToken' && exchange.answer.body?.access)
            sessions.set('candidate', {
              ...sessions.get('candidate'),
              access: exchange.answer.body.access,
              refresh: exchange.answer.body.refresh ?? sessions.get('candidate')?.refresh,
            });
          if (op.id === 'logout' && exchange.answer.status === 204) loggedOut = true;
          if (op.id === 'submitApplication' && exchange.answer.body?.application_id)
            submittedApplication = exchange.answer.body.application_id;
          if (op.id === 'deleteProfile' && exchange.answer.status === 204) {
            deletedAccount = accounts[roleFor(op)];
            sessions.delete(roleFor(op));
          }
          return { exchange, expect: { status: twoXX(op), first: true } };
        }),
      );
    }
    if (!examples.length)
      list.push(
        new Scenario(op, 'example', async () => ({
          notTested: 'the contract has no request example',
        })),
      );

    // 2. Authentication.
    if (op.secured && !op.anonymousAllowed)
      list.push(
        new Scenario(op, 'missing token', async () => ({
          exchange: await call(op.id, {
            params: await pathParams(op),
            query: requiredQuery(op),
            body: firstExample(op)?.value,
          }),
          expect: {
            status: [401],
            code: 'not_authenticated',
            finding: (a) => (a.status === 403 ? 'authOrder' : undefined),
            hidden: true,
          },
        })),
      );
    if (op.secured) {
      list.push(
        new Scenario(op, 'wrong token', async () => ({
          exchange: await call(op.id, {
            params: await pathParams(op),
            query: requiredQuery(op),
            body: firstExample(op)?.value,
            token: await forged(),
          }),
          expect: { status: [401], code: 'token_invalid' },
        })),
      );
      if (has(op, 403))
        list.push(
          new Scenario(op, 'expired token', async () => {
            const params = await pathParams(op);
            return {
              exchange: await call(op.id, {
                params,
                query: requiredQuery(op),
                body: firstExample(op)?.value,
                token: await expiredToken(),
              }),
              expect: {
                status: [403],
                code: 'token_expired',
                finding: () => 'expiredToken',
                codeFinding: 'expiredToken',
              },
            };
          }),
        );
    }

    // 3. Path parameters: unknown and malformed ids.
    const pathParameters = op.parameters.filter((p) => p.in === 'path');
    const idParam = pathParameters.findLast((p) => {
      const s = deref(contract, p.schema) ?? {};
      return s.format === 'uuid' || /slug/i.test(p.name) || s.pattern;
    });
    if (idParam && has(op, 404) && op.id !== 'getBuildMeta') {
      const s = deref(contract, idParam.schema) ?? {};
      const uuid = s.format === 'uuid';
      list.push(
        new Scenario(op, `unknown ${idParam.name}`, async () => ({
          exchange: await call(op.id, {
            params: {
              ...(await pathParams(op)),
              [idParam.name]: uuid ? randomUUID() : `no-such-${idParam.name.toLowerCase()}-42`,
            },
            query: requiredQuery(op),
            body: firstExample(op)?.value,
            token: op.secured ? await token(roleFor(op)) : undefined,
          }),
          expect: { status: [404], code: 'not_found' },
        })),
        new Scenario(op, `malformed ${idParam.name}`, async () => ({
          exchange: await call(op.id, {
            params: { ...(await pathParams(op)), [idParam.name]: uuid ? '42' : 'bad.slug' },
            query: requiredQuery(op),
            body: firstExample(op)?.value,
            token: op.secured ? await token(roleFor(op)) : undefined,
          }),
          expect: { status: [404, 400].filter((s) => has(op, s)) },
        })),
      );
    }

    // 4. Pagination.
    if (op.parameters.some((p) => p.name === 'page')) {
      list.push(
        new Scenario(op, 'page past the end', async () => ({
          exchange: await call(op.id, {
            params: await pathParams(op),
            query: { ...requiredQuery(op), page: 100000 },
            token: op.secured ? await token(roleFor(op)) : undefined,
          }),
          expect: {
            status: [404],
            code: 'invalid_page',
            finding: () => 'pageCode',
            codeFinding: 'pageCode',
          },
        })),
      );
    }
    if (op.parameters.some((p) => p.name === 'page_size')) {
      list.push(
        new Scenario(op, 'page_size over the maximum', async () => ({
          exchange: await call(op.id, {
            params: await pathParams(op),
            query: { ...requiredQuery(op), page_size: 1000 },
            token: op.secured ? await token(roleFor(op)) : undefined,
          }),
          expect: {
            status: [200],
            check: (a) =>
              a.body?.results?.length > 100
                ? [`page_size=1000 returned ${a.body.results.length} items (max 100)`]
                : [],
          },
        })),
      );
    }

    // 5. Request bodies: a body that does not parse, a validation error (nested where documented).
    if (op.operation.requestBody && has(op, 400)) {
      list.push(
        new Scenario(op, 'body that does not parse', async () => ({
          exchange: await call(op.id, {
            params: await pathParams(op),
            query: requiredQuery(op),
            rawBody: '{"unterminated',
            token: op.secured ? await token(roleFor(op)) : undefined,
          }),
          expect: { status: [400], hidden: true },
        })),
      );
      const invalid = invalidBody(op);
      if (invalid)
        list.push(
          new Scenario(op, `validation error (${invalid.paths.join(', ')})`, async () => ({
            exchange: await call(op.id, {
              params: await pathParams(op),
              query: requiredQuery(op),
              body: invalid.body,
              token: op.secured ? await token(roleFor(op)) : undefined,
            }),
            expect: {
              status: [400],
              code: 'validation_error',
              hidden: true,
              check: (a) => {
                if (a.status !== 400) return [];
                const got = errorPaths(a.body?.errors);
                const missing = invalid.paths.filter((p) => !got.includes(p));
                return missing.length
                  ? [
                      `errors lacks ${missing.join(', ')} (got ${JSON.stringify(a.body?.errors ?? a.body).slice(0, 200)})`,
                    ]
                  : [];
              },
            },
          })),
        );
    }

    // 6. Documented conflicts.
    const conflict = conflictScenario(op);
    if (conflict) list.push(conflict);
    return list;
  }

  /** Breaks the fields the contract's 400 example names, in the first request example. */
  function invalidBody(op) {
    const example = firstExample(op);
    const errorsExample = Object.values(
      deref(contract, op.operation.responses['400'])?.content?.[PROBLEM]?.examples ?? {},
    )
      .map((e) => deref(contract, e).value?.errors)
      .find((e) => e && errorPaths(e).some((p) => p !== 'non_field_errors'));
    if (!example || !errorsExample) return undefined;
    const schema = deref(contract, op.operation.requestBody).content['application/json'].schema;
    const body = structuredClone(example.value ?? {});
    const paths = [];
    // Nested paths first: they prove the nesting survives the exception handler.
    const candidates = errorPaths(errorsExample)
      .filter((p) => p !== 'non_field_errors')
      .sort((a, b) => b.split('.').length - a.split('.').length);
    const messages = (path) => path.split('.').reduce((v, k) => v?.[k], errorsExample) ?? [];
    for (const path of candidates) {
      const keys = path.split('.');
      if (keys.length === 1 && messages(path).some((m) => /required/i.test(m))) {
        // Only a field the body schema requires: leaving out anything else is no error at all.
        if (!(deref(contract, schema)?.required ?? []).includes(path)) continue;
        delete body[path];
        paths.push(path);
        if (paths.length === 2) break;
        continue;
      }
      let target = body;
      let fieldSchema = schema;
      let ok = true;
      for (const [i, key] of keys.entries()) {
        fieldSchema = propertySchema(contract, fieldSchema, key);
        if (!fieldSchema) {
          ok = false;
          break;
        }
        if (i === keys.length - 1) break;
        if (/^\d+$/.test(keys[i + 1])) {
          target[key] = Array.isArray(target[key]) ? [...target[key]] : [];
          while (target[key].length <= Number(keys[i + 1]))
            target[key].push(target[key][0] ?? randomUUID());
        } else
          target[key] = { ...(typeof target[key] === 'object' && target[key] ? target[key] : {}) };
        target = target[key];
      }
      const value = ok ? invalidValue(fieldSchema) : null;
      if (value === null) continue;
      target[keys.at(-1)] = value;
      paths.push(path);
      if (paths.length === 2) break;
    }
    return paths.length ? { body, paths } : undefined;
  }

  function conflictScenario(op) {
    if (!has(op, 409)) return undefined;
    const run = {
      // The account's own email: it exists.
      signUp: async () => ({
        exchange: await call('signUp', {
          body: { ...firstExample(op).value, email: accounts.candidate?.email },
        }),
      }),
      // The only owner leaving or losing the role.
      updateEmployerUserRole: async () => ({
        exchange: await call(op.id, {
          params: { employerId: await ids.employerId(), userId: await ids.selfId() },
          body: { role: 'member' },
          token: await token('employer'),
        }),
      }),
      deleteEmployerUser: async () => ({
        exchange: await call(op.id, {
          params: { employerId: await ids.employerId(), userId: await ids.selfId() },
          token: await token('employer'),
        }),
      }),
      // A job with applications cannot be deleted.
      deleteEmployerJob: async () => ({
        exchange: await call(op.id, {
          params: {
            employerId: await ids.employerId(),
            jobId: (await ids.jobWithApplications()).jobId,
          },
          token: await token('employer'),
        }),
      }),
      // The same invitation twice.
      inviteEmployerUser: async () => {
        const employerId = await ids.employerId();
        const body = {
          ...firstExample(op).value,
          email: `conformance-${randomUUID().slice(0, 8)}@example.com`,
        };
        const first = await call(op.id, {
          params: { employerId },
          body,
          token: await token('employer'),
        });
        if (first.answer.status >= 300)
          return { notTested: `the first invitation answered ${first.answer.status}` };
        return {
          exchange: await call(op.id, {
            params: { employerId },
            body,
            token: await token('employer'),
          }),
        };
      },
      // Applying twice to the same job.
      submitApplication: async () => {
        const body = firstExample(op).value;
        const candidate = await token('candidate');
        await call(op.id, { body, token: candidate });
        return { exchange: await call(op.id, { body, token: candidate }) };
      },
    }[op.id];
    if (!run)
      return new Scenario(op, 'conflict (409)', async () => ({
        notTested: 'no setup through the API reaches this conflict (documented, not exercised)',
      }));
    return new Scenario(op, 'conflict (409)', async () => {
      const outcome = await run();
      return outcome.exchange ? { ...outcome, expect: { status: [409] } } : outcome;
    });
  }

  // Refresh-token rotation and sign-in failures: two scenarios the generic ones do not reach.
  const extra = {
    refreshToken: (op) => [
      new Scenario(op, 'rotation: the used refresh token is refused', async () => {
        const { refresh } = await spareSignIn('rotation');
        const first = await call('refreshToken', { body: { refresh } });
        if (first.answer.status !== 200)
          return { notTested: `refresh answered ${first.answer.status}` };
        rotated = first.answer.body?.refresh;
        return {
          exchange: await call('refreshToken', { body: { refresh } }),
          expect: { status: [401], code: 'token_invalid', finding: () => 'rotation' },
        };
      }),
      // A replayed (already rotated) refresh token ends the whole sign-in: its newest one too.
      new Scenario(op, 'replay: a reused refresh token revokes the sign-in', async () => {
        // After the rotation scenario replayed its first token, the one it got is revoked too.
        if (rotated)
          return {
            exchange: await call('refreshToken', { body: { refresh: rotated } }),
            expect: { status: [401], code: 'token_invalid' },
          };
        const { refresh } = await spareSignIn('replay');
        const first = await call('refreshToken', { body: { refresh } });
        if (first.answer.status !== 200 || !first.answer.body?.refresh)
          return { notTested: `refresh answered ${first.answer.status}` };
        await call('refreshToken', { body: { refresh } });
        return {
          exchange: await call('refreshToken', { body: { refresh: first.answer.body.refresh } }),
          expect: { status: [401], code: 'token_invalid' },
        };
      }),
      // logout revokes the refresh token it is given.
      new Scenario(op, 'after logout the refresh token is refused', async () => {
        if (!byId.logout) return { notTested: 'the contract has no logout' };
        // The sign-in the logout example ended (else one logged out here).
        const { refresh } = await spareSignIn('logout');
        if (!loggedOut) {
          const out = await call('logout', { body: { refresh } });
          if (out.answer.status !== 204)
            return { notTested: `logout answered ${out.answer.status}` };
        }
        return {
          exchange: await call('refreshToken', { body: { refresh } }),
          expect: { status: [401], code: 'token_invalid' },
        };
      }),
    ],
    // Keys that arrive by email (or from a provider): a wrong one is refused without a real one.
    ...Object.fromEntries(
      Object.entries(NEEDS_KEY).map(([id, { field, label }]) => [
        id,
        (op) => [
          new Scenario(op, `wrong ${label ?? field}`, async () => ({
            exchange: await call(id, {
              body: { ...firstExample(op).value, [field]: 'not-a-real-key-0' },
              // Signed in where the operation needs it (acceptInvitation): the key is what is wrong.
              token: op.secured && !op.anonymousAllowed ? await token(roleFor(op)) : undefined,
            }),
            expect: { status: [400], code: 'token_invalid' },
          })),
        ],
      ]),
    ),
    // The account is really gone: its password no longer signs in.
    deleteProfile: (op) => [
      new Scenario(op, 'the deleted account can no longer sign in', async () => {
        if (!deletedAccount) return { notTested: 'the example did not delete the account' };
        return {
          exchange: await call('login', {
            body: { email: deletedAccount.email, password: deletedAccount.password },
          }),
          expect: { status: [401], code: 'invalid_credentials' },
        };
      }),
    ],
    login: (op) => [
      new Scenario(op, 'wrong password', async () => ({
        exchange: await call('login', {
          body: { email: accounts.candidate?.email, password: 'not-the-password-0' },
        }),
        expect: { status: [401], code: 'invalid_credentials' },
      })),
    ],
  };

  // startSocialSignIn is a browser navigation: the run checks the redirect without following it.
  const own = {
    startSocialSignIn: (op) => {
      const ask = async (redirectUrl) =>
        call(op.id, {
          params: await pathParams(op),
          query: {
            ...requiredQuery(op),
            ...(redirectUrl === undefined ? {} : { redirect_url: redirectUrl }),
          },
        });
      return [
        new Scenario(op, 'redirect: 302 with a Location (not followed)', async () => ({
          exchange: await ask(config.query?.[op.id]?.redirect_url),
          expect: {
            status: [302],
            first: true,
            check: (a) => (a.headers.location ? [] : ['302 without a Location header']),
          },
        })),
        new Scenario(op, 'an absolute redirect_url is refused', async () => ({
          exchange: await ask('https://evil.example/'),
          expect: {
            status: [400],
            code: 'validation_error',
            check: (a) => (a.headers.location ? [`redirected to ${a.headers.location}`] : []),
          },
        })),
      ];
    },
  };

  // ------------------------------------------------ running

  // Deletions after everything else; the password change last of all (it changes back at the end).
  const rank = (o) => (o.id === 'changePassword' ? 2 : o.method === 'delete' ? 1 : 0);
  const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
  // An unmatched URL: Django's own 404 page is text/html unless handler404 is set.
  const unmatched = {
    id: '(unmatched URL)',
    method: 'get',
    path: '/v2/no-such-endpoint/',
    operation: { responses: { 404: { $ref: '#/components/responses/NotFound' } } },
    parameters: [],
  };
  const plan = [
    ...ordered.flatMap((op) =>
      skip[op.id] ? [] : [...(own[op.id] ?? scenariosFor)(op), ...(extra[op.id]?.(op) ?? [])],
    ),
    // Throttling, last (it locks sign-in for a while): opt-in, config.throttle.attempts.
    ...(config.throttle && operations.some((o) => o.id === 'login')
      ? [
          new Scenario(byId.login, 'throttled: 429 with Retry-After', async () => {
            const attempts = config.throttle.attempts ?? 30;
            for (let i = 0; i < attempts; i += 1) {
              const exchange = await call('login', {
                body: { email: accounts.candidate?.email, password: 'not-the-password-0' },
                noRetry: true,
              });
              if (exchange.answer.status === 429)
                return { exchange, expect: { status: [429], code: 'throttled' } };
            }
            return { notTested: `no 429 after ${attempts} failed sign-ins` };
          }),
        ]
      : []),
    new Scenario(unmatched, 'unmatched URL', async () => ({
      exchange: await send({ method: 'get', path: unmatched.path }),
      expect: { status: [404] },
    })),
  ];
  // The scenarios alone, without a server: what contract:check --plan-diff compares.
  if (planOnly) return { plan: plan.map((sc) => ({ operation: sc.op.id, name: sc.name })) };

  for (const op of operations.filter((o) => skip[o.id]))
    results.push({
      operation: op.id,
      method: op.method,
      path: op.path,
      name: '(all)',
      outcome: 'not-tested',
      reason: skip[op.id],
    });

  for (const scenario of plan) {
    const { op } = scenario;
    const row = { operation: op.id, method: op.method, path: op.path, name: scenario.name };
    if (notImplemented.has(op.id)) {
      results.push({ ...row, outcome: 'not-tested', reason: notImplemented.get(op.id) });
      continue;
    }
    let outcome;
    try {
      outcome = await scenario.run();
    } catch (error) {
      if (!(error instanceof NotTestable)) throw error;
      results.push({ ...row, outcome: 'not-tested', reason: error.message });
      continue;
    }
    if (outcome.notTested) {
      results.push({ ...row, outcome: 'not-tested', reason: outcome.notTested });
      continue;
    }
    const { exchange, expect } = outcome;
    const { status } = exchange.answer;
    if (expect.first && (status === 404 || ([405, 501].includes(status) && !has(op, status)))) {
      const reason = `not implemented: its example request answered ${status}`;
      notImplemented.set(op.id, reason);
      results.push({
        ...row,
        outcome: 'not-tested',
        reason,
        request: exchange.request,
        answer: brief(exchange.answer),
      });
      continue;
    }
    if (expect.first && [400, 403, 409].includes(status) && has(op, status)) {
      const verdict = judge(op, exchange, {});
      if (!verdict.prism && !verdict.violations.length) {
        results.push({
          ...row,
          outcome: 'not-tested',
          reason: `the example's precondition does not hold on this server: answered ${status} ${exchange.answer.body?.code ?? ''} (a conforming answer)`,
          request: exchange.request,
          answer: brief(exchange.answer),
        });
        continue;
      }
    }
    if (
      !expect.first &&
      status === 404 &&
      !(expect.status ?? []).includes(404) &&
      !exampleRan.has(op.id)
    ) {
      results.push({
        ...row,
        outcome: 'not-tested',
        reason:
          'answered 404 and no example request of this operation could run (not implemented?)',
      });
      continue;
    }
    if (expect.first) exampleRan.add(op.id);
    if (!expect.first && [405, 501].includes(status) && !has(op, status)) {
      results.push({
        ...row,
        outcome: 'not-tested',
        reason: `answered ${status} (not implemented)`,
      });
      continue;
    }
    const verdict = judge(op, exchange, expect);
    if (verdict.prism) {
      results.push({
        ...row,
        outcome: 'not-tested',
        reason: verdict.prism,
        request: exchange.request,
      });
      continue;
    }
    const violations = verdict.violations.map((v) => ({
      ...v,
      finding: v.finding ?? (expect.hidden ? 'hidden' : undefined),
    }));
    results.push({
      ...row,
      outcome: violations.length ? 'violates' : 'conforms',
      violations,
      request: exchange.request,
      answer: brief(exchange.answer),
    });
    log(`${violations.length ? 'VIOLATES' : 'conforms'} ${op.id}: ${scenario.name}`);
  }

  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  return {
    results,
    stats,
    operations: [
      ...listOperations(contract)
        .filter((o) => !only || only.includes(o.id))
        .map((o) => o.id),
      unmatched.id,
    ],
  };
}

function brief(answer) {
  return {
    status: answer.status,
    contentType: answer.contentType,
    body: answer.text.length > 600 ? `${answer.text.slice(0, 600)}…` : answer.text,
  };
}

class NotTestable extends Error {}

/** Per operation: conforms, violates or not tested, with its scenarios. */
export function summarize({ results, operations }) {
  return operations.map((id) => {
    const rows = results.filter((r) => r.operation === id);
    const outcome = rows.some((r) => r.outcome === 'violates')
      ? 'violates'
      : rows.some((r) => r.outcome === 'conforms')
        ? 'conforms'
        : 'not-tested';
    return { id, outcome, rows };
  });
}

/** The stock-DRF findings named by a run's violations. */
export function findings(results) {
  const named = new Set();
  for (const r of results) for (const v of r.violations ?? []) if (v.finding) named.add(v.finding);
  return [...named].map((key) => FINDINGS[key] ?? key);
}

/** The scenario names per operation that a contract gives (no server involved). */
async function scenarioPlan(contract, config = {}) {
  const { plan } = await runConformance({ contract, config, planOnly: true });
  const byOperation = new Map();
  for (const { operation, name } of plan) {
    if (!byOperation.has(operation)) byOperation.set(operation, []);
    byOperation.get(operation).push(name);
  }
  return byOperation;
}

/** Operations whose scenarios differ between two contracts: added, removed, changed. */
export async function planDiff(baseContract, headContract, config = {}) {
  const [before, after] = await Promise.all([
    scenarioPlan(baseContract, config),
    scenarioPlan(headContract, config),
  ]);
  const changes = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(id) ?? [];
    const now = after.get(id) ?? [];
    const added = now.filter((n) => !old.includes(n));
    const removed = old.filter((n) => !now.includes(n));
    if (added.length || removed.length)
      changes.push({
        operation: id,
        added,
        removed,
        status: !old.length ? 'new' : !now.length ? 'removed' : 'changed',
      });
  }
  return changes;
}
