import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zJobInput } from '@generated/zod.gen';
import { anEmployerJob } from '@/test/factories';
import {
  formValuesToJobInput,
  jobFormNames,
  jobFormSchema,
  jobToFormValues,
  type JobFormValues,
} from './job-form-schema';

const valid: JobFormValues = {
  title: '  Data Engineer  ',
  description: '<p>Build <strong>pipelines</strong>.</p><script>alert(1)</script>',
  employment_type: 'full_time',
  workplace_type: 'remote',
  seniority: 'mid',
  location_ids: ['c7055597-df85-470b-ab4d-34e33c01f2c7'],
  salary: { min: 65000, max: 80000, currency: 'EUR', period: 'year' },
  benefits: '  30 days off  ',
  valid_through: null,
  skills: ['Python', 'dbt'],
  questions: [],
};

/** The first message per field, as the form shows it (the form's field names with the app's error map). */
const issues = (values: unknown) => {
  const first: Record<string, string> = {};
  for (const issue of z.safeParse(jobFormSchema, values as JobFormValues, jobFormNames).error
    ?.issues ?? [])
    first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('job form schema', () => {
  it('accepts a complete job', () => {
    expect(z.safeParse(jobFormSchema, valid).success).toBe(true);
  });

  it('says what is missing in the app’s words', () => {
    expect(issues({ ...valid, title: ' ', description: '<p> </p>', location_ids: [] })).toEqual({
      title: 'Enter a job title',
      description: 'Enter a description',
      location_ids: 'Choose at least one location',
    });
    expect(issues({ ...valid, title: 'QA' }).title).toBe(
      'Use at least 3 characters for the job title',
    );
    expect(issues({ ...valid, title: 'x'.repeat(201) }).title).toBe(
      'Use 200 characters or fewer for the job title',
    );
  });

  it('checks the salary range', () => {
    expect(issues({ ...valid, salary: { ...valid.salary!, min: Number.NaN } })['salary.min']).toBe(
      'Enter the minimum salary',
    );
    expect(issues({ ...valid, salary: { ...valid.salary!, max: Number.NaN } })['salary.max']).toBe(
      'Enter the maximum salary',
    );
    expect(issues({ ...valid, salary: { ...valid.salary!, min: 90000 } })['salary.max']).toBe(
      'Enter a maximum no lower than the minimum',
    );
    expect(issues({ ...valid, salary: { ...valid.salary!, max: -1 } })['salary.max']).toBe(
      'Enter an amount of 0 or more',
    );
    // Said together with the other fields' messages, not only once they are right.
    expect(issues({ ...valid, title: '', salary: { ...valid.salary!, min: 90000 } })).toEqual({
      title: 'Enter a job title',
      'salary.max': 'Enter a maximum no lower than the minimum',
    });
  });
});

describe('job form mapping', () => {
  it('sends the contract’s JobInput: trimmed title, sanitised description, no status', () => {
    const body = formValuesToJobInput(valid);
    expect(body).toEqual({
      ...valid,
      title: 'Data Engineer',
      description: '<p>Build <strong>pipelines</strong>.</p>',
      benefits: '30 days off',
      questions: undefined,
    });
    // Blank benefits are none (JobInput.benefits null), so the edit form can clear them.
    expect(formValuesToJobInput({ ...valid, benefits: '   ' }).benefits).toBeNull();
    expect(z.safeParse(zJobInput, body).success).toBe(true);
    expect(body).not.toHaveProperty('status');
  });

  it('fills the form from a job: its fields, its places as ids, nothing of its status or counts', () => {
    const job = anEmployerJob({
      salary: { min: 65000, max: 80000, currency: 'EUR', period: 'year' },
      valid_through: '2026-01-15T23:59:59Z',
    });
    expect(jobToFormValues(job)).toEqual({
      title: 'Senior Frontend Engineer (React)',
      description: job.description,
      employment_type: 'full_time',
      workplace_type: 'hybrid',
      seniority: 'senior',
      location_ids: ['7eb3ae74-5935-49f2-b073-9f69bc12054f'],
      salary: { min: 65000, max: 80000, currency: 'EUR', period: 'year' },
      benefits: null,
      valid_through: '2026-01-15T23:59:59Z',
      skills: ['React', 'TypeScript', 'TanStack Query', 'Accessibility', 'Vite'],
      questions: [],
    });
  });
});
