import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Location } from '@generated/types.gen';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { locationSearchOptions, locationSearchText } from './api';

/** Locations change rarely: a search answered in the last five minutes is not asked again. */
const LOCATIONS_STALE_MS = 5 * 60_000;

const norm = (s: string) => s.trim().toLowerCase();

/** Whether a location's name or city starts with the text (how listLocations searches). */
export const startsWith = (location: Location, text: string) =>
  norm(location.name).startsWith(norm(text)) || norm(location.city ?? '').startsWith(norm(text));

/**
 * The location a typed text means: an exact name (or slug) match, else the only suggestion whose
 * name or city starts with the text, else null (ambiguous or unknown).
 */
export function resolveLocation(text: string, options: readonly Location[]): Location | null {
  const wanted = norm(text);
  if (!wanted) return null;
  const exact = options.find((l) => norm(l.name) === wanted || l.slug === wanted);
  if (exact) return exact;
  const starts = options.filter((l) => startsWith(l, wanted));
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

/** Looks a typed text up (from the cache when the suggestions asked already); null when unknown or offline. */
export async function findLocation(
  queryClient: QueryClient,
  text: string,
): Promise<Location | null> {
  try {
    const page = await queryClient.fetchQuery({
      ...locationSearchOptions(text),
      staleTime: LOCATIONS_STALE_MS,
    });
    return resolveLocation(text, page.results);
  } catch {
    return null;
  }
}

/**
 * Location suggestions (listLocations prefix search) for a typed text, asked 250 ms after the
 * typing stops and only while `enabled`; with `browse`, an empty text lists the first locations
 * (otherwise it asks nothing). `current` is false while the results at hand are an earlier
 * text's (kept so the list does not flicker).
 */
export function useLocationSuggestions(text: string, enabled: boolean, { browse = false } = {}) {
  const search = useDebouncedValue(locationSearchText(text), 250);
  const asking = enabled && (browse || search !== '');
  const query = useQuery({
    ...locationSearchOptions(search),
    enabled: asking,
    placeholderData: keepPreviousData,
    staleTime: LOCATIONS_STALE_MS,
  });
  return {
    /** The results at hand (also a disabled query's cached ones). */
    options: query.data?.results ?? [],
    /** The text the results answer (once loaded). */
    search,
    isError: asking && query.isError,
    /** The results answer the text as typed (not an earlier one, and not still waiting for the debounce). */
    current:
      asking && query.isSuccess && !query.isPlaceholderData && search === locationSearchText(text),
  };
}
