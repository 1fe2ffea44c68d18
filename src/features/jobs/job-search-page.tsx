import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PageDescription, PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useEventCallback } from '@/hooks/use-event-callback';
import { afterNextPaint } from '@/lib/idle';
import { cn } from '@/lib/utils';
import { JobFiltersPanel, JobOrderingSelect, ShowResultsButton } from './job-filters-panel';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  jobFiltersToQuery,
  jobFiltersToSearchParams,
  parseJobFilters,
  sameJobSearch,
  updateJobFilters,
  type JobFilters,
  type JobOrdering,
} from './job-filters';
import { JobList } from './job-list';
import {
  JobSearchBoxes,
  notFilteredNotice,
  type JobSearchBoxesHandle,
  type ResolvedSearch,
  type UnknownPlace,
} from './job-search-form';

/**
 * /jobs: keyword and location search, facet filters, sort and pages. The URL is the state:
 * every change pushes a history entry, so links can be shared and back/forward restore searches.
 * Every change searches with what the keyword and location boxes say, submitted or not, so the
 * results always match the boxes; a location that matches nothing is named under its field and
 * the results say they are not filtered by it.
 */
export function JobSearchPage({
  renderAlert,
}: {
  /** "Create alert" for the search, given its URL query without the page (composed by the route). */
  renderAlert?: (query: string) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  // A search or a page change marks its history entry (`focusResults`): once its
  // results are in, focus moves to the results heading, never to the top (decision 012, rule 3).
  // The entry the page was loaded with (a reload keeps history state, and comes as a POP) moves
  // nothing; a search sent from another page (the home page's) arrives as a PUSH and does.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [loadedKey] = useState(location.key);
  const focusKey =
    (location.state as { focusResults?: boolean } | null)?.focusResults &&
    (location.key !== loadedKey || navigationType === 'PUSH')
      ? location.key
      : null;
  const fromUrl = useMemo(() => parseJobFilters(params), [params]);
  // The controls follow a change at once; the URL (and so history) follows when the router has
  // navigated. Back/forward or a new link replace the local state with the URL's. `pending` lists
  // the URLs of this page's own changes not seen yet: when one of them arrives while newer
  // changes are still on their way, the controls keep the newer state (quick successive changes
  // are all kept). `resets` counts the searches that came from elsewhere (or Clear all): each
  // drops what was typed in the boxes.
  const [filters, setFilters] = useState(fromUrl);
  const [sync, setSync] = useState({ url: fromUrl, pending: [] as string[], resets: 0 });
  // The Location text the search in force is not filtered by (until the next search).
  const [notFilteredBy, setNotFilteredBy] = useState<UnknownPlace | null>(null);
  // The search boxes keep what is typed themselves (a keystroke renders them only); the page reads
  // them when it searches.
  const boxes = useRef<JobSearchBoxesHandle>(null);
  if (fromUrl !== sync.url) {
    const own = sync.pending.indexOf(params.toString());
    // Another search from elsewhere (back/forward, a link): what was typed in the boxes gives
    // way. A URL change that leaves the search as it is (the sign-in dialog's open_login) does not.
    const elsewhere = own === -1 && !sameJobSearch(fromUrl, filters);
    setSync({
      url: fromUrl,
      pending: own === -1 ? [] : sync.pending.slice(own + 1),
      resets: sync.resets + (elsewhere ? 1 : 0),
    });
    // The page's own change arriving is the search the controls show already: they keep their
    // state (the same values), so nothing renders again for it.
    if ((own === -1 || own === sync.pending.length - 1) && !sameJobSearch(fromUrl, filters))
      setFilters(fromUrl);
    if (elsewhere) setNotFilteredBy(null);
  }
  const query = useMemo(() => jobFiltersToQuery(filters), [filters]);
  // The list and "Show N jobs" follow a change in a render of their own, after the controls have
  // painted: a tick answers with the tick alone (decision 013).
  const listQuery = useDeferredValue(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = countActiveFilters(filters);
  const results = useRef<HTMLDivElement>(null);
  /** Phones: the filters close and the results (their count first) come into view, with focus. */
  const showResults = useEventCallback(() => {
    // Closed first (flushSync), so the scroll lands where the results are once the filters are
    // gone, not where they were before the page got shorter.
    flushSync(() => setFiltersOpen(false));
    results.current?.scrollIntoView({ block: 'start' });
    // The results heading (the count) takes focus, as after a search (decision 012, rule 3).
    const heading = results.current?.querySelector<HTMLElement>('h2[tabindex="-1"]');
    (heading ?? results.current)?.focus({ preventScroll: true });
  });

  // The URL, and with it the router's loader that starts the search, follows once the controls
  // have painted: a tick, a sort or Search answers at once, not after the navigation's work
  // (decision 013). Each change keeps its own history entry: one made before the previous one has
  // navigated makes that one navigate at once. A page that goes first navigates nowhere.
  const navigation = useRef<{ now: () => void; cancel: () => void } | null>(null);
  useEffect(() => () => navigation.current?.cancel(), []);
  const apply = (next: JobFilters, focusResults = true) => {
    const search = jobFiltersToSearchParams(next);
    setFilters(next);
    // The current URL again changes nothing the page would see arrive.
    if (search.toString() !== params.toString()) {
      setSync((current) => ({ ...current, pending: [...current.pending, search.toString()] }));
    }
    const earlier = navigation.current;
    earlier?.cancel();
    earlier?.now();
    const now = () => {
      navigation.current = null;
      setParams(search, {
        preventScrollReset: true,
        state: focusResults ? { focusResults: true } : null,
      });
    };
    navigation.current = { now, cancel: afterNextPaint(now) };
  };
  /** Applies `patch` together with what the boxes say (`found`). */
  const commit = (patch: Partial<JobFilters>, found: ResolvedSearch) => {
    // Only a search moves focus to the results heading. A filter or a new order keeps focus on
    // its control, so several can be set in a row (the heading announces the new count; on a
    // phone "Show N jobs" brings the results); a Location text that names no one place keeps
    // focus in its box, to be corrected.
    const isSearch = Object.keys(patch).length === 0;
    apply(
      updateJobFilters(filters, { ...patch, search: found.search, location: found.location }),
      isSearch && !found.unknownPlace,
    );
    setNotFilteredBy(found.unknownPlace);
    boxes.current?.searched(found);
  };
  // The handlers below keep one identity across renders, so the memoised parts they are given
  // (the search form, the filters, the sort, the list) render only when their own data changes.
  const search = useEventCallback((found: ResolvedSearch) => commit({}, found));
  /** A filter, sort or search change: always with the keyword and location in the boxes. */
  const change = useEventCallback((patch: Partial<JobFilters>) => {
    const found = boxes.current?.resolveNow() ?? null;
    if (found) {
      commit(patch, found);
      return;
    }
    // A location typed a moment ago is still being looked up: the control follows at once, the
    // search once the location is known.
    setFilters(updateJobFilters(filters, patch));
    void boxes.current?.resolve().then((resolved) => commit(patch, resolved));
  });
  const changeOrdering = useEventCallback((ordering: JobOrdering | null) => change({ ordering }));
  const clearAll = useEventCallback(() => {
    apply(EMPTY_FILTERS);
    setSync((current) => ({ ...current, resets: current.resets + 1 }));
    setNotFilteredBy(null);
  });
  // Called while the list renders (its page links): follows `filters` itself.
  const pageHref = useCallback(
    (page: number) => {
      const search = jobFiltersToSearchParams({ ...filters, page }).toString();
      return search ? `?${search}` : '?';
    },
    [filters],
  );
  const alertQuery = pageHref(1).slice(1);
  const alert = useMemo(() => renderAlert?.(alertQuery), [renderAlert, alertQuery]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageTitle title={filters.search ? `${filters.search} jobs` : 'Jobs'} />
      <PageDescription content="Search open jobs by keyword and location, filter them by workplace, employment type, seniority, salary and posting date, and apply in minutes." />
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Jobs</h1>
        <JobSearchBoxes
          ref={boxes}
          search={filters.search}
          location={filters.location}
          resetKey={sync.resets}
          onSearch={search}
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
                    employmentTypes: EMPTY_FILTERS.employmentTypes,
                    workplaceTypes: EMPTY_FILTERS.workplaceTypes,
                    seniority: EMPTY_FILTERS.seniority,
                    salaryMin: EMPTY_FILTERS.salaryMin,
                    includeUnstatedPay: EMPTY_FILTERS.includeUnstatedPay,
                    postedWithin: EMPTY_FILTERS.postedWithin,
                  })
                }
              >
                Clear filters
              </Button>
            )}
          </div>
          <div id="job-filters" className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
            <JobFiltersPanel filters={filters} onChange={change} />
            <ShowResultsButton query={listQuery} onClick={showResults} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col">
            <div className="flex flex-wrap items-center justify-end gap-2">
              {alert}
              <JobOrderingSelect value={filters.ordering} onChange={changeOrdering} />
            </div>
            {/* Always in the page, so that a notice appearing in it is announced. */}
            <div role="status">
              {notFilteredBy && (
                <p className="mt-3 rounded-md border bg-muted px-3 py-2 text-sm">
                  {notFilteredNotice(notFilteredBy)}
                </p>
              )}
            </div>
          </div>
          <div ref={results} tabIndex={-1} className="scroll-mt-20 outline-none">
            <JobList
              focusKey={focusKey}
              query={listQuery}
              pageHref={pageHref}
              onClearFilters={
                active > 0 || filters.search || filters.location ? clearAll : undefined
              }
            />
          </div>
        </div>
      </div>
    </div>
  );
}
