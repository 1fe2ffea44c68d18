import { useParams } from 'react-router';
import { ApplicationActivity } from '@/features/application-notes/application-activity';
import { NoteDraftsGuard } from '@/features/application-notes/note-drafts';
import { applicationStatusLabels } from '@/features/employer-jobs/labels';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';
import { useEmployerContext } from '@/features/employer-jobs/use-employer-context';
import { JobInsights } from '@/features/job-insights/job-insights';

export function Component() {
  const { id = '' } = useParams();
  const { employerId } = useEmployerContext();
  return (
    <NoteDraftsGuard scope={id}>
      <JobPageTitle jobId={id} page="Job details" />
      <JobDetailsPage
        key={id}
        jobId={id}
        // Each application's activity timeline and the team's notes (application-notes).
        applicationPanel={(application) => (
          <ApplicationActivity
            employerId={employerId}
            jobId={id}
            application={application}
            statusLabels={applicationStatusLabels}
          />
        )}
        renderInsights={(job) => <JobInsights employerId={job.employer.id} job={job} />}
      />
    </NoteDraftsGuard>
  );
}
