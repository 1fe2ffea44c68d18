/**
 * The words for a job's enums (employment type, workplace, seniority), the same on the public job
 * pages, the company page and the employer's job pages. One place, so a label changes everywhere.
 */
import type { EmploymentType, Seniority, WorkplaceType } from '@generated/types.gen';

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

/** "Berlin, Germany · Munich, Germany". */
export function formatLocations(locations: readonly { name: string }[]): string {
  return locations.map((l) => l.name).join(' · ');
}

/** A labels record as a select's options (`OptionSelect`), in the record's order. */
export const labelOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
