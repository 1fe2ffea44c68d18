/**
 * The words for a job's enums (employment type, workplace, seniority, screening question kind), the
 * same on the public job pages, the company page and the employer's job pages and form. One place,
 * so a label changes everywhere.
 */
import type {
  EmploymentType,
  ScreeningQuestionKind,
  Seniority,
  WorkplaceType,
} from '@generated/types.gen';

export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const workplaceTypeLabels: Record<WorkplaceType, string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const seniorityLabels: Record<Seniority, string> = {
  internship: 'Internship',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  director: 'Director',
  executive: 'Executive',
};

/**
 * How each kind of screening question is named: in the job form (job-editor) and in the job's
 * summary of its questions (employer-jobs).
 */
export const screeningKindLabels: Record<ScreeningQuestionKind, string> = {
  yes_no: 'Yes / No',
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  number: 'Number',
};

/** "Berlin, Germany · Munich, Germany". */
export function formatLocations(locations: readonly { name: string }[]): string {
  return locations.map((l) => l.name).join(' · ');
}

/** A labels record as a select's options (`OptionSelect`), in the record's order. */
export const labelOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
