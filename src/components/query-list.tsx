import type { ReactNode } from 'react';
import { QueryErrorAlert } from './query-error-alert';

/** What QueryList needs of a useQuery result for a page of results. */
interface ListQueryState<D extends { results: readonly unknown[] }> {
  data: D | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryListProps<D extends { results: readonly unknown[] }> {
  query: ListQueryState<D>;
  /** Shown while loading (a ListSkeleton). */
  loading: ReactNode;
  /** Also loading (e.g. a page past the end that is being left). */
  pending?: boolean;
  /** What could not be loaded: "We couldn't load your jobs." */
  errorTitle: string;
  /** Shown when the page has no results (an EmptyState). */
  empty: ReactNode;
  /** The results. */
  children: (data: D) => ReactNode;
}

/** A list's four states, in one order everywhere: loading, failed (with Try again), empty, the results. */
export function QueryList<D extends { results: readonly unknown[] }>({
  query,
  loading,
  pending = false,
  errorTitle,
  empty,
  children,
}: QueryListProps<D>) {
  if (query.isPending || pending) return loading;
  if (query.isError)
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return loading;
  return query.data.results.length === 0 ? empty : children(query.data);
}
