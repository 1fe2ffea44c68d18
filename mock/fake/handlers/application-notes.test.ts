// Notes on an application and its activity timeline, handlers called directly: who may read,
// write, edit and delete, the limits, the merged timeline, and that the candidate never sees any of it.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import type { ApplicationRecord, UserRecord } from '../store';
import {
  call,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import {
  createApplicationNote,
  deleteApplicationNote,
  listApplicationActivity,
  listApplicationNotes,
  updateApplicationNote,
} from './application-notes';
import { listAppliedJobs } from './applications';
import { updateEmployerJobApplicationStatus } from './job-applications';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let lukas: ApplicationRecord;
let path: { employerId: string; jobId: string; applicationId: string };

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  const found = ctx.store.applications.find((a) => a.applicant_name === 'Lukas Brandt');
  if (!found) throw new Error('The seed has no application of Lukas Brandt');
  lukas = found;
  path = {
    employerId: employerBySlug(ctx.store, 'northwind-analytics').id,
    jobId: lukas.job_id,
    applicationId: lukas.id,
  };
});

const write = (user: UserRecord, body: string, at = path) =>
  call(createApplicationNote, ctx, { path: at, body: { body }, user }).body;
const notesFor = (user: UserRecord, at = path) =>
  call(listApplicationNotes, ctx, { path: at, user }).body.results;
const edit = (user: UserRecord, noteId: string, body: string) =>
  call(updateApplicationNote, ctx, { path: { ...path, noteId }, body: { body }, user }).body;
const remove = (user: UserRecord, noteId: string) =>
  call(deleteApplicationNote, ctx, { path: { ...path, noteId }, user });
const activityFor = (user: UserRecord, at = path) =>
  call(listApplicationActivity, ctx, { path: at, user }).body.results;

describe('who may read and write notes', () => {
  it('owners, admins and members all write notes, and every team member reads them, oldest first', () => {
    const first = write(who.jonas, 'Strong on TanStack Query.');
    ctx.advance(60_000);
    write(who.tomas, 'Schedule a call with the team lead.');
    ctx.advance(60_000);
    write(who.priya, '  Available from February.\n\nPrefers Berlin.  ');

    for (const reader of [who.jonas, who.tomas, who.priya]) {
      const notes = notesFor(reader);
      expect(notes.map((n) => [n.author.name, n.body])).toEqual([
        ['Jonas Weber', 'Strong on TanStack Query.'],
        ['Tomás Rivera', 'Schedule a call with the team lead.'],
        // Trimmed, line breaks kept.
        ['Priya Natarajan', 'Available from February.\n\nPrefers Berlin.'],
      ]);
    }
    expect(first.author).toEqual({ id: who.jonas.id, name: 'Jonas Weber' });
    expect(first.created_at).toBe(first.updated_at);
  });

  it('anyone outside the company (the candidate, another company’s employer) is refused 403', () => {
    write(who.jonas, 'Internal.');
    for (const outsider of [who.maya, who.sofia]) {
      expect(problemOf(() => notesFor(outsider))).toMatchObject({
        status: 403,
        code: 'permission_denied',
      });
      expect(problemOf(() => write(outsider, 'Hello'))).toMatchObject({ status: 403 });
      expect(problemOf(() => activityFor(outsider))).toMatchObject({ status: 403 });
    }
    expect(ctx.store.notes).toHaveLength(1);
  });

  it('says per reader who may edit (the author) and delete (the author, owners, admins)', () => {
    write(who.priya, 'Priya’s note');
    write(who.jonas, 'Jonas’s note');
    const flags = (reader: UserRecord) =>
      notesFor(reader).map((n) => [n.body, n.can_edit, n.can_delete]);
    expect(flags(who.priya)).toEqual([
      ['Priya’s note', true, true],
      ['Jonas’s note', false, false],
    ]);
    expect(flags(who.tomas)).toEqual([
      ['Priya’s note', false, true],
      ['Jonas’s note', false, true],
    ]);
    expect(flags(who.jonas)).toEqual([
      ['Priya’s note', false, true],
      ['Jonas’s note', true, true],
    ]);
  });

  it('404 for an application of another company’s job, and for a job the path does not own', () => {
    const lumenJob = jobBySlug(ctx.store, 'ux-writer-lumen-and-oak');
    const lumenApplication = ctx.store.applications.find((a) => a.job_id === lumenJob.id)!;
    // Sofia (Lumen & Oak) reaches it; Jonas, through Northwind's id or Lumen & Oak's, does not.
    const lumenPath = {
      employerId: lumenJob.employer_id,
      jobId: lumenJob.id,
      applicationId: lumenApplication.id,
    };
    expect(notesFor(who.sofia, lumenPath)).toEqual([]);
    expect(problemOf(() => notesFor(who.jonas, lumenPath))).toMatchObject({ status: 403 });
    expect(
      problemOf(() =>
        notesFor(who.jonas, { ...path, jobId: lumenJob.id, applicationId: lumenApplication.id }),
      ),
    ).toMatchObject({ status: 404 });
    const otherJob = jobBySlug(ctx.store, 'data-engineer-northwind');
    expect(problemOf(() => notesFor(who.jonas, { ...path, jobId: otherJob.id }))).toMatchObject({
      status: 404,
    });
  });
});

