// Over 400 lines on purpose: every query and mutation of a job's applications, with their cache
// effects (each stage's pages, the counts, optimistic moves and their rollback), in one api.ts as
// docs/architecture.md asks of a feature.
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  bulkUpdateEmployerJobApplicationStatusMutation,
  getEmployerJobApplicationCountsOptions,
  getEmployerJobApplicationCountsQueryKey,
  listApplicationActivityQueryKey,
  listEmployerJobApplicationsInfiniteOptions,
  listEmployerJobApplicationsOptions,
  listEmployerJobApplicationsQueryKey,
  moveEmployerJobApplicationStageMutation,
  updateEmployerJobApplicationStatusMutation,
} from '@generated/@tanstack/react-query.gen';
import type {
  ApplicationStageMove,
  ApplicationStatus,
  JobApplication,
  ApplicationStatusCount,
  ListEmployerJobApplicationsData,
  PaginatedJobApplicationList,
} from '@generated/types.gen';
import { APPLICATION_STATUSES } from '@/lib/application-status';

/**
 * A job's applications: their queries and mutations (decision 009). The list and the pipeline read
 * one factory each, shared with the job details route's loader (same options, same cache
 * entries); a move and a bulk move each have one hook that owns its cache effects.
 */

export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * The filters both views, the counts and the CSV export share (the contract's query parameters of
 * listEmployerJobApplications): their names in the URL are the contract's, `ordering` too.
 */
export type ApplicationsFilter = Pick<
  NonNullable<ListEmployerJobApplicationsData['query']>,
  'knockout' | 'question' | 'answer' | 'applied_from' | 'applied_to' | 'search' | 'ordering'
>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Reads the filters from the URL; a value the contract would refuse is left out, a question without its answer too. */
export function readApplicationsFilter(params: URLSearchParams): ApplicationsFilter {
  const filter: ApplicationsFilter = {};
  const knockout = params.get('knockout');
  if (knockout === 'passed' || knockout === 'failed') filter.knockout = knockout;
  const question = params.get('question') ?? '';
  const answer = params.get('answer')?.trim().slice(0, 200);
  if (UUID.test(question) && answer) {
    filter.question = question;
    filter.answer = answer;
  }
  const from = params.get('applied_from') ?? '';
  const to = params.get('applied_to') ?? '';
  if (DAY.test(from)) filter.applied_from = from;
  if (DAY.test(to) && !(filter.applied_from && to < filter.applied_from)) filter.applied_to = to;
  const search = params.get('search')?.trim();
  if (search) filter.search = search.slice(0, 200);
  if (params.get('ordering') === 'applied_at') filter.ordering = 'applied_at';
  return filter;
}

/** Whether a filter narrows the applications (the order alone does not; a tab or page is no filter). */
export const isFiltered = (filter: ApplicationsFilter) =>
  (['knockout', 'answer', 'applied_from', 'applied_to', 'search'] as const).some(
    (key) => filter[key] !== undefined,
  );

export interface ApplicationsListParams extends ApplicationsFilter {
  status?: ApplicationStatus;
  page: number;
}

/** Reads the applications tab, filters and page from the URL (invalid values are ignored). */
export function readApplicationsParams(params: URLSearchParams): ApplicationsListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    ...readApplicationsFilter(params),
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus)
      ? (status as ApplicationStatus)
      : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of one page of a job's applications (the route loader prefetches the same). */
export function jobApplicationsOptions(
  employerId: string,
  jobId: string,
  { status, page, ...filter }: ApplicationsListParams,
) {
  const query: NonNullable<ListEmployerJobApplicationsData['query']> = {
    page_size: APPLICATIONS_PAGE_SIZE,
    ...filter,
  };
  if (status) query.status = status;
  if (page > 1) query.page = page;
  return listEmployerJobApplicationsOptions({ path: { employerId, jobId }, query });
}

// ---- The pipeline view ---------------------------------------------------------------------------

/** How the job's applications are shown: `?view=pipeline`, else the list. */
export type ApplicationsView = 'pipeline' | 'list';
export const readApplicationsView = (params: URLSearchParams): ApplicationsView =>
  params.get('view') === 'pipeline' ? 'pipeline' : 'list';

