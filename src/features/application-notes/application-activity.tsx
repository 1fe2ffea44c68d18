import { useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import ChevronDown from 'lucide-react/icons/chevron-down';
import MessageSquare from 'lucide-react/icons/message-square';
import Pencil from 'lucide-react/icons/pencil';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import Undo2 from 'lucide-react/icons/undo-2';
import type { ActivityItem, ApplicationNote, ApplicationStatus } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { confirm } from '@/lib/dialogs';
import { failureMessage, failureStatus } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format/date-time';
import { problemCode } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  applicationActivityOptions,
  useAddNote,
  useDeleteNote,
  useEditNote,
  type ApplicationPath,
} from './api';
import { useKeptNoteDraft } from './note-drafts';
import { NoteForm } from './note-form';

export interface ApplicationActivityProps {
  employerId: string;
  jobId: string;
  application: { id: string; applicant_name: string };
  /** The words of each status (the employer jobs feature's labels, given by the route). */
  statusLabels: Readonly<Record<ApplicationStatus, string>>;
}

/**
 * An application's activity and notes, on the employer's application view: closed at first (a
 * page lists twenty applications; each asks for its timeline only when opened), then one ordered
 * timeline (applied, status changes with who and when, withdrawal, notes) and a composer. The
 * notes are the team's own: the candidate never sees them (the contract says so).
 */
export function ApplicationActivity({
  employerId,
  jobId,
  application,
  statusLabels,
}: ApplicationActivityProps) {
  const panelId = useId();
  // A note left unsent on this application (before another tab, page or view took the card off
  // the screen) opens the activity again, with the draft in its composer.
  const kept = useKeptNoteDraft(application.id);
  const [open, setOpen] = useState(() => !!kept?.read());
  // Once opened it stays mounted while closed, so a draft being written survives a close.
  const [opened, setOpened] = useState(open);
  const path = { employerId, jobId, applicationId: application.id };
  return (
    <div className="flex flex-col gap-2 border-t pt-3">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        className="self-start"
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
        Activity and notes
      </Button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={`Activity and notes on ${application.applicant_name}'s application`}
        className="flex flex-col gap-3"
      >
        {opened && (
          <ActivityPanel
            path={path}
            applicantName={application.applicant_name}
            statusLabels={statusLabels}
          />
        )}
      </section>
    </div>
  );
}

