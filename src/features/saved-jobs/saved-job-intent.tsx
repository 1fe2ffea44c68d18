import { useQueryClient } from '@tanstack/react-query';
import { tellCandidatesOnly, useIntentContinuation } from '@/lib/intent-continuation';
import { notify } from '@/lib/toast';
import { useSaveJob } from './api';
import { SAVING_NEEDS_CANDIDATE } from './save-toggle-live';

/**
 * Continues "save this job" once signed in (docs/decisions/012 rule 1), whichever way the sign-in
 * ended: password in the dialog, a magic link in another tab, social sign-in coming back. Mounted
 * by the app on every page while such an intent waits; the first tab with a candidate session
 * takes it, saves the job once, and says "Job saved".
 */
export function SavedJobIntent() {
  const queryClient = useQueryClient();
  const toggle = useSaveJob();
  useIntentContinuation('save', null, {
    onContinue: (jobId) => {
      void toggle({ jobId, saved: true }).then((done) => {
        if (done) void notify('Job saved', { severity: 'success' });
      });
    },
    onRefused: (jobId) =>
      void tellCandidatesOnly(queryClient, SAVING_NEEDS_CANDIDATE, {
        kind: 'save',
        target: jobId,
        from: window.location.pathname,
      }),
  });
  return null;
}
