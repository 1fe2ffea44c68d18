import type { JobStatus } from '@generated/types.gen';
import { zJobStatus } from '@generated/zod.gen';

/** The job's enum labels live in the shared layer (the public job pages use the same words). */
export { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from '@/lib/format/labels';

/** The job statuses in the contract's order (JobStatus). */
export const JOB_STATUSES: readonly JobStatus[] = zJobStatus.options;

export const jobStatusLabels: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
  archived: 'Archived',
};

/** What each status means, for people choosing one. */
export const jobStatusDescriptions: Record<JobStatus, string> = {
  draft: 'Only your team sees it.',
  published: 'Public and open for applications.',
  closed: 'No longer public; applications stay readable.',
  archived: 'Hidden from the default list.',
};
