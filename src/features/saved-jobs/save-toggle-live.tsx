import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveJobControlProps } from '@/components/save-job-slot';
import { applicantOf, tellCandidatesOnly } from '@/lib/intent-continuation';
import { useSession } from '@/lib/session/session-store';
import { savedJobIdsOptions, useSaveJob } from './api';
import { SaveButton } from './save-button';

/** What an account that is not a candidate's is told when it clicks Save (docs/decisions/012 rule 1). */
export const SAVING_NEEDS_CANDIDATE = {
  title: 'Saving jobs needs a candidate account',
  description: (email: string) =>
    `You're signed in as ${email}, which is not a candidate account. To save jobs, sign out and sign in or sign up as a candidate.`,
  confirmLabel: 'Sign out and continue as a candidate',
  cancelLabel: 'Stay signed in',
} as const;

/**
 * The signed-in Save toggle. Its state is the saved jobs' ids once they are in (one query per
 * session, edited by every toggle), and until then what the job's own answer said (`is_saved`):
 * derived, never copied into state.
 */
export function LiveSaveToggle(props: SaveJobControlProps) {
  const { job } = props;
  const queryClient = useQueryClient();
  const applicant = useSession(applicantOf);
  const candidate = applicant === 'candidate';
  const ids = useQuery({ ...savedJobIdsOptions(), enabled: candidate });
  const toggle = useSaveJob();
  const saved = ids.data ? ids.data.job_ids.includes(job.id) : job.is_saved === true;

  const onClick = () => {
    if (applicant === 'not-candidate') {
      void tellCandidatesOnly(queryClient, SAVING_NEEDS_CANDIDATE, {
        kind: 'save',
        target: job.id,
        from: window.location.pathname,
      });
      return;
    }
    if (!candidate) return; // the account is still loading
    void toggle({ jobId: job.id, saved: !saved });
  };

  return <SaveButton {...props} saved={candidate && saved} onClick={onClick} />;
}
