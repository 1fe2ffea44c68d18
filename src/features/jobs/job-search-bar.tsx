import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useQueryClient } from '@tanstack/react-query';
import {
  findLocation,
  searchInputClass,
  LocationInput,
  resolveLocation,
  slugToText,
  useLocationSuggestions,
} from './location-input';

export interface JobSearchValues {
  search: string;
  /** Location slug, '' for anywhere. */
  location: string;
}

export interface JobSearchBarProps {
  /** Initial values (remount with a `key` to reset them, e.g. when the URL changes). */
  defaults?: JobSearchValues;
  onSearch: (values: JobSearchValues) => void;
  className?: string;
  /** Larger controls for the home page. */
  size?: 'default' | 'lg';
}

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** Keyword + location search (home page and /jobs). Native controls only (bundle budget). */
export function JobSearchBar({
  defaults = { search: '', location: '' },
  onSearch,
  className,
  size = 'default',
}: JobSearchBarProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState(defaults.search);
  // Until the visitor types, a slug from the URL shows as its location's name (as words until loaded).
  const [typed, setTyped] = useState<string | null>(null);
  const edited = typed !== null;
  const [active, setActive] = useState(defaults.location !== '');
  const [error, setError] = useState<string | null>(null);
  const placeRef = useRef<HTMLInputElement>(null);
  const suggestions = useLocationSuggestions(
    edited ? typed : slugToText(defaults.location),
    active,
  );
  const known = defaults.location
    ? suggestions.options.find((l) => l.slug === defaults.location)
    : undefined;
  const place = edited
    ? typed
    : (known?.name ?? (defaults.location ? titleCase(slugToText(defaults.location)) : ''));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let location = '';
    if (place.trim()) {
      const resolved =
        !edited && defaults.location
          ? defaults.location
          : (
              resolveLocation(place, suggestions.options) ??
              (await findLocation(queryClient, place))
            )?.slug;
      if (!resolved) {
        setError('Choose a location from the suggestions, or leave it empty to search everywhere.');
        placeRef.current?.focus();
        return;
      }
      location = resolved;
    }
    setError(null);
    onSearch({ search: search.trim(), location });
  };

  const large = size === 'lg';
  return (
    <form
      role="search"
      aria-label="Search jobs"
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn('flex flex-col gap-2', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Keyword
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Job title, skill or company"
            className={searchInputClass(large)}
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-location`} className="text-sm font-medium">
            Location
          </label>
          <LocationInput
            ref={placeRef}
            id={`${id}-location`}
            name="location"
            value={place}
            options={suggestions.options}
            onFocus={() => setActive(true)}
            onChange={(text) => {
              setTyped(text);
              setActive(true);
              if (error) setError(null);
            }}
            placeholder="City or country"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-location-error` : undefined}
            large={large}
          />
        </div>
        <Button type="submit" size={large ? 'xl' : 'lg'}>
          Search
        </Button>
      </div>
      {error && (
        <p id={`${id}-location-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
