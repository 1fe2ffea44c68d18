// The fake refuses exactly what the contract forbids: the company permissions (CompanyRole's
// `x-capabilities`, each operation's `x-permission`), the application status moves
// (ApplicationStatus's `x-transitions`) and the upload rules (UploadPurpose's `x-upload-rules`).
// The expectations are read from the contract itself (through the one loader), not from
// generated/rules.gen.ts, which the fake reads: a fake that drifted from the contract fails here.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadContract,
  operationById,
  operations,
  resolve,
} from '../../../scripts/lib/contract.mjs';
import type * as T from '../../../generated/types.gen';
import { HttpProblem, type Handler } from '../http';
import { SEED_MOMENT, type UserRecord } from '../store';
import { call, employerBySlug, makeCtx, people, type TestCtx } from '../test-support';
import { handlers } from './index';
import { createPresignedPost } from './uploads';

const contract = loadContract();
const schemas = contract.components!.schemas!;
const capabilities = schemas.CompanyRole['x-capabilities'] as Record<T.CompanyRole, string[]>;
const transitions = schemas.ApplicationStatus['x-transitions'] as Record<string, string[]>;
const uploadRules = schemas.UploadPurpose['x-upload-rules'] as Record<
  T.UploadPurpose,
  { maxBytes: number; contentTypes: Record<string, string[]> }
>;

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

/** The status (or thrown problem's status and code) of a call. */
function outcome(run: () => { status: number }): { status: number; code?: string } {
  try {
    return { status: run().status };
  } catch (error) {
    if (error instanceof HttpProblem)
      return { status: error.problem.status, code: error.problem.code ?? undefined };
    throw error;
  }
}

/** The first example of an operation's JSON request body, if it has one. */
function bodyExample(operationId: string): unknown {
  const media = resolve(contract, operationById(contract, operationId).operation.requestBody)
    ?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return structuredClone(media.example);
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : structuredClone(resolve(contract, first).value);
}

describe('company permissions', () => {
  const guarded = operations(contract).filter((o) => o.operation['x-permission'] !== undefined);

  it('cover every operation on a company', () => {
    expect(guarded.map((o) => o.operation.operationId).sort()).toEqual(
      operations(contract)
        .filter((o) => o.parameters.some((p) => p.name === 'employerId'))
        .map((o) => o.operation.operationId)
        .sort(),
    );
  });

  it('refuse each role what its capabilities do not include, and nothing else', () => {
    const actors: [T.CompanyRole, () => UserRecord][] = [
      ['owner', () => who.jonas],
      ['admin', () => who.tomas],
      ['member', () => who.priya],
    ];
    const refused: string[] = [];
    const expected: string[] = [];
    for (const { operation } of guarded) {
      const id = operation.operationId;
      for (const [role, actor] of actors) {
        ctx = makeCtx();
        who = people(ctx.store);
        const employer = employerBySlug(ctx.store, 'northwind-analytics');
        const application = ctx.store.applications.find((a) =>
          ctx.store.jobs.some((j) => j.id === a.job_id && j.employer_id === employer.id),
        )!;
        // Someone else in the team (the actor never acts on themselves here).
        const other = actor() === who.priya ? who.tomas : who.priya;
        // A note on the application by that someone else (application-notes' noteId).
        const noteId = '0b5a3c2d-1e4f-4a6b-9c8d-7e6f5a4b3c2d';
        ctx.store.notes.push({
          id: noteId,
          application_id: application.id,
          author_id: other.id,
          body: 'A colleague’s note',
          created_at: SEED_MOMENT,
          updated_at: SEED_MOMENT,
        });
        const result = outcome(() =>
          call(
            handlers[id as keyof typeof handlers] as unknown as Handler<unknown, { 200: unknown }>,
            ctx,
            {
              path: {
                employerId: employer.id,
                jobId: application.job_id,
                applicationId: application.id,
                userId: other.id,
                noteId,
              } as never,
              body: bodyExample(id) as never,
              user: actor(),
            },
          ),
        );
        // Only a note's author edits it, whatever the role: an ownership rule, not a capability.
        if (result.status === 403 && result.code !== 'not_note_author') {
          expect(result.code).toBe('permission_denied');
          refused.push(`${id} ${role}`);
        }
        if (!capabilities[role].includes(operation['x-permission'])) expected.push(`${id} ${role}`);
      }
    }
    expect(refused.sort()).toEqual(expected.sort());
    // The contract forbids something to every role but the owner.
    expect(expected.some((e) => e.endsWith(' member'))).toBe(true);
    expect(expected.some((e) => e.endsWith(' admin'))).toBe(true);
    expect(expected.some((e) => e.endsWith(' owner'))).toBe(false);
  });

  it('let a member leave (x-permission-self) but not remove someone else', () => {
    const { operation } = operationById(contract, 'deleteEmployerUser');
    expect(capabilities.member).toContain(operation['x-permission-self']);
    expect(capabilities.member).not.toContain(operation['x-permission']);
    const employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
    const remove = (userId: string) =>
      outcome(() =>
        call(handlers.deleteEmployerUser, ctx, { path: { employerId, userId }, user: who.priya }),
      );
    expect(remove(who.tomas.id)).toEqual({ status: 403, code: 'permission_denied' });
    expect(remove(who.priya.id)).toEqual({ status: 204 });
  });
});

