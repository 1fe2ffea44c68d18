import { memo, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Location } from '@generated/types.gen';
import { LocationCombobox } from '@/components/location-picker/location-combobox';
import { locationSearchOptions } from '@/components/location-picker/api';
import {
  resolveLocation,
  useLocationSuggestions,
} from '@/components/location-picker/location-search';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** "new-york" → "new york": a search text for a slug from a shared URL. */
export const slugToText = (slug: string) => slug.replace(/-/g, ' ');

/** The search bar's text inputs; `large` is the home page's hero size. */
const searchInputClass = (large = false) =>
  cn(
    'w-full min-w-0 rounded-md border border-input bg-background px-3 shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
    large ? 'h-12 text-base' : 'h-10 text-sm',
  );

export interface JobSearchValues {
  search: string;
  /** Location slug, '' for anywhere. */
  location: string;
}

/** A Location text that names no one location: none at all, or `several`. */
export interface UnknownPlace {
  text: string;
  several: boolean;
}

/** What the two boxes say, as a search. */
export interface ResolvedSearch extends JobSearchValues {
  /** The location `location` names, when the Location box named one. */
  found?: Location;
  /** The Location text when it named no one location (`location` is then '': not filtered by place), otherwise null. */
  unknownPlace: UnknownPlace | null;
}

/** The message under the Location field for a text that names no one location. */
export const unknownPlaceMessage = ({ text, several }: UnknownPlace) =>
  several
    ? `“${text}” matches more than one location. Choose one from the suggestions, or leave it empty to search everywhere.`
    : `No location matches “${text}”. Choose a location from the suggestions, or leave it empty to search everywhere.`;

