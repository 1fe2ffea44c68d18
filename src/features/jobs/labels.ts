import type { JobListItem } from '@generated/types.gen';

export const employmentTypeLabels: Record<JobListItem['employment_type'], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const workplaceTypeLabels: Record<JobListItem['workplace_type'], string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const seniorityLabels: Record<JobListItem['seniority'], string> = {
  internship: 'Internship',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  director: 'Director',
  executive: 'Executive',
};

export const postedWithinLabels: Record<1 | 7 | 30, string> = {
  1: 'Past 24 hours',
  7: 'Past week',
  30: 'Past month',
};

export const orderingLabels: Record<'-published_at' | 'published_at' | '-salary_max', string> = {
  '-published_at': 'Newest first',
  published_at: 'Oldest first',
  '-salary_max': 'Highest salary',
};

/** "Berlin, Germany · Munich, Germany". */
export function formatLocations(locations: readonly { name: string }[]): string {
  return locations.map((l) => l.name).join(' · ');
}

