import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createApplicationNoteMutation,
  deleteApplicationNoteMutation,
  listApplicationActivityOptions,
  updateApplicationNoteMutation,
} from '@generated/@tanstack/react-query.gen';
import type { ActivityItem, ApplicationNote } from '@generated/types.gen';
import { failureStatus } from '@/lib/error-message';

/**
 * The notes feature's queries and mutations (decision 009). The application view reads one
 * query, the merged activity timeline (notes included, each with the reader's rights), and every
 * note mutation writes its answer into that timeline: nothing is asked twice.
 */

/** Which application: the path of every operation of the feature. */
export interface ApplicationPath {
  employerId: string;
  jobId: string;
  applicationId: string;
}

/** The application's timeline, oldest first (submission, status changes, withdrawal, notes). */
export const applicationActivityOptions = (path: ApplicationPath) =>
  listApplicationActivityOptions({ path });

/** Changes the timeline on screen in place. */
function useTimelineUpdate(path: ApplicationPath) {
  const queryClient = useQueryClient();
  const { queryKey } = applicationActivityOptions(path);
  return {
    update: (change: (items: ActivityItem[]) => ActivityItem[]) =>
      queryClient.setQueryData(queryKey, (data) => data && { results: change(data.results) }),
    /** Asks again (after a refusal: someone else changed or deleted the note meanwhile). */
    refresh: () => void queryClient.invalidateQueries({ queryKey }),
  };
}

const withNote = (items: ActivityItem[], note: ApplicationNote) =>
  items.map((item) => (item.note?.id === note.id ? { ...item, note } : item));

/** Writes a note; the answer joins the end of the timeline (it is the newest event). */
export function useAddNote(path: ApplicationPath) {
  const timeline = useTimelineUpdate(path);
  return useMutation({
    ...createApplicationNoteMutation(),
    onSuccess: (note) =>
      timeline.update((items) => [...items, { kind: 'note', at: note.created_at, note }]),
  });
}

/** Rewords one's own note; the answer replaces it where it stands. */
export function useEditNote(path: ApplicationPath) {
  const timeline = useTimelineUpdate(path);
  return useMutation({
    ...updateApplicationNoteMutation(),
    onSuccess: (note) => timeline.update((items) => withNote(items, note)),
    onError: timeline.refresh,
  });
}

/** Deletes a note; it leaves the timeline (also when it was already gone: 404). */
export function useDeleteNote(path: ApplicationPath) {
  const timeline = useTimelineUpdate(path);
  const remove = (noteId: string) =>
    timeline.update((items) => items.filter((item) => item.note?.id !== noteId));
  return useMutation({
    ...deleteApplicationNoteMutation(),
    onSuccess: (_answer, { path: { noteId } }) => remove(noteId),
    onError: (error, { path: { noteId } }) => {
      if (failureStatus(error) === 404) remove(noteId);
      else timeline.refresh();
    },
  });
}
