// The team's notes on an application and its activity timeline (the contract's `application-notes`
// tag). Notes are internal to the company: nothing here is ever part of a candidate-facing answer.
import { companyRoleCapabilities, operationPermissions } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, notFound, problem } from '../http';
import { requirePermission } from '../permissions';
import type { ApplicationRecord, MembershipRecord, NoteRecord, UserRecord } from '../store';
import { timestamp, uuid } from '../views';
import { zApplicationNoteInput } from '../../../generated/zod.gen';
import { LONE_SURROGATE } from '../single-line';

/** The contract's limit of notes on one application (createApplicationNote's 409 `notes_limit`). */
const NOTES_LIMIT = 200;
/** The contract's ApplicationNoteInput.body maxLength. */
const BODY_MAX = 5000;

interface ApplicationPath {
  employerId: string;
  jobId: string;
  applicationId: string;
}

/** The application of one of the company's jobs (404 for anything else). */
function companyApplication(ctx: Ctx, { employerId, jobId, applicationId }: ApplicationPath) {
  const job = ctx.store.jobs.find((j) => j.id === jobId && j.employer_id === employerId);
  if (!job) throw notFound('job');
  const application = ctx.store.applications.find(
    (a) => a.id === applicationId && a.job_id === job.id,
  );
  if (!application) throw notFound('application');
  return application;
}

/** The body as the serializer keeps it: trimmed, not blank, at most 5000 characters. */
function noteBody(input: T.ApplicationNoteInput): string {
  const body = input.body.trim();
  if (!body) throw invalid({ body: ['This field may not be blank.'] });
  // The contract's pattern (no control characters but tab and line breaks, no bidi or zero-width
  // marks) and no lone surrogate.
  if (!zApplicationNoteInput.shape.body.safeParse(body).success || LONE_SURROGATE.test(body))
    throw invalid({ body: ['Control characters and bidirectional marks are not allowed.'] });
  if (body.length > BODY_MAX)
    throw invalid({ body: [`Ensure this field has no more than ${BODY_MAX} characters.`] });
  return body;
}

/** A team member as notes and the timeline name them; a deleted account is "Former member". */
function memberRef(ctx: Ctx, userId: string): T.TeamMemberRef {
  const user = ctx.store.users.find((u) => u.id === userId);
  return user
    ? { id: user.id, name: user.name ?? user.email }
    : { id: null, name: 'Former member' };
}

/** Whether a role may delete anyone's note: deleteApplicationNote's `x-permission` (owners and admins). */
const mayDeleteAny = (membership: MembershipRecord) =>
  (companyRoleCapabilities[membership.role] as readonly string[]).includes(
    operationPermissions.deleteApplicationNote.permission,
  );

function toNote(
  ctx: Ctx,
  note: NoteRecord,
  viewer: { user: UserRecord; membership: MembershipRecord },
): T.ApplicationNote {
  const own = note.author_id === viewer.user.id;
  return {
    id: note.id,
    author: memberRef(ctx, note.author_id),
    body: note.body,
    created_at: note.created_at,
    updated_at: note.updated_at,
    can_edit: own,
    can_delete: own || mayDeleteAny(viewer.membership),
  };
}

const notesOf = (ctx: Ctx, application: ApplicationRecord) =>
  ctx.store.notes
    .filter((n) => n.application_id === application.id)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

/** The note of this application (404 for another application's or an unknown one). */
function applicationNote(ctx: Ctx, application: ApplicationRecord, noteId: string): NoteRecord {
  const note = ctx.store.notes.find((n) => n.id === noteId && n.application_id === application.id);
  if (!note) throw notFound('note');
  return note;
}

export const listApplicationNotes: Handler<
  T.ListApplicationNotesData,
  T.ListApplicationNotesResponses
> = (req, ctx) => {
  const viewer = requirePermission(ctx, req, req.path.employerId, 'listApplicationNotes');
  const application = companyApplication(ctx, req.path);
  return {
    status: 200,
    body: { results: notesOf(ctx, application).map((n) => toNote(ctx, n, viewer)) },
  };
};

export const createApplicationNote: Handler<
  T.CreateApplicationNoteData,
  T.CreateApplicationNoteResponses
> = (req, ctx) => {
  const viewer = requirePermission(ctx, req, req.path.employerId, 'createApplicationNote');
  const application = companyApplication(ctx, req.path);
  const body = noteBody(req.body);
  if (notesOf(ctx, application).length >= NOTES_LIMIT) {
    throw problem(
      409,
      'notes_limit',
      `This application already has ${NOTES_LIMIT} notes. Delete one before adding another.`,
    );
  }
  const now = timestamp(ctx);
  const note: NoteRecord = {
    id: uuid(),
    application_id: application.id,
    author_id: viewer.user.id,
    body,
    created_at: now,
    updated_at: now,
  };
  ctx.store.notes.push(note);
  return { status: 201, body: toNote(ctx, note, viewer) };
};

export const updateApplicationNote: Handler<
  T.UpdateApplicationNoteData,
  T.UpdateApplicationNoteResponses
> = (req, ctx) => {
  const viewer = requirePermission(ctx, req, req.path.employerId, 'updateApplicationNote');
  const note = applicationNote(ctx, companyApplication(ctx, req.path), req.path.noteId);
  if (note.author_id !== viewer.user.id)
    throw problem(403, 'not_note_author', 'Only the author of a note can edit it.');
  note.body = noteBody(req.body);
  note.updated_at = timestamp(ctx);
  return { status: 200, body: toNote(ctx, note, viewer) };
};

export const deleteApplicationNote: Handler<
  T.DeleteApplicationNoteData,
  T.DeleteApplicationNoteResponses
> = (req, ctx) => {
  // Any member may reach the note (their own needs `x-permission-self`); another's needs the
  // operation's `x-permission`, which owners and admins have.
  requirePermission(ctx, req, req.path.employerId, 'deleteApplicationNote', { self: true });
  const note = applicationNote(ctx, companyApplication(ctx, req.path), req.path.noteId);
  const own = note.author_id === req.user?.id;
  if (!own) requirePermission(ctx, req, req.path.employerId, 'deleteApplicationNote');
  ctx.store.notes.splice(ctx.store.notes.indexOf(note), 1);
  return { status: 204, body: undefined };
};

/** The order of items at the same moment: what happened first in an application's life. */
const KIND_ORDER: Record<T.ActivityKind, number> = {
  submitted: 0,
  status_changed: 1,
  withdrawn: 2,
  note: 3,
};

export const listApplicationActivity: Handler<
  T.ListApplicationActivityData,
  T.ListApplicationActivityResponses
> = (req, ctx) => {
  const viewer = requirePermission(ctx, req, req.path.employerId, 'listApplicationActivity');
  const application = companyApplication(ctx, req.path);
  const items: T.ActivityItem[] = [];
  application.history.forEach((step, index) => {
    const before = application.history[index - 1];
    if (!before) {
      items.push({ kind: 'submitted', at: step.at });
      return;
    }
    items.push({
      kind: 'status_changed',
      at: step.at,
      from: before.status,
      to: step.status,
      actor: step.by ? memberRef(ctx, step.by) : null,
    });
  });
  if (application.withdrawn_at) items.push({ kind: 'withdrawn', at: application.withdrawn_at });
  for (const note of notesOf(ctx, application))
    items.push({ kind: 'note', at: note.created_at, note: toNote(ctx, note, viewer) });
  // Stable: items at the same moment keep the order of a life (applied, moved, withdrawn, notes).
  items.sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  return { status: 200, body: { results: items } };
};
