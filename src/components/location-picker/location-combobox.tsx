import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import Check from 'lucide-react/icons/check';
import type { Location } from '@generated/types.gen';
import { cn } from '@/lib/utils';
import { locationSearchText } from './api';
import { startsWith, useLocationSuggestions } from './location-search';

export interface LocationComboboxProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'role' | 'list' | 'size' | 'children'
> {
  /** The text in the box. */
  value: string;
  onChange: (text: string) => void;
  /** What choosing a suggestion does; by default the box takes the location's name. */
  onPick?: (location: Location) => void;
  /** Suggestions already chosen (ticked; aria-selected when `multiselectable`). */
  isChosen?: (location: Location) => boolean;
  /** Several locations can be chosen (the list stays a multi-select listbox). */
  multiselectable?: boolean;
  /**
   * Only a chosen location counts (the form stores ids): the first suggestion is active as you
   * type, so Enter chooses it and never submits the form with half-typed text; an empty box lists
   * the first locations; the list says when it is loading, empty or failing. Without it (the form
   * stores the text), nothing is active until an arrow key, Enter submits the form, and the list
   * shows only suggestions: the states are announced, and the form judges the text on submit.
   */
  requireChoice?: boolean;
  /**
   * The text box's classes: the ui Input's look (`inputClassNames`) in forms, the search bar's own
   * larger boxes there. Given by the caller so the search bar's page loads no second look.
   */
  inputClassName: string;
  /** Classes of the wrapper (layout: a grid cell, a width). */
  className?: string;
}

const LOADING = 'Loading locations…';
const FAILED = 'Locations could not be loaded.';

/**
 * A text box with a list of location suggestions (listLocations), as an ARIA 1.2 combobox: the
 * focus stays in the box, aria-activedescendant names the active option. Keys: ArrowDown/ArrowUp
 * open the list or move (wrapping), Home/End jump to the first/last option while one is active,
 * Enter chooses the active option, Escape closes the list and clears the text (see below). Loading, no match, a failure and the
 * number of suggestions are announced (a polite live region).
 */
export function LocationCombobox({
  value,
  onChange,
  onPick,
  isChosen,
  multiselectable = false,
  requireChoice = false,
  inputClassName,
  className,
  id,
  disabled,
  onKeyDown,
  onClick,
  ref,
  ...inputProps
}: LocationComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `location-${generatedId}`;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${listId}-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // The option moved to with the keys (an index; Infinity = the last); null = none chosen yet.
  const [active, setActive] = useState<number | null>(null);

  const enabled = open && !disabled;
  const suggestions = useLocationSuggestions(value, enabled, { browse: requireChoice });
  const typed = locationSearchText(value);
  const asking = enabled && (requireChoice || typed !== '');
  // While the answer for the latest text is on its way, an earlier answer shows only what still
  // matches the text (typing on narrows it; nothing unrelated flashes up).
  const results =
    !asking || suggestions.isError
      ? []
      : suggestions.current
        ? suggestions.options
        : suggestions.options.filter((location) => startsWith(location, typed));

  let note: string | null = null;
  if (asking && suggestions.isError) note = FAILED;
  else if (asking && results.length === 0)
    note = !suggestions.current
      ? LOADING
      : suggestions.search
        ? `No location matches “${suggestions.search}”.`
        : 'No locations to choose from.';
  const expanded = results.length > 0 || (requireChoice && note !== null);

  let activeIndex = -1;
  if (results.length > 0) {
    if (active !== null) activeIndex = Math.min(active, results.length - 1);
    // Only once the suggestions answer what was typed: Enter never chooses from an earlier list.
    else if (requireChoice && suggestions.current) activeIndex = 0;
  }

  let announcement = '';
  if (note) announcement = note;
  else if (asking && suggestions.current)
    announcement =
      results.length === 1
        ? '1 location to choose from.'
        : `${results.length} locations to choose from.`;

  useEffect(() => {
    if (activeIndex >= 0)
      listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(null);
  };
  const pick = (location: Location) => {
    if (onPick) onPick(location);
    else onChange(location.name);
    // The list closes after each pick (it would cover the fields below); typing or an arrow key reopens it.
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setOpen(true);
          setActive(down ? 0 : Infinity);
        } else if (count > 0) {
          setActive(
            activeIndex === -1
              ? down
                ? 0
                : count - 1
              : (activeIndex + (down ? 1 : count - 1)) % count,
          );
        }
        return;
      }
      case 'Home':
      case 'End':
        // While typing (no option active) they move the caret in the text.
        if (activeIndex === -1) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          pick(results[activeIndex]!);
        } else if (requireChoice && typed !== '') {
          event.preventDefault(); // half-typed text is no value here: do not submit the form
        } else {
          close();
        }
        return;
      case 'Escape': {
        // Nothing is left half-typed behind: where only a chosen location counts, Escape closes
        // the list and clears the text at once; where the text is the value, the first Escape
        // closes the list and the next clears the text (the ARIA combobox pattern).
        const clear = value !== '' && (requireChoice || !expanded);
        if (expanded || clear) {
          event.preventDefault();
          event.stopPropagation(); // the list and the text, not the dialog around it
        }
        if (clear) onChange('');
        close();
        return;
      }
    }
  };

  return (
    <div
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(null);
        }}
        onClick={(event) => {
          onClick?.(event);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        className={inputClassName}
      />
      <div
        hidden={!expanded}
        className="absolute top-full z-50 mt-1 w-full rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {requireChoice && note && (
          <p
            aria-hidden="true"
            className={cn(
              'px-2 py-1.5 text-sm',
              note === FAILED ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {note}
          </p>
        )}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          aria-multiselectable={multiselectable || undefined}
          hidden={results.length === 0}
          className="max-h-64 overflow-y-auto"
        >
          {results.map((location, index) => {
            const chosen = isChosen?.(location) ?? false;
            return (
              <li
                key={location.id}
                id={optionId(index)}
                role="option"
                aria-selected={multiselectable ? chosen : index === activeIndex}
                data-active={index === activeIndex || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(location)}
                className={cn(
                  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground',
                  index === activeIndex && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="flex-1">{location.name}</span>
                {chosen && <Check className="size-4" aria-hidden="true" />}
              </li>
            );
          })}
        </ul>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