describe('application status moves', () => {
  const statuses = schemas.ApplicationStatus.enum as T.ApplicationStatus[];

  it('allow exactly the moves of x-transitions (and setting the same status again)', () => {
    const allowed: string[] = [];
    const expected: string[] = [];
    for (const from of statuses) {
      for (const to of statuses) {
        ctx = makeCtx();
        who = people(ctx.store);
        const employer = employerBySlug(ctx.store, 'northwind-analytics');
        const application = ctx.store.applications.find((a) =>
          ctx.store.jobs.some((j) => j.id === a.job_id && j.employer_id === employer.id),
        )!;
        application.status = from;
        const result = outcome(() =>
          call(handlers.updateEmployerJobApplicationStatus, ctx, {
            path: {
              employerId: employer.id,
              jobId: application.job_id,
              applicationId: application.id,
            },
            body: { status: to },
            user: who.jonas,
          }),
        );
        if (result.status === 200) {
          expect(application.status).toBe(to);
          if (from !== to) allowed.push(`${from} → ${to}`);
        } else {
          expect(result).toEqual({ status: 409, code: 'invalid_transition' });
          expect(application.status).toBe(from);
        }
        if (from !== to && transitions[from]!.includes(to)) expected.push(`${from} → ${to}`);
      }
    }
    expect(allowed.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('upload rules', () => {
  const requestTypes = schemas.UploadTicketRequest.properties.content_type.enum as string[];
  const uploader = (purpose: T.UploadPurpose): UserRecord | null =>
    purpose === 'resume' ? null : purpose === 'profile_image' ? who.maya : who.jonas;
  const ask = (purpose: T.UploadPurpose, contentType: string, size: number) =>
    outcome(() =>
      call(createPresignedPost, ctx, {
        body: {
          filename: 'file.bin',
          content_type: contentType as T.UploadTicketRequest['content_type'],
          purpose,
          size_bytes: size,
        },
        user: uploader(purpose),
      }),
    );

  it('take exactly the content types of x-upload-rules for each purpose', () => {
    for (const purpose of schemas.UploadPurpose.enum as T.UploadPurpose[]) {
      for (const type of requestTypes) {
        const result = ask(purpose, type, 1000);
        if (type in uploadRules[purpose].contentTypes) expect(result).toEqual({ status: 201 });
        else expect(result).toEqual({ status: 415, code: 'unsupported_media_type' });
      }
    }
  });

  it('take a file of the size limit and refuse one byte more', () => {
    for (const purpose of schemas.UploadPurpose.enum as T.UploadPurpose[]) {
      const { maxBytes, contentTypes } = uploadRules[purpose];
      const type = Object.keys(contentTypes)[0]!;
      expect(ask(purpose, type, maxBytes)).toEqual({ status: 201 });
      expect(ask(purpose, type, maxBytes + 1)).toEqual({ status: 413, code: 'file_too_large' });
    }
  });
});
