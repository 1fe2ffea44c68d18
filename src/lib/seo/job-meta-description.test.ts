import { describe, expect, it } from 'vitest';
import { aBareJob, aLocation } from '@/test/factories';
import { META_DESCRIPTION_MAX, jobMetaDescriptionFromText } from './job-meta-description';

const job = aBareJob({
  title: 'Data Engineer',
  employer: { ...aBareJob().employer, name: 'Northwind Analytics' },
  locations: [aLocation('berlin'), aLocation('munich')],
  workplace_type: 'hybrid',
  employment_type: 'part_time',
  salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year' },
});
const places = `${aLocation('berlin').name} · ${aLocation('munich').name}`;

describe('jobMetaDescriptionFromText', () => {
  it('says title, company and the facts, then the description, when it all fits', () => {
    expect(jobMetaDescriptionFromText(job, 'Pipelines.')).toBe(
      `Data Engineer at Northwind Analytics: ${places} · Hybrid · Part-time · €60,000 – €75,000 / year. Pipelines.`,
    );
  });

  it('leaves out the facts the job does not give, and trims an empty description', () => {
    expect(jobMetaDescriptionFromText({ ...job, salary: null, locations: [] }, '')).toBe(
      'Data Engineer at Northwind Analytics: Hybrid · Part-time.',
    );
  });

  it('keeps a text of exactly the limit whole', () => {
    const head = jobMetaDescriptionFromText(job, '');
    const text = 'x'.repeat(META_DESCRIPTION_MAX - head.length - 1);
    const full = jobMetaDescriptionFromText(job, text);
    expect(full).toHaveLength(META_DESCRIPTION_MAX);
    expect(full.endsWith(text)).toBe(true);
  });

  it('cuts a longer text at a word, drops the punctuation before the cut and ends with …', () => {
    const words = 'We build reliable, tested data pipelines; join us. '.repeat(6);
    const cut = jobMetaDescriptionFromText(job, words);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    const body = cut.slice(0, -1);
    expect(body).not.toMatch(/[\s,.;:·–-]$/);
    // Whole words only: what is left is a prefix of the full text that ends before a space.
    const full = jobMetaDescriptionFromText(job, '').replace(/\.$/, '') + '. ' + words.trim();
    expect(full.startsWith(body)).toBe(true);
    expect(full[body.length]).toMatch(/[\s,.;:]/);
    expect(META_DESCRIPTION_MAX - body.length).toBeLessThan(20);
  });
});

describe('jobMetaDescriptionFromText: the cut', () => {
  it('drops every separator before the cut, not only the last one', () => {
    const head = jobMetaDescriptionFromText(job, '');
    const words = 'a'.repeat(META_DESCRIPTION_MAX - head.length - 15);
    expect(words.length).toBeGreaterThan(0);
    const text = `${words} ;; ${'b'.repeat(50)}`;
    expect(jobMetaDescriptionFromText(job, text)).toBe(`${head} ${words}…`);
  });
});
