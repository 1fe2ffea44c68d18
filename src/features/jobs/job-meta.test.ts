import { describe, expect, it } from 'vitest';
import type { Job } from '@generated/types.gen';
import { aBareJob } from '@/test/factories';
import { jobMetaDescription, META_DESCRIPTION_MAX } from './job-meta';

const publicJob = aBareJob();

const job: Job = {
  ...publicJob,
  salary: { min: 75000, max: 95000, currency: 'EUR', period: 'year' },
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
    expect(
      jobMetaDescription({ ...job, locations: [], salary: null, workplace_type: 'remote' }, ''),
    ).toBe('Senior Frontend Engineer (React) at Northwind Analytics: Remote · Full-time.');
  });

  it(`stays within ${META_DESCRIPTION_MAX} characters, cut at a word`, () => {
    const long = `<p>${'Build reliable data pipelines with a friendly team. '.repeat(10)}</p>`;
    const description = jobMetaDescription(job, long);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description).toMatch(/ \w+…$/);
    expect(
      description.startsWith('Senior Frontend Engineer (React) at Northwind Analytics: '),
    ).toBe(true);
  });
});
