import type { Employer, EmploymentType, Job, SalaryPeriod } from '@generated/types.gen';

/**
 * schema.org JobPosting for the job page, so search engines (Google for Jobs) can list it.
 * https://schema.org/JobPosting and Google's JobPosting structured-data guidelines.
 */
const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'OTHER',
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
  /** The description already sanitised (the same HTML the page shows). */
  descriptionHtml: string;
  /** The public employer, when loaded (adds website and logo). */
  employer?: Pick<Employer, 'name' | 'website' | 'logo_url'> | null;
}

const compact = (value: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );

export function jobPostingJsonLd(
  job: Job,
  { url, descriptionHtml, employer }: JobPostingOptions,
): JsonLd {
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
    directApply: true,
    // Remote jobs: where the employer can hire, as applicant location requirements.
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.locations.map((location) =>
            location.city
              ? { '@type': 'City', name: location.name }
              : { '@type': 'Country', name: location.name },
          ),
        }
      : { jobLocation: places.length === 1 ? places[0] : places }),
    baseSalary: salary,
    skills: job.skills.length ? job.skills.join(', ') : null,
  });
}

/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` are escaped (valid JSON
 * string escapes) so a "</script>" or "<!--" inside any string cannot end or change the block;
 * U+2028/2029 too, for old JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
