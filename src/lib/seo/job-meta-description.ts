import type { Job } from '@generated/types.gen';
import { employmentTypeLabels, formatLocations, workplaceTypeLabels } from '../format/labels';
import { formatSalary } from '../format/salary';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A job page's meta description: "{title} at {company}: {places} · {workplace} · {type} ·
 * {salary}." and then the description's plain text, cut at a word to fit. Shared by the app
 * (src/features/jobs/job-meta.ts, which gets the text with DOMPurify) and the edge handler
 * (edge/handler.ts, which writes it into the job page's HTML).
 */
export function jobMetaDescriptionFromText(job: Job, descriptionText: string): string {
  const facts = [
    formatLocations(job.locations),
    workplaceTypeLabels[job.workplace_type],
    employmentTypeLabels[job.employment_type],
    formatSalary(job.salary),
  ].filter(Boolean);
  const full =
    `${job.title} at ${job.employer.name}: ${facts.join(' · ')}. ${descriptionText}`.trim();
  if (full.length <= META_DESCRIPTION_MAX) return full;
  const cut = full.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:·–-]+$/, '')}…`;
}
