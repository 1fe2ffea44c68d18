import * as z from 'zod/mini';
import type { EmployerJobDetail, JobInput } from '@generated/types.gen';
import { zJobInput } from '@generated/zod.gen';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { bodyRule, fieldNames } from '@/lib/validation';

/** What the job form holds: the body's own shape, as typed (untrimmed title, the editor's HTML). */
export type JobFormValues = JobInput;

/** What is sent: the contract's JobInput, title trimmed, description sanitised ('' when empty); never a status. */
export function formValuesToJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    description: richTextToPlain(values.description) ? sanitizeRichText(values.description) : '',
    employment_type: values.employment_type,
    workplace_type: values.workplace_type,
    seniority: values.seniority,
    location_ids: values.location_ids,
    salary: values.salary
      ? {
          min: values.salary.min,
          max: values.salary.max,
          currency: values.salary.currency,
          period: values.salary.period,
        }
      : null,
    valid_through: values.valid_through,
    skills: values.skills,
  };
}

/**
 * The form's rules: the generated zJobInput as it is (its limits are the contract's), checked on
 * the body the form would send, plus the one rule the contract cannot say (max ≥ min). The
 * words come from lib/validation's error map; the form only names its fields (`jobFormNames`).
 */
export const jobFormSchema = z.pipe(
  z.transform((values: JobFormValues) => formValuesToJobInput(values)),
  zJobInput.check(
    bodyRule<JobInput>(
      ['salary', 'max'],
      (job) => !job.salary || job.salary.max >= job.salary.min,
      'Enter a maximum no lower than the minimum',
    ),
  ),
);

/** How the job form names its fields in messages ("Enter a job title"). */
export const jobFormNames = fieldNames({
  title: 'a job title',
  description: 'a description',
  employment_type: { choose: 'an employment type' },
  workplace_type: { choose: 'a workplace' },
  seniority: { choose: 'a seniority' },
  location_ids: { choose: 'at least one location' },
  'location_ids.*': { choose: 'a location from the suggestions' },
  skills: { choose: 'skills' },
  'skills.*': 'a skill',
  'salary.min': 'the minimum salary',
  'salary.max': 'the maximum salary',
  'salary.currency': { choose: 'a currency' },
  'salary.period': { choose: 'a period' },
  valid_through: 'a closing date',
});

/** Where the server's field errors go (nested ones, {"salary": {"max": [...]}}, under their own input). */
export const JOB_FORM_FIELDS = [
  'title',
  'description',
  'employment_type',
  'workplace_type',
  'seniority',
  'location_ids',
  'salary',
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.period',
  'valid_through',
  'skills',
] as const;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  description: '',
  employment_type: 'full_time',
  workplace_type: 'on_site',
  seniority: 'mid',
  location_ids: [],
  salary: null,
  valid_through: null,
  skills: [],
};

/** The salary a ticked "Show a salary range" starts with: amounts still to type. */
export const NEW_SALARY = {
  min: Number.NaN,
  max: Number.NaN,
  currency: 'EUR',
  period: 'year' as const,
};

export function jobToFormValues(job: EmployerJobDetail): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    employment_type: job.employment_type,
    workplace_type: job.workplace_type,
    seniority: job.seniority,
    location_ids: job.locations.map((l) => l.id),
    salary: job.salary ? { ...job.salary } : null,
    valid_through: job.valid_through,
    skills: [...job.skills],
  };
}
