import { useParams, useSearchParams } from 'react-router';
import { ApplicationActivity } from '@/features/application-notes/application-activity';
import { NoteDraftsGuard } from '@/features/application-notes/note-drafts';
import { ApplicationRetention } from '@/features/data-retention/application-retention';
import { JobDetailsPage } from '@/features/employer-jobs/job-details-page';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';
import { readApplicationsFilter } from '@/features/job-applications/api';
import { ApplicationsPanel } from '@/features/job-applications/applications-panel';
import { JobApplications } from '@/features/job-applications/job-applications';
import { JobPipeline } from '@/features/job-applications/job-pipeline';
import { JobInsights } from '@/features/job-insights/job-insights';
import { SelfIdentificationReport } from '@/features/self-identification/self-identification-report';
import { useEmployerContext } from '@/hooks/use-employer-context';
import { applicationStatusLabels } from '@/lib/application-status';

/**
 * The job details page, composed here from six features: the job and its tabs (employer-jobs),
 * its activity (job-insights) and, for owners, its aggregate self-identification report
 * (self-identification), its applications as a pipeline or a list (job-applications), and on each
 * application of the list its retention hold (data-retention), its timeline and the team's notes
 * (application-notes). The
 * applications' filter in the URL is the CSV export's too.
 */
export function Component() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { employerId, permissions } = useEmployerContext();
  const filter = readApplicationsFilter(searchParams);
  return (
    <NoteDraftsGuard scope={id}>
      <JobPageTitle jobId={id} page="Job details" />
      <JobDetailsPage
        key={id}
        jobId={id}
        renderInsights={(job) => (
          <div className="flex flex-col gap-8">
            <JobInsights employerId={job.employer.id} job={job} exportFilter={filter} />
            {permissions.readSelfIdentificationReport && (
              <SelfIdentificationReport employerId={job.employer.id} jobId={job.id} />
            )}
          </div>
        )}
        renderApplications={(job) => {
          const applications = {
            employerId,
            jobId: job.id,
            jobTitle: job.title,
            canChangeStatus: permissions.manageJobs,
            questions: job.questions,
          };
          return (
            <ApplicationsPanel
              pipeline={<JobPipeline {...applications} />}
              list={
                <JobApplications
                  {...applications}
                  applicationPanel={(application) => (
                    <>
                      <ApplicationRetention
                        employerId={employerId}
                        jobId={job.id}
                        application={application}
                        canHold={permissions.manageJobs}
                      />
                      <ApplicationActivity
                        employerId={employerId}
                        jobId={job.id}
                        application={application}
                        statusLabels={applicationStatusLabels}
                      />
                    </>
                  )}
                />
              }
            />
          );
        }}
      />
    </NoteDraftsGuard>
  );
}
