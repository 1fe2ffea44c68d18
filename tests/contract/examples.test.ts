/**
 * Contract examples test: every named example in openapi/jobboard.yaml (responses, 2xx and
 * errors, and request bodies) must parse with the zod schema generated from the contract
 * (generated/zod.gen.ts). The mock serves these examples, so an example the client would reject
 * with VALIDATION_ERROR is a bug in the contract. Also guards the operationIds others code
 * against and the coherence of the example universe.
 *
 * Run: npx vitest run tests/contract   (after `npx openapi-ts`)
 */
import { describe, expect, it } from 'vitest';
import * as zod from '../../generated/zod.gen';
import { loadContract, resolve } from '../../scripts/lib/contract.mjs';

type Json = Record<string, unknown>;
/** What the tests need of a schema; works for zod classic and zod/mini output alike. */
type Parser = {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: unknown[] } };
};
const nonEmptyText: Parser = {
  safeParse: (value) =>
    typeof value === 'string' && value.length > 0
      ? { success: true, data: value }
      : { success: false, error: { issues: ['expected a non-empty string'] } },
};
type Example = { summary?: string; value: unknown };
type Operation = {
  operationId: string;
  responses: Record<string, Json>;
  requestBody?: Json;
};

const doc = loadContract();

/** Follows local `$ref`s (`#/components/...`) until a non-reference object is reached. */
const deref = <T = Json>(node: unknown): T => resolve<T>(doc, node);

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const operations: Operation[] = [];
for (const pathItem of Object.values(doc.paths as Record<string, Json>)) {
  for (const method of METHODS) {
    if (pathItem[method]) operations.push(pathItem[method] as Operation);
  }
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
function schemaNamed(name: string): Parser {
  const schema = (zod as Record<string, unknown>)[name];
  if (!schema) throw new Error(`generated/zod.gen.ts exports no ${name}`);
  return schema as Parser;
}

/** Parses and also checks nothing was stripped: an example field unknown to the schema is a typo. */
function expectParses(schema: Parser, value: unknown, where: string) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`${where} does not parse:\n${JSON.stringify(result.error.issues, null, 2)}`);
  }
  expect(result.data, `${where}: fields unknown to the schema`).toEqual(value);
}

type Case = { where: string; schema: () => Parser; value: unknown; status?: number };
const responseCases: Case[] = [];
const requestCases: Case[] = [];

for (const op of operations) {
  for (const [status, rawResponse] of Object.entries(op.responses)) {
    const response = deref(rawResponse);
    const content = (response.content ?? {}) as Record<string, Json>;
    for (const [mediaType, media] of Object.entries(content)) {
      const examples = (media.examples ?? {}) as Record<string, Example>;
      for (const [name, rawExample] of Object.entries(examples)) {
        const example = deref<Example>(rawExample);
        const where = `${op.operationId} ${status} ${mediaType} example "${name}"`;
        let schema: () => Parser;
        if (mediaType === 'application/problem+json') schema = () => zod.zProblem as Parser;
        else if (mediaType === 'application/json' && status.startsWith('2'))
          schema = () => schemaNamed(`z${pascal(op.operationId)}Response`);
        else if (mediaType.startsWith('text/')) schema = () => nonEmptyText;
        else throw new Error(`${where}: no schema mapping for this media type/status`);
        responseCases.push({ where, schema, value: example.value, status: Number(status) });
      }
    }
  }
  if (op.requestBody) {
    const content = (deref(op.requestBody).content ?? {}) as Record<string, Json>;
    for (const [mediaType, media] of Object.entries(content)) {
      for (const [name, rawExample] of Object.entries(
        (media.examples ?? {}) as Record<string, Example>,
      )) {
        requestCases.push({
          where: `${op.operationId} request ${mediaType} example "${name}"`,
          schema: () => schemaNamed(`z${pascal(op.operationId)}Body`),
          value: deref<Example>(rawExample).value,
        });
      }
    }
  }
}

