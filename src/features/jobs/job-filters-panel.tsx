import { memo, useId } from 'react';
import { Button } from '@/components/ui/button';
import { usePublicJobs, type PublicJobsQuery } from './api';
import {
  EMPLOYMENT_TYPES,
  ORDERINGS,
  POSTED_WITHIN,
  SENIORITIES,
  WORKPLACE_TYPES,
  type JobFilters,
  type JobOrdering,
  type PostedWithin,
} from './job-filters';
import {
  employmentTypeLabels,
  orderingLabels,
  postedWithinLabels,
  seniorityLabels,
  workplaceTypeLabels,
} from './labels';
import type { EmploymentType, Seniority, WorkplaceType } from '@generated/types.gen';
import { formatCount } from '@/lib/format/intl';

/** Yearly minimums offered (a shared URL may carry another value; it is shown too). */
const SALARY_PRESETS = [20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000];

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2.5 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';
const checkboxClass =
  'size-4 shrink-0 rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const legendClass = 'mb-2 text-sm font-semibold';

export interface JobFiltersPanelProps {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  values,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-col gap-1.5">
        {values.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={(e) => onChange(toggle(selected, value, e.target.checked))}
              className={checkboxClass}
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The facet filters of /jobs, applied as soon as they change. Native controls only. Memoised:
 * it renders when the filters change, not for the rest of the page.
 */
export const JobFiltersPanel = memo(function JobFiltersPanel({
  filters,
  onChange,
}: JobFiltersPanelProps) {
  const id = useId();
  const salaryOptions =
    filters.salaryMin && !SALARY_PRESETS.includes(filters.salaryMin)
      ? [...SALARY_PRESETS, filters.salaryMin].sort((a, b) => a - b)
      : SALARY_PRESETS;
  return (
    <div className="flex flex-col gap-5">
      <CheckboxGroup
        legend="Employment type"
        name="employment_type"
        values={EMPLOYMENT_TYPES}
        labels={employmentTypeLabels}
        selected={filters.employmentTypes}
        onChange={(employmentTypes: EmploymentType[]) => onChange({ employmentTypes })}
      />
      <CheckboxGroup
        legend="Workplace"
        name="workplace_type"
        values={WORKPLACE_TYPES}
        labels={workplaceTypeLabels}
        selected={filters.workplaceTypes}
        onChange={(workplaceTypes: WorkplaceType[]) => onChange({ workplaceTypes })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-seniority`} className={legendClass}>
          Seniority
        </label>
        <select
          id={`${id}-seniority`}
          value={filters.seniority ?? ''}
          onChange={(e) => onChange({ seniority: (e.target.value || null) as Seniority | null })}
          className={selectClass}
        >
          <option value="">Any level</option>
          {SENIORITIES.map((s) => (
            <option key={s} value={s}>
              {seniorityLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-salary`} className={legendClass}>
          Minimum salary
        </label>
        <select
          id={`${id}-salary`}
          aria-describedby={`${id}-salary-hint`}
          value={filters.salaryMin ?? ''}
          onChange={(e) => onChange({ salaryMin: e.target.value ? Number(e.target.value) : null })}
          className={selectClass}
        >
          <option value="">Any salary</option>
          {salaryOptions.map((amount) => (
            <option key={amount} value={amount}>
              {formatCount(amount)}+ a year
            </option>
          ))}
        </select>
        <p id={`${id}-salary-hint`} className="text-xs text-muted-foreground">
          {filters.salaryMin && filters.includeUnstatedPay
            ? "Per year, in the job's currency. Jobs without a salary are listed too."
            : "Per year, in the job's currency. Jobs without a salary are hidden."}
        </p>
        {filters.salaryMin !== null && (
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="include_unstated_pay"
              checked={filters.includeUnstatedPay}
              onChange={(e) => onChange({ includeUnstatedPay: e.target.checked })}
              className={checkboxClass}
            />
            Include jobs without stated pay
          </label>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-posted`} className={legendClass}>
          Date posted
        </label>
        <select
          id={`${id}-posted`}
          value={filters.postedWithin ?? ''}
          onChange={(e) =>
            onChange({
              postedWithin: e.target.value ? (Number(e.target.value) as PostedWithin) : null,
            })
          }
          className={selectClass}
        >
          <option value="">Any time</option>
          {POSTED_WITHIN.map((days) => (
            <option key={days} value={days}>
              {postedWithinLabels[days]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});

/** Sort order select (shown above the results); memoised, as the filters. */
export const JobOrderingSelect = memo(function JobOrderingSelect({
  value,
  onChange,
}: {
  value: JobOrdering | null;
  onChange: (ordering: JobOrdering | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        Sort by
      </label>
      <select
        id={id}
        value={value ?? '-published_at'}
        onChange={(e) => {
          const next = e.target.value as JobOrdering;
          onChange(next === '-published_at' ? null : next);
        }}
        className={`${selectClass} w-auto`}
      >
        {ORDERINGS.map((o) => (
          <option key={o} value={o}>
            {orderingLabels[o]}
          </option>
        ))}
      </select>
    </div>
  );
});

/**
 * Phones only (below lg, where the filters open above the results): "Show N jobs" at the foot
 * of the open filters, sticking to the bottom of the screen while they scroll. Ticking a filter
 * updates results far below the fold; this says how many there are and takes the visitor to
 * them. The count is the results' own query (same key: no request of its own).
 */
export const ShowResultsButton = memo(function ShowResultsButton({
  query,
  onClick,
}: {
  query: PublicJobsQuery;
  onClick: () => void;
}) {
  const jobs = usePublicJobs(query);
  const count = jobs.data && !jobs.isPlaceholderData ? jobs.data.count : null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t bg-background px-4 py-3 lg:hidden">
      <Button className="w-full" onClick={onClick}>
        {count === null
          ? 'Show jobs'
          : count === 1
            ? 'Show 1 job'
            : `Show ${formatCount(count)} jobs`}
      </Button>
    </div>
  );
});
