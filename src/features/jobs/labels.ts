/** The job's enum labels live in the shared layer (the employer's job pages use the same words). */
export {
  employmentTypeLabels,
  formatLocations,
  seniorityLabels,
  workplaceTypeLabels,
} from '@/lib/format/labels';

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
