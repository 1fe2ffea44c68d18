import { useRef, useState } from 'react';
import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import type { Location } from '@generated/types.gen';
import { inputClassNames } from '@/components/ui/input';
import { mergeRefs } from '@/lib/refs';
import { cn } from '@/lib/utils';
import { LocationCombobox, type LocationComboboxProps } from './location-combobox';

export interface LocationPickerProps extends Omit<
  LocationComboboxProps,
  | 'value'
  | 'onChange'
  | 'onPick'
  | 'isChosen'
  | 'multiselectable'
  | 'requireChoice'
  | 'inputClassName'
> {
  /** Chosen location ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Called when the focus leaves the whole picker (the box and its chips). */
  onBlur?: () => void;
  /** Several locations (a job's) or one (a company's headquarters). Default several. */
  multiple?: boolean;
  /** Locations already known for the chosen ids (e.g. the job's), so they show by name. */
  knownLocations?: readonly Location[];
  /** Names the chosen chips' list ("Selected …"). Default 'locations'. */
  noun?: string;
  /** Told each location picked from the suggestions (a form that needs more than its id). */
  onLocationPicked?: (location: Location) => void;
}

/**
 * Chooses locations by id (listLocations search): the form stores ids, each chosen location shows
 * as a chip with a remove button. One or several (`multiple`).
 */
export function LocationPicker({
  value,
  onChange,
  onBlur,
  multiple = true,
  knownLocations = [],
  noun = 'locations',
  onLocationPicked,
  placeholder = 'Search a city or country',
  disabled,
  className,
  ref,
  ...comboboxProps
}: LocationPickerProps) {
  const [search, setSearch] = useState('');
  // Locations chosen here, so their chips have names (the suggestions change as one types).
  const [picked, setPicked] = useState<Location[]>([]);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const byId = new Map<string, Location>();
  [...knownLocations, ...picked].forEach((l) => byId.set(l.id, l));
  const selected = value.map(
    (locationId) => byId.get(locationId) ?? { id: locationId, name: 'Unknown location' },
  );

  const pick = (location: Location) => {
    setPicked((list) => [...list.filter((l) => l.id !== location.id), location]);
    onLocationPicked?.(location);
    setSearch('');
    if (!multiple) onChange([location.id]);
    else
      onChange(
        value.includes(location.id)
          ? value.filter((v) => v !== location.id)
          : [...value, location.id],
      );
  };
  const remove = (locationId: string) => {
    onChange(value.filter((v) => v !== locationId));
    inputRef.current?.focus(); // the chip's button goes away: the focus stays in the field
  };

  return (
    <div
      className={cn('flex flex-col gap-2', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
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
      <LocationCombobox
        {...comboboxProps}
        ref={mergeRefs(inputRef, ref)}
        value={search}
        onChange={setSearch}
        onPick={pick}
        isChosen={(location) => value.includes(location.id)}
        multiselectable={multiple}
        requireChoice
        inputClassName={inputClassNames}
        placeholder={placeholder}
        disabled={disabled}
      />
    </div>
  );
}
