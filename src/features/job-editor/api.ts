import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEmployerJobMutation,
  updateEmployerJobMutation,
} from '@generated/@tanstack/react-query.gen';
import type { EmployerJobDetail } from '@generated/types.gen';
import { employerJobOptions, invalidateEmployerJobLists } from '@/lib/api/shared-queries';

/**
 * The job editor's mutations (decision 009): creating and saving a job, one hook per operation
 * that owns its cache effects. The job itself is read by the employer's job pages (employer-jobs),
 * which hand it to the form.
 */

/** A saved job: its detail is the answer, and the lists and counts are asked again. */
function useJobSaved(employerId: string) {
  const queryClient = useQueryClient();
  return (saved: EmployerJobDetail) => {
    queryClient.setQueryData(employerJobOptions(employerId, saved.id).queryKey, saved);
    void invalidateEmployerJobLists(queryClient, employerId);
  };
}

/** Creates a job (a draft). */
export function useCreateJob(employerId: string) {
  const saved = useJobSaved(employerId);
  return useMutation({ ...createEmployerJobMutation(), onSuccess: saved });
}

/** Saves a job's fields. */
export function useUpdateJob(employerId: string) {
  const saved = useJobSaved(employerId);
  return useMutation({ ...updateEmployerJobMutation(), onSuccess: saved });
}
