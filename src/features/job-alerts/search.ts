import type { JobAlertSearch } from '@generated/types.gen';
import { zJobAlertSearch } from '@generated/zod.gen';
import { paths } from '@/config/paths';
import { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from '@/lib/format/labels';

/**
 * A /jobs search (its URL query) as an alert's search and back. The alert keeps listPublicJobs'
 * filters under the same names (the contract's JobAlertSearch), so the URL's parameters carry
 * over one to one; what an alert does not keep (page, sort, "posted within") is left out, and
 * anything the contract's schema refuses is dropped rather than sent.
 */
const REPEATABLE = ['employment_type', 'workplace_type'] as const;
const SINGLE = ['search', 'location', 'seniority', 'employer'] as const;

export function searchFromQuery(query: string): JobAlertSearch {
  const params = new URLSearchParams(query);
  const raw: Record<string, unknown> = {};
  for (const name of SINGLE) {
    const value = params.get(name)?.trim();
    if (value) raw[name] = value;
  }
  for (const name of REPEATABLE) {
    const values = params.getAll(name);
    if (values.length) raw[name] = [...new Set(values)];
  }
  const salary = params.get('salary_min');
  if (salary && /^\d+$/.test(salary)) raw.salary_min = Number(salary);
  // Field by field, so one bad value loses only itself.
  const search: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const parsed = zJobAlertSearch.safeParse({ [name]: value });
    if (parsed.success) Object.assign(search, parsed.data);
  }
  return search as JobAlertSearch;
}

/** The /jobs link of an alert's search ("Open search"). */
export function searchHref(search: JobAlertSearch): string {
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.location) params.set('location', search.location);
  for (const name of REPEATABLE) for (const v of search[name] ?? []) params.append(name, v);
  if (search.seniority) params.set('seniority', search.seniority);
  if (search.salary_min !== undefined) params.set('salary_min', String(search.salary_min));
  if (search.employer) params.set('employer', search.employer);
  return paths.jobs(params.toString());
}

/** A slug in words: `new-york` → "New York". */
const fromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The name the dialog suggests: "Designer in Berlin", "Jobs in Berlin", "Designer jobs", "New jobs". */
export function suggestedName(search: JobAlertSearch): string {
  const keywords = search.search?.trim();
  const place = search.location ? fromSlug(search.location) : '';
  const name =
    keywords && place
      ? `${keywords} in ${place}`
      : keywords
        ? `${keywords} jobs`
        : place
          ? `Jobs in ${place}`
          : 'New jobs';
  return (name.charAt(0).toUpperCase() + name.slice(1)).slice(0, 80);
}

/** What a search filters, in words, one item each (the dialog's and the list's summary). */
export function searchSummary(search: JobAlertSearch): string[] {
  const items: string[] = [];
  if (search.search) items.push(`“${search.search}”`);
  if (search.location) items.push(`in ${fromSlug(search.location)}`);
  if (search.employment_type?.length)
    items.push(search.employment_type.map((t) => employmentTypeLabels[t]).join(' or '));
  if (search.workplace_type?.length)
    items.push(search.workplace_type.map((t) => workplaceTypeLabels[t]).join(' or '));
  if (search.seniority) items.push(seniorityLabels[search.seniority]);
  if (search.salary_min !== undefined)
    items.push(`salary from ${search.salary_min.toLocaleString('en')} a year`);
  if (search.employer) items.push(`at ${fromSlug(search.employer)}`);
  return items.length ? items : ['All new jobs'];
}
