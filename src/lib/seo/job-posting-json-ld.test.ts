import { describe, expect, it } from 'vitest';
import type { Job, Location } from '@generated/types.gen';
import { aBareJob, aLocation } from '@/test/factories';
import { jobPostingJsonLd, serializeJsonLd } from './job-posting-json-ld';

const publicJob = aBareJob();
const berlin = aLocation('berlin');

const germany: Location = {
  ...berlin,
  id: 'c7055597-df85-470b-ab4d-34e33c01f2c7',
  slug: 'germany',
  name: 'Germany',
  city: null,
  region: null,
};

const job: Job = {
  ...publicJob,
  salary: { min: 75000, max: 95000, currency: 'EUR', period: 'year' },
  valid_through: '2025-12-31T23:59:59Z',
  skills: ['React', 'TypeScript'],
};

const options = { url: 'https://jobs.example/job/x', descriptionHtml: '<p>Hi</p>' };

/** The markup of a job that has it (fails the test when the builder writes none). */
const build = (j: Job, employer?: Parameters<typeof jobPostingJsonLd>[1]['employer']) => {
  const ld = jobPostingJsonLd(j, { ...options, employer });
  if (!ld) throw new Error('expected JobPosting markup, got none');
  return ld;
};

describe('jobPostingJsonLd', () => {
  it('describes an on-site/hybrid job with place, salary and organisation', () => {
    expect(
      build(job, {
        name: 'Northwind Analytics',
        website: 'https://northwind.example',
        logo_url: 'https://cdn.example/n.png',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Frontend Engineer (React)',
      description: '<p>Hi</p>',
      datePosted: '2025-11-18T09:00:00Z',
      validThrough: '2025-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Northwind Analytics',
        sameAs: 'https://northwind.example',
        logo: 'https://cdn.example/n.png',
      },
      identifier: { '@type': 'PropertyValue', name: 'Northwind Analytics', value: job.id },
      url: 'https://jobs.example/job/x',
      directApply: true,
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Berlin',
          addressRegion: 'Berlin',
          addressCountry: 'DE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 75000, maxValue: 95000, unitText: 'YEAR' },
      },
      skills: 'React, TypeScript',
    });
  });

  it('marks remote jobs as TELECOMMUTE with where the employer can hire', () => {
    const ld = build({ ...job, workplace_type: 'remote', locations: [germany] });
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Germany' }]);
  });

  it('lists every place of a multi-location job and leaves out unknown parts', () => {
    const ld = build({ ...job, workplace_type: 'on_site', locations: [berlin, germany] });
    expect(ld.jobLocation).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Berlin' }) }),
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE' } },
    ]);
  });

  it('maps every employment type and salary period to schema.org values', () => {
    const types = {
      full_time: 'FULL_TIME',
      part_time: 'PART_TIME',
      contract: 'CONTRACTOR',
      temporary: 'TEMPORARY',
      internship: 'INTERN',
      freelance: 'CONTRACTOR',
    } as const;
    for (const [type, schema] of Object.entries(types)) {
      expect(
        build({ ...job, employment_type: type as Job['employment_type'] }).employmentType,
      ).toBe(schema);
    }
    const periods = {
      hour: 'HOUR',
      day: 'DAY',
      week: 'WEEK',
      month: 'MONTH',
      year: 'YEAR',
    } as const;
    for (const [period, unit] of Object.entries(periods)) {
      const ld = build({
        ...job,
        salary: { min: 20, max: 30, currency: 'USD', period: period as 'hour' },
      });
      expect((ld.baseSalary as { value: { unitText: string } }).value.unitText).toBe(unit);
    }
  });

  it('uses a single value for a fixed salary and leaves out what the job does not give', () => {
    const fixed = build({
      ...job,
      salary: { min: 3000, max: 3000, currency: 'EUR', period: 'month' },
    });
    expect((fixed.baseSalary as { value: unknown }).value).toEqual({
      '@type': 'QuantitativeValue',
      value: 3000,
      unitText: 'MONTH',
    });
    const bare = build({ ...job, salary: null, valid_through: null, skills: [] });
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).not.toHaveProperty('validThrough');
    expect(bare).not.toHaveProperty('skills');
    expect(bare.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Northwind Analytics',
    });
  });
});

