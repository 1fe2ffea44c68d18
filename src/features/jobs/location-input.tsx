import { useId, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listLocationsOptions } from '@generated/@tanstack/react-query.gen';
import type { Location } from '@generated/types.gen';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** "new-york" → "new york": a search text for a slug from a shared URL. */
export const slugToText = (slug: string) => slug.replace(/-/g, ' ');

const norm = (s: string) => s.trim().toLowerCase();

/** The listLocations `search` for a typed text (the suggestions and the search bar's look-up share it: one cache entry). */
export const locationSearchText = (text: string) => text.trim().slice(0, 100);

/**
 * The location a typed text means: an exact name (or slug) match, else the only suggestion whose
 * name or city starts with the text, else null (ambiguous or unknown).
 */
export function resolveLocation(text: string, options: readonly Location[]): Location | null {
  const wanted = norm(text);
  if (!wanted) return null;
  const exact = options.find((l) => norm(l.name) === wanted || l.slug === wanted);
  if (exact) return exact;
  const starts = options.filter(
    (l) => norm(l.name).startsWith(wanted) || norm(l.city ?? '').startsWith(wanted),
  );
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

/** Location suggestions for a text (listLocations prefix search), loaded only when `enabled`. */
export function useLocationSuggestions(text: string, enabled: boolean) {
  const search = useDebouncedValue(locationSearchText(text), 250);
  const query = useQuery({
    ...listLocationsOptions({ query: search ? { search, page_size: 20 } : { page_size: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => query.data?.results ?? [], [query.data]);
  return { options, isFetching: query.isFetching, isError: query.isError };
}

/** The search bar's text inputs; `large` is the home page's hero size. */
export const searchInputClass = (large = false) =>
  cn(
    'w-full min-w-0 rounded-md border border-input bg-background px-3 shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
    large ? 'h-12 text-base' : 'h-10 text-sm',
  );

export interface LocationInputProps extends Omit<
  React.ComponentProps<'input'>,
  'list' | 'value' | 'onChange'
> {
  value: string;
  onChange: (text: string) => void;
  options: readonly Location[];
  large?: boolean;
}

/**
 * A native text input with a <datalist> of location names: the browser's own suggestion list,
 * keyboard and screen-reader support, and no component library on the bundle-budget page.
 */
export function LocationInput({
  value,
  onChange,
  options,
  large,
  className,
  ...props
}: LocationInputProps) {
  const listId = `${useId()}-locations`;
  return (
    <>
      <input
        type="text"
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(searchInputClass(large), className)}
        {...props}
      />
      <datalist id={listId}>
        {options.map((l) => (
          <option key={l.id} value={l.name} />
        ))}
      </datalist>
    </>
  );
}