describe('contract shape', () => {
  it("has exactly the agreed operationIds (docs/product.md §7's 45, plus applications as a resource in 2.1.0, the social code exchange and logout in 3.0.0, explicit invitations in 3.1.0, then each feature's own, commented below)", () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      [
        'getPublicEmployer',
        'updateEmployer',
        'listPublicEmployerJobs',
        'createEmployer',
        'listEmployerUsers',
        'inviteEmployerUser',
        'updateEmployerUserRole',
        'deleteEmployerUser',
        'resendEmployerInvitation',
        'getInvitation',
        'acceptInvitation',
        'declineInvitation',
        'listPublicJobs',
        'getPublicJob',
        'listEmployerJobs',
        'getEmployerJob',
        'getEmployerJobStatusCount',
        'listRelatedJobs',
        'submitApplication',
        'createEmployerJob',
        'updateEmployerJob',
        'deleteEmployerJob',
        'updateEmployerJobStatus',
        'listEmployerJobApplications',
        'getEmployerJobApplication',
        'updateEmployerJobApplicationStatus',
        // The pipeline (3.4.0).
        'getEmployerJobApplicationCounts',
        'bulkUpdateEmployerJobApplicationStatus',
        // A whole filtered stage at once (3.5.0).
        'moveEmployerJobApplicationStage',
        'listLocations',
        'createPresignedPost',
        'checkRegistration',
        'signUp',
        'login',
        'confirmEmail',
        'refreshToken',
        'logout',
        'exchangeSocialCode',
        'verifyToken',
        'verifyPasswordToken',
        'verifySignupKey',
        'requestPasswordReset',
        'confirmPasswordReset',
        'changePassword',
        'startSocialSignIn',
        'getCurrentUser',
        'getUserSettings',
        'updateUserSettings',
        'updateCurrentUser',
        'getProfile',
        'updateProfile',
        'deleteProfile',
        // A candidate's own data (GDPR art. 15/20).
        'exportMyData',
        'addProfileResume',
        'deleteProfileResume',
        'listAppliedJobs',
        // Applications a candidate can follow and withdraw (3.3.0).
        'getMyApplication',
        'withdrawApplication',
        'getLatestBuild',
        'getBuildMeta',
        // Notes on an application and its activity timeline (3.4.0).
        'listApplicationNotes',
        'createApplicationNote',
        'updateApplicationNote',
        'deleteApplicationNote',
        'listApplicationActivity',
        // What each job is doing (3.4.0).
        'recordJobView',
        'getEmployerJobStats',
        'exportEmployerJobApplications',
        // Saved jobs (3.3.0).
        'listSavedJobs',
        'listSavedJobIds',
        'saveJob',
        'unsaveJob',
        // Job alerts (3.3.0)
        ...['listJobAlerts', 'createJobAlert', 'updateJobAlert', 'deleteJobAlert'],
        'unsubscribeJobAlert',
        // Voluntary self-identification (US): the company's forms, the candidate's answer, the owners' report.
        'getSelfIdentificationSettings',
        'updateSelfIdentificationSettings',
        'getJobSelfIdentificationReport',
        'getMySelfIdentification',
        'submitMySelfIdentification',
        // Data retention: the company's period, the sweep's dry run and audit, a hold.
        ...['getEmployerRetention', 'updateEmployerRetention', 'listEmployerRetentionDue'],
        ...['listEmployerRetentionAudit', 'setApplicationRetentionHold'],
        'clearApplicationRetentionHold',
      ].sort(),
    );
  });

  it('gives every response with a body named examples (never a bare `example`)', () => {
    for (const op of operations) {
      for (const [status, raw] of Object.entries(op.responses)) {
        for (const [mediaType, media] of Object.entries(
          (deref(raw).content ?? {}) as Record<string, Json>,
        )) {
          const where = `${op.operationId} ${status} ${mediaType}`;
          expect(media.example, where).toBeUndefined();
          expect(Object.keys((media.examples ?? {}) as Json).length, where).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('response examples parse with the generated zod schemas', () => {
  it.each(responseCases.map((c) => [c.where, c] as const))('%s', (where, c) => {
    expectParses(c.schema(), c.value, where);
    if (
      c.status &&
      c.status >= 400 &&
      c.value &&
      typeof c.value === 'object' &&
      'status' in c.value
    ) {
      expect((c.value as { status: number }).status, `${where}: problem status`).toBe(c.status);
    }
  });
});

describe('request body examples parse with the generated zod schemas', () => {
  it.each(requestCases.map((c) => [c.where, c] as const))('%s', (where, c) => {
    expectParses(c.schema(), c.value, where);
  });
});

describe('examples form one universe', () => {
  const op = (id: string) => operations.find((o) => o.operationId === id)!;
  const examplesOf = (id: string, status = '200', mediaType = 'application/json') =>
    (deref(op(id).responses[status]).content as Record<string, Json>)[mediaType]!
      .examples as Record<string, Example>;
  const firstValue = <T>(id: string, status = '200') =>
    Object.values(examplesOf(id, status))[0]!.value as T;

  type Card = { id: string; slug: string; title: string; employer: { id: string; slug: string } };
  const publicJobs = firstValue<{ results: Card[] }>('listPublicJobs').results;
  const bySlug = new Map(publicJobs.map((job) => [job.slug, job]));

  it('lists a dozen published jobs across several employers', () => {
    expect(publicJobs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(publicJobs.map((job) => job.employer.slug)).size).toBeGreaterThanOrEqual(4);
  });

  it("uses the public list's jobs (same id for the same slug) in every other job example", () => {
    const cards: Card[] = [
      ...Object.values(examplesOf('getPublicJob')).map((e) => e.value as Card),
      ...firstValue<Card[]>('listRelatedJobs'),
      ...firstValue<{ results: Card[] }>('listPublicEmployerJobs').results,
      ...firstValue<{ results: Card[] }>('listAppliedJobs').results,
      ...firstValue<{ results: (Card & { status: string })[] }>('listEmployerJobs').results.filter(
        (job) => job.status === 'published',
      ),
      firstValue<Card>('getEmployerJob'),
    ];
    for (const card of cards) {
      expect(bySlug.get(card.slug)?.id, `job ${card.slug}`).toBe(card.id);
      expect(bySlug.get(card.slug)?.title, `job ${card.slug}`).toBe(card.title);
    }
  });

  it('signs in the same users that getCurrentUser returns', () => {
    const logins = examplesOf('login');
    const users = examplesOf('getCurrentUser');
    expect(Object.keys(logins)).toEqual(Object.keys(users));
    for (const [name, example] of Object.entries(logins)) {
      expect((example.value as { user: unknown }).user, name).toEqual(users[name]!.value);
    }
    expect(Object.keys(users)).toEqual([
      'candidate',
      'employerOneCompany',
      'employerSeveralCompanies',
      'member',
      'employerNoCompany',
    ]);
  });

  it("counts the employer job list's statuses in status-count", () => {
    const rows = firstValue<{ count: number; results: { status: string }[] }>('listEmployerJobs');
    const counts = firstValue<Record<string, number>>('getEmployerJobStatusCount');
    expect(counts.total).toBe(rows.count);
    for (const status of ['draft', 'published', 'closed', 'archived']) {
      expect(counts[status], status).toBe(
        rows.results.filter((row) => row.status === status).length,
      );
    }
  });

  it('keeps job descriptions to the allowed HTML tags', () => {
    const allowed = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'br']);
    const descriptions = [
      ...Object.values(examplesOf('getPublicJob')).map(
        (e) => (e.value as { description: string }).description,
      ),
      ...Object.values(examplesOf('getEmployerJob')).map(
        (e) => (e.value as { description: string }).description,
      ),
    ];
    for (const html of descriptions) {
      for (const [, tag] of html.matchAll(/<\/?([a-zA-Z0-9]+)/g))
        expect(allowed, tag).toContain(tag!.toLowerCase());
    }
  });
});
