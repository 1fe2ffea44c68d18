import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileText from 'lucide-react/icons/file-text';
import SearchX from 'lucide-react/icons/search-x';
import { Link, useParams } from 'react-router';
import type { CandidateApplication } from '@generated/types.gen';
import { CompanyLogo } from '@/components/company-logo';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/dialogs';
import { failureStatus } from '@/lib/error-message';
import { formatDate } from '@/lib/format/date';
import { problemCode } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { myApplicationOptions, useWithdrawApplication } from './api';
import { StageBadge, stageLabel } from './stage';

/** Why a withdrawal was refused, in words (409: the employer decided meanwhile, or it is withdrawn). */
function withdrawRefusal(error: unknown): string {
  if (problemCode(error, 409) === 'withdraw_not_allowed') {
    return 'The employer has already decided on this application, or it was withdrawn already. The page now shows where it stands.';
  }
  return 'Your application was not withdrawn. Try again in a moment.';
}

function WithdrawButton({ application }: { application: CandidateApplication }) {
  const withdraw = useWithdrawApplication();
  const run = async () => {
    const yes = await confirm({
      title: `Withdraw your application to ${application.job.title}?`,
      description: "You can't apply to this job again.",
      confirmLabel: 'Withdraw application',
      destructive: true,
      // A refusal is said in the dialog that asked (decision 012 rule 4).
      action: () => withdraw.mutateAsync({ path: { applicationId: application.id }, body: {} }),
      refusal: (error) => ({
        title: "Your application couldn't be withdrawn",
        text: withdrawRefusal(error),
      }),
    });
    if (yes) void notify('Your application was withdrawn', { severity: 'success' });
  };
  return (
    <Button variant="outline-destructive" disabled={withdraw.isPending} onClick={() => void run()}>
      {withdraw.isPending ? 'Withdrawing…' : 'Withdraw application'}
    </Button>
  );
}

function Sent({ application }: { application: CandidateApplication }) {
  return (
    <section aria-labelledby="sent-heading" className="flex flex-col gap-3">
      <h2 id="sent-heading" className="text-lg font-semibold">
        What you sent
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium">Resume</dt>
          <dd className="flex items-center gap-1.5 break-all text-muted-foreground">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            {application.resume_file_name}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Cover letter</dt>
          <dd className="break-words whitespace-pre-line text-muted-foreground">
            {application.cover_letter ?? 'No cover letter.'}
          </dd>
        </div>
        {application.answers.map((a, i) => (
          <div key={i}>
            <dt className="font-medium break-words">{a.question}</dt>
            <dd className="break-words whitespace-pre-line text-muted-foreground">{a.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ApplicationView({
  application,
  more,
}: {
  application: CandidateApplication;
  more?: React.ReactNode;
}) {
  const { job } = application;
  return (
    // Not an <article>: the withdraw button's row would be the whole page, and focus would land
    // on "View the job" once Withdraw is gone; the main heading takes it instead (decision 012).
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-4">
        <CompanyLogo name={job.employer.name} url={job.employer.logo_url} alt="" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{job.title}</h1>
          <p className="text-sm break-words text-muted-foreground">{job.employer.name}</p>
          <p className="text-sm">
            <Link to={paths.job(job.slug)} className="font-medium text-primary hover:underline">
              View the job
            </Link>
            {!job.accepting_applications && (
              <span className="text-muted-foreground"> · No longer accepting applications</span>
            )}
          </p>
        </div>
      </div>

      <section
        aria-labelledby="stage-heading"
        className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      >
        <h2 id="stage-heading" className="sr-only">
          Where it stands
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <StageBadge stage={application.stage} size="md" />
          <p className="text-sm text-muted-foreground">
            Updated{' '}
            <time dateTime={application.stage_changed_at}>
              {formatDate(application.stage_changed_at)}
            </time>
          </p>
        </div>
        {application.withdrawn_at ? (
          <p className="text-sm">
            You withdrew this application on{' '}
            <time dateTime={application.withdrawn_at}>{formatDate(application.withdrawn_at)}</time>.
            You can't apply to this job again.
          </p>
        ) : application.can_withdraw ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">
              The employer hasn't decided yet. If you're no longer interested, you can withdraw.
            </p>
            <WithdrawButton application={application} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <ol className="flex flex-col gap-2 border-l pl-4">
          {application.history.map((step, i) => (
            <li key={i} className="relative text-sm">
              <span
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-background bg-primary"
                aria-hidden="true"
              />
              <span className="font-medium">{stageLabel(step.stage)}</span>
              {' · '}
              <time dateTime={step.at} className="text-muted-foreground">
                {formatDate(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <Sent application={application} />
      {more}
    </div>
  );
}

export interface ApplicationPageProps {
  /** What the route adds under what was sent (the voluntary self-identification). */
  renderMore?: (application: CandidateApplication) => React.ReactNode;
}

/** /applied-jobs/:applicationId: one application, its history, what was sent, and Withdraw. */
export function ApplicationPage({ renderMore }: ApplicationPageProps = {}) {
  const { applicationId = '' } = useParams();
  const application = useQuery(myApplicationOptions(applicationId));

  let body: React.ReactNode;
  if (application.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading your application…</span>
        <Skeleton rounded="xl" className="h-16" />
        <Skeleton rounded="xl" className="h-24" />
        <Skeleton rounded="xl" className="h-32" />
      </div>
    );
  } else if (application.isError) {
    const status = failureStatus(application.error);
    body =
      status === 404 || status === 400 ? (
        <EmptyState
          icon={SearchX}
          title="We couldn't find this application"
          text="It may not be yours, or the link is wrong. Your applications are all in Applied jobs."
          headingLevel={2}
        />
      ) : (
        <QueryErrorAlert
          title="We couldn't load your application."
          error={application.error}
          onRetry={() => void application.refetch()}
        />
      );
  } else {
    body = <ApplicationView application={application.data} more={renderMore?.(application.data)} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        title={application.data ? `Application: ${application.data.job.title}` : 'Application'}
      />
      <Link
        to={paths.appliedJobs()}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Applied jobs
      </Link>
      {body}
    </div>
  );
}