/** A pipeline column's page: its first cards, and as many more at each "Show more". */
const STAGE_PAGE_SIZE = 20;

/** The cards a column holds (its pages in order, each application once: a page asked again after a move may repeat one). */
export function stageCards(data: InfiniteData<PaginatedJobApplicationList> | undefined) {
  const seen = new Set<string>();
  const cards: JobApplication[] = [];
  for (const page of data?.pages ?? []) {
    for (const application of page.results) {
      if (seen.has(application.id)) continue;
      seen.add(application.id);
      cards.push(application);
    }
  }
  return cards;
}

/**
 * The page that continues a column holding `held` cards: moves in and out shift the server's
 * pages, so a column that lost a card would skip one with the next page of 20. Its size is chosen
 * to start at the first card the column lacks (none repeated) when one of 10 to 20 does, else the
 * smallest that brings at least 20 new ones (the repeats are dropped, stageCards).
 */
export function nextStagePage(held: number): { page: number; page_size: number } {
  for (let size = STAGE_PAGE_SIZE; size >= 10; size--) {
    if (held % size === 0) return { page: held / size + 1, page_size: size };
  }
  let size = STAGE_PAGE_SIZE;
  while (size < 100 && size - (held % size) < STAGE_PAGE_SIZE) size++;
  return { page: Math.floor(held / size) + 1, page_size: size };
}

/**
 * One pipeline column: the applications in `status` under the filter, a page at a time, until it
 * holds as many as the server counts (the pages' `count`, which a move here changes too).
 */
export function stageOptions(
  employerId: string,
  jobId: string,
  status: ApplicationStatus,
  filter: ApplicationsFilter,
) {
  return infiniteQueryOptions({
    ...listEmployerJobApplicationsInfiniteOptions({
      path: { employerId, jobId },
      query: { ...filter, status, page_size: STAGE_PAGE_SIZE },
    }),
    initialPageParam: 1,
    getNextPageParam: (last: PaginatedJobApplicationList, pages: PaginatedJobApplicationList[]) => {
      const held = stageCards({ pages, pageParams: [] }).length;
      return held < last.count
        ? { path: { employerId, jobId }, query: nextStagePage(held) }
        : undefined;
    },
  });
}

/** The pipeline's column heads: the number of the job's applications in each status (under the filter). */
export const applicationCountsOptions = (
  employerId: string,
  jobId: string,
  { ordering: _ordering, ...filter }: ApplicationsFilter = {},
) =>
  getEmployerJobApplicationCountsOptions({
    path: { employerId, jobId },
    ...(Object.keys(filter).length > 0 ? { query: filter } : {}),
  });

/** The counts with `n` applications moved from one status to another (an optimistic move, or its rollback). */
function withCountsMoved(
  counts: ApplicationStatusCount | undefined,
  from: ApplicationStatus,
  to: ApplicationStatus,
  n = 1,
): ApplicationStatusCount | undefined {
  if (!counts || from === to) return counts;
  return { ...counts, [from]: Math.max(0, counts[from] - n), [to]: counts[to] + n };
}

/** After applications moved: every list of the job's applications (each tab, page, search, the pipeline) and its counts. */
function invalidateApplications(queryClient: QueryClient, employerId: string, jobId: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
    }),
    queryClient.invalidateQueries({
      queryKey: getEmployerJobApplicationCountsQueryKey({ path: { employerId, jobId } }),
    }),
  ]);
}

/**
 * Moves several applications to one status in one call (bulkUpdateEmployerJobApplicationStatus):
 * the answer is per item, so nothing is shown before it; the page on screen (`listKey`) takes the
 * moved applications at once, then every list and the counts are asked again.
 */
export function useBulkMoveApplications(
  employerId: string,
  jobId: string,
  listKey: ApplicationsListKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...bulkUpdateEmployerJobApplicationStatusMutation(),
    onSuccess: ({ results }) => {
      queryClient.setQueryData(listKey, (list) =>
        results.reduce(
          (page, r) => (r.ok ? withStatus(page, r.application_id, r.application.status) : page),
          list,
        ),
      );
    },
    onSettled: () => void invalidateApplications(queryClient, employerId, jobId),
  });
}

