import { describe, expect, it } from 'vitest';
import type { Job } from '@generated/types.gen';
import { jobMetaDescription, META_DESCRIPTION_MAX } from './job-meta';

const job: Job = {
  id: '478e8225-9d61-48b1-9819-86f0bb204187',
  slug: 'senior-frontend-engineer-northwind',
  title: 'Senior Frontend Engineer (React)',
  employer: {
    id: 'bb2526e3-559a-4926-9b98-32e0df1d2b3e',
    slug: 'northwind-analytics',
    name: 'Northwind Analytics',
    logo_url: null,
  },
  locations: [
    { id: '7eb3ae74-5935-49f2-b073-9f69bc12054f', slug: 'berlin', name: 'Berlin, Germany', city: 'Berlin', region: 'Berlin', country_code: 'DE' },
  ],
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  seniority: 'senior',
  salary: { min: 75000, max: 95000, currency: 'EUR', period: 'year' },
  published_at: '2025-11-18T09:00:00Z',
  valid_through: '2025-12-31T23:59:59Z',
  skills: ['React'],
  description: '',
};

describe('jobMetaDescription', () => {
  it('names the job, the company, where, how and the pay, then the description as plain text', () => {
    expect(jobMetaDescription(job, '<p>Own <strong>design</strong> &amp; docs.</p>')).toBe(
      'Senior Frontend Engineer (React) at Northwind Analytics: Berlin, Germany · Hybrid · Full-time · €75,000 – €95,000 / year. Own design & docs.',
    );
  });

  it('leaves out what the job does not say', () => {
    expect(jobMetaDescription({ ...job, locations: [], salary: null, workplace_type: 'remote' }, '')).toBe(
      'Senior Frontend Engineer (React) at Northwind Analytics: Remote · Full-time.',
    );
  });

  it(`stays within ${META_DESCRIPTION_MAX} characters, cut at a word`, () => {
    const long = `<p>${'Build reliable data pipelines with a friendly team. '.repeat(10)}</p>`;
    const description = jobMetaDescription(job, long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description).toMatch(/ \w+…$/);
    expect(description.startsWith('Senior Frontend Engineer (React) at Northwind Analytics: ')).toBe(true);
  });
});
