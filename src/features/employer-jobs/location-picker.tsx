import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, MapPin, X } from 'lucide-react';
import { listLocationsOptions } from '@generated/@tanstack/react-query.gen';
import type { Location } from '@generated/types.gen';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export interface LocationPickerProps {
  id?: string;
  /** Selected location ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Several locations (jobs) or one (a company's headquarters). */
  multiple?: boolean;
  /** Locations already known for the selected ids (e.g. the job's), so they show by name. */
  knownLocations?: Location[];
  /** Names the selected chips' list and their remove buttons. Default 'locations'. */
  noun?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  ref?: React.Ref<HTMLInputElement>;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A searchable location combobox (listLocations), for one or several locations. */
export function LocationPicker({
  id,
  value,
  onChange,
  onBlur,
  multiple = true,
  knownLocations = [],
  noun = 'locations',
  placeholder = 'Search a city or country',
  disabled,
  ref,
  ...aria
}: LocationPickerProps) {
  const generatedId = useId();
  const inputId = id ?? `location-${generatedId}`;
  const listId = `${inputId}-listbox`;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Location[]>([]);
  const debounced = useDebounced(search.trim(), 250);
  const locations = useQuery({
    ...listLocationsOptions({ query: { search: debounced || undefined, page_size: 20 } }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const results = locations.data?.results ?? [];

  const byId = new Map<string, Location>();
  [...knownLocations, ...results, ...picked].forEach((l) => byId.set(l.id, l));
  const selected = value.map((locationId) => byId.get(locationId) ?? { id: locationId, name: 'Unknown location' });

  const pick = (location: Location) => {
    setPicked((list) => [...list.filter((l) => l.id !== location.id), location]);
    // The list closes after each pick (it would cover the fields below); typing or an arrow key reopens it.
    setOpen(false);
    setSearch('');
    if (!multiple) onChange([location.id]);
    else onChange(value.includes(location.id) ? value.filter((v) => v !== location.id) : [...value, location.id]);
  };
  const remove = (locationId: string) => onChange(value.filter((v) => v !== locationId));

  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(results.length ? (activeIndex + step + results.length) % results.length : 0);
    } else if (event.key === 'Enter') {
      if (open && results[activeIndex]) {
        event.preventDefault();
        pick(results[activeIndex]!);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Backspace' && search === '' && multiple && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  };

  return (
    <div
      className="flex flex-col gap-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          onBlur?.();
        }
      }}
    >
      {selected.length > 0 && (
        <ul aria-label={`Selected ${noun}`} className="flex flex-wrap gap-1.5">
          {selected.map((location) => (
            <li
              key={location.id}
              className="inline-flex items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground"
            >
              <MapPin className="size-3.5 opacity-70" aria-hidden="true" />
              {location.name}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${location.name}`}
                onClick={() => remove(location.id)}
                className="inline-flex size-6 items-center justify-center rounded-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          {...aria}
          ref={ref}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && results.length > 0 ? optionId(activeIndex) : undefined}
          value={search}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => {
            setSearch(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={noun === 'locations' ? 'Locations' : noun}
          aria-multiselectable={multiple || undefined}
          hidden={!open}
          className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {open && locations.isPending && (
            <li role="presentation" className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
              <Spinner label="Loading locations" /> Loading…
            </li>
          )}
          {open && locations.isError && (
            <li role="presentation" className="px-2 py-1.5 text-sm text-destructive">
              Locations could not be loaded.
            </li>
          )}
          {open && locations.isSuccess && results.length === 0 && (
            <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
              No location matches “{debounced}”.
            </li>
          )}
          {open &&
            results.map((location, index) => {
              const isSelected = value.includes(location.id);
              return (
                <li
                  key={location.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={index === activeIndex || undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(location)}
                  className={cn(
                    'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span className="flex-1">{location.name}</span>
                  {isSelected && <Check className="size-4" aria-hidden="true" />}
                </li>
              );
            })}
        </ul>
      </div>
    </div>
  );
}