/** The key of one page of a job's applications (the page on screen), typed with its data. */
export type ApplicationsListKey = ReturnType<typeof jobApplicationsOptions>['queryKey'];

/** The list page with one application's status replaced (when `onlyIf` is given, only if it still has that status). */
function withStatus(
  list: PaginatedJobApplicationList | undefined,
  applicationId: string,
  status: ApplicationStatus,
  onlyIf?: ApplicationStatus,
): PaginatedJobApplicationList | undefined {
  if (!list) return list;
  return {
    ...list,
    results: list.results.map((a) =>
      a.id === applicationId && (onlyIf === undefined || a.status === onlyIf)
        ? { ...a, status }
        : a,
    ),
  };
}

/**
 * Moves an application along its pipeline, optimistically: the page on screen (`listKey`, the
 * list view's page or the pipeline's list) and the job's counts show the new status at once and go
 * back if the server refuses (the status it had is the mutation's context, `previous`).
 * Afterwards every list of the job's applications (each tab, each page) and the counts are
 * refreshed.
 */
export function useMoveApplication(
  employerId: string,
  jobId: string,
  listKey: ApplicationsListKey,
) {
  const queryClient = useQueryClient();
  const countsKey = applicationCountsOptions(employerId, jobId).queryKey;
  return useMutation({
    ...updateEmployerJobApplicationStatusMutation(),
    onMutate: async ({ path, body }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listKey }),
        queryClient.cancelQueries({ queryKey: countsKey }),
      ]);
      const before = queryClient
        .getQueryData(listKey)
        ?.results.find((a) => a.id === path.applicationId);
      queryClient.setQueryData(listKey, (list) =>
        withStatus(list, path.applicationId, body.status),
      );
      if (before) {
        queryClient.setQueryData(countsKey, (counts) =>
          withCountsMoved(counts, before.status, body.status),
        );
      }
      return { previous: before?.status };
    },
    onError: (_error, { path, body }, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData(listKey, (list) =>
          withStatus(list, path.applicationId, previous, body.status),
        );
        queryClient.setQueryData(countsKey, (counts) =>
          withCountsMoved(counts, body.status, previous),
        );
      }
    },
    onSuccess: (application) => {
      queryClient.setQueryData(listKey, (list) =>
        withStatus(list, application.id, application.status),
      );
    },
    onSettled: (_data, _error, { path }) => {
      void invalidateApplications(queryClient, employerId, jobId);
      // The application's activity timeline (application-notes) gains the move.
      void queryClient.invalidateQueries({ queryKey: listApplicationActivityQueryKey({ path }) });
    },
  });
}

// ---- The pipeline's moves ------------------------------------------------------------------------

type StageData = InfiniteData<PaginatedJobApplicationList>;

/** A column without one application (its count one less on every page: the next page is asked from there). */
function withoutCard(data: StageData | undefined, id: string): StageData | undefined {
  if (!data || !data.pages.some((p) => p.results.some((a) => a.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      count: Math.max(0, p.count - 1),
      results: p.results.filter((a) => a.id !== id),
    })),
  };
}

/**
 * A column with one more application, at its place in the column's order when that place is among
 * the cards it holds (or after its last card when it holds them all); further down, "Show more"
 * reaches it. Its count is one more either way.
 */
function withCard(
  data: StageData | undefined,
  application: JobApplication,
  oldestFirst: boolean,
): StageData | undefined {
  if (!data) return data;
  const comesBefore = (other: JobApplication) =>
    oldestFirst
      ? application.applied_at < other.applied_at
      : application.applied_at > other.applied_at;
  const last = data.pages.length - 1;
  const holdsAll = stageCards(data).length >= (data.pages[last]?.count ?? 0);
  let placed = false;
  const pages = data.pages.map((p, i) => {
    const results = p.results.filter((a) => a.id !== application.id);
    if (!placed) {
      const at = results.findIndex(comesBefore);
      if (at > -1) {
        placed = true;
        results.splice(at, 0, application);
      } else if (i === last && holdsAll) {
        placed = true;
        results.push(application);
      }
    }
    return { ...p, count: p.count + 1, results };
  });
  return { ...data, pages };
}

/** A column with one application replaced by the server's answer. */
function withCardUpdated(data: StageData | undefined, application: JobApplication) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      results: p.results.map((a) => (a.id === application.id ? application : a)),
    })),
  };
}

