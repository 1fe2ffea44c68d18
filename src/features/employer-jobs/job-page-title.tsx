import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { employerJobOptions, isJobId } from './api';
import { useEmployerContext } from '@/hooks/use-employer-context';

export interface JobPageTitleProps {
  /** The job the page is about; none for a new job. */
  jobId?: string;
  /** What the page does with it: 'Edit' ("Edit: Data Engineer"), 'Job details' ("Job details: Data Engineer"). */
  page: 'Edit' | 'Job details';
}

/**
 * A job page's browser-tab title names the job (docs/product.md §1, decision 012): with several
 * jobs open, each tab says which one it is. Reads the page's own query (the same key: no extra
 * request); until it answers, and for a new job, the page's generic title.
 */
export function JobPageTitle({ jobId, page }: JobPageTitleProps) {
  const { employerId } = useEmployerContext();
  const title = useQuery({
    ...employerJobOptions(employerId, jobId ?? ''),
    // An id that cannot be a job's is "No such job" without asking the API (as the page does).
    enabled: Boolean(isJobId(jobId) && employerId),
    select: (job) => job.title,
  }).data;
  const generic = page === 'Edit' ? (jobId ? 'Edit job' : 'Post a job') : 'Job details';
  return <PageTitle title={jobId && title ? `${page}: ${title}` : generic} />;
}
