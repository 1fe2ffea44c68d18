import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { JobFiltersPanel, JobOrderingSelect } from './job-filters-panel';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  jobFiltersToQuery,
  jobFiltersToSearchParams,
  parseJobFilters,
  updateJobFilters,
  type JobFilters,
} from './job-filters';
import { JobList } from './job-list';
import { JobSearchBar } from './job-search-bar';

export interface JobSearchPageProps {
  jobHref: (slug: string) => string;
}

/**
 * /jobs: keyword and location search, facet filters, sort and pages. The URL is the state:
 * every change pushes a history entry, so links can be shared and back/forward restore searches.
 */
export function JobSearchPage({ jobHref }: JobSearchPageProps) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseJobFilters(params), [params]);
  // The controls follow a change at once; the URL (and so history) follows when the router has
  // navigated. Back/forward or a new link replace the local state with the URL's. `pending` lists
  // the URLs of this page's own changes not seen yet: when one of them arrives while newer
  // changes are still on their way, the controls keep the newer state (quick successive changes
  // are all kept).
  const [filters, setFilters] = useState(fromUrl);
  const [sync, setSync] = useState({ url: fromUrl, pending: [] as string[] });
  if (fromUrl !== sync.url) {
    const own = sync.pending.indexOf(params.toString());
    setSync({ url: fromUrl, pending: own === -1 ? [] : sync.pending.slice(own + 1) });
    if (own === -1 || own === sync.pending.length - 1) setFilters(fromUrl);
  }
  const query = useMemo(() => jobFiltersToQuery(filters), [filters]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = countActiveFilters(filters);

  const apply = (next: JobFilters) => {
    const search = jobFiltersToSearchParams(next);
    setFilters(next);
    // The current URL again changes nothing the page would see arrive.
    if (search.toString() !== params.toString()) {
      setSync((current) => ({ ...current, pending: [...current.pending, search.toString()] }));
    }
    setParams(search, { preventScrollReset: true });
  };
  const change = (patch: Partial<JobFilters>) => apply(updateJobFilters(filters, patch));
  const clearAll = () => apply(EMPTY_FILTERS);
  const pageHref = (page: number) => {
    const search = jobFiltersToSearchParams({ ...filters, page }).toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageTitle title={filters.search ? `${filters.search} jobs` : 'Jobs'} />
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Jobs</h1>
        <JobSearchBar
          key={`${filters.search}\u0000${filters.location}`}
          defaults={{ search: filters.search, location: filters.location }}
          onSearch={({ search, location }) => change({ search, location })}
        />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[15rem_1fr]">
        <aside
          aria-labelledby="job-filters-heading"
          className="flex flex-col gap-4 lg:sticky lg:top-20"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="job-filters-heading" className="text-lg font-semibold max-lg:sr-only">
              Filters
            </h2>
            <Button
              variant="outline"
              className="lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls="job-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filters{active > 0 && ` (${active})`}
            </Button>
            {active > 0 && (
              <Button
                variant="link"
                size="link-sm"
                onClick={() =>
                  change({
                    ...EMPTY_FILTERS,
                    search: filters.search,
                    location: filters.location,
                    ordering: filters.ordering,
                  })
                }
              >
                Clear filters
              </Button>
            )}
          </div>
          <div id="job-filters" className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
            <JobFiltersPanel filters={filters} onChange={change} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex justify-end">
            <JobOrderingSelect
              value={filters.ordering}
              onChange={(ordering) => change({ ordering })}
            />
          </div>
          <JobList
            query={query}
            jobHref={jobHref}
            pageHref={pageHref}
            onClearFilters={active > 0 || filters.search || filters.location ? clearAll : undefined}
          />
        </div>
      </div>
    </div>
  );
}
