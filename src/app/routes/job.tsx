import { useParams } from 'react-router';
import { ApplyAction, applyDialogChunk } from '@/features/applications/apply-action';
import { JobDetailPage } from '@/features/jobs/job-detail-page';
import { SelfIdentificationAfterApply } from '@/features/self-identification/self-identification-step';
import { phoneInputChunk } from '@/components/phone-input/phone-input-chunk';
import { useRecordJobView } from '@/features/job-insights/use-record-job-view';
import { useIdlePreload } from '@/hooks/use-idle-preload';
import { applicantOf, type Applicant } from '@/lib/intent-continuation';
import type { RouteChunk } from '@/lib/route-preload';
import { useSession } from '@/lib/session/session-store';

// The same modules the app's root loads when these dialogs first open (src/app/root.tsx): one
// chunk each, so what is fetched here is what the dialog then finds loaded. A failed preload stays
// quiet; the dialog's own load reloads the page if it fails too (withChunkReload).
const signInDialogChunk: RouteChunk = {
  key: 'sign-in-dialog',
  load: () => import('@/features/auth/sign-in-dialog'),
};
const dialogHostChunk: RouteChunk = {
  key: 'dialog-host',
  load: () => import('@/components/dialog-host'),
};

/**
 * What the job page's clicks open, by who is looking: a candidate's Apply opens the form (its
 * phone field's number rules load apart, phone-input/lazy-phone-input.tsx); a
 * visitor's Apply or Save opens the sign-in dialog; another account's Apply asks, in the dialog
 * host, to sign in as a candidate. (A candidate's Save loads its code when it renders.)
 */
const CLICK_CODE: Record<Applicant, readonly RouteChunk[]> = {
  candidate: [applyDialogChunk, phoneInputChunk],
  'signed-out': [signInDialogChunk],
  'not-candidate': [dialogHostChunk],
  unknown: [],
};

/** Fetches the code of the page's clicks in idle time once the job is shown (decision 013). */
function ClickCode() {
  useIdlePreload(CLICK_CODE[useSession(applicantOf)]);
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  useRecordJobView(slug);
  return (
    <JobDetailPage
      key={slug}
      slug={slug}
      renderApply={(job) => (
        <>
          <ApplyAction
            key={job.id}
            job={job}
            renderAfterApply={(receipt) => (
              <SelfIdentificationAfterApply applicationId={receipt.application_id} />
            )}
          />
          <ClickCode />
        </>
      )}
    />
  );
}
