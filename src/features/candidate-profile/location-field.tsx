import { useEffect, useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { listLocationsOptions } from '@generated/@tanstack/react-query.gen';
import type { Location } from '@generated/types.gen';
import { Input } from '@/components/ui/input';

const norm = (s: string) => s.trim().toLowerCase();

/** The location a typed name means: exact match, else the only one starting with it, else null. */
export function resolveLocation(text: string, options: readonly Location[]): Location | null {
  const wanted = norm(text);
  if (!wanted) return null;
  const exact = options.find((l) => norm(l.name) === wanted);
  if (exact) return exact;
  const starts = options.filter(
    (l) => norm(l.name).startsWith(wanted) || norm(l.city ?? '').startsWith(wanted),
  );
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Looks the text up when the suggestions at hand did not settle it; null when unknown or offline. */
export async function findLocation(
  queryClient: QueryClient,
  text: string,
): Promise<Location | null> {
  try {
    const page = await queryClient.fetchQuery({
      ...listLocationsOptions({ query: { search: text.trim().slice(0, 100), page_size: 20 } }),
      staleTime: 5 * 60_000,
    });
    return resolveLocation(text, page.results);
  } catch {
    return null;
  }
}

/** Location suggestions (listLocations prefix search) for what has been typed. */
export function useLocationOptions(text: string, enabled: boolean): readonly Location[] {
  const search = useDebounced(text.trim().slice(0, 100), 250);
  const query = useQuery({
    ...listLocationsOptions({ query: search ? { search, page_size: 20 } : { page_size: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => query.data?.results ?? [], [query.data]);
}

export interface LocationFieldProps extends Omit<
  React.ComponentProps<'input'>,
  'list' | 'value' | 'onChange'
> {
  value: string;
  onChange: (text: string) => void;
  options: readonly Location[];
}

/** A text input with the browser's own suggestion list (<datalist>) of location names. */
export function LocationField({ value, onChange, options, ...props }: LocationFieldProps) {
  const listId = `${useId()}-locations`;
  return (
    <>
      <Input
        type="text"
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
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
