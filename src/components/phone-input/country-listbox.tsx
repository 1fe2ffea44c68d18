import * as React from 'react';
import type { Country, CountryList } from './countries';
import { CountryBadge } from './country-badge';

interface CountryOptionProps {
  id: string;
  country: Country;
  index: number;
  active: boolean;
  selected: boolean;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

function scrollIntoViewIfPossible(el: HTMLDivElement | null) {
  if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
}

const CountryOption = React.memo(function CountryOption({
  id,
  country,
  index,
  active,
  selected,
  onPick,
  onHover,
}: CountryOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      ref={active ? scrollIntoViewIfPossible : undefined}
      className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none aria-selected:font-medium data-[active]:bg-accent data-[active]:text-accent-foreground"
      onMouseDown={(e) => e.preventDefault()} // keep focus on the combobox
      onMouseMove={() => {
        if (!active) onHover(index);
      }}
      onClick={() => onPick(index)}
    >
      <CountryBadge iso2={country.iso2} /> <span className="flex-1 truncate">{country.name}</span>{' '}
      <span className="text-muted-foreground tabular-nums">+{country.dialCode}</span>
    </div>
  );
});

export interface CountryListboxProps extends Pick<CountryOptionProps, 'onPick' | 'onHover'> {
  id: string;
  /** The listbox's accessible name, and its groups' (when there are preferred countries). */
  labels: { countryList: string; preferredGroup: string; otherGroup: string };
  list: CountryList;
  /** Renders the options only while the list is open. */
  open: boolean;
  activeIndex: number;
  selectedIso: string;
  optionId: (country: Country) => string;
}

/** The countries as a listbox: preferred ones in their own group first, then all the others. */
export function CountryListbox({
  id,
  labels,
  list,
  open,
  activeIndex,
  selectedIso,
  optionId,
  onPick,
  onHover,
}: CountryListboxProps) {
  const renderOption = (c: Country, index: number) => (
    <CountryOption
      key={c.iso2}
      id={optionId(c)}
      country={c}
      index={index}
      active={index === activeIndex}
      selected={c.iso2 === selectedIso}
      onPick={onPick}
      onHover={onHover}
    />
  );
  return (
    <div
      role="listbox"
      id={id}
      aria-label={labels.countryList}
      className="max-h-[min(18rem,calc(var(--radix-popover-content-available-height)-0.5rem))] overflow-y-auto p-1"
    >
      {!open ? null : list.preferred.length > 0 ? (
        <>
          <div role="group" aria-label={labels.preferredGroup}>
            {list.preferred.map((c, i) => renderOption(c, i))}
          </div>
          <div role="group" aria-label={labels.otherGroup} className="mt-1 border-t pt-1">
            {list.others.map((c, i) => renderOption(c, list.preferred.length + i))}
          </div>
        </>
      ) : (
        list.all.map((c, i) => renderOption(c, i))
      )}
    </div>
  );
}