describe('jobPostingJsonLd: what Google accepts', () => {
  /**
   * Google's JobPosting properties (Search Central, "Job posting structured data"): required ones
   * every markup has, recommended ones this job has.
   */
  const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const;
  const RECOMMENDED = ['validThrough', 'employmentType', 'identifier', 'baseSalary', 'directApply'];

  it('has every required property and the recommended ones the job gives', () => {
    const ld = build(job);
    for (const name of [...REQUIRED, ...RECOMMENDED]) expect(ld).toHaveProperty(name);
    expect(ld).toHaveProperty('jobLocation');
    expect((ld.hiringOrganization as { name?: string }).name).toBe('Northwind Analytics');
  });

  it('writes no markup at all when a required property is missing, rather than invalid markup', () => {
    expect(jobPostingJsonLd({ ...job, published_at: null }, options)).toBeNull();
    expect(jobPostingJsonLd(job, { ...options, descriptionHtml: '  ' })).toBeNull();
    expect(jobPostingJsonLd({ ...job, title: '' }, options)).toBeNull();
    expect(jobPostingJsonLd({ ...job, locations: [] }, options)).toBeNull();
  });

  it('writes none for a closed job (Google asks for expired postings to leave structured data)', () => {
    expect(jobPostingJsonLd({ ...job, accepting_applications: false }, options)).toBeNull();
    expect(
      serializeJsonLd(jobPostingJsonLd({ ...job, accepting_applications: false }, options)),
    ).toBe('');
  });

  it('takes directApply from whether the job accepts applications on this site', () => {
    expect(build({ ...job, accepting_applications: true }).directApply).toBe(true);
  });

  it('states a remote job’s applicant locations as Country or State only, never a City', () => {
    const munich = aLocation('munich');
    const ld = build({
      ...job,
      workplace_type: 'remote',
      locations: [berlin, munich, germany, { ...munich, id: 'x', region: null, slug: 'm2' }],
    });
    const areas = ld.applicantLocationRequirements as { '@type': string; name: string }[];
    expect(areas.map((a) => a['@type'])).not.toContain('City');
    expect(areas).toEqual([
      { '@type': 'State', name: berlin.region },
      { '@type': 'State', name: munich.region },
      { '@type': 'Country', name: 'Germany' },
      { '@type': 'Country', name: 'DE' },
    ]);
  });

  it('maps freelance to CONTRACTOR', () => {
    expect(build({ ...job, employment_type: 'freelance' }).employmentType).toBe('CONTRACTOR');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by </script> in a string and still parses to the same data', () => {
    const data = {
      title: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      sep: 'a\u2028b',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('round-trips a whole JobPosting', () => {
    const ld = build({ ...job, title: 'C++ & <Rust> engineer' });
    expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld);
  });
});

describe('jobPostingJsonLd: hiringOrganization is required (Google; the contract: EmployerSummary.name)', () => {
  it('writes no markup for a job whose employer has no name, or only spaces', () => {
    expect(
      jobPostingJsonLd({ ...job, employer: { ...job.employer, name: '' } }, options),
    ).toBeNull();
    expect(
      jobPostingJsonLd({ ...job, employer: { ...job.employer, name: '   ' } }, options),
    ).toBeNull();
  });

  it('writes none for a remote job with no place to hire from, and for a title of spaces', () => {
    expect(
      jobPostingJsonLd({ ...job, workplace_type: 'remote', locations: [] }, options),
    ).toBeNull();
    expect(jobPostingJsonLd({ ...job, title: '  ' }, options)).toBeNull();
  });
});

describe('jobPostingJsonLd and serializeJsonLd: the remaining cases', () => {
  it("takes the job card's logo when the employer's page is not loaded, and the page's when it is", () => {
    const withLogo = {
      ...job,
      employer: { ...job.employer, logo_url: 'https://cdn.example/j.png' },
    };
    expect(build(withLogo).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Northwind Analytics',
      logo: 'https://cdn.example/j.png',
    });
    expect(
      build(withLogo, { name: 'Northwind', website: null, logo_url: 'https://cdn.example/e.png' })
        .hiringOrganization,
    ).toEqual({ '@type': 'Organization', name: 'Northwind', logo: 'https://cdn.example/e.png' });
  });

  it('writes nothing for no markup, and escapes both line separators', () => {
    expect(serializeJsonLd(null)).toBe('');
    expect(serializeJsonLd(undefined)).toBe('');
    const json = serializeJsonLd({ a: 'x\u2028y\u2029z' });
    expect(json).toBe('{"a":"x\\u2028y\\u2029z"}');
  });
});

describe('jobPostingJsonLd: left out, and said once', () => {
  it('leaves out what is unknown (null, absent or empty), not merely sets it empty', () => {
    const ld = build(
      { ...job, locations: [{ ...berlin, city: '', region: null }] },
      { name: 'Northwind Analytics', website: null, logo_url: null },
    );
    expect(Object.keys(ld.hiringOrganization as object)).toEqual(['@type', 'name']);
    expect(Object.keys((ld.jobLocation as { address: object }).address)).toEqual([
      '@type',
      'addressCountry',
    ]);
    expect(Object.keys(build(job).hiringOrganization as object)).toEqual(['@type', 'name']);
  });

  it('a region-level location is a State; two cities of one region are that State once', () => {
    const bavaria: Location = { ...aLocation('munich'), id: 'r', slug: 'bavaria', city: null };
    const nuremberg: Location = { ...aLocation('munich'), id: 'n', slug: 'nuremberg' };
    const ld = build({
      ...job,
      workplace_type: 'remote',
      locations: [bavaria, aLocation('munich'), nuremberg, germany, germany],
    });
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'State', name: bavaria.region },
      { '@type': 'Country', name: 'Germany' },
    ]);
  });
});