function ActivityPanel({
  path,
  applicantName,
  statusLabels,
}: {
  path: ApplicationPath;
  applicantName: string;
  statusLabels: ApplicationActivityProps['statusLabels'];
}) {
  const activity = useQuery(applicationActivityOptions(path));
  const add = useAddNote(path);

  const onAdd = async ({ body }: { body: string }) => {
    try {
      // Awaited: the button stays disabled until the server answers (decision 009).
      await add.mutateAsync({ path, body: { body } });
      return null;
    } catch (error) {
      return noteRefusal(error, 'add');
    }
  };

  let timeline: ReactNode;
  if (activity.isPending) {
    timeline = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the activity…</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  } else if (activity.isError) {
    timeline = (
      <QueryErrorAlert
        title="We couldn't load the activity."
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  } else {
    const items = activity.data.results;
    timeline = (
      <>
        <ol aria-label="Activity, oldest first" className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={item.note?.id ?? `${item.kind}-${index}`}>
              <TimelineItem
                item={item}
                path={path}
                applicantName={applicantName}
                statusLabels={statusLabels}
              />
            </li>
          ))}
        </ol>
        {!items.some((item) => item.kind === 'note') && (
          <p className="text-sm text-muted-foreground">
            No notes yet. Notes are visible to your team only.
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <h4 className="text-sm font-semibold">Activity</h4>
      {timeline}
      <NoteForm
        label="Add a note for your team"
        submitLabel="Add note"
        pendingLabel="Adding the note"
        onSave={onAdd}
        draftOf={path.applicationId}
      />
    </>
  );
}

/** The icon and the words of each kind of event (the words are what a screen reader hears first). */
const KINDS: Record<ActivityItem['kind'], { icon: LucideIcon; label: string }> = {
  submitted: { icon: Send, label: 'Applied' },
  status_changed: { icon: ArrowRightLeft, label: 'Status changed' },
  withdrawn: { icon: Undo2, label: 'Withdrawn' },
  note: { icon: MessageSquare, label: 'Note' },
};

function TimelineItem({
  item,
  path,
  applicantName,
  statusLabels,
}: {
  item: ActivityItem;
  path: ApplicationPath;
  applicantName: string;
  statusLabels: ApplicationActivityProps['statusLabels'];
}) {
  const { icon: Icon, label } = KINDS[item.kind];
  let detail: ReactNode = null;
  if (item.kind === 'withdrawn') detail = `by ${applicantName}`;
  if (item.kind === 'status_changed' && item.from && item.to) {
    detail = (
      <>
        {statusLabels[item.from]} → {statusLabels[item.to]}
        {item.actor && <> by {item.actor.name}</>}
      </>
    );
  }
  if (item.kind === 'note' && item.note) detail = <>by {item.note.author.name}</>;
  return (
    <div className="flex gap-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap gap-x-1.5">
          <span className="font-medium">{label}</span>
          {detail && (
            <>
              {' '}
              <span className="text-muted-foreground">{detail}</span>
            </>
          )}{' '}
          <span className="text-muted-foreground">
            · <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          </span>
        </p>
        {item.kind === 'note' && item.note && (
          <NoteBody note={item.note} path={path} applicantName={applicantName} />
        )}
      </div>
    </div>
  );
}

function NoteBody({
  note,
  path,
  applicantName,
}: {
  note: ApplicationNote;
  path: ApplicationPath;
  applicantName: string;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const edit = useEditNote(path);
  const remove = useDeleteNote(path);
  const notePath = { ...path, noteId: note.id };

  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened the editor (the editor's field had focus).
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const onSave = async ({ body }: { body: string }) => {
    try {
      await edit.mutateAsync({ path: notePath, body: { body } });
      closeEditor();
      return null;
    } catch (error) {
      return noteRefusal(error, 'edit');
    }
  };
  const onDelete = async () => {
    const whose = note.can_edit ? 'Your note' : `${note.author.name}'s note`;
    const yes = await confirm({
      title: 'Delete this note?',
      description: `${whose} on ${applicantName}'s application is deleted for everyone in your team. This can't be undone.`,
      confirmLabel: 'Delete note',
      destructive: true,
      // A refusal is said in the dialog that asked (decision 012 rule 4).
      action: () => remove.mutateAsync({ path: notePath }),
      refusal: (error) => ({
        title: 'The note was not deleted',
        text: noteRefusal(error, 'delete'),
      }),
    });
    if (yes) void notify('Note deleted', { severity: 'success' });
  };

  if (editing) {
    return (
      <NoteForm
        label="Your note"
        submitLabel="Save"
        pendingLabel="Saving the note"
        initialBody={note.body}
        onSave={onSave}
        onCancel={closeEditor}
      />
    );
  }
  const edited = note.updated_at !== note.created_at;
  return (
    <>
      <p className="rounded-md border bg-muted/30 px-3 py-2 break-words whitespace-pre-line">
        {note.body}
      </p>
      {(edited || note.can_edit || note.can_delete) && (
        <div className="flex flex-wrap items-center gap-2">
          {edited && (
            <span className="text-xs text-muted-foreground">
              Edited <time dateTime={note.updated_at}>{formatDateTime(note.updated_at)}</time>
            </span>
          )}
          {note.can_edit && (
            <Button
              ref={editButton}
              type="button"
              variant="ghost"
              size="sm"
              aria-label="Edit your note"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" /> Edit
            </Button>
          )}
          {note.can_delete && (
            <Button
              type="button"
              variant="ghost-destructive"
              size="sm"
              disabled={remove.isPending}
              aria-label={note.can_edit ? 'Delete your note' : `Delete ${note.author.name}'s note`}
              onClick={() => void onDelete()}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** Why the server refused a note, in words (never the raw server text). */
function noteRefusal(error: unknown, action: 'add' | 'edit' | 'delete'): string {
  if (problemCode(error, 409) === 'notes_limit')
    return 'This application already has 200 notes. Delete one before adding another.';
  if (problemCode(error, 403) === 'not_note_author')
    return 'Only the author of a note can edit it.';
  if (failureStatus(error) === 403) {
    return action === 'delete'
      ? "Only the note's author, owners and admins can delete a note."
      : "Your account can't write notes in this company any more.";
  }
  if (failureStatus(error) === 404)
    return 'This note or application no longer exists. Someone may have deleted it meanwhile.';
  const verb = { add: 'add the note', edit: 'save your changes', delete: 'delete the note' }[
    action
  ];
  return `We couldn't ${verb}. ${failureMessage(error)}`;
}
