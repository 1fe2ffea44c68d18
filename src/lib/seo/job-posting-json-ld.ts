import type { Employer, EmploymentType, Job, Location, SalaryPeriod } from '@generated/types.gen';

/**
 * schema.org JobPosting for a job page, so search engines (Google for Jobs) can list it.
 * https://schema.org/JobPosting and Google's JobPosting structured-data guidelines.
 *
 * One builder for both places that write it (docs/deploy.md, the edge handler): the app's job page
 * (src/features/jobs/job-detail-page.tsx) and the edge handler, which puts it into the job page's
 * HTML before any JavaScript runs (edge/handler.ts). It imports nothing but types, so it runs in
 * the browser, in Node and in the Workers runtime alike.
 */
const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  // A freelancer works for the company on contract, not as its employee: Google's CONTRACTOR.
  freelance: 'CONTRACTOR',
};

const SCHEMA_UNIT_TEXT: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

type JsonLd = Record<string, unknown>;

export interface JobPostingOptions {
  /** Canonical URL of the job page. */
  url: string;
  /** The description as HTML of the contract's allow-list (the app passes it sanitised). */
  descriptionHtml: string;
  /** The public employer, when loaded (adds website and logo). */
  employer?: Pick<Employer, 'name' | 'website' | 'logo_url'> | null;
}

const compact = (value: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );

/**
 * Where a remote job's applicants may live, as Google accepts it: a Country or a State (an
 * AdministrativeArea), never a City. A city-level location stands for its region where the
 * location names one, else its country; duplicates are dropped.
 */
function applicantLocationRequirements(locations: readonly Location[]): JsonLd[] {
  const areas = locations.map((location): JsonLd => {
    if (location.city === null && location.region === null)
      return { '@type': 'Country', name: location.name };
    if (location.region) return { '@type': 'State', name: location.region };
    return { '@type': 'Country', name: location.country_code };
  });
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = JSON.stringify(area);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The job's JobPosting, or null when the page must carry none:
 * - a closed job (`accepting_applications: false`): Google asks for expired postings to leave the
 *   structured data, while the page itself stays;
 * - a required property missing (Google's required: title, description, datePosted,
 *   hiringOrganization, and jobLocation or, for a remote job, applicantLocationRequirements):
 *   no markup rather than invalid markup.
 *
 * `directApply` comes from the job's apply journey: while the job accepts applications, its page's
 * Apply opens the application on this site (a sign-in at most once, then one form with the
 * profile's résumé), which is Google's "direct apply" (no redirect to another site, no second
 * form or sign-in). So it is `accepting_applications`, which is true whenever markup is written.
 */
export function jobPostingJsonLd(
  job: Job,
  { url, descriptionHtml, employer }: JobPostingOptions,
): JsonLd | null {
  if (!job.accepting_applications) return null;
  const remote = job.workplace_type === 'remote';
  const places = job.locations.map((location) =>
    compact({
      '@type': 'Place',
      address: compact({
        '@type': 'PostalAddress',
        addressLocality: location.city,
        addressRegion: location.region,
        addressCountry: location.country_code,
      }),
    }),
  );
  const requirements = remote ? applicantLocationRequirements(job.locations) : [];
  if (
    !job.title.trim() ||
    !descriptionHtml.trim() ||
    !job.published_at ||
    !job.employer.name.trim() ||
    (remote ? requirements.length === 0 : places.length === 0)
  )
    return null;
  const salary = job.salary
    ? {
        '@type': 'MonetaryAmount',
        currency: job.salary.currency,
        value: compact({
          '@type': 'QuantitativeValue',
          ...(job.salary.min === job.salary.max
            ? { value: job.salary.min }
            : { minValue: job.salary.min, maxValue: job.salary.max }),
          unitText: SCHEMA_UNIT_TEXT[job.salary.period],
        }),
      }
    : null;

  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.published_at,
    validThrough: job.valid_through,
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employment_type],
    hiringOrganization: compact({
      '@type': 'Organization',
      name: employer?.name ?? job.employer.name,
      sameAs: employer?.website,
      logo: employer?.logo_url ?? job.employer.logo_url,
    }),
    identifier: { '@type': 'PropertyValue', name: job.employer.name, value: job.id },
    url,
    directApply: job.accepting_applications,
    // Remote jobs: where the employer can hire, as applicant location requirements.
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: requirements,
        }
      : { jobLocation: places.length === 1 ? places[0] : places }),
    baseSalary: salary,
    skills: job.skills.length ? job.skills.join(', ') : null,
  });
}

/**
 * JSON for a <script type="application/ld+json"> block ('' for no markup: the JsonLd component
 * then writes none). `<`, `>` and `&` are escaped (valid JSON string escapes) so a "</script>" or
 * "<!--" inside any string cannot end or change the block; U+2028/2029 too, for old JavaScript
 * parsers.
 */
export function serializeJsonLd(data: unknown): string {
  if (data === null || data === undefined) return '';
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
