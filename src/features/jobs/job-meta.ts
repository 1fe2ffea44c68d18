import type { Job } from '@generated/types.gen';
import { formatSalary } from '@/lib/format/salary';
// DOMPurify parses it: the one HTML parser under the site's Trusted Types (issue #27).
import { richTextToPlain } from '@/lib/rich-text';
import { employmentTypeLabels, formatLocations, workplaceTypeLabels } from './labels';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/**
 * The job page's meta description: "{title} at {company}: {places} · {workplace} · {type} ·
 * {salary}." and then the description as plain text, cut at a word to fit.
 */
export function jobMetaDescription(job: Job, descriptionHtml: string): string {
  const facts = [
    formatLocations(job.locations),
    workplaceTypeLabels[job.workplace_type],
    employmentTypeLabels[job.employment_type],
    formatSalary(job.salary),
  ].filter(Boolean);
  const full =
    `${job.title} at ${job.employer.name}: ${facts.join(' · ')}. ${richTextToPlain(descriptionHtml)}`.trim();
  if (full.length <= META_DESCRIPTION_MAX) return full;
  const cut = full.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:·–-]+$/, '')}…`;
}