/** The line above results that are not filtered by such a text. */
export const notFilteredNotice = ({ text, several }: UnknownPlace) =>
  `These jobs are not filtered by location: “${text}” matches ${several ? 'more than one' : 'none'} of our locations.`;

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * The keyword and location boxes' state, over the search in force (`applied`): until the visitor
 * types, each box shows the applied value (a location slug as its location's name). The owner
 * decides when a search happens and tells the form (`searched`, `refuse`, `reset`); nothing is
 * copied from `applied` into state, so a new applied search shows as soon as what was typed is
 * dropped.
 */
export function useJobSearchForm(applied: JobSearchValues) {
  const queryClient = useQueryClient();
  // null: not edited since the last search (the box shows the applied value).
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const [typedPlace, setTypedPlace] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // The Location text refused at the last search (its message shows until the box is edited).
  const [refused, setRefused] = useState<UnknownPlace | null>(null);
  // The location the last search found: its name shows at once, before suggestions load again.
  const [lastFound, setLastFound] = useState<Location | null>(null);

  const edited = typedPlace !== null;
  const suggestions = useLocationSuggestions(
    edited ? typedPlace : slugToText(applied.location),
    focused || (!edited && applied.location !== ''),
  );
  const known = applied.location
    ? (suggestions.options.find((l) => l.slug === applied.location) ??
      (lastFound?.slug === applied.location ? lastFound : undefined))
    : undefined;
  const search = typedSearch ?? applied.search;
  const place = edited
    ? typedPlace
    : (known?.name ?? (applied.location ? titleCase(slugToText(applied.location)) : ''));

  const keyword = search.trim();
  const text = place.trim();
  const lookup = locationSearchOptions(text);
  /** The search, given the locations the server finds for exactly this text. */
  const withMatches = (matches: readonly Location[]): ResolvedSearch => {
    const found = resolveLocation(text, matches);
    return found
      ? { search: keyword, location: found.slug, found, unknownPlace: null }
      : { search: keyword, location: '', unknownPlace: { text, several: matches.length > 1 } };
  };

  /** The search the boxes say, when it can be told without asking the server; null otherwise. */
  const resolveNow = (): ResolvedSearch | null => {
    if (!edited) return { search: keyword, location: applied.location, unknownPlace: null };
    if (!text) return { search: keyword, location: '', unknownPlace: null };
    const found = resolveLocation(text, suggestions.options);
    if (found) return { search: keyword, location: found.slug, found, unknownPlace: null };
    const cached = queryClient.getQueryData(lookup.queryKey)?.results;
    return cached ? withMatches(cached) : null;
  };

  /** The search the boxes say, looking the location up when the suggestions at hand do not tell. */
  const resolve = async (): Promise<ResolvedSearch> => {
    const now = resolveNow();
    if (now) return now;
    try {
      return withMatches(
        (await queryClient.fetchQuery({ ...lookup, staleTime: 5 * 60_000 })).results,
      );
    } catch {
      return withMatches([]); // offline or failing: no location can be told
    }
  };

  return {
    search,
    place,
    /** The Location text the field's message names (aria-invalid), or null. */
    refused,
    setSearch: (value: string) => setTypedSearch(value),
    setPlace: (value: string) => {
      setTypedPlace(value);
      setFocused(true);
      setRefused(null);
    },
    /** The Location box got focus: load its suggestions. */
    focusPlace: () => setFocused(true),
    resolveNow,
    resolve,
    /** The search was refused (an unknown location): say so under the field. */
    refuse: (unknownPlace: UnknownPlace) => setRefused(unknownPlace),
    /** `result` is now the search in force: the boxes show it (an unknown place stays, with its message). */
    searched: (result: ResolvedSearch) => {
      // Anything typed meanwhile (while a location was being looked up) stays.
      setTypedSearch((typed) => (typed !== null && typed.trim() === result.search ? null : typed));
      if (!result.unknownPlace) setTypedPlace(null);
      if (result.found) setLastFound(result.found);
      setRefused(result.unknownPlace);
    },
    /** Another search came in (back/forward, a link): what was typed gives way to it. */
    reset: () => {
      setTypedSearch(null);
      setTypedPlace(null);
      setRefused(null);
    },
  };
}

type JobSearchFormState = ReturnType<typeof useJobSearchForm>;

export interface JobSearchFormProps {
  form: JobSearchFormState;
  /** Called with what the boxes say; with an unknown location, focus then moves to that field. */
  onSearch: (result: ResolvedSearch) => void;
  className?: string;
  /** Larger controls for the home page. */
  size?: 'default' | 'lg';
}

/**
 * The keyword + location form over a `useJobSearchForm` state. No component library (bundle
 * budget): native controls and the shared location combobox. Each field's message sits right under it: on wide screens the labels, the boxes and
 * the messages are the rows of one grid (the field groups are `display: contents` there), so the
 * Search button stays level with the boxes whether a message shows or not.
 */
export function JobSearchForm({ form, onSearch, className, size = 'default' }: JobSearchFormProps) {
  const id = useId();
  const placeRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-location-error`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.resolve();
    onSearch(result);
    if (result.unknownPlace) placeRef.current?.focus();
  };

  const large = size === 'lg';
  return (
    <form
      role="search"
      aria-label="Search jobs"
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn(
        'flex flex-col gap-3 md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:gap-x-3 md:gap-y-1.5',
        className,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1.5 md:contents">
        <label
          htmlFor={`${id}-search`}
          className="text-sm font-medium md:col-start-1 md:row-start-1"
        >
          Keyword
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          value={form.search}
          maxLength={200}
          onChange={(e) => form.setSearch(e.target.value)}
          placeholder="Job title, skill or company"
          className={cn(searchInputClass(large), 'md:col-start-1 md:row-start-2')}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 md:contents">
        <label
          htmlFor={`${id}-location`}
          className="text-sm font-medium md:col-start-2 md:row-start-1"
        >
          Location
        </label>
        <LocationCombobox
          ref={placeRef}
          id={`${id}-location`}
          name="location"
          value={form.place}
          onFocus={form.focusPlace}
          onChange={form.setPlace}
          placeholder="City or country"
          aria-invalid={form.refused ? true : undefined}
          aria-describedby={form.refused ? errorId : undefined}
          inputClassName={searchInputClass(large)}
          className="md:col-start-2 md:row-start-2"
        />
        {form.refused && (
          <p
            id={errorId}
            role="alert"
            className="text-sm text-destructive md:col-start-2 md:row-start-3"
          >
            {unknownPlaceMessage(form.refused)}
          </p>
        )}
      </div>
      <Button type="submit" size={large ? 'xl' : 'lg'} className="md:col-start-3 md:row-start-2">
        Search
      </Button>
    </form>
  );
}

/** What the /jobs page asks of its search boxes, from its own event handlers. */
export interface JobSearchBoxesHandle {
  /** The search the boxes say, when it can be told without asking the server; null otherwise. */
  resolveNow: () => ResolvedSearch | null;
  /** The search the boxes say, looking the location up when needed. */
  resolve: () => Promise<ResolvedSearch>;
  /** `result` is now the search in force. */
  searched: (result: ResolvedSearch) => void;
}

export interface JobSearchBoxesProps extends JobSearchValues {
  /** A new value drops what was typed: another search came in (back/forward, a link). */
  resetKey: number;
  onSearch: (result: ResolvedSearch) => void;
  ref: Ref<JobSearchBoxesHandle>;
}

/**
 * The /jobs search form over the search in force (`search`, `location`). It keeps what is typed
 * itself, so a keystroke renders this form only, never the page around it, its filters or its
 * results (decision 013); the page reads the boxes through `ref` when a filter or the sort changes.
 */
export const JobSearchBoxes = memo(function JobSearchBoxes({
  search,
  location,
  resetKey,
  onSearch,
  ref,
}: JobSearchBoxesProps) {
  const form = useJobSearchForm({ search, location });
  const [seenReset, setSeenReset] = useState(resetKey);
  if (seenReset !== resetKey) {
    setSeenReset(resetKey);
    form.reset();
  }
  useImperativeHandle(ref, () => form);
  return <JobSearchForm form={form} onSearch={onSearch} />;
});
