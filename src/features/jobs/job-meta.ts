import type { Job } from '@generated/types.gen';
// DOMPurify parses it: the one HTML parser under the site's Trusted Types (docs/deploy.md).
import { richTextToPlain } from '@/lib/rich-text';
import { jobMetaDescriptionFromText } from '@/lib/seo/job-meta-description';

export { META_DESCRIPTION_MAX } from '@/lib/seo/job-meta-description';

/**
 * The job page's meta description: "{title} at {company}: {places} · {workplace} · {type} ·
 * {salary}." and then the description as plain text, cut at a word to fit (the edge handler
 * writes the same into the page's HTML: src/lib/seo/job-meta-description.ts).
 */
export function jobMetaDescription(job: Job, descriptionHtml: string): string {
  return jobMetaDescriptionFromText(job, richTextToPlain(descriptionHtml));
}