/**
 * The job's lists of applications other than the pipeline's columns (the list view's pages):
 * stale, asked again when shown; `refetchActive` asks the one on screen again now (a move made
 * from the list itself).
 */
function markListsStale(
  queryClient: QueryClient,
  employerId: string,
  jobId: string,
  refetchActive = false,
) {
  return queryClient.invalidateQueries({
    queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
    predicate: (query) => !(query.queryKey[0] as { _infinite?: boolean })._infinite,
    refetchType: refetchActive ? 'active' : 'none',
  });
}

export interface CardMove {
  application: JobApplication;
  to: ApplicationStatus;
}

/**
 * Moves one card between two pipeline columns, optimistically: the card leaves its column and
 * joins the other, and both counts change, at once; if the server refuses, the card and the
 * counts go back (the caller says why). Only the counts are asked again afterwards (one call), not
 * the columns: the answer replaces the card in place.
 */
export function useMoveCard(employerId: string, jobId: string, filter: ApplicationsFilter) {
  const queryClient = useQueryClient();
  const countsKey = applicationCountsOptions(employerId, jobId, filter).queryKey;
  const columnKey = (status: ApplicationStatus) =>
    stageOptions(employerId, jobId, status, filter).queryKey;
  const oldestFirst = filter.ordering === 'applied_at';
  const shift = (application: JobApplication, from: ApplicationStatus, to: ApplicationStatus) => {
    queryClient.setQueryData(columnKey(from), (data) => withoutCard(data, application.id));
    queryClient.setQueryData(columnKey(to), (data) =>
      withCard(data, { ...application, status: to }, oldestFirst),
    );
    queryClient.setQueryData(countsKey, (counts) => withCountsMoved(counts, from, to));
  };
  const { mutationFn } = updateEmployerJobApplicationStatusMutation();
  return useMutation({
    mutationFn: ({ application, to }: CardMove, context) =>
      mutationFn!(
        { path: { employerId, jobId, applicationId: application.id }, body: { status: to } },
        context,
      ),
    onMutate: async ({ application, to }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: columnKey(application.status) }),
        queryClient.cancelQueries({ queryKey: columnKey(to) }),
        queryClient.cancelQueries({ queryKey: countsKey }),
      ]);
      shift(application, application.status, to);
    },
    onError: (_error, { application, to }) =>
      shift({ ...application, status: to }, to, application.status),
    onSuccess: (moved) => {
      queryClient.setQueryData(columnKey(moved.status), (data) => withCardUpdated(data, moved));
    },
    onSettled: (_data, _error, { application }) => {
      void queryClient.invalidateQueries({ queryKey: countsKey, exact: true });
      void markListsStale(queryClient, employerId, jobId);
      void queryClient.invalidateQueries({
        queryKey: listApplicationActivityQueryKey({
          path: { employerId, jobId, applicationId: application.id },
        }),
      });
    },
  });
}

/**
 * Moves a whole stage under the filter (moveEmployerJobApplicationStage, "Select all N in this
 * stage"): the server's answer says how many moved; then both columns start again from their
 * first page and the counts are asked again.
 */
export function useMoveStage(employerId: string, jobId: string, filter: ApplicationsFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    ...moveEmployerJobApplicationStageMutation(),
    onSettled: (_data, _error, { body }) => {
      for (const status of [body.from_status, body.status]) {
        void queryClient.resetQueries({
          queryKey: stageOptions(employerId, jobId, status, filter).queryKey,
          exact: true,
        });
      }
      void queryClient.invalidateQueries({
        queryKey: getEmployerJobApplicationCountsQueryKey({ path: { employerId, jobId } }),
      });
      void markListsStale(queryClient, employerId, jobId, true);
    },
  });
}

/** The body of a whole-stage move: the stage, where it goes, and the filter (less the order, which a move has none of). */
export function stageMoveBody(
  from: ApplicationStatus,
  to: ApplicationStatus,
  { ordering: _ordering, ...filter }: ApplicationsFilter,
  expectedCount: number,
): ApplicationStageMove {
  return { from_status: from, status: to, ...filter, expected_count: expectedCount };
}
