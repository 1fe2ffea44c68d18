/**
 * The contract's examples tell one story. Each check names a contradiction a backend reviewer
 * found by eye once; now a test finds it (each of these failed on the 2.0.0 examples).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../e2e/support/contract-examples';
import { contractPath, loadContract } from '../support/contract';

type Json = Record<string, unknown>;
const contract = loadContract();
const contractText = readFileSync(contractPath, 'utf8');

/** Every example value of the contract (requests and responses), with where it is. */
function allExamples(): { where: string; value: unknown }[] {
  const found: { where: string; value: unknown }[] = [];
  const collect = (media: unknown, where: string) => {
    for (const [name, example] of Object.entries(
      ((media as { examples?: Json })?.examples ?? {}) as Record<string, { value?: unknown }>,
    )) {
      found.push({ where: `${where} ${name}`, value: example.value });
    }
  };
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(
      item as Record<string, unknown> as Record<string, Json>,
    )) {
      if (typeof op !== 'object' || !op || !('responses' in op)) continue;
      const body = (op.requestBody as { content?: Json } | undefined)?.content ?? {};
      for (const media of Object.values(body))
        collect(media, `${method.toUpperCase()} ${path} request`);
      for (const [status, response] of Object.entries(
        op.responses as Record<string, { content?: Json }>,
      )) {
        for (const media of Object.values(response.content ?? {}))
          collect(media, `${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  return found;
}

/** Every object inside a value, with its path. */
function objects(value: unknown, path = ''): { path: string; object: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objects(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return [
      { path, object: value as Json },
      ...Object.entries(value).flatMap(([k, v]) => objects(v, `${path}.${k}`)),
    ];
  }
  return [];
}

const every = allExamples().flatMap(({ where, value }) =>
  objects(value).map(({ path, object }) => ({ where: `${where}${path}`, object })),
);

interface Application {
  id: string;
  candidate_id: string;
}
interface Job {
  id: string;
  applications: Application[];
}

describe('the examples agree with each other', () => {
  it('created_at ≤ published_at ≤ updated_at, invited_at ≤ joined_at, and a job just created is not yet updated', () => {
    const order = (a: unknown, b: unknown) =>
      typeof a !== 'string' || typeof b !== 'string' || Date.parse(a) <= Date.parse(b);
    const wrong = every.filter(
      ({ object: o }) =>
        !order(o.created_at, o.updated_at) ||
        !order(o.created_at, o.published_at) ||
        !order(o.published_at, o.updated_at) ||
        !order(o.invited_at, o.joined_at),
    );
    expect(wrong.map((w) => w.where)).toEqual([]);
    const created = contractExample<{ created_at: string; updated_at: string }>(
      '/v2/employers/{employerId}/jobs/',
      'post',
      '201',
    );
    expect(created.updated_at).toBe(created.created_at);
  });

  it("a job's description does not name another pay than its salary", () => {
    const wrong: string[] = [];
    for (const { where, object } of every) {
      const salary = object.salary as
        { min: number; max: number; currency: string } | null | undefined;
      if (typeof object.description !== 'string' || !salary) continue;
      for (const m of object.description.matchAll(/\b([A-Z]{3}) ([\d,.]+) to ([\d,.]+)/g)) {
        const [min, max] = [m[2], m[3]].map((n) => Number(n!.replace(/,/g, '')));
        if (m[1] !== salary.currency || min !== salary.min || max !== salary.max)
          wrong.push(`${where}: "${m[0]}" vs ${JSON.stringify(salary)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refreshToken answers new tokens (the contract says refresh tokens rotate)', () => {
    const request = (
      contract.paths['/v2/auth/token/refresh/']!.post!.requestBody as {
        content: Record<string, { examples: Record<string, { value: { refresh: string } }> }>;
      }
    ).content['application/json']!.examples.default!.value;
    const answer = contractExample<{ access: string; refresh: string }>(
      '/v2/auth/token/refresh/',
      'post',
      '200',
    );
    const login = contractExample<{ access: string; refresh: string }>(
      '/v2/auth/login/',
      'post',
      '200',
      'candidate',
    );
    expect(answer.refresh).not.toBe(request.refresh);
    expect(answer.access).not.toBe(login.access);
  });

  it('onboarding creates a company that does not exist yet, and the 409 names one that does', () => {
    const created = contractExample<{ name: string; slug: string }>(
      '/v2/employers/',
      'post',
      '201',
    );
    const taken = contractExample<{ detail: string }>('/v2/employers/', 'post', '409');
    const existing = every
      .filter(
        ({ where, object }) =>
          !where.startsWith('POST /v2/employers/ ') &&
          typeof object.slug === 'string' &&
          typeof object.name === 'string' &&
          'logo_url' in object,
      )
      .map(({ object }) => object.name);
    expect(existing).not.toContain(created.name);
    expect(existing).toContain(/"(.+)"/.exec(taken.detail)?.[1]);
  });

  it('a new sign-up has no name or phone yet, and is the email that signed up', () => {
    const signUp = (
      contract.paths['/v2/auth/signup/']!.post!.requestBody as {
        content: Record<string, { examples: Record<string, { value: { email: string } }> }>;
      }
    ).content['application/json']!.examples.default!.value;
    const confirmed = contractExample<{
      user: { name: string | null; phone: string | null; email: string };
    }>('/v2/auth/confirm-email/', 'post', '200');
    expect(confirmed.user).toMatchObject({ name: null, phone: null, email: signUp.email });
  });

  it('an application submitted in one example is counted on its job and listed in the applied jobs', () => {
    const receipt = contractExample<{ application_id: string; job_id: string; applied_at: string }>(
      '/v2/public/applications/submit/',
      'post',
      '201',
    );
    const applied = contractExample<{
      count: number;
      results: { id: string; application_id: string; applied_at: string }[];
    }>('/v2/profile/applied-jobs/', 'get', '200');
    expect(applied.results).toContainEqual(
      expect.objectContaining({
        id: receipt.job_id,
        application_id: receipt.application_id,
        applied_at: receipt.applied_at,
      }),
    );
    expect(applied.count).toBe(applied.results.length);
    // The employer's list counts it (and every other application an example shows).
    const list = contractExample<{ results: { id: string; applications_count: number }[] }>(
      '/v2/employers/{employerId}/jobs/',
      'get',
      '200',
    );
    expect(
      list.results.find((j) => j.id === receipt.job_id)?.applications_count,
    ).toBeGreaterThanOrEqual(1);
    const detail = contractExample<Job>('/v2/employers/{employerId}/jobs/{jobId}/', 'get', '200');
    expect(list.results.find((j) => j.id === detail.id)?.applications_count).toBe(
      detail.applications.length,
    );
    const page = contractExample<{ count: number; results: Application[] }>(
      '/v2/employers/{employerId}/jobs/{jobId}/applications/',
      'get',
      '200',
    );
    expect(page.results.map((a) => a.id)).toEqual(detail.applications.map((a) => a.id));
  });

  it('an uploaded file keeps the key of the ticket that issued it', () => {
    const ticket = contractExample<{ fields: { key: string } }>(
      '/v2/public/applications/generate-presigned-post/',
      'post',
      '201',
    );
    const added = contractExample<{ id: string; url: string }>(
      '/v2/profile/resume/',
      'post',
      '201',
    );
    expect(decodeURIComponent(new URL(added.url).pathname)).toBe(`/${ticket.fields.key}`);
    const profile = contractExample<{ resumes: { id: string; url: string }[] }>(
      '/v2/profile/',
      'get',
      '200',
    );
    expect(profile.resumes.find((r) => r.id === added.id)?.url).toBe(added.url);
  });

  it("every email in the README's curl lines exists in the examples", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const emails = readme
      .split('\n')
      .filter((line) => /curl|^\s+-d /.test(line))
      .flatMap((line) => line.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
      .filter((email) => email !== 'a@b.co');
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.filter((email) => !contractText.includes(email))).toEqual([]);
  });

  it('at least one list example has a next page, so paging runs against the mock', () => {
    const pages = every.filter(
      ({ object }) => 'count' in object && 'next' in object && Array.isArray(object.results),
    );
    expect(pages.length).toBeGreaterThan(5);
    expect(
      pages.filter(({ object }) => typeof object.next === 'string').map((p) => p.where),
    ).not.toEqual([]);
  });
});