describe('editing and deleting', () => {
  it('only the author edits a note, whatever the others’ role (403 not_note_author)', () => {
    const note = write(who.priya, 'First words');
    ctx.advance(5 * 60_000);
    for (const other of [who.jonas, who.tomas]) {
      expect(problemOf(() => edit(other, note.id, 'Rewritten'))).toMatchObject({
        status: 403,
        code: 'not_note_author',
      });
    }
    const edited = edit(who.priya, note.id, 'Better words');
    expect(edited.body).toBe('Better words');
    expect(edited.created_at).toBe(note.created_at);
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(note.updated_at));
    expect(notesFor(who.jonas).map((n) => n.body)).toEqual(['Better words']);
  });

  it('a member deletes their own note but not another’s; owners and admins delete anyone’s', () => {
    const jonasNote = write(who.jonas, 'By Jonas');
    const priyaNote = write(who.priya, 'By Priya');
    const tomasNote = write(who.tomas, 'By Tomás');

    expect(problemOf(() => remove(who.priya, jonasNote.id))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(remove(who.priya, priyaNote.id).status).toBe(204);
    expect(remove(who.tomas, jonasNote.id).status).toBe(204);
    expect(remove(who.jonas, tomasNote.id).status).toBe(204);
    expect(ctx.store.notes).toEqual([]);
  });

  it('404 for an unknown note, or a note of another application', () => {
    const note = write(who.jonas, 'On Lukas');
    const amira = ctx.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    const onAmira = { ...path, applicationId: amira.id, noteId: note.id };
    expect(
      problemOf(() => call(deleteApplicationNote, ctx, { path: onAmira, user: who.jonas })),
    ).toMatchObject({ status: 404 });
    expect(
      problemOf(() =>
        call(updateApplicationNote, ctx, { path: onAmira, body: { body: 'x' }, user: who.jonas }),
      ),
    ).toMatchObject({ status: 404 });
    expect(notesFor(who.jonas)).toHaveLength(1);
  });
});

describe('limits and validation', () => {
  it('refuses a blank note and one over 5000 characters, on create and on edit', () => {
    for (const body of ['', '   \n\t ', 'x'.repeat(5001)]) {
      expect(problemOf(() => write(who.jonas, body))).toMatchObject({
        status: 400,
        code: 'validation_error',
        errors: { body: [expect.any(String)] },
      });
    }
    expect(write(who.jonas, 'x'.repeat(5000)).body).toHaveLength(5000);
    const note = write(who.jonas, 'Keep me');
    expect(problemOf(() => edit(who.jonas, note.id, '  '))).toMatchObject({ status: 400 });
    expect(notesFor(who.jonas).map((n) => n.body.length)).toEqual([5000, 7]);
  });

  it('holds at most 200 notes per application (409 notes_limit); other applications are not affected', () => {
    for (let i = 0; i < 200; i += 1) write(who.priya, `Note ${i + 1}`);
    expect(problemOf(() => write(who.jonas, 'One too many'))).toMatchObject({
      status: 409,
      code: 'notes_limit',
    });
    expect(notesFor(who.jonas)).toHaveLength(200);
    const amira = ctx.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    expect(write(who.jonas, 'Elsewhere', { ...path, applicationId: amira.id }).body).toBe(
      'Elsewhere',
    );
    // Deleting one makes room again.
    remove(who.priya, notesFor(who.priya)[0]!.id);
    expect(write(who.jonas, 'Now it fits').body).toBe('Now it fits');
  });
});

