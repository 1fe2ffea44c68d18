import * as z from 'zod/mini';
import type {
  JobAlertCreate,
  JobAlertFrequency,
  JobAlertSearch,
  JobAlertUpdate,
} from '@generated/types.gen';
import { zCreateJobAlertBody, zUpdateJobAlertBody } from '@generated/zod.gen';
import { fieldNames } from '@/lib/validation';

/** The create dialog's values: the search rides along unseen (it is the page's). */
export interface AlertValues {
  name: string;
  frequency: JobAlertFrequency;
  search: JobAlertSearch;
}

/** The generated createJobAlert body as it is, checked on what is sent (the name trimmed). */
export const createAlertSchema = z.pipe(
  z.transform((values: AlertValues): JobAlertCreate => ({
    name: values.name.trim(),
    frequency: values.frequency,
    search: values.search,
  })),
  zCreateJobAlertBody,
);
// The search comes from the page's URL, already checked (search.ts): these names only keep the
// one voice should the contract ever refuse a part of it.
export const createAlertNames = fieldNames({
  name: 'an alert name',
  frequency: { choose: 'how often' },
  search: 'the search',
  'search.search': 'the keywords',
  'search.location': 'the location',
  'search.employment_type': { choose: 'employment types' },
  'search.employment_type.*': { choose: 'an employment type' },
  'search.workplace_type': { choose: 'workplace types' },
  'search.workplace_type.*': { choose: 'a workplace type' },
  'search.seniority': { choose: 'a seniority' },
  'search.salary_min': 'the minimum salary',
  'search.employer': 'the company',
});

/** Renaming: the generated updateJobAlert body with the name only. */
export const renameAlertSchema = z.pipe(
  z.transform((values: { name: string }): JobAlertUpdate => ({ name: values.name.trim() })),
  zUpdateJobAlertBody,
);
export const renameAlertNames = fieldNames({
  name: 'an alert name',
  frequency: { choose: 'how often' },
  paused: { choose: 'on or off' },
});