describe('the activity timeline', () => {
  it('is the seeded history: applied, then moved by the owner a day later', () => {
    const items = activityFor(who.priya);
    expect(items).toEqual([
      { kind: 'submitted', at: lukas.applied_at },
      {
        kind: 'status_changed',
        at: new Date(Date.parse(lukas.applied_at) + 24 * 3600_000)
          .toISOString()
          .replace('.000Z', 'Z'),
        from: 'submitted',
        to: 'in_review',
        actor: { id: who.jonas.id, name: 'Jonas Weber' },
      },
    ]);
  });

  it('merges status changes, notes and the withdrawal into one list, oldest first', () => {
    ctx.advance(60_000);
    write(who.priya, 'Before the interview');
    ctx.advance(60_000);
    call(updateEmployerJobApplicationStatus, ctx, {
      path,
      body: { status: 'interviewing' },
      user: who.tomas,
    });
    // Setting the same status again is a no-op: no second entry.
    call(updateEmployerJobApplicationStatus, ctx, {
      path,
      body: { status: 'interviewing' },
      user: who.tomas,
    });
    ctx.advance(60_000);
    write(who.jonas, 'After the interview');
    ctx.advance(60_000);
    lukas.withdrawn_at = ctx.now().toISOString();

    const items = activityFor(who.jonas);
    expect(items.map((i) => i.kind)).toEqual([
      'submitted',
      'status_changed',
      'note',
      'status_changed',
      'note',
      'withdrawn',
    ]);
    expect(items[3]).toMatchObject({
      from: 'in_review',
      to: 'interviewing',
      actor: { id: who.tomas.id, name: 'Tomás Rivera' },
    });
    expect(items.map((i) => i.note?.body ?? null)).toEqual([
      null,
      null,
      'Before the interview',
      null,
      'After the interview',
      null,
    ]);
    // Notes in the timeline carry the reader's own rights, as the notes list does.
    expect(items[4]?.note).toMatchObject({ can_edit: true, can_delete: true });
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a deleted note leaves the timeline; a deleted account is a “Former member”', () => {
    const gone = write(who.priya, 'Soon deleted');
    write(who.tomas, 'Stays');
    remove(who.priya, gone.id);
    ctx.store.users.splice(ctx.store.users.indexOf(who.tomas), 1);
    const notes = activityFor(who.jonas).filter((i) => i.kind === 'note');
    expect(notes.map((i) => [i.note?.body, i.note?.author])).toEqual([
      ['Stays', { id: null, name: 'Former member' }],
    ]);
  });
});

describe('the candidate never sees notes', () => {
  it('listAppliedJobs carries neither the notes nor the timeline of the candidate’s applications', () => {
    const job = jobBySlug(ctx.store, 'data-engineer-northwind');
    const maya = ctx.store.applications.find(
      (a) => a.job_id === job.id && a.candidate_id === who.maya.id,
    )!;
    const onMaya = { ...path, jobId: job.id, applicationId: maya.id };
    const secret = 'Salary expectations too high — confidential';
    write(who.jonas, secret, onMaya);
    expect(activityFor(who.jonas, onMaya).some((i) => i.note?.body === secret)).toBe(true);

    const answer = call(listAppliedJobs, ctx, {
      query: { page_size: 100 },
      user: who.maya,
    }).body as T.PaginatedAppliedJobList;
    expect(answer.results.map((r) => r.application_id)).toContain(maya.id);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(notes?|activity|history)"/);
    // And the candidate cannot ask for them.
    expect(problemOf(() => notesFor(who.maya, onMaya))).toMatchObject({ status: 403 });
  });
});
